import Domain

/// The places of a nearby answer, gathered one element at a time as the answer is read (`OverpassNearbyStream`):
/// each element mapped at once (`OSMMapper`, the values places share kept once: `OSMInterner`) and dropped, each
/// place once (its type and id: Overpass sends each once, a hostile server may not). The areas come first, as the
/// query asks (`OverpassQuery`), each then followed by the places outside it (an area's id without tags, then ids
/// without tags): a place's region is made of the areas that hold it, so that near a border each place has its own
/// clock and holidays. A server that sends the areas after places gets the region of all of them: those places are
/// placed again in it, at the end.
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
    /// The areas with tags, in the answer's order.
    private var areas: [(id: Int64, tags: OSMTags)] = []
    /// The places outside each area (by the area's id), and the area whose outside is being listed.
    private var outside: [Int64: Set<ElementID>] = [:]
    private var listing: Int64?
    /// The region of each set of areas a place is outside of, made once.
    private var regions: [Set<Int64>: OSMRegion] = [:]

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
            guard let tags = element.tags else {
                listing = element.id
                return
            }
            region.add(tags)
            if let id = element.id { areas.append((id, tags)) }
            regions = [:]
            placedBeforeRegion = places.count
            return
        }
        guard let id = element.id, let type = element.type.flatMap(ElementID.Kind.init(rawValue:)) else { return }
        let elementID = ElementID(kind: type, id: id)
        guard element.tags != nil else {
            if let listing { outside[listing, default: []].insert(elementID) }
            return
        }
        guard let place = mapper.nearbyPlace(element, in: region(of: elementID), interner: &interner),
            seen.insert(elementID).inserted
        else { return }
        places.append(place)
        ownCountry.append(element.tags?["addr:country"].flatMap(PlaceAttributes.countryCode) != nil)
    }

    /// The region of the areas that hold a place: all of them, but those it is listed outside of.
    private func region(of element: ElementID) -> OSMRegion {
        guard !outside.isEmpty else { return region }
        let away = Set(outside.compactMap { $0.value.contains(element) ? $0.key : nil })
        guard !away.isEmpty else { return region }
        if let known = regions[away] { return known }
        let own = OSMRegion(tags: areas.filter { !away.contains($0.id) }.map(\.tags))
        regions[away] = own
        return own
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
