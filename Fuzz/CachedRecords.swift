// libFuzzer target: the records foodybite reads back from its own files, as untrusted as a server's bytes: a
// recorded `--changes` answer and a cached place's details (JSON blobs in SQLite). Built by scripts/fuzz.sh.
import Domain
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCachedRecords(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    if let places = try? JSONDecoder().decode([NearbyPlace].self, from: bytes) {
        _ = places.map { (Plausible.rating($0.rating), Plausible.count($0.userRatingsTotal), $0.providerRatings) }
        _ = NearbyPlacesMerging.merge([places, places])
    }
    _ = try? JSONDecoder().decode(PlaceDetails.self, from: bytes)
    return 0
}
