import Domain

/// Points on Dijon's meridian (5.0415 E) at a latitude, for the routing tests.
enum DijonPoints {
    static func at(_ latitude: Double) -> Location {
        guard let location = Location(latitude: latitude, longitude: 5.0415) else { preconditionFailure("on Earth") }
        return location
    }

    static let centre = at(47.3220)
    static let place = at(47.3250)
}
