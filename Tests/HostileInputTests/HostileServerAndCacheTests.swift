import CLITestSupport
import Domain
import DomainTestSupport
import Foundation
import GRDB
import Networking
import NetworkingTestSupport
import Persistence
import Presentation
import XCTest

@testable import CLI

/// The Foodybite server's bodies mutated leaf by leaf, and cache and user-data rows damaged column by column:
/// nothing traps, every outcome is data or a `ServiceError`, and what is rendered is in its domain and safe.
final class HostileServerAndCacheTests: XCTestCase {
    private let terminal = TerminalCapabilities(isInteractive: true, usesColor: false, width: 100)

    func test_serverReviewList_survivesEveryMutation() async throws {
        let body = Data(
            #"""
            [{"restaurantID": "ChIJhRozr5Cd8kcRzXWVpd5wDvU", "authorName": "Ada", "reviewText": "Great", "rating": 4,
              "createdAt": "2025-05-01T00:00:00Z", "profileImageData": null}]
            """#.utf8)
        for variant in try JSONMutations.variants(of: body) {
            do {
                let reviews = try await makeAPI(variant.body).getReviews(placeID: nil)
                let rows = ReviewsPresenter(now: Date.init).rows(reviews: reviews, pending: [])
                XCTAssertTrue(rows.allSatisfy { (0...5).contains($0.stars) }, variant.path)
                for format in [ReportFormat.table, .json] {
                    assertRenderedTextIsSafe(
                        try ReviewsRenderer.render(rows, as: format, terminal: terminal), isJSON: format == .json, variant.path)
                }
            } catch is ServiceError {
                // A documented outcome.
            }
        }
    }

    func test_serverLoginAnswer_survivesEveryMutation() async throws {
        let body = Data(
            #"""
            {"user": {"id": "4F5D9C43-2C4E-4D56-9F45-8D2E7C1F0A11", "name": "Ada", "email": "ada@example.com",
              "profileImage": null}, "token": {"accessToken": "a", "refreshToken": "r"}}
            """#.utf8)
        for variant in try JSONMutations.variants(of: body) {
            do {
                let user = try await makeAPI(variant.body).login(email: "ada@example.com", password: "Passw0rd.")
                for format in [ReportFormat.table, .json] {
                    assertRenderedTextIsSafe(try UserRenderer.render(user, as: format), isJSON: format == .json, variant.path)
                }
            } catch is ServiceError {
                // A documented outcome.
            }
        }
    }

    func test_cacheAndOutboxRows_withAnyValueInAnyColumn_areReadWithoutTrapping() async throws {
        let hostile: [DatabaseValue] = [
            "x".databaseValue, .null, 1e300.databaseValue, (-1).databaseValue, Int64.max.databaseValue,
            Data([0, 1, 2]).databaseValue, String(repeating: "\u{1b}[2J", count: 10_000).databaseValue,
        ]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rows-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cacheURL = directory.appendingPathComponent("cache.sqlite")
        let dataURL = directory.appendingPathComponent("foodybite.sqlite")
        let cache = try CacheDatabase.open(at: cacheURL)
        let userData = try UserDataDatabase.open(at: dataURL)
        let query = NearbySearchQuery(location: try XCTUnwrap(Location(latitude: 47.322, longitude: 5.0415)), radius: 1000)
        let presenter = NearbyPlacesPresenter(distance: { _, _ in 10 }, providers: .sample)
        let outbox = SQLiteReviewOutbox(database: userData)

        for (url, table) in [(cacheURL, "place"), (cacheURL, "review"), (dataURL, "reviewOutbox")] {
            let columns = try await DatabaseQueue(path: url.path).read { db in try db.columns(in: table).map(\.name) }
            for column in columns where column != "id" {
                for value in hostile {
                    // Given one valid row, then one column of it overwritten with what the app never writes
                    try await seed(cache: cache, outbox: outbox, query: query)
                    try await DatabaseQueue(path: url.path).write { db in
                        try? db.execute(sql: "UPDATE \(table) SET \(column) = ?", arguments: [value])
                    }

                    // When / Then: read back and rendered without a trap
                    let places = try await SQLiteNearbyStore(database: cache).searchNearby(query).places
                    let rows = presenter.rows(for: places, query: query.ordered(by: .name))
                    for format in OutputFormat.allCases {
                        let text = try NearbyRenderer.render(
                            rows, as: format, terminal: terminal, page: MapPageSettings(library: .stub))
                        if format == .html {
                            assertPageIsSafe(text, "\(table).\(column)")
                        } else {
                            assertRenderedTextIsSafe(text, isJSON: [.json, .geojson].contains(format), "\(table).\(column)")
                        }
                    }
                    let reviews = try await SQLiteReviewStore(database: cache).getReviews(placeID: nil)
                    let pending = try outbox.pending(owner: nil)
                    let reviewRows = ReviewsPresenter(now: Date.init).rows(reviews: reviews, pending: pending)
                    assertRenderedTextIsSafe(
                        try ReviewsRenderer.render(reviewRows, as: .table, terminal: terminal), isJSON: false, column)
                    try await clear(cacheURL, dataURL)
                }
            }
        }
    }

    // MARK: - Helpers

    private func seed(cache: SQLiteDatabase, outbox: SQLiteReviewOutbox, query: NearbySearchQuery) async throws {
        let place = NearbyPlace(
            placeID: "ChIJx", name: "Bistro", location: query.location, rating: 4.5, userRatingsTotal: 10, isOpen: true,
            priceLevel: PriceLevel(2), address: "1 Rue", businessStatus: .operational,
            photo: Photo(reference: "places/x/photos/y", width: 10, height: 10))
        try await SQLiteNearbyStore(database: cache).save([place], at: Date())
        try await SQLiteReviewStore(database: cache).save(
            [Review(placeID: "ChIJx", authorName: "Ada", text: "Good", rating: 4, createdAt: Date())], at: Date())
        try outbox.add(
            placeID: "ChIJx", text: "Queued", stars: 5, createdAt: Date(), error: nil,
            owner: ReviewOwner(server: "http://s", accountID: UUID()), claimedUntil: nil)
    }

    private func clear(_ cache: URL, _ userData: URL) async throws {
        try await DatabaseQueue(path: cache.path).write { db in
            try db.execute(sql: "DELETE FROM place; DELETE FROM review")
        }
        try await DatabaseQueue(path: userData.path).write { db in try db.execute(sql: "DELETE FROM reviewOutbox") }
    }

    private func makeAPI(_ body: Data) -> APIService {
        let client = HTTPClientStub([.data(body)])
        return APIService(
            baseURL: URL(fileURLWithPath: "/"), client: client, authenticatedClient: client, store: InMemoryTokenStore())
    }

}
