import Benchmark
import Domain
import Foundation
import Persistence

/// The offline nearby search over a 100,000-place SQLite cache, in process (no start-up cost), --limit 60: a
/// sparse area (~17 places in range), a dense one (~1,800) and ~20,000 in range, nearest first (the cost follows
/// the places shown) and by rating (every place in range is measured in SQLite; only 60 are decoded).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(3), maxIterations: 1000)

    let sparse = CacheFixture.store(places: 100_000, halfSideKilometres: 100)
    let dense = CacheFixture.store(places: 100_000, halfSideKilometres: 10)
    let query = CacheFixture.query(radius: 1500)

    Benchmark("offline nearby: 100k cached, 1.5 km, ~17 in range") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try await sparse.searchNearby(query))
        }
    }

    Benchmark("offline nearby: 100k cached, 1.5 km, ~1800 in range") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try await dense.searchNearby(query))
        }
    }

    let wide = CacheFixture.query(radius: 5000)
    Benchmark("offline nearby: 100k cached, 5 km, ~20,000 in range") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try await dense.searchNearby(wide))
        }
    }

    let wideByRating = CacheFixture.query(radius: 5000, order: .rating)
    Benchmark("offline nearby: 100k cached, 5 km, ~20,000 in range, by rating") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try await dense.searchNearby(wideByRating))
        }
    }
}

enum CacheFixture {
    static let centre = (latitude: 48.8566, longitude: 2.3522)

    static func query(radius: Int, order: NearbySortOrder = .distance) -> NearbySearchQuery {
        guard let location = Location(latitude: centre.latitude, longitude: centre.longitude) else { fatalError("centre off Earth") }
        return NearbySearchQuery(location: location, radius: radius, limit: 60, order: order)
    }

    /// A fresh cache in a temporary directory, filled with `places` places spread over a square.
    static func store(places: Int, halfSideKilometres: Double) -> SQLiteNearbyStore {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-bench-\(UUID().uuidString)/cache.sqlite")
        do {
            let store = SQLiteNearbyStore(database: try CacheDatabase.open(at: url))
            var generator = SystemRandomNumberGenerator()
            let cosine = cos(centre.latitude * .pi / 180)
            let all = (0..<places).compactMap { index -> NearbyPlace? in
                let north = Double.random(in: -halfSideKilometres...halfSideKilometres, using: &generator)
                let east = Double.random(in: -halfSideKilometres...halfSideKilometres, using: &generator)
                guard let location = Location(latitude: centre.latitude + north / 111.195, longitude: centre.longitude + east / (111.320 * cosine))
                else { return nil }
                return NearbyPlace(placeID: "bench-\(index)", name: "Restaurant \(index)", location: location,
                    rating: Double(index % 41) / 10 + 1, userRatingsTotal: index % 500)
            }
            let semaphore = DispatchSemaphore(value: 0)
            Task {
                try? await store.save(all, at: Date())
                semaphore.signal()
            }
            semaphore.wait()
            return store
        } catch {
            fatalError("cannot create the benchmark cache: \(error)")
        }
    }
}
