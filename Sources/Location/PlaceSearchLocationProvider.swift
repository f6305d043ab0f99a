import Domain

/// `--near TEXT`: the location of the first place a text search finds.
public struct PlaceSearchLocationProvider: LocationProviding {
    private let text: String
    private let search: any PlaceTextSearchService

    public init(text: String, search: any PlaceTextSearchService) {
        self.text = text
        self.search = search
    }

    public func currentLocation() async throws -> ResolvedLocation {
        guard let first = try await search.searchText(text).first else {
            throw ServiceError(.notFound, "no place matches '\(text)'")
        }
        return ResolvedLocation(
            location: first.location, source: .placeSearch, description: "\(first.name)\(first.address.map { ", \($0)" } ?? "")")
    }
}
