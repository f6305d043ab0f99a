/// Aligns cells in columns by display width (accents, CJK and emoji included), two spaces apart.
struct TextTable {
    struct Column {
        let title: String
        var alignRight = false
        /// The column that gives way (is truncated) when the table is wider than the terminal.
        var isFlexible = false
    }

    let columns: [Column]

    /// `cells[row][column]` are plain text (made terminal-safe here); `style` colours a cell after it has been padded.
    func render(
        _ cells: [[String]], maxWidth: Int?, useColor: Bool, style: (Int, Int, String) -> ANSIStyle? = { _, _, _ in nil }
    ) -> String {
        let cells = cells.map { $0.map(TerminalSafe.line) }
        var widths = columns.indices.map { column in
            max(DisplayWidth.of(columns[column].title), cells.map { DisplayWidth.of($0[column]) }.max() ?? 0)
        }
        if let maxWidth, let flexible = columns.firstIndex(where: \.isFlexible) {
            let others = widths.enumerated().filter { $0.offset != flexible }.map(\.element).reduce(0, +)
            let separators = 2 * (columns.count - 1)
            widths[flexible] = max(
                DisplayWidth.of(columns[flexible].title), min(widths[flexible], maxWidth - others - separators))
        }
        let header = columns.indices.map { column in
            ANSIStyle.bold.apply(pad(columns[column].title, column, widths), enabled: useColor)
        }
        var lines = [trimmed(header.joined(separator: "  "))]
        for (rowIndex, row) in cells.enumerated() {
            let rendered = columns.indices.map { column -> String in
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

    private func pad(_ text: String, _ column: Int, _ widths: [Int]) -> String {
        DisplayWidth.pad(text, to: widths[column], alignRight: columns[column].alignRight)
    }

    private func trimmed(_ line: String) -> String {
        var line = line
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}
