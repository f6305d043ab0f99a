import Presentation

/// Aligns cells in columns by display width (accents, CJK and emoji included), two spaces apart, and fits the
/// terminal: when a table is wider, columns give way one step at a time in one order shared by cuts and drops
/// (lowest first): a `shrink` step cuts that column with an ellipsis down to its `minimum`, a `drop` step leaves it
/// out; then the shrinking columns are cut further; no line is ever wider than the width. A column empty in every row
/// is left out at once (a title over nothing takes room a name could use).
struct TextTable {
    struct Column {
        let title: String
        var alignRight = false
        /// When this column is cut, in the order of every column's steps (lowest first); nil: never cut.
        var shrink: Int?
        /// The fewest cells a cut leaves it before columns are dropped.
        var minimum = 10
        /// When this column is left out, in the same order; nil: always shown.
        var drop: Int?

        init(title: String, alignRight: Bool = false, shrink: Int? = nil, minimum: Int = 10, drop: Int? = nil) {
            self.title = title
            self.alignRight = alignRight
            self.shrink = shrink
            self.minimum = minimum
            self.drop = drop
        }
    }

    let columns: [Column]

    /// `cells[row][column]` are plain text (made terminal-safe here); `style` colours a cell after it has been padded.
    func render(
        _ cells: [[String]], maxWidth: Int?, useColor: Bool, style: (Int, Int, String) -> ANSIStyle? = { _, _, _ in nil }
    ) -> String {
        let cells = cells.map { $0.map(TerminalSafe.line) }
        let natural = columns.indices.map { column in
            max(DisplayWidth.of(columns[column].title), cells.map { DisplayWidth.of($0[column]) }.max() ?? 0)
        }
        let filled = columns.indices.filter { column in cells.contains { !$0[column].isEmpty } }
        let (shown, widths) = layout(natural, maxWidth: maxWidth, shown: cells.isEmpty || filled.isEmpty ? nil : filled)
        let header = shown.map { column in
            ANSIStyle.bold.apply(
                pad(DisplayWidth.truncate(columns[column].title, to: widths[column]), column, widths), enabled: useColor)
        }
        var lines = [trimmed(header.joined(separator: "  "))]
        for (rowIndex, row) in cells.enumerated() {
            let rendered = shown.map { column -> String in
                let text = DisplayWidth.truncate(row[column], to: widths[column])
                let padded = pad(text, column, widths)
                guard let cellStyle = style(rowIndex, column, row[column]) else { return padded }
                return cellStyle.apply(text, enabled: useColor)
                    + String(repeating: " ", count: DisplayWidth.of(padded) - DisplayWidth.of(text))
            }
            lines.append(trimmed(rendered.joined(separator: "  ")))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The columns shown (of those in `shown`, or all) and every column's width, within `maxWidth` when given.
    func layout(_ natural: [Int], maxWidth: Int?, shown initial: [Int]? = nil) -> (shown: [Int], widths: [Int]) {
        var widths = natural
        var shown = initial ?? Array(columns.indices)
        guard let maxWidth else { return (shown, widths) }
        func excess() -> Int { shown.map { widths[$0] }.reduce(0, +) + 2 * max(0, shown.count - 1) - maxWidth }
        func cut(_ column: Int, downTo floor: Int) {
            guard shown.contains(column), excess() > 0 else { return }
            widths[column] = max(min(widths[column], floor), widths[column] - excess())
        }
        let steps =
            columns.indices.compactMap { column in columns[column].shrink.map { ($0, column, true) } }
            + columns.indices.compactMap { column in columns[column].drop.map { ($0, column, false) } }
        for (_, column, shrinks) in steps.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) where excess() > 0 {
            if shrinks { cut(column, downTo: columns[column].minimum) } else { shown.removeAll { $0 == column } }
        }
        for column in columns.indices where columns[column].shrink != nil { cut(column, downTo: 1) }
        // Still too wide (only columns that neither shrink nor drop): the last columns go, the first stays.
        while excess() > 0, shown.count > 1 { shown.removeLast() }
        if excess() > 0, let only = shown.first { widths[only] = maxWidth }
        return (shown, widths)
    }

    private func pad(_ text: String, _ column: Int, _ widths: [Int]) -> String {
        DisplayWidth.pad(text, to: widths[column], alignRight: columns[column].alignRight)
    }

    private func trimmed(_ line: String) -> String {
        var line = line
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}
