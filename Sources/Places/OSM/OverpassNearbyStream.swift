import Domain
import Foundation
import Networking

/// A nearby answer of Overpass read as it arrives (`HTTPBodyStream`): the `elements` are handed out one at a time
/// (`JSONMemberStream`) and each becomes a place at once (`OverpassPlaces`), so a city's answer (tens of MiB) is
/// never held, only its places. The rest of the answer (`remark`, whether it has `elements` at all) is read at the
/// end, like the whole answer would be (`OverpassResponse`).
final class OverpassNearbyStream: HTTPBodyStream {
    /// What the answer said.
    struct Answer {
        let remark: String?
        let hasElements: Bool
        let places: [NearbyPlace]
    }

    private struct Reading {
        var document = JSONMemberStream(member: "elements")
        let places: OverpassPlaces
        var failure: (any Error)?
    }

    private let mapper: OSMMapper
    private let reading: Locked<Reading>

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
            let places = reading.places
            do {
                try reading.document.read(bytes) { try places.add($0) }
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
            let frame = try OverpassResponse(Data(reading.document.frame))
            return Answer(remark: frame.remark, hasElements: frame.hasElements, places: reading.places.finish())
        }
    }
}
