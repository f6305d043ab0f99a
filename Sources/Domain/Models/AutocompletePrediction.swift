/// One suggestion of a search by name.
public struct AutocompletePrediction: Equatable, Hashable, Sendable, Codable {
    public let placeID, text: String

    public init(placeID: String, text: String) {
        self.placeID = placeID
        self.text = text
    }
}
