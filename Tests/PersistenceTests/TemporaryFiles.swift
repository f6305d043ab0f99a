import Foundation
import XCTest

extension XCTestCase {
    /// A path for a database file in a fresh temporary directory, removed after the test.
    func temporaryStoreURL(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-tests-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory.appendingPathComponent("nested/cache.sqlite")
    }
}
