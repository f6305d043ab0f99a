import Foundation

/// Where the built executables are: beside the test bundle (`.build/debug`), or `FOODYBITE_BIN_DIR`.
enum Binaries {
    static let directory: URL = {
        if let override = ProcessInfo.processInfo.environment["FOODYBITE_BIN_DIR"] {
            return URL(fileURLWithPath: override)
        }
        var url = Bundle(for: Marker.self).bundleURL
        while url.pathExtension == "xctest" || url.lastPathComponent == "Contents" || url.lastPathComponent == "MacOS" {
            url.deleteLastPathComponent()
        }
        return url
    }()

    static let foodybite = directory.appendingPathComponent("foodybite")
    static let sandbox = directory.appendingPathComponent("foodybite-sandbox")

    /// The checkout's README (beside Package.swift), whatever binaries are tested.
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    private final class Marker {}
}
