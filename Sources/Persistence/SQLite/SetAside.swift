import Domain
import Foundation

/// Moves a database's files out of the way under a name no other move takes (`<file>.corrupt-<UTC instant to the
/// nanosecond>-<pid>`, a number added if taken all the same): two damage notices within one second once shared a name,
/// the second move failed unseen, the damaged file stayed in use and the first copy was salvaged into it. Each file
/// is moved by `link` then `unlink`, which never replaces what is there; the main file first, since it makes the
/// database. A move that cannot happen stops the command (`StoreError`), never carries on with the damaged file.
/// Killed half way, the move is safe to run again: a main file still there is moved again; a `-wal` or `-shm` file
/// left without its main file is moved aside too (`orphans`), never replayed into a new database.
enum SetAside {
    /// Moves the main file and its `-wal` and `-shm` to `<file>.<label>-...`; the name they were moved to.
    static func move(_ url: URL, label: String, now: Date = Date()) throws -> String {
        let aside = try freeName(for: url.path + ".\(label)-" + stamp(now))
        try move(url, to: aside)
        return aside
    }

    /// Moves the main file and its `-wal` and `-shm` to `aside` (a free name). Run again after a kill (the main file
    /// gone from `url`), it moves what is still beside `url` after it: a file linked to both names (a kill between
    /// `link` and `unlink`) loses its old name.
    static func move(_ url: URL, to aside: String) throws {
        for suffix in ["", "-wal", "-shm"] where exists(url.path + suffix) {
            if sameFile(url.path + suffix, aside + suffix) {
                unlink(url.path + suffix)
                continue
            }
            guard moveNoReplace(url.path + suffix, to: aside + suffix) else {
                let reason = String(cString: strerror(errno))
                if suffix.isEmpty { throw StoreError.cannotOpen(url.path, "it could not be moved aside to \(aside): \(reason)") }
                guard unlink(url.path + suffix) == 0 || errno == ENOENT else {
                    throw StoreError.cannotOpen(url.path + suffix, "it could not be moved aside or removed: \(reason)")
                }
                continue
            }
        }
    }

    /// Moves one file (a `-wal` or `-shm` that is no regular file) to `<file>.<label>-...`; the name it was moved to.
    static func moveFile(_ path: String, label: String, now: Date = Date()) throws -> String {
        let aside = try freeName(for: path + ".\(label)-" + stamp(now))
        guard moveNoReplace(path, to: aside) else {
            throw StoreError.cannotOpen(path, "it could not be moved aside: \(String(cString: strerror(errno)))")
        }
        return aside
    }

    /// A `-wal` or `-shm` file without its main file (a move killed half way, or a main file removed by hand), moved
    /// aside before a new database is made there; nil when there is none.
    static func orphans(_ url: URL, now: Date = Date()) throws -> String? {
        guard !exists(url.path), exists(url.path + "-wal") || exists(url.path + "-shm") else { return nil }
        let aside = try freeName(for: url.path + ".orphan-" + stamp(now))
        for suffix in ["-wal", "-shm"] where exists(url.path + suffix) {
            guard moveNoReplace(url.path + suffix, to: aside + suffix) else {
                throw StoreError.cannotOpen(url.path + suffix, "it could not be moved aside: \(String(cString: strerror(errno)))")
            }
        }
        return aside
    }

    /// `2026-11-26T14:05:12.123456789Z-4242`: the instant and the process.
    static func stamp(_ now: Date) -> String {
        let interval = now.timeIntervalSince1970
        guard interval.isFinite, abs(interval) < 1e11 else { return "\(getpid())" }
        let whole = Int(interval.rounded(.down))
        let nanoseconds = String(Int((interval - interval.rounded(.down)) * 1e9))
        let (days, second) = (whole.floorDiv(86_400), whole - whole.floorDiv(86_400) * 86_400)
        let date = CivilDay(number: days).civil
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(date.year)-\(two(date.month))-\(two(date.day))T\(two(second / 3600)):\(two(second / 60 % 60)):"
            + "\(two(second % 60)).\(String(repeating: "0", count: max(0, 9 - nanoseconds.count)))\(nanoseconds)Z-\(getpid())"
    }

    /// The name, or the name with `-2`, `-3`, ... when a file of any suffix has it already.
    static func freeName(for base: String) throws -> String {
        for attempt in 1...1_000 {
            let name = attempt == 1 ? base : base + "-\(attempt)"
            if !["", "-wal", "-shm"].contains(where: { exists(name + $0) }) { return name }
        }
        throw StoreError.cannotOpen(base, "no free name to move it aside to")
    }

    /// `link` then `unlink`: never replaces a file at the destination (`rename` would); where the file system has no
    /// hard links, `rename` to the free name.
    private static func moveNoReplace(_ source: String, to destination: String) -> Bool {
        if link(source, destination) == 0 { return unlink(source) == 0 }
        guard errno == EPERM || errno == EXDEV || errno == ENOTSUP, !exists(destination) else { return false }
        return rename(source, destination) == 0
    }

    private static func sameFile(_ one: String, _ other: String) -> Bool {
        var (first, second) = (stat(), stat())
        guard lstat(one, &first) == 0, lstat(other, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}

extension Int {
    /// Division rounded down (towards minus infinity), for instants before 1970.
    fileprivate func floorDiv(_ divisor: Int) -> Int {
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? quotient - 1 : quotient
    }
}
