import Foundation

/// The places the sandbox serves, loaded once and never changed.
struct Dataset: Sendable {
    let places: [SandboxPlace]
    private let byID: [String: SandboxPlace]

    init(places: [SandboxPlace]) {
        self.places = places
        self.byID = Dictionary(places.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static func load(from url: URL) throws -> Dataset {
        struct File: Decodable { let places: [SandboxPlace] }
        return Dataset(places: try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).places)
    }

    func place(id: String) -> SandboxPlace? { byID[id] }

    /// The photo with this reference, and its place.
    func photo(ref: String) -> (SandboxPlace, SandboxPlace.Photo)? {
        for place in places {
            if let photo = place.photos?.first(where: { $0.ref == ref }) { return (place, photo) }
        }
        return nil
    }
}
