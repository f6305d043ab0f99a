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

    /// The class's sandbox when it runs (no failure when the class has none).
    static func running(for testClass: AnyClass) -> SandboxProcess? {
        lock.withLock { running[ObjectIdentifier(testClass)] }
    }

    static func sandbox(for testClass: AnyClass) throws -> SandboxProcess {
        try XCTUnwrap(lock.withLock { running[ObjectIdentifier(testClass)] }, "the class's sandbox did not start")
    }
}

/// A test class whose tests share one `ClassSandbox`: after each test, the sandbox must have refused no request of
/// foodybite's for breaking a service's published definitions (`SandboxProcess.violations`). A class's own tear-down
/// runs after its last test, where a failure is no test's: so the check is made after each one.
class ClassSandboxTestCase: XCTestCase {
    override func tearDown() {
        if let sandbox = ClassSandbox.running(for: Self.self) {
            XCTAssertEqual(
                sandbox.violations(), [],
                "foodybite sent requests that the services' published definitions reject (the sandbox refused them)")
        }
        super.tearDown()
    }
}
