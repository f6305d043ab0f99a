import Domain

/// Where foodybite would search, as `whereami` shows it.
public struct LocationViewModel: Equatable, Sendable {
    public let latitude: Double
    public let longitude: Double
    public let sourceText: String
    public let description: String?
    public let isApproximate: Bool

    public init(_ resolved: ResolvedLocation) {
        latitude = resolved.location.latitude
        longitude = resolved.location.longitude
        description = resolved.description
        isApproximate = resolved.isApproximate
        switch resolved.source {
        case .argument: sourceText = "\(OptionName.location)"
        case .placeSearch: sourceText = "\(OptionName.near)"
        case .environment: sourceText = "FOODYBITE_LOCATION or config"
        case .home: sourceText = "home (preferences)"
        case .ipGeolocation: sourceText = "IP geolocation"
        }
    }
}
