import ArgumentParser
import Domain
import Foundation
import Presentation

/// `foodybite reviews [PLACE_ID]`: the user's own reviews, pending ones marked.
public struct ReviewsCommand: FoodybiteCommand {
    public static let configuration = CommandConfiguration(
        commandName: "reviews", abstract: "List your reviews (of every place, or of one); pending ones are marked.")

    @OptionGroup var serverOptions: ServerOptions
    @Argument(help: "Only the reviews of this place.") var placeID: String?
    @OptionGroup var output: ReportOutputOptions

    public init() {}

    public func validate() throws {
        if let placeID { try PlaceIDRule.check(placeID) }
    }

    public func run(with dependencies: Dependencies) async throws {
        let rows = try await Self.rows(of: placeID, server: serverOptions.server, dependencies: dependencies)
        try dependencies.console.write(try ReviewsRenderer.render(rows, as: output.format, terminal: dependencies.terminal))
        if rows.isEmpty {
            dependencies.console.writeInfo(placeID.map { "No reviews of \($0) yet.\n" } ?? "No reviews yet.\n")
        }
        if let oldest = rows.compactMap(\.cachedAt).min() {
            dependencies.console.writeInfo(
                "foodybite: showing cached reviews (fetched \(RelativeAge.describe(from: oldest, to: dependencies.now())))\n")
        }
    }

    /// The user's reviews (of one place, or all) with those waiting in the outbox (`ReviewsDoor` too).
    static func rows(of placeID: String?, server: String?, dependencies: Dependencies) async throws -> [ReviewViewModel] {
        let services = try dependencies.makeAccountServices(server)
        let pending = try services.pendingReviews.pendingReviews().filter { placeID == nil || $0.placeID == placeID }
        let reviews: [Review]
        do {
            reviews = try await services.reviews.getReviews(placeID: placeID)
        } catch let error as ServiceError where !pending.isEmpty && [.unavailable, .temporary].contains(error.kind) {
            // The server cannot be reached and nothing is cached: what waits in the outbox is still worth showing.
            dependencies.console.writeError(
                "foodybite: warning: \(error.message): showing only the reviews waiting in the outbox\n")
            reviews = []
        }
        let names = PlaceLabel.names(of: Set(reviews.map(\.placeID) + pending.map(\.placeID)), dependencies)
        return ReviewsPresenter(now: dependencies.now).rows(reviews: reviews, pending: pending, names: names)
    }
}
