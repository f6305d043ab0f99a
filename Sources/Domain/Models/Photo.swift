/// A reference to a place photo. `reference` is the legacy `photo_reference` or the new API's `photos[].name`.
public struct Photo: Equatable, Hashable, Sendable, Codable {
    public let reference: String
    public let width: Int?
    public let height: Int?

    public init(reference: String, width: Int?, height: Int?) {
        self.reference = reference
        self.width = width
        self.height = height
    }
}
