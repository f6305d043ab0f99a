import Foundation

/// The searches both APIs share, over the data set.
struct PlaceSearch: Sendable {
    let dataset: Dataset
    /// Google's circle is loose: it returns some places a little outside the radius. This is how much (0.1 = 10%).
    let radiusSlack: Double

    struct Circle {
        let latitude: Double
        let longitude: Double
        let radius: Double
    }

    /// Places in the circle (with the slack) having one of `types` (any type when empty), nearest first or most
    /// prominent first.
    func nearby(_ circle: Circle, types: [String], primaryTypes: [String] = [], byDistance: Bool) -> [SandboxPlace] {
        let found = dataset.places.filter { place in
            distance(place, circle) <= circle.radius * (1 + radiusSlack)
                && (types.isEmpty || types.contains { place.allTypes.contains($0) })
                && (primaryTypes.isEmpty || primaryTypes.contains { place.primaryType == $0 })
        }
        return rank(found, around: circle, byDistance: byDistance)
    }

    /// Places matching every significant word of `text` (in the name, address, types or neighbourhood).
    func text(_ text: String, bias: Circle?, type: String?) -> [SandboxPlace] {
        let words = Self.words(text).filter { !Self.stopWords.contains($0) }
        let found = dataset.places.filter { place in
            let haystack = dataset.words(of: place) { place in
                Self.words(
                    [place.name ?? "", place.formattedAddress ?? "", place.vicinity ?? "", place.neighbourhood]
                        .joined(separator: " ") + " "
                        + place.allTypes.joined(separator: " ").replacingOccurrences(of: "_", with: " "))
            }
            let matchesWords =
                !words.isEmpty
                && words.allSatisfy { word in
                    haystack.contains { $0 == word || $0 == Self.singular(word) || Self.singular($0) == Self.singular(word) }
                }
            return matchesWords && (type == nil || place.allTypes.contains(type ?? ""))
        }
        return bias.map { rank(found, around: $0, byDistance: false) } ?? found.sorted { $0.prominence > $1.prominence }
    }

    /// Places whose name has a word starting with `input` (or contains it), nearest or most prominent first.
    func autocomplete(_ input: String, bias: Circle?, types: [String]) -> [SandboxPlace] {
        let needle = Self.fold(input.trimmingCharacters(in: .whitespaces))
        guard !needle.isEmpty else { return [] }
        let found = dataset.places.filter { place in
            let name = Self.fold(place.name ?? "")
            return (name.hasPrefix(needle) || name.contains(" " + needle) || (needle.count >= 3 && name.contains(needle)))
                && (types.isEmpty || types.contains { place.allTypes.contains($0) })
        }
        let ranked = bias.map { rank(found, around: $0, byDistance: true) } ?? found.sorted { $0.prominence > $1.prominence }
        return Array(ranked.prefix(5))
    }

    func distance(_ place: SandboxPlace, _ circle: Circle) -> Double {
        Geo.distance(circle.latitude, circle.longitude, place.lat, place.lng)
    }

    private func rank(_ places: [SandboxPlace], around circle: Circle, byDistance: Bool) -> [SandboxPlace] {
        places.sorted { lhs, rhs in
            if byDistance { return distance(lhs, circle) < distance(rhs, circle) }
            return lhs.prominence != rhs.prominence ? lhs.prominence > rhs.prominence : lhs.id < rhs.id
        }
    }

    static let stopWords: Set<String> = ["in", "near", "the", "a", "an", "of", "at", "and", "by", "on"]

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    static func words(_ text: String) -> [String] {
        fold(text).split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    static func singular(_ word: String) -> String {
        word.count > 3 && word.hasSuffix("s") ? String(word.dropLast()) : word
    }
}
