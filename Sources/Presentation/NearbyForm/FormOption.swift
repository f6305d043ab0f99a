/// One option of a form, declared with the value it sets (a closure the compiler checks against the property's type):
/// whether it is a flag, a value or a value given as often as wanted, and how a text becomes the value. Front ends
/// read their input through it (`set`), and the command line's ArgumentParser declaration is written from it
/// (`readsItself`, `read`). No key path: a start that reads two options makes none of the runtime's key path objects.
public struct FormOption<Form>: Sendable {
    public typealias Shape = OptionShape

    public let shape: Shape
    /// Whether the value's type reads the text itself (`TextReadable`: a number, a text, one of its names), rather
    /// than a reader of the option's own.
    public let readsItself: Bool
    /// Whether a value starting with `-` is still its value (a point such as `-16.8,145.7`).
    public let unconditional: Bool
    /// Sets the value a text gives (a flag's text is ignored); a text it refuses is a usage error.
    public let set: @Sendable (inout Form, String) throws -> Void
    /// The option's own reader (`value(read:_:)`), nil when its type reads the text itself.
    public let read: (@Sendable (String) throws -> any Sendable)?

    public var takesValue: Bool { shape != .flag }

    init(
        shape: Shape, readsItself: Bool, unconditional: Bool, read: (@Sendable (String) throws -> any Sendable)? = nil,
        set: @escaping @Sendable (inout Form, String) throws -> Void
    ) {
        self.shape = shape
        self.readsItself = readsItself
        self.unconditional = unconditional
        self.read = read
        self.set = set
    }

    /// The same option on a form that holds this one: `part` hands it the form within (`{ try $1(&$0.form) }`).
    public func lifted<Outer>(
        _ part: @escaping @Sendable (inout Outer, (inout Form) throws -> Void) throws -> Void
    ) -> FormOption<Outer> {
        let set = self.set
        return FormOption<Outer>(
            shape: shape, readsItself: readsItself, unconditional: unconditional, read: read,
            set: { outer, text in try part(&outer) { try set(&$0, text) } })
    }
}

extension FormOption {
    /// A flag: `set` turns it on.
    public static func flag(_ set: @escaping @Sendable (inout Form) -> Void) -> Self {
        Self(shape: .flag, readsItself: true, unconditional: false, set: { form, _ in set(&form) })
    }

    /// A value read by `read`, put in place by `set`.
    public static func value<Value: Sendable>(
        unconditional: Bool = false, read: @escaping @Sendable (String) throws -> Value,
        _ set: @escaping @Sendable (inout Form, Value) -> Void
    ) -> Self {
        Self(
            shape: .value, readsItself: false, unconditional: unconditional, read: { try read($0) },
            set: { set(&$0, try read($1)) })
    }

    /// A value its type reads, put in place by `set`.
    public static func value<Value: TextReadable>(
        unconditional: Bool = false, _ set: @escaping @Sendable (inout Form, Value) -> Void
    ) -> Self {
        Self(shape: .value, readsItself: true, unconditional: unconditional, set: { set(&$0, try read($1)) })
    }

    /// A value its type reads, given as often as wanted: `add` adds each.
    public static func repeated<Value: TextReadable>(_ add: @escaping @Sendable (inout Form, Value) -> Void) -> Self {
        Self(shape: .repeated, readsItself: true, unconditional: false, set: { add(&$0, try read($1)) })
    }

    private static func read<Value: TextReadable>(_ text: String) throws -> Value {
        guard let value = Value(text: text) else { throw NotReadable(readable: Value.readable) }
        return value
    }
}

/// A text a value's type does not read; a front end names the option and says what it takes (`readable`).
public struct NotReadable: Error, Sendable {
    /// What the type reads, as a refusal says it ("one of a, b", "a whole number").
    public let readable: String

    public init(readable: String) {
        self.readable = readable
    }
}

/// How an option is given: alone (a flag), with a value, or with a value as often as wanted, each added to a list.
public enum OptionShape: Sendable, Equatable {
    case flag
    case value
    case repeated
}
