import Foundation

/// Google's published definitions of Places API (New) v1 and Routes API v2 (`Fixtures/contracts/google-api-fields.json`,
/// facts from googleapis' protos and Google's reference): the HTTP bindings, every message's JSON fields and types, and
/// every enum's values. A request is checked against them as Google's front end checks it: the method and path must
/// have a binding, the body must name only fields of the request message with values of their types, the query only
/// system parameters or (for GET) fields of the request message, and a field mask only fields of the response.
struct GoogleDefinitions: Sendable {
    struct Binding: Decodable, Sendable {
        let rpc, method, path, body, request, response: String
    }

    /// Why a request is refused: Google's HTTP status, its status name and its message.
    struct Refusal: Error {
        let status: Int
        let code, message: String

        static func invalid(_ message: String) -> Refusal { Refusal(status: 400, code: "INVALID_ARGUMENT", message: message) }
    }

    private struct File: Decodable {
        let http: [Binding]
        let messages: [String: [String: String]]
        let enums: [String: [String]]
    }

    /// Parameters every Google API takes besides the request's fields (the key, the field mask, the response form).
    private static let systemParameters: Set<String> = [
        "key", "fields", "$fields", "alt", "$alt", "prettyPrint", "$prettyPrint", "callback", "$callback", "quotaUser",
        "$.xgafv", "access_token",
    ]

    let bindings: [Binding]
    let messages: [String: [String: String]]
    let enums: [String: [String]]

    static func load(from url: URL) throws -> GoogleDefinitions {
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        return GoogleDefinitions(bindings: file.http, messages: file.messages, enums: file.enums)
    }

    /// Whether the path belongs to a Google service the definitions cover (and so must match one of its bindings).
    static func covers(_ path: String) -> Bool {
        path.hasPrefix("/v1/") || path.hasPrefix("/directions/") || path.hasPrefix("/distanceMatrix/")
    }

    /// The binding a request matches, if any.
    func binding(method: String, path: String) -> Binding? {
        bindings.first { $0.method == method && Self.matches(path, template: $0.path) }
    }

    /// Nil when the request is one Google accepts; else Google's refusal.
    func refusal(_ request: RequestContext) -> Refusal? {
        guard let binding = binding(method: request.method, path: request.path) else {
            return Refusal(status: 404, code: "NOT_FOUND", message: "Method not found: \(request.method) \(request.path).")
        }
        do {
            try checkQuery(request.query, binding: binding)
            if binding.body == "*" {
                let body = request.body.isEmpty ? JSONValue.object([:]) : JSONValue.parse(request.body)
                guard let body else { throw Refusal.invalid("Invalid JSON payload received.") }
                try check(body, type: binding.request, at: "")
                try GoogleRules.check(rpc: binding.rpc, body: body)
            }
            if let mask = request.header("X-Goog-FieldMask") ?? request.query["fields"] ?? request.query["$fields"] {
                try checkFieldMask(mask, response: binding.response)
            }
            return nil
        } catch let refusal as Refusal {
            return refusal
        } catch {
            return .invalid("Invalid request.")
        }
    }

    // MARK: - Paths

    /// `/v1/{name=places/*/photos/*/media}`: the variables' patterns put in place, `*` one segment.
    private static func matches(_ path: String, template: String) -> Bool {
        var expanded = ""
        var variable: String?
        for character in template {
            switch character {
            case "{": variable = ""
            case "}":
                let pattern = variable.map { $0.contains("=") ? String($0.split(separator: "=", maxSplits: 1)[1]) : "*" }
                expanded += pattern ?? ""
                variable = nil
            default:
                if variable != nil { variable?.append(character) } else { expanded.append(character) }
            }
        }
        let want = expanded.split(separator: "/", omittingEmptySubsequences: false)
        let have = path.split(separator: "/", omittingEmptySubsequences: false)
        return want.count == have.count
            && zip(want, have).allSatisfy { pattern, segment in pattern == "*" ? !segment.isEmpty : pattern == segment }
    }

    // MARK: - Query and field mask

    private func checkQuery(_ query: [String: String], binding: Binding) throws {
        let fields = messages[binding.request] ?? [:]
        for (name, value) in query where !Self.systemParameters.contains(name) {
            guard binding.body.isEmpty, name != "name", let type = Self.field(name, in: fields) else {
                throw Refusal.invalid(
                    "Invalid JSON payload received. Unknown name \"\(name)\": Cannot bind query parameter. Field '\(name)' could not be found in request message."
                )
            }
            try check(Self.queryValue(value, type: type), type: type, at: Self.snake(name))
        }
    }

    /// A query value as the JSON value it stands for (numbers and booleans unquoted).
    private static func queryValue(_ text: String, type: String) -> JSONValue {
        switch type {
        case "bool": return text == "true" ? .bool(true) : text == "false" ? .bool(false) : .string(text)
        case "int32", "int64", "uint32", "double", "float": return Double(text).map(JSONValue.number) ?? .string(text)
        default: return .string(text)
        }
    }

