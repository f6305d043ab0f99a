import Domain
import Foundation

/// Overpass elements as Domain places: the id `osm:<type>/<id>`, a way or relation at its centre, its main tag as
/// its type (cuisines after it as Google's cuisine types, so `--cuisine` works as on every provider), its map
/// attributes (`PlaceAttributes`), open now from `opening_hours` (`OSMOpeningHours`, at `now`, read in the zone and
/// with the holidays of its region (`OSMRegion`), else of its point (`zones`: where the map data names no zone or
/// country); nil when the value is not understood or no zone is known: never read on the user's clock). Unnamed and
/// former places (`disused:`, `was:`) are left out; OpenStreetMap has no ratings, prices or photos.
struct OSMMapper: Sendable {
    let now: @Sendable () -> Date
    var zones: any PlaceZoneLocating = NoPlaceZones()

    static let elementTypes: Set<String> = ["node", "way", "relation"]

    func nearbyPlace(_ element: OverpassElement, in region: OSMRegion) -> NearbyPlace? {
        var interner = OSMInterner()
        return nearbyPlace(element, in: region, interner: &interner)
    }

    /// The same, the values places share kept once in `interner` (one for a whole answer).
    func nearbyPlace(_ element: OverpassElement, in region: OSMRegion, interner: inout OSMInterner) -> NearbyPlace? {
        guard let id = Self.placeID(element), let tags = element.tags, !tags.isFormer, let name = tags["name"],
            let location = Self.location(element)
        else { return nil }
        let placed = tags["opening_hours"] == nil ? region : located(region, at: location)
        let attributes = interner.attributes(Self.attributes(tags, in: placed))
        return NearbyPlace(
            placeID: id, name: placeName(name), location: location,
            isOpen: interner.isOpen(attributes) { attributes.isOpen(at: now(), location: location) },
            address: Self.address(tags), types: interner.types(Self.types(tags)),
            category: interner.category(Self.category(tags)), attributes: attributes)
    }

    func details(_ element: OverpassElement, in region: OSMRegion) -> PlaceDetails? {
        guard let place = nearbyPlace(element, in: region), let tags = element.tags else { return nil }
        let hours = place.attributes.flatMap { attributes in
            attributes.openingHours.map { OpeningHours(openNow: place.isOpen, weekdayText: week($0, attributes, place.location)) }
        }
        return PlaceDetails(
            placeID: place.placeID, name: place.name, address: place.address,
            phoneNumber: tags["phone"] ?? tags["contact:phone"], location: place.location, rating: nil, userRatingsTotal: nil,
            priceLevel: nil, openingHours: hours, website: Self.website(tags), mapsURL: Self.mapURL(place.placeID),
            businessStatus: .unknown, reviews: [], photos: [], types: place.types, category: place.category,
            attributes: place.attributes)
    }

    /// The region, its zone and country taken from the table of zones at the place's point where its areas name
    /// neither (the table is asked only then: a search in mapped boundaries never reads it).
    func located(_ region: OSMRegion, at location: Location) -> OSMRegion {
        guard region.timeZone == nil || region.country == nil, let zone = zones.zone(at: location) else { return region }
        return region.filled(with: zone)
    }

    /// `osm:node/123`.
    static func placeID(_ element: OverpassElement) -> String? {
        guard let type = element.type, elementTypes.contains(type), let id = element.id, id > 0 else { return nil }
        return "osm:\(type)/\(id)"
    }

    /// An id's element: (`node`, 123).
    static func element(of placeID: String) -> (type: String, id: Int64)? {
        guard placeID.hasPrefix("osm:") else { return nil }
        let parts = placeID.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, elementTypes.contains(String(parts[0])), parts[1].allSatisfy(\.isASCII),
            let id = Int64(parts[1]), id > 0
        else { return nil }
        return (String(parts[0]), id)
    }

    private static func location(_ element: OverpassElement) -> Location? {
        if let latitude = element.lat, let longitude = element.lon { return Location(latitude: latitude, longitude: longitude) }
        guard let latitude = element.center?.lat, let longitude = element.center?.lon else { return nil }
        return Location(latitude: latitude, longitude: longitude)
    }

