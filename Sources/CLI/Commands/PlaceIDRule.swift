import ArgumentParser
import Domain

/// What a place id may look like: printable, no spaces, a sane length. A Foursquare id is 24 hexadecimal digits;
/// a provider added later writes `name:rest` (`rest`: letters, digits and `-_./:`); anything else is Google's.
/// `--provider`, when given, must agree with the id (`all` takes any).
enum PlaceIDRule {
    static func check(_ placeID: String, provider: ProviderChoice? = nil) throws {
        let owner = PlacesProvider.of(placeID: placeID)
        guard isWellFormed(placeID, of: owner) else {
            throw ValidationError(
                "'\(TerminalSafe.line(String(placeID.prefix(40))))' is not a place id (Google: letters, digits, - and _; "
                    + "Foursquare: 24 hexadecimal digits; OpenStreetMap: osm:node/123)")
        }
        if let provider, let names = provider.names, !names.contains(owner) {
            throw ValidationError(
                "\(placeID) is \(name(of: owner)) place id, not a \(provider.rawValue) one "
                    + "(the id decides: --provider is not needed)")
        }
    }

    private static func isWellFormed(_ placeID: String, of owner: PlacesProvider) -> Bool {
        guard owner != .google, owner != .foursquare else { return GoogleIdentifier.isPlaceID(placeID) }
        return (1...512).contains(placeID.utf8.count)
            && placeID.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || "-_./:".utf8.contains(byte)
            }
    }

    /// "a Google", "a Foursquare", "an osm".
    private static func name(of provider: PlacesProvider) -> String {
        let name = provider == .google ? "Google" : provider == .foursquare ? "Foursquare" : provider.rawValue
        return ("aeiou".contains(name.lowercased().prefix(1)) ? "an " : "a ") + name
    }
}