    private func checkFieldMask(_ mask: String, response: String) throws {
        let paths = mask.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !paths.isEmpty, paths.allSatisfy({ !$0.isEmpty }) else {
            throw Refusal.invalid("Error expanding 'fields' parameter. Empty field mask.")
        }
        for path in paths where path != "*" {
            var type = response
            for name in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
                guard let fields = messages[type], let next = Self.field(name, in: fields) else {
                    throw Refusal.invalid(
                        "Error expanding 'fields' parameter. Cannot find matching fields for path '\(path)'.")
                }
                type = next.hasSuffix("[]") ? String(next.dropLast(2)) : next
            }
        }
    }

    // MARK: - Values

    /// Checks a JSON value against a field type of the definitions (`string`, `int32`, `enum X`, `X[]`, a message).
    func check(_ value: JSONValue, type: String, at path: String) throws {
        if case .null = value { return }  // proto3 JSON: null is the field's default
        if type.hasSuffix("[]") {
            guard case .array(let items) = value else { throw Self.invalidValue(path, type, value) }
            for item in items {
                if case .null = item { throw Self.invalidValue(path, type, item) }
                try check(item, type: String(type.dropLast(2)), at: path)
            }
            return
        }
        if type.hasPrefix("enum ") {
            let name = String(type.dropFirst("enum ".count))
            let values = enums[name] ?? []
            switch value {
            case .string(let text) where values.contains(text): return
            case .number(let index)
            where index == index.rounded() && index >= 0 && Int(exactly: index).map(values.indices.contains) == true:
                return
            default:
                throw Refusal.invalid("Invalid value at '\(path)' (type.googleapis.com/\(name)), \(value.quoted)")
            }
        }
        if let fields = messages[type] {
            guard case .object(let object) = value else { throw Self.invalidValue(path, type, value) }
            for (key, member) in object {
                guard let memberType = Self.field(key, in: fields) else {
                    let location = path.isEmpty ? "" : " at '\(path)'"
                    throw Refusal.invalid("Invalid JSON payload received. Unknown name \"\(key)\"\(location): Cannot find field.")
                }
                try check(member, type: memberType, at: path.isEmpty ? Self.snake(key) : "\(path).\(Self.snake(key))")
            }
            return
        }
        guard Self.scalar(value, is: type) else { throw Self.invalidValue(path, type, value) }
    }

    private static func scalar(_ value: JSONValue, is type: String) -> Bool {
        switch (type, value) {
        case ("string", .string), ("bool", .bool), ("google.protobuf.Struct", .object), ("google.rpc.Status", .object):
            return true
        case ("int32", _), ("google.protobuf.Int32Value", _):
            return integer(value).map { Int32(exactly: $0) != nil } ?? false
        case ("int64", _):
            return integer(value) != nil
        case ("uint32", _):
            return integer(value).map { UInt32(exactly: $0) != nil } ?? false
        case ("double", .number), ("float", .number):
            return true
        case ("double", .string(let text)), ("float", .string(let text)):
            return Double(text) != nil || ["NaN", "Infinity", "-Infinity"].contains(text)
        case ("google.protobuf.Duration", .string(let text)):
            return text.range(of: #"^-?[0-9]+(\.[0-9]{1,9})?s$"#, options: .regularExpression) != nil
        case ("google.protobuf.Timestamp", .string(let text)):
            return text.range(
                of: #"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{1,9})?(Z|[+-][0-9]{2}:[0-9]{2})$"#,
                options: .regularExpression) != nil
        default:
            return false
        }
    }

    /// A whole number, written as a number or as a string (proto3 JSON takes both for integers).
    private static func integer(_ value: JSONValue) -> Int64? {
        switch value {
        case .number(let number): return Int64(exactly: number)
        case .string(let text): return Int64(text)
        default: return nil
        }
    }

    private static func invalidValue(_ path: String, _ type: String, _ value: JSONValue) -> Refusal {
        let kind =
            ["string", "bool", "int32", "int64", "uint32", "double", "float"].contains(type) ? "TYPE_\(type.uppercased())" : type
        return .invalid("Invalid value at '\(path)' (\(kind)), \(value.quoted)")
    }

    /// A field's type by its JSON name or its proto name (Google accepts both).
    private static func field(_ name: String, in fields: [String: String]) -> String? {
        fields[name] ?? fields[camel(name)]
    }

    static func snake(_ name: String) -> String {
        name.reduce(into: "") { text, character in
            if character.isUppercase { text += "_" + character.lowercased() } else { text.append(character) }
        }
    }

    private static func camel(_ name: String) -> String {
        let parts = name.split(separator: "_", omittingEmptySubsequences: false)
        return (parts.first.map(String.init) ?? "")
            + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
