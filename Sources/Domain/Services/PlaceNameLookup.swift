/// The names of places seen before (the cache), so that a message can name a place instead of showing a bare id.
public protocol PlaceNameLookup: Sendable {
    /// The known names of these places; an id the cache does not know is left out.
    func names(of placeIDs: Set<String>) throws -> [String: String]
}
