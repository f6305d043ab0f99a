/// `nearby --diet`, `--wheelchair`, `--outdoor-seating`: filters only map data answers (`PlaceAttributes`). A place
/// whose provider says nothing of them (no attributes, or the tag missing) does not pass.
public struct AttributeFilters: Equatable, Hashable, Sendable {
    public let diets: [Diet]
    public let wheelchair: Bool
    public let outdoorSeating: Bool

    public static let none = AttributeFilters()

    public init(diets: [Diet] = [], wheelchair: Bool = false, outdoorSeating: Bool = false) {
        self.diets = Array(Set(diets)).sorted()
        self.wheelchair = wheelchair
        self.outdoorSeating = outdoorSeating
    }

    public var isEmpty: Bool { diets.isEmpty && !wheelchair && !outdoorSeating }

    /// Whether a place with these attributes passes.
    public func admits(_ attributes: PlaceAttributes?) -> Bool {
        guard !isEmpty else { return true }
        guard let attributes else { return false }
        if !diets.allSatisfy(attributes.diets.contains) { return false }
        if wheelchair && attributes.wheelchair != true { return false }
        if outdoorSeating && attributes.outdoorSeating != true { return false }
        return true
    }
}
