/// One option of a form, declared with the value it sets (a key path the compiler checks): whether it is a flag, a
/// value or a value given as often as wanted, and how a text becomes the value. Front ends read their input through
/// it (`set`), and the command line's ArgumentParser declaration is written from it (`valueType`, `readsItself`).
public struct FormOption<Form>: Sendable {
    public typealias Shape = OptionShape

    public let shape: Shape
    /// Whether the value's type reads the text itself (`TextReadable`: a number, a text, one of its names), rather
    /// than a reader of the option's own.
    public let readsItself: Bool
    /// Whether a value starting with `-` is still its value (a point such as `-16.8,145.7`).
    public let unconditional: Bool
    /// The value's type as Swift names it (`Swift.Optional<Swift.Int>`), for code written from the declaration.
    public let valueType: @Sendable () -> String
    /// Sets the value a text gives (a flag's text is ignored); a text it refuses is a usage error.
    public let set: @Sendable (inout Form, String) throws -> Void
    /// The option's own reader (`value(_:read:)`), nil when its type reads the text itself.
    public let read: (@Sendable (String) throws -> any Sendable)?

    public var takesValue: Bool { shape != .flag }

    init(
        shape: Shape, readsItself: Bool, unconditional: Bool, valueType: @escaping @Sendable () -> String,
        read: (@Sendable (String) throws -> any Sendable)? = nil, set: @escaping @Sendable (inout Form, String) throws -> Void
    ) {
        self.shape = shape
        self.readsItself = readsItself
        self.unconditional = unconditional
        self.valueType = valueType
        self.set = set
        self.read = read
    }

    /// The same option on a form that holds this one (`path`).
    public func lifted<Outer>(_ path: WritableKeyPath<Outer, Form> & Sendable) -> FormOption<Outer> {
        let set = self.set
        return FormOption<Outer>(
            shape: shape, readsItself: readsItself, unconditional: unconditional, valueType: valueType, read: read,
            set: { outer, text in try set(&outer[keyPath: path], text) })
    }
}

extension FormOption {
    /// A flag that sets `path`.
    public static func flag(_ path: WritableKeyPath<Form, Bool> & Sendable) -> Self {
        Self(
            shape: .flag, readsItself: true, unconditional: false, valueType: { "Swift.Bool" },
            set: { form, _ in form[keyPath: path] = true })
    }

    /// A value read by `read`.
    public static func value<Value>(
        _ path: WritableKeyPath<Form, Value?> & Sendable, unconditional: Bool = false,
        read: @escaping @Sendable (String) throws -> Value
    ) -> Self where Value: Sendable {
        Self(
            shape: .value, readsItself: false, unconditional: unconditional, valueType: { String(reflecting: Value?.self) },
            read: { try read($0) }, set: { $0[keyPath: path] = try read($1) })
    }

    /// A value its type reads, with no default.
    public static func value<Value: TextReadable>(
        _ path: WritableKeyPath<Form, Value?> & Sendable, unconditional: Bool = false
    ) -> Self {
        Self(
            shape: .value, readsItself: true, unconditional: unconditional, valueType: { String(reflecting: Value?.self) },
            set: { $0[keyPath: path] = try read($1) })
    }

    /// A value its type reads, with a default.
    public static func value<Value: TextReadable>(_ path: WritableKeyPath<Form, Value> & Sendable) -> Self {
        Self(
            shape: .value, readsItself: true, unconditional: false, valueType: { String(reflecting: Value.self) },
            set: { $0[keyPath: path] = try read($1) })
    }

    /// A value its type reads, given as often as wanted.
    public static func repeated<Value: TextReadable>(_ path: WritableKeyPath<Form, [Value]> & Sendable) -> Self {
        Self(
            shape: .repeated, readsItself: true, unconditional: false, valueType: { String(reflecting: [Value].self) },
            set: { $0[keyPath: path].append(try read($1)) })
    }

    private static func read<Value: TextReadable>(_ text: String) throws -> Value {
        guard let value = Value(text: text) else { throw NotReadable() }
        return value
    }
}

/// A text a value's type does not read (a front end says which values it takes).
public struct NotReadable: Error, Sendable {
    public init() {}
}

/// How an option is given: alone (a flag), with a value, or with a value as often as wanted, each added to a list.
public enum OptionShape: Sendable, Equatable {
    case flag
    case value
    case repeated
}
