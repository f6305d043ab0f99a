import Crypto
import Foundation

/// A place as the sandbox's Foursquare knows it, derived from the data set so that matching across providers has
/// work to do: every seventh place is unknown to Foursquare; the others sit up to 21 m from Google's spot, with a
/// rating near twice Google's (± 0.4 on 0-10) from about a quarter as many people, and every fifth is spelled
/// differently ("X Restaurant" -> "Restaurant X"). Every ninth place has a neighbour 150 m north that only
/// Foursquare lists. Ids are 24 hex digits derived from the Google id.
struct FoursquareVenue: Sendable {
    struct Tip: Sendable {
        let text: String
        let createdAt: String?
    }

    let id, name: String
    let latitude, longitude: Double
    /// 0-10.
    let rating: Double?
    let totalRatings, price: Int?
    let openNow: Bool?
    /// Its regular week (Google's for the same place: `GoogleHours`), which `open_at` is judged on; nil: no hours.
    var week: [GoogleHours.Period]? = nil
    let address: String?
    let closed: Bool
    let tel, website, hoursDisplay: String?
    let photos: [SandboxPlace.Photo]
    let tips: [Tip]
    /// Its categories, primary first (`FoursquareTaxonomy`).
    let categories: [FoursquareTaxonomy.Category]

    /// In Foursquare's Restaurant category or one of its children.
    var isRestaurant: Bool { categories.contains(FoursquareTaxonomy.restaurant) }

    static func all(in places: [SandboxPlace]) -> [FoursquareVenue] {
        places.flatMap { place -> [FoursquareVenue] in
            let digest = Self.digest(place.id)
            var venues: [FoursquareVenue] = []
            if digest[0] % 7 != 0 { venues.append(twin(of: place, digest)) }
            if digest[4] % 9 == 0 { venues.append(neighbour(of: place, digest)) }
            return venues
        }
    }

    /// The id Foursquare gives the data set's place (whether or not Foursquare knows it).
    static func id(of place: SandboxPlace) -> String {
        hex(digest(place.id))
    }

    private static func twin(of place: SandboxPlace, _ digest: [UInt8]) -> FoursquareVenue {
        var name = place.name ?? ""
        if digest[31] % 5 == 0 {
            name = name.hasSuffix(" Restaurant") ? "Restaurant " + name.dropLast(" Restaurant".count) : name + " Restaurant"
        }
        let north = Double(Int(digest[1] % 31) - 15)
        let east = Double(Int(digest[2] % 31) - 15)
        let rating = place.ratingValue.map {
            min(10, max(0, (($0 * 2 + Double(Int(digest[3] % 5) - 2) * 0.2) * 10).rounded() / 10))
        }
        return FoursquareVenue(
            id: hex(digest), name: name, latitude: place.lat + north / 111_195,
            longitude: place.lng + east / (111_195 * cos(place.lat * .pi / 180)), rating: rating,
            totalRatings: rating.map { _ in max(1, (place.userRatingsTotal ?? 0) / 4) },
            price: place.priceLevel.flatMap { (1...4).contains($0) ? $0 : nil }, openNow: place.openNow,
            week: GoogleHours.week(of: place),
            address: place.formattedAddress ?? place.vicinity, closed: place.businessStatus == "CLOSED_PERMANENTLY",
            tel: place.phone, website: place.website, hoursDisplay: place.weekdayText?.joined(separator: "; "),
            photos: place.photos ?? [],
            tips: (place.reviews ?? []).prefix(3).map { Tip(text: $0.text, createdAt: $0.publishTime) },
            categories: FoursquareTaxonomy.categories(types: place.allTypes))
    }

    private static let neighbourNames = [
        "Osteria Bruno", "Le Petit Comptoir", "Noodle Bar Kaori", "Taquería Los Primos", "Dhaba 27", "Mezze Corner",
        "Pho Saigon Quán", "Smørrebrød Hus",
    ]

    private static func neighbour(of place: SandboxPlace, _ digest: [UInt8]) -> FoursquareVenue {
        let own = Self.digest("foursquare-only:" + place.id)
        return FoursquareVenue(
            id: hex(own), name: neighbourNames[Int(own[0]) % neighbourNames.count], latitude: place.lat + 150 / 111_195,
            longitude: place.lng, rating: 6 + Double(own[1] % 35) / 10, totalRatings: 5 + Int(own[2]),
            price: 1 + Int(own[3] % 4), openNow: own[4] % 3 != 0, address: place.vicinity, closed: false, tel: nil,
            website: nil, hoursDisplay: nil, photos: [], tips: [], categories: [FoursquareTaxonomy.restaurant])
    }

    private static func digest(_ text: String) -> [UInt8] {
        Array(SHA256.hash(data: Data(text.utf8)))
    }

    private static func hex(_ digest: [UInt8]) -> String {
        digest.prefix(12).map { String(format: "%02x", $0) }.joined()
    }
}
