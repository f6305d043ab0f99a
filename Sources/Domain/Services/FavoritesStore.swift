import Foundation

/// The user's favourite places: unique per place, kept between runs.
public protocol FavoritesStore: Sendable {
    /// False when the place already was a favourite.
    @discardableResult
    func add(placeID: String, at date: Date) throws -> Bool
    /// False when the place was not a favourite.
    @discardableResult
    func remove(placeID: String) throws -> Bool
    /// Place ids, oldest favourite first.
    func list() throws -> [String]
}
