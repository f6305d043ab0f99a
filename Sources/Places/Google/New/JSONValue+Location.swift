import Domain

extension JSONValue {
    /// Google's `LatLng`: `{"latitude": ..., "longitude": ...}`.
    static func latLng(_ location: Location) -> JSONValue { latLng(location.latitude, location.longitude) }

    static func latLng(_ latitude: Double, _ longitude: Double) -> JSONValue {
        .object([("latitude", .number(latitude)), ("longitude", .number(longitude))])
    }
}
