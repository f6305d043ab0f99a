import Domain
import FixtureSupport
import Foundation
import XCTest

@testable import Places

/// `NewPlacesSearchReader` against the reference it replaces, `JSONDecoder` over the same lenient DTOs: on recorded
/// answers, a hostile one, every member of the wrong type at every level, and generated bodies; the same places,
/// hours, page token and routing summaries, and a body one refuses the other refuses.
final class NewPlacesSearchReaderTests: XCTestCase {
    func test_response_readsRecordedAndHostileBodies_asJSONDecoderDoes() throws {
        for name in ["google-places/places-v1-searchNearby-restaurants-Dijon.json", "hostile/absurd-numbers-new.json"] {
            let data = try Data(contentsOf: Fixtures.directory.appendingPathComponent(name))
            try assertSame(data, name)
        }
    }

    func test_response_readsEveryMemberOfTheWrongTypeAsJSONDecoderDoes() throws {
        let place = """
            {"id":"ChIJa","displayName":{"text":"A","languageCode":"fr"},"location":{"latitude":47.3,"longitude":5.04},
            "rating":4.5,"userRatingCount":12,"priceLevel":"PRICE_LEVEL_MODERATE","shortFormattedAddress":"1 Rue",
            "formattedAddress":"1 Rue, Dijon","businessStatus":"OPERATIONAL","primaryType":"restaurant",
            "types":["restaurant","food"],"photos":[{"name":"places/a/photos/b","widthPx":400,"heightPx":300}],
            "timeZone":{"id":"Europe/Paris"},
            "currentOpeningHours":{"openNow":true,"weekdayDescriptions":["Monday: 9 AM"],
            "periods":[{"open":{"day":1,"hour":9,"minute":0,"date":{"year":2026,"month":11,"day":23}},
            "close":{"day":1,"hour":17,"minute":30,"date":{"year":2026,"month":11,"day":23}}}],
            "specialDays":[{"date":{"year":2026,"month":12,"day":25}}]},
            "regularOpeningHours":{"periods":[{"open":{"day":0,"hour":0,"minute":0}}]}}
            """
        try assertSame(Data("{\"places\":[\(place)],\"nextPageToken\":\"t\"}".utf8), "a whole place")
        // Each member replaced by a value of each other type, and by null, one at a time
        let replacements = ["null", "\"x\"", "7", "7.5", "true", "[1]", "{\"a\":1}", "[\"a\",1]", "-0", "1e400"]
        let members = [
            "\"id\":\"ChIJa\"", "\"text\":\"A\"", "\"latitude\":47.3", "\"rating\":4.5", "\"userRatingCount\":12",
            "\"types\":[\"restaurant\",\"food\"]", "\"widthPx\":400", "\"name\":\"places/a/photos/b\"", "\"openNow\":true",
            "\"day\":1", "\"year\":2026", "\"date\":{\"year\":2026,\"month\":12,\"day\":25}", "\"id\":\"Europe/Paris\"",
            "\"periods\":[{\"open\":{\"day\":0,\"hour\":0,\"minute\":0}}]", "\"weekdayDescriptions\":[\"Monday: 9 AM\"]",
            "\"photos\":[{\"name\":\"places/a/photos/b\",\"widthPx\":400,\"heightPx\":300}]",
        ]
        for member in members {
            let key = member.prefix { $0 != ":" }
            for replacement in replacements {
                let changed = place.replacingOccurrences(of: member, with: key + ":" + replacement)
                try assertSame(Data("{\"places\":[\(changed)]}".utf8), "\(key) = \(replacement)")
            }
        }
        let twice =
            #"{"places":[{"id":"ChIJa","rating":4.5,"rating":1,"location":{"latitude":1,"longitude":2},"#
            + #""location":{"latitude":3}}],"places":[]}"#
        try assertSame(Data(twice.utf8), "keys written twice")
        let summaries =
            #"{"places":[{},{"id":1},7],"routingSummaries":[{"legs":[{"duration":"60s","distanceMeters":80}]},{"legs":[]},null,{"legs":[{"distanceMeters":"x"}]}]}"#
        try assertSame(Data(summaries.utf8), "summaries")
    }

    func test_response_refusesWhatJSONDecoderRefuses_andJSONItLeftUnread() {
        for body in ["", "[]", "{", "{\"places\":[}", "{\"places\":[]} x", "null"] {
            let decoded = try? JSONDecoder().decode(NewPlacesSearchResponse.self, from: Data(body.utf8))
            let read = try? NewPlacesSearchReader.response(Data(body.utf8))
            XCTAssertNil(decoded, body)
            XCTAssertNil(read, body)
        }
        // Strict RFC 8259 all through: an escape JSON has not, in a value JSONDecoder never looked at, is refused too
        XCTAssertNil(try? NewPlacesSearchReader.response(Data(#"{"places":"\q"}"#.utf8)))
    }

    // MARK: - Helpers

    private func assertSame(_ data: Data, _ label: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let decoded = try JSONDecoder().decode(NewPlacesSearchResponse.self, from: data)
        let read = try NewPlacesSearchReader.response(data)
        XCTAssertEqual(
            read.places.compactMap(NewPlacesMapper.nearbyPlace), decoded.places.compactMap(NewPlacesMapper.nearbyPlace),
            label, file: file, line: line)
        XCTAssertEqual(read.places.count, decoded.places.count, label, file: file, line: line)
        XCTAssertEqual(
            read.places.map(NewPlacesHours.periods), decoded.places.map(NewPlacesHours.periods), label, file: file, line: line)
        XCTAssertEqual(read.places.map { $0.timeZone?.id }, decoded.places.map { $0.timeZone?.id }, label, file: file, line: line)
        XCTAssertEqual(
            read.places.map { $0.currentOpeningHours?.weekdayDescriptions },
            decoded.places.map { $0.currentOpeningHours?.weekdayDescriptions }, label, file: file, line: line)
        XCTAssertEqual(read.places.map(\.photos.count), decoded.places.map(\.photos.count), label, file: file, line: line)
        XCTAssertEqual(read.nextPageToken, decoded.nextPageToken, label, file: file, line: line)
        XCTAssertEqual(
            read.routingSummaries.map { $0.legs.map { "\($0.duration ?? "-") \($0.distanceMeters ?? -1)" } },
            decoded.routingSummaries.map { $0.legs.map { "\($0.duration ?? "-") \($0.distanceMeters ?? -1)" } }, label,
            file: file, line: line)
    }
}
