import Domain
import DomainTestSupport
import Foundation
import XCTest

@testable import Presentation

/// What a row says of hours as written, in the place's own zone: the day named whenever it is not today there.
final class OpeningHoursTextTests: XCTestCase {
    func test_schedule_namesTheDayOfAChangeThatIsNotTodayInThePlacesZone_westOfUTC() throws {
        // Given Saturday 28 November 2026, 23:30 in New York (Sunday 04:30 UTC), a place closed until Sunday noon
        let now = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-29T04:30:00Z"))
        let sut = makeSUT(now: now)

        // When
        let closed = sut.schedule(for: place("Mo-Sa 11:00-23:00; Su 12:00-23:00", open: false))
        let late = sut.schedule(for: place("Mo-Su 18:00-01:00", open: true))
        let tonight = sut.schedule(for: place("Mo-Su 18:00-23:45", open: true))

        // Then
        XCTAssertEqual(closed?.text, "opens Sun 12:00")
        XCTAssertEqual(late?.text, "open until Sun 01:00")
        XCTAssertEqual(tonight?.text, "open until 23:45")
    }

    func test_schedule_saysTheTimeAloneForAChangeLaterTodayInThePlacesZone_eastOfUTC() throws {
        // Given Monday 23 November 2026, 08:00 in Tokyo (Sunday 23:00 UTC)
        let now = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-22T23:00:00Z"))
        let sut = makeSUT(now: now)

        // When
        let closed = sut.schedule(for: place("Mo-Su 11:00-22:00", open: false, zone: "Asia/Tokyo"))

        // Then
        XCTAssertEqual(closed?.text, "opens 11:00")
    }

    func test_atMoment_speaksOfTheMomentJudged_namingItsDayWhenItIsNotToday() throws {
        // Given Saturday 28 November 2026, 23:30 in New York, and moments on Sunday
        let now = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-29T04:30:00Z"))
        let sunday = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-29T17:30:00Z"))
        let tonight = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-29T04:40:00Z"))
        let sut = makeSUT(now: now)
        let hours = place("Mo-Sa 11:00-23:00; Su 12:00-14:00", open: false)

        // Then
        XCTAssertEqual(sut.atMoment(sunday, for: hours), "at Sun 12:30: open until 14:00")
        XCTAssertEqual(sut.atMoment(tonight, for: place("Mo-Su 00:00-24:00", open: true)), "at 23:40: open")
        // A place without hours of its own was kept by its provider's server: open then, in the user's zone
        XCTAssertEqual(
            sut.atMoment(sunday, for: NearbyPlace(placeID: "g", name: "g", location: makeLocation())), "at 17:30: open")
    }

    func test_schedule_saysMidnightForTheMidnightThatEndsTheDay_asPeopleDo() throws {
        // Given Tuesday 24 November 2026, 20:00 in New York, a place open until midnight, one until 01:00
        let now = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-25T01:00:00Z"))
        let sut = makeSUT(now: now)
        let arrival = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-25T02:00:00Z"))

        // When / Then (issue 66: "open until Wed 00:00" read as Wednesday night)
        XCTAssertEqual(sut.schedule(for: place("Mo-Su 18:00-24:00", open: true))?.text, "open until midnight")
        XCTAssertEqual(sut.schedule(for: place("Mo-Su 18:00-01:00", open: true))?.text, "open until Wed 01:00")
        XCTAssertEqual(sut.atMoment(arrival, for: place("Mo-Su 18:00-24:00", open: true)), "at 21:00: open until midnight")
        XCTAssertEqual(
            sut.onArrival(arrival, for: place("Mo-Su 18:00-24:00", open: true)), "open until midnight (arrive 21:00)")
        // an opening at midnight is the start of its day, named
        XCTAssertEqual(sut.schedule(for: place("Mo-Su 00:00-02:00", open: false))?.text, "opens Wed 00:00")
    }

    func test_schedule_ofAMergedRowWhoseStateIsNotItsHours_saysTheStateAlone() throws {
        // Given Tuesday 24 November 2026, 08:00 in New York: Google says open, OpenStreetMap's hours say it opens at 11:00
        let now = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-24T13:00:00Z"))
        let sut = makeSUT(now: now)
        let hours = PlaceAttributes(openingHours: "Mo-Su 11:00-22:00", country: "US", timeZone: "America/New_York")
        let sources = [
            ProviderRating(provider: .google, placeID: "g", rating: 4, userRatingsTotal: 10),
            ProviderRating(provider: .osm, placeID: "osm:node/1", rating: nil, userRatingsTotal: nil),
        ]
        func merged(open: Bool) -> NearbyPlace {
            NearbyPlace(
                placeID: "g", name: "A place", location: makeLocation(40.7128, -74.0060), isOpen: open, sources: sources,
                attributes: hours)
        }

        // When / Then: the state and its next change come from one source (issue 66: "open until Wed 11:00")
        let disagreeing = sut.schedule(for: merged(open: true))
        XCTAssertEqual(disagreeing?.text, "open")
        XCTAssertNil(disagreeing?.closesAt)
        XCTAssertEqual(sut.schedule(for: merged(open: false))?.text, "opens 11:00", "agreeing: the hours say when")
    }

    // MARK: - Helpers

    private func makeSUT(now: Date) -> OpeningHoursText {
        OpeningHoursText(now: { now }, timeZone: TimeZone(identifier: "UTC") ?? .current)
    }

    private func place(_ hours: String, open: Bool, zone: String = "America/New_York") -> NearbyPlace {
        NearbyPlace(
            placeID: "osm:node/1", name: "A place", location: makeLocation(40.7128, -74.0060), isOpen: open,
            attributes: PlaceAttributes(openingHours: hours, country: "US", timeZone: zone))
    }
}
