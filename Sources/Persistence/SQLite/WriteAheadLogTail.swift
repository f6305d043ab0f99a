import Foundation

/// What lies in a `-wal` file past the frames SQLite read from it, told from the file's own layout
/// (sqlite.org/fileformat2.html#walformat): a 32-byte header (magic, format, page size, checkpoint sequence, two
/// salts, a checksum of the 24 bytes before it), then frames of a 24-byte header (page number, the database's size in
/// pages on a transaction's last frame and 0 on the others, the header's salts, a checksum) and a page.
///
/// SQLite reads frames up to the last whole transaction and ignores the rest without an error, whether a write was
/// killed half way (a transaction without its last frame, a frame cut short) or the file was damaged. Only damage
/// leaves a transaction's last frame unread behind a frame SQLite could not read: a killed write's frames are the
/// file's last ones, and a transaction's last frame is the last one it writes. Frames of an earlier use of the file
/// (other salts) are left by a reset that writes from its start again, and are no transaction's.
enum WriteAheadLogTail: Equatable {
    /// Every frame of the file was read.
    case none
    /// A transaction that never committed (its command killed while writing it), or the leftovers of an earlier use
    /// of the file: nothing that committed is missing.
    case interrupted
    /// A committed transaction could not be read, or the header is not one SQLite reads.
    case damaged

    /// The tail of the `-wal` file at `path`, of which SQLite read `readFrames` frames.
    static func of(fileAt path: String, readFrames: Int) -> Self {
        guard let handle = FileHandle(forReadingAtPath: path) else { return .none }
        defer { try? handle.close() }
        guard let end = try? handle.seekToEnd(), let size = Int(exactly: end), size > 0 else { return .none }
        guard size >= 32 else { return .interrupted }  // the header is written whole, before any frame
        let extents = FileExtents.data(of: handle.fileDescriptor, size: size)
        // Nothing but zeros where data could be (a file extended and never written, `truncate -s 1G`): no frame of any
        // transaction is there, and SQLite reads none.
        if isZero(handle, extents) { return .interrupted }
        guard let header = read(handle, at: 0, count: 32), let layout = Header(header) else { return .damaged }
        return tail(handle, size: size, extents: extents, layout: layout, readFrames: readFrames)
    }

    private static func tail(_ handle: FileHandle, size: Int, extents: [Range<Int>], layout: Header, readFrames: Int) -> Self {
        let frameSize = 24 + layout.pageSize
        // Frames of this use of the file (the header's salts): where each is, and whether it ends a transaction. Only
        // the slots whose header lies in the file's data are read: a hole is zeros, no frame's header.
        var frames: [(index: Int, commits: Bool, end: Int)] = []
        for extent in extents {
            var index = max(0, (extent.lowerBound - 32 - 23 + frameSize - 1) / frameSize)
            while 32 + index * frameSize + 24 <= size, 32 + index * frameSize < extent.upperBound {
                let offset = 32 + index * frameSize
                guard let bytes = read(handle, at: offset, count: 24) else { return .damaged }
                if Array(bytes[8..<16]) == layout.salts, frames.last.map({ $0.index < index }) ?? true {
                    frames.append((index, word(bytes, 4) != 0, offset + frameSize))
                }
                index += 1
            }
        }
        guard size > 32 + readFrames * frameSize else { return .none }
        guard let last = frames.last else { return .interrupted }
        for frame in frames where frame.index >= readFrames && frame.commits {
            // A commit behind an unread frame; or the file's last frame, whole and the file's end, unread all the
            // same (a write cut short leaves the file shorter, or an earlier use's frames after it).
            if frame.index != last.index || frame.end == size { return .damaged }
        }
        return .interrupted
    }

    /// The fields of a header SQLite reads: its magic, format, page size and checksum right.
    private struct Header {
        let pageSize: Int
        let salts: [UInt8]

        init?(_ bytes: [UInt8]) {
            let magic = WriteAheadLogTail.word(bytes, 0)
            let pageSize = Int(WriteAheadLogTail.word(bytes, 8))
            guard magic & 0xFFFF_FFFE == 0x377F_0682, WriteAheadLogTail.word(bytes, 4) == 3_007_000,
                (512...65_536).contains(pageSize), pageSize & (pageSize - 1) == 0
            else { return nil }
            // The checksum of the first 24 bytes, read as words in the order the magic's last bit says.
            var (first, second): (UInt32, UInt32) = (0, 0)
            for offset in stride(from: 0, to: 24, by: 8) {
                first = first &+ Self.word(bytes, offset, bigEndian: magic & 1 == 1) &+ second
                second = second &+ Self.word(bytes, offset + 4, bigEndian: magic & 1 == 1) &+ first
            }
            guard first == WriteAheadLogTail.word(bytes, 24), second == WriteAheadLogTail.word(bytes, 28) else { return nil }
            self.pageSize = pageSize
            self.salts = Array(bytes[16..<24])
        }

        private static func word(_ bytes: [UInt8], _ offset: Int, bigEndian: Bool) -> UInt32 {
            let value = WriteAheadLogTail.word(bytes, offset)
            return bigEndian ? value : value.byteSwapped
        }
    }

    /// Whether every byte of the file's data is zero, reading at most 64 MiB of it (more: taken as not zero).
    private static func isZero(_ handle: FileHandle, _ extents: [Range<Int>]) -> Bool {
        var budget = 64 << 20
        for extent in extents {
            var offset = extent.lowerBound
            while offset < extent.upperBound {
                let count = min(1 << 20, extent.upperBound - offset)
                budget -= count
                guard budget >= 0, let bytes = read(handle, at: offset, count: count), bytes.allSatisfy({ $0 == 0 })
                else { return false }
                offset += count
            }
        }
        return true
    }

    /// The big-endian 32-bit word at `offset`.
    private static func word(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func read(_ handle: FileHandle, at offset: Int, count: Int) -> [UInt8]? {
        guard (try? handle.seek(toOffset: UInt64(offset))) != nil, let data = try? handle.read(upToCount: count),
            data.count == count
        else { return nil }
        return [UInt8](data)
    }
}
