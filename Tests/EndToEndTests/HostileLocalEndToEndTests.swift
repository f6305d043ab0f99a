import Foundation
import XCTest

/// Odd input from the command line, the environment and the file system (issue 9, item 9): each is one line and
/// a documented exit code, or works as a person would expect; nothing is created outside foodybite's folders.
final class HostileLocalEndToEndTests: ClassSandboxTestCase {
    override class func setUp() { ClassSandbox.start(for: self) }
    override class func tearDown() { ClassSandbox.stop(for: self) }
    private func sharedSandbox() throws -> SandboxProcess { try ClassSandbox.sandbox(for: Self.self) }

    private let nearby = ["nearby", "--location", "47.3220,5.0415", "--radius", "1500"]

    func test_location_acceptsDecimalNotationOnly() throws {
        for location in ["0x10,0x1p3", "1e1,2", "nan,1", "47.3,5.0\u{1b}[2J"] {
            // When
            let result = try Foodybite(sandbox: nil).run(["nearby", "--location", location, "--offline"])

            // Then
            XCTAssertEqual(result.code, 64, "\(location): \(result.stderr)")
            XCTAssertEqual(result.lineCountOnStderr, 1)
            XCTAssertFalse(result.stderr.contains("\u{1b}"))
        }
    }

    func test_baseURLs_withAnUpperCaseSchemeWorkAndWithCredentialsAreRefusedUnechoed() throws {
        // Given
        let sandbox = try sharedSandbox()
        var upper = Foodybite(sandbox: sandbox)
        upper.extraEnvironment = ["FOODYBITE_PLACES_URL": sandbox.baseURL.replacingOccurrences(of: "http://", with: "HTTP://")]
        var withCredentials = Foodybite(sandbox: sandbox)
        withCredentials.extraEnvironment = [
            "FOODYBITE_PLACES_URL": sandbox.baseURL.replacingOccurrences(of: "http://", with: "http://ada:s3cret@")
        ]

        // When
        let upperResult = try upper.run(nearby)
        let credentialsResult = try withCredentials.run(nearby)

        // Then
        XCTAssertEqual(upperResult.code, 0, upperResult.stderr)
        XCTAssertEqual(credentialsResult.code, 78, credentialsResult.stderr)
        XCTAssertFalse(credentialsResult.stderr.contains("s3cret"), credentialsResult.stderr)
    }

    func test_commands_createNothingOutsideFoodybitesOwnFolders() throws {
        // Given
        let sandbox = try sharedSandbox()
        var foodybite = Foodybite(sandbox: sandbox)
        let home = try Foodybite.makeHome(for: self)
        foodybite.home = home

        // When
        XCTAssertEqual(try foodybite.run(["--version"]).code, 0)
        XCTAssertEqual(try foodybite.run(nearby).code, 0)

        // Then every folder created is foodybite's own
        let created = try FileManager.default.subpathsOfDirectory(atPath: home.path)
        let foreign = created.filter { path in
            let parts = path.split(separator: "/")
            return parts.count >= 2 && parts[1] != "foodybite"
        }
        XCTAssertEqual(foreign, [], "created: \(created)")
    }

    func test_cacheFileThatIsASymlink_isMovedAsideWithAWarningAndItsTargetUntouched() throws {
        // Given a cache file that is a link to another file
        let sandbox = try sharedSandbox()
        var foodybite = Foodybite(sandbox: sandbox).inCLocale
        let home = try Foodybite.makeHome(for: self)
        foodybite.home = home
        let target = home.appendingPathComponent("precious.txt")
        try Data("keep me".utf8).write(to: target)
        let cache = home.appendingPathComponent("cache/foodybite/cache.sqlite")
        try FileManager.default.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: cache, withDestinationURL: target)

        // When
        let result = try foodybite.run(nearby)

