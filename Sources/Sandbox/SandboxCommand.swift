import ArgumentParser
import FlyingFox
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `foodybite-sandbox`: both Google Places APIs over a bundled data set, the Foodybite server contract,
/// an IP-geolocation endpoint and fault injection, on 127.0.0.1 only.
@main
struct SandboxCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "foodybite-sandbox",
        abstract:
            "A loopback stand-in for Google Places (both APIs), Foursquare Places, OpenStreetMap (Overpass, Nominatim) and the Foodybite server.",
        discussion: """
            Prints its base URL (http://127.0.0.1:PORT) on the first line of stdout, then serves until SIGINT or \
            SIGTERM. Point foodybite at it with FOODYBITE_PLACES_URL, FOODYBITE_PLACES_LEGACY_URL, \
            FOODYBITE_FOURSQUARE_URL, FOODYBITE_OVERPASS_URL, FOODYBITE_NOMINATIM_URL, FOODYBITE_SERVER_URL (all \
            the base URL) and FOODYBITE_GEOIP_URL \
            (BASE/geoip/json), with any API keys.

            Keys: any non-empty key works; one starting 'invalid' is rejected; 'legacy-disabled...' is refused by \
            the legacy API with Google's "not enabled" message.

            Faults: --fault 'PATTERN=KIND[:ARG][*COUNT]' (repeatable), PATTERN '[METHOD ]/path/glob*'. KIND is one \
            of: latency:2s, 500, 503, 429[:RETRY_AFTER], hang, truncate, nonjson, lost (handled, then the answer \
            lost), redirect:URL, huge (12 MiB), body:FILE, endless-pages, remark (Overpass's timed-out query). \
            At run time: POST /sandbox/faults \
            {"rule": "..."}, GET to list, DELETE to clear.

            Time: POST /sandbox/clock {"advance": "3s"} moves the sandbox's clock on (tokens, page tokens, latency);
            {"at": "2026-12-22T09:00:00Z"} sets it (Google's coming seven days of hours follow it). \
            FOODYBITE_SANDBOX_NOW (an ISO 8601 instant) starts it there; it runs on from it.

            Data: POST /sandbox/places {"id": ID, "rating": 4.9, "businessStatus": "CLOSED_PERMANENTLY", \
            "types": [...], "removed": true} changes a place; GET /sandbox/dataset?provider=google|foursquare lists \
            every place as that provider knows it; GET /sandbox/requests, the last 200 requests (no secrets).
            """)

    @Option(help: "Port on 127.0.0.1 (0: any free port).")
    var port: UInt16 = 0

    @Option(help: "SQLite file for Foodybite accounts and reviews (default: in memory).")
    var data: String?

    @Option(help: "Place data set (default: Fixtures/sandbox/places.json of this checkout).")
    var dataset: String?

    @Option(
        name: .customLong("osm-data"),
        help: "OpenStreetMap data as Overpass answers it, from a real extract (scripts/references/overpass-data.py).")
    var osmData: String?

    @Option(name: .customLong("access-token-ttl"), help: "Access-token lifetime, e.g. 15m, 2s.")
    var accessTokenTTL: DurationArgument = DurationArgument(.seconds(15 * 60))

    @Option(name: .customLong("refresh-token-ttl"), help: "Refresh-token lifetime, e.g. 7d as 168h.")
    var refreshTokenTTL: DurationArgument = DurationArgument(.seconds(7 * 24 * 3600))

    @Option(name: .customLong("page-token-delay"), help: "How long a legacy next_page_token is refused after it is issued.")
    var pageTokenDelay: DurationArgument = DurationArgument(.seconds(2))

    @Option(name: .customLong("page-size"), help: "Results per legacy search page (Google: 20).")
    var pageSize: Int = 20

    @Option(
        name: .customLong("radius-slack"),
        help: "How far outside the radius Google-like searches still return places (0.1 = 10%).")
    var radiusSlack: Double = 0.1

    @Option(
        help: ArgumentHelp(
            "Add a dense synthetic city of N restaurants 70 m apart around 45.4642,9.1900 (1850: ~1,450 within 1,500 m).",
            valueName: "N"))
    var synthetic: Int = 0

    @Option(name: .customLong("geoip-location"), help: "LAT,LNG answered by /geoip/json.")
    var geoIPLocation: String = "-33.8670,151.1957"

    @Option(name: .customLong("fault"), help: "A fault rule (repeatable).")
    var faultRules: [String] = []

    func validate() throws {
        guard (1...100).contains(pageSize) else { throw ValidationError("--page-size must be 1...100") }
        guard (0...100_000).contains(synthetic) else { throw ValidationError("--synthetic must be 0...100000") }
        guard LegacyPlacesAPI.latLng(geoIPLocation) != nil else { throw ValidationError("--geoip-location must be LAT,LNG") }
        for rule in faultRules where FaultRule(rule) == nil {
            throw ValidationError("--fault '\(rule)' is not PATTERN=KIND[:ARG][*COUNT]")
        }
    }

    func run() async throws {
        let termination = SignalWaiter(watchStdin: ProcessInfo.processInfo.environment["FOODYBITE_SANDBOX_WATCH_STDIN"] == "1")
        let fixtures = SandboxFiles.fixturesDirectory
        let datasetURL = dataset.map { URL(fileURLWithPath: $0) } ?? fixtures.appendingPathComponent("sandbox/places.json")
        let search = PlaceSearch(
            dataset: try Dataset.load(from: datasetURL, adding: SyntheticCity.places(count: synthetic)), radiusSlack: radiusSlack)
        let store = try AccountStore(path: data)
        let clock = SandboxClock()
        if let start = ProcessInfo.processInfo.environment["FOODYBITE_SANDBOX_NOW"] {
            guard let instant = ISO8601DateFormatter().date(from: start) else {
                throw ValidationError("FOODYBITE_SANDBOX_NOW must be an ISO 8601 instant, such as 2026-11-25T12:30:00+01:00")
            }
            clock.set(to: instant)
        }
        let tokens = PageTokens(clock: clock)
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 60, logger: .disabled)
        let serving = Task { try await server.run() }
        try await server.waitUntilListening()
        guard case .ip4(_, let boundPort) = await server.listeningAddress else { throw ExitCode.failure }
        ListenerNoDelay.apply(toListenerOn: boundPort)
        let baseURL = "http://127.0.0.1:\(boundPort)"
        let now: @Sendable () -> Date = { clock.now() }
        let router = SandboxRouter(
            newPlaces: NewPlacesAPI(
                search: search, tokens: tokens, routing: SandboxRouting(dataset: search.dataset), clock: clock),
            legacyPlaces: LegacyPlacesAPI(
                search: search, tokens: tokens, pageTokenDelay: pageTokenDelay.duration, pageSize: pageSize,
                photoErrorPNG: (try? Data(
                    contentsOf: fixtures.appendingPathComponent(
                        "google-places/maps_http_places_photo_invalid_key_error_binary_response.png"))) ?? Data()),
            foursquare: FoursquarePlacesAPI(search: search),
            openStreetMap: OpenStreetMapAPI(
                dataset: search.dataset, world: try osmData.map { try OSMWorld.load(from: URL(fileURLWithPath: $0)) }),
            routesMatrix: RoutesMatrixAPI(routing: SandboxRouting(dataset: search.dataset)),
            osrm: OSRMAPI(routing: SandboxRouting(dataset: search.dataset)),
            server: FoodybiteServerAPI(
                store: store,
                tokens: AccessTokens(secret: try store.signingSecret(), lifetime: accessTokenTTL.duration, now: now),
                refreshTokenLifetime: refreshTokenTTL.seconds, now: now),
            faults: FaultInjector(rules: faultRules.compactMap(FaultRule.init), clock: clock),
            clock: clock,
            dataset: search.dataset,
            geoIPLocation: LegacyPlacesAPI.latLng(geoIPLocation) ?? (0, 0),
            image: try Data(
                contentsOf: fixtures.appendingPathComponent("google-places/maps_http_places_photo_binary_response.jpg")),
            baseURL: baseURL,
            contracts: ServiceContracts(
                google: try GoogleDefinitions.load(from: fixtures.appendingPathComponent("contracts/google-api-fields.json")),
                log: ContractLog()))
        await server.appendRoute("*") { request in await router.handle(request) }
        FileHandle.standardOutput.write(Data((baseURL + "\n").utf8))
        await termination.wait()
        // Requests in flight get a moment; an idle keep-alive connection (a test's URLSession) is not waited for:
        // every change is already on disk (AccountStore writes through), and a test stops a sandbox per test.
        await server.stop(timeout: 0.1)
        serving.cancel()
    }
}

/// Where the bundled files are: `Fixtures/` of the checkout this binary was built from.
enum SandboxFiles {
    static let fixturesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
}
