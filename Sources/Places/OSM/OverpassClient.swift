import Domain
import Foundation
import Networking

/// The Overpass API as foodybite asks it: one `POST api/interpreter` of a QL query (form-encoded `data=`), with the
/// User-Agent its usage policy asks for, no key; an answer whose `remark` reports a server-side failure is an error
/// (75), and one with no `elements` list is one too (69), never an empty success; its HTML error page in place of an
/// answer is its words (`OverpassErrorPage`: the dispatcher's refusal of a duplicate query is for now, 75).
struct OverpassClient: Sendable {
    let client: any HTTPClient
    let baseURL: URL
    let userAgent: String
    /// Overpass's own `[timeout:N]`: under foodybite's per-request deadline, so Overpass gives up first and says so.
    let timeoutSeconds: Int

    /// A whole answer (one place's: small).
    func answer(_ query: String) async throws -> OverpassResponse {
        let body = try await load(query, limit: .mapData) { data -> Result<OverpassResponse, ServiceError> in
            if let words = OverpassErrorPage.words(in: data) { return .failure(OverpassErrorPage.error(words)) }
            return .success(try OverpassResponse(data))
        }.get()
        try check(remark: body.remark, hasElements: body.hasElements)
        return body
    }

    /// The places of a nearby answer, read as it arrives (`OverpassNearbyStream`): a city's answer is never held.
    func places(_ query: String, mapper: OSMMapper) async throws -> [NearbyPlace] {
        let stream = OverpassNearbyStream(mapper: mapper)
        let answer = try await load(query, limit: .mapData.streaming(to: stream)) { _ in try stream.finish() }
        if let words = answer.errorPage { throw OverpassErrorPage.error(words) }
        try check(remark: answer.remark, hasElements: answer.hasElements)
        return answer.places
    }

    private func load<Body>(_ query: String, limit: ResponseLimit, read: (Data) throws -> Body) async throws -> Body {
        let loader = ProviderLoader(
            client: client, baseURL: baseURL, credential: .none,
            headers: [
                "User-Agent": userAgent, "Accept": "application/json",
                "Content-Type": "application/x-www-form-urlencoded",
            ],
            serviceError: { OSMErrors.serviceError(from: $0, service: "Overpass") })
        return try await loader.load(
            "/api/interpreter", method: .post, body: Data(("data=" + Self.formEncoded(query)).utf8), limit: limit,
            read: read
        ).0
    }

    private func check(remark: String?, hasElements: Bool) throws {
        if let remark, OSMErrors.isFailure(remark: remark) {
            throw ServiceError(
                .temporary,
                "Overpass could not answer: \(OSMErrors.oneLine(remark)); try again later or a smaller \(OptionName.radius)")
        }
        guard hasElements else {
            throw ServiceError(.unavailable, "Overpass sent no list of elements: not an answer (nothing was shown or recorded)")
        }
    }

    /// `application/x-www-form-urlencoded`: everything but unreserved characters percent-encoded.
    static func formEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
