import MCP
import Presentation

/// The JSON Schemas of the tools' inputs (draft 2020-12's subset they need), and the check of a call's arguments
/// against them: a wrong type, a value out of range, an unknown name or a text over its length is refused with one
/// line that names the argument, before anything runs.
enum JSONSchema {
    static func object(_ properties: [String: Value], required: [String] = []) -> Value {
        .object([
            "type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) }),
            "additionalProperties": false,
        ])
    }

    static func string(
        _ description: String, maxLength: Int = 200, oneOf values: [String]? = nil, pattern: String? = nil
    ) -> Value {
        var schema: [String: Value] = ["type": "string", "description": .string(description), "maxLength": .int(maxLength)]
        if let values { schema["enum"] = .array(values.map { .string($0) }) }
        if let pattern { schema["pattern"] = .string(pattern) }
        return .object(schema)
    }

    static func integer(_ description: String, _ range: ClosedRange<Int>) -> Value {
        .object([
            "type": "integer", "description": .string(description), "minimum": .int(range.lowerBound),
            "maximum": .int(range.upperBound),
        ])
    }

    static func number(_ description: String, _ range: ClosedRange<Double>) -> Value {
        .object([
            "type": "number", "description": .string(description), "minimum": .double(range.lowerBound),
            "maximum": .double(range.upperBound),
        ])
    }

    static func boolean(_ description: String) -> Value {
        .object(["type": "boolean", "description": .string(description)])
    }

    static func list(_ description: String, of values: [String]) -> Value {
        .object([
            "type": "array", "description": .string(description), "maxItems": .int(values.count), "uniqueItems": true,
            "items": .object(["type": "string", "enum": .array(values.map { .string($0) })]),
        ])
    }

    /// The property of one of `nearby`'s arguments (`NearbyArgument`).
    static func property(_ argument: NearbyArgument) -> Value {
        switch argument.kind {
        case .integer(let range): integer(argument.meaning, range)
        case .number(let range): number(argument.meaning, range)
        case .positive(let most):
            .object([
                "type": "number", "description": .string(argument.meaning), "exclusiveMinimum": .int(0),
                "maximum": .double(most),
            ])
        case .text(let maxLength, let choices, let pattern):
            string(argument.meaning, maxLength: maxLength, oneOf: choices, pattern: pattern)
        case .flag: boolean(argument.meaning)
        case .list(let values): list(argument.meaning, of: values)
        }
    }

    /// Why `arguments` do not fit `schema` (an object schema made here), or nil when they do.
    static func problem(_ arguments: [String: Value], _ schema: Value) -> String? {
        let properties = schema.objectValue?["properties"]?.objectValue ?? [:]
        for name in arguments.keys.sorted() where properties[name] == nil {
            return
                "unknown argument '\(String(name.prefix(40)))' (arguments: \(properties.keys.sorted().joined(separator: ", ")))"
        }
        for name in schema.objectValue?["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
        where arguments[name] == nil {
            return "missing argument '\(name)'"
        }
        for (name, value) in arguments.sorted(by: { $0.key < $1.key }) {
            if let property = properties[name]?.objectValue, let problem = problem(value, property) {
                return "'\(name)' \(problem)"
            }
        }
        return nil
    }

    /// Why one value does not fit its property's schema.
    private static func problem(_ value: Value, _ property: [String: Value]) -> String? {
        switch (property["type"]?.stringValue, value) {
        case ("string", .string(let text)):
            if let most = property["maxLength"]?.intValue, text.count > most { return "is longer than \(most) characters" }
            if let values = property["enum"]?.arrayValue, !values.contains(value) {
                return "must be one of \(values.compactMap(\.stringValue).joined(separator: ", "))"
            }
            if let pattern = property["pattern"]?.stringValue, let regex = try? Regex(pattern),
                text.firstMatch(of: regex) == nil
            {
                return "must match \(pattern)"
            }
            return nil
        case ("integer", .int(let number)):
            return inRange(Double(number), property)
        case ("number", .int(let number)):
            return inRange(Double(number), property)
        case ("number", .double(let number)):
            return number.isFinite ? inRange(number, property) : "must be a finite number"
        case ("boolean", .bool):
            return nil
        case ("array", .array(let items)):
            if let most = property["maxItems"]?.intValue, items.count > most { return "has more than \(most) items" }
            if Set(items).count != items.count { return "repeats an item" }
            let itemSchema = property["items"]?.objectValue ?? [:]
            return items.lazy.compactMap { problem($0, itemSchema) }.first.map { "holds an item that \($0)" }
        default:
            return "must be \(property["type"]?.stringValue.map { "a JSON \($0)" } ?? "valid")"
        }
    }

    private static func inRange(_ number: Double, _ property: [String: Value]) -> String? {
        let low = property["minimum"].flatMap { $0.doubleValue ?? $0.intValue.map(Double.init) } ?? -.infinity
        let high = property["maximum"].flatMap { $0.doubleValue ?? $0.intValue.map(Double.init) } ?? .infinity
        if let above = property["exclusiveMinimum"].flatMap({ $0.doubleValue ?? $0.intValue.map(Double.init) }) {
            return number > above && number <= high ? nil : "must be above \(Self.text(above)) and at most \(Self.text(high))"
        }
        guard (low...high).contains(number) else {
            return "must be between \(Self.text(low)) and \(Self.text(high))"
        }
        return nil
    }

    private static func text(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
