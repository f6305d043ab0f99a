import Presentation

/// `whereami` as labelled lines, or `{latitude, longitude, source, approximate, description}`.
enum LocationRenderer {
    static func render(_ model: LocationViewModel, as format: ReportFormat) throws -> String {
        try OutputWriter.report(
            format,
            table: {
                var lines = ["location  \(model.latitude),\(model.longitude)", "source    \(model.sourceText)"]
                if let description = model.description { lines.append("about     \(TerminalSafe.line(description))") }
                if model.isApproximate { lines.append("accuracy  approximate (city level)") }
                return lines.joined(separator: "\n") + "\n"
            },
            record: {
                RecordValue.object([
                    ("latitude", .number(model.latitude)), ("longitude", .number(model.longitude)),
                    ("source", .text(model.sourceText)), ("approximate", .flag(model.isApproximate)),
                    ("description", .text(model.description)),
                ])
            })
    }
}
