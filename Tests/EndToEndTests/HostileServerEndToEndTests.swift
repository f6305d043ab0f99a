import Foundation
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A hostile or broken server (issue 9, items 1, 2, 5, 6): the real binary against sandbox faults that redirect to
/// another origin, send absurd numbers, 12 MiB or a gzip bomb, or pages without end. Each run ends by itself
/// (`timeout` guards the test), with a documented exit code, and no credential reaches another host.
final class HostileServerEndToEndTests: XCTestCase {
    private let nearby = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500"]
    private let guardTimeout = ["/usr/bin/timeout", "-s", "KILL", "60"]

    func test_nearby_neverSendsTheAPIKeyToTheHostARedirectPointsAt() throws {
        // Given a Places server that redirects every search to another origin
        let (places, other) = (try SandboxProcess(), try SandboxProcess())
        defer {
            places.stop()
            other.stop()
        }
        try places.inject("/v1/*=redirect:\(other.baseURL)")
        try places.inject("/maps/api/place/*=redirect:\(other.baseURL)")

        for api in ["new", "legacy"] {
            // When
            let result = try Foodybite(sandbox: places).run(nearby + ["--places-api", api, "--no-cache"], wrapper: guardTimeout)

            // Then the other host saw the request, without the key; foodybite reports its refusal
            let seen = try other.requests().filter { ($0["path"] as? String)?.hasPrefix("/sandbox") == false }
            XCTAssertFalse(seen.isEmpty, api)
            XCTAssertTrue(seen.allSatisfy { $0["apiKey"] as? Bool == false }, "\(api): \(seen)")
            XCTAssertEqual(result.code, 77, "\(api): \(result.stderr)")
            XCTAssertFalse((result.stdout + result.stderr).contains(Foodybite.key))
        }
    }

    func test_reviews_neverSendTheAccessTokenToTheHostARedirectPointsAt() throws {
        // Given a logged-in user, and a server that then redirects the review list to another origin
        let (server, other) = (try SandboxProcess(), try SandboxProcess())
        defer {
            server.stop()
            other.stop()
        }
        let foodybite = try Foodybite.loggedIn(server, as: "ada@example.com", for: self)
        try server.inject("GET /review*=redirect:\(other.baseURL)")

        // When
        let result = try foodybite.run(["reviews", "--format", "json"], wrapper: guardTimeout)

        // Then
        let seen = try other.requests().filter { ($0["path"] as? String)?.hasPrefix("/review") == true }
        XCTAssertFalse(seen.isEmpty, result.stderr)
        XCTAssertTrue(seen.allSatisfy { $0["authorization"] as? Bool == false }, "\(seen)")
        XCTAssertLessThan(result.code, 128, result.stderr)
    }

    func test_nearby_showsAbsurdNumbersAsUnknownAndKeepsWorkingOfflineAfterCachingThem() throws {
        // Given a server answering ratings of 1e300 and Int64.max, escape sequences in names, a malformed id
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        try sandbox.inject("/v1/*=body:\(Self.fixture("hostile/absurd-numbers-new.json"))*1")
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.home = try Foodybite.makeHome(for: self)

        // When
        let online = try foodybite.run(nearby + ["--format", "json"], wrapper: guardTimeout)
        let offline = try foodybite.run(nearby + ["--offline"], wrapper: guardTimeout)
        let csv = try foodybite.run(nearby + ["--offline", "--format", "csv"], wrapper: guardTimeout)

        // Then
        XCTAssertEqual(online.code, 0, online.stderr)
        XCTAssertEqual(online.jsonRows.map { $0["placeID"] as? String }, ["ChIJhostile1", "ChIJhostile2"])
        XCTAssertTrue(online.jsonRows.allSatisfy { $0["rating"] is NSNull && $0["userRatingsTotal"] is NSNull })
        XCTAssertTrue(online.stdout.contains("\\u001b]0;owned"), "JSON keeps the exact text, escaped")
        XCTAssertEqual(offline.code, 0, offline.stderr)
        XCTAssertEqual(csv.code, 0, csv.stderr)
        for output in [offline.stdout, csv.stdout, offline.stderr] {
            XCTAssertFalse(output.unicodeScalars.contains { $0 == "\u{1b}" || $0 == "\u{9b}" || $0 == "\r" || $0 == "\u{202e}" })
        }
        XCTAssertEqual(csv.stdout.split(separator: "\n").count, 3, "a header and one line per place: \(csv.stdout)")
    }

