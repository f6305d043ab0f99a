import Foundation
import XCTest

/// `nearby --kind` (issue 22) with the real binary against the sandbox: the cafés of Dijon on Places API (New),
/// the legacy API, Foursquare and all merged, and no café among the restaurants; offline, `--changes`, the config
/// variable and the usage errors.
final class KindEndToEndTests: ClassSandboxTestCase {
    private let dijon = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--format", "json"]
    /// Dijon's cafés and coffee shops, nearest first (the sandbox's data set).
    private let cafes = ["Black Coffee Darcy", "Café du Théâtre", "WOLF coffee and toast"]

    func test_nearby_kindCafe_listsTheCafesAndNoRestaurantOnEveryProvider() throws {
        let foodybite = Foodybite.onBothProviders(try ClassSandbox.sandbox(for: Self.self))

        for extra in [[], ["--places-api", "legacy"], ["--provider", "foursquare"], ["--provider", "all"], ["--stars", "4"]] {
            // When
            let run = try foodybite.run(dijon + ["--kind", "cafe"] + extra)

            // Then
            XCTAssertEqual(run.code, 0, "\(extra): \(run.stderr)")
            XCTAssertEqual(run.jsonRows.map { $0["name"] as? String }, cafes, "\(extra): \(run.stdout)")
            XCTAssertEqual(Set(run.jsonRows.map { $0["kind"] as? String }), ["cafe"], "\(extra)")
            XCTAssertEqual(run.jsonRows.first?["type"] as? String, "coffee_shop", "\(extra)")
        }
        let foursquare = try foodybite.run(dijon + ["--kind", "cafe", "--provider", "foursquare"])
        XCTAssertEqual(foursquare.jsonRows.first?["category"] as? String, "Coffee Shop", "Foursquare's own word")
        let merged = try foodybite.run(dijon + ["--kind", "cafe", "--provider", "google,foursquare"])
        XCTAssertEqual(merged.jsonRows.first?["category"] as? String, "coffee_shop", "the first provider's (Google's)")
        XCTAssertTrue(
            merged.jsonRows.allSatisfy { $0["sources"] as? [String] == ["google", "foursquare"] }, merged.stdout)
    }

    func test_nearby_kindBarAndBakery_listTheirPlacesOnEveryProvider() throws {
        let foodybite = Foodybite.onBothProviders(try ClassSandbox.sandbox(for: Self.self))
        let bars = ["Le Comptoir à Vins", "The Dukes Pub", "Delirium Café Dijon"]

        for extra in [[], ["--places-api", "legacy"], ["--provider", "foursquare"], ["--provider", "all"]] {
            let barRun = try foodybite.run(dijon + ["--kind", "bar"] + extra)
            let both = try foodybite.run(dijon + ["--kind", "bakery,cafe", "--stars", "4.5"] + extra)

            XCTAssertEqual(barRun.jsonRows.map { $0["name"] as? String }, bars, "\(extra): \(barRun.stderr)")
            XCTAssertEqual(
                Set(both.jsonRows.compactMap { $0["kind"] as? String }), ["cafe", "bakery"], "\(extra): \(both.stdout)")
        }
    }

    func test_nearby_foursquareCuisinePizza_listsExactlyThePizzerias() throws {
        // Given the synthetic Milan (one place in six a pizzeria, each under Foursquare's Pizzeria category), in a
        // circle small enough that one unfiltered answer lists every restaurant
        let sandbox = try SandboxProcess(["--synthetic", "400"])
        defer { sandbox.stop() }
        let foodybite = Foodybite.onBothProviders(sandbox)
        let milan = ["nearby", "--location", "45.4642,9.1900", "--radius", "250", "--format", "json"]

        // When
        let pizza = try foodybite.run(milan + ["--provider", "foursquare", "--cuisine", "pizza", "--limit", "60"])
        let all = try foodybite.run(milan + ["--provider", "foursquare", "--limit", "60"])

        // Then

        XCTAssertEqual(pizza.code, 0, pizza.stderr)
        XCTAssertFalse(pizza.jsonRows.isEmpty, pizza.stderr)
        XCTAssertTrue(pizza.jsonRows.allSatisfy { $0["type"] as? String == "pizza_restaurant" }, pizza.stdout)
        let pizzeriasListed = all.jsonRows.filter { $0["type"] as? String == "pizza_restaurant" }.count
        XCTAssertLessThan(all.jsonRows.count, 60, "the unfiltered answer is whole")
        XCTAssertEqual(pizza.jsonRows.count, pizzeriasListed, "every pizzeria, and nothing else")
    }

