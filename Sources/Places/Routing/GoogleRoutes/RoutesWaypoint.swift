import Domain

/// A Routes API waypoint at a point: `{"location": {"latLng": {"latitude", "longitude"}}}`.
struct RoutesWaypoint: Encodable {
    struct Place: Encodable { let latLng: LatLng }
    struct LatLng: Encodable {
        let latitude: Double
        let longitude: Double
    }

    let location: Place

    init(_ point: Location) {
        location = Place(latLng: LatLng(latitude: point.latitude, longitude: point.longitude))
    }
}
