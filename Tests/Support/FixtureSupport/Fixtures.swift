import Foundation

/// Reads files from the repository's `Fixtures/` folder (recorded Google bodies and their provenance).
public enum Fixtures {
    public static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    public static func url(_ relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath)
    }

    public static func data(_ relativePath: String) throws -> Data {
        try Data(contentsOf: url(relativePath))
    }

    /// The file names in a fixtures subfolder whose names match `predicate`, sorted.
    public static func names(in folder: String, where predicate: (String) -> Bool) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url(folder).path).filter(predicate).sorted()
    }
}
