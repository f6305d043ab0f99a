import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Who holds a claim on a queued review: the machine, its boot, and the process (its pid and its start time, so that
/// a pid given to another process is not taken for the holder). A claim whose holder is gone (on this machine: a boot
/// since, or no process with that pid and start time) is free at once; a holder on another machine, or one that
/// cannot be told, keeps its lease.
public struct ClaimHolder: Equatable, Sendable {
    let machine: String
    let boot: String
    let pid: Int32
    let started: UInt64

    /// This process.
    public static let current = ClaimHolder(
        machine: Self.machineID(), boot: Self.firstLine("/proc/sys/kernel/random/boot_id") ?? "",
        pid: getpid(), started: Self.startTime(of: getpid()) ?? 0)

    /// As stored: "machine boot pid start".
    var text: String { "\(machine) \(boot) \(pid) \(started)" }

    init(machine: String, boot: String, pid: Int32, started: UInt64) {
        (self.machine, self.boot, self.pid, self.started) = (machine, boot, pid, started)
    }

    /// A stored holder, read without trusting it: nil unless it has the four parts, a pid and a start time.
    init?(text: String) {
        let parts = text.utf8.count <= 512 ? text.split(separator: " ") : []
        guard parts.count == 4, let pid = Int32(parts[2]), pid > 0, let started = UInt64(parts[3]) else { return nil }
        self.init(machine: String(parts[0]), boot: String(parts[1]), pid: pid, started: started)
    }

    /// Whether this holder is known to be gone, seen from `observer` (this process): the same machine, and another
    /// boot, or its pid not running the process that claimed.
    func isGone(seenFrom observer: ClaimHolder = .current, startTime: (Int32) -> UInt64? = Self.startTime(of:)) -> Bool {
        guard !machine.isEmpty, machine == observer.machine, !observer.boot.isEmpty else { return false }
        guard boot == observer.boot else { return true }
        return startTime(pid) != started
    }

    /// Whether this holder may take a review's claim as the outbox row has it (both engines' rule): a lease that still
    /// runs only when its holder is known to be gone; a lease run out unless its holder still lives on this machine
    /// (stopped: Ctrl-Z, SIGSTOP, a suspended laptop) in the middle of its send, which goes on when the holder does.
    func mayClaim(
        lease: Double?, claimedBy: String?, sendStarted: Bool, sendEnded: Bool, now: Double,
        isGone: (ClaimHolder) -> Bool
    ) -> Bool {
        let other = claimedBy.flatMap(ClaimHolder.init(text:))
        if let lease, lease > now {
            guard let other, other != self, isGone(other) else { return false }
            return true
        }
        if let other, other != self, other.machine == machine, !isGone(other), sendStarted, !sendEnded { return false }
        return true
    }

    /// Whether `holder` is known to be gone, seen from this process.
    public static func isGone(_ holder: ClaimHolder) -> Bool { holder.isGone() }

    /// The process's start time in clock ticks since boot (`/proc/PID/stat`, field 22); nil when no such process, or
    /// when it has ended and waits to be reaped (a zombie: a process killed whose parent has not collected it yet).
    static func startTime(of pid: Int32) -> UInt64? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // After the command's name (which may hold spaces and parentheses): field 3 (state) onwards.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, fields[0] != "Z", fields[0] != "X" else { return nil }
        return UInt64(fields[19])
    }

    /// `/etc/machine-id` (systemd's and D-Bus's), else the host name.
    private static func machineID() -> String {
        if let id = firstLine("/etc/machine-id") ?? firstLine("/var/lib/dbus/machine-id"), !id.isEmpty { return id }
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return "" }
        let host = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return host.isEmpty ? "" : "host:" + host
    }

    private static func firstLine(_ path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let line = text.prefix { $0 != "\n" }.trimmingCharacters(in: .whitespaces)
        return line.isEmpty || line.contains(" ") || line.utf8.count > 128 ? nil : line
    }
}
