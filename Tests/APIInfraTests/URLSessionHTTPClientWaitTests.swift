import APIInfra
import Foundation
import LoopbackServerSupport
import Networking
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

#if os(Linux)
    /// While a server thinks, the client sleeps: FoundationNetworking on Linux kept a socket's write source after libcurl
    /// stopped asking for writability, and it fired without pause until the answer came (Sources/CurlOnDemand,
    /// socket_sources.c): 80% of a core for the whole wait.
    final class URLSessionHTTPClientWaitTests: XCTestCase {
        func test_send_spendsLittleCPUWhileTheServerTakesItsTime() async throws {
            // Given a server that answers after 1.5 s, to a GET and to a POST with a body
            let wait: TimeInterval = 1.5
            let server = try await LoopbackServer { _ in
                Thread.sleep(forTimeInterval: wait)
                return .json(Data("{}".utf8))
            }
            let sut = URLSessionHTTPClient(requestTimeout: 10, resourceTimeout: 10)
            var post = URLRequest(url: server.baseURL.appendingPathComponent("post"))
            post.httpMethod = "POST"
            post.httpBody = Data(repeating: 0x61, count: 20_000)

            for request in [URLRequest(url: server.baseURL.appendingPathComponent("get")), post] {
                // When
                let before = Self.processorSeconds()
                let (_, response) = try await sut.send(request, limit: ResponseLimit(bytes: 100))
                let spent = Self.processorSeconds() - before

                // Then: a spinning source costs more than 1 s of the 1.5 s; waiting, a few milliseconds
                XCTAssertEqual(response.statusCode, 200)
                XCTAssertLessThan(spent, wait / 5, "\(request.httpMethod ?? "GET"): \(spent) s of CPU over a \(wait) s wait")
            }
            await server.stop()
        }

        /// User and system time of this process, all its threads.
        private static func processorSeconds() -> TimeInterval {
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            let seconds = { (time: timeval) in TimeInterval(time.tv_sec) + TimeInterval(time.tv_usec) / 1_000_000 }
            return seconds(usage.ru_utime) + seconds(usage.ru_stime)
        }
    }
#endif
