import Domain
import Synchronization

/// Records the queries it receives and answers with a fixed result.
public final class SearchNearbyServiceSpy: SearchNearbyService {
    private let result: Result<[NearbyPlace], ServiceError>
    private let received = Mutex<[NearbySearchQuery]>([])

    public init(result: Result<[NearbyPlace], ServiceError>) {
        self.result = result
    }

    public var receivedQueries: [NearbySearchQuery] { received.withLock { $0 } }

    public func searchNearby(_ query: NearbySearchQuery) async throws -> [NearbyPlace] {
        received.withLock { $0.append(query) }
        return try result.get()
    }
}
