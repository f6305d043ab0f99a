import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Which redirects are followed, and with what. A credential (`Authorization`, `X-Goog-Api-Key`, cookies) is
/// meant for the origin it was given to: a redirect to another scheme, host or port is followed without it.
/// Redirects to anything but http(s), from https down to http, or more than five in a row are not followed.
enum RedirectPolicy {
    static let maxRedirects = 5
    static let credentialHeaders = ["Authorization", "Proxy-Authorization", "X-Goog-Api-Key", "Cookie"]

    /// Scheme, host and port, compared case-insensitively, with default ports filled in.
    struct Origin: Equatable, Sendable {
        let scheme: String
        let host: String
        let port: Int

        init?(_ url: URL?) {
            guard let url, let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
            self.scheme = scheme
            self.host = host
            port = url.port ?? (scheme == "https" ? 443 : 80)
        }
    }

    enum Decision: Equatable {
        case follow(URLRequest)
        case refuse(String)
    }

    static func decide(_ request: URLRequest, from origin: Origin?, redirects: Int) -> Decision {
        guard redirects <= maxRedirects else { return .refuse("more than \(maxRedirects) times") }
        guard let target = Origin(request.url), ["http", "https"].contains(target.scheme) else {
            return .refuse("to something that is not http(s)")
        }
        if origin?.scheme == "https" && target.scheme == "http" { return .refuse("from https to plain http") }
        guard target != origin else { return .follow(request) }
        var stripped = request
        for header in credentialHeaders {
            stripped.setValue(nil, forHTTPHeaderField: header)
        }
        return .follow(stripped)
    }
}
