import Foundation

/// The documented query parameters of one operation of a query-string API (the legacy Places API, Foursquare,
/// Nominatim, OSRM): each one's form, and which are required. A parameter the documentation does not list, or a
/// value not of its form, breaks the contract.
struct QueryContract: Sendable {
    enum Form: Sendable {
        case text
        case integer(ClosedRange<Int>)
        case number(ClosedRange<Double>)
        case oneOf(Set<String>)
        /// A list of known values (Foursquare's `fields`, the legacy `fields`).
        case list(of: Set<String>, separator: Character)
        /// Text matching a regular expression (whole).
        case pattern(String)
    }

    let parameters: [String: Form]
    var required: Set<String> = []

    /// A one-line reason when the query breaks the contract; nil when it conforms.
    func violation(_ query: [String: String]) -> String? {
        if let missing = required.sorted().first(where: { query[$0] == nil }) {
            return "missing the required parameter '\(missing)'"
        }
        for name in query.keys.sorted() {
            guard let form = parameters[name] else { return "'\(name)' is not a documented parameter" }
            if let reason = Self.violation(query[name] ?? "", form) { return "'\(name)': \(reason)" }
        }
        return nil
    }

    private static func violation(_ value: String, _ form: Form) -> String? {
        switch form {
        case .text:
            return nil
        case .integer(let range):
            return Int(value).map(range.contains) == true ? nil : "\"\(value)\" is not a whole number in \(range)"
        case .number(let range):
            return Double(value).map(range.contains) == true ? nil : "\"\(value)\" is not a number in \(range)"
        case .oneOf(let values):
            return values.contains(value) ? nil : "\"\(value)\" is not one of \(values.sorted().joined(separator: ", "))"
        case .list(let values, let separator):
            let items = value.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
            return items.first { !values.contains($0) }.map { "\"\($0)\" is not a documented value" }
        case .pattern(let pattern):
            return value.range(of: "^(?:\(pattern))$", options: .regularExpression) == nil
                ? "\"\(value)\" is not of the documented form" : nil
        }
    }

    /// `LAT,LNG` in decimal degrees.
    static let latLng = Form.pattern(#"-?[0-9]{1,2}(\.[0-9]+)?,-?[0-9]{1,3}(\.[0-9]+)?"#)
    static let boolean = Form.oneOf(["true", "false"])
}
