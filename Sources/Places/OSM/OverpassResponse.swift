/// An Overpass API answer (`[out:json]`, `out center tags`): its elements, and `remark`, where Overpass reports a
/// query that failed on the server (a timeout, out of memory) in a 200 answer.
struct OverpassResponse: Decodable {
    @LenientList var elements: [OverpassElement]
    @Lenient var remark: String?
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
