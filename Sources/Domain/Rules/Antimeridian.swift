/// Longitudes the short way round: a route or a search near the ±180° meridian is one piece of the Earth, not two
/// ends of a map. Differences are taken east or west, whichever is shorter; a line that crosses the meridian is cut
/// there for GeoJSON (RFC 7946 §3.1.9: "any geometry that crosses the antimeridian SHOULD be represented by cutting
/// it in two such that neither part's representation crosses the antimeridian").
public enum Antimeridian {
    /// Degrees east from `from` to `to`, the short way: -180..<180 (west negative).
    public static func eastward(from: Double, to: Double) -> Double {
        var delta = (to - from).truncatingRemainder(dividingBy: 360)
        if delta >= 180 { delta -= 360 } else if delta < -180 { delta += 360 }
        return delta
    }

    /// A longitude brought back into -180...180.
    public static func normalized(_ longitude: Double) -> Double {
        longitude > 180 ? longitude - 360 : longitude < -180 ? longitude + 360 : longitude
    }

    /// The line's `[longitude, latitude]` positions, cut where a segment crosses ±180°: the crossing point (latitude
    /// interpolated) ends one part at the meridian and starts the next on its other side. One part when it does not
    /// cross.
    public static func parts(of line: [Location]) -> [[[Double]]] {
        guard let first = line.first else { return [] }
        var parts: [[[Double]]] = [[[first.longitude, first.latitude]]]
        for (a, b) in zip(line, line.dropFirst()) {
            let delta = eastward(from: a.longitude, to: b.longitude)
            let reached = a.longitude + delta
            if reached > 180 || reached < -180 {
                let edge: Double = reached > 180 ? 180 : -180
                let t = (edge - a.longitude) / delta
                let latitude = a.latitude + (b.latitude - a.latitude) * t
                parts[parts.count - 1].append([edge, latitude])
                parts.append([[-edge, latitude]])
            }
            parts[parts.count - 1].append([b.longitude, b.latitude])
        }
        return parts
    }
}
