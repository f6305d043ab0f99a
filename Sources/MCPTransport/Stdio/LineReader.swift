import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads newline-delimited messages from a file descriptor on a thread of its own, blocked in read(2) while nothing
/// comes (no polling, no wake-ups when idle; a descriptor left non-blocking is waited for with poll(2)). Only the
/// bytes each read brings are scanned for the newline, so a message costs what its length does; a line longer than
/// the limit is not kept: its bytes are counted and dropped up to its newline.
enum LineReader {
    enum Event: Sendable {
        case line(Data)
        /// A line longer than the limit, its length in bytes, and its first bytes (where its id is).
        case overlong(Int, head: Data)
        case end
    }

    static func start(descriptor: Int32, limit: Int, deliver: @escaping @Sendable (Event) -> Void) {
        let thread = Thread { run(descriptor, limit, deliver) }
        thread.name = "foodybite-mcp stdin"
        thread.start()
    }

    private static func run(_ descriptor: Int32, _ limit: Int, _ deliver: (Event) -> Void) {
        var line = Line(limit: limit)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            guard count > 0 else {
                if errno == EINTR { continue }
                guard errno == EAGAIN || errno == EWOULDBLOCK else { break }
                var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&waiting, 1, -1)
                continue
            }
            buffer.withUnsafeBufferPointer { bytes in
                var start = 0
                // memchr, not a Slice's firstIndex: the debug build scanned a 10 MB line at a byte a generic call
                // (about 10 s of CPU; the MCP tests run the debug build).
                while let base = bytes.baseAddress, start < count,
                    let found = memchr(base + start, Int32(UInt8(ascii: "\n")), count - start)
                {
                    let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    line.append(bytes[start..<newline])
                    line.end().map(deliver)
                    start = newline + 1
                }
                line.append(bytes[start..<count])
            }
        }
        line.end().map(deliver)
        deliver(.end)
    }

    /// The line being read: its bytes, or only its length and first bytes once past the limit.
    private struct Line {
        /// How much of a line over the limit is kept, to answer it under its id.
        static let headLength = 4_096
        let limit: Int
        private var bytes: [UInt8] = []
        private var dropped: Int?

        init(limit: Int) {
            self.limit = limit
        }

        mutating func append(_ part: Slice<UnsafeBufferPointer<UInt8>>) {
            guard !part.isEmpty else { return }
            if let length = dropped {
                dropped = length + part.count
            } else if bytes.count + part.count > limit {
                dropped = bytes.count + part.count
                bytes = Array((bytes + part.prefix(Self.headLength)).prefix(Self.headLength))
            } else {
                bytes.append(contentsOf: part)
            }
        }

        /// What the line was, and a new one begun; nil for an empty line.
        mutating func end() -> Event? {
            defer { (bytes, dropped) = ([], nil) }
            if let length = dropped { return .overlong(length, head: Data(bytes)) }
            let trimmed = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...]
            return trimmed.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) ? nil : .line(Data(trimmed))
        }
    }
}
