// swift-tools-version:6.0
// OpenStreetMap's `opening_hours` language, public-holiday calendars and sun times: a library of its own, on
// Foundation only, that knows nothing of foodybite (its Domain uses it as it uses Foundation). Its tests are the
// root package's OpeningHoursLanguageTests target, beside the fixtures and the independent evaluator they compare with.
import PackageDescription

let package = Package(
    name: "OpeningHoursLanguage",
    platforms: [.macOS(.v15)],
    products: [.library(name: "OpeningHoursLanguage", targets: ["OpeningHoursLanguage"])],
    targets: [
        // Optimised in the debug build too: the tests' differential runs judge thousands of values at many instants.
        .target(name: "OpeningHoursLanguage", swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))])
    ]
)