    func test_nearby_refusesBodiesOverItsCapWithoutReadingThemWhole() throws {
        // Given answers of 12 MiB, and of 64 KB that inflate to 64 MiB
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let cases = [
            ("huge", "larger than 8 MiB"),
            ("body:\(Self.fixture("hostile/gzip-bomb.json.gz"))", "gzip-compressed answer although none was asked for"),
        ]
        for (fault, message) in cases {
            try sandbox.inject("/v1/*=\(fault)*1")

            // When
            let result = try Foodybite(sandbox: sandbox).run(nearby + ["--no-cache"], wrapper: guardTimeout)

            // Then
            XCTAssertEqual(result.code, 69, "\(fault): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), result.stderr)
            XCTAssertEqual(result.lineCountOnStderr, 1)
        }
    }

    func test_nearby_readsAtMostThreeLegacyPagesWhenTheServerNeverStops() throws {
        // Given a legacy server whose every page has a next_page_token
        let sandbox = try SandboxProcess(["--page-token-delay", "0s"])
        defer { sandbox.stop() }
        try sandbox.inject("/maps/api/place/nearbysearch/json=endless-pages")

        // When
        let result = try Foodybite(sandbox: sandbox).run(
            nearby + ["--places-api", "legacy", "--limit", "60", "--stars", "5", "--no-cache"], wrapper: guardTimeout)

        // Then
        XCTAssertEqual(result.code, 0, result.stderr)
        let pages = try sandbox.requests().filter { $0["path"] as? String == "/maps/api/place/nearbysearch/json" }
        XCTAssertEqual(pages.count, 3)
    }

    func test_nearby_endsWithInternalErrorNotASignalWhenTheServerClosesInTheMiddleOfItsHeaders() throws {
        // Given a server that sends a status line and closes (FoundationNetworking then stops the process itself)
        let script = """
            import socket, sys
            s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(1)
            print(s.getsockname()[1], flush=True)
            c, _ = s.accept(); c.recv(65536); c.sendall(b"HTTP/1.1 200 OK\\r\\n"); c.close()
            """
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["python3", "-c", script]
        let out = Pipe()
        server.standardOutput = out
        try server.run()
        defer { server.terminate() }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let port = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        var foodybite = Foodybite(sandbox: nil)
        foodybite.extraEnvironment = ["FOODYBITE_PLACES_URL": "http://127.0.0.1:\(port)"]

        // When
        let result = try foodybite.run(nearby + ["--no-cache"], wrapper: guardTimeout)

        // Then a documented exit code and one line of foodybite's own, never a signal: 75 when FoundationNetworking
        // reports the lost connection, 70 when it stops the process itself (which of the two is a race inside it)
        // (after FoundationNetworking's own line about its failed check, when it stops the process)
        XCTAssertTrue([70, 75].contains(result.code), "\(result.code): \(result.stderr)")
        if result.code == 70 {
            XCTAssertTrue(result.stderr.hasSuffix("please report it with the command you ran\n"), result.stderr)
        } else {
            XCTAssertEqual(result.lineCountOnStderr, 1, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("foodybite: the connection to Google Places was lost"), result.stderr)
        }
    }

    static func fixture(_ path: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(path).path
    }
}

extension SandboxProcess {
    /// What the sandbox logged of the requests it received (method, path, and whether a key or token came along).
    func requests() throws -> [[String: Any]] {
        let data = try HTTP.blocking("GET", baseURL + "/sandbox/requests").body
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return object?["requests"] as? [[String: Any]] ?? []
    }
}

/// A body without a declared length (chunked), streamed as fast as loopback goes: reading stops at the cap and
/// the peak memory stays far below the body (issue 9, item 5).
final class StreamedBodyEndToEndTests: XCTestCase {
    func test_nearby_stopsReadingAStreamedBodyAtItsCapWithBoundedMemory() throws {
        // Given a server streaming 400 MiB of chunked JSON, and the peak memory of the run measured by its parent
        let script = """
            import resource, socket, subprocess, sys, threading
            s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(1); port = s.getsockname()[1]
            def serve():
                c, _ = s.accept(); c.recv(65536)
                c.sendall(b"HTTP/1.1 200 OK\\r\\nContent-Type: application/json\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n")
                frame = b"10000\\r\\n" + b" " * 65536 + b"\\r\\n"
                try:
                    for _ in range(6400): c.sendall(frame)
                except OSError: pass
                c.close()
            threading.Thread(target=serve, daemon=True).start()
            env = dict(a.split("=", 1) for a in sys.argv[2:] if "=" in a)
            env["FOODYBITE_PLACES_URL"] = "http://127.0.0.1:%d" % port
            run = subprocess.run([sys.argv[1], "nearby", "--location", "47.32,5.04", "--no-cache"], env=env,
                                 capture_output=True, timeout=60)
            peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024
            print(run.returncode, peak, run.stderr.decode().strip())
            """
        let environment = ["HOME=/tmp", "FOODYBITE_PLACES_API_KEY=k", "FOODYBITE_RETRIES=0", "FOODYBITE_GEOIP_URL=off"]

        // When
        let result = try Foodybite(sandbox: nil).run(
            environment, executable: URL(fileURLWithPath: "/usr/bin/env"),
            wrapper: ["/usr/bin/timeout", "-s", "KILL", "90", "/usr/bin/env", "python3", "-c", script, Binaries.foodybite.path])

        // Then: exit 69 with the cap's message, and a peak far below the 400 MiB sent
        let fields = result.stdout.split(separator: " ", maxSplits: 2).map(String.init)
        XCTAssertEqual(fields.first, "69", result.stdout + result.stderr)
        XCTAssertLessThan(Int(fields.dropFirst().first ?? "") ?? .max, 100, "peak MB: \(result.stdout)")
        XCTAssertTrue(result.stdout.contains("larger than 8 MiB"), result.stdout)
    }

