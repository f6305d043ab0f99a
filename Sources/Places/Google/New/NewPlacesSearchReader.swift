import Foundation

/// A Places API (New) search body read by `JSONScanner` rather than `JSONDecoder`: the same values, read as
/// leniently as the DTOs' `Decodable` reads them (a member of the wrong type is absent; an object whose plain member
/// is of the wrong type is absent as a whole; a list's element that is not one is skipped), without the decoder's
/// generic containers, which a run sets up at its first answer (about 8 M instructions for 20 places).
/// `NewPlacesSearchReaderTests` holds it to `JSONDecoder` on recorded, sandbox and hostile bodies.
enum NewPlacesSearchReader {
    typealias Malformed = JSONScanner.Malformed

    static func response(_ data: Data) throws -> NewPlacesSearchResponse {
        try data.withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes)
            var places: [NewPlaceDTO] = []
            var token: String?
            var summaries: [NewPlacesSearchResponse.RoutingSummary] = []
            var seen: [String] = []
            try scanner.object { scanner, key in
                guard !seen.contains(key) else { return try scanner.skipValue() }
                seen.append(key)
                switch key {
                case "places": places = try list(&scanner, place)
                case "nextPageToken": token = try scanner.stringIfAny()
                case "routingSummaries": summaries = try list(&scanner, summary)
                default: try scanner.skipValue()
                }
            }
            guard scanner.peek() == nil else { throw Malformed() }
            return NewPlacesSearchResponse(places: places, nextPageToken: token, routingSummaries: summaries)
        }
    }

    /// A list's elements that read (`LenientList`); not a list: none.
    private static func list<Element>(
        _ scanner: inout JSONScanner, _ element: (inout JSONScanner) throws -> Element?
    ) throws -> [Element] {
        guard scanner.peek() == UInt8(ascii: "[") else {
            try scanner.skipValue()
            return []
        }
        var elements: [Element] = []
        try scanner.array { scanner in
            if let value = try element(&scanner) { elements.append(value) }
        }
        return elements
    }

    /// An object read member by member; nil when it is not an object or `member` finds a plain member of the wrong
    /// type (it returns false).
    private static func object(_ scanner: inout JSONScanner, _ member: (inout JSONScanner, String) throws -> Bool)
        throws -> Bool
    {
        guard scanner.peek() == UInt8(ascii: "{") else {
            try scanner.skipValue()
            return false
        }
        var valid = true
        var seen: [String] = []
        try scanner.object { scanner, key in
            // A key written twice: the first is read, as JSONDecoder reads it.
            guard !seen.contains(key) else { return try scanner.skipValue() }
            seen.append(key)
            if try !member(&scanner, key) { valid = false }
        }
        return valid
    }

    private static func place(_ scanner: inout JSONScanner) throws -> NewPlaceDTO? {
        var id: String?
        var priceLevel: String?
        var short: String?
        var formatted: String?
        var status: String?
        var primary: String?
        var displayName: NewPlaceDTO.LocalizedText?
        var location: NewPlaceDTO.LatLng?
        var rating: Double?
        var count: Int?
        var current: NewPlaceDTO.OpeningHours?
        var regular: NewPlaceDTO.OpeningHours?
        var zone: NewPlaceDTO.TimeZoneDTO?
        var types: [String]?
        var photos: [NewPlaceDTO.PhotoDTO] = []
        let isPlace = try object(&scanner) { scanner, key in
            switch key {
            case "id": id = try scanner.stringIfAny()
            case "displayName": displayName = try localizedText(&scanner)
            case "location": location = try latLng(&scanner)
            case "rating": rating = try scanner.numberTextIfAny().flatMap(Double.init)
            case "userRatingCount": count = try scanner.numberTextIfAny().flatMap(integer)
            case "priceLevel": priceLevel = try scanner.stringIfAny()
            case "shortFormattedAddress": short = try scanner.stringIfAny()
            case "formattedAddress": formatted = try scanner.stringIfAny()
            case "currentOpeningHours": current = try hours(&scanner)
            case "regularOpeningHours": regular = try hours(&scanner)
            case "timeZone": zone = try timeZone(&scanner)
            case "businessStatus": status = try scanner.stringIfAny()
            case "primaryType": primary = try scanner.stringIfAny()
            case "types": types = try strings(&scanner)
            case "photos": photos = try list(&scanner, photo)
            default: try scanner.skipValue()
            }
            return true
        }
        guard isPlace else { return nil }
        return NewPlaceDTO(
            id: id, displayName: displayName, location: location, rating: rating, userRatingCount: count,
            priceLevel: priceLevel, shortFormattedAddress: short, formattedAddress: formatted, currentOpeningHours: current,
            regularOpeningHours: regular, timeZone: zone, businessStatus: status, primaryType: primary, types: types,
            photos: photos)
    }

    private static func localizedText(_ scanner: inout JSONScanner) throws -> NewPlaceDTO.LocalizedText? {
        var text: String?
        let valid = try object(&scanner) { scanner, key in
            guard key == "text" else {
                try scanner.skipValue()
                return true
            }
            let (valid, value) = try optionalString(&scanner)
            text = value
            return valid
        }
        return valid ? NewPlaceDTO.LocalizedText(text: text) : nil
    }

    private static func latLng(_ scanner: inout JSONScanner) throws -> NewPlaceDTO.LatLng? {
        var latitude: Double?
        var longitude: Double?
        let valid = try object(&scanner) { scanner, key in
            switch key {
            case "latitude":
                let (valid, value) = try optionalDouble(&scanner)
                latitude = value
                return valid
            case "longitude":
                let (valid, value) = try optionalDouble(&scanner)
                longitude = value
                return valid
            default:
                try scanner.skipValue()
                return true
            }
        }
        return valid ? NewPlaceDTO.LatLng(latitude: latitude, longitude: longitude) : nil
    }

    private static func hours(_ scanner: inout JSONScanner) throws -> NewPlaceDTO.OpeningHours? {
        var openNow: Bool?
        var descriptions: [String]?
        var periods: [NewPlaceDTO.Period] = []
        var special: [NewPlaceDTO.SpecialDay] = []
        let valid = try object(&scanner) { scanner, key in
            switch key {
            case "openNow": openNow = try scanner.boolIfAny()
            case "weekdayDescriptions": descriptions = try strings(&scanner)
            case "periods": periods = try list(&scanner, period)
            case "specialDays":
                special = try list(&scanner) { scanner in
                    var date: NewPlaceDTO.CalendarDate?
                    let valid = try object(&scanner) { scanner, key in
                        if key == "date" { date = try calendarDate(&scanner) } else { try scanner.skipValue() }
                        return true
                    }
                    return valid ? NewPlaceDTO.SpecialDay(date: date) : nil
                }
            default: try scanner.skipValue()
            }
            return true
        }
        return valid
            ? NewPlaceDTO.OpeningHours(
                openNow: openNow, weekdayDescriptions: descriptions, periods: periods, specialDays: special)
            : nil
    }

    private static func period(_ scanner: inout JSONScanner) throws -> NewPlaceDTO.Period? {
        var open: NewPlaceDTO.Period.Point?
        var close: NewPlaceDTO.Period.Point?
        let valid = try object(&scanner) { scanner, key in
            switch key {
            case "open": open = try point(&scanner)
            case "close": close = try point(&scanner)
            default: try scanner.skipValue()
            }
            return true
        }
        return valid ? NewPlaceDTO.Period(open: open, close: close) : nil
    }

    private static func point(_ scanner: inout JSONScanner) throws -> NewPlaceDTO.Period.Point? {
        var day: Int?
        var hour: Int?
        var minute: Int?
        var date: NewPlaceDTO.CalendarDate?
        let valid = try object(&scanner) { scanner, key in
            switch key {
            case "day", "hour", "minute":
                let (valid, value) = try optionalInteger(&scanner)
                if key == "day" { day = value } else if key == "hour" { hour = value } else { minute = value }
                return valid
            case "date": date = try calendarDate(&scanner)
            default: try scanner.skipValue()
            }
            return true
        }
        return valid ? NewPlaceDTO.Period.Point(day: day, hour: hour, minute: minute, date: date) : nil
    }

    private static func calendarDate(_ scanner: inout JSONScanner) throws -> NewPlaceDTO.CalendarDate? {
        var year: Int?
        var month: Int?
        var day: Int?
        let valid = try object(&scanner) { scanner, key in
            let value: Int?
            switch key {
            case "year", "month", "day": value = try scanner.numberTextIfAny().flatMap(integer)
            default:
                try scanner.skipValue()
                return true
            }
            guard let value else { return false }
            switch key {
            case "year": year = value
            case "month": month = value
            default: day = value
            }
            return true
        }
        guard valid, let year, let month, let day else { return nil }
        return NewPlaceDTO.CalendarDate(year: year, month: month, day: day)
    }

    private static func timeZone(_ scanner: inout JSONScanner) throws -> NewPlaceDTO.TimeZoneDTO? {
        var id: String?
        let valid = try object(&scanner) { scanner, key in
            if key == "id" { id = try scanner.stringIfAny() } else { try scanner.skipValue() }
            return true
        }
        return valid ? NewPlaceDTO.TimeZoneDTO(id: id) : nil
    }

    private static func photo(_ scanner: inout JSONScanner) throws -> NewPlaceDTO.PhotoDTO? {
        var name: String?
        var width: Int?
        var height: Int?
        let valid = try object(&scanner) { scanner, key in
            switch key {
            case "name":
                let (valid, value) = try optionalString(&scanner)
                name = value
                return valid
            case "widthPx", "heightPx":
                let (valid, value) = try optionalInteger(&scanner)
                if key == "widthPx" { width = value } else { height = value }
                return valid
            default:
                try scanner.skipValue()
                return true
            }
        }
        return valid ? NewPlaceDTO.PhotoDTO(name: name, widthPx: width, heightPx: height) : nil
    }

    private static func summary(_ scanner: inout JSONScanner) throws -> NewPlacesSearchResponse.RoutingSummary? {
        var legs: [NewPlacesSearchResponse.RoutingSummary.Leg] = []
        let valid = try object(&scanner) { scanner, key in
            guard key == "legs" else {
                try scanner.skipValue()
                return true
            }
            legs = try list(&scanner) { scanner in
                var duration: String?
                var meters: Int?
                let valid = try object(&scanner) { scanner, key in
                    switch key {
                    case "duration": duration = try scanner.stringIfAny()
                    case "distanceMeters": meters = try scanner.numberTextIfAny().flatMap(integer)
                    default: try scanner.skipValue()
                    }
                    return true
                }
                return valid ? NewPlacesSearchResponse.RoutingSummary.Leg(duration: duration, distanceMeters: meters) : nil
            }
            return true
        }
        return valid ? NewPlacesSearchResponse.RoutingSummary(legs: legs) : nil
    }

    /// A list of strings, or nil when it is not one (an element of another type too, as `[String]` decodes).
    private static func strings(_ scanner: inout JSONScanner) throws -> [String]? {
        guard scanner.peek() == UInt8(ascii: "[") else {
            try scanner.skipValue()
            return nil
        }
        var texts: [String] = []
        var valid = true
        try scanner.array { scanner in
            if let text = try scanner.stringIfAny() { texts.append(text) } else { valid = false }
        }
        return valid ? texts : nil
    }

    /// A plain optional member (not `@Lenient`): `null` is nil (valid), a value of its type is read, any other
    /// value makes the object that holds it absent (not valid).
    private static func optionalString(_ scanner: inout JSONScanner) throws -> (valid: Bool, value: String?) {
        if scanner.isNull() || scanner.peek() != UInt8(ascii: "\"") {
            let valid = scanner.isNull()
            try scanner.skipValue()
            return (valid, nil)
        }
        return (true, try scanner.string())
    }

    private static func optionalNumber(_ scanner: inout JSONScanner) throws -> (valid: Bool, value: String?) {
        if scanner.isNull() {
            try scanner.skipValue()
            return (true, nil)
        }
        let text = try scanner.numberTextIfAny()
        return (text != nil, text)
    }

    private static func optionalInteger(_ scanner: inout JSONScanner) throws -> (valid: Bool, value: Int?) {
        let (valid, text) = try optionalNumber(&scanner)
        guard let text else { return (valid, nil) }
        let value = integer(text)
        return (value != nil, value)
    }

    private static func optionalDouble(_ scanner: inout JSONScanner) throws -> (valid: Bool, value: Double?) {
        let (valid, text) = try optionalNumber(&scanner)
        guard let text else { return (valid, nil) }
        let value = Double(text)
        return (value != nil, value)
    }

    /// A whole number as `JSONDecoder` reads an `Int`: digits, or a number whose value is exactly one.
    private static func integer(_ text: String) -> Int? {
        Int(text) ?? Double(text).flatMap { Int(exactly: $0) }
    }
}
