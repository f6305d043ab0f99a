import Foundation
import Logging
import ResourceServer

/// With `--auth oauth`, whether a request's access token admits it (MCP's authorization; RFC 6750, RFC 9728): none,
/// or one the verifier refuses, is answered 401 with the challenge that names the resource's metadata; one without
/// the scope the request needs, 403 `insufficient_scope` naming it; when the authorization server cannot be asked,
/// 503 at once. The static bearer token, when one is set too, admits with every scope (scripts). A token is never
/// logged nor passed on; each refusal is logged with its reason.
extension MCPEndpoint {
    func admission(_ request: HTTPRequestIn) async -> HTTPAnswer? {
        guard let oauth = gate.settings.oauth, request.method != "OPTIONS" else { return nil }
        let metadata = ProtectedResourceMetadata(settings: oauth)
        guard let verifier, let token = HTTPGate.bearer(request.header("authorization")) else {
            return .refusal(
                401, "Unauthorized: an OAuth access token is needed (WWW-Authenticate names the authorization server)",
                headers: [("WWW-Authenticate", metadata.challenge())])
        }
        let grant: AccessGrant
        if let digest = gate.settings.tokenDigest, HTTPGate.matches(token, digest) {
            grant = .everything
        } else {
            switch await verifier.verdict(for: token) {
            case .admitted(let admitted): grant = admitted
            case .refused(let reason):
                logger.warning("refused an access token: \(reason)")
                return .refusal(
                    401, "Unauthorized: \(reason)",
                    headers: [("WWW-Authenticate", metadata.challenge(error: "invalid_token", description: reason))])
            case .unavailable(let reason):
                logger.error("could not check an access token: \(reason)")
                return .refusal(
                    503, "Service Unavailable: \(reason): try again later", headers: [("Retry-After", "5")])
            }
        }
        let needed = Self.scopes(neededBy: request.body, toolScopes: served.toolScopes)
        let ours: Set<String> = [OAuthSettings.readScope, OAuthSettings.reviewScope]
        let lacking = needed.subtracting(grant.scopes).sorted()
        if !lacking.isEmpty || grant.scopes.isDisjoint(with: ours) {
            let scope = lacking.isEmpty ? OAuthSettings.readScope : lacking.joined(separator: " ")
            logger.notice("refused a call of \(grant.clientID ?? "a client"): the token lacks \(scope)")
            return .refusal(
                403, "Forbidden: the access token lacks the scope \(scope)",
                headers: [
                    (
                        "WWW-Authenticate",
                        metadata.challenge(error: "insufficient_scope", description: "needs \(scope)", scope: scope)
                    )
                ])
        }
        logger.debug("admitted \(grant.subject ?? "?") of \(grant.clientID ?? "?") with \(grant.scopes.sorted())")
        return nil
    }

    /// The scopes the messages of `body` need: a tool's (`toolScopes`, or reading), reading for a resource.
    static func scopes(neededBy body: Data, toolScopes: [String: String]) -> Set<String> {
        let messages: [RawJSON]
        switch try? JSONDecoder().decode(RawJSON.self, from: body) {
        case .array(let list)?: messages = list
        case let single?: messages = [single]
        case nil: messages = []
        }
        var needed: Set<String> = []
        for case .object(let message) in messages {
            switch message["method"] {
            case .string("tools/call")?:
                guard case .object(let params)? = message["params"], case .string(let name)? = params["name"] else {
                    needed.insert(OAuthSettings.readScope)
                    continue
                }
                needed.insert(toolScopes[name] ?? OAuthSettings.readScope)
            case .string("resources/read")?:
                needed.insert(OAuthSettings.readScope)
            default: continue
            }
        }
        return needed
    }
}