    func test_nearby_withoutKind_listsNoCafe_andFastFoodNarrowsTheRestaurants() throws {
        let foodybite = Foodybite.onBothProviders(try ClassSandbox.sandbox(for: Self.self))

        let restaurants = try foodybite.run(dijon + ["--limit", "60", "--provider", "all"])
        let fastFood = try foodybite.run(dijon + ["--kind", "fast-food", "--places-api", "legacy"])

        XCTAssertEqual(restaurants.code, 0, restaurants.stderr)
        XCTAssertFalse(restaurants.jsonRows.isEmpty)
        XCTAssertTrue(restaurants.jsonRows.allSatisfy { $0["kind"] as? String != "cafe" }, restaurants.stdout)
        XCTAssertEqual(fastFood.code, 0, fastFood.stderr)
        XCTAssertEqual(fastFood.jsonRows.map { $0["kind"] as? String }, ["fast-food"], fastFood.stdout)
    }

    func test_nearby_kindCafeOffline_answersFromTheCacheWithTheCafesOnly() throws {
        var foodybite = Foodybite.onBothProviders(try ClassSandbox.sandbox(for: Self.self))
        foodybite.home = try Foodybite.makeHome(for: self)
        _ = try foodybite.run(dijon + ["--limit", "60"])
        _ = try foodybite.run(dijon + ["--kind", "cafe"])

        let offline = try foodybite.run(dijon + ["--kind", "cafe", "--offline"])
        let restaurantsOffline = try foodybite.run(dijon + ["--limit", "60", "--offline"])

        XCTAssertEqual(offline.code, 0, offline.stderr)
        XCTAssertEqual(offline.jsonRows.map { $0["name"] as? String }, cafes, offline.stderr)
        XCTAssertFalse(
            restaurantsOffline.jsonRows.contains { cafes.contains($0["name"] as? String ?? "") }, restaurantsOffline.stdout)
    }

    func test_nearby_changes_keepsEachKindsOwnRecord() throws {
        var foodybite = Foodybite.onBothProviders(try ClassSandbox.sandbox(for: Self.self))
        foodybite.home = try Foodybite.makeHome(for: self)
        let query = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--changes"]
        _ = try foodybite.run(query)
        _ = try foodybite.run(query)

        let firstCafes = try foodybite.run(query + ["--kind", "cafe"])
        let restaurantsAgain = try foodybite.run(query)

        XCTAssertEqual(firstCafes.code, 0, firstCafes.stderr)
        XCTAssertEqual(firstCafes.stdout, "", "a first run of the cafés reports no restaurant as gone")
        XCTAssertTrue(firstCafes.stderr.contains("first run"), firstCafes.stderr)
        XCTAssertEqual(restaurantsAgain.stdout, "", "the restaurants' record is untouched")
    }

    func test_nearby_unknownKind_isAUsageErrorListingTheKinds_andTheConfigVariableIsRead() throws {
        var foodybite = Foodybite.onBothProviders(try ClassSandbox.sandbox(for: Self.self))

        let unknown = try foodybite.run(dijon + ["--kind", "tea-room"])
        let cuisine = try foodybite.run(dijon + ["--kind", "cafe", "--cuisine", "pizza"])
        foodybite.extraEnvironment["FOODYBITE_KIND"] = "cafe"
        let configured = try foodybite.run(dijon)

        XCTAssertEqual(unknown.code, 64, unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("restaurant, cafe, bar, bakery, fast-food"), unknown.stderr)
        XCTAssertEqual(unknown.lineCountOnStderr, 1)
        XCTAssertEqual(cuisine.code, 64, cuisine.stderr)
        XCTAssertEqual(configured.jsonRows.map { $0["name"] as? String }, cafes, configured.stderr)
    }

    func test_details_saysWhatThePlaceIs_onEveryProvider() throws {
        let foodybite = Foodybite.onBothProviders(try ClassSandbox.sandbox(for: Self.self))
        let merged = try foodybite.run(dijon + ["--kind", "cafe", "--provider", "all"])
        let ids = try XCTUnwrap(merged.jsonRows.first?["placeIDs"] as? [String: String], merged.stdout)

        for (id, extra) in [(ids["google"], []), (ids["google"], ["--places-api", "legacy"]), (ids["foursquare"], [])] {
            // When
            let details = try foodybite.run(["details", try XCTUnwrap(id), "--format", "json"] + extra)
            let text = try foodybite.run(["details", try XCTUnwrap(id)] + extra)

            // Then
            XCTAssertEqual(details.code, 0, details.stderr)
            XCTAssertEqual(details.jsonObject?["kind"] as? String, "cafe", "\(extra): \(details.stdout)")
            XCTAssertTrue(text.stdout.contains("kind        cafe ("), text.stdout)
            XCTAssertNotNil(details.jsonObject?["category"] as? String, details.stdout)
        }
    }

    override class func setUp() { ClassSandbox.start(for: self) }
    override class func tearDown() { ClassSandbox.stop(for: self) }
}
