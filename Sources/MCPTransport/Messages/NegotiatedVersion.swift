import Foundation

/// The protocol version of the session, as the server's answer to `initialize` says it (the SDK negotiates it): which
/// versions take batches (`MessageCheck`), and which know structured results (`VersionFields`). Written by the SDK's
/// sends, read by the reader's thread.
final class NegotiatedVersion: @unchecked Sendable {
    private let lock = NSLock()
    private var initializeID: RawJSON?
    private var negotiated: String?

    var version: String? {
        lock.withLock { negotiated }
    }

    /// Whether the session's version has structured tool results, output schemas and titles (2025-06-18 and later;
    /// a session not yet initialized is taken to).
    var knowsStructuredContent: Bool {
        version.map { $0 >= "2025-06-18" } ?? true
    }

    /// An `initialize` request was handed to the SDK with this id.
    func expect(answerTo id: RawJSON) {
        lock.withLock { initializeID = id }
    }

    /// Reads the version from the answer to `initialize`, when `message` is it.
    func read(_ message: Data) {
        guard lock.withLock({ negotiated == nil && initializeID != nil }),
            let answer = try? JSONDecoder().decode(RawJSON.self, from: message)
        else { return }
        read(answer)
    }

    /// Reads the version from the answer to `initialize`, when `answer` is it.
    func read(_ answer: RawJSON) {
        guard let id = lock.withLock({ negotiated == nil ? initializeID : nil }), answer["id"] == id,
            case .string(let version)? = answer["result"]?["protocolVersion"]
        else { return }
        lock.withLock { negotiated = version }
    }
}
