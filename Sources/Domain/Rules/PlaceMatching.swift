import Foundation

/// Whether two providers' places are the same restaurant: close together (60 m by default) and with names that
/// agree once case, accents, punctuation and generic words ("restaurant", "bar", "le", "the", ...) are set
/// aside: the words of one are all in the other, or at least half of all their words are shared. Pure, so that
/// the tricky pairs are tested one by one (issue 13, `--provider all`).
public enum PlaceMatching {
    public static let defaultDistance = 60.0

    public static func isSamePlace(
        _ first: (name: String, location: Location), _ second: (name: String, location: Location),
        within meters: Double = defaultDistance
    ) -> Bool {
        guard GreatCircle.meters(from: first.location, to: second.location) <= meters else { return false }
        return namesAgree(first.name, second.name)
    }

    public static func namesAgree(_ first: String, _ second: String) -> Bool {
        NameKey(first).agrees(with: NameKey(second))
    }

    /// What matching reads of a name, worked out once per place (folding is the costly part).
    struct NameKey {
        let words: Set<String>
        let squeezed: String

        init(_ name: String) {
            words = PlaceMatching.words(name)
            squeezed = PlaceMatching.squeezed(name)
        }

        func agrees(with other: NameKey) -> Bool {
            let (a, b) = (words, other.words)
            guard !a.isEmpty, !b.isEmpty else { return squeezed == other.squeezed && !squeezed.isEmpty }
            if a.isSubset(of: b) || b.isSubset(of: a) { return true }
            return Double(a.intersection(b).count) / Double(a.union(b).count) >= 0.5
        }
    }

    /// The meaningful words of a name: folded (case, accents), apostrophes dropped ("McDonald's" is "mcdonalds"),
    /// other punctuation a separator, generic words removed.
    static func words(_ name: String) -> Set<String> {
        Set(
            ligaturesSpelledOut(NameSortKey.of(name)).replacingOccurrences(of: "'", with: "")
                .replacingOccurrences(of: "’", with: "").split { !$0.isLetter && !$0.isNumber }.map(String.init)
                .filter { !genericWords.contains($0) })
    }

    /// "Cœur" is "Coeur" to a person (and to Foursquare's editors): ligatures that folding keeps are spelled out.
    private static func ligaturesSpelledOut(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { !$0.isASCII }) else { return text }
        return ligatures.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
    }

    private static let ligatures = ["œ": "oe", "æ": "ae", "ß": "ss", "ø": "o", "ĳ": "ij"]

    private static func squeezed(_ name: String) -> String {
        ligaturesSpelledOut(NameSortKey.of(name)).filter { $0.isLetter || $0.isNumber }
    }

    private static let genericWords: Set<String> = [
        "restaurant", "restaurante", "ristorante", "bar", "cafe", "caffe", "bistro", "brasserie", "grill", "kitchen",
        "the", "le", "la", "les", "l", "el", "il", "de", "du", "des", "di", "da", "del", "and", "et", "y", "e", "n", "s",
        "co", "house", "eatery", "dining", "food",
    ]
}
