import Foundation

/// Every hostile variant of a JSON body: each number replaced by an extreme, a string or null; each string
/// replaced by 100 KB of text, control characters, terminal escape sequences or an invalid surrogate.
/// Variants are JSON text, so that even what `JSONSerialization` cannot write (a lone surrogate) is covered.
enum JSONMutations {
    static let numberReplacements = ["1e300", "-1e300", "0", "-1", "9223372036854775807", "\"4.5\"", "null"]
    static let stringReplacements = [
        "\"" + String(repeating: "a", count: 100_000) + "\"",
        "\"a\\u0000b\\u0007c\\r\\nd\\te\\u007f\\u0085f\"",
        "\"\\u001b]0;pwned\\u0007\\u001b[2J\\u001b[31mred\\u001b[0m\\u009b31m\"",
        "\"\\ud800 lone surrogate \\udfff\"",
        "\"\\u202eevil\\u202c\"",
    ]

    struct Variant {
        let path: String
        let body: Data
    }

    /// One variant per leaf and replacement. `trimArraysTo` keeps the first elements of long arrays, so that the
    /// number of variants follows the shape of one result rather than the length of the page.
    static func variants(of body: Data, trimArraysTo limit: Int = 2) throws -> [Variant] {
        let root = trim(try JSONSerialization.jsonObject(with: body), to: limit)
        var variants: [Variant] = []
        for (path, leaf) in leaves(of: root, path: []) {
            let replacements: [String]
            switch try kind(of: leaf) {
            case .string: replacements = stringReplacements
            case .number: replacements = numberReplacements
            case .other: replacements = ["null", "\"x\""]
            }
            // The body written once a leaf, around a marker that each replacement then takes the place of.
            let marker = "\"@@MUTATION@@\""
            let marked = String(
                decoding: try JSONSerialization.data(withJSONObject: replacing(root, at: path, with: "@@MUTATION@@")),
                as: UTF8.self)
            guard let range = marked.range(of: marker) else { throw MarkerLost() }
            let name = path.map(\.description).joined(separator: ".")
            for replacement in replacements {
                variants.append(Variant(path: name, body: Data(marked.replacingCharacters(in: range, with: replacement).utf8)))
            }
        }
        return variants
    }

    private enum Kind { case string, number, other }

    private struct MarkerLost: Error {}

    /// Told apart by how the leaf is written, since Foundation reads both numbers and booleans as NSNumber.
    private static func kind(of leaf: Any) throws -> Kind {
        if leaf is String { return .string }
        let text = String(decoding: try JSONSerialization.data(withJSONObject: [leaf]), as: UTF8.self)
        return ["[true]", "[false]", "[null]"].contains(text) ? .other : .number
    }

    private enum Step: CustomStringConvertible {
        case key(String)
        case index(Int)
        var description: String {
            switch self {
            case .key(let key): return key
            case .index(let index): return "[\(index)]"
            }
        }
    }

    private static func trim(_ value: Any, to limit: Int) -> Any {
        switch value {
        case let array as [Any]: return array.prefix(limit).map { trim($0, to: limit) }
        case let object as [String: Any]: return object.mapValues { trim($0, to: limit) }
        default: return value
        }
    }

    private static func leaves(of value: Any, path: [Step]) -> [([Step], Any)] {
        switch value {
        case let array as [Any]:
            return array.enumerated().flatMap { leaves(of: $0.element, path: path + [.index($0.offset)]) }
        case let object as [String: Any]:
            return object.keys.sorted().flatMap { leaves(of: object[$0] as Any, path: path + [.key($0)]) }
        default:
            return [(path, value)]
        }
    }

    private static func replacing(_ value: Any, at path: [Step], with replacement: Any) -> Any {
        guard let step = path.first else { return replacement }
        let rest = Array(path.dropFirst())
        switch (step, value) {
        case (.index(let index), var array as [Any]):
            array[index] = replacing(array[index], at: rest, with: replacement)
            return array
        case (.key(let key), var object as [String: Any]):
            object[key] = replacing(object[key] as Any, at: rest, with: replacement)
            return object
        default:
            return value
        }
    }
}
