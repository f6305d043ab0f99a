import Domain

/// The location the user gave (`--location LAT,LNG`), when given.
public struct ExplicitLocationProvider: LocationProviding {
    private let location: Domain.Location?
    private let source: ResolvedLocation.Source

    public init(location: Domain.Location?, source: ResolvedLocation.Source = .argument) {
        self.location = location
        self.source = source
    }

    public func currentLocation() async throws -> ResolvedLocation {
        guard let location else {
            throw ConfigurationError("no location given")
        }
        return ResolvedLocation(location: location, source: source)
    }
}
