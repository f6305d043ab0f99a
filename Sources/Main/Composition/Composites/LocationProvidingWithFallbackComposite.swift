import Domain

/// The first provider that answers wins; when none does, a configuration error lists every way to give a location.
struct LocationProvidingWithFallbackComposite: LocationProviding {
    let providers: [any LocationProviding]

    /// (Worded when said: in the words of the front end of the call.)
    static var noLocation: String {
        "no location: pass \(OptionName.location("LAT,LNG")) or \(OptionName.near("TEXT")), export FOODYBITE_LOCATION=LAT,LNG, save a home with \(SuggestedCommand.preferencesSet(.home, "LAT,LNG")), or allow IP geolocation (FOODYBITE_GEOIP_URL)"
    }

    func currentLocation() async throws -> ResolvedLocation {
        var reasons: [String] = []
        for provider in providers {
            do {
                return try await provider.currentLocation()
            } catch let error as ServiceError {
                reasons.append(error.message)
            } catch {
                continue
            }
        }
        throw ConfigurationError(Self.noLocation + (reasons.isEmpty ? "" : " (\(reasons.joined(separator: "; ")))"))
    }
}
