import Crypto
import Foundation

/// A place as the sandbox's OpenStreetMap knows it, derived from the data set: every sixth place is unmapped; the
/// others sit up to 11 m from Google's spot, every fourth as a way (a building, answered at its `center`), tagged as
/// mappers tag them: `amenity`/`shop` from the primary type, `cuisine` (`pizza;italian`), diets, `wheelchair`,
/// `outdoor_seating` and `opening_hours` drawn from real values, awkward ones included, `addr:country` in France
/// (`SandboxArea`), and a test's own tags (`SandboxPlace.osmTags`) over those. Beside them: an unnamed restaurant
/// and a closed one (`disused:amenity`), which foodybite must leave out.
struct OSMFeature: Sendable {
    let type: String
    let id: Int64
    let latitude: Double
    let longitude: Double
    let tags: [String: String]

    /// Real `opening_hours` values (taginfo's common forms), with ones a parser must call unknown.
    static let openingHours = [
        "Mo-Sa 11:30-14:30,18:30-22:30; Su off", "Tu-Su 12:00-14:00, 19:00-23:00", "24/7",
        "Mo-Fr 08:00-18:00; Sa 09:00-13:00", "Fr-Sa 18:00-02:00; Su-Th 18:00-23:30", "Mo-Su 11:00-23:00; PH off",
        "Mo-Fr 12:00-14:00,19:00-22:00 \"reservations only\"", "sunrise-sunset", "Mo-Th 17:00-01:00; Fr,Sa 17:00-03:00",
        "Mo 10:00-12:00, Tu-Fr 10:00-20:00", "Mo-Su 07:00-19:00; Dec 25 off", "10:00-22:00",
        "Mo-Fr 11:00-15:00 || \"by appointment\"",
        "We-Mo 18:00-24:00; Tu off",
    ]

    var json: OverpassAnswer.Element {
        OverpassAnswer.Element(
            type: type, id: id, latitude: latitude, longitude: longitude, isCenter: type != "node", tags: tags)
    }

    static func all(in places: [SandboxPlace]) -> [OSMFeature] {
        var features = places.compactMap(feature)
        if let first = places.first {
            features.append(
                OSMFeature(
                    type: "node", id: 9_000_000_001, latitude: first.lat + 0.0004, longitude: first.lng,
                    tags: ["amenity": "restaurant", "cuisine": "pizza"]))
            features.append(
                OSMFeature(
                    type: "node", id: 9_000_000_002, latitude: first.lat, longitude: first.lng + 0.0004,
                    tags: ["disused:amenity": "restaurant", "name": "Chez Fermé"]))
        }
        return features
    }

    private static func feature(of place: SandboxPlace) -> OSMFeature? {
        let digest = Array(SHA256.hash(data: Data(("osm:" + place.id).utf8)))
        guard digest[0] % 6 != 0 || place.osmTags != nil, let name = place.name, let main = mainTag(place.primaryType)
        else { return nil }
        var tags: [String: String] = [main.key: main.value, "name": name]
        let cuisines = place.allTypes.compactMap(cuisine)
        if !cuisines.isEmpty { tags["cuisine"] = cuisines.joined(separator: ";") }
        if place.allTypes.contains("vegan_restaurant") {
            tags["diet:vegan"] = "only"
        } else if digest[5] % 5 == 0 {
            tags["diet:vegan"] = "yes"
        }
        if digest[6] % 3 == 0 { tags["diet:vegetarian"] = "yes" }
        if digest[7] % 7 == 0 { tags["diet:gluten_free"] = "yes" }
        if digest[8] % 11 == 0 { tags["diet:halal"] = "yes" }
        if let wheelchair = ["yes", "no", "limited", nil][Int(digest[9] % 4)] { tags["wheelchair"] = wheelchair }
        if let outside = ["yes", "no", nil][Int(digest[10] % 3)] { tags["outdoor_seating"] = outside }
        if digest[11] % 8 != 0 { tags["opening_hours"] = openingHours[Int(digest[12]) % openingHours.count] }
        tags.merge(addressTags(place)) { $1 }
        let country = SandboxArea.all.first { $0.contains(latitude: place.lat, longitude: place.lng) }
        if tags["addr:street"] != nil, country?.tags["ISO3166-1"] == "FR" { tags["addr:country"] = "FR" }
        if let phone = place.internationalPhone ?? place.phone { tags["phone"] = phone }
        if let website = place.website { tags["website"] = website }
        tags.merge(place.osmTags ?? [:]) { $1 }
        let north = Double(Int(digest[1] % 21) - 10)
        let east = Double(Int(digest[2] % 21) - 10)
        let id = Int64(digest[13]) << 24 | Int64(digest[14]) << 16 | Int64(digest[15]) << 8 | Int64(digest[16]) + 1
        return OSMFeature(
            type: digest[3] % 4 == 0 ? "way" : "node", id: id, latitude: place.lat + north / 111_195,
            longitude: place.lng + east / (111_195 * cos(place.lat * .pi / 180)), tags: tags)
    }

    /// `addr:*` from Google's address ("2 Rue Bannelier, 21000 Dijon, France"; "32 The Promenade, Sydney"): the
    /// number and street of its first part, the postcode and city of the part before the country.
    private static func addressTags(_ place: SandboxPlace) -> [String: String] {
        let parts = (place.formattedAddress ?? place.vicinity ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard let first = parts.first, parts.count >= 2 else { return [:] }
        var tags: [String: String] = [:]
        let words = first.split(separator: " ", maxSplits: 1).map(String.init)
        if words.count == 2, words[0].first?.isNumber == true {
            (tags["addr:housenumber"], tags["addr:street"]) = (words[0], words[1])
        } else {
            tags["addr:street"] = first
        }
        let town = parts[place.formattedAddress == nil ? parts.count - 1 : max(1, parts.count - 2)]
        let townWords = town.split(separator: " ", maxSplits: 1).map(String.init)
        if townWords.count == 2, townWords[0].allSatisfy(\.isNumber) {
            (tags["addr:postcode"], tags["addr:city"]) = (townWords[0], townWords[1])
        } else {
            tags["addr:city"] = town
        }
        return tags
    }

    /// The tag a mapper gives a place of this primary type.
    private static func mainTag(_ type: String?) -> (key: String, value: String)? {
        switch type {
        case "fast_food_restaurant", "hamburger_restaurant": ("amenity", "fast_food")
        case "cafe", "coffee_shop": ("amenity", "cafe")
        case "bar", "wine_bar": ("amenity", "bar")
        case "pub": ("amenity", "pub")
        case "bakery": ("shop", "bakery")
        case let type? where type == "restaurant" || type.hasSuffix("_restaurant") || type == "steak_house":
            ("amenity", "restaurant")
        default: nil
        }
    }

    /// OpenStreetMap's `cuisine` value of a Google cuisine type (`pizza_restaurant`: `pizza`).
    private static func cuisine(_ type: String) -> String? {
        switch type {
        case "hamburger_restaurant": "burger"
        case "steak_house": "steak_house"
        case "fast_food_restaurant": nil
        case let type where type.hasSuffix("_restaurant"): String(type.dropLast("_restaurant".count))
        default: nil
        }
    }
}
