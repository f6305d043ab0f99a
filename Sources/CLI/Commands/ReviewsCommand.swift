import ArgumentParser
import Domain
import Foundation
import Presentation

/// `foodybite reviews [PLACE_ID]`: the user's own reviews, pending ones marked.
struct ReviewsCommand: FoodybiteCommand {
    static let configuration = CommandConfiguration(
        commandName: "reviews", abstract: "List your reviews (of every place, or of one); pending ones are marked.")

    @OptionGroup var serverOptions: ServerOptions
    @Argument(help: "Only the reviews of this place.") var placeID: String?
    @OptionGroup var output: ReportOutputOptions

    func validate() throws {
        if let placeID { try PlaceIDRule.checkArgument(placeID) }
    }

    func run(with dependencies: Dependencies) async throws {
        let rows = try await ReviewsDoor.rows(of: placeID, server: serverOptions.server, services: dependencies.services)
        try dependencies.services.console.write(
            try ReviewsRenderer.render(rows, as: output.format, terminal: dependencies.terminal))
        if rows.isEmpty {
            dependencies.services.console.writeInfo(placeID.map { "No reviews of \($0) yet.\n" } ?? "No reviews yet.\n")
        }
        if let oldest = rows.compactMap(\.cachedAt).min() {
            dependencies.services.console.writeInfo(
                "foodybite: showing cached reviews (fetched \(RelativeAge.describe(from: oldest, to: dependencies.services.now())))\n"
            )
        }
    }
}
