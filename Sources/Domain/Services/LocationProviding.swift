/// Finds the user's location; throws when this source cannot tell.
public protocol LocationProviding: Sendable {
    func currentLocation() async throws -> ResolvedLocation
}
