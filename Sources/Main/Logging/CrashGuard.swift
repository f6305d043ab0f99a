#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The last line of defence: should a library stop the process on a failed check (FoundationNetworking does so on
/// a server that closes the connection in the middle of its headers), the user gets one line and the documented
/// "internal error" code, 70, instead of a signal and a page of backtrace. Nothing is cleaned up (the handler
/// may only do what is async-signal-safe): SQLite's transactions and the kernel's release of file locks keep
/// the files consistent. With FOODYBITE_LOG_LEVEL=debug it is not installed, so Swift's backtracer reports.
public enum CrashGuard {
    private static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    public static func install() {
        for number in signals { signal(number, stopWithInternalError) }
    }
}

private let crashMessage: StaticString =
    "foodybite: internal error: the process stopped on a failed check (see the line above, if any); please report it with the command you ran\n"

private func stopWithInternalError(_ number: Int32) {
    _ = write(STDERR_FILENO, crashMessage.utf8Start, crashMessage.utf8CodeUnitCount)
    _exit(70)
}
