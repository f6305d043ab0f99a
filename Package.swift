// swift-tools-version:6.0
// The manifest is the architecture: each layer is a target and may import only what it declares
// (see ../shared/DESIGN.md and the README's "Architecture" section).
import Foundation
import PackageDescription

/// This package's folder, for the linker's list of exported symbols.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

/// libcurl is loaded on first use, not at start-up (Sources/CurlOnDemand): the modules that import
/// FoundationNetworking do not ask the linker for it.
let curlOnDemand: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-autolink-library", "-Xfrontend", "curl"], .when(platforms: [.linux]))
]

/// How the release binary is linked (Linux):
/// - its relocations packed (DT_RELR, glibc 2.36; lld): a position-independent executable has one relocation for each
///   pointer in its data, 2.4 MB of them that the loader read whole at every start; packed, 40 KB;
/// - SQLite and libstdc++ linked statically, from the archives `make release` links into `.build-static-libs`
///   (`-L` directories are searched before the system's): as shared libraries, the loader bound 3,200 of their own
///   symbols by name at every start, 2.8 M instructions of `--version`'s 6.6 M. Without that directory (a plain
///   `swift build -c release`) they are linked as shared libraries, as before;
/// - no symbol exported (`--no-export-dynamic`, against the `-export-dynamic` of Swift's static-stdlib link): with
///   16,000 of them in its dynamic table, every symbol of libcurl's 20 libraries was looked up in it first when libcurl
///   loads, and `dladdr` scanned it (`nearby --no-cache` against a server that answers at once: 15.3 -> 13.0 ms).
let releaseLinking: [LinkerSetting] = [
    .unsafeFlags(
        [
            "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-L\(packageRoot)/.build-static-libs",
            "-Xlinker", "--no-export-dynamic",
        ],
        .when(platforms: [.linux], configuration: .release))
]

/// The debug `foodybite` the end-to-end tests run a thousand times: Swift's runtime and Foundation linked into it
/// statically, as in the release build, instead of 40 shared libraries loaded and bound at each start (libcurl's
/// among them): 15 ms of a debug start's 16 ms (the release build's start is 2.5 ms).
let debugExecutableLinking: [LinkerSetting] = [
    .unsafeFlags(
        [
            "-static-stdlib", "-l_CFURLSessionInterface", "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims",
            "-l_FoundationCollections", "-lswiftSynchronization", "-lswift_StringProcessing", "-lswift_RegexParser",
            "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic",
        ],
        .when(platforms: [.linux], configuration: .debug))
]

