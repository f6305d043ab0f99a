import Domain
import Foundation
import Networking

/// The Overpass API as foodybite asks it: one `POST api/interpreter` of a QL query (form-encoded `data=`), with the
/// User-Agent its usage policy asks for, no key; an answer whose `remark` reports a server-side failure is an error
/// (75), and one with no `elements` list is one too (69), never an empty success.
struct OverpassClient: Sendable {
    let client: any HTTPClient
    let baseURL: URL
    let userAgent: String
    /// Overpass's own `[timeout:N]`: under foodybite's per-request deadline, so Overpass gives up first and says so.
    let timeoutSeconds: Int

    func answer(_ query: String) async throws -> OverpassResponse {
        let loader = ProviderLoader(
            client: client, baseURL: baseURL, credential: .none,
            headers: [
                "User-Agent": userAgent, "Accept": "application/json",
                "Content-Type": "application/x-www-form-urlencoded",
            ],
            serviceError: { OSMErrors.serviceError(from: $0, service: "Overpass") })
        let (body, _) = try await loader.load(
            "/api/interpreter", method: .post, body: Data(("data=" + Self.formEncoded(query)).utf8), limit: .mapData,
            read: OverpassResponse.init)
        if let remark = body.remark, OSMErrors.isFailure(remark: remark) {
            throw ServiceError(
                .temporary, "Overpass could not answer: \(OSMErrors.oneLine(remark)); try again later or a smaller --radius")
        }
        guard body.hasElements else {
            throw ServiceError(.unavailable, "Overpass sent no list of elements: not an answer (nothing was shown or recorded)")
        }
        return body
    }

    /// `application/x-www-form-urlencoded`: everything but unreserved characters percent-encoded.
    static func formEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
