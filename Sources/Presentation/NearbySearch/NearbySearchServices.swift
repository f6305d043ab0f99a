import Domain
import Foundation

/// What `NearbySearch` is made from: the providers and routers of the build, the configured defaults, the services
/// (each made when the search needs it) and the clocks. The composition root gives them (the CLI through its
/// `Dependencies`); tests give stubs.
public struct NearbySearchServices: Sendable {
    public typealias DistanceSolver = @Sendable (Location, Location) -> Double

    public var providers: PlacesProviderCatalog
    /// The provider asked when none is named (the configured one).
    public var defaultProvider: @Sendable () throws -> ProviderChoice
    /// The provider asked by default because no key is configured; nil when a key is set.
    public var keylessFallback: @Sendable () -> KeylessFallback?
    /// The providers a choice asks with this configuration (`all`: every one usable).
    public var providersAsked: @Sendable (ProviderChoice) -> [PlacesProvider]
    public var makeSearchNearbyService: @Sendable (PlacesSource) throws -> any SearchNearbyService
    /// The route of `--along` (the configured router).
    public var makeRouteService: @Sendable (TravelMode) throws -> any RouteService
    /// The credit the configured router's data asks for, nil when none.
    public var routerAttribution: @Sendable () -> String?
    public var resolveLocation: @Sendable (LocationRequest) async throws -> ResolvedLocation
    public var makeNearbyBaselineStore: @Sendable () throws -> any NearbyBaselineStore
    public var distance: DistanceSolver
    public var now: @Sendable () -> Date
    /// The instant opening hours as written are read at.
    public var hoursNow: @Sendable () -> Date
    /// Google's Places API a request uses: the one asked, else the configured one.
    public var placesAPI: @Sendable (PlacesAPI?) -> PlacesAPI

    public init(
        providers: PlacesProviderCatalog, defaultProvider: @escaping @Sendable () throws -> ProviderChoice,
        keylessFallback: @escaping @Sendable () -> KeylessFallback?,
        providersAsked: @escaping @Sendable (ProviderChoice) -> [PlacesProvider],
        makeSearchNearbyService: @escaping @Sendable (PlacesSource) throws -> any SearchNearbyService,
        makeRouteService: @escaping @Sendable (TravelMode) throws -> any RouteService,
        routerAttribution: @escaping @Sendable () -> String?,
        resolveLocation: @escaping @Sendable (LocationRequest) async throws -> ResolvedLocation,
        makeNearbyBaselineStore: @escaping @Sendable () throws -> any NearbyBaselineStore,
        distance: @escaping DistanceSolver, now: @escaping @Sendable () -> Date, hoursNow: @escaping @Sendable () -> Date,
        placesAPI: @escaping @Sendable (PlacesAPI?) -> PlacesAPI
    ) {
        self.providers = providers
        self.defaultProvider = defaultProvider
        self.keylessFallback = keylessFallback
        self.providersAsked = providersAsked
        self.makeSearchNearbyService = makeSearchNearbyService
        self.makeRouteService = makeRouteService
        self.routerAttribution = routerAttribution
        self.resolveLocation = resolveLocation
        self.makeNearbyBaselineStore = makeNearbyBaselineStore
        self.distance = distance
        self.now = now
        self.hoursNow = hoursNow
        self.placesAPI = placesAPI
    }
}
