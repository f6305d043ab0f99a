import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where a file holds data, skipping its holes (`lseek`'s `SEEK_DATA` and `SEEK_HOLE`): a sparse file of gigabytes
/// that holds a few pages is read, and copied, as those pages (issue 55: a 4 GiB sparse `-wal` took 11 s to read frame
/// by frame, and an all-zero one was copied aside at its full size). Where the file system cannot tell, the whole file
/// is one extent.
enum FileExtents {
    /// `lseek`'s whences for data and holes (Linux's values; `<unistd.h>` declares them only with `_GNU_SOURCE`).
    private static let seekData: Int32 = 3
    private static let seekHole: Int32 = 4

    /// The data ranges of the open file `descriptor` of `size` bytes, in order.
    static func data(of descriptor: Int32, size: Int) -> [Range<Int>] {
        var extents: [Range<Int>] = []
        var offset = 0
        while offset < size {
            let start = lseek(descriptor, off_t(offset), seekData)
            if start < 0 { return errno == ENXIO ? extents : [offset..<size] }  // ENXIO: only a hole is left
            let end = lseek(descriptor, start, seekHole)
            guard end > start, let from = Int(exactly: start), let to = Int(exactly: end) else {
                return extents + [Int(start)..<size]
            }
            extents.append(from..<min(to, size))
            offset = to
        }
        return extents
    }

    /// Copies `source` to a new file at `destination` (0600), its data only: the holes stay holes.
    static func sparseCopy(_ source: String, to destination: String) -> Bool {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { return false }
        defer { close(input) }
        let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else { return false }
        var info = stat()
        guard fstat(input, &info) == 0, let size = Int(exactly: info.st_size) else {
            close(output)
            return false
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var copied = true
        for extent in data(of: input, size: size) where copied {
            var offset = extent.lowerBound
            while offset < extent.upperBound, copied {
                let count = min(buffer.count, extent.upperBound - offset)
                let read = buffer.withUnsafeMutableBytes { pread(input, $0.baseAddress, count, off_t(offset)) }
                let written = read > 0 ? buffer.withUnsafeBytes { pwrite(output, $0.baseAddress, read, off_t(offset)) } : -1
                copied = read > 0 && written == read
                offset += max(read, 0)
            }
        }
        copied = copied && ftruncate(output, off_t(size)) == 0 && fsync(output) == 0
        return close(output) == 0 && copied
    }
}
