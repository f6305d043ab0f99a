import Foundation
import XCTest

/// `photo`, `search` and `favorites` through the real binary, on both APIs.
final class PlaceToolsEndToEndTests: ClassSandboxTestCase {
    override class func setUp() { ClassSandbox.start(for: self) }
    override class func tearDown() { ClassSandbox.stop(for: self) }
    private func sharedSandbox() throws -> SandboxProcess { try ClassSandbox.sandbox(for: Self.self) }

    private let googleSydney = "ChIJN1t_tDeuEmsRUsoyG83frY4"
    private let bouillon = "ChIJhRozr5Cd8kcRzXWVpd5wDvU"

    func test_photo_writesAJPEGOnBothAPIsRefusesToOverwriteAndWritesToStdout() throws {
        let sandbox = try sharedSandbox()
        var foodybite = Foodybite(sandbox: sandbox)
        let home = try Foodybite.makeHome(for: self)
        foodybite.home = home
        let file = home.appendingPathComponent("photo.jpg").path

        let new = try foodybite.run(["photo", googleSydney, "--output", file])
        XCTAssertEqual(new.code, 0, new.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: file)).prefix(2), Data([0xFF, 0xD8]))

        let again = try foodybite.run(["photo", googleSydney, "--output", file, "--places-api", "legacy"])
        XCTAssertEqual(again.code, 64)
        XCTAssertTrue(again.stderr.contains("--force"))
        let forced = try foodybite.run(["photo", googleSydney, "--output", file, "--places-api", "legacy", "--force"])
        XCTAssertEqual(forced.code, 0, forced.stderr)

        let stdout = try foodybite.run(["photo", googleSydney, "--output", "-"])
        XCTAssertEqual(stdout.code, 0)
        XCTAssertTrue(stdout.stdout.utf8.count > 1000)

        var rejected = foodybite
        rejected.key = "invalid-key-photo"
        let denied = try rejected.run([
            "photo", "--ref", "AnyLegacyReference", "--output", home.appendingPathComponent("x.jpg").path,
        ])
        XCTAssertEqual(denied.code, 77, denied.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: home.appendingPathComponent("x.jpg").path))
    }

    func test_search_findsPlacesByNameOnBothAPIsAndShowsDetails() throws {
        let sandbox = try sharedSandbox()
        let foodybite = Foodybite(sandbox: sandbox)

        for api in ["new", "legacy"] {
            let result = try foodybite.run(["search", "Bouill", "--format", "json", "--places-api", api])
            XCTAssertEqual(result.code, 0, result.stderr)
            XCTAssertTrue(result.stdout.contains(bouillon), "\(api): \(result.stdout)")
        }
        let details = try foodybite.run(["search", "Bouillon", "--details"])
        XCTAssertTrue(details.stdout.hasPrefix("Bouillon Notre Dame\n"), details.stdout)
        let nothing = try foodybite.run(["search", "zzzqqq"])
        XCTAssertEqual(nothing.code, 0)
        XCTAssertEqual(nothing.stdout, "")
    }

    func test_searchAndFavorites_writeGeoJSONWithEachPlacesLocation_onBothAPIs() throws {
        // Given
        var foodybite = Foodybite(sandbox: try sharedSandbox())
        foodybite.home = try Foodybite.makeHome(for: self)
        let bouillon = "ChIJhRozr5Cd8kcRzXWVpd5wDvU"

        for api in ["new", "legacy"] {
            // When
            let search = try foodybite.run(
                ["search", "bouillon", "--location", "47.322,5.0415", "--format", "geojson", "--places-api", api])

            // Then
            XCTAssertEqual(search.code, 0, search.stderr)
            let features = try XCTUnwrap(
                (JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [String: Any])?["features"] as? [[String: Any]])
            let first = try XCTUnwrap(features.first)
            XCTAssertEqual((first["properties"] as? [String: Any])?["placeID"] as? String, bouillon, api)
            XCTAssertEqual((first["geometry"] as? [String: Any])?["coordinates"] as? [Double], [5.039174, 47.3221384], api)
        }

        // When the place is a favourite (its details cached by the search), next to one never seen
        XCTAssertEqual(try foodybite.run(["favorites", "add", bouillon]).code, 0)
        XCTAssertEqual(try foodybite.run(["favorites", "add", "ChIJnotcachedanywhere"]).code, 0)
        let favorites = try foodybite.run(["favorites", "list", "--format", "geojson"])

        // Then
        XCTAssertEqual(favorites.code, 0, favorites.stderr)
        let listed = try XCTUnwrap(
            (JSONSerialization.jsonObject(with: Data(favorites.stdout.utf8)) as? [String: Any])?["features"] as? [[String: Any]])
        XCTAssertEqual(listed.count, 2)
        XCTAssertEqual((listed[0]["geometry"] as? [String: Any])?["coordinates"] as? [Double], [5.039174, 47.3221384])
        XCTAssertTrue(listed[1]["geometry"] is NSNull, "an unknown location is a null geometry")
    }

    func test_favorites_areUniquePersistentListedWithCachedDetailsAndFilterNearby() throws {
        let sandbox = try sharedSandbox()
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.home = try Foodybite.makeHome(for: self)

        let added = try foodybite.run(["favorites", "add", bouillon])
        XCTAssertEqual(added.code, 0)
        XCTAssertEqual(added.stderr, "Bouillon Notre Dame (\(bouillon)) added to favourites.\n", "its details were recorded")
        XCTAssertTrue(try foodybite.run(["favorites", "add", bouillon]).stderr.contains("already"))
        let list = try foodybite.run(["favorites", "list", "--location", "47.3220,5.0415", "--format", "json"])
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(rows.count, 1)
        XCTAssertEqual(rows.first?["name"] as? String, "Bouillon Notre Dame")
        XCTAssertEqual(rows.first?["distanceMeters"] as? Int, 176)

        let nearby = try foodybite.run([
            "nearby", "--location", "47.3220,5.0415", "--radius", "1000", "--favorites", "--format", "json",
        ])
        XCTAssertEqual(nearby.jsonRows.compactMap { $0["placeID"] as? String }, [bouillon])

        XCTAssertEqual(try foodybite.run(["favorites", "remove", bouillon]).code, 0)
        XCTAssertEqual(try foodybite.run(["favorites", "remove", bouillon]).code, 69)
        XCTAssertEqual(try foodybite.run(["favorites", "list"]).stdout, "")
    }

    func test_favoritesAdd_withoutAKeyKeepsThePlaceAndSaysWhenItsNameWillAppear() throws {
        var foodybite = Foodybite(sandbox: nil)
        foodybite.key = nil
        foodybite.home = try Foodybite.makeHome(for: self)

        let added = try foodybite.run(["favorites", "add", bouillon])

        XCTAssertEqual(added.code, 0, added.stderr)
        XCTAssertTrue(added.stderr.contains("its name will appear after 'foodybite details \(bouillon)'"), added.stderr)
        let list = try foodybite.run(["favorites", "list", "--format", "json"])
        XCTAssertTrue(list.stdout.contains(bouillon), list.stdout)
    }
}
