import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A server that answers each connection with bytes no HTTP library would send: `statusThenClose` (a status line,
/// then the connection closed: libcurl calls such a transfer complete, and FoundationNetworking used to trap on it,
/// "Transfer completed, but there's no response") and `headerDrip` (response headers one byte at a time, never
/// ending). Listens on 127.0.0.1 on a port of its own, each connection on a thread of its own, until `stop()`.
final class RawSocketServer: @unchecked Sendable {
    let port: Int
    private let socket: Int32

    static func statusThenClose() throws -> RawSocketServer {
        try RawSocketServer { connection in
            send("HTTP/1.1 200 OK\r\n", to: connection)
        }
    }

    /// Headers one byte every `interval`: the connection is never idle, and the answer never starts.
    static func headerDrip(every interval: TimeInterval) throws -> RawSocketServer {
        try RawSocketServer { connection in
            send("HTTP/1.1 200 OK\r\n", to: connection)
            while send("X", to: connection) { Thread.sleep(forTimeInterval: interval) }
        }
    }

    private init(answer: @escaping @Sendable (Int32) -> Void) throws {
        signal(SIGPIPE, SIG_IGN)
        let listener = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
        }
        guard bound == 0, listen(listener, 16) == 0 else { throw POSIXError(.EADDRINUSE) }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        socket = listener
        Thread.detachNewThread {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                Thread.detachNewThread {
                    var buffer = [UInt8](repeating: 0, count: 4096)
                    _ = read(connection, &buffer, buffer.count)
                    answer(connection)
                    close(connection)
                }
            }
        }
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    /// False once the peer has gone.
    @discardableResult
    private static func send(_ text: String, to connection: Int32) -> Bool {
        let bytes = Array(text.utf8)
        return write(connection, bytes, bytes.count) == bytes.count
    }
}
