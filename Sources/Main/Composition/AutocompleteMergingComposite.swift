import Domain
import Logging

/// `search --provider all`: Google's matches, then Foursquare's, asked at once (`BothProviders`). A match names
/// its provider by its id.
struct AutocompleteMergingComposite: AutocompletePlacesService {
    let google: any AutocompletePlacesService
    let foursquare: any AutocompletePlacesService
    let both: BothProviders

    func autocomplete(input: String, location: Location?, radius: Int?) async throws -> [AutocompletePrediction] {
        let (google, foursquare) = (self.google, self.foursquare)
        let answers = try await both.answers(
            google: { try await google.autocomplete(input: input, location: location, radius: radius) },
            foursquare: { try await foursquare.autocomplete(input: input, location: location, radius: radius) })
        return (answers.google ?? []) + (answers.foursquare ?? [])
    }
}
