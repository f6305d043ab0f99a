/// foodybite's exit codes (sysexits.h), documented in the README (Exit codes) and in `foodybite --help`.
public enum ExitCodes {
    public static let success: Int32 = 0
    /// Bad usage or input: an unknown flag, a value out of range, a malformed location.
    public static let usage: Int32 = 64
    /// The server refused the data (an email already taken).
    public static let dataError: Int32 = 65
    /// A service is unavailable: it cannot be reached, or answered with an error or something unreadable.
    public static let unavailable: Int32 = 69
    /// A bug in foodybite.
    public static let software: Int32 = 70
    /// A temporary failure (timeout, rate limit, 502/503/504): worth retrying later, e.g. from cron.
    public static let temporaryFailure: Int32 = 75
    /// Permission denied: the API key or the session was rejected.
    public static let permissionDenied: Int32 = 77
    /// An input/output error: standard output or a file could not be written (a full disk).
    public static let ioError: Int32 = 74
    /// Configuration missing: no API key, no server URL.
    public static let configuration: Int32 = 78
    /// Standard output was closed by its reader (`| head -1`): the status a shell reports for other tools.
    public static let outputClosed: Int32 = 141

    public static let helpText = """
        EXIT CODES:
          0   success (also when nothing matched)
          64  bad usage or input
          65  data refused by the server (e.g. email already taken)
          69  service unavailable (unreachable, or an error answer)
          70  internal error
          74  cannot write the output (e.g. a full disk)
          75  temporary failure: timeout, rate limit (retry later)
          77  permission denied: API key or session rejected
          78  configuration missing (e.g. FOODYBITE_PLACES_API_KEY)
          141 standard output closed by its reader (e.g. | head -1), nothing printed
        """
}
