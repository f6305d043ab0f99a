import Domain
import Foundation

/// Builders for Domain values in tests: every field has a harmless default.
public func makeLocation(_ latitude: Double = 48.8566, _ longitude: Double = 2.3522) -> Location {
    guard let location = Location(latitude: latitude, longitude: longitude) else {
        preconditionFailure("test location out of range: \(latitude),\(longitude)")
    }
    return location
}

public func makeNearbyPlace(
    id: String = "place-1", name: String = "A place", location: Location = makeLocation(0, 0), rating: Double? = 4.2,
    userRatingsTotal: Int? = 100, isOpen: Bool? = true, priceLevel: Int? = 2, address: String? = "1 Main Street",
    businessStatus: BusinessStatus = .operational
) -> NearbyPlace {
    NearbyPlace(
        placeID: id, name: name, location: location, rating: rating, userRatingsTotal: userRatingsTotal, isOpen: isOpen,
        priceLevel: priceLevel.flatMap(PriceLevel.init), address: address, businessStatus: businessStatus)
}

public func makeQuery(
    location: Location = makeLocation(), radius: Int = 10_000, minimumRating: Double = 0, limit: Int = 20,
    order: NearbySortOrder = .distance, onlyPlaceIDs: Set<String>? = nil, kinds: [PlaceKind] = PlaceKind.default
) -> NearbySearchQuery {
    NearbySearchQuery(
        location: location, radius: radius, minimumRating: minimumRating, limit: limit, order: order,
        onlyPlaceIDs: onlyPlaceIDs, kinds: kinds)
}

extension NearbySearchQuery {
    /// The same query in another order.
    public func ordered(by order: NearbySortOrder) -> NearbySearchQuery {
        NearbySearchQuery(
            location: location, radius: radius, minimumRating: minimumRating, limit: limit, order: order,
            onlyPlaceIDs: onlyPlaceIDs, openNow: openNow, priceLevels: priceLevels, cuisine: cuisine, provider: provider)
    }
}

/// Records what progress was shown and cleared.
public final class ProgressSpy: WorkProgress, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    public init() {}

    /// "show: MESSAGE" and "clear", in order.
    public var events: [String] { lock.withLock { recorded } }

    public func show(_ message: String) { lock.withLock { recorded.append("show: \(message)") } }
    public func clear() { lock.withLock { recorded.append("clear") } }
}

extension NearbyPlace {
    /// The same place with these types.
    public func typed(_ types: [String]) -> NearbyPlace {
        NearbyPlace(
            placeID: placeID, name: name, location: location, rating: rating, userRatingsTotal: userRatingsTotal,
            isOpen: isOpen, priceLevel: priceLevel, address: address, businessStatus: businessStatus, photo: photo,
            cachedAt: cachedAt, types: types, sources: sources, category: category, attributes: attributes,
            travel: travel, detourSeconds: detourSeconds)
    }
}
