import Domain
import Foundation

/// `nearby --changes`, the workflow: compares a fresh answer with the one recorded at the previous run of the same
/// query (`NearbyChangesKey`), hands the differences over to be shown, then records this answer, after they were
/// shown, so that a run that cannot show them loses nothing. Where a provider's cap stopped the search, the places
/// recorded beyond what it read are kept as they were (`NearbyChangesPresenter.answer`).
public struct NearbyChangesUseCase: Sendable {
    public enum Outcome: Equatable, Sendable {
        /// The query had never been run with `--changes`: its answer is recorded, with this many places listed.
        case firstRun(listed: Int)
        /// Compared with the previous answer: this many changes were shown (none: nothing was shown).
        case compared(changes: Int)
    }

    private let store: any NearbyBaselineStore
    private let distance: NearbyPlacesPresenter.DistanceSolver
    private let providers: PlacesProviderCatalog
    private let now: @Sendable () -> Date
    private let hours: OpeningHoursText

    /// - Parameters:
    ///   - now: when the answer is recorded.
    ///   - hours: the clock the rows' OPEN text is judged on, the one the search's filters used (`FOODYBITE_NOW`).
    public init(
        store: any NearbyBaselineStore, distance: @escaping NearbyPlacesPresenter.DistanceSolver,
        providers: PlacesProviderCatalog, now: @escaping @Sendable () -> Date, hours: OpeningHoursText
    ) {
        self.store = store
        self.distance = distance
        self.providers = providers
        self.now = now
        self.hours = hours
    }

    /// Only fresh answers are compared: an answer with any place from the cache (the providers, named `source` in
    /// the error, could not be reached) records nothing. Reading, comparing, showing and recording are one step of
    /// the store's (`exchange`): runs at once report each change once. A recorded answer that cannot be read is
    /// said (`warn`) and replaced, as a first run.
    /// - Parameter show: called with the changes, when there are any, before the answer is recorded.
    public func run(
        _ result: NearbySearchResult, query: NearbySearchQuery, key: String, source: String,
        warn: (String) -> Void = { _ in }, show: ([NearbyChangeRow]) throws -> Void
    ) throws -> Outcome {
        guard result.places.allSatisfy({ $0.cachedAt == nil }) else {
            throw ServiceError(
                .temporary,
                "\(source) could not be reached, and \(OptionName.changes) compares only fresh answers: nothing recorded")
        }
        let presenter = NearbyChangesPresenter(distance: distance, providers: providers, hours: hours)
        var outcome = Outcome.compared(changes: 0)
        let notices = try store.exchange(for: key, at: now()) { recorded in
            var previous: [NearbyPlace]?
            switch recorded {
            case .none: previous = nil
            case .places(let places): previous = places
            case .unreadable(let reason):
                warn("the answer recorded for this query could not be read (\(reason)): this run's replaces it")
                previous = nil
            }
            let places = presenter.answer(result, previous: previous, query: query)
            let changes = previous.map { presenter.changes(from: $0, to: places, query: query) } ?? []
            if !changes.isEmpty { try show(changes) }
            outcome =
                previous == nil
                ? .firstRun(
                    listed: NearbyPlacesPresenter(distance: distance, providers: providers).rows(for: places, query: query).count)
                : .compared(changes: changes.count)
            return presenter.baseline(of: places, query: query)
        }
        notices.forEach(warn)
        return outcome
    }
}
