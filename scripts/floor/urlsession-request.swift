// The same search foodybite sends, by the smallest Swift program that can: one URLSession POST, the body printed as
// it came (no decoding, no filter): what any URLSession client pays on Linux. Built by scripts/bench.sh and
// scripts/bench-instructions.sh (`swiftc -O -static-stdlib`); BENCH_URL, BENCH_BODY, BENCH_MASK and
// FOODYBITE_PLACES_API_KEY from the environment.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

let environment = ProcessInfo.processInfo.environment
var request = URLRequest(url: URL(string: environment["BENCH_URL", default: ""] + "/v1/places:searchNearby")!)
request.httpMethod = "POST"
request.httpBody = Data(environment["BENCH_BODY", default: ""].utf8)
request.setValue("application/json", forHTTPHeaderField: "Content-Type")
request.setValue(environment["FOODYBITE_PLACES_API_KEY"], forHTTPHeaderField: "X-Goog-Api-Key")
request.setValue(environment["BENCH_MASK"], forHTTPHeaderField: "X-Goog-FieldMask")
let done = DispatchSemaphore(value: 0)
URLSession(configuration: .ephemeral).dataTask(with: request) { data, _, _ in
    FileHandle.standardOutput.write(data ?? Data())
    done.signal()
}.resume()
done.wait()
