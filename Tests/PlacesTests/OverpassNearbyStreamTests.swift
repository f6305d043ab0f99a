import Domain
import FixtureSupport
import Foundation
import XCTest

@testable import Places

/// A nearby answer read as it arrives gives the places the whole answer gives, whatever pieces it comes in, whether
/// its areas come before or after its places, and forgets what it read when an answer begins again (a retry).
final class OverpassNearbyStreamTests: XCTestCase {
    private let areas = #"""
        {"type":"area","id":3600080500,"tags":{"admin_level":"2","ISO3166-1":"AU","name":"Australia"}},
        {"type":"area","id":3602316593,"tags":{"admin_level":"4","timezone":"Australia/Sydney"}}
        """#
    private let places = #"""
        {"type":"node","id":1,"lat":-33.87,"lon":151.2,"tags":{"amenity":"cafe","name":"Morning","opening_hours":"Mo-Su 07:00-12:00"}},
        {"type":"node","id":2,"lat":-33.87,"lon":151.2,"tags":{"amenity":"cafe","name":"Tagged","addr:country":"NZ","opening_hours":"Mo-Su 09:00-10:00"}},
        {"type":"node","id":1,"lat":-33.87,"lon":151.2,"tags":{"amenity":"cafe","name":"Morning again"}},
        {"type":"way","id":3,"center":{"lat":-33.88,"lon":151.21},"tags":{"shop":"bakery","name":"Pain"}}
        """#

    func test_finish_givesThePlacesOfTheWholeAnswer_whateverPiecesItArrivesIn() throws {
        // Given the answer as Overpass prints it: the areas first
        let body = answer(areas + ",\n" + places)
        let whole = try read(body, pieces: body.count)

        for size in [1, 3, 17, 256] {
            // When it arrives in pieces of `size` bytes
            let pieces = try read(body, pieces: size)

            // Then
            XCTAssertEqual(pieces.places, whole.places, "pieces of \(size)")
        }
        XCTAssertEqual(whole.places.map(\.placeID), ["osm:node/1", "osm:node/2", "osm:way/3"], "each place once")
        XCTAssertEqual(whole.places.first?.isOpen, true, "10:30 in Sydney")
        XCTAssertEqual(whole.places.map(\.attributes?.country), ["AU", "NZ", "AU"])
        XCTAssertTrue(whole.hasElements)
    }

    func test_finish_givesTheSamePlacesWhenTheAreasComeAfterThem() throws {
        // Given the same answer with its areas last (a server that did not follow the query's order)
        let first = try read(answer(areas + ",\n" + places), pieces: 64)

        // When
        let last = try read(answer(places + ",\n" + areas), pieces: 64)

        // Then
        XCTAssertEqual(last.places, first.places)
        XCTAssertEqual(last.places.map(\.attributes?.timeZone), ["Australia/Sydney", "Australia/Sydney", "Australia/Sydney"])
        XCTAssertEqual(last.places.map(\.isOpen), [true, false, nil])
    }

    func test_finish_keepsElementsOfDifferentTypesApart_whateverTheirIds() throws {
        // Given a way whose id, OR'd with the type bits, was a relation's (2^61 + 5 beside relation 5)
        let body = answer(
            #"""
            {"type":"relation","id":5,"center":{"lat":-33.87,"lon":151.2},"tags":{"amenity":"cafe","name":"R"}},
            {"type":"way","id":2305843009213693957,"center":{"lat":-33.87,"lon":151.2},"tags":{"amenity":"cafe","name":"W"}},
            {"type":"node","id":5,"lat":-33.87,"lon":151.2,"tags":{"amenity":"cafe","name":"N"}}
            """#)

        // When
        let places = try read(body, pieces: 7).places

        // Then each is its own place
        XCTAssertEqual(places.map(\.placeID), ["osm:relation/5", "osm:way/2305843009213693957", "osm:node/5"])
    }

    func test_begin_forgetsWhatWasReadBefore() throws {
        // Given half an answer read, then the connection lost
        let sut = OverpassNearbyStream(mapper: mapper)
        let body = answer(places)
        XCTAssertTrue(body.prefix(body.count / 2).withUnsafeBytes { sut.receive($0) })

        // When the request is sent again and the answer begins anew
        sut.begin(atMost: body.count)
        XCTAssertTrue(body.withUnsafeBytes { sut.receive($0) })

        // Then
        XCTAssertEqual(try sut.finish().places.map(\.placeID), ["osm:node/1", "osm:node/2", "osm:way/3"])
    }

    func test_receive_stopsAndFinishThrows_onAnswersThatAreNotJSONOrCutShort() {
        for body in [
            #"{"elements":[{"type":"node"}}]}"#, #"{"elements":[{"type":"node","id":1}"#, "<html>", #"{"elements":[1,]}"#,
        ] {
            // Given
            let sut = OverpassNearbyStream(mapper: mapper)

            // When
            _ = Data(body.utf8).withUnsafeBytes { sut.receive($0) }

            // Then
            XCTAssertThrowsError(try sut.finish(), body)
        }
    }

    func test_finish_saysWhetherTheAnswerHadElementsAndItsRemark() throws {
        // Given
        let sut = OverpassNearbyStream(mapper: mapper)
        _ = Data(#"{"remark":"runtime error: Query timed out","error":{}}"#.utf8).withUnsafeBytes { sut.receive($0) }

        // When
        let answer = try sut.finish()

        // Then
        XCTAssertFalse(answer.hasElements)
        XCTAssertEqual(answer.remark, "runtime error: Query timed out")
    }

    func test_finish_givesWhatTheRecordedAnswerGivesReadWhole() throws {
        // Given a recorded answer, read whole (`OverpassResponse`) and mapped element by element
        let body = try Fixtures.data("osm/overpass-dijon-sandbox.json")
        let response = try OverpassResponse(body)
        let region = OSMRegion(areas: response.areas)
        var expected: [NearbyPlace] = []
        try response.forEachElement { element in mapper.nearbyPlace(element, in: region).map { expected.append($0) } }

        // When
        let streamed = try read(body, pieces: 100)

        // Then
        XCTAssertEqual(streamed.places, expected)
        XCTAssertFalse(expected.isEmpty)
    }

    // MARK: - Helpers

    private var mapper: OSMMapper {
        // 2026-11-23T23:30:00Z: 10:30 in Sydney
        OSMMapper(
            now: { Date(timeIntervalSince1970: 1_795_476_600) })
    }

    private func answer(_ elements: String) -> Data {
        Data(("{\"version\":0.6,\"elements\":[\n" + elements + "\n]}").utf8)
    }

    private func read(_ body: Data, pieces size: Int) throws -> OverpassNearbyStream.Answer {
        let sut = OverpassNearbyStream(mapper: mapper)
        sut.begin(atMost: body.count)
        for start in stride(from: 0, to: body.count, by: size) {
            XCTAssertTrue(body[start..<min(start + size, body.count)].withUnsafeBytes { sut.receive($0) })
        }
        return try sut.finish()
    }
}
