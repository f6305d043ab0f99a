/// `nearby --diet`, `--wheelchair`, `--outdoor-seating`, `--open-at`: filters map data answers (`PlaceAttributes`); a vegan or
/// vegetarian restaurant by its types serves its diet whatever its tags (`Diet.isServed(byTypes:)`). A place whose
/// provider says nothing of them (no attributes, or the tag missing) does not pass.
public struct AttributeFilters: Equatable, Hashable, Sendable {
    public let diets: [Diet]
    public let wheelchair: Bool
    public let outdoorSeating: Bool
    /// Open at a moment, by the hours as written.
    public let openAt: OpenAtFilter?

    public static let none = AttributeFilters()

    public init(diets: [Diet] = [], wheelchair: Bool = false, outdoorSeating: Bool = false, openAt: OpenAtFilter? = nil) {
        self.diets = Array(Set(diets)).sorted()
        self.wheelchair = wheelchair
        self.outdoorSeating = outdoorSeating
        self.openAt = openAt
    }

    public var isEmpty: Bool { diets.isEmpty && !wheelchair && !outdoorSeating && openAt == nil }

    /// The filters only map data answers: all but the diets a provider without it answers by a restaurant's type.
    public var needingMapData: AttributeFilters {
        AttributeFilters(
            diets: diets.filter { $0.cuisine == nil }, wheelchair: wheelchair, outdoorSeating: outdoorSeating, openAt: openAt)
    }

    /// Whether a place with these attributes and types at `location` passes.
    public func admits(_ attributes: PlaceAttributes?, types: [String]? = nil, location: Location? = nil) -> Bool {
        guard !isEmpty else { return true }
        if needingMapData.isEmpty, diets.allSatisfy({ $0.isServed(byTypes: types) }) { return true }
        guard let attributes else { return false }
        if !diets.allSatisfy({ attributes.diets.contains($0) || $0.isServed(byTypes: types) }) { return false }
        if wheelchair && attributes.wheelchair != true { return false }
        if outdoorSeating && attributes.outdoorSeating != true { return false }
        if let openAt, !openAt.admits(attributes, location: location) { return false }
        return true
    }
}
