import Domain

/// What the providers asked cannot answer, refused before anything is sent (their descriptors say): `--stars` when
/// none of them rates places (a usage error when they were asked for by name, a configuration problem when they are
/// only the keyless default), and a map-data filter (`--diet`) when none of them has map data (under `all`, the rows
/// no provider can judge are left out, with a note: `unjudged`).
public enum NearbyProviderRules {
    public static func check(
        _ query: NearbySearchQuery, asking providers: [PlacesProviderDescriptor], among catalog: PlacesProviderCatalog,
        keyless: KeylessFallback?
    ) throws {
        guard !providers.isEmpty else { return }
        let asked = providers.map(\.name).joinedAsAlternatives()
        if !providers.contains(where: \.ratesPlaces), query.minimumRating > 0 {
            let stars = OptionName.stars(query.minimumRating.formatted(.number.precision(.fractionLength(0...2))))
            let raters = catalog.descriptors.filter(\.ratesPlaces)
            guard let keyless else {
                throw ServiceError(
                    .invalidInput,
                    "\(stars): \(asked) has no ratings; use \(OptionName.provider("all")) (ratings from \(raters.map(\.shortName).joinedAsAlternatives())) or no \(OptionName.stars)"
                )
            }
            throw ConfigurationError(
                "\(stars) needs ratings, and \(asked) (asked because no key is configured) has none: \(keyless.remedy), or run \(SuggestedCommand.preferencesSet(.stars, "0")) if the saved preference asks for it"
            )
        }
        if !providers.contains(where: \.hasAttributes), let flag = query.attributes.needingMapData.flags.first {
            let mappers = catalog.descriptors.filter(\.hasAttributes)
            let choices = (mappers.map(\.provider.rawValue) + ["all"]).map { OptionName.provider($0) }.joinedAsAlternatives()
            throw ServiceError(
                .invalidInput, "\(flag): only \(mappers.map(\.name).joinedAsAlternatives()) tags it; use \(choices)")
        }
    }

    /// Under `all`: how many places in the circle the map-data filters left out because no provider could judge them
    /// (no match among the providers with map data), for one note on stderr; 0 when none.
    public static func unjudged(_ places: [NearbyPlace], query: NearbySearchQuery) -> Int {
        guard !query.attributes.isEmpty else { return 0 }
        let unfiltered = query.with {
            ($0.attributes, $0.travel, $0.maxTravelSeconds, $0.corridor) = (.none, nil, nil, nil)
        }
        return places.filter {
            $0.attributes == nil && unfiltered.admits($0) && !query.attributes.admits(nil, types: $0.types)
        }.count
    }
}