/// Domain, Places, Presentation, CLI and MCPServer are optimised in the debug build too: the tests' generated inputs and the
/// end-to-end tests' thousand runs of the debug `foodybite` spent most of `make test`'s CPU time in them unoptimised
/// (its tests: 58 -> 48 s on two cores; the hostile bodies' class 12.3 -> 7.2 s of CPU). `-enable-testing` still
/// holds (`@testable import` works); a debugger sees less of them.
let optimisedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "foodybite",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "foodybite", targets: ["FoodybiteCommand"]),
        .executable(name: "foodybite-mcp", targets: ["FoodybiteMCP"]),
        .executable(name: "foodybite-sandbox", targets: ["Sandbox"]),
        // For the Benchmarks/ package only: the cache stores, measured in process.
        .library(name: "FoodybiteCore", targets: ["Domain", "Persistence"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
        .package(url: "https://github.com/vapor/jwt-kit", exact: "5.7.1"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
        // A team's shared store (`store = postgresql://...`): the cache, the spacing of public services.
        .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
        // OpenStreetMap's `opening_hours` language, holiday calendars and sun times: a library of its own.
        .package(path: "Packages/OpeningHoursLanguage"),
    ],
    targets: [
        // MARK: - Layers (arrows point inward)
        .target(
            name: "Domain", dependencies: [.product(name: "OpeningHoursLanguage", package: "OpeningHoursLanguage")],
            swiftSettings: optimisedInDebug),
        .target(
            name: "Networking", dependencies: ["Domain", .product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: curlOnDemand),
        .target(name: "Places", dependencies: ["Domain", "Networking"], swiftSettings: curlOnDemand + optimisedInDebug),
        // In the debug test bundle FoundationNetworking is a shared library linked with libcurl: the shim's functions
        // are exported from it (and from the debug executables, which link FoundationNetworking statically and need
        // not) so that its calls reach them there too, and the checks they add (a transfer whose headers never ended
        // is an error, not a trap) hold in the build the tests run.
        .target(
            name: "CurlOnDemand",
            linkerSettings: [
                .unsafeFlags(
                    ["-Xlinker", "--dynamic-list=\(packageRoot)/Sources/CurlOnDemand/exported.list"],
                    .when(platforms: [.linux], configuration: .debug))
            ]),
        .target(name: "BuildInfo"),
        .target(name: "APIInfra", dependencies: ["Networking", "CurlOnDemand"], swiftSettings: curlOnDemand),
        .target(name: "SQLiteSetup"),
        .target(
            name: "Persistence",
            dependencies: [
                "Domain", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"), .product(name: "PostgresNIO", package: "postgres-nio"),
            ]),
        // The time-zone table (`make zone-data`), embedded from .build-zones/ when the build has it; Main hands it to
        // Location's BoundaryZoneLocator.
        .target(name: "ZoneData"),
        // What `--format html` embeds: Leaflet from Debian's libjs-leaflet (when the build machine has it) and the
        // page's own script and style (page.js, page.css); Main hands them to the command line.
        .target(name: "MapAssets", exclude: ["page.js", "page.css"]),
        .target(name: "Location", dependencies: ["Domain", "Networking"], swiftSettings: curlOnDemand),
        // Crypto: the map page's Content-Security-Policy names its inline script and style by their SHA-256.
        .target(
            name: "Presentation", dependencies: ["Domain", .product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: optimisedInDebug),
        // The front ends (shared/DESIGN.md's CLI layer, Sources/CLI): siblings on Presentation's doors, none importing
        // another: the command line, and the MCP server for AI assistants.
        .target(
            name: "CLI",
            dependencies: [
                "Presentation", "Domain", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: optimisedInDebug
        ),
        .target(
            name: "MCPServer",
            dependencies: [
                "Presentation", "Domain", "MCPTransport", "ResourceServer", .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: optimisedInDebug),
        // An OAuth 2.1 resource server's checks (MCP's authorization): access tokens verified as JWTs against the
        // authorization server's keys (jwt-kit) or by introspection, and the protected resource's metadata. A library
        // on Foundation and packages; its requests go through the fetch it is handed (the executable's HTTP client).
        .target(
            name: "ResourceServer",
            dependencies: [.product(name: "JWTKit", package: "jwt-kit"), .product(name: "Crypto", package: "swift-crypto")]),
        // MCP's transports, stdio and streamable HTTP, and the message checks both share: a library that knows no
        // tool and imports no layer (the MCP server hands it a `ServedServer`).
        .target(
            name: "MCPTransport",
            dependencies: [
                "ResourceServer",
                .product(name: "MCP", package: "swift-sdk"), .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: optimisedInDebug),
        // The composition root, and the two executables built on it (Sources/Executables, each the home of one front
        // end): `foodybite`, the command line, and `foodybite-mcp`, the MCP server for AI assistants (its own binary,
        // so that the protocol's code costs the command line nothing at start-up).
        .target(
            name: "Main",
            dependencies: [
                "Domain", "Networking", "Places", "APIInfra", "Persistence", "Location", "Presentation", "BuildInfo",
                "CurlOnDemand", "SQLiteSetup", "ZoneData", "MapAssets",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: curlOnDemand
        ),
        .executableTarget(
            name: "FoodybiteCommand", dependencies: ["Main", "CLI", "Presentation", "BuildInfo"],
            path: "Sources/Executables/foodybite",
            swiftSettings: curlOnDemand, linkerSettings: releaseLinking + debugExecutableLinking),
        .executableTarget(
            name: "FoodybiteMCP",
            dependencies: [
                "Main", "MCPServer", "MCPTransport", "Presentation",
            ],
            path: "Sources/Executables/foodybite-mcp", swiftSettings: curlOnDemand,
            linkerSettings: releaseLinking + debugExecutableLinking),

        // MARK: - The sandbox: both Google Places APIs and the Foodybite server on loopback (never the app's modules)
        .executableTarget(
            name: "Sandbox",
            dependencies: [
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            // FlyingFox's URLSession helpers bring FoundationNetworking, and with it libcurl, linked the usual way.
            linkerSettings: debugExecutableLinking + [.linkedLibrary("curl", .when(platforms: [.linux], configuration: .debug))]
        ),

        // MARK: - Test support (shared doubles, never copied between test targets)
        .target(name: "FixtureSupport", path: "Tests/Support/FixtureSupport"),
        .target(name: "AsyncAssertions", path: "Tests/Support/AsyncAssertions"),
        .target(name: "DomainTestSupport", dependencies: ["Domain"], path: "Tests/Support/DomainTestSupport"),
        .target(
            name: "NetworkingTestSupport",
            dependencies: ["Networking"],
            path: "Tests/Support/NetworkingTestSupport"
        ),
        .target(
            name: "PresentationTestSupport", dependencies: ["Presentation", "Domain", "DomainTestSupport"],
            path: "Tests/Support/PresentationTestSupport"),
        .target(
            name: "CLITestSupport", dependencies: ["CLI", "Presentation", "PresentationTestSupport"],
            path: "Tests/Support/CLITestSupport"),
        .target(
            name: "PersistenceTestSupport", dependencies: ["Persistence", "Domain"],
            path: "Tests/Support/PersistenceTestSupport"),
        .target(
            name: "LoopbackServerSupport",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Tests/Support/LoopbackServerSupport"
        ),

        .target(
            name: "ResourceServerTestSupport",
            dependencies: ["ResourceServer", .product(name: "JWTKit", package: "jwt-kit")],
            path: "Tests/Support/ResourceServerTestSupport"),

        // MARK: - Tests
        .testTarget(
            name: "DomainTests", dependencies: ["Domain", "DomainTestSupport", "AsyncAssertions", "FixtureSupport"]),
        .testTarget(
            name: "OpeningHoursLanguageTests",
            dependencies: [.product(name: "OpeningHoursLanguage", package: "OpeningHoursLanguage"), "FixtureSupport"]),
        .testTarget(name: "NetworkingTests", dependencies: ["Networking", "NetworkingTestSupport", "AsyncAssertions"]),
        .testTarget(
            name: "PlacesTests",
            dependencies: [
                "Places", "Networking", "Domain", "NetworkingTestSupport", "FixtureSupport", "DomainTestSupport",
                "AsyncAssertions",
            ]
        ),
        .testTarget(name: "APIInfraTests", dependencies: ["APIInfra", "Networking", "LoopbackServerSupport"]),
        .testTarget(
            name: "PersistenceTests",
            dependencies: [
                "Persistence", "PersistenceTestSupport", "Domain", "DomainTestSupport", "Presentation", "AsyncAssertions",
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .testTarget(name: "LocationTests", dependencies: ["Location", "Domain", "Networking"]),
        .testTarget(
            name: "PresentationTests",
            dependencies: ["Presentation", "Domain", "DomainTestSupport"]
        ),
        .testTarget(
            name: "CLITests",
            dependencies: [
                "CLI", "Presentation", "Domain", "DomainTestSupport", "CLITestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "MCPServerTests",
            dependencies: ["MCPServer", "Presentation", "Domain"]
        ),
        .testTarget(name: "ResourceServerTests", dependencies: ["ResourceServer", "ResourceServerTestSupport"]),
        .testTarget(
            name: "MCPTransportTests",
            dependencies: [
                "MCPTransport", .product(name: "MCP", package: "swift-sdk"), .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "HostileInputTests",
            dependencies: [
                "Places", "Networking", "Domain", "Location", "Persistence", "Presentation", "CLI", "NetworkingTestSupport",
                "FixtureSupport", "DomainTestSupport", "CLITestSupport", .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "Places", "Networking", "Domain", "CLI", "Presentation", "APIInfra", "FixtureSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "MainTests",
            dependencies: [
                "Main", "Domain", "Networking", "Persistence", "CLI", "MCPServer", "Presentation", "CLITestSupport",
                "DomainTestSupport",
                "FixtureSupport", "LoopbackServerSupport",
                "AsyncAssertions",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
