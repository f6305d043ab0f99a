import FlyingFox
import Foundation
import Synchronization

/// Holds the fault rules and applies the first that matches a request, counting it down.
final class FaultInjector: Sendable {
    private let rules: Mutex<[FaultRule]>
    private let clock: SandboxClock

    init(rules: [FaultRule], clock: SandboxClock) {
        self.rules = Mutex(rules)
        self.clock = clock
    }

    var current: [FaultRule] { rules.withLock { $0 } }

    func add(_ rule: FaultRule) {
        rules.withLock { $0.append(rule) }
    }

    func clear() {
        rules.withLock { $0.removeAll() }
    }

    /// The fault for this request, if any (and one use of it spent).
    func take(method: String, path: String) -> FaultRule.Kind? {
        rules.withLock { rules in
            guard let index = rules.firstIndex(where: { $0.matches(method: method, path: path) }) else { return nil }
            let kind = rules[index].kind
            if let remaining = rules[index].remaining {
                if remaining <= 1 { rules.remove(at: index) } else { rules[index].remaining = remaining - 1 }
            }
            return kind
        }
    }

    /// Runs `handler`, with the fault (if any) applied before or after it.
    func apply(_ kind: FaultRule.Kind?, request: RequestContext, handler: () async -> HTTPResponse) async -> HTTPResponse {
        switch kind {
        case .redirect(let target):
            return Reply.raw(Data(), status: 307, headers: ["Location": target + request.path])
        case .huge:
            let padding = Data(repeating: UInt8(ascii: " "), count: 12 * 1024 * 1024)
            return Reply.raw(
                Data("{\"places\": [], \"results\": [], \"status\": \"OK\"}".utf8) + padding, status: 200,
                headers: ["Content-Type": "application/json"])
        case .body(let path):
            let data = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
            let encoding = path.hasSuffix(".gz") ? ["Content-Encoding": "gzip"] : [:]
            return Reply.raw(data, status: 200, headers: ["Content-Type": "application/json"].merging(encoding) { $1 })
        case .pieces(let size, let file):
            let full = file == nil ? await handler() : nil
            let body =
                if let file { (try? Data(contentsOf: URL(fileURLWithPath: file))) ?? Data() } else {
                    (try? await full?.bodyData) ?? Data()
                }
            var headers = full?.headers ?? HTTPHeaders()
            headers[HTTPHeader("Content-Type")] = headers[HTTPHeader("Content-Type")] ?? "application/json"
            headers[HTTPHeader("Content-Length")] = nil
            return HTTPResponse(
                statusCode: full?.statusCode ?? .ok, headers: headers,
                body: HTTPBodySequence(from: PiecesBytes(body: body, size: size), suggestedBufferSize: size))
        case .remark:
            return Reply.json([
                "version": 0.6, "generator": "Overpass API 0.7.62.5 (foodybite sandbox)", "elements": [Any](),
                "remark": "runtime error: Query timed out in \"query\" at line 2 after 13 seconds.",
            ])
        case .endlessPages:
            var page =
                ((try? await handler().bodyData).flatMap { try? JSONSerialization.jsonObject(with: $0) }
                    as? [String: Any]) ?? [:]
            if page["status"] as? String != "OK" { page = ["results": [], "status": "OK"] }
            page["next_page_token"] = "endless-\(UUID().uuidString)"
            return Reply.json(page)
        case nil:
            return await handler()
        case .latency(let duration):
            await clock.sleep(for: duration)
            return await handler()
        case .status(let code, let retryAfter):
            let headers = retryAfter.map { ["Retry-After": String($0)] } ?? [:]
            return Reply.json(
                ["error": ["code": code, "message": "Injected fault (HTTP \(code)).", "status": "INJECTED"]],
                status: code, headers: headers)
        case .hang:
            try? await Task.sleep(for: .seconds(600))
            return Reply.empty(status: 504)
        case .drip(let interval):
            var headers = HTTPHeaders()
            headers[HTTPHeader("Content-Type")] = "application/json"
            let bytes = PiecesBytes.drip(every: interval)
            return HTTPResponse(
                statusCode: .ok, headers: headers, body: HTTPBodySequence(from: bytes, count: bytes.body.count))
        case .truncate:
            let full = await handler()
            let body = (try? await full.bodyData) ?? Data()
            // Promise the whole body, send half, and close: the client sees the connection drop mid-body.
            return Reply.raw(
                body.prefix(body.count / 2), status: full.statusCode.code,
                headers: ["Content-Type": "application/json", "Content-Length": String(body.count), "Connection": "close"])
        case .lostResponse:
            _ = await handler()
            return Reply.raw(
                Data("<html><body>502 Bad Gateway</body></html>".utf8), status: 502, headers: ["Content-Type": "text/html"])
        case .nonJSON:
            return Reply.raw(
                Data("<html><body><h1>502 Bad Gateway</h1></body></html>".utf8), status: 200,
                headers: ["Content-Type": "text/html"])
        }
    }
}
