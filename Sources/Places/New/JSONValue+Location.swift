import Domain

extension JSONValue {
    /// Google's `LatLng`: `{"latitude": ..., "longitude": ...}`.
    static func latLng(_ location: Location) -> JSONValue {
        .object([("latitude", .number(location.latitude)), ("longitude", .number(location.longitude))])
    }
}
