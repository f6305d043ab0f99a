import Domain
import Foundation
import Persistence
import Synchronization

/// Favourites kept for the life of the process: the contract-test reference.
public final class InMemoryFavoritesStore: FavoritesStore {
    private let favorites = Mutex<[(placeID: String, addedAt: Date)]>([])

    public init() {}

    @discardableResult
    public func add(placeID: String, at date: Date) throws -> Bool {
        favorites.withLock { favorites in
            guard !favorites.contains(where: { $0.placeID == placeID }) else { return false }
            favorites.append((placeID, date))
            return true
        }
    }

    @discardableResult
    public func remove(placeID: String) throws -> Bool {
        favorites.withLock { favorites in
            let before = favorites.count
            favorites.removeAll { $0.placeID == placeID }
            return favorites.count != before
        }
    }

    public func list() throws -> [String] {
        favorites.withLock { $0.sorted { ($0.addedAt, $0.placeID) < ($1.addedAt, $1.placeID) }.map(\.placeID) }
    }
}
