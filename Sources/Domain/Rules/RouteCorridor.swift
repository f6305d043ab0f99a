import Foundation

/// The band within `width` metres of a route (`nearby --along`): where a place lies along it (how far from the start,
/// and how far off the line), and the few circles whose searches cover it. Distances are metres on a local flat
/// projection of each segment (an error under 0.1% for segments of a few kilometres).
public struct RouteCorridor: Equatable, Hashable, Sendable {
    public let path: [Location]
    public let width: Double
    /// The route's own duration in seconds, for the detour a place costs (nil when unknown).
    public let seconds: Int?
    /// The mode the route (and so its `seconds`) is for: a detour is told only in this mode.
    public let mode: TravelMode?

    /// The path, thinned to at most `maxPoints` (every k-th point, the ends kept): a hostile or very long line costs
    /// no more than a short one.
    public init(path: [Location], width: Double, seconds: Int? = nil, mode: TravelMode? = nil, maxPoints: Int = 500) {
        let step = max(1, path.count / maxPoints)
        var thinned = stride(from: 0, to: path.count, by: step).map { path[$0] }
        if let last = path.last, thinned.last != last { thinned.append(last) }
        self.path = thinned
        self.width = width
        self.seconds = seconds
        self.mode = mode
    }

    /// One circle that holds the whole band (its middle, half its length plus the width): where a generic search
    /// (the cache, offline) looks.
    public var covering: (center: Location, radius: Double)? {
        guard let first = path.first else { return nil }
        let total = length
        return (point(at: total / 2) ?? first, total / 2 + width)
    }

    /// The route's length in metres.
    public var length: Double {
        zip(path, path.dropFirst()).reduce(0) { $0 + GreatCircle.meters(from: $1.0, to: $1.1) }
    }

    /// Where a place lies: metres along the route to its nearest point, and metres off the line.
    public func position(of place: Location) -> (along: Double, off: Double) {
        guard let first = path.first else { return (0, .infinity) }
        guard path.count > 1 else { return (0, GreatCircle.meters(from: first, to: place)) }
        var best = (along: 0.0, off: Double.infinity)
        var travelled = 0.0
        for (a, b) in zip(path, path.dropFirst()) {
            let metersPerDegreeEast = 111_320 * cos(a.latitude * .pi / 180)
            let east = (
                Antimeridian.eastward(from: a.longitude, to: b.longitude),
                Antimeridian.eastward(from: a.longitude, to: place.longitude)
            )
            let (bx, by) = (east.0 * metersPerDegreeEast, (b.latitude - a.latitude) * 110_574)
            let (px, py) = (east.1 * metersPerDegreeEast, (place.latitude - a.latitude) * 110_574)
            let squared = bx * bx + by * by
            let t = squared > 0 ? min(1, max(0, (px * bx + py * by) / squared)) : 0
            let off = ((px - t * bx) * (px - t * bx) + (py - t * by) * (py - t * by)).squareRoot()
            let segment = squared.squareRoot()
            if off < best.off { best = (travelled + t * segment, off) }
            travelled += segment
        }
        return best
    }

    /// At most `count` circles (centre, radius) that together hold the whole band: the route cut into `count` equal
    /// parts, each circle at its part's middle point with a radius of half the part's length plus the band's width
    /// (a part's points are never farther from its middle than that along the line, so never farther as the crow
    /// flies). A short route is one circle.
    public func circles(count: Int = 3) -> [(center: Location, radius: Double)] {
        let total = length
        guard let first = path.first else { return [] }
        let parts = total < 4 * width ? 1 : max(1, count)
        let part = total / Double(parts)
        return (0..<parts).map { index in
            (point(at: part * (Double(index) + 0.5)) ?? first, part / 2 + width)
        }
    }

    /// The point `meters` along the route.
    private func point(at meters: Double) -> Location? {
        var remaining = meters
        for (a, b) in zip(path, path.dropFirst()) {
            let segment = GreatCircle.meters(from: a, to: b)
            if remaining <= segment, segment > 0 {
                let t = remaining / segment
                // The short way round: across the antimeridian, not back through Greenwich.
                return Location(
                    latitude: a.latitude + (b.latitude - a.latitude) * t,
                    longitude: Antimeridian.normalized(
                        a.longitude + Antimeridian.eastward(from: a.longitude, to: b.longitude) * t))
            }
            remaining -= segment
        }
        return path.last
    }
}
