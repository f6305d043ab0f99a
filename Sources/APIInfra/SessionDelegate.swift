import Foundation
import Networking

#if canImport(CurlOnDemand) && os(Linux)
    import CurlOnDemand
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session's delegate: collects each task's body up to its limit (or hands a 2xx body to the caller's stream as
/// it arrives, `ResponseLimit.stream`), applies `RedirectPolicy`, and hands the outcome to the task's waiter once,
/// when the task completes.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    enum Outcome: Sendable {
        case response(Data, HTTPURLResponse)
        case failure(HTTPClientError)
    }

    private struct Transfer {
        let limit: Int
        let stream: (any HTTPBodyStream)?
        let origin: RedirectPolicy.Origin?
        let completion: @Sendable (Outcome) -> Void
        /// A reference, so that appending never copies what was read so far (a value would be copied whenever a
        /// copy of the transfer is alive, which made each chunk cost as much as the whole body).
        let body = Body()
        /// The body's bytes so far, collected or streamed.
        var received = 0
        /// A 2xx answer whose body goes to `stream`.
        var streaming = false
        /// The stream stopped reading (it keeps why): the answer is what it made of the body.
        var declined = false
        var redirects = 0
        /// Why the transfer was stopped early, when it was.
        var stopped: HTTPClientError?
    }

    /// The bytes read so far; only touched under the `transfers` lock.
    private final class Body: @unchecked Sendable {
        var data = Data()
    }

    private let transfers = Locked<[Int: Transfer]>([:])

    func register(
        _ task: URLSessionTask, limit: ResponseLimit, origin: RedirectPolicy.Origin?,
        completion: @escaping @Sendable (Outcome) -> Void
    ) {
        transfers.withLock {
            $0[task.taskIdentifier] = Transfer(
                limit: limit.bytes, stream: limit.stream, origin: origin, completion: completion)
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        // The transfer waits for this answer, so a refusal here stops it before any byte of the body is read or
        // inflated: libcurl decodes gzip by itself, and a 64 KB bomb would be 64 MiB before a cap on the
        // decoded bytes could act.
        let encoding = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding")?
            .trimmingCharacters(in: .whitespaces).lowercased()
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let (refused, stream, length) = transfers.withLock { transfers -> (Bool, (any HTTPBodyStream)?, Int) in
            guard let transfer = transfers[dataTask.taskIdentifier] else { return (false, nil, 0) }
            if let encoding, !encoding.isEmpty, encoding != "identity" {
                transfers[dataTask.taskIdentifier]?.stopped = .compressedAnswer(encoding)
                return (true, nil, 0)
            }
            guard response.expectedContentLength <= Int64(transfer.limit) else {
                transfers[dataTask.taskIdentifier]?.stopped = .tooLarge(limit: transfer.limit)
                return (true, nil, 0)
            }
            if let stream = transfer.stream, (200..<300).contains(status) {
                transfers[dataTask.taskIdentifier]?.streaming = true
                let said = Int(exactly: response.expectedContentLength).flatMap { $0 >= 0 ? $0 : nil }
                return (false, stream, said ?? transfer.limit)
            }
            // A body whose length is said is read into one buffer of that size: growing it by doubling would
            // hold two copies of a large answer at once (a 31 MiB map answer, 62 MiB).
            if response.expectedContentLength > 0 {
                transfer.body.data.reserveCapacity(Int(response.expectedContentLength))
            }
            return (false, nil, 0)
        }
        stream?.begin(atMost: length)
        completionHandler(refused ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        // Read once this returns: libcurl's thread may hand on more (CurlOnDemand's back-pressure).
        defer { Self.read(data.count) }
        let id = dataTask.taskIdentifier
        let next = transfers.withLock { transfers -> Next in
            guard let transfer = transfers[id], transfer.stopped == nil, !transfer.declined else { return .done }
            guard transfer.received + data.count <= transfer.limit else {
                transfers[id]?.stopped = .tooLarge(limit: transfer.limit)
                transfer.body.data = Data()
                return .stop
            }
            transfers[id]?.received += data.count
            if transfer.streaming, let stream = transfer.stream { return .stream(stream) }
            transfer.body.data.append(data)
            return .done
        }
        switch next {
        case .done:
            return
        case .stream(let stream):
            // Read here, on the session's serial queue, outside the lock: pieces arrive in order, one at a time.
            guard !data.withUnsafeBytes({ stream.receive($0) }) else { return }
            transfers.withLock { $0[id]?.declined = true }
        case .stop:
            break
        }
        // cancel() waits for the session's work queue; from a thread of its own it does not hold up this queue,
        // which meanwhile drops what is already queued.
        DispatchQueue.global().async { dataTask.cancel() }
    }

    private static func read(_ count: Int) {
        #if canImport(CurlOnDemand) && os(Linux)
            curl_on_demand_body_read(count)
        #endif
    }

    /// What to do with a piece of body once it is counted.
    private enum Next {
        case done
        case stream(any HTTPBodyStream)
        case stop
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        let decision = transfers.withLock { transfers -> RedirectPolicy.Decision in
            guard var transfer = transfers[task.taskIdentifier] else { return .refuse("for a request nobody waits for") }
            transfer.redirects += 1
            let decision = RedirectPolicy.decide(request, from: transfer.origin, redirects: transfer.redirects)
            if case .refuse(let reason) = decision { transfer.stopped = .redirectRefused(reason) }
            transfers[task.taskIdentifier] = transfer
            return decision
        }
        switch decision {
        case .follow(let request): completionHandler(request)
        case .refuse: completionHandler(nil)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        transfer.completion(Self.outcome(of: transfer, response: task.response, error: error))
    }

    private static func outcome(of transfer: Transfer, response: URLResponse?, error: (any Error)?) -> Outcome {
        if let stopped = transfer.stopped { return .failure(stopped) }
        // The stream stopped reading: the transfer was cancelled for it, and the answer is what the stream made of it.
        if transfer.declined, let response = response as? HTTPURLResponse { return .response(Data(), response) }
        if let error = error as? URLError {
            return .failure(URLSessionHTTPClient.map(error, receivedResponse: response != nil))
        }
        if error != nil { return .failure(.cannotConnect("unexpected transport failure")) }
        guard let response = response as? HTTPURLResponse else { return .failure(.invalidResponse) }
        return .response(transfer.body.data, response)
    }
}
