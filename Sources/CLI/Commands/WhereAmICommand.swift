import ArgumentParser
import Domain
import Foundation

/// `foodybite whereami`: the location `nearby` would use, and where it comes from.
public struct WhereAmICommand: FoodybiteCommand {
    public static let configuration = CommandConfiguration(
        commandName: "whereami",
        abstract: "Print the location foodybite would search around, and its source.",
        discussion:
            "Sources, first that answers: --location, --near, FOODYBITE_LOCATION or config 'location', the saved home, IP geolocation."
    )

    @Option(
        name: .long, parsing: .unconditional, help: ArgumentHelp("A location, to check how it is read.", valueName: "lat,lng"))
    var location: String?
    @Option(help: ArgumentHelp("Resolve this text to a place.", valueName: "text")) var near: String?
    @Option(name: .customLong("places-api"), help: ArgumentHelp("Google API for --near.", valueName: "api")) var placesAPI:
        PlacesAPIChoice?
    @Option(help: "Output format: table or json.") var format: ConfigFormat = .table

    public init() {}

    public func run(with dependencies: Dependencies) async throws {
        let explicit = try location.map(Self.parse)
        let resolved = try await dependencies.resolveLocation(LocationRequest(explicit: explicit, near: near, api: placesAPI))
        switch format {
        case .table:
            var lines = [
                "location  \(resolved.location.latitude),\(resolved.location.longitude)",
                "source    \(Self.sourceName(resolved.source))",
            ]
            if let description = resolved.description { lines.append("about     \(description)") }
            if resolved.isApproximate { lines.append("accuracy  approximate (city level)") }
            dependencies.console.write(lines.joined(separator: "\n") + "\n")
        case .json:
            dependencies.console.write(
                try StructuredRenderer.json(
                    Record(
                        latitude: resolved.location.latitude, longitude: resolved.location.longitude,
                        source: Self.sourceName(resolved.source),
                        approximate: resolved.isApproximate, description: resolved.description)))
        }
    }

    static func parse(_ text: String) throws -> Location {
        do {
            return try LocationArgument.parse(text)
        } catch {
            throw ValidationError(error.message)
        }
    }

    static func sourceName(_ source: ResolvedLocation.Source) -> String {
        switch source {
        case .argument: return "--location"
        case .placeSearch: return "--near"
        case .environment: return "FOODYBITE_LOCATION or config"
        case .home: return "home (preferences)"
        case .ipGeolocation: return "IP geolocation"
        }
    }

    private struct Record: Encodable {
        let latitude: Double
        let longitude: Double
        let source: String
        let approximate: Bool
        let description: String?

        enum CodingKeys: String, CodingKey { case latitude, longitude, source, approximate, description }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(latitude, forKey: .latitude)
            try container.encode(longitude, forKey: .longitude)
            try container.encode(source, forKey: .source)
            try container.encode(approximate, forKey: .approximate)
            try container.encode(description, forKey: .description)
        }
    }
}
