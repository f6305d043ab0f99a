import Domain
import Foundation
import GRDB

/// Reads a column without trusting its content: a value of the wrong storage class (text in a number column,
/// NULL in a required one: a file foodybite did not write) is nil, never a trap in GRDB's conversions.
extension Row {
    func checkedString(_ column: String) -> String? {
        guard case .string(let value) = storage(column) else { return nil }
        return value
    }

    func checkedDouble(_ column: String) -> Double? {
        switch storage(column) {
        case .double(let value) where value.isFinite: return value
        case .int64(let value): return Double(value)
        default: return nil
        }
    }

    func checkedInt(_ column: String) -> Int? {
        switch storage(column) {
        case .int64(let value): return Int(exactly: value)
        case .double(let value): return Int(exactly: value)
        default: return nil
        }
    }

    func checkedInt64(_ column: String) -> Int64? {
        guard case .int64(let value) = storage(column) else { return nil }
        return value
    }

    func checkedBool(_ column: String) -> Bool? {
        guard case .int64(let value) = storage(column) else { return nil }
        return value != 0
    }

    func checkedData(_ column: String) -> Data? {
        guard case .blob(let value) = storage(column) else { return nil }
        return value
    }

    /// A stored instant (seconds since 1970) within `Plausible.dates`.
    func checkedDate(_ column: String) -> Date? {
        checkedDouble(column).flatMap { Plausible.date(secondsSince1970: $0) }
    }

    private func storage(_ column: String) -> DatabaseValue.Storage {
        ((self[column] as DatabaseValue?) ?? .null).storage
    }
}
