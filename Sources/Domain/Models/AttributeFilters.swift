/// `nearby --diet`, `--wheelchair`, `--outdoor-seating`, `--open-at`: filters map data answers (`PlaceAttributes`); a vegan or
/// vegetarian restaurant by its types serves its diet whatever its tags (`Diet.isServed(byTypes:)`). A place whose
/// provider says nothing of them (no attributes, or the tag missing) does not pass.
public struct AttributeFilters: Equatable, Hashable, Sendable {
    public let diets: [Diet]
    public let wheelchair: Bool
    public let outdoorSeating: Bool
    /// Open at a moment, by the hours as written.
    public let openAt: OpenAtFilter?
    /// Open on arrival (and for the stay), by the hours as written: here only hours are required; the arrival is
    /// judged once travel times are known.
    public let onArrival: ArrivalFilter?

    public static let none = AttributeFilters()

    public init(
        diets: [Diet] = [], wheelchair: Bool = false, outdoorSeating: Bool = false, openAt: OpenAtFilter? = nil,
        onArrival: ArrivalFilter? = nil
    ) {
        self.diets = Diet.once(diets)
        self.wheelchair = wheelchair
        self.outdoorSeating = outdoorSeating
        self.openAt = openAt
        self.onArrival = onArrival
    }

    public var isEmpty: Bool { diets.isEmpty && !wheelchair && !outdoorSeating && openAt == nil && onArrival == nil }

    /// Only the hours filters (`--open-at`, `--open-on-arrival`): what a provider without map data but with hours is
    /// asked.
    public var hoursOnly: AttributeFilters { AttributeFilters(openAt: openAt, onArrival: onArrival) }

    /// The filters only map data answers: all but the diets a provider without it answers by a restaurant's type.
    public var needingMapData: AttributeFilters {
        AttributeFilters(
            diets: diets.filter { $0.cuisine == nil }, wheelchair: wheelchair, outdoorSeating: outdoorSeating, openAt: openAt,
            onArrival: onArrival)
    }

    /// Whether a place with these attributes and types at `location` passes; `openAtJudged`: its provider's server
    /// kept it as open at `openAt`'s moment (Foursquare's `open_at`), which is then not judged again.
    public func admits(
        _ attributes: PlaceAttributes?, types: [String]? = nil, location: Location? = nil, openAtJudged: Bool = false
    ) -> Bool {
        guard !isEmpty else { return true }
        if openAtJudged, openAt != nil, onArrival == nil {
            return AttributeFilters(diets: diets, wheelchair: wheelchair, outdoorSeating: outdoorSeating)
                .admits(attributes, types: types, location: location)
        }
        if needingMapData.isEmpty, diets.allSatisfy({ $0.isServed(byTypes: types) }) { return true }
        guard let attributes else { return false }
        if !diets.allSatisfy({ attributes.diets.contains($0) || $0.isServed(byTypes: types) }) { return false }
        if wheelchair && attributes.wheelchair != true { return false }
        if outdoorSeating && attributes.outdoorSeating != true { return false }
        // With `--open-on-arrival`, the moment is when one leaves: only the arrival is judged (by the presenter).
        if let openAt, onArrival == nil, !openAt.admits(attributes, location: location) { return false }
        if onArrival != nil && !attributes.hasHours { return false }
        return true
    }
}
