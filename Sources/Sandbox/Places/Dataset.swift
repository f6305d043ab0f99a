import Foundation
import Synchronization

/// The places the sandbox serves: loaded once, then changed only by a test (`POST /sandbox/places`), so that a
/// run of `nearby --changes` has something to find.
final class Dataset: Sendable {
    /// What a test may change of a place: its rating, its business status, its types, or whether it is listed.
    struct Change: Sendable {
        let id: String
        var rating: Double?
        var businessStatus: String?
        var types: [String]?
        var removed: Bool?
    }

    private let state: Mutex<[SandboxPlace]>
    /// What is derived from the places, computed once and dropped when a place changes: each place's words (text
    /// search) and Foursquare's view of the data set. A dense city would otherwise cost every request its work again.
    private let derived = Mutex<(words: [String: [String]], venues: [FoursquareVenue]?)>(([:], nil))

    init(places: [SandboxPlace]) {
        state = Mutex(places)
    }

    /// The words of a place, as `compute` finds them, cached per place.
    func words(of place: SandboxPlace, compute: (SandboxPlace) -> [String]) -> [String] {
        if let cached = derived.withLock({ $0.words[place.id] }) { return cached }
        let words = compute(place)
        derived.withLock { $0.words[place.id] = words }
        return words
    }

    /// Every place as Foursquare knows it (`FoursquareVenue.all`), cached.
    var foursquareVenues: [FoursquareVenue] {
        if let cached = derived.withLock({ $0.venues }) { return cached }
        let venues = FoursquareVenue.all(in: places)
        derived.withLock { $0.venues = venues }
        return venues
    }

    static func load(from url: URL, adding extra: [SandboxPlace] = []) throws -> Dataset {
        struct File: Decodable { let places: [SandboxPlace] }
        return Dataset(places: try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).places + extra)
    }

    var places: [SandboxPlace] { state.withLock { $0 } }

    func place(id: String) -> SandboxPlace? { state.withLock { places in places.first { $0.id == id } } }

    /// The photo with this reference, and its place.
    func photo(ref: String) -> (SandboxPlace, SandboxPlace.Photo)? {
        for place in places {
            if let photo = place.photos?.first(where: { $0.ref == ref }) { return (place, photo) }
        }
        return nil
    }

    /// Applies a change; false when there is no such place.
    func apply(_ change: Change) -> Bool {
        derived.withLock { $0 = ([:], nil) }
        return state.withLock { places in
            guard let index = places.firstIndex(where: { $0.id == change.id }) else { return false }
            if change.removed == true {
                places.remove(at: index)
                return true
            }
            if let rating = change.rating { places[index].rating = .double(rating) }
            if let status = change.businessStatus { places[index].businessStatus = status }
            if let types = change.types { places[index].types = types }
            return true
        }
    }
}
