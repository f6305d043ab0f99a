import Domain
import Logging

/// `search --provider all`: every provider's matches, in provider order, asked at once (`AllProviders`). A match
/// names its provider by its id.
struct AutocompleteMergingComposite: AutocompletePlacesService {
    let sources: [ProviderSource<any AutocompletePlacesService>]
    let all: AllProviders

    func autocomplete(input: String, location: Location?, radius: Int?) async throws -> [AutocompletePrediction] {
        let answers = try await all.answers(
            sources.map { source in
                AllProviders.Ask(name: source.provider.shortName) {
                    try await source.service.autocomplete(input: input, location: location, radius: radius)
                }
            })
        return answers.flatMap { $0 ?? [] }
    }
}
