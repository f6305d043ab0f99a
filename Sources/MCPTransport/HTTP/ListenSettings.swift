import Crypto
import Foundation
import ResourceServer

#if canImport(Glibc)
    import Glibc
#endif

/// How `foodybite-mcp --listen HOST:PORT` serves MCP's streamable HTTP transport: the address, the bearer token
/// (`FOODYBITE_MCP_TOKEN`, or the first line of `--token-file`: never an argument, which any user sees), and the web
/// origins allowed to call it besides the server's own (`--allow-origin`); with `--auth oauth`, the OAuth resource
/// server's settings (`ListenSettings+OAuth`). Off loopback a token or OAuth is required.
public struct ListenSettings: Sendable, Equatable {
    /// How the server asks its authorization server (`AuthorizationServerClient.Fetch`): the executable's HTTP client.
    public typealias Fetch = AuthorizationServerClient.Fetch

    public var host: String
    public var port: Int
    /// SHA-256 of the token: what each request's is compared with (in constant time, `HTTPGate`).
    var tokenDigest: [UInt8]?
    var allowedOrigins: [String]
    /// The OAuth resource server's settings, with `--auth oauth`.
    var oauth: OAuthSettings?

    /// A problem with the arguments, in one line for stderr.
    public struct Problem: Error, Equatable {
        public let message: String
    }

    /// The longest token file read.
    static let tokenFileLimit = 4_096

    /// The settings from the arguments after the executable's name; nil when there is no `--listen` (stdio).
    public static func parse(
        _ arguments: [String], environment: [String: String], readFile: (String) -> Data? = Self.read
    ) -> Result<ListenSettings?, Problem> {
        var values: [String: String] = [:]
        var origins: [String] = []
        var words = arguments[...]
        while let word = words.popFirst() {
            guard Self.flags.contains(word) else {
                return .failure(Problem(message: "unknown argument '\(Self.shown(word))'"))
            }
            guard let value = words.popFirst() else { return .failure(Problem(message: "\(word) needs a value")) }
            if word == "--allow-origin" { origins.append(value) } else { values[word] = value }
        }
        guard let listen = values["--listen"] else {
            return values.isEmpty && origins.isEmpty
                ? .success(nil) : .failure(Problem(message: "--token-file, --allow-origin, --auth and --oauth-… need --listen"))
        }
        guard let (host, port) = address(listen) else {
            return .failure(Problem(message: "--listen takes HOST:PORT (e.g. 127.0.0.1:8931), not '\(Self.shown(listen))'"))
        }
        for origin in origins where !isOrigin(origin) {
            return .failure(
                Problem(message: "--allow-origin takes an origin such as https://assistant.example, not '\(Self.shown(origin))'"))
        }
        var token = environment["FOODYBITE_MCP_TOKEN"]
        if let tokenFile = values["--token-file"] {
            guard let data = readFile(tokenFile), let text = String(data: data, encoding: .utf8) else {
                return .failure(Problem(message: "--token-file: cannot read the token file (at most 4 KB of UTF-8)"))
            }
            token = Self.firstLine(text)
        }
        let trimmed = token?.trimmingCharacters(in: .whitespaces) ?? ""
        if token != nil, trimmed.count < 16 || trimmed.contains(where: { !$0.isASCII || $0.isWhitespace }) {
            return .failure(Problem(message: "the bearer token is at least 16 visible ASCII characters"))
        }
        let oauth: OAuthSettings?
        switch Self.oauth(values, environment: environment, loopback: isLoopback(host), readFile: readFile) {
        case .success(let settings): oauth = settings
        case .failure(let problem): return .failure(problem)
        }
        guard token != nil || oauth != nil || isLoopback(host) else {
            return .failure(
                Problem(
                    message:
                        "listening on \(host) (not loopback) needs a bearer token (FOODYBITE_MCP_TOKEN or --token-file) or --auth oauth"
                ))
        }
        let digest = token.map { _ in Array(SHA256.hash(data: Data(trimmed.utf8))) }
        return .success(
            ListenSettings(host: host, port: port, tokenDigest: digest, allowedOrigins: origins, oauth: oauth))
    }

    static let flags = [
        "--listen", "--token-file", "--allow-origin", "--auth", "--oauth-issuer", "--oauth-resource", "--oauth-client-id",
        "--oauth-client-secret-file", "--oauth-introspection-scope",
    ]

    /// The first line of a file's text, without its line end: LF, or CR LF from a file written on Windows (one Character).
    static func firstLine(_ text: String) -> String? {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).first.map(String.init)
    }

    /// Whether the address is this machine's own: a literal address of 127.0.0.0/8 or ::1, or the name `localhost`
    /// (any case), and nothing else (issue 67: a name starting with `127.`, such as `127.attacker.example`, can be
    /// rebound to 127.0.0.1 by whoever owns it, and a web page then drives the server).
    static func isLoopback(_ host: String) -> Bool {
        if host.lowercased() == "localhost" { return true }
        var v4 = in_addr()
        if inet_pton(AF_INET, host, &v4) == 1 { return UInt32(bigEndian: v4.s_addr) >> 24 == 127 }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, host, &v6) == 1 else { return false }
        return withUnsafeBytes(of: &v6) { bytes in bytes.prefix(15).allSatisfy { $0 == 0 } && bytes[15] == 1 }
    }

    private static func address(_ text: String) -> (String, Int)? {
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]), (0...65_535).contains(port)
        else { return nil }
        var host = String(text[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty, host.allSatisfy({ $0.isLetter || $0.isNumber || ".-:".contains($0) }) else { return nil }
        return (host, port)
    }

    private static func isOrigin(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil
        else { return false }
        return url.path.isEmpty && url.query == nil && url.user == nil && !text.hasSuffix("/")
    }

    static func shown(_ word: String) -> String {
        String(word.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(40))
    }

    public static func read(_ path: String) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: tokenFileLimit + 1), data.count <= tokenFileLimit else { return nil }
        return data
    }
}
