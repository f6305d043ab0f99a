import Domain
import Foundation

/// `nearby`, the workflow, for every front end: which providers are asked (the named ones, else the configured
/// default; the keyless one when no key is configured, and every provider's cached places offline), what they cannot
/// answer (`NearbyProviderRules`, before anything is sent), the search around a point or along a route, and the
/// answer (`NearbyAnswer`) or, with `changes`, what changed since the last run of the query (`NearbyChangesUseCase`:
/// shown, then recorded). What happens on the way (where "near" is, the keyless fallback, places no provider could
/// judge) is told as it happens (`Event`).
public struct NearbySearch: Sendable {
    public enum Event: Equatable, Sendable {
        /// Where the search is, as found (a text looked up, the configured chain).
        case located(ResolvedLocation)
        /// Only informative.
        case info(String)
        /// Worth a warning, although the search goes on.
        case warning(String)
    }

    public enum Outcome: Sendable {
        case answer(NearbyAnswer)
        /// `changes`: how the answer compared with the recorded one (the changes were shown).
        case changes(NearbyChangesUseCase.Outcome)
    }

    let services: NearbySearchServices

    public init(services: NearbySearchServices) {
        self.services = services
    }

    /// - Parameter show: with `changes`, called with the changes (when there are any), their query and the credits their
    /// rows' data asks for, before the answer is recorded.
    public func run(
        _ request: NearbySearchRequest, tell: (Event) -> Void = { _ in },
        show: ([NearbyChangeRow], NearbySearchQuery, [String]) throws -> Void = { _, _, _ in }
    ) async throws -> Outcome {
        let plan = try plan(request)
        let around: LocationRequest
        switch request.centre {
        case .around(let location): around = location
        case .along(let from, let to, let width, let mode):
            return .answer(try await along(request, from: from, to: to, width: width, mode: mode, plan: plan, tell: tell))
        }
        let resolved = try await services.resolveLocation(around)
        tell(.located(resolved))
        let asked = try request.query(resolved.location).with {
            $0.provider = plan.choice.single
            if !request.offline {
                $0.openAtJudgedBy = plan.asked.filter { services.providers[$0].hours == .filteredByServer }
            }
        }
        let query = applicable(asked, request, plan: plan, tell: tell)
        try check(query, request, plan: plan)
        if let keyless = plan.keyless, !request.offline { tell(.info(note(keyless))) }
        let result = try await services.makeSearchNearbyService(plan.source(request, acceptsPartialAnswer: !request.changes))
            .searchNearby(sent(query, plan: plan))
        if plan.choice.single == nil, case let left = NearbyProviderRules.unjudged(result.places, query: query), left > 0 {
            let hoursOnly = query.attributes.hoursOnly == query.attributes
            let judges = services.providers.descriptors.filter { hoursOnly ? $0.hours != .none : $0.hasAttributes }
            let flags = query.attributes.flags.joined(separator: " ")
            tell(
                .info(
                    "\(left) places \(judges.map(\.name).joinedAsAlternatives()) does not know were left out by \(flags) (no provider could judge them)"
                ))
        }
        if let note = Self.serverJudgedNote(query, providers: services.providers) { tell(.info(note)) }
        guard request.changes else {
            return .answer(answer(result, query: query, plan: plan, offline: request.offline))
        }
        return .changes(try changes(result, query: query, request: request, plan: plan, tell: tell, show: show))
    }