    func test_nearby_anOverpassAnswerInTinyChunks_isReadAsTheWholeOneInBoundedMemory() throws {
        // Given no key, and an Overpass answer of 100,000 places (10 MiB) that the sandbox sends whole, then in chunks
        // of 100 bytes (libcurl hands each on alone: 110,000 pieces)
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.key = nil
        foodybite.extraEnvironment["FOODYBITE_HTTP_TIMEOUT"] = "30"  // 10 MiB read by the debug build on a busy machine
        let folder = try Foodybite.makeHome(for: self)
        let answer = folder.appendingPathComponent("city.json")
        try Self.city(places: 100_000).write(to: answer)
        let query = [
            "nearby", "--location", "47.3220,5.0415", "--radius", "1500", "--limit", "30", "--format", "json", "--no-cache",
        ]
        try sandbox.inject("/api/interpreter=body:\(answer.path)*1")
        let whole = try foodybite.run(query)

        // When
        try sandbox.inject("/api/interpreter=pieces:100:\(answer.path)*1")
        let script = """
            import resource, subprocess, sys
            run = subprocess.run(sys.argv[1:], capture_output=True, timeout=120)
            sys.stderr.write(run.stderr.decode()); sys.stdout.write(run.stdout.decode())
            print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024)
            """
        let pieces = try foodybite.run(
            query, wrapper: ["/usr/bin/env", "python3", "-c", script])

        // Then the same places, and a peak of memory far below what 110,000 queued pieces cost (196 MB before they
        // were gathered, 76 MB after, in the debug build)
        XCTAssertEqual(whole.code, 0, whole.stderr)
        XCTAssertEqual(pieces.code, 0, pieces.stderr)
        let lines = pieces.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let peak = lines.dropLast().last.flatMap { Int($0) } ?? .max
        XCTAssertEqual(lines.dropLast(2).joined(separator: "\n"), whole.stdout.trimmingCharacters(in: .newlines))
        XCTAssertGreaterThan(whole.stdout.count, 1_000)
        XCTAssertLessThan(peak, 130, "peak MB: \(peak)")
    }

    /// `places` named restaurants around Dijon, within 1.5 km (as `scripts/overpass-city.py` makes them).
    private static func city(places: Int) -> Data {
        var text = #"{"version":0.6,"elements":["#
        for index in 0..<places {
            let (angle, meters) = (Double(index) * 0.7, 20 + Double(index) * (1_450 / Double(places)))
            let latitude = 47.3220 + meters * cos(angle) / 111_195
            let longitude = 5.0415 + meters * sin(angle) / (111_195 * cos(47.322 * .pi / 180))
            if index > 0 { text += "," }
            text += #"{"type":"node","id":\#(index + 1),"lat":\#(latitude),"lon":\#(longitude),"#
            text += #""tags":{"amenity":"restaurant","name":"R\#(index)"}}"#
        }
        return Data((text + "]}").utf8)
    }
}
