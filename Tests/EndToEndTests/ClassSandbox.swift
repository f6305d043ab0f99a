import Foundation
import XCTest

/// One sandbox for every test of a class whose tests only read from it (no faults, no accounts, never stopped):
/// started by the class's `setUp()`, before its first test, and stopped by its `tearDown()`, after its last.
enum ClassSandbox {
    nonisolated(unsafe) private static var running: [ObjectIdentifier: SandboxProcess] = [:]
    private static let lock = NSLock()

    static func start(for testClass: AnyClass, _ arguments: [String] = []) {
        let sandbox = try? SandboxProcess(arguments)
        lock.withLock { running[ObjectIdentifier(testClass)] = sandbox }
    }

    static func stop(for testClass: AnyClass) {
        lock.withLock { running.removeValue(forKey: ObjectIdentifier(testClass)) }?.stop()
    }

    static func sandbox(for testClass: AnyClass) throws -> SandboxProcess {
        try XCTUnwrap(lock.withLock { running[ObjectIdentifier(testClass)] }, "the class's sandbox did not start")
    }
}
