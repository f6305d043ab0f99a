import Foundation
import ResourceServer

/// The protected resource's metadata (RFC 9728), served with `--auth oauth` at its well-known paths to anyone (a
/// client reads it before it has a token; it holds nothing secret), from any origin.
extension HTTPGate {
    func resourceMetadata(_ request: HTTPRequestIn) -> HTTPAnswer? {
        guard let oauth = settings.oauth else { return nil }
        let metadata = ProtectedResourceMetadata(settings: oauth)
        let path = request.uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? request.uri
        guard metadata.paths.contains(path) else { return nil }
        let open = [("Access-Control-Allow-Origin", "*")]
        switch request.method {
        case "GET":
            return .json(200, metadata.document, headers: open + [("Cache-Control", "max-age=3600")])
        case "OPTIONS":
            return .empty(204, headers: open + [("Allow", "GET, OPTIONS"), ("Access-Control-Allow-Methods", "GET")])
        default:
            return .refusal(405, "Method Not Allowed: GET", headers: [("Allow", "GET, OPTIONS")])
        }
    }
}
