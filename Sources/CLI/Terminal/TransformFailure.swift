import Presentation
import Synchronization

/// The reading that refused a value while ArgumentParser parsed a line. Our transforms throw a `UsageError` that
/// already names the option and the value, and ArgumentParser wraps it in a sentence of its own ("The value 'X' is
/// invalid for '--opt <v>': ..."); the runner reports the error kept here as it is, instead of cutting that sentence
/// apart by string match.
enum TransformFailure {
    final class Box: Sendable {
        private let kept = Mutex<UsageError?>(nil)

        var error: UsageError? { kept.withLock { $0 } }

        func keep(_ error: UsageError) {
            kept.withLock { $0 = $0 ?? error }
        }
    }

    /// The box of the parse in progress (the runner's), nil outside one.
    @TaskLocal static var box: Box?

    /// `read`, its refusal kept in the parse's box before ArgumentParser wraps it.
    static func keeping<Value>(_ read: @escaping @Sendable (String) throws -> Value) -> @Sendable (String) throws -> Value {
        { text in
            do { return try read(text) } catch let error as UsageError {
                box?.keep(error)
                throw error
            }
        }
    }
}
