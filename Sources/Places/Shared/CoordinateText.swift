import Domain

/// A coordinate in a query string: fixed decimals, never Swift's shortest form, which writes a value near 0 in
/// exponent form (`-5e-05`) that no service documents; minus zero written as zero. Integer arithmetic, not
/// `String(format:)`, which costs Foundation's formatter (about half a million instructions a call on Linux).
enum CoordinateText {
    /// `latitude,longitude` with 7 decimals (about 1 cm), as Google's legacy API and Foursquare's `ll` read it.
    static func latLng(_ location: Location) -> String {
        decimal(location.latitude) + "," + decimal(location.longitude)
    }

    /// `value` with `places` decimals (0...9), the digits C's `printf("%.*f")` writes: the exact value of the double
    /// rounded to the nearest, an exact tie to the even; 0 for what is not a coordinate.
    static func decimal(_ value: Double, places: Int = 7) -> String {
        let places = min(max(places, 0), 9)
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        guard let units = nearestInteger(value, times: Double(scale)) else { return "0" }
        let magnitude = units.magnitude
        let whole = String(magnitude / UInt(scale))
        guard places > 0 else { return (units < 0 ? "-" : "") + whole }
        let fraction = String(magnitude % UInt(scale))
        return (units < 0 ? "-" : "") + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// The integer nearest to `value × scale` taken exactly: the product rounded, then corrected by its rounding error
    /// (a fused multiply-add gives it exactly), so that 43.7326135 × 10⁶, 43732613.5 as a double, is 43732613 as
    /// the exact product 43732613.4999999... is.
    private static func nearestInteger(_ value: Double, times scale: Double) -> Int? {
        let product = value * scale
        guard product.isFinite, abs(product) < 1e15 else { return nil }
        let error = (-product).addingProduct(value, scale)
        var nearest = product.rounded(.toNearestOrEven)
        let distance = (product - nearest) + error
        if distance > 0.5 || (distance == 0.5 && nearest.truncatingRemainder(dividingBy: 2) != 0) {
            nearest += 1
        } else if distance < -0.5 || (distance == -0.5 && nearest.truncatingRemainder(dividingBy: 2) != 0) {
            nearest -= 1
        }
        return Int(exactly: nearest)
    }
}
