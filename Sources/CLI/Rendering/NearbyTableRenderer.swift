import Domain
import Presentation

/// The nearby list as a table for people. When the rows come from several providers (`--provider all`), a FROM
/// column says whose each row is: a provider's name, "both" for a place two of two providers know, or the names
/// joined with "+" when more providers answered. With `--travel`, a TRAVEL column after DISTANCE gives the minutes;
/// along a route, a DETOUR column the minutes a stop adds, when the provider says. When no row has a rating or a price
/// and every row has map data (OpenStreetMap's, with no key), a CUISINE column (cuisines and diets) takes the place
/// of RATING and PRICE; OPEN says until when, or from when ("open until 22:00", "opens 18:30"), where the hours are
/// written. When the user asked about opening (`--open-at`, `--open-on-arrival`), OPEN is the last column to give way
/// to a narrow terminal, and a moment every row shares is named once, in its title ("OPEN AT SUN 12:30").
enum NearbyTableRenderer {
    private static let columns: [TextTable.Column] = [
        .init(title: "NAME", shrink: 2, minimum: 20), .init(title: "RATING", shrink: 7, minimum: 9),
        .init(title: "DISTANCE", alignRight: true), .init(title: "OPEN", drop: 5), .init(title: "PRICE", drop: 4),
        .init(title: "ADDRESS", shrink: 1, minimum: 14, drop: 3),
    ]
    /// Map data's columns: what OpenStreetMap knows where it has no rating or price.
    private static let mapColumns: [TextTable.Column] = [
        .init(title: "NAME", shrink: 1, minimum: 24), .init(title: "CUISINE", shrink: 2, minimum: 12, drop: 4),
        .init(title: "DISTANCE", alignRight: true), .init(title: "OPEN", shrink: 6, minimum: 6, drop: 7),
        .init(title: "ADDRESS", shrink: 3, minimum: 20, drop: 5),
    ]
    private static let sourcesColumn = 5
    private static let travelColumn = 3
    private static let openColumn = 3

    static func render(_ rows: [NearbyPlaceViewModel], terminal: TerminalCapabilities) -> String {
        let layout = Layout(rows)
        return TextTable(columns: layout.columns)
            .render(rows.map(layout.cells), maxWidth: terminal.width, useColor: terminal.usesColor) { _, column, text in
                colour(layout.columns[column].title, text: text)
            }
    }

    /// The rows of `nearby --changes`: a CHANGE column ("new", "gone", "rating 4.2 -> 4.4", ...) first.
    static func render(changes: [(change: String, row: NearbyPlaceViewModel)], terminal: TerminalCapabilities) -> String {
        let layout = Layout(changes.map(\.row))
        let rows = changes.map { [$0.change] + layout.cells($0.row) }
        let all = [TextTable.Column(title: "CHANGE", shrink: 8, minimum: 6)] + layout.columns
        return TextTable(columns: all).render(rows, maxWidth: terminal.width, useColor: terminal.usesColor) { _, column, text in
            column == 0 ? .yellow : colour(all[column].title, text: text)
        }
    }

    /// Which columns the rows need: FROM when they come from more than one provider, TRAVEL when travel was asked.
    private struct Layout {
        let sources: Int
        let travel: Bool
        let detour: Bool
        /// No rating and no price on any row, map data on every one.
        let mapOnly: Bool
        /// The user asked about opening: the rows were judged at a moment (`--open-at`, `--open-on-arrival`).
        let asksOpening: Bool
        /// The moment every judged row shares, named once in OPEN's title; nil when there is none or they differ.
        let sharedMoment: String?

        init(_ rows: [NearbyPlaceViewModel]) {
            mapOnly = !rows.isEmpty && rows.allSatisfy { $0.rating == nil && $0.priceLevel == nil && $0.attributes != nil }
            sources = Set(rows.flatMap { $0.sources.map(\.provider) }).count
            travel = rows.contains { !$0.travelText.isEmpty }
            detour = rows.contains { $0.detourSeconds != nil }
            asksOpening = rows.contains { $0.openAt != nil }
            let moments = Set(rows.map(\.openMomentText))
            sharedMoment = moments.count == 1 ? moments.first.flatMap { $0.isEmpty ? nil : $0 } : nil
        }

        var columns: [TextTable.Column] {
            var columns = mapOnly ? NearbyTableRenderer.mapColumns : NearbyTableRenderer.columns
            if asksOpening {
                // What the user asked about gives way last (TextTable's steps run lowest first).
                columns[openColumn] = .init(title: sharedMoment.map { "OPEN AT " + $0.uppercased() } ?? "OPEN", drop: 99)
            }
            if sources > 1 { columns.insert(.init(title: "FROM", drop: 6), at: sourcesColumn) }
            if travel { columns.insert(.init(title: "TRAVEL", alignRight: true), at: travelColumn) }
            if detour { columns.insert(.init(title: "DETOUR", alignRight: true), at: travelColumn) }
            return columns
        }

        func cells(_ row: NearbyPlaceViewModel) -> [String] {
            let open =
                sharedMoment != nil || row.openMomentText.isEmpty ? row.openText : "at \(row.openMomentText): \(row.openText)"
            var cells =
                mapOnly
                ? [row.shownName, row.cuisineText, row.distanceText, open, row.addressText]
                : [
                    row.shownName, [row.starsText, row.ratingText].filter { !$0.isEmpty }.joined(separator: " "),
                    row.distanceText, open, row.priceText, row.addressText,
                ]
            if sources > 1 {
                let names = row.sources.map(\.provider.rawValue)
                cells.insert(names.count == 2 && sources == 2 ? "both" : names.joined(separator: "+"), at: sourcesColumn)
            }
            if travel { cells.insert(row.travelText, at: travelColumn) }
            if detour {
                let text = row.detourSeconds.map {
                    "+" + NearbyFormatters.travel(TravelTime(mode: .walk, seconds: $0, meters: nil))
                }
                cells.insert(text ?? "", at: travelColumn)
            }
            return cells
        }
    }

    private static func colour(_ title: String, text: String) -> ANSIStyle? {
        switch (title, text) {
        case ("RATING", _): return .yellow
        case (let open, let text) where open.hasPrefix("OPEN") && (text == "open" || text.hasPrefix("open until")): return .green
        case (let open, let text) where open.hasPrefix("OPEN") && (text == "closed" || text.hasPrefix("opens")): return .red
        default: return nil
        }
    }
}
