import Foundation
import Synchronization

/// The requests the sandbox refused because they break a service's published definitions (`GET
/// /sandbox/violations`): an end-to-end test fails when foodybite sent one, even where foodybite recovered from the
/// refusal (a travel time left blank). A test that probes the sandbox's refusals on purpose sends the header
/// `X-Sandbox-Probe`; its requests are refused all the same, but not listed.
final class ContractLog: Sendable {
    private static let capacity = 100
    private let entries = Mutex<[String]>([])

    func record(_ request: RequestContext, service: String, message: String) {
        guard request.header("X-Sandbox-Probe") == nil else { return }
        let line = "\(service): \(request.method) \(request.path): \(message)"
        entries.withLock { entries in
            if entries.count < Self.capacity { entries.append(line) }
        }
    }

    var all: [String] { entries.withLock { $0 } }
}
