/// Places API (New)'s field mask: which fields of a place to return (`*` for all).
struct FieldMask: Sendable {
    private let paths: [[String]]
    let includesAll: Bool

    /// `text` as sent (`places.displayName,places.location`); `prefix` is stripped (`places.` for searches).
    init(_ text: String, prefix: String) {
        let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        includesAll = items.contains("*") || items.contains(prefix + "*")
        paths = items.compactMap { item in
            guard prefix.isEmpty || item.hasPrefix(prefix) else { return nil }
            return item.dropFirst(prefix.count).split(separator: ".").map(String.init)
        }
    }

    /// Whether a top-level field (`nextPageToken`) was asked for.
    func includesTopLevel(_ field: String, in text: String) -> Bool {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.contains { $0 == field || $0 == "*" }
    }

    /// `object` reduced to the masked paths.
    func project(_ object: [String: Any]) -> [String: Any] {
        guard !includesAll else { return object }
        var result: [String: Any] = [:]
        for path in paths {
            Self.copy(path[...], from: object, into: &result)
        }
        return result
    }

    private static func copy(_ path: ArraySlice<String>, from source: [String: Any], into target: inout [String: Any]) {
        guard let key = path.first, let value = source[key] else { return }
        let rest = path.dropFirst()
        guard !rest.isEmpty, let nested = value as? [String: Any] else {
            target[key] = value
            return
        }
        var inner = target[key] as? [String: Any] ?? [:]
        copy(rest, from: nested, into: &inner)
        if !inner.isEmpty { target[key] = inner }
    }
}
