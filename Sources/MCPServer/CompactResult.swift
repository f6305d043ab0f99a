import Foundation
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
            return compact(localTimes(.object(row))) ?? .object([:])
        }
        return (.array(places), credits)
    }

    /// The instants of a row, a place or a route (`opensAt`, `closesAt`, `openAt`, `arrivesAt`) on the place's clock,
    /// with their offset, where the row says its `timeZone`; else as written (UTC, `Z`: still an unambiguous instant).
    static func localTimes(_ value: Value) -> Value {
        guard case .object(var row) = value, case .string(let identifier)? = row["timeZone"],
            let zone = TimeZone(identifier: identifier)
        else { return value }
        for key in ["opensAt", "closesAt", "openAt", "arrivesAt"] {
            if case .string(let utc)? = row[key] { row[key] = .string(local(utc, in: zone)) }
        }
        return .object(row)
    }

    /// An instant the command line writes in UTC (`2026-11-24T17:30:00Z`) as the place's own local time, with its
    /// offset (`2026-11-24T18:30:00+01:00`): the same instant, which a model then states as the place's clock does.
    static func local(_ utc: String, in zone: TimeZone) -> String {
        let reader = ISO8601DateFormatter()
        guard let date = reader.date(from: utc) else { return utc }
        let writer = ISO8601DateFormatter()
        writer.timeZone = zone
        return writer.string(from: date)
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
