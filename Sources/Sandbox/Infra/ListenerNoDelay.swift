#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns Nagle's algorithm off on the sandbox's listening socket, which the connections it accepts inherit.
/// FlyingFox writes a response's head and body separately and does not expose its sockets; with Nagle on, the
/// second request of a kept-alive connection waited ~40 ms for the client's delayed ACK (a Foursquare page
/// that follows a `link`, a Text Search page), which real services do not do. Found by `make bench`.
enum ListenerNoDelay {
    static func apply(toListenerOn port: UInt16) {
        for descriptor in Int32(3)..<Int32(1024) where isListener(descriptor, on: port) {
            var on: Int32 = 1
            _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        }
    }

    private static func isListener(_ descriptor: Int32, on port: UInt16) -> Bool {
        var accepting: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &length) == 0, accepting != 0 else {
            return false
        }
        var address = sockaddr_in()
        var addressLength = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &addressLength) }
        }
        return named == 0 && Int32(address.sin_family) == AF_INET && UInt16(bigEndian: address.sin_port) == port
    }
}
