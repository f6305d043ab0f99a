import Foundation

/// The sandbox's directions, for Routes `computeRoutes` and OSRM `route` alike: an L-shaped route (north or south
/// along "Rue du Sandbox", then east or west along "Rue des Tests"), its legs timed as `SandboxRouting` times them,
/// and its line as an encoded polyline (precision 5). Nil to the unreachable place.
struct SandboxDirections {
    struct Step {
        let instruction: String
        let street: String?
        let type: String
        let modifier: String?
        let meters: Int
        let seconds: Int
    }

    let seconds: Int
    let meters: Int
    let steps: [Step]
    let polyline: String

    init?(routing: SandboxRouting, from origin: (Double, Double), to destination: (Double, Double), mode: SandboxRouting.Mode) {
        guard let whole = routing.leg(from: origin, to: destination, mode: mode) else { return nil }
        let corner = (destination.0, origin.1)
        let northward = Geo.distance(origin.0, origin.1, corner.0, corner.1)
        let eastward = Geo.distance(corner.0, corner.1, destination.0, destination.1)
        let total = max(northward + eastward, 1)
        let share = { (part: Double) in
            (Int((Double(whole.meters) * part / total).rounded()), Int((Double(whole.seconds) * part / total).rounded()))
        }
        let (northMeters, northSeconds) = share(northward)
        let (eastMeters, eastSeconds) = share(eastward)
        let heading = destination.0 >= origin.0 ? "north" : "south"
        let turn = (destination.1 >= origin.1) == (heading == "north") ? "right" : "left"
        steps = [
            Step(
                instruction: "Head \(heading) on Rue du Sandbox", street: "Rue du Sandbox", type: "depart", modifier: nil,
                meters: northMeters, seconds: northSeconds),
            Step(
                instruction: "Turn \(turn) onto Rue des Tests", street: "Rue des Tests", type: "turn", modifier: turn,
                meters: eastMeters, seconds: eastSeconds),
            Step(instruction: "Arrive at the place", street: nil, type: "arrive", modifier: nil, meters: 0, seconds: 0),
        ]
        seconds = whole.seconds
        meters = whole.meters
        polyline = Self.encode([origin, corner, destination])
    }

    /// Google's polyline algorithm, precision 5 (written here again: the sandbox shares no code with the app).
    static func encode(_ points: [(Double, Double)]) -> String {
        var previous = (0, 0)
        var text = ""
        for point in points {
            let current = (Int((point.0 * 1e5).rounded()), Int((point.1 * 1e5).rounded()))
            for delta in [current.0 - previous.0, current.1 - previous.1] {
                var value = delta < 0 ? ~(delta << 1) : delta << 1
                while value >= 0x20 {
                    text.append(Character(Unicode.Scalar(UInt8((0x20 | (value & 0x1F)) + 63))))
                    value >>= 5
                }
                text.append(Character(Unicode.Scalar(UInt8(value + 63))))
            }
            previous = current
        }
        return text
    }

    /// The points of an encoded polyline (precision 5); the points before a malformed value. Read otherwise than
    /// `encode` writes it (and than the app reads it): the text cut into values, each ended by a chunk below 0x20
    /// (at most 7 chunks), then the values summed in pairs.
    static func decode(_ text: String) -> [(Double, Double)] {
        var values: [Int] = []
        var chunks: [Int] = []
        for byte in text.utf8 {
            let chunk = Int(byte) - 63
            guard (0...63).contains(chunk), chunks.count < 7 else { break }
            chunks.append(chunk & 0x1F)
            guard chunk < 0x20 else { continue }
            let zigzag = chunks.reversed().reduce(0) { $0 << 5 | $1 }
            values.append(zigzag & 1 == 0 ? zigzag >> 1 : ~(zigzag >> 1))
            chunks.removeAll()
        }
        let pairs = min(values.count / 2, 20_000)
        var current = (0, 0)
        return (0..<pairs).map { pair in
            current = (current.0 + values[2 * pair], current.1 + values[2 * pair + 1])
            return (Double(current.0) / 1e5, Double(current.1) / 1e5)
        }
    }

    /// Metres from a point to a line through `points` (a local flat projection per segment).
    static func distance(_ point: (Double, Double), toLine points: [(Double, Double)]) -> Double {
        guard let first = points.first else { return .infinity }
        guard points.count > 1 else { return Geo.distance(first.0, first.1, point.0, point.1) }
        return zip(points, points.dropFirst()).map { a, b in
            let east = 111_320 * cos(a.0 * .pi / 180)
            let (bx, by) = ((b.1 - a.1) * east, (b.0 - a.0) * 110_574)
            let (px, py) = ((point.1 - a.1) * east, (point.0 - a.0) * 110_574)
            let squared = bx * bx + by * by
            let t = squared > 0 ? min(1, max(0, (px * bx + py * by) / squared)) : 0
            return ((px - t * bx) * (px - t * bx) + (py - t * by) * (py - t * by)).squareRoot()
        }.min() ?? .infinity
    }
}
