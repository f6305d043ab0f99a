import Domain

/// The Sydney query of the recorded legacy fixtures.
func query(
    radius: Int = 1500, minimumRating: Double = 0, limit: Int = 20, order: NearbySortOrder = .distance
) -> NearbySearchQuery {
    guard let sydney = Location(latitude: -33.8670522, longitude: 151.1957362) else {
        preconditionFailure("Sydney is on Earth")
    }
    return NearbySearchQuery(location: sydney, radius: radius, minimumRating: minimumRating, limit: limit, order: order)
}
