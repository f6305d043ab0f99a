import Domain

/// What a process that serves many callers (the MCP server, `FrontEndRun`) shares across its calls so that identical
/// ones in flight are joined: routes, and travel-time matrices. A command line's one call has none (nil), and builds
/// nothing for it.
public struct JoinedCalls: Sendable {
    let routes = InFlightCalls<Route?>()
    let matrices = InFlightCalls<[TravelTime]>()

    public init() {}
}
