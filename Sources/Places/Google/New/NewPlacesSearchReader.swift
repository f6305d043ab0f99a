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
        var place = NewPlaceDTO()
        let isPlace = try object(&scanner) { scanner, key in
            switch key {
            case "id": place.id = try scanner.stringIfAny()
            case "displayName": place.displayName = try localizedText(&scanner)
            case "location": place.location = try latLng(&scanner)
            case "rating": place.rating = try scanner.numberTextIfAny().flatMap(Double.init)
            case "userRatingCount": place.userRatingCount = try scanner.numberTextIfAny().flatMap(integer)
            case "priceLevel": place.priceLevel = try scanner.stringIfAny()
            case "shortFormattedAddress": place.shortFormattedAddress = try scanner.stringIfAny()
            case "formattedAddress": place.formattedAddress = try scanner.stringIfAny()
            case "currentOpeningHours": place.currentOpeningHours = try hours(&scanner)
            case "regularOpeningHours": place.regularOpeningHours = try hours(&scanner)
            case "timeZone": place.timeZone = try timeZone(&scanner)
            case "businessStatus": place.businessStatus = try scanner.stringIfAny()
            case "primaryType": place.primaryType = try scanner.stringIfAny()
            case "types": place.types = try strings(&scanner)
            case "photos": place.photos = try list(&scanner, photo)
            default: try scanner.skipValue()
            }
            return true
        }
        return isPlace ? place : nil
    }

    private static func localizedText(_ scanner: inout JSONScanner) throws -> NewPlaceDTO.LocalizedText? {
        var text: String?
        let valid = try object(&scanner) { scanner, key in
            guard key == "text" else {
                try scanner.skipValue()
                return true
            }
            return try read(&scanner, into: &text)
        }
        return valid ? NewPlaceDTO.LocalizedText(text: text) : nil
    }

    private static func latLng(_ scanner: inout JSONScanner) throws -> NewPlaceDTO.LatLng? {
        var latitude: Double?
        var longitude: Double?
        let valid = try object(&scanner) { scanner, key in
            switch key {
            case "latitude": return try read(&scanner, into: &latitude)
            case "longitude": return try read(&scanner, into: &longitude)
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
            case "day": return try read(&scanner, into: &day)
            case "hour": return try read(&scanner, into: &hour)
            case "minute": return try read(&scanner, into: &minute)
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
            case "name": return try read(&scanner, into: &name)
            case "widthPx": return try read(&scanner, into: &width)
            case "heightPx": return try read(&scanner, into: &height)
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
    /// A plain member: null or a string sets `target` (nil for null); any other value is skipped and wrong (false).
    private static func read(_ scanner: inout JSONScanner, into target: inout String?) throws -> Bool {
        if scanner.isNull() || scanner.peek() != UInt8(ascii: "\"") {
            let valid = scanner.isNull()
            try scanner.skipValue()
            target = nil
            return valid
        }
        target = try scanner.string()
        return true
    }

    /// A plain member: null or a whole number (`integer`) sets `target`; any other value is wrong (false).
    private static func read(_ scanner: inout JSONScanner, into target: inout Int?) throws -> Bool {
        try read(&scanner, into: &target, integer)
    }

    /// A plain member: null or a number sets `target`; any other value is wrong (false).
    private static func read(_ scanner: inout JSONScanner, into target: inout Double?) throws -> Bool {
        try read(&scanner, into: &target) { Double($0) }
    }

    private static func read<Number>(
        _ scanner: inout JSONScanner, into target: inout Number?, _ number: (String) -> Number?
    ) throws -> Bool {
        target = nil
        if scanner.isNull() {
            try scanner.skipValue()
            return true
        }
        guard let text = try scanner.numberTextIfAny() else { return false }
        target = number(text)
        return target != nil
    }

    /// A whole number as `JSONDecoder` reads an `Int`: digits, or a number whose value is exactly one.
    private static func integer(_ text: String) -> Int? {
        Int(text) ?? Double(text).flatMap { Int(exactly: $0) }
    }
}
