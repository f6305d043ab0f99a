import ArgumentParser
import Domain

/// What a place id may look like: printable, no spaces, a sane length. A Foursquare id is 24 hexadecimal digits;
/// anything else is Google's. `--provider`, when given, must agree with the id (`all` takes either).
enum PlaceIDRule {
    static func check(_ placeID: String, provider: ProviderChoice? = nil) throws {
        guard GoogleIdentifier.isPlaceID(placeID) else {
            throw ValidationError(
                "'\(TerminalSafe.line(String(placeID.prefix(40))))' is not a place id (Google: letters, digits, - and _; "
                    + "Foursquare: 24 hexadecimal digits)")
        }
        let owner = PlacesProvider.of(placeID: placeID)
        if let provider, provider != .all, provider != ProviderChoice(owner) {
            throw ValidationError(
                "\(placeID) is a \(owner == .google ? "Google" : "Foursquare") place id, not a \(provider.rawValue) one "
                    + "(the id decides: --provider is not needed)")
        }
    }
}
