/// Suggests places whose name matches what the user typed.
public protocol AutocompletePlacesService: Sendable {
    func autocomplete(input: String, location: Location?, radius: Int?) async throws -> [AutocompletePrediction]
}
