/// Travel times from one origin to many places (a routing service's matrix).
public protocol TravelTimesService: Sendable {
    /// One answer per destination, in order (`TravelTime.noRoute` when no route exists, or the service could not
    /// route that one).
    func travelTimes(from origin: Location, to destinations: [Location], mode: TravelMode) async throws -> [TravelTime]

    /// How many destinations one request holds for `mode`: a command asks at most that many, nearest first, so that
    /// it sends one request.
    func destinationsPerRequest(_ mode: TravelMode) -> Int
}
