import MCP

/// A tool's answer as a model gets it: the command line's JSON without what says nothing (nulls, empty lists and
/// objects) and without keys that only repeat another on a row (`sources`, the keys of `placeIDs`; in `placeIDs`, the
/// row's own `placeID`; `ratings` of a row one provider rated; `category` equal to `type`); the credits the rows' providers ask for given once (`credits`), not on
/// every row. The command line's own JSON keeps every key, for scripts.
enum CompactResult {
    /// The rows of `nearby`, and the credits they owe, each once.
    static func places(_ rows: Value) -> (places: Value, credits: [String]) {
        guard case .array(let items) = rows else { return (rows, []) }
        var credits: [String] = []
        let places = items.map { item -> Value in
            guard case .object(var row) = item else { return item }
            if case .string(let credit)? = row.removeValue(forKey: "attribution"), !credits.contains(credit) {
                credits.append(credit)
            }
            // `sources` are the keys of `placeIDs`, which holds `placeID` again under `provider`.
            row["sources"] = nil
            if case .object(var ids)? = row["placeIDs"], case .string(let provider)? = row["provider"] {
                ids[provider] = nil
                row["placeIDs"] = .object(ids)
            }
            if row["ratings"]?.objectValue?.count ?? 0 <= 1 { row["ratings"] = nil }
            if row["category"] == row["type"] { row["category"] = nil }
            return compact(.object(row)) ?? .object([:])
        }
        return (.array(places), credits)
    }

    /// `value` without nulls, and without lists and objects left empty; nil when nothing is left.
    static func compact(_ value: Value) -> Value? {
        switch value {
        case .null: return nil
        case .array(let items):
            let kept = items.compactMap(compact)
            return kept.isEmpty ? nil : .array(kept)
        case .object(let members):
            let kept = members.compactMapValues(compact)
            return kept.isEmpty ? nil : .object(kept)
        default: return value
        }
    }
}
