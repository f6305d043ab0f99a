import Domain
import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Shows "Waiting for HOST..." while a request has taken longer than `patience`, and erases it when the answer
/// comes: a person at a terminal sees that foodybite is waiting, not stuck. (Progress shows only on a terminal.)
struct SlowRequestProgressClient: HTTPClient {
    let decoratee: any HTTPClient
    let progress: any WorkProgress
    var patience: Duration = .milliseconds(500)

    func send(_ request: URLRequest, limit: ResponseLimit) async throws -> (Data, HTTPURLResponse) {
        let host = request.url?.host ?? "the server"
        let (progress, patience) = (progress, patience)
        let notice = Task {
            try await Task.sleep(for: patience)
            progress.show("Waiting for \(host)...")
        }
        defer {
            notice.cancel()
            progress.clear()
        }
        return try await decoratee.send(request, limit: limit)
    }
}
