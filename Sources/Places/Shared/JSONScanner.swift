/// A JSON reader over bytes that keeps no tree: the caller walks the document (objects' keys, arrays' values) and
/// reads or skips each value where it stands, so that a large answer is read without a copy of it per level. Strict
/// JSON (RFC 8259): anything else is `Malformed`; nesting deeper than `maxDepth` is refused, never a stack overflow.
struct JSONScanner {
    struct Malformed: Error {}

    static let maxDepth = 256

    private let bytes: UnsafeRawBufferPointer
    private(set) var index: Int

    init(_ bytes: UnsafeRawBufferPointer, at index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    var isAtEnd: Bool { index >= bytes.count }

    /// Back (or on) to a position read before, to read a value again.
    mutating func seek(to position: Int) {
        index = min(max(0, position), bytes.count)
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    /// The next byte after white space, not taken.
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    mutating func expect(_ byte: UInt8) throws {
        guard peek() == byte else { throw Malformed() }
        index += 1
    }

    /// Walks an object: `body` is called with each key, positioned at its value, which it must read or skip.
    mutating func object(_ body: (inout JSONScanner, String) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        if peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        repeat {
            let key = try string()
            try expect(UInt8(ascii: ":"))
            let before = index
            try body(&self, key)
            guard index > before else { throw Malformed() }
        } while try separator(closing: UInt8(ascii: "}"))
    }

    /// Walks an object as `object` does, but a member whose key (written without escapes) `keeps` refuses is skipped
    /// without a `String` made of its key: a reader that keeps a few of hundreds of keys pays for the few.
    mutating func object(
        keeping keeps: (UnsafeRawBufferPointer) -> Bool, _ body: (inout JSONScanner, String) throws -> Void
    ) throws {
        try expect(UInt8(ascii: "{"))
        if peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        repeat {
            _ = peek()
            let start = index
            try skipString()
            let plain = UnsafeRawBufferPointer(rebasing: bytes[(start + 1)..<(index - 1)])
            let isPlain = !plain.contains(UInt8(ascii: "\\"))
            try expect(UInt8(ascii: ":"))
            let before = index
            if isPlain && !keeps(plain) {
                try skipValue()
            } else {
                let end = index
                index = start
                let key = try string()
                index = end
                try body(&self, key)
            }
            guard index > before else { throw Malformed() }
        } while try separator(closing: UInt8(ascii: "}"))
    }

    /// Walks an array: `body` is called positioned at each value, which it must read or skip.
    mutating func array(_ body: (inout JSONScanner) throws -> Void) throws {
        try expect(UInt8(ascii: "["))
        if peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        repeat {
            let before = index
            try body(&self)
            guard index > before else { throw Malformed() }
        } while try separator(closing: UInt8(ascii: "]"))
    }

    /// `,` (more follows) or the closing byte (done).
    private mutating func separator(closing: UInt8) throws -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            index += 1
            return true
        case closing:
            index += 1
            return false
        default: throw Malformed()
        }
    }

    /// A string value; a value of another type is skipped and nil.
    mutating func stringIfAny() throws -> String? {
        guard peek() == UInt8(ascii: "\"") else {
            try skipValue()
            return nil
        }
        return try string()
    }

    /// A `true` or `false` value; another type: skipped, nil.
    mutating func boolIfAny() throws -> Bool? {
        switch peek() {
        case UInt8(ascii: "t"):
            try literal("true")
            return true
        case UInt8(ascii: "f"):
            try literal("false")
            return false
        default:
            try skipValue()
            return nil
        }
    }

    /// Whether the next value is `null` (not taken).
    mutating func isNull() -> Bool {
        peek() == UInt8(ascii: "n")
    }

    /// A number value's text (validated as JSON's grammar, so no hex, `nan` or `inf`); another type: skipped, nil.
    mutating func numberTextIfAny() throws -> String? {
        guard let first = peek(), first == UInt8(ascii: "-") || (0x30...0x39).contains(first) else {
            try skipValue()
            return nil
        }
        let start = index
        try skipNumber()
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            guard byte >= 0x20 else { throw Malformed() }
            index += 1
        }
        throw Malformed()
    }

    /// The rest of a string with escapes, its plain start already scanned.
    private mutating func escapedString(from start: Int) throws -> String {
        var utf8 = Array(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw Malformed() }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): utf8 += Array(String(try unicodeEscape()).utf8)
                default: throw Malformed()
                }
            default:
                guard byte >= 0x20 else { throw Malformed() }
                utf8.append(byte)
            }
        }
        throw Malformed()
    }

    /// `\uXXXX` (the `\u` taken), a surrogate pair joined; a lone surrogate is U+FFFD.
    private mutating func unicodeEscape() throws -> Character {
        let high = try hex4()
        guard (0xD800...0xDBFF).contains(high) else {
            return Character(Unicode.Scalar(high) ?? "\u{FFFD}")
        }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
            return "\u{FFFD}"
        }
        let mark = index
        index += 2
        let low = try hex4()
        guard (0xDC00...0xDFFF).contains(low) else {
            index = mark
            return "\u{FFFD}"
        }
        return Character(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}")
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw Malformed() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw Malformed()
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// Any value, checked and passed over.
    mutating func skipValue(depth: Int = 0) throws {
        guard depth < Self.maxDepth, let first = peek() else { throw Malformed() }
        switch first {
        case UInt8(ascii: "{"): try object { scanner, _ in try scanner.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["): try array { scanner in try scanner.skipValue(depth: depth + 1) }
        case UInt8(ascii: "\""): _ = try skipString()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: try skipNumber()
        }
    }

    private mutating func skipString() throws {
        try expect(UInt8(ascii: "\""))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw Malformed() }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "u"): _ = try hex4()
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                default: throw Malformed()
                }
            default: guard byte >= 0x20 else { throw Malformed() }
            }
        }
        throw Malformed()
    }

    private mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw Malformed() }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw Malformed() }
        index += count
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func skipNumber() throws {
        func digits() throws {
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            guard index > start else { throw Malformed() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw Malformed() }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            try digits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            try digits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            try digits()
        }
    }
}
