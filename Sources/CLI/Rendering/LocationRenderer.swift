import Presentation

/// `whereami` as labelled lines, or `{latitude, longitude, source, approximate, description}`.
enum LocationRenderer {
    static func render(_ model: LocationViewModel, as format: ReportFormat) throws -> String {
        switch format {
        case .table:
            var lines = ["location  \(model.latitude),\(model.longitude)", "source    \(model.sourceText)"]
            if let description = model.description { lines.append("about     \(TerminalSafe.line(description))") }
            if model.isApproximate { lines.append("accuracy  approximate (city level)") }
            return lines.joined(separator: "\n") + "\n"
        case .json:
            return try StructuredRenderer.json(Record(model: model))
        }
    }

    private struct Record: Encodable {
        let model: LocationViewModel

        enum CodingKeys: String, CodingKey { case latitude, longitude, source, approximate, description }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(model.latitude, forKey: .latitude)
            try container.encode(model.longitude, forKey: .longitude)
            try container.encode(model.sourceText, forKey: .source)
            try container.encode(model.isApproximate, forKey: .approximate)
            try container.encode(model.description, forKey: .description)
        }
    }
}
