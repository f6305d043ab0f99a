import Domain
import Synchronization

/// Records the queries it receives and answers with fixed places (and the caps that stopped it, if any).
public final class SearchNearbyServiceSpy: SearchNearbyService {
    private let result: Result<[NearbyPlace], ServiceError>
    private let caps: [SearchCap]
    private let received = Mutex<[NearbySearchQuery]>([])

    public init(result: Result<[NearbyPlace], ServiceError>, caps: [SearchCap] = []) {
        self.result = result
        self.caps = caps
    }

    public var receivedQueries: [NearbySearchQuery] { received.withLock { $0 } }

    public func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        received.withLock { $0.append(query) }
        return NearbySearchResult(places: try result.get(), caps: caps)
    }
}
