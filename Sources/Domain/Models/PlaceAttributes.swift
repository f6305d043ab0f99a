/// What a place's map data says beyond a rating: the diets it serves, whether it can be entered in a wheelchair,
/// whether it has seats outside, and its opening hours as written. Only OpenStreetMap gives them (a place of
/// another provider has none: nil); each is nil when not tagged.
public struct PlaceAttributes: Equatable, Hashable, Sendable, Codable {
    /// The diets it says it serves (`yes` or `only`), each once, in `Diet`'s order.
    public let diets: [Diet]
    /// `wheelchair=yes` (true), `no` or `limited` (false).
    public let wheelchair: Bool?
    /// `outdoor_seating=yes|no`.
    public let outdoorSeating: Bool?
    /// `opening_hours`, as written (shown by `details`, read by `--open-now`).
    public let openingHours: String?

    public init(diets: [Diet] = [], wheelchair: Bool? = nil, outdoorSeating: Bool? = nil, openingHours: String? = nil) {
        self.diets = Array(Set(diets)).sorted()
        self.wheelchair = wheelchair
        self.outdoorSeating = outdoorSeating
        self.openingHours = openingHours
    }

    /// What both say: this one's values, the other's where this one has none; diets of either.
    public func merging(_ other: PlaceAttributes) -> PlaceAttributes {
        PlaceAttributes(
            diets: diets + other.diets, wheelchair: wheelchair ?? other.wheelchair,
            outdoorSeating: outdoorSeating ?? other.outdoorSeating, openingHours: openingHours ?? other.openingHours)
    }
}
