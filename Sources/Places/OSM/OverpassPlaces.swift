import Domain

/// The places of a nearby answer, gathered one element at a time as the answer is read (`OverpassNearbyStream`):
/// each element mapped at once (`OSMMapper`, the values places share kept once: `OSMInterner`) and dropped, each
/// place once (its type and id: Overpass sends each once, a hostile server may not). The areas come first, as the
/// query asks (`OverpassQuery`); a server that sends them after places gets the same answer: those places are
/// placed again in the region the areas make, at the end.
final class OverpassPlaces {
    private let mapper: OSMMapper
    private var interner = OSMInterner()
    /// Each place's type and id: kept apart, so that no id of one type can stand for another's.
    private var seen = Set<ElementID>()
    /// Room for as many places as the answer's bytes can hold: never grown (an array grown by doubling holds, while
    /// it grows, its old storage and one twice as large: 300,000 places, 96 MB for 36). Room not written to is never
    /// touched, so it costs address space, not memory.
    private var places: [NearbyPlace] = []
    /// Whether each place's country is its own (`addr:country`), not its region's.
    private var ownCountry: [Bool] = []
    private var region = OSMRegion.none
    /// How many places were mapped before the last area came.
    private var placedBeforeRegion = 0

    /// Fewer bytes than any place takes in an answer (`{"type":"node","id":1,"lat":0,"lon":0,"tags":{"name":""}}` is
    /// 57): the room reserved is never too small (were it, the array would grow all the same).
    static let smallestPlace = 56

    /// For an answer of at most `bytes`.
    init(mapper: OSMMapper, atMost bytes: Int) {
        self.mapper = mapper
        places.reserveCapacity(max(0, bytes) / Self.smallestPlace)
    }

    /// An element of the answer, read from its bytes (`JSONScanner`, strictly); one that is not an object is passed
    /// over, checked.
    func add(_ bytes: UnsafeRawBufferPointer) throws {
        var scanner = JSONScanner(bytes)
        guard scanner.peek() == UInt8(ascii: "{") else {
            try scanner.skipValue()
            guard scanner.peek() == nil else { throw JSONScanner.Malformed() }
            return
        }
        let element = try OverpassElement(reading: &scanner)
        guard scanner.peek() == nil else { throw JSONScanner.Malformed() }
        add(element)
    }

    private func add(_ element: OverpassElement) {
        if element.type == "area" {
            if let tags = element.tags { region.add(tags) }
            placedBeforeRegion = places.count
            return
        }
        guard let id = element.id, let type = element.type.flatMap(ElementID.Kind.init(rawValue:)),
            let place = mapper.nearbyPlace(element, in: region, interner: &interner),
            seen.insert(ElementID(kind: type, id: id)).inserted
        else { return }
        places.append(place)
        ownCountry.append(element.tags?["addr:country"].flatMap(PlaceAttributes.countryCode) != nil)
    }

    /// The places, in the answer's order, each in the region of all the answer's areas.
    func finish() -> [NearbyPlace] {
        for index in 0..<placedBeforeRegion {
            places[index] = mapper.place(places[index], ownCountry: ownCountry[index], in: region, interner: &interner)
        }
        placedBeforeRegion = 0
        return places
    }

    /// An element's type and id.
    private struct ElementID: Hashable {
        enum Kind: String {
            case node, way, relation
        }

        let kind: Kind
        let id: Int64
    }
}
