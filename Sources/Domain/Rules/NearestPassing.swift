extension NearbySearchQuery {
    /// "The `limit` nearest places that pass", selected here and nowhere else (the merging of the providers' answers,
    /// the places whose travel times are asked, the rows shown, the rows along a route): the places this query admits
    /// on what they say (`admitsAttributes`), each once by id, whose `measure` is within reach (nil: outside the
    /// circle or the corridor, or too far to travel), the `limit` least by it (ties by id), least first, each with its
    /// measure. A city's answer is hundreds of thousands of places: none is copied before it is chosen. Inlinable, so
    /// that each caller gets it made for its measure (unspecialized, the sort alone cost 1.4 M instructions a run).
    @inlinable
    public func nearestPassing<Measure: Comparable>(
        _ places: [NearbyPlace], limit: Int? = nil, measure: (NearbyPlace) -> Measure?
    ) -> [(place: NearbyPlace, measure: Measure)] {
        var candidates: [(index: Int, measure: Measure)] = []
        forEachPassing(places, measure: measure) { candidates.append(($0, $1)) }
        let count = min(limit ?? self.limit, candidates.count)
        guard count > 0 else { return [] }
        candidates.sort { lhs, rhs in
            lhs.measure != rhs.measure ? lhs.measure < rhs.measure : places[lhs.index].placeID < places[rhs.index].placeID
        }
        return candidates.prefix(count).map { (places[$0.index], $0.measure) }
    }

    /// How many of `places` pass (each id once), counted without holding them: a city's answer has 300,000 (issue 66:
    /// holding them to count them made its peak 146-180 MB).
    @inlinable
    public func countPassing<Measure>(_ places: [NearbyPlace], measure: (NearbyPlace) -> Measure?) -> Int {
        var count = 0
        forEachPassing(places, measure: measure) { _, _ in count += 1 }
        return count
    }

    @inlinable
    func forEachPassing<Measure>(
        _ places: [NearbyPlace], measure: (NearbyPlace) -> Measure?, _ body: (Int, Measure) -> Void
    ) {
        var seen = Set<String>()
        for (index, place) in places.enumerated() where seen.insert(place.placeID).inserted && admitsAttributes(of: place) {
            if let value = measure(place) { body(index, value) }
        }
    }

    /// The metres from the centre to a place inside the search's area (the corridor along a route, else the circle),
    /// nil outside it.
    public func metresInside(_ place: NearbyPlace) -> Double? {
        if let corridor, corridor.position(of: place.location).off > corridor.width { return nil }
        let meters = GreatCircle.meters(from: location, to: place.location)
        return corridor != nil || meters <= Double(radius) ? meters : nil
    }
}
