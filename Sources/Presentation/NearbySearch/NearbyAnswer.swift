import Domain

/// A nearby search's answer, as every front end shows it: the rows, the circle searched (nil along a route), the
/// credits the rows' data asks for (the providers' and, for travel times or a route, the router's), the notes a person
/// reads after them (how old cached rows are, missing travel times, an answer that may be incomplete), and what to say
/// when there is no row.
public struct NearbyAnswer: Sendable {
    public let rows: [NearbyPlaceViewModel]
    public let query: NearbySearchQuery
    public let searchArea: (center: Location, radiusMeters: Int)?
    public let credits: [String]
    public let notes: [String]
    public let emptyNote: String
    /// `--along`'s route and corridor, searched (a map page draws them).
    public let corridor: RouteCorridor?

    public init(
        rows: [NearbyPlaceViewModel], query: NearbySearchQuery, searchArea: (center: Location, radiusMeters: Int)?,
        credits: [String], notes: [String], emptyNote: String, corridor: RouteCorridor? = nil
    ) {
        self.rows = rows
        self.query = query
        self.searchArea = searchArea
        self.credits = credits
        self.notes = notes
        self.emptyNote = emptyNote
        self.corridor = corridor
    }
}
