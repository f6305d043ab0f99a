import Domain
import Foundation

/// Where the shared store is: `postgresql://USER@HOST[:PORT]/DATABASE[?sslmode=MODE&sslrootcert=FILE]` (libpq's URI
/// form, `postgres://` too). The password never comes in the URL (a URL is shown in `config show`, `ps` and shell
/// history): it comes from `FOODYBITE_STORE_PASSWORD` or the file `FOODYBITE_STORE_PASSWORD_FILE` names.
public struct PostgresAddress: Equatable, Sendable, CustomStringConvertible {
    /// libpq's `sslmode` values, honoured as libpq does: `prefer` (its default) tries TLS and accepts a server without
    /// it, `require` insists on TLS (and checks the certificate when `sslrootcert` names the authority, as libpq does),
    /// `verify-ca` checks the certificate's chain, `verify-full` its chain and host name.
    public enum TLSMode: String, Sendable, CaseIterable {
        case disable, allow, prefer, require
        case verifyCA = "verify-ca"
        case verifyFull = "verify-full"
    }

    public let host: String
    public let port: Int
    public let user: String
    public let database: String
    public let tls: TLSMode
    /// The certificate authority's file (`sslrootcert`), else the system's.
    public let rootCertificate: String?

    /// The address without anything secret, as messages name it.
    public var description: String { "postgresql://\(user)@\(host):\(port)/\(database)" }

    /// Reads `text`; a URL with a password, an unknown scheme, parameter or mode is a configuration error whose message
    /// is the rule broken ("must …"), for the setting's name to lead.
    public init(_ text: String) throws(ConfigurationError) {
        guard text.utf8.count <= 2048, let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), ["postgresql", "postgres"].contains(scheme)
        else {
            throw ConfigurationError("must be sqlite or a postgresql://USER@HOST:PORT/DATABASE URL")
        }
        guard components.password == nil else {
            throw ConfigurationError(
                "must not hold a password: remove it from the URL, and set FOODYBITE_STORE_PASSWORD or FOODYBITE_STORE_PASSWORD_FILE"
            )
        }
        guard let host = components.host, !host.isEmpty, !host.hasPrefix("/") else {
            throw ConfigurationError("must name a host: postgresql://USER@HOST:PORT/DATABASE")
        }
        guard let user = components.user, !user.isEmpty else {
            throw ConfigurationError("must name a user: postgresql://USER@\(host)/DATABASE")
        }
        let database = String(components.path.drop { $0 == "/" })
        guard !database.isEmpty, !database.contains("/") else {
            throw ConfigurationError("must name a database: postgresql://\(user)@\(host)/DATABASE")
        }
        let port = components.port ?? 5432
        guard (1...65_535).contains(port) else { throw ConfigurationError("must have a port from 1 to 65535") }
        var tls = TLSMode.prefer
        var rootCertificate: String?
        for item in components.queryItems ?? [] {
            switch item.name {
            case "sslmode":
                guard let mode = item.value.flatMap(TLSMode.init(rawValue:)) else {
                    let modes = TLSMode.allCases.map(\.rawValue).joined(separator: ", ")
                    throw ConfigurationError("must have an sslmode of \(modes)")
                }
                tls = mode
            case "sslrootcert":
                guard let path = item.value, path.hasPrefix("/") else {
                    throw ConfigurationError("must have an absolute path as sslrootcert")
                }
                rootCertificate = path
            default:
                throw ConfigurationError("must have no parameter but sslmode and sslrootcert")
            }
        }
        (self.host, self.port, self.user, self.database) = (host, port, user, database)
        (self.tls, self.rootCertificate) = (tls, rootCertificate)
    }

    /// The password from the environment: `FOODYBITE_STORE_PASSWORD`, else the first line of the file
    /// `FOODYBITE_STORE_PASSWORD_FILE` names (at most 4 KiB); nil when neither is set (trust or peer authentication).
    public static func password(_ environment: [String: String]) throws(ConfigurationError) -> String? {
        if let password = environment["FOODYBITE_STORE_PASSWORD"], !password.isEmpty { return password }
        guard let path = environment["FOODYBITE_STORE_PASSWORD_FILE"], !path.isEmpty else { return nil }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ConfigurationError("FOODYBITE_STORE_PASSWORD_FILE names \(path), which cannot be read")
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: 4096)) ?? Data()
        let line = String(decoding: data, as: UTF8.self)
            .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).first
        guard let line, !line.isEmpty else {
            throw ConfigurationError("FOODYBITE_STORE_PASSWORD_FILE names \(path), which holds no password")
        }
        return String(line)
    }
}
