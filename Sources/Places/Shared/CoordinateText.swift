import Domain

/// A coordinate in a query string: fixed decimals, never Swift's shortest form, which writes a value near 0 in
/// exponent form (`-5e-05`) that no service documents; minus zero written as zero. Integer arithmetic, not
/// `String(format:)`, which costs Foundation's formatter (about half a million instructions a call on Linux).
enum CoordinateText {
    /// `latitude,longitude` with 7 decimals (about 1 cm), as Google's legacy API and Foursquare's `ll` read it.
    static func latLng(_ location: Location) -> String {
        decimal(location.latitude) + "," + decimal(location.longitude)
    }

    /// `value` with `places` decimals (0...9), rounded half away from zero; 0 for what is not a coordinate.
    static func decimal(_ value: Double, places: Int = 7) -> String {
        let places = min(max(places, 0), 9)
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * Double(scale)).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15, let units = Int(exactly: scaled) else { return "0" }
        let magnitude = units.magnitude
        let whole = String(magnitude / UInt(scale))
        guard places > 0 else { return (units < 0 ? "-" : "") + whole }
        let fraction = String(magnitude % UInt(scale))
        return (units < 0 ? "-" : "") + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
