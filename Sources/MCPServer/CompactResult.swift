import Foundation
import MCP

/// A record's value (details, a route, reviews) as a model gets it: without what says nothing (nulls, empty lists
/// and objects), its instants on the place's clock. `nearby`'s rows are made for a model from the typed rows
/// (`AssistantPlace`). The command line's own JSON keeps every key, for scripts.
enum CompactResult {
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
