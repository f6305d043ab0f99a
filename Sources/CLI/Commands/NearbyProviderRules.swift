import Domain

/// What a provider cannot answer, refused before anything is sent: OpenStreetMap has no ratings (`--stars` on it
/// alone is a usage error when asked for by name, a configuration problem when it is only the keyless default), and
/// only OpenStreetMap tags diets, wheelchair access and seats outside (`--diet` on Google or Foursquare alone is a
/// usage error; under `all` the rows no provider can judge are left out, with a note).
enum NearbyProviderRules {
    static func check(_ query: NearbySearchQuery, providers: [PlacesProvider], named: Bool) throws {
        guard !providers.isEmpty else { return }
        if !providers.contains(where: \.ratesPlaces), query.minimumRating > 0 {
            let stars = "--stars \(query.minimumRating.formatted(.number.precision(.fractionLength(0...2))))"
            if named {
                throw UsageError(
                    "\(stars): OpenStreetMap has no ratings; use --provider all (ratings from Google or Foursquare) or no --stars"
                )
            }
            throw ConfigurationError(
                "\(stars) needs ratings, and OpenStreetMap (asked because no key is configured) has none: export FOODYBITE_PLACES_API_KEY (Google) or FOODYBITE_FOURSQUARE_API_KEY (Foursquare), or run 'foodybite preferences set --stars 0' if the saved preference asks for it"
            )
        }
        if !providers.contains(where: \.hasAttributes), let flag = query.attributes.flags.first {
            throw UsageError("\(flag): only OpenStreetMap tags it; use --provider osm or --provider all")
        }
    }

    /// Under `all`: how many places in the circle the map-data filters left out because no provider could judge them
    /// (no OpenStreetMap match), for one note on stderr; 0 when none.
    static func unjudged(_ places: [NearbyPlace], query: NearbySearchQuery) -> Int {
        guard !query.attributes.isEmpty else { return 0 }
        let unfiltered = query.with {
            ($0.attributes, $0.travel, $0.maxTravelSeconds, $0.corridor) = (.none, nil, nil, nil)
        }
        return places.filter { $0.attributes == nil && unfiltered.admits($0) }.count
    }
}