    /// The main tag's type first (it makes the kind), then the cuisines' types.
    static func types(_ tags: OSMTags) -> [String]? {
        let main = [("amenity", tags["amenity"]), ("shop", tags["shop"])].compactMap { key, value in
            value.flatMap { OSMVocabulary.type(key: key, value: $0.lowercased()) }
        }
        let cuisines = tags.list("cuisine").compactMap(OSMVocabulary.cuisine).map(\.googleType)
        let types = main + cuisines.filter { !main.contains($0) }
        return types.isEmpty ? nil : types
    }

    /// `amenity=restaurant; cuisine=pizza`: the tags that say what it is, as written.
    private static func category(_ tags: OSMTags) -> String? {
        let main = ["amenity", "shop"].compactMap { key in tags[key].map { "\(key)=\($0)" } }.first
        let cuisine = tags["cuisine"].map { "cuisine=\($0)" }
        let words = [main, cuisine].compactMap { $0 }.joined(separator: "; ")
        return nonBlank(words, limit: 80)
    }

    static func attributes(_ tags: OSMTags, in region: OSMRegion) -> PlaceAttributes {
        PlaceAttributes(
            diets: OSMVocabulary.diets(tags), wheelchair: tags.flag("wheelchair"),
            outdoorSeating: tags.flag("outdoor_seating"), openingHours: tags.whole("opening_hours"),
            country: tags["addr:country"].flatMap(PlaceAttributes.countryCode) ?? region.country,
            timeZone: region.timeZone, localName: localName(tags))
    }

    /// The name in the reader's language (`name:pt-BR`, then `name:pt`; script subtags too), when it differs from
    /// `name`.
    static func localName(_ tags: OSMTags) -> String? {
        let name = tags["name"]
        return OSMTags.localNameKeys.lazy.compactMap { tags[$0] }.first.flatMap { $0 == name ? nil : placeName($0) }
    }

    /// `addr:housenumber addr:street, addr:postcode addr:city`, from the parts present.
    private static func address(_ tags: OSMTags) -> String? {
        let street = [tags["addr:housenumber"], tags["addr:street"]].compactMap { $0 }.joined(separator: " ")
        let town = [tags["addr:postcode"], tags["addr:city"]].compactMap { $0 }.joined(separator: " ")
        return nonBlank([street, town].filter { !$0.isEmpty }.joined(separator: ", "))
    }

    private static func website(_ tags: OSMTags) -> URL? {
        guard let text = tags["website"] ?? tags["contact:website"], let url = URL(string: text),
            ["http", "https"].contains(url.scheme?.lowercased() ?? "")
        else { return nil }
        return url
    }

    /// The element on openstreetmap.org.
    private static func mapURL(_ placeID: String) -> URL? {
        element(of: placeID).flatMap { URL(string: "https://www.openstreetmap.org/\($0.type)/\($0.id)") }
    }
}

extension OSMMapper {
    /// A place mapped before its answer's region was known, placed in `region`: its zone, and its country unless its
    /// own `addr:country` said; open now judged again.
    func place(_ place: NearbyPlace, ownCountry: Bool, in region: OSMRegion, interner: inout OSMInterner) -> NearbyPlace {
        guard let old = place.attributes else { return place }
        let region = old.openingHours == nil ? region : located(region, at: place.location)
        let attributes = interner.attributes(
            PlaceAttributes(
                diets: old.diets, wheelchair: old.wheelchair, outdoorSeating: old.outdoorSeating,
                openingHours: old.openingHours, country: ownCountry ? old.country : region.country,
                timeZone: region.timeZone, localName: old.localName))
        let location = place.location
        return NearbyPlace(
            placeID: place.placeID, name: place.name, location: location,
            isOpen: interner.isOpen(attributes) { attributes.isOpen(at: now(), location: location) },
            address: place.address, types: place.types, category: place.category, attributes: attributes)
    }
}
