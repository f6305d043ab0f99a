// swift-tools-version: 6.1
// In-process benchmarks of foodybite's cache (ordo-one/benchmark). Run: `make benchmarks`
// (or `cd Benchmarks && swift package --allow-writing-to-package-directory benchmark`).
import Foundation
import PackageDescription

// A path dependency's identity is its directory's name, which differs between checkouts.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "foodybite-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "OfflineNearby",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FoodybiteCore", package: root),
            ],
            path: "Benchmarks/OfflineNearby",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ]
)
