import DomainTestSupport
import Foundation
import XCTest

@testable import Places

/// One reading of every Overpass answer (issue 43, finding 6): the stream `nearby` reads as the answer arrives
/// (`OverpassNearbyStream`) and the whole reading `details` makes (`OverpassResponse`) accept and refuse the same
/// documents and find the same places in them: generated answers with every shape of element, members before and after
/// the elements, a second `elements`, top-level members around the 1 MiB frame cap, and damaged copies.
final class OverpassReadingsDifferentialTests: XCTestCase {
    private struct Outcome: Equatable {
        let remark: String?
        let hasElements: Bool
        let places: [String]
        let regions: [String?]
    }

    func test_streamAndWholeReadings_agreeOnEveryGeneratedAnswer() {
        var generator = SeededGenerator(seed: 43)
        var accepted = 0
        for round in 0..<600 {
            // Given
            var document = Self.document(using: &generator)
            if round % 3 == 2 { Self.damage(&document, using: &generator) }
            // (pieces of 1 or 7 bytes for the small answers: a debug build reads a MiB a byte at a time in seconds)
            let sizes = document.count > 100_000 ? [700, 4_096, document.count] : [1, 7, 700, 4_096, document.count]
            let pieces = sizes.randomElement(using: &generator) ?? 700

            // When
            let streamed = stream(document, pieces: pieces)
            let whole = whole(document)

            // Then
            XCTAssertEqual(
                streamed, whole, "round \(round), pieces of \(pieces): \(String(decoding: document.prefix(300), as: UTF8.self))")
            if streamed != nil { accepted += 1 }
        }
        XCTAssertGreaterThan(accepted, 200, "most generated answers are answers (\(accepted) of 600)")
    }

    func test_aSecondElementsMemberAndAFrameOverTheCap_areRefusedByBoth() {
        let padding = String(repeating: "x", count: JSONMemberStream.defaultFrameLimit)
        for text in [
            #"{"elements":[{"type":"node","id":1,"lat":1,"lon":2,"tags":{"amenity":"cafe","name":"A"}}],"elements":[]}"#,
            #"{"elements":[],"note":""# + padding + #""}"#,
        ] {
            let document = Data(text.utf8)
            XCTAssertNil(stream(document, pieces: 700), String(text.prefix(80)))
            XCTAssertNil(whole(document), String(text.prefix(80)))
        }
    }

    // MARK: - Helpers

    private let mapper = OSMMapper(
        now: { Date(timeIntervalSince1970: 1_795_476_600) })

    private func stream(_ document: Data, pieces size: Int) -> Outcome? {
        let sut = OverpassNearbyStream(mapper: mapper)
        sut.begin(atMost: document.count)
        for start in stride(from: 0, to: document.count, by: max(1, size)) {
            let accepted = document[start..<min(start + size, document.count)].withUnsafeBytes { sut.receive($0) }
            if !accepted { break }
        }
        guard let answer = try? sut.finish(), answer.errorPage == nil else { return nil }
        return Outcome(
            remark: answer.remark, hasElements: answer.hasElements, places: answer.places.map(\.placeID),
            regions: answer.places.map {
                [$0.attributes?.country, $0.attributes?.timeZone].map { $0 ?? "-" }.joined(separator: " ")
            })
    }

    private func whole(_ document: Data) -> Outcome? {
        guard let response = try? OverpassResponse(document) else { return nil }
        let region = OSMRegion(areas: response.areas)
        var seen = Set<String>()
        var places: [(String, String?)] = []
        do {
            try response.forEachElement { element in
                guard element.type != "area", let place = mapper.nearbyPlace(element, in: region),
                    seen.insert(place.placeID).inserted
                else { return }
                places.append(
                    (
                        place.placeID,
                        [place.attributes?.country, place.attributes?.timeZone].map { $0 ?? "-" }.joined(separator: " ")
                    ))
            }
        } catch {
            return nil
        }
        return Outcome(
            remark: response.remark, hasElements: response.hasElements, places: places.map(\.0), regions: places.map(\.1))
    }

    private static func document(using generator: inout SeededGenerator) -> Data {
        var members: [String] = []
        let elements = (0..<Int.random(in: 0...12, using: &generator)).map { _ in element(using: &generator) }
        switch Int.random(in: 0..<20, using: &generator) {
        case 0: break  // no elements at all: not an answer
        case 1: members.append(#""elements":{"a":1}"#)
        case 2: members += [#""elements":["# + elements.joined(separator: ",") + "]", #""elements":[]"#]
        default: members.append(#""elements":[ "# + elements.joined(separator: ",\n ") + " ]")
        }
        members.append(#""version":0.6"#)
        members.append(#""osm3s":{"timestamp_osm_base":"","copyright":"ODbL"}"#)
        if Bool.random(using: &generator) { members.append(#""remark":"runtime error: Query timed out""#) }
        if Int.random(in: 0..<8, using: &generator) == 0 {
            // A top-level member around the frame cap
            let size = JSONMemberStream.defaultFrameLimit + Int.random(in: -400...200, using: &generator)
            members.append(#""generator":""# + String(repeating: "g", count: max(0, size)) + "\"")
        }
        members.shuffle(using: &generator)
        return Data(("{" + members.joined(separator: ",") + "}").utf8)
    }

    private static func element(using generator: inout SeededGenerator) -> String {
        let id = Int.random(in: 1...40, using: &generator)
        let name = Bool.random(using: &generator) ? #","name":"Place \#(id)""# : ""
        switch Int.random(in: 0..<9, using: &generator) {
        case 0:
            return
                #"{"type":"area","id":36000\#(id),"tags":{"admin_level":"\#(id % 10)","timezone":"\#(["Europe/Paris", "Asia/Tokyo", "Nowhere/Else"][id % 3])","ISO3166-1":"\#(["FR", "JP", "FX", "EU"][id % 4])"}}"#
        case 1: return #"{"type":"way","id":\#(id),"center":{"lat":47.3,"lon":5.0},"tags":{"amenity":"restaurant"\#(name)}}"#
        case 2: return ["1", "\"x\"", "null", "[]", "{}"].randomElement(using: &generator) ?? "1"
        case 3: return #"{"type":"relation","id":\#(id),"tags":{"amenity":"bar"\#(name)}}"#
        case 4: return #"{"tags":{"amenity":"cafe"\#(name)},"id":\#(id),"type":"node","lon":5.01,"lat":47.31}"#
        default:
            return
                #"{"type":"node","id":\#(id),"lat":47.3\#(id),"lon":5.0,"tags":{"amenity":"cafe"\#(name),"opening_hours":"Mo-Su 08:00-20:00","diet:vegan":"yes"}}"#
        }
    }

    /// One byte changed, or the document cut short.
    private static func damage(_ document: inout Data, using generator: inout SeededGenerator) {
        guard !document.isEmpty else { return }
        let index = Int.random(in: 0..<document.count, using: &generator)
        if Bool.random(using: &generator) {
            document[index] =
                [UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: "\""), UInt8(ascii: "["), 0x00, 0x41]
                .randomElement(using: &generator) ?? 0
        } else {
            document = document.prefix(index)
        }
    }
}