    /// A provider named that is not registered is refused before anything is sent (the location lookup included).
    private func known(_ choice: ProviderChoice) throws {
        let registered = services.providers.providers
        guard let unknown = choice.names?.first(where: { !registered.contains($0) }) else { return }
        let choices = (registered.map(\.rawValue) + [ProviderChoice.all.rawValue]).joinedAsAlternatives()
        let printable = unknown.rawValue.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }
        let name = String(String.UnicodeScalarView(printable).prefix(40))
        throw ServiceError(.invalidInput, "unknown provider '\(name)': \(choices)")
    }

    /// Who the search asks, decided once: the named providers (an unknown name refused), else the default; without a
    /// key, the keyless one, or offline every provider's cached places.
    func plan(_ request: NearbySearchRequest) throws -> NearbyPlan {
        let keyless = request.provider == nil ? services.keylessFallback() : nil
        let choice: ProviderChoice
        if let named = request.provider {
            try known(named)
            choice = named
        } else if keyless != nil && request.offline,
            let every = ProviderChoice(rawValue: services.providers.providers.map(\.rawValue).joined(separator: ","))
        {
            choice = every
        } else {
            choice = try services.defaultProvider()
        }
        return NearbyPlan(
            choice: choice, asked: services.providersAsked(choice), keyless: keyless,
            routerCredit: services.routerAttribution())
    }

    /// The query as the services are asked it: as it is, unless its one provider has no map data (`withoutMapData`);
    /// a merged search asks each provider its own part. The answer is judged on the query itself.
    func sent(_ query: NearbySearchQuery, plan: NearbyPlan) -> NearbySearchQuery {
        guard let single = plan.choice.single, !services.providers[single].hasAttributes else { return query }
        return query.withoutMapData(keeping: services.providers[single].hours)
    }

    /// The query without the saved preference's minimum rating when none of the providers asked rates places, said
    /// in one note: a preference is the user's default, not a filter typed for this search.
    func applicable(_ query: NearbySearchQuery, _ request: NearbySearchRequest, plan: NearbyPlan, tell: (Event) -> Void)
        -> NearbySearchQuery
    {
        guard let saved = request.savedStars, query.minimumRating == saved, !request.offline, !plan.asked.isEmpty,
            !plan.asked.contains(where: { services.providers[$0].ratesPlaces })
        else { return query }
        let names = plan.asked.map { services.providers[$0].name }.joinedAsAlternatives()
        let stars = OptionName.stars(saved.formatted(.number.precision(.fractionLength(0...2))))
        tell(.info("the saved preference \(stars) is set aside: \(names) has no ratings"))
        return query.with { $0.minimumRating = 0 }
    }

    /// What the providers asked cannot answer, refused before anything is sent (offline, the cache answers all).
    func check(_ query: NearbySearchQuery, _ request: NearbySearchRequest, plan: NearbyPlan) throws {
        try NearbyProviderRules.check(
            query, asking: request.offline ? [] : plan.asked.map { services.providers[$0] }, among: services.providers,
            keyless: plan.keyless, api: services.placesAPI(request.api))
    }

    /// "no Google or Foursquare key is configured: asking OpenStreetMap (no key; no ratings)".
    private func note(_ keyless: KeylessFallback) -> String {
        let asked = services.providers[keyless.provider]
        return "no \(keyless.keys.map(\.provider).joinedAsAlternatives()) key is configured: asking \(asked.name) "
            + "(no key\(asked.ratesPlaces ? "" : "; no ratings"))"
    }

    /// The rows of an answer around a point, with its credits and notes.
    private func answer(_ result: NearbySearchResult, query: NearbySearchQuery, plan: NearbyPlan, offline: Bool)
        -> NearbyAnswer
    {
        let presenter = NearbyPlacesPresenter(
            distance: services.distance, providers: services.providers,
            hours: hours)
        let rows = presenter.rows(for: result.places, query: query)
        var notes: [String] = []
        if let oldest = rows.compactMap(\.cachedAt).min() {
            notes.append("showing cached results (fetched \(RelativeAge.describe(from: oldest, to: services.now())))")
        }
        if query.travel != nil, case let unknown = rows.filter({ $0.travel == nil }).count, unknown > 0 {
            notes.append(
                "\(unknown) of \(rows.count) places have no travel time (none cached, and the router not asked or not answering): TRAVEL '?'"
            )
        }
        if query.attributes.onArrival != nil,
            case let unrouted = Set(result.places.filter { query.admits($0) && $0.travel?.seconds == nil }.map(\.placeID)).count,
            unrouted > 0
        {
            notes.append(
                (unrouted == 1
                    ? "1 place whose travel time is unknown was" : "\(unrouted) places whose travel time is unknown were")
                    + " left out by \(OptionName.openOnArrival)")
        }
        if let openAt = query.attributes.openAt {
            notes += Self.skippedMomentNotes(openAt, places: result.places)
        }
        if let note = Self.unjudgedHoursNote(result.places) { notes.append(note) }
        if let note = Self.noHolidaysNote(result.places) { notes.append(note) }
        if query.openNow {
            // A provider keeps only the places it knows to be open: one that kept none says so.
            for provider in plan.asked where !rows.contains(where: { $0.sources.contains { $0.provider == provider } }) {
                notes.append(
                    "\(services.providers[provider].shortName) found no place it knows to be open now (\(OptionName.openNow)): "
                        + "a place whose hours it does not know is left out")
            }
        }
        if rows.count == query.limit, case let found = presenter.passingCount(of: result.places, query: query),
            found > rows.count
        {
            let most = NearbySearchQuery.limitRange.upperBound
            notes.append(
                "showing the \(rows.count) \(query.order == .travel ? "quickest" : "nearest") of \(found) places found "
                    + (query.limit < most
                        ? "(\(OptionName.limit(String(query.limit)))): a larger \(OptionName.limit), up to \(most), shows more"
                        : "(\(OptionName.limit(String(query.limit))), its most): a smaller \(OptionName.radius) shows the rest"))
        }
        if let note = presenter.incompleteAnswerNote(
            for: result, rows: rows, query: query, otherProviders: plan.choice.single != nil)
        {
            notes.append(note)
        }
        let stars = query.minimumRating > 0 ? " rated \(query.minimumRating) or more" : ""
        return NearbyAnswer(
            rows: rows, query: query, searchArea: (query.location, query.radius),
            credits: credits(rows, routed: query.travel != nil, plan: plan), notes: notes,
            emptyNote:
                "No \(Self.noun(query.kinds)) found\(offline ? " in the cache" : "") within \(NearbyFormatters.radius(meters: query.radius))\(stars)."
        )
    }

    /// The credits the rows' data asks for, each once: their providers', and the router's when it routed them.
    func credits(_ rows: [NearbyPlaceViewModel], routed: Bool, plan: NearbyPlan) -> [String] {
        let router = routed && !rows.isEmpty ? plan.routerCredit.map { [$0] } ?? [] : []
        return (rows.flatMap(\.attributions) + router).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// "2026-03-29 02:30 does not exist in Europe/Paris (its clocks go forward then): 3 places there were not judged
    /// open; ask for the hour after", once for each zone where the moment falls in the clocks' gap.
    static func skippedMomentNotes(_ openAt: OpenAtFilter, places: [NearbyPlace]) -> [String] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for place in places where place.attributes?.hasHours == true {
            guard let (wallTime, zone) = openAt.skipped(for: place.attributes) else { continue }
            let key = "\(wallTime) does not exist in \(zone) (its clocks go forward then)"
            if counts[key] == nil { order.append(key) }
            counts[key, default: 0] += 1
        }
        return order.map { key in
            let count = counts[key] ?? 0
            return key + ": " + (count == 1 ? "1 place there was" : "\(count) places there were")
                + " not judged open; ask for the hour after"
        }
    }

    /// "2 places' hours were not judged: no time zone is known where they are": never read on the user's clock, such
    /// hours say neither open nor closed, and an hours filter leaves those places out.
    static func unjudgedHoursNote(_ places: [NearbyPlace]) -> String? {
        let count = Set(places.filter { $0.attributes?.hasHoursWithoutZone == true }.map(\.placeID)).count
        guard count > 0 else { return nil }
        return (count == 1 ? "1 place's hours were" : "\(count) places' hours were")
            + " not judged: no time zone is known where \(count == 1 ? "it is" : "they are") (never read on your clock)"
    }

    /// "2 places' hours were not judged: they name public holidays (PH), and foodybite knows no calendar of EE" (issue
    /// 66: `--open-now` left such places out without a word).
    static func noHolidaysNote(_ places: [NearbyPlace]) -> String? {
        var countries: [String] = []
        var ids = Set<String>()
        for place in places {
            // A place with no known zone is not judged at all, and counted in the zones' note alone.
            guard let attributes = place.attributes, attributes.ownZone != nil,
                case let (unknown, country) = attributes.holidaysUnknown, unknown
            else { continue }
            ids.insert(place.placeID)
            let name = country ?? "their country (none is known)"
            if !countries.contains(name) { countries.append(name) }
        }
        guard !ids.isEmpty else { return nil }
        return (ids.count == 1 ? "1 place's hours were" : "\(ids.count) places' hours were")
            + " not judged: they name public holidays (PH), and foodybite knows no calendar of "
            + countries.sorted().joinedAsAlternatives()
    }

    /// The clock and zone every row's OPEN text is judged on: the one the filters use.
    private var hours: OpeningHoursText { OpeningHoursText(now: services.hoursNow, timeZone: .current) }

    /// `changes`: compared with the answer recorded at the query's last run, shown, then recorded.
    private func changes(
        _ result: NearbySearchResult, query: NearbySearchQuery, request: NearbySearchRequest, plan: NearbyPlan,
        tell: (Event) -> Void, show: ([NearbyChangeRow], NearbySearchQuery, [String]) throws -> Void
    ) throws -> NearbyChangesUseCase.Outcome {
        let outcome = try NearbyChangesUseCase(
            store: try services.makeNearbyBaselineStore(), distance: services.distance, providers: services.providers,
            now: services.now, hours: hours
        ).run(
            result, query: query,
            key: NearbyChangesKey.of(
                query, api: request.api, provider: plan.choice, asking: plan.asked),
            source: services.providers.names(plan.choice), warn: { tell(.warning($0)) },
            show: { try show($0, query, credits($0.map(\.row), routed: query.travel != nil, plan: plan)) })
        if case .firstRun(let listed) = outcome {
            tell(
                .info(
                    "first run of this query: recorded its \(listed) places; the next run with \(OptionName.changes) lists what changed"
                ))
        }
        return outcome
    }

    /// What a server that judged `--open-at` itself was asked, and what it cannot know: "Foursquare was asked for places
    /// open at 7T1230 (its open_at: a weekday and a local time, read in Europe/Paris, your time zone) ...".
    static func serverJudgedNote(_ query: NearbySearchQuery, providers: PlacesProviderCatalog) -> String? {
        guard let openAt = query.attributes.openAt, query.attributes.onArrival == nil, !query.openAtJudgedBy.isEmpty,
            let sent = openAt.weekdayAndTime
        else { return nil }
        let names = query.openAtJudgedBy.map { providers[$0].name }.sorted().joinedAsAlternatives()
        return "\(names) was asked for places open at \(sent) (its open_at: a weekday and a local time, read in "
            + "\(openAt.zone.identifier), your time zone); it knows no holidays and leaves out places without hours"
    }

    /// "restaurants", "cafés or bakeries": what was looked for.
    static func noun(_ kinds: [PlaceKind]) -> String {
        kinds.map { kind in
            switch kind {
            case .restaurant: "restaurants"
            case .cafe: "cafés"
            case .bar: "bars"
            case .bakery: "bakeries"
            case .fastFood: "fast-food places"
            }
        }.joinedAsAlternatives()
    }
}
