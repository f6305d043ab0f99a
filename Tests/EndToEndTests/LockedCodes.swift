import Foundation

/// The exit codes of processes run at once from several threads, in the order they ended.
final class LockedCodes: @unchecked Sendable {
    private let lock = NSLock()
    private var codes: [Int32] = []

    func append(_ code: Int32) {
        lock.withLock { codes.append(code) }
    }

    var values: [Int32] { lock.withLock { codes } }
}