        // Then
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("was a symbolic link"), result.stderr)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "keep me")
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: cache.path))
    }

    func test_userDataWALThatIsAFIFO_isMovedAsideAlone_andTheFavouritesKept() throws {
        // Given a favourite, then the user data's -wal file replaced by a FIFO (issue 55: `favorites add` exited 70)
        let (foodybite, wal) = try homeWithAFavourite()
        try? FileManager.default.removeItem(at: wal)
        XCTAssertEqual(mkfifo(wal.path, 0o600), 0)

        // When
        let add = try foodybite.run(["favorites", "add", "ChIJsecond"])
        let list = try foodybite.run(["favorites", "list", "--format", "json"])

        // Then
        XCTAssertEqual(add.code, 0, add.stderr)
        XCTAssertTrue(add.stderr.contains("foodybite.sqlite-wal was not a regular file: moved to"), add.stderr)
        XCTAssertEqual(Set(list.jsonRows.compactMap { $0["placeID"] as? String }), ["ChIJfirst", "ChIJsecond"], list.stderr)
    }

    func test_userDataWALThatIsSparse_isReadByItsDataOnly_neverCopiedWhole() throws {
        // Given the user data's -wal file made a sparse 1 GiB of zeros, then one behind two real frames (issue 55: the
        // first was called damaged and copied aside at its full size; the second took 11 s to read frame by frame)
        let (foodybite, wal) = try homeWithAFavourite()
        XCTAssertEqual(truncate(wal.path, 1 << 30), 0)

        // When
        let started = Date()
        let list = try foodybite.run(["favorites", "list", "--format", "json"])
        let zerosTook = Date().timeIntervalSince(started)

        // Then
        XCTAssertEqual(list.code, 0, list.stderr)
        XCTAssertFalse(list.stderr.contains("damaged"), list.stderr)
        XCTAssertEqual(list.jsonRows.compactMap { $0["placeID"] as? String }, ["ChIJfirst"])
        let names = try FileManager.default.contentsOfDirectory(atPath: wal.deletingLastPathComponent().path)
        XCTAssertFalse(names.contains { $0.contains(".damaged-") }, "\(names)")
        XCTAssertLessThan(zerosTook, 5)

        // Given two frames of a real write, kept in the -wal as a killed command leaves them, then 4 GiB of holes
        var killed = foodybite
        killed.extraEnvironment["FOODYBITE_TEST_KILL_AFTER"] = "committed"
        XCTAssertEqual(try killed.run(["favorites", "add", "ChIJsecond"]).code, SIGKILL)
        let frames = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: wal.path)[.size] as? Int)
        XCTAssertGreaterThan(frames, 32)
        XCTAssertEqual(truncate(wal.path, off_t(frames) + (4 << 30)), 0)

        // When
        let again = Date()
        let after = try foodybite.run(["favorites", "list", "--format", "json"])

        // Then the committed write is kept, quickly
        XCTAssertEqual(after.code, 0, after.stderr)
        XCTAssertEqual(Set(after.jsonRows.compactMap { $0["placeID"] as? String }), ["ChIJfirst", "ChIJsecond"], after.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(again), 5)
    }

    /// A foodybite whose home holds one favourite (`ChIJfirst`), and the user data's -wal file.
    private func homeWithAFavourite() throws -> (Foodybite, URL) {
        var foodybite = Foodybite(sandbox: nil)
        let home = try Foodybite.makeHome(for: self)
        foodybite.home = home
        XCTAssertEqual(try foodybite.run(["favorites", "add", "ChIJfirst"]).code, 0)
        return (foodybite, home.appendingPathComponent("data/foodybite/foodybite.sqlite-wal"))
    }

    func test_photoOutput_replacesOnlyARegularFile() throws {
        // Given a FIFO where the photo would go
        let home = try Foodybite.makeHome(for: self)
        let fifo = home.appendingPathComponent("photo.jpg")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)

        // When
        let result = try Foodybite(sandbox: nil).run(["photo", "--ref", "AUc7tXX", "--output", fifo.path, "--force"])

        // Then
        XCTAssertEqual(result.code, 64, result.stderr)
        XCTAssertTrue(result.stderr.contains("not a regular file"), result.stderr)
    }
}

/// Odd identifiers (issue 9, item 3) and the hidden prompt (item 9), end to end.
final class IdentifierAndPromptEndToEndTests: XCTestCase {
    func test_photo_refusesAReferenceThatIsNotAGoogleResourceName() throws {
        for reference in ["places/x?key=1/photos/y", "a#b", "%zz", "{x}", "a b"] {
            let result = try Foodybite(sandbox: nil).run(["photo", "--ref", reference, "--output", "-"])

            XCTAssertEqual(result.code, 64, "\(reference): \(result.stderr)")
            XCTAssertEqual(result.lineCountOnStderr, 1)
        }
    }

    func test_photo_refusesAPhotoNameFromTheServerThatIsNotOneWithUnavailable() throws {
        // Given details whose photo names carry URL syntax
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let body = FileManager.default.temporaryDirectory.appendingPathComponent("details-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: body) }
        try Data(#"{"id": "ChIJx", "displayName": {"text": "X"}, "photos": [{"name": "places/x/photos/a?b#c"}]}"#.utf8)
            .write(to: body)
        try sandbox.inject("GET /v1/places/*=body:\(body.path)*1")

        // When
        let result = try Foodybite(sandbox: sandbox).run(["photo", "ChIJx", "--output", "-"])

        // Then
        XCTAssertEqual(result.code, 69, result.stderr)
        XCTAssertEqual(result.lineCountOnStderr, 1)
    }

    func test_hiddenPrompt_restoresTerminalEchoWhenInterrupted() throws {
        // Given foodybite asking for a password on a terminal (a pseudo-terminal driven by Python)
        let script = """
            import os, pty, signal, sys, termios, time
            pid, fd = pty.fork()
            if pid == 0:
                os.execve(sys.argv[1], [sys.argv[1], 'account', 'login', '--email', 'ada@example.com'], dict(os.environ))
            seen = b''
            deadline = time.time() + 20
            while b'assword' not in seen and time.time() < deadline:
                try: seen += os.read(fd, 1024)
                except OSError: break
            hidden = not (termios.tcgetattr(fd)[3] & termios.ECHO)
            os.kill(pid, signal.SIGINT)
            os.waitpid(pid, 0)
            restored = bool(termios.tcgetattr(fd)[3] & termios.ECHO)
            print('prompted' if b'assword' in seen else 'no prompt', 'hidden' if hidden else 'visible',
                  'restored' if restored else 'echo-off')
            """
        var foodybite = Foodybite(sandbox: nil)
        foodybite.extraEnvironment = ["FOODYBITE_SERVER_URL": "http://127.0.0.1:9"]

        // When SIGINT arrives at the prompt
        let result = try foodybite.run(
            [], executable: URL(fileURLWithPath: "/usr/bin/env"),
            wrapper: ["/usr/bin/timeout", "-s", "KILL", "40", "/usr/bin/env", "python3", "-c", script, Binaries.foodybite.path])

        // Then echo was off while it asked, and is back on afterwards
        XCTAssertEqual(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "prompted hidden restored", result.stderr)
    }
}
