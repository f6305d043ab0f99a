import Foundation
import ResourceServer

extension ListenSettings {
    /// The OAuth resource server's settings from the arguments (or the environment: `FOODYBITE_MCP_AUTH`,
    /// `FOODYBITE_MCP_OAUTH_ISSUER`, `FOODYBITE_MCP_OAUTH_RESOURCE`, `FOODYBITE_MCP_OAUTH_CLIENT_ID`), nil without `--auth oauth`.
    /// The introspection client's secret is never an argument: `FOODYBITE_MCP_OAUTH_CLIENT_SECRET`, or the first line of
    /// `--oauth-client-secret-file`. The issuer and the resource are https URLs (http only on this machine's loopback).
    static func oauth(
        _ values: [String: String], environment: [String: String], loopback: Bool, readFile: (String) -> Data?
    ) -> Result<OAuthSettings?, Problem> {
        func value(_ flag: String, _ variable: String) -> String? {
            values[flag] ?? environment[variable].flatMap { $0.isEmpty ? nil : $0 }
        }
        let mode = value("--auth", "FOODYBITE_MCP_AUTH") ?? "token"
        let oauthFlags = [
            "--oauth-issuer", "--oauth-resource", "--oauth-client-id", "--oauth-client-secret-file",
            "--oauth-introspection-scope",
        ]
        switch mode {
        case "token":
            guard oauthFlags.allSatisfy({ values[$0] == nil }) else {
                return .failure(Problem(message: "--oauth-… options need --auth oauth"))
            }
            return .success(nil)
        case "oauth": break
        default: return .failure(Problem(message: "--auth takes token or oauth, not '\(shown(mode))'"))
        }
        guard let issuerText = value("--oauth-issuer", "FOODYBITE_MCP_OAUTH_ISSUER") else {
            return .failure(Problem(message: "--auth oauth needs --oauth-issuer, the authorization server's issuer URL"))
        }
        guard let issuer = endpoint(issuerText) else {
            return .failure(Problem(message: "--oauth-issuer takes an https URL (http on loopback), not '\(shown(issuerText))'"))
        }
        guard let resourceText = value("--oauth-resource", "FOODYBITE_MCP_OAUTH_RESOURCE") else {
            return .failure(
                Problem(message: "--auth oauth needs --oauth-resource, this server's URL as clients reach it (…/mcp)"))
        }
        guard let resource = endpoint(resourceText), resource.query == nil else {
            return .failure(
                Problem(message: "--oauth-resource takes an https URL (http on loopback), not '\(shown(resourceText))'"))
        }
        var client: OAuthSettings.ClientCredentials?
        if let id = value("--oauth-client-id", "FOODYBITE_MCP_OAUTH_CLIENT_ID") {
            var secret = environment["FOODYBITE_MCP_OAUTH_CLIENT_SECRET"]
            if let file = values["--oauth-client-secret-file"] {
                guard let data = readFile(file), let text = String(data: data, encoding: .utf8) else {
                    return .failure(Problem(message: "--oauth-client-secret-file: cannot read it (at most 4 KB of UTF-8)"))
                }
                secret = firstLine(text)
            }
            guard let secret, !secret.isEmpty else {
                return .failure(
                    Problem(
                        message:
                            "--oauth-client-id needs its secret: FOODYBITE_MCP_OAUTH_CLIENT_SECRET or --oauth-client-secret-file")
                )
            }
            client = .init(id: id, secret: secret)
        }
        var reuse: TimeInterval = 30
        if let text = environment["FOODYBITE_MCP_OAUTH_INTROSPECTION_REUSE"] {
            guard let seconds = Int(text), (0...3_600).contains(seconds) else {
                return .failure(Problem(message: "FOODYBITE_MCP_OAUTH_INTROSPECTION_REUSE takes 0 to 3600 seconds"))
            }
            reuse = TimeInterval(seconds)
        }
        let scope = value("--oauth-introspection-scope", "FOODYBITE_MCP_OAUTH_INTROSPECTION_SCOPE")
        return .success(
            OAuthSettings(
                issuer: issuer, resource: resource, introspectionClient: client, introspectionScope: scope,
                introspectionReuse: reuse))
    }

    /// An https URL, or an http one on a loopback host; without user, fragment or an empty host.
    private static func endpoint(_ text: String) -> URL? {
        guard let url = URL(string: text), let host = url.host, !host.isEmpty, url.user == nil, url.fragment == nil else {
            return nil
        }
        switch url.scheme {
        case "https": return url
        case "http": return isLoopback(host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host) ? url : nil
        default: return nil
        }
    }
}
