import Domain
import Foundation
import GRDB
import Persistence
import Presentation
import XCTest

/// OpenStreetMap's map data in the cache (schema v6): kept with the place, and --diet, --wheelchair and
/// --outdoor-seating answered offline in SQL, as online; a malformed value says nothing and fails no search.
final class CacheAttributesTests: XCTestCase {
    func test_searchNearby_keepsMapDataAndFiltersOnItOffline() async throws {
        // Given
        let url = try temporaryStoreURL()
        let store = SQLiteNearbyStore(database: try CacheDatabase.open(at: url))
        let vegan = place("osm:node/1", PlaceAttributes(diets: [.vegan, .vegetarian], wheelchair: true, openingHours: "24/7"))
        let terrace = place("osm:node/2", PlaceAttributes(diets: [.vegetarian], outdoorSeating: true))
        try await store.save([vegan, terrace, place("ChIJgoogle", nil), place("osm:node/3", nil)], at: Date())
        try await DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "UPDATE place SET attributes = '{not json' WHERE placeID = 'osm:node/3'")
        }

        // When
        let ids = { (filters: AttributeFilters) in
            try await store.searchNearby(self.query(filters)).places.map(\.placeID).sorted()
        }

        // Then
        let all = try await store.searchNearby(query(.none)).places
        XCTAssertEqual(all.first { $0.placeID == "osm:node/1" }?.attributes, vegan.attributes)
        let cases: [(AttributeFilters, [String])] = [
            (AttributeFilters(diets: [.vegan]), ["osm:node/1"]),
            (AttributeFilters(diets: [.vegetarian]), ["osm:node/1", "osm:node/2"]),
            (AttributeFilters(diets: [.vegetarian], wheelchair: true), ["osm:node/1"]),
            (AttributeFilters(outdoorSeating: true), ["osm:node/2"]), (AttributeFilters(diets: [.halal]), []),
        ]
        for (filters, expected) in cases {
            let found = try await ids(filters)
            XCTAssertEqual(found, expected, "\(filters.flags)")
        }
    }

    func test_searchNearby_judgesHoursAsWrittenAtTheTimeOfAskingNotOfFetching() async throws {
        // Given places whose hours say open always, closed always, and something not understood, each saved with
        // the opposite (or a guess) as what was said when they were fetched; and one open always whose zone is unknown
        let store = SQLiteNearbyStore(database: try CacheDatabase.open(at: try temporaryStoreURL()))
        let always = NearbyPlace(
            placeID: "osm:node/1", name: "Always", location: centre, isOpen: false, types: ["restaurant"],
            attributes: PlaceAttributes(openingHours: "24/7", timeZone: "Europe/Paris"))
        let never = NearbyPlace(
            placeID: "osm:node/2", name: "Never", location: centre, isOpen: true, types: ["restaurant"],
            attributes: PlaceAttributes(openingHours: "off", timeZone: "Europe/Paris"))
        let unknown = NearbyPlace(
            placeID: "osm:node/3", name: "Unknown", location: centre, isOpen: true, types: ["restaurant"],
            attributes: PlaceAttributes(openingHours: "\"by appointment\"", timeZone: "Europe/Paris"))
        let zoneless = NearbyPlace(
            placeID: "osm:node/4", name: "Zoneless", location: centre, isOpen: true, types: ["restaurant"],
            attributes: PlaceAttributes(openingHours: "24/7"))
        let google = NearbyPlace(placeID: "ChIJopen", name: "Open", location: centre, isOpen: true, types: ["restaurant"])
        try await store.save([always, never, unknown, zoneless, google], at: Date())

        // When
        let open = try await store.searchNearby(NearbySearchQuery(location: centre, radius: 1000, openNow: true)).places
        let all = try await store.searchNearby(NearbySearchQuery(location: centre, radius: 1000)).places

        // Then
        XCTAssertEqual(Set(open.map(\.placeID)), ["osm:node/1", "ChIJopen"])
        let isOpen = Dictionary(uniqueKeysWithValues: all.map { ($0.placeID, $0.isOpen.map { $0 ? "open" : "closed" } ?? "?") })
        XCTAssertEqual(
            isOpen, ["osm:node/1": "open", "osm:node/2": "closed", "osm:node/3": "?", "osm:node/4": "?", "ChIJopen": "open"])
    }

    func test_searchNearby_offline_keepsGooglesPeriodsAndTheLocalName_andJudgesOpenNowAndOpenAtOnThem() async throws {
        // Given a Google place cached with its periods (open every day, all day) and a local name (issue 55:
        // `nearby --offline --open-at` said no place was cached: the periods were dropped when read back)
        let store = SQLiteNearbyStore(database: try CacheDatabase.open(at: try temporaryStoreURL()))
        let periods = OpeningPeriods(regular: (0..<7).map { OpeningPeriods.Span(day: $0, start: 0, minutes: 1_440) })
        let attributes = PlaceAttributes(timeZone: "Europe/Paris", periods: periods, localName: "Le Bouillon")
        let google = NearbyPlace(
            placeID: "ChIJperiods", name: "Bouillon", location: centre, isOpen: false, types: ["restaurant"],
            attributes: attributes)
        try await store.save([google], at: Date())
        let openAt = OpenAtFilter(try OpeningMoment("sun 12:30"), now: Date(), zone: TimeZone(identifier: "UTC") ?? .current)

        // When
        let all = try await store.searchNearby(NearbySearchQuery(location: centre, radius: 1000)).places
        let open = try await store.searchNearby(NearbySearchQuery(location: centre, radius: 1000, openNow: true)).places
        let at = try await store.searchNearby(query(AttributeFilters(openAt: openAt))).places

        // Then
        XCTAssertEqual(all.first?.attributes, attributes)
        XCTAssertEqual(open.map(\.placeID), ["ChIJperiods"])
        XCTAssertEqual(at.map(\.placeID), ["ChIJperiods"])
    }

    func test_searchNearby_offline_judgesPHByThePlacesCountry_andLeavesItUnknownWithoutOne() async throws {
        // Given the same hours, closed on public holidays, on a French place and on a place of no known country
        let holiday = Date(timeIntervalSince1970: 1_784_034_000)  // 2026-07-14T13:00:00Z: 14 July in UTC and Paris
        let hours = "Mo-Su 11:00-23:00; PH off"
        let places = [
            place("osm:node/1", PlaceAttributes(openingHours: hours, country: "fr", timeZone: "Europe/Paris")),
            place("osm:node/2", PlaceAttributes(openingHours: hours, timeZone: "Europe/Paris")),
        ]
        let url = try temporaryStoreURL()
        try await SQLiteNearbyStore(database: try CacheDatabase.open(at: url)).save(places, at: holiday)

        // When
        let onHoliday = try await store(at: url, now: holiday).searchNearby(query(openNow: true)).places
        let nextDay = try await store(at: url, now: holiday.addingTimeInterval(86_400)).searchNearby(query(openNow: true))
            .places

        // Then
        XCTAssertEqual(onHoliday.map(\.placeID), [], "closed on 14 July; the other unknown")
        XCTAssertEqual(nextDay.map(\.placeID), ["osm:node/1"], "open on the 15th; the other still unknown")
    }

    // MARK: - Helpers

    private func store(at url: URL, now: Date) throws -> SQLiteNearbyStore {
        SQLiteNearbyStore(database: try CacheDatabase.open(at: url), policy: CachePolicy(now: { now }))
    }

    private func query(openNow: Bool) -> NearbySearchQuery {
        NearbySearchQuery(location: centre, radius: 1000, openNow: openNow)
    }

    private func place(_ id: String, _ attributes: PlaceAttributes?) -> NearbyPlace {
        NearbyPlace(
            placeID: id, name: id, location: Location(latitude: 0.001, longitude: 0) ?? centre, types: ["restaurant"],
            attributes: attributes)
    }

    private var centre: Location {
        guard let origin = Location(latitude: 0, longitude: 0) else { preconditionFailure("the origin is on Earth") }
        return origin
    }

    private func query(_ filters: AttributeFilters) -> NearbySearchQuery {
        NearbySearchQuery(location: centre, radius: 1000, limit: 60, attributes: filters)
    }
}
