import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Intercepts every request of a session configured with it, records it, and answers with the stub.
/// Installed through `configuration.protocolClasses` (the only way that works on Linux).
final class URLProtocolStub: URLProtocol {
    struct Stub: @unchecked Sendable {
        let data: Data?
        let response: URLResponse?
        let error: (any Error)?
        /// Never answer: the request hangs until cancelled or timed out.
        var hangs = false
        /// The body in these pieces, each handed over on its own (after `data`, when both are given).
        var pieces: [Data] = []
    }

    private static let state = Mutex<(stub: Stub?, requests: [URLRequest])>((nil, []))

    static func stub(data: Data?, response: URLResponse?, error: (any Error)?) {
        state.withLock { $0 = (Stub(data: data, response: response, error: error), []) }
    }

    static func stub(pieces: [Data], response: URLResponse?) {
        state.withLock { $0 = (Stub(data: nil, response: response, error: nil, pieces: pieces), []) }
    }

    static func stubHanging() {
        state.withLock { $0 = (Stub(data: nil, response: nil, error: nil, hangs: true), []) }
    }

    static var requests: [URLRequest] { state.withLock { $0.requests } }

    static func reset() {
        state.withLock { $0 = (nil, []) }
    }

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let stub = Self.state.withLock { state -> Stub? in
            state.requests.append(request)
            return state.stub
        }
        guard let stub, !stub.hangs else { return }
        if let response = stub.response {
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        }
        if let data = stub.data {
            client?.urlProtocol(self, didLoad: data)
        }
        for piece in stub.pieces {
            client?.urlProtocol(self, didLoad: piece)
        }
        if let error = stub.error {
            client?.urlProtocol(self, didFailWithError: error)
        } else {
            client?.urlProtocolDidFinishLoading(self)
        }
    }

    override func stopLoading() {}
}
