import AsyncAssertions
import Domain
import Foundation
import Networking
import Synchronization
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

final class FileRequestSpacingTests: XCTestCase {
    func test_wait_spacesRequestsSharingAFileEvenWhenAskedAtOnce() async throws {
        // Given three callers (as three processes would, each with its own spacing over the same file), on a clock
        // whose sleeps move it
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("spacing-\(UUID().uuidString)/last")
        addTeardownBlock { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let clock = SpacingClock(now: 1_800_000_000)

        // When they all send a request at once (answered at once)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<3 {
                group.addTask {
                    try await RequestSpacing.shared(
                        FileRequestSpacing(
                            file: file, interval: .milliseconds(300), now: { clock.now }, sleep: { clock.sleep($0) })
                    ).run {}
                }
            }
            try await group.waitForAll()
        }

        // Then the first went at once, each of the others waited the whole interval after the one before, and the
        // file holds the last one's times (sent, ended)
        XCTAssertEqual(clock.sleeps, [.milliseconds(300), .milliseconds(300)])
        let last = String(decoding: try Data(contentsOf: file), as: UTF8.self).split(separator: " ").compactMap {
            Double($0.trimmingCharacters(in: .newlines))
        }
        XCTAssertEqual(last.count, 2)
        XCTAssertEqual(try XCTUnwrap(last.first), 1_800_000_000.6, accuracy: 0.000_1)
    }

    func test_wait_countsTheIntervalFromTheEndOfTheLastRequest_notFromWhenItWasSent() async throws {
        // Given a request sent at once that took 0.4 s to be answered (a slow connection, a handshake)
        let (sut, clock) = makeSpacedRequests()
        try await sut.run { clock.sleep(.milliseconds(400)) }

        // When the next request is spaced
        _ = try await sut.turn()

        // Then it waited the whole second after the first one's end: the service sees them 1.4 s apart, not 1 s
        XCTAssertEqual(clock.sleeps, [.milliseconds(400), .seconds(1)])
    }

    func test_wait_whileAnotherRequestIsInFlight_waitsForItsEnd_thenTheInterval() async throws {
        // Given a request in flight in another process (sent, not answered yet: issue 55, two requests reached the
        // service 0.94 s apart when the pause was counted from the send of one still in flight)
        let (sut, clock) = makeSpacedRequests()
        let answered = Mutex(false)
        async let first: Void = sut.run {
            try? await Task.sleep(for: .milliseconds(200))  // leaving slowly
            clock.sleep(.milliseconds(400))
            answered.withLock { $0 = true }
        }
        try await Task.sleep(for: .milliseconds(50))

        // When the next one is spaced
        _ = try await sut.turn()

        // Then it went a whole second after the first one's end
        XCTAssertTrue(answered.withLock { $0 }, "waited for the request in flight")
        XCTAssertEqual(clock.sleeps, [.milliseconds(400), .seconds(1)])
        try await first
    }

    func test_wait_takesARequestInFlightTooLongAsEnded_itsProcessMayHaveDied() async throws {
        // Given a request sent and never said to have ended, 10 s ago
        let (sut, clock) = makeSpacedRequests()
        _ = try await sut.turn()
        clock.sleep(.seconds(10))

        // When
        _ = try await sut.turn()

        // Then it went at once
        XCTAssertEqual(clock.sleeps, [.seconds(10)])
    }

    func test_run_marksTheEndOfAFailedRequestToo() async throws {
        // Given a request that fails after 0.4 s
        let (sut, clock) = makeSpacedRequests()
        struct Failure: Error {}

        // When it fails, and the next request is spaced
        await XCTAssertThrowsErrorAsync(
            try await sut.run {
                clock.sleep(.milliseconds(400))
                throw Failure()
            })
        _ = try await sut.turn()

        // Then the failure's end counted too
        XCTAssertEqual(clock.sleeps, [.milliseconds(400), .seconds(1)])
    }

    /// Requests spaced a second apart through a file of their own, on a clock whose sleeps move it.
    private func makeSpacedRequests() -> (RequestSpacing, SpacingClock) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("spacing-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: file) }
        let clock = SpacingClock(now: 1_800_000_000)
        let spacing = FileRequestSpacing(file: file, interval: .seconds(1), now: { clock.now }, sleep: { clock.sleep($0) })
        return (RequestSpacing.shared(spacing), clock)
    }

    func test_wait_doesNotWaitWhenTheLastRequestIsOldOrTheFileUnreadable() async throws {
        // Given a file holding no time, then one holding a time 5 s old
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("spacing-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: file) }
        try Data("not a time".utf8).write(to: file)
        let clock = SpacingClock(now: 1_800_000_000)
        let sut = FileRequestSpacing(file: file, interval: .seconds(5), now: { clock.now }, sleep: { clock.sleep($0) })

        // When
        try await RequestSpacing.shared(sut).run {}
        clock.sleep(.seconds(5))
        try await RequestSpacing.shared(sut).run {}

        // Then neither waited (the one sleep is the test's), and the file holds a time
        XCTAssertEqual(clock.sleeps, [.seconds(5)])
        XCTAssertNotNil(Double(String(decoding: try Data(contentsOf: file), as: UTF8.self).split(separator: " ")[0]))
    }

    func test_wait_isAnErrorNamingTheFileWhenItIsADirectoryALinkALoopOrAFIFO() async throws {
        // Given a spacing file that is a directory, a link to a file, a link to itself, and a FIFO (which read as
        // no time at all let every process go at once)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spacing-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("dir.last"), withIntermediateDirectories: true)
        try Data().write(to: directory.appendingPathComponent("target"))
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("link.last"), withDestinationURL: directory.appendingPathComponent("target"))
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("loop.last").path, withDestinationPath: "loop.last")
        XCTAssertEqual(mkfifo(directory.appendingPathComponent("fifo.last").path, 0o600), 0)

        for name in ["dir.last", "link.last", "loop.last", "fifo.last"] {
            // When
            let file = directory.appendingPathComponent(name)
            do {
                try await FileRequestSpacing(file: file).wait()
                XCTFail("\(name): no error")
            } catch let error as ServiceError {
                // Then a service error (exit 69) that names the file, never an internal one
                XCTAssertEqual(error.kind, .unavailable, name)
                XCTAssertTrue(error.message.contains(file.path), error.message)
            }
        }
    }

    func test_wait_tellsACallerAtOnceWhenTheCallsQueuedAheadWouldTakeLongerThanItsMaximumWait() async throws {
        // Given three calls of this process queued for a file another process holds, on a clock whose sleeps move it
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("spacing-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: file) }
        let holder = open(file.path, O_RDWR | O_CREAT, 0o600)
        XCTAssertEqual(flock(holder, LOCK_EX), 0)
        let clock = SpacingClock(now: 1_800_000_000)
        func spacing(_ maximumWait: Duration, patience: Duration = .seconds(30)) -> FileRequestSpacing {
            FileRequestSpacing(
                file: file, patience: patience, maximumWait: maximumWait, now: { clock.now }, sleep: { clock.sleep($0) })
        }
        let queued = Task {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<3 { group.addTask { try await RequestSpacing.shared(spacing(.seconds(30))).run {} } }
                try await group.waitForAll()
            }
        }
        // (a caller with no room and no patience says how many are queued: yields until three are, not time)
        for _ in 0..<100_000 {
            if let said = await refusal(spacing(.zero, patience: .zero)), said.message.hasPrefix("3 ") { break }
            await Task.yield()
        }

        // When one more would wait behind them longer than it may (3 s > 2.5 s)
        let told = await refusal(spacing(.milliseconds(2_500)))

        // Then it is told at once when to try again, naming no file (exit 75), and was never queued: the three go on
        // once the file is free, each a second after the one before
        let error = try XCTUnwrap(told)
        XCTAssertEqual(error.kind, .temporary)
        XCTAssertEqual(
            error.message, "3 calls are queued for this server, which takes one request a second: try again in about 3 s")
        close(holder)
        try await queued.value
        XCTAssertEqual(clock.sleeps.count, 2)
    }

    func test_wait_isATemporaryFailureNamingNoFileWhenAnotherProcessHoldsItTooLong() async throws {
        // Given the file locked by someone else
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("spacing-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: file) }
        let holder = open(file.path, O_RDWR | O_CREAT, 0o600)
        XCTAssertEqual(flock(holder, LOCK_EX), 0)
        defer { close(holder) }

        // When
        do {
            try await FileRequestSpacing(file: file, patience: .milliseconds(200)).wait()
            XCTFail("no error")
        } catch let error as ServiceError {
            // Then (exit 75)
            XCTAssertEqual(error.kind, .temporary)
            XCTAssertFalse(error.message.contains("/"), error.message)
            XCTAssertTrue(error.message.contains("one request a second"), error.message)
        }
    }
}

/// The error `spacing`'s wait throws, nil when it waited its turn.
private func refusal(_ spacing: FileRequestSpacing) async -> ServiceError? {
    do {
        try await spacing.wait()
        return nil
    } catch {
        return error as? ServiceError
    }
}

/// A wall clock that moves only by the sleeps asked of it, each recorded.
private final class SpacingClock: Sendable {
    private let state: Mutex<(now: Double, sleeps: [Duration])>

    init(now: Double) {
        state = Mutex((now, []))
    }

    var now: Double { state.withLock { $0.now } }
    var sleeps: [Duration] { state.withLock { $0.sleeps } }

    func sleep(_ duration: Duration) {
        state.withLock { state in
            state.sleeps.append(duration)
            state.now += Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
    }
}
