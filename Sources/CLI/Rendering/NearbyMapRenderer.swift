import Domain
import Presentation

/// `--format map`: the places drawn around the centre, north up, inside a frame as wide as the terminal (80
/// columns when not a terminal), with the circle searched, a scale bar, and a legend (marker, name, rating,
/// distance, direction). Box drawing when the locale is UTF-8, ASCII otherwise or with `--ascii`; colour only on a
/// terminal without NO_COLOR.
enum NearbyMapRenderer {
    static let mapLines = 15

    static func render(
        _ rows: [NearbyPlaceViewModel], center: Location, radius: Int, terminal: TerminalCapabilities, ascii: Bool
    ) -> String {
        let unicode = terminal.usesUnicode && !ascii
        let glyphs = unicode ? Glyphs.unicode : Glyphs.ascii
        let map = NearbyMapLayout.layout(
            rows, center: center, radius: radius, width: (terminal.width ?? 80) - 2, height: mapLines)
        var grid = Array(repeating: Array(repeating: " ", count: map.width), count: map.height)
        for cell in map.circle { grid[cell.line][cell.column] = glyphs.circle }
        grid[map.centerLine][map.centerColumn] = ANSIStyle.bold.apply("+", enabled: terminal.usesColor)
        for marker in map.markers where marker.sharesCellWith == nil {
            grid[marker.line][marker.column] = ANSIStyle.yellow.apply(String(marker.symbol), enabled: terminal.usesColor)
        }
        let north = glyphs.horizontal + " N " + glyphs.horizontal
        let topFill = map.width - north.count
        var lines = [
            glyphs.topLeft + String(repeating: glyphs.horizontal, count: topFill / 2) + north
                + String(repeating: glyphs.horizontal, count: topFill - topFill / 2) + glyphs.topRight
        ]
        lines += grid.map { glyphs.vertical + $0.joined() + glyphs.vertical }
        lines.append(glyphs.bottomLeft + String(repeating: glyphs.horizontal, count: map.width) + glyphs.bottomRight)
        let scale =
            " " + glyphs.scaleEnd + String(repeating: glyphs.horizontal, count: max(0, map.scaleColumns - 1)) + glyphs.scaleEnd
            + " " + NearbyFormatters.distance(meters: map.scaleMeters)
        let radiusText = "   radius " + NearbyFormatters.distance(meters: radius)
        let width = terminal.width ?? 80
        lines.append(DisplayWidth.of(scale + radiusText) <= width ? scale + radiusText : DisplayWidth.truncate(scale, to: width))
        guard !map.markers.isEmpty else { return lines.joined(separator: "\n") + "\n" }
        return lines.joined(separator: "\n") + "\n\n" + legend(map.markers, terminal: terminal, unicode: unicode)
    }

    private static let legendColumns: [TextTable.Column] = [
        .init(title: ""), .init(title: "NAME", shrink: 1, minimum: 20), .init(title: "RATING", shrink: 3, minimum: 9, drop: 4),
        .init(title: "DISTANCE", alignRight: true), .init(title: "DIRECTION", shrink: 2, minimum: 2),
    ]
    /// With `--travel`, the minutes after the distance.
    private static let travelColumn = 4

    /// One line a marker; a place drawn under another's marker says so ("NE, under 3"); no stars in ASCII.
    private static func legend(_ markers: [NearbyMapLayout.Marker], terminal: TerminalCapabilities, unicode: Bool) -> String {
        let travel = markers.contains { !$0.row.travelText.isEmpty }
        let cells = markers.map { marker in
            var cells = [
                String(marker.symbol), marker.row.shownName,
                [unicode ? marker.row.starsText : "", marker.row.ratingText].filter { !$0.isEmpty }.joined(separator: " "),
                marker.row.distanceText, marker.direction + (marker.sharesCellWith.map { ", under \($0)" } ?? ""),
            ]
            if travel { cells.insert(marker.row.travelText, at: travelColumn) }
            return cells
        }
        var columns = legendColumns
        if travel { columns.insert(.init(title: "TRAVEL", alignRight: true), at: travelColumn) }
        return TextTable(columns: columns).render(cells, maxWidth: terminal.width ?? 80, useColor: terminal.usesColor) {
            _, column, _ in column == 0 ? .yellow : nil
        }
    }

    private struct Glyphs {
        let circle, horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight, scaleEnd: String

        static let unicode = Glyphs(
            circle: "·", horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
            scaleEnd: "┼")
        static let ascii = Glyphs(
            circle: ".", horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
            scaleEnd: "|")
    }
}
