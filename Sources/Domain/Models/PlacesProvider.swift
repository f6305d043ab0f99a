/// Where places come from, by name: a value, not a closed list, so that a provider is added by registering it in
/// the composition root (see `PlacesProviderKit`), with no shared enum to extend.
///
/// What each provider is (its names, whether it rates places, the credit its data asks for) is its descriptor's
/// (`PlacesProviderDescriptor`), said in its own folder.
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
    /// OpenStreetMap (Overpass, Nominatim): ids `osm:node/123`.
    public static let osm = PlacesProvider(rawValue: "osm")

    public var description: String { rawValue }

    /// Whose id this is (see the type's documentation), so that one id names one place of one provider, in the cache
    /// as anywhere.
    public static func of(placeID: String) -> PlacesProvider {
        if placeID.utf8.count == 24 && placeID.allSatisfy(\.isHexDigit) { return .foursquare }
        if let prefix = namePrefix(of: placeID) { return PlacesProvider(rawValue: prefix) }
        return .google
    }

    /// Whether the id has a form some provider's ids have (see the type's documentation): a `name:rest` id is
    /// 1...512 letters, digits and `-_./:`; any other is a Google or Foursquare id (`GoogleIdentifier`).
    public static func isWellFormed(placeID: String) -> Bool {
        guard namePrefix(of: placeID) != nil else { return GoogleIdentifier.isPlaceID(placeID) }
        return (1...512).contains(placeID.utf8.count)
            && placeID.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || "-_./:".utf8.contains(byte)
            }
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
