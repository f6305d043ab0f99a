import ArgumentParser
import Domain
import Presentation

/// What a place id may look like (`PlacesProvider.isWellFormed(placeID:)`): printable, no spaces, a sane length, in
/// a form some provider's ids have (the message lists the build's, as their descriptors say). `--provider`, when
/// given, must agree with the id (`all` takes any).
enum PlaceIDRule {
    static func check(_ placeID: String, provider: ProviderChoice? = nil) throws {
        guard PlacesProvider.isWellFormed(placeID: placeID) else {
            throw ValidationError(
                "'\(TerminalSafe.line(String(placeID.prefix(40))))' is not a place id (\(Foodybite.placeIDForms))")
        }
        let owner = PlacesProvider.of(placeID: placeID)
        if let provider, let names = provider.names, !names.contains(owner) {
            let article = "aeiou".contains(owner.rawValue.prefix(1)) ? "an" : "a"
            throw ValidationError(
                "\(placeID) is \(article) \(owner.rawValue) place id, not a \(provider.rawValue) one "
                    + "(the id decides: --provider is not needed)")
        }
    }
}
