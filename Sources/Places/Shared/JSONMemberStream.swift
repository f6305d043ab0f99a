/// A JSON document read as its bytes arrive, for answers too large to hold (a city's Overpass answer): the values of
/// one array member of the top-level object (`"elements"`) are handed out one at a time, each as its own bytes, and
/// the rest of the document (its frame, where that array reads `[]`) is kept, to be read when the document ends.
/// What is held is the frame (at most `frameLimit` bytes) and the start of one value cut by a piece's end. Only the
/// structure is followed here (strings, nesting, the member's commas); each value and the frame are then read by
/// `JSONScanner`, strictly, so that a document is refused exactly when it would be refused read whole.
struct JSONMemberStream {
    /// The frame so far: the document without the member array's values.
    private(set) var frame: [UInt8] = []
    private let member: [UInt8]
    private let frameLimit: Int
    /// The start of a value of the member cut by the end of a piece.
    private var pending: [UInt8] = []
    private var depth = 0
    private var inString = false
    private var escaped = false
    /// Inside the member's array (its values are at depth 2).
    private var inMember = false
    private var valuesInMember = 0
    /// A string of the top-level object being read (a key, when a `:` follows): its bytes, at most 64; nil past that.
    private var key: [UInt8]?
    private var lastKey: [UInt8] = []
    /// The top-level key just read is the member's: an array that begins now is the member's.
    private var memberNext = false
    /// Whether the member was met (a second one is refused: the readings of a whole document and of its stream
    /// would otherwise disagree on which to keep).
    private var memberSeen = false

    /// The frame's cap, the same for a document read whole (`OverpassResponse`): everything but the member.
    static let defaultFrameLimit = 1 << 20

    init(member: String, frameLimit: Int = JSONMemberStream.defaultFrameLimit) {
        self.member = Array(member.utf8)
        self.frameLimit = frameLimit
    }

    /// Reads the next piece of the document; `value` is called with each value of the member it completes (its
    /// bytes, white space around it included).
    mutating func read(_ bytes: UnsafeRawBufferPointer, value: (UnsafeRawBufferPointer) throws -> Void) throws {
        var run = 0  // where the bytes not yet kept start: the frame's, or the current value's
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inString {
                readString(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                if depth == 1 && !inMember {
                    (key, lastKey, memberNext) = ([], [], false)
                }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if depth == 1 && !inMember && memberNext && byte == UInt8(ascii: "[") {
                    try keepFrame(bytes, run..<index)
                    (inMember, valuesInMember, memberNext, run) = (true, 0, false, index)
                } else if depth == 1 && !inMember {
                    memberNext = false
                }
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if inMember && depth == 2 {
                    try endValue(bytes, run..<index - 1, last: true, value)
                    (inMember, run) = (false, index - 1)
                }
                depth -= 1
                guard depth >= 0 else { throw JSONScanner.Malformed() }
            case UInt8(ascii: ","):
                if inMember && depth == 2 {
                    try endValue(bytes, run..<index - 1, last: false, value)
                    run = index
                } else if depth == 1 && !inMember {
                    memberNext = false
                }
            case UInt8(ascii: ":"):
                if depth == 1 && !inMember {
                    memberNext = Self.decoded(lastKey) == member
                    if memberNext {
                        guard !memberSeen else { throw JSONScanner.Malformed() }
                        memberSeen = true
                    }
                }
            case 0x20, 0x0A, 0x0D, 0x09:
                break
            default:
                if depth == 1 && !inMember { memberNext = false }
            }
        }
        if inMember {
            pending.append(contentsOf: bytes[run..<bytes.count])
        } else {
            try keepFrame(bytes, run..<bytes.count)
        }
    }

    /// A byte inside a string; a top-level string's bytes are kept (up to 64) to know whether it names the member.
    private mutating func readString(_ byte: UInt8) {
        if escaped {
            escaped = false
        } else if byte == UInt8(ascii: "\\") {
            escaped = true
        } else if byte == UInt8(ascii: "\"") {
            inString = false
            if let key {
                lastKey = key
                self.key = nil
            }
            return
        }
        guard key != nil else { return }
        // A longer one is not the member's, even written with escapes.
        if (key?.count ?? 0) < 64 { key?.append(byte) } else { key = nil }
    }

    /// A key's bytes as its text: escapes (`\u0065lements`) read as `JSONScanner` reads them.
    private static func decoded(_ key: [UInt8]) -> [UInt8] {
        guard key.contains(UInt8(ascii: "\\")) else { return key }
        let quoted = [UInt8(ascii: "\"")] + key + [UInt8(ascii: "\"")]
        return quoted.withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes)
            return (try? scanner.string()).map { Array($0.utf8) } ?? []
        }
    }

    private mutating func keepFrame(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) throws {
        guard frame.count + range.count <= frameLimit else { throw JSONScanner.Malformed() }
        frame.append(contentsOf: bytes[range])
    }

    /// A value of the member ends (at a comma, or at the array's end: `last`). Only `[]` has no value at all.
    private mutating func endValue(
        _ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, last: Bool, _ handle: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        defer { pending.removeAll(keepingCapacity: true) }
        let piece = UnsafeRawBufferPointer(rebasing: bytes[range])
        if pending.isEmpty {
            try hand(piece, last: last, handle)
        } else {
            pending.append(contentsOf: piece)
            try pending.withUnsafeBytes { try hand($0, last: last, handle) }
        }
    }

    private mutating func hand(_ value: UnsafeRawBufferPointer, last: Bool, _ handle: (UnsafeRawBufferPointer) throws -> Void)
        throws
    {
        guard value.contains(where: { !Self.isWhitespace($0) }) else {
            guard last && valuesInMember == 0 else { throw JSONScanner.Malformed() }
            return
        }
        valuesInMember += 1
        try handle(value)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
