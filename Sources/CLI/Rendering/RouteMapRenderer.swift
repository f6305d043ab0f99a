import Domain
import Foundation
import Presentation

/// `route --format map`: the route drawn north up on a grid as wide as the terminal (80 columns off one), fitted to
/// the route with a margin (a line twice as tall as a column is wide), the start `+` and the place `*`, the path in
/// between (each segment filled in, so the line has no gaps), a scale bar, and the header of the steps' table.
enum RouteMapRenderer {
    static let lines = 15

    static func render(_ trip: RouteRenderer.Trip, terminal: TerminalCapabilities) -> String {
        let unicode = terminal.usesUnicode
        let width = max(11, (terminal.width ?? 80) - 2)
        let points = trip.line
        let latitudes = points.map(\.latitude)
        // Degrees east of the start, the short way round (a route across the antimeridian is not 360 degrees wide).
        let east = { (point: Location) in Antimeridian.eastward(from: trip.origin.longitude, to: point.longitude) }
        let longitudes = points.map(east)
        let (south, north) = (latitudes.min() ?? 0, latitudes.max() ?? 0)
        let (west, eastmost) = (longitudes.min() ?? 0, longitudes.max() ?? 0)
        let middle = (latitude: (south + north) / 2, east: (west + eastmost) / 2)
        let metersPerDegreeEast = 111_320 * cos(middle.latitude * .pi / 180)
        let spanEast = max(1, (eastmost - west) * metersPerDegreeEast)
        let spanNorth = max(1, (north - south) * 110_574)
        let metersPerColumn = max(spanEast / Double(width - 3), spanNorth / Double(2 * (lines - 3)), 1)
        func cell(_ point: Location) -> (column: Int, line: Int) {
            let x = (east(point) - middle.east) * metersPerDegreeEast / metersPerColumn
            let y = (point.latitude - middle.latitude) * 110_574 / (2 * metersPerColumn)
            return (
                min(width - 1, max(0, (width - 1) / 2 + Int(x.rounded()))),
                min(lines - 1, max(0, (lines - 1) / 2 - Int(y.rounded())))
            )
        }
        var grid = Array(repeating: Array(repeating: " ", count: width), count: lines)
        let dot = unicode ? "·" : "."
        for (from, to) in zip(points, points.dropFirst()) {
            let (a, b) = (cell(from), cell(to))
            let steps = max(abs(b.column - a.column), abs(b.line - a.line), 1)
            for step in 0...steps {
                let column = a.column + (b.column - a.column) * step / steps
                let line = a.line + (b.line - a.line) * step / steps
                grid[line][column] = dot
            }
        }
        let start = cell(trip.origin)
        let end = cell(trip.destination)
        grid[start.line][start.column] = ANSIStyle.bold.apply("+", enabled: terminal.usesColor)
        grid[end.line][end.column] = ANSIStyle.yellow.apply("*", enabled: terminal.usesColor)
        let (horizontal, vertical) = unicode ? ("─", "│") : ("-", "|")
        let corners = unicode ? ("┌", "┐", "└", "┘") : ("+", "+", "+", "+")
        var output = [corners.0 + String(repeating: horizontal, count: width) + corners.1]
        output += grid.map { vertical + $0.joined() + vertical }
        output.append(corners.2 + String(repeating: horizontal, count: width) + corners.3)
        let scaleMeters = Int(metersPerColumn * 10)
        let legend =
            " " + String(repeating: horizontal, count: 10) + " " + NearbyFormatters.distance(meters: scaleMeters)
            + "   + start   * \(TerminalSafe.line(trip.name))"
        output.append(DisplayWidth.truncate(legend, to: width + 2))
        let table = RouteRenderer.render(trip, asTableFor: terminal)
        return output.joined(separator: "\n") + "\n\n" + table
    }
}
