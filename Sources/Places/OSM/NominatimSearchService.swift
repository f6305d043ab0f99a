import Domain

/// Free text through Nominatim: `--near TEXT` and `whereami --near` (`PlaceTextSearchService`: the best match
/// first), and `search TEXT --provider osm` (`AutocompletePlacesService`: one request when the user has finished
/// typing, never per keystroke).
public struct NominatimSearchService: PlaceTextSearchService, AutocompletePlacesService {
    private let nominatim: NominatimClient

    init(nominatim: NominatimClient) {
        self.nominatim = nominatim
    }

    public func searchText(_ text: String) async throws -> [NearbyPlace] {
        try await nominatim.search(text, near: nil, limit: 5).compactMap { match in
            guard let location = match.location else { return nil }
            return NearbyPlace(
                placeID: match.placeID ?? "osm:unknown", name: placeName(match.name ?? match.displayName),
                location: location, address: nonBlank(match.displayName))
        }
    }

    public func autocomplete(input: String, location: Location?, radius: Int?) async throws -> [AutocompletePrediction] {
        try await nominatim.search(input, near: location, limit: 10).compactMap { match in
            guard let id = match.placeID, let text = nonBlank(match.displayName) ?? nonBlank(match.name) else { return nil }
            return AutocompletePrediction(placeID: id, text: text)
        }
    }
}
