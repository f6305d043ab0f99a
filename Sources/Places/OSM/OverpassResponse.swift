/// An Overpass API answer (`[out:json]`, `out center tags`): its elements, and `remark`, where Overpass reports a
/// query that failed on the server (a timeout, out of memory) in a 200 answer. `elements` is nil when the body has
/// none, or not as a list (`{}`, `{"error": ...}`): that is not an answer, never an empty one.
struct OverpassResponse: Decodable {
    let elements: [OverpassElement]?
    let remark: String?

    private enum CodingKeys: String, CodingKey {
        case elements, remark
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        elements = (try? container.decodeIfPresent(LossyArray<OverpassElement>.self, forKey: .elements))?.elements
        remark = (try? container.decodeIfPresent(String.self, forKey: .remark)) ?? nil
    }
}

/// A node (`lat`, `lon`), or a way or relation placed at its `center`.
struct OverpassElement: Decodable {
    struct Center: Decodable {
        @Lenient var lat: Double?
        @Lenient var lon: Double?
    }

    @Lenient var type: String?
    @Lenient var id: Int64?
    @Lenient var lat: Double?
    @Lenient var lon: Double?
    @Lenient var center: Center?
    @Lenient var tags: OSMTags?
}
