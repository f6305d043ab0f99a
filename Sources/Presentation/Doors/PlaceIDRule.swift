import Domain

/// What a place id may look like (`PlacesProvider.isWellFormed(placeID:)`): printable, no spaces, a sane length, in
/// a form some provider's ids have (the message lists the build's, `forms`, as their descriptors say). A provider
/// choice, when given, must agree with the id (`all` takes any).
public enum PlaceIDRule {
    public static func check(_ placeID: String, provider: ProviderChoice? = nil, forms: String) throws(UsageError) {
        guard PlacesProvider.isWellFormed(placeID: placeID) else {
            throw UsageError("'\(TerminalSafe.line(String(placeID.prefix(40))))' is not a place id (\(forms))")
        }
        let owner = PlacesProvider.of(placeID: placeID)
        if let provider, let names = provider.names, !names.contains(owner) {
            let article = "aeiou".contains(owner.rawValue.prefix(1)) ? "an" : "a"
            throw UsageError(
                "\(placeID) is \(article) \(owner.rawValue) place id, not a \(provider.rawValue) one "
                    + "(the id decides: \(OptionName.provider) is not needed)")
        }
    }

    /// The forms of the ids of the providers registered (`google: ChIJ...; osm: osm:node/123`), for a message.
    public static func forms(of providers: PlacesProviderCatalog) -> String {
        providers.descriptors.map { "\($0.shortName): \($0.idForm)" }.joined(separator: "; ")
    }
}
