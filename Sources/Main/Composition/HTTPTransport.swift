import Networking

#if canImport(CurlOnDemand) && os(Linux)
    import CurlOnDemand
#endif

/// Whether HTTP can work here: on Linux, libcurl (loaded on first use, see Sources/CurlOnDemand) must load. Asked
/// before the first request, so that a missing libcurl is an ordinary error (exit 69, one line) and not a crash.
enum HTTPTransport {
    static func check() throws(HTTPClientError) {
        #if canImport(CurlOnDemand) && os(Linux)
            if let problem = curl_on_demand_load_error() {
                throw .cannotConnect(
                    "foodybite " + String(cString: problem) + "; install libcurl4 (Debian: apt-get install libcurl4)")
            }
        #endif
    }
}
