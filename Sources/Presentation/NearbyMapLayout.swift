import Domain
import Foundation

/// Where places go on a character grid around the search centre, north up: an equirectangular projection (a
/// line is twice as tall as a column is wide, so the circle stays round), the circle searched, a scale, and a
/// marker per place (1-9, a-z, then A-Z) with its compass direction from the centre.
public enum NearbyMapLayout {
    public struct Marker: Equatable, Sendable {
        public let symbol: Character
        public let row: NearbyPlaceViewModel
        public let column: Int
        public let line: Int
        /// "N", "NE", ... from the centre; "here" within a metre.
        public let direction: String
        /// The marker drawn in this place's cell, when another place took it first.
        public let sharesCellWith: Character?
    }

    public struct Map: Equatable, Sendable {
        public let width: Int
        public let height: Int
        public let centerColumn: Int
        public let centerLine: Int
        /// The cells the circle passes through.
        public let circle: Set<Cell>
        public let markers: [Marker]
        /// A round length (1, 2 or 5 x 10^n metres) and how many columns it spans.
        public let scaleMeters: Int
        public let scaleColumns: Int
    }

    public struct Cell: Hashable, Sendable {
        public let column: Int
        public let line: Int
    }

    public static let symbols = Array("123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    public static func layout(_ rows: [NearbyPlaceViewModel], center: Location, radius: Int, width: Int, height: Int) -> Map {
        let (width, height) = (max(width, 11), max(height, 5))
        let span = 2.1 * Double(max(radius, 1))
        let metersPerColumn = max(span / Double(width - 1), span / Double(2 * (height - 1)))
        let (centerColumn, centerLine) = ((width - 1) / 2, (height - 1) / 2)
        func cell(east: Double, north: Double) -> Cell {
            Cell(
                column: min(width - 1, max(0, centerColumn + Int((east / metersPerColumn).rounded()))),
                line: min(height - 1, max(0, centerLine - Int((north / (2 * metersPerColumn)).rounded()))))
        }
        let circle = Set(
            (0..<360).map { degree in
                let angle = Double(degree) * .pi / 180
                return cell(east: Double(radius) * sin(angle), north: Double(radius) * cos(angle))
            })
        var taken: [Cell: Character] = [:]
        let markers = zip(symbols, rows).map { symbol, row -> Marker in
            let (east, north) = offset(of: row, from: center)
            let spot = cell(east: east, north: north)
            let first = taken[spot]
            if first == nil { taken[spot] = symbol }
            return Marker(
                symbol: symbol, row: row, column: spot.column, line: spot.line, direction: direction(east: east, north: north),
                sharesCellWith: first)
        }
        let scale = roundLength(atMost: metersPerColumn * Double(width) / 4)
        return Map(
            width: width, height: height, centerColumn: centerColumn, centerLine: centerLine, circle: circle, markers: markers,
            scaleMeters: scale, scaleColumns: max(1, Int((Double(scale) / metersPerColumn).rounded())))
    }

    /// Metres east and north of the centre (the short way round the antimeridian).
    static func offset(of row: NearbyPlaceViewModel, from center: Location) -> (east: Double, north: Double) {
        let longitudes = Antimeridian.eastward(from: center.longitude, to: row.longitude)
        return (longitudes * 111_320 * cos(center.latitude * .pi / 180), (row.latitude - center.latitude) * 110_574)
    }

    static func direction(east: Double, north: Double) -> String {
        guard (east * east + north * north).squareRoot() >= 1 else { return "here" }
        let bearing = (atan2(east, north) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
        return ["N", "NE", "E", "SE", "S", "SW", "W", "NW"][Int((bearing + 22.5) / 45) % 8]
    }

    /// The longest 1, 2 or 5 x 10^n metres not over `limit` (1 m at least).
    static func roundLength(atMost limit: Double) -> Int {
        var best = 1
        var power = 1
        while power <= 10_000_000 {
            for factor in [1, 2, 5] where Double(factor * power) <= limit { best = factor * power }
            power *= 10
        }
        return best
    }
}
