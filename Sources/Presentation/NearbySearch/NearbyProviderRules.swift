import Domain

/// What the providers asked cannot answer, refused before anything is sent (their descriptors say): `--stars` when
/// none of them rates places (a usage error when they were asked for by name, a configuration problem when they are
/// only the keyless default), and a map-data filter (`--diet`) when none of them has map data (under `all`, the rows
/// no provider can judge are left out, with a note: `unjudged`).
public enum NearbyProviderRules {
    public static func check(
        _ query: NearbySearchQuery, asking providers: [PlacesProviderDescriptor], among catalog: PlacesProviderCatalog,
        keyless: KeylessFallback?, api: PlacesAPI = .new
    ) throws {
        guard !providers.isEmpty else { return }
        if query.minimumRating > 0, !providers.contains(where: { $0.ratesPlaces }) {
            throw noRatings(query.minimumRating, asking: providers, among: catalog, keyless: keyless)
        }
        try checkHours(query.attributes, asking: providers, among: catalog, api: api)
        // Without map-data filters there is nothing more to check (and their flags' words cost a conformance search).
        guard !query.attributes.isEmpty else { return }
        let mapData = query.attributes.needingMapData
        if !providers.contains(where: { $0.hasAttributes }),
            let flag = AttributeFilters(
                diets: mapData.diets, wheelchair: mapData.wheelchair, outdoorSeating: mapData.outdoorSeating
            )
            .flags.first
        {
            let mappers = catalog.descriptors.filter(\.hasAttributes)
            let choices = (mappers.map(\.provider.rawValue) + ["all"]).map { OptionName.provider($0) }.joinedAsAlternatives()
            throw ServiceError(
                .invalidInput, "\(flag): only \(mappers.map(\.name).joinedAsAlternatives()) tags it; use \(choices)")
        }
    }

    /// `--stars` when none of the providers asked rates places. Built apart, only for the error: its words (the
    /// number formatted, the lists joined) cost the runtime conformance searches that a search without an error,
    /// where the optimiser hoisted them, paid too (0.3 M instructions).
    @inline(never)
    private static func noRatings(
        _ stars: Double, asking providers: [PlacesProviderDescriptor], among catalog: PlacesProviderCatalog,
        keyless: KeylessFallback?
    ) -> any Error {
        let flag = OptionName.stars(stars.formatted(.number.precision(.fractionLength(0...2))))
        let asked = providers.map { $0.name }.joinedAsAlternatives()
        let raters = catalog.descriptors.filter(\.ratesPlaces)
        guard let keyless else {
            return ServiceError(
                .invalidInput,
                "\(flag): \(asked) has no ratings; use \(OptionName.provider("all")) (ratings from \(raters.map(\.shortName).joinedAsAlternatives())) or no \(OptionName.stars)"
            )
        }
        return ConfigurationError(
            "\(flag) needs ratings, and \(asked) (asked because no key is configured) has none: \(keyless.remedy), or leave \(OptionName.stars) out"
        )
    }

    /// `--open-at` and `--open-on-arrival` when none of the providers asked answers them (`OpeningHoursSupport`):
    /// Google's legacy API gives no periods; Foursquare's server judges a moment, not an arrival.
    private static func checkHours(
        _ filters: AttributeFilters, asking providers: [PlacesProviderDescriptor], among catalog: PlacesProviderCatalog,
        api: PlacesAPI
    ) throws {
        guard filters.openAt != nil || filters.onArrival != nil else { return }
        let hours = filters.hoursOnly
        guard !providers.contains(where: { $0.hours.answers(hours, api: api) }),
            let flag = hours.flags.first
        else { return }
        let able = catalog.descriptors.filter { $0.hours.answers(hours, api: .new) }
        var choices = able.map { OptionName.provider($0.provider.rawValue) }
        var why = "\(providers.map { $0.name }.joinedAsAlternatives()) gives no hours to judge it by"
        if providers.contains(where: { $0.hours == .judgedHere(except: api) }) {
            why = "Google's legacy Places API gives no opening periods in a search"
            choices.insert(OptionName.placesAPI(PlacesAPI.new.rawValue), at: 0)
            choices.removeAll { $0 == OptionName.provider(PlacesProvider.google.rawValue) }
        } else if hours.onArrival != nil, providers.contains(where: { $0.hours == .filteredByServer }) {
            why = "\(providers.map { $0.name }.joinedAsAlternatives()) judges a moment on its server, not an arrival"
        }
        throw ServiceError(.invalidInput, "\(flag): \(why); use \(choices.joinedAsAlternatives())")
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
