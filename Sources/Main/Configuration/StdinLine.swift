import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
#endif

/// One line from standard input, read a byte at a time (nothing past the newline is consumed, so the next
/// reader gets the next line) and at most `maxBytes` long: a longer line, or one that never ends (`</dev/zero`),
/// is no answer at all rather than gigabytes of memory.
enum StdinLine {
    static let maxBytes = 4096

    static func read(maxBytes: Int = StdinLine.maxBytes) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = systemRead(STDIN_FILENO, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { break }
            guard bytes.count < maxBytes else { return nil }
            bytes.append(byte)
        }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
