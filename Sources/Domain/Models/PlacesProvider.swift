/// Where places come from, by name: a value, not a closed list, so that a provider is added by registering it in
/// the composition root (see `PlacesProviderKit`), with no shared enum to extend.
///
/// A place id names its provider: Foursquare's are 24 hexadecimal digits; a provider added later writes its ids
/// as `name:rest` (`osm:node/123`); every other id is Google's (letters, digits, `-` and `_`, never a colon).
public struct PlacesProvider: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let google = PlacesProvider(rawValue: "google")
    public static let foursquare = PlacesProvider(rawValue: "foursquare")
    /// OpenStreetMap (Overpass, Nominatim): no key, no ratings; ids `osm:node/123`.
    public static let osm = PlacesProvider(rawValue: "osm")

    /// Whether it rates places: OpenStreetMap does not, so `--stars` cannot be answered from it alone.
    public var ratesPlaces: Bool { self != .osm }

    /// Whether its places carry map attributes (`PlaceAttributes`: diet, wheelchair, seats outside).
    public var hasAttributes: Bool { self == .osm }

    /// The credit its licence asks for wherever its data is shown; nil when none is required.
    public var attribution: String? {
        self == .osm ? "© OpenStreetMap contributors (ODbL: https://www.openstreetmap.org/copyright)" : nil
    }

    public var description: String { rawValue }

    /// Whose id this is (see the type's documentation), so that one id names one place of one provider, in the cache
    /// as anywhere.
    public static func of(placeID: String) -> PlacesProvider {
        if placeID.utf8.count == 24 && placeID.allSatisfy(\.isHexDigit) { return .foursquare }
        if let prefix = namePrefix(of: placeID) { return PlacesProvider(rawValue: prefix) }
        return .google
    }

    /// The `name` of a `name:rest` id: 1...20 lowercase letters or digits, starting with a letter.
    private static func namePrefix(of placeID: String) -> String? {
        guard let colon = placeID.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let name = placeID[..<colon]
        guard (1...20).contains(name.utf8.count), name.first?.isLetter == true,
            name.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) })
        else { return nil }
        return String(name)
    }
}
