import Domain
import Foundation
import Networking

/// A nearby answer of Overpass read as it arrives (`HTTPBodyStream`): the `elements` are handed out one at a time
/// (`JSONMemberStream`) and each becomes a place at once (`OverpassPlaces`), so a city's answer (tens of MiB) is
/// never held, only its places. The rest of the answer (`remark`, whether it has `elements` at all) is read at the
/// end, like the whole answer would be (`OverpassResponse`). A body that starts as markup is Overpass's error page
/// (`OverpassErrorPage`): its start is kept for its words.
final class OverpassNearbyStream: HTTPBodyStream {
    /// What the answer said.
    struct Answer {
        let remark: String?
        let hasElements: Bool
        let places: [NearbyPlace]
        /// Overpass's words, when it sent its HTML error page instead of an answer (`OverpassErrorPage`).
        var errorPage: String?
    }

    private struct Reading {
        var document = JSONMemberStream(member: "elements")
        let places: OverpassPlaces
        var failure: (any Error)?
        /// Whether the body's first bytes (white space aside) were seen: `{` for an answer, `<` for a page.
        var started = false
        /// The first bytes of an HTML page, up to `OverpassErrorPage.maxBytes`.
        var page: Data?
    }

    private let mapper: OSMMapper
    private let reading: Locked<Reading>
    /// The reader's conventions where the search was asked (the body arrives on the HTTP client's own threads, where
    /// the task's are not set): the language whose `name:*` is read.
    private let conventions = Conventions.inUse

    init(mapper: OSMMapper) {
        self.mapper = mapper
        reading = Locked(Reading(places: OverpassPlaces(mapper: mapper, atMost: 0)))
    }

    func begin(atMost bytes: Int) {
        reading.withLock { $0 = Reading(places: OverpassPlaces(mapper: mapper, atMost: bytes)) }
    }

    func receive(_ bytes: UnsafeRawBufferPointer) -> Bool {
        reading.withLock { reading in
            guard reading.failure == nil else { return false }
            if !reading.started, let markup = OverpassErrorPage.isMarkup(bytes) {
                reading.started = true
                if markup { reading.page = Data() }
            }
            if var page = reading.page {
                page.append(contentsOf: bytes.prefix(OverpassErrorPage.maxBytes - page.count))
                reading.page = page
                return page.count < OverpassErrorPage.maxBytes
            }
            let places = reading.places
            do {
                try Conventions.$current.withValue(conventions) {
                    try reading.document.read(bytes) { try places.add($0) }
                }
                return true
            } catch {
                reading.failure = error
                return false
            }
        }
    }

    /// The answer, once the whole body was received; what could not be read throws.
    func finish() throws -> Answer {
        try reading.withLock { reading in
            if let failure = reading.failure { throw failure }
            if let page = reading.page {
                guard let words = OverpassErrorPage.words(in: page) else { throw JSONScanner.Malformed() }
                return Answer(remark: nil, hasElements: false, places: [], errorPage: words)
            }
            let frame = try OverpassResponse(Data(reading.document.frame))
            return Answer(remark: frame.remark, hasElements: frame.hasElements, places: reading.places.finish())
        }
    }
}
