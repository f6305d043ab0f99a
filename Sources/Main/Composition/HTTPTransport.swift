import APIInfra
import Networking

#if canImport(CurlOnDemand) && os(Linux)
    import CurlOnDemand
#endif

/// Whether HTTP can work here: on Linux, libcurl (loaded on first use, see Sources/CurlOnDemand) must load. Asked
/// before the first request, so that a missing libcurl is an ordinary error (exit 69, one line) and not a crash.
public enum HTTPTransport {
    static func check() throws(HTTPClientError) {
        #if canImport(CurlOnDemand) && os(Linux)
            if let problem = curl_on_demand_load_error() {
                throw .cannotConnect(
                    "foodybite " + String(cString: problem) + "; install libcurl4 (Debian: apt-get install libcurl4)")
            }
        #endif
    }

    /// Points Foundation's folders at a scratch one for the rest of the process (`FoundationDirectories`), so that
    /// no environment variable changes once other threads run. The executables call it before any thread starts.
    public static func redirectFoundationDirectories() {
        FoundationDirectories.redirectForThisProcess()
    }

    /// Starts loading libcurl and its global set-up on a thread of their own (Linux), for a command that will send a
    /// request: its work before the request overlaps the load (about 18 M instructions: the loader's relocations of
    /// libcurl's 20 libraries, OpenSSL's set-up). Returns at once.
    public static func preload() {
        #if canImport(CurlOnDemand) && os(Linux)
            curl_on_demand_preload()
        #endif
    }

    /// Waits for a preload started to end, before the process exits (never in the middle of OpenSSL's set-up).
    public static func finishPreload() {
        #if canImport(CurlOnDemand) && os(Linux)
            curl_on_demand_preload_wait()
        #endif
    }
}
