import Domain
import DomainTestSupport
import Foundation
import Presentation
import Synchronization
import XCTest

/// `NearbySearch` as any front end calls it: which providers it asks, what it refuses before asking, what it tells
/// on the way and what its answer carries.
final class NearbySearchTests: XCTestCase {
    func test_run_asksTheKeylessProviderAndSaysSo_whenNoProviderIsNamedAndNoKeyIsSet() async throws {
        // Given
        let (sut, sources) = makeSUT(keyless: keyless)
        var events: [NearbySearch.Event] = []

        // When
        _ = try await sut.run(request(), tell: { events.append($0) })

        // Then
        XCTAssertEqual(sources.withLock { $0 }.map(\.provider), [ProviderChoice(.osm)])
        XCTAssertTrue(
            events.contains(.info("no Google or Foursquare key is configured: asking OpenStreetMap (no key; no ratings)")),
            "\(events)")
    }

    func test_run_asksEveryProvidersCachedPlacesOffline_whenNoKeyIsSet() async throws {
        // Given
        let (sut, sources) = makeSUT(keyless: keyless)
        var events: [NearbySearch.Event] = []

        // When
        _ = try await sut.run(request(cache: .cacheOnly), tell: { events.append($0) })

        // Then
        XCTAssertEqual(sources.withLock { $0 }.map(\.provider?.rawValue), ["google,foursquare,osm"])
        XCTAssertFalse(events.contains { if case .info = $0 { true } else { false } }, "offline, no key is needed")
    }

    func test_run_decidesWhoIsAskedOnce_andMakesTheServicesForExactlyThoseProviders() async throws {
        // Given
        let questions = Questions()
        let (sut, sources) = makeSUT(questions: questions)
        let here = LocationRequest(explicit: makeLocation(), near: nil, api: nil)
        let centres: [NearbySearchRequest.Centre] = [
            .around(here), .along(from: here, to: here, width: 300, mode: .walk),
        ]

        // When
        for centre in centres {
            _ = try await sut.run(request(centre: centre, provider: .all))
            _ = try await sut.run(request(centre: centre))
        }

        // Then each run asked each question once, and the services were made for the providers it decided on
        let named = ["asked", "router"]
        let unnamed = ["keyless", "default", "asked", "router"]
        XCTAssertEqual(questions.value.withLock { $0 }, named + unnamed + named + unnamed)
        XCTAssertEqual(
            sources.withLock { $0 }.map(\.provider?.rawValue),
            ["google,foursquare,osm", "google", "google,foursquare,osm", "google"])
    }

    func test_run_asksAProviderWithoutMapDataForVeganRestaurants_andRefusesTheDietsOnlyMapDataTells() async throws {
        // Given Google alone, which tags no diets
        let vegan = makeNearbyPlace(id: "vegan", location: makeLocation()).typed(["vegan_restaurant", "restaurant"])
        let plain = makeNearbyPlace(id: "plain", location: makeLocation()).typed(["restaurant"])
        let spy = SearchNearbyServiceSpy(result: .success([vegan, plain]))
        let (sut, sources) = makeSUT(spy: spy)

        // When
        let outcome = try await sut.run(request(provider: .google, diets: [.vegan]))

        // Then its vegan restaurants were asked for, and only they listed
        XCTAssertEqual(spy.receivedQueries.map(\.cuisine), [.vegan])
        guard case .answer(let answer) = outcome else { return XCTFail("expected an answer") }
        XCTAssertEqual(answer.rows.map(\.placeID), ["vegan"])
        do {
            _ = try await sut.run(request(provider: .google, diets: [.vegan, .halal]))
            XCTFail("expected a usage error")
        } catch let error as ServiceError {
            XCTAssertTrue(error.message.hasPrefix("diet=halal: only OpenStreetMap tags it"), error.message)
        }
        XCTAssertEqual(sources.withLock { $0 }.count, 1, "the refused search sent nothing")
    }

    func test_run_refusesStarsBeforeAnythingIsSent_whenNoProviderAskedRatesPlaces() async {
        // Given
        let (sut, sources) = makeSUT()

        // When
        do {
            _ = try await sut.run(request(provider: ProviderChoice(.osm), stars: 4))
            XCTFail("expected a usage error")
        } catch let error as ServiceError {
            // Then
            XCTAssertEqual(error.kind, .invalidInput)
            XCTAssertTrue(error.message.hasPrefix("stars=4: OpenStreetMap has no ratings; use provider=all"), error.message)
        } catch {
            XCTFail("unexpected \(error)")
        }
        XCTAssertEqual(sources.withLock { $0 }, [], "nothing was asked")
    }

    func test_run_refusesOpenAtAndArrivalsWhereTheProvidersAskedHaveNoHours_beforeAnythingIsSent() async throws {
        // Given Google's legacy API (no periods in a search) and Foursquare (it judges a moment, not an arrival)
        let (sut, sources) = makeSUT()
        let filter = OpenAtFilter(try OpeningMoment("sun 12:30"), now: Date(), zone: .current)
        let cases: [(ProviderChoice, PlacesAPI, AttributeFilters, String)] = [
            (
                ProviderChoice(.google), .legacy, AttributeFilters(openAt: filter),
                "openAt=sun 12:30: Google's legacy Places API gives no opening periods in a search; use placesAPI=new"
            ),
            (
                ProviderChoice(.foursquare), .new, AttributeFilters(onArrival: ArrivalFilter(now: Date())),
                "openOnArrival: Foursquare judges a moment on its server, not an arrival; use provider=google or provider=osm"
            ),
        ]

        for (provider, api, attributes, message) in cases {
            // When
            do {
                _ = try await sut.run(
                    NearbySearchRequest(
                        centre: .around(LocationRequest(explicit: makeLocation(), near: nil, api: nil)),
                        query: { makeQuery(location: $0, radius: 1000).with { $0.attributes = attributes } },
                        provider: provider, api: api))
                XCTFail("expected a usage error")
            } catch let error as ServiceError {
                // Then
                XCTAssertEqual(error.kind, .invalidInput)
                XCTAssertTrue(error.message.hasPrefix(message), error.message)
            }
        }
        XCTAssertEqual(sources.withLock { $0 }, [], "nothing was asked")
    }

    func test_run_openAtOnFoursquare_listsWhatItsServerKept_butNoCachedPlaceItCouldNotJudge() async throws {
        // Given Foursquare's answer to its open_at: a place fetched now, and one from the cache
        let fetched = makeNearbyPlace(id: "4b0588f9f964a520a7d922e3", location: makeLocation())
        let cached = makeNearbyPlace(id: "4b0588f9f964a520a7d922e4", location: makeLocation()).cached(at: Date())
        let spy = SearchNearbyServiceSpy(result: .success([fetched, cached]))
        let (sut, _) = makeSUT(spy: spy)
        let filter = OpenAtFilter(try OpeningMoment("sun 12:30"), now: Date(), zone: .current)

        // When
        let outcome = try await sut.run(
            NearbySearchRequest(
                centre: .around(LocationRequest(explicit: makeLocation(), near: nil, api: nil)),
                query: { makeQuery(location: $0, radius: 1000).with { $0.attributes = AttributeFilters(openAt: filter) } },
                provider: ProviderChoice(.foursquare)))

        // Then: Foursquare was asked the moment, and only what it kept now is listed
        XCTAssertEqual(spy.receivedQueries.map(\.attributes.openAt?.moment.text), ["sun 12:30"])
        guard case .answer(let answer) = outcome else { return XCTFail("expected an answer") }
        XCTAssertEqual(answer.rows.map(\.placeID), [fetched.placeID])
    }

    func test_run_openOnArrival_countsThePlacesLeftOutForAnUnknownTravelTime_inGoodEnglish() async throws {
        for count in [1, 2] {
            // Given OpenStreetMap places open all the time, none with a travel time
            let places = (0..<count).map { index in
                NearbyPlace(
                    placeID: "osm:node/\(index)", name: "Always \(index)", location: makeLocation(48.857, 2.3522),
                    attributes: PlaceAttributes(openingHours: "24/7", country: "FR", timeZone: "Europe/Paris"))
            }
            let (sut, _) = makeSUT(places: places)
            let arrival = ArrivalFilter(stay: 0, now: Date(timeIntervalSince1970: 1_800_000_000))

            // When
            let answer = try await osmAnswer(sut) { $0.attributes = AttributeFilters(onArrival: arrival) }

            // Then
            let expected =
                count == 1
                ? "1 place whose travel time is unknown was left out by \(OptionName.openOnArrival)"
                : "2 places whose travel time is unknown were left out by \(OptionName.openOnArrival)"
            XCTAssertTrue(answer.notes.contains(expected), "\(answer.notes)")
        }
    }

    func test_run_openAtAWallTimeThePlacesClocksSkip_saysSo_insteadOfAnEmptyAnswer() async throws {
        // Given a Paris place and a user in UTC asking for 02:30 on the night the clocks go forward in Paris
        let place = NearbyPlace(
            placeID: "osm:node/1", name: "All night", location: makeLocation(48.857, 2.3522),
            attributes: PlaceAttributes(openingHours: "24/7", country: "FR", timeZone: "Europe/Paris"))
        let (sut, _) = makeSUT(places: [place])
        let filter = OpenAtFilter(
            try OpeningMoment("2026-03-29T02:30"), now: Date(timeIntervalSince1970: 1_774_000_000), zone: .gmt)

        // When
        let answer = try await osmAnswer(sut) { $0.attributes = AttributeFilters(openAt: filter) }

        // Then
        XCTAssertEqual(answer.rows.count, 0)
        XCTAssertTrue(
            answer.notes.contains(
                "2026-03-29 02:30 does not exist in Europe/Paris (its clocks go forward then): 1 place there was not judged open; ask for the hour after"
            ), "\(answer.notes)")
    }

    func test_run_openNow_saysHowManyPlacesHoursWereNotJudgedForWantOfAZone_andListsNone() async throws {
        for count in [1, 2] {
            // Given places open all the time whose zone nothing knows, beside one in Paris (issue 56)
            let zoneless = (0..<count).map { index in
                NearbyPlace(
                    placeID: "osm:node/\(index)", name: "Somewhere \(index)", location: makeLocation(48.857, 2.3522),
                    attributes: PlaceAttributes(openingHours: "24/7"))
            }
            let paris = NearbyPlace(
                placeID: "osm:node/9", name: "Paris", location: makeLocation(48.857, 2.3522), isOpen: true,
                attributes: PlaceAttributes(openingHours: "24/7", country: "FR", timeZone: "Europe/Paris"))
            let (sut, _) = makeSUT(places: zoneless + [paris])

            // When
            let answer = try await osmAnswer(sut) { $0.openNow = true }

            // Then
            XCTAssertEqual(answer.rows.map(\.placeID), ["osm:node/9"])
            let expected =
                count == 1
                ? "1 place's hours were not judged: no time zone is known where it is (never read on your clock)"
                : "2 places' hours were not judged: no time zone is known where they are (never read on your clock)"
            XCTAssertTrue(answer.notes.contains(expected), "\(answer.notes)")
        }
    }

    func test_run_openNow_countsThePlacesWhoseHolidaysNoCalendarKnows_andJudgesEstoniaAndAland() async throws {
        // Given places closed on public holidays in a country without a calendar (Russia), in Estonia, Latvia and on Åland (their
        // country and zone as their map data names them; the test's circle is Paris's)
        let (sut, _) = makeSUT(places: [
            NearbyPlace(
                placeID: "osm:node/1", name: "Moscow", location: makeLocation(48.857, 2.3522),
                attributes: PlaceAttributes(
                    openingHours: "Mo-Su 00:00-24:00; PH off", country: "RU", timeZone: "Europe/Moscow")),
            NearbyPlace(
                placeID: "osm:node/4", name: "Riga", location: makeLocation(48.857, 2.3522), isOpen: true,
                attributes: PlaceAttributes(openingHours: "Mo-Su 00:00-24:00; PH off", country: "LV", timeZone: "Europe/Riga")),
            NearbyPlace(
                placeID: "osm:node/2", name: "Tallinn", location: makeLocation(48.857, 2.3522), isOpen: true,
                attributes: PlaceAttributes(
                    openingHours: "Mo-Su 00:00-24:00; PH off", country: "EE", timeZone: "Europe/Tallinn")),
            NearbyPlace(
                placeID: "osm:node/3", name: "Mariehamn", location: makeLocation(48.857, 2.3522), isOpen: true,
                attributes: PlaceAttributes(
                    openingHours: "Mo-Su 00:00-24:00; PH off", country: "AX", timeZone: "Europe/Mariehamn")),
        ])

        // When (a Wednesday that is no holiday)
        let answer = try await osmAnswer(sut) { $0.openNow = true }

        // Then the places judged open are listed, the place left out is counted, and Estonia, Latvia and Åland are not in
        // the note: they have calendars (issue 66: `PH off` was unknown every day there)
        XCTAssertEqual(Set(answer.rows.map(\.placeID)), ["osm:node/2", "osm:node/3", "osm:node/4"])
        XCTAssertTrue(
            answer.notes.contains(
                "1 place's hours were not judged: they name public holidays (PH), and foodybite knows no calendar of RU"),
            "\(answer.notes)")
    }

    func test_run_refusesAnUnknownProviderBeforeTheLocationIsLookedUp() async throws {
        // Given a centre to be found by text, whose lookup would be a request, and a provider nobody registered
        let (sut, sources) = makeSUT(lookUp: { _ in throw ServiceError(.unavailable, "the lookup was sent") })
        let near = NearbySearchRequest.Centre.around(LocationRequest(explicit: nil, near: "Gare de Dijon", api: nil))

        // When
        do {
            _ = try await sut.run(request(centre: near, provider: try XCTUnwrap(ProviderChoice(rawValue: "google,nosuch"))))
            XCTFail("expected a usage error")
        } catch let error as ServiceError {
            // Then
            XCTAssertEqual(error.kind, .invalidInput, error.message)
            XCTAssertEqual(error.message, "unknown provider 'nosuch': google, foursquare, osm or all")
        }
        XCTAssertEqual(sources.withLock { $0 }, [], "nothing was asked")
    }

    func test_run_answersWithTheRowsTheCreditTheirDataAsksForAndWhatToSayWhenThereIsNone() async throws {
        // Given an OpenStreetMap place in the circle
        let place = makeNearbyPlace(id: "osm:node/1", name: "Chez OSM", location: makeLocation(48.857, 2.3522), rating: nil)
        let (sut, _) = makeSUT(places: [place])

        // When
        let outcome = try await sut.run(request(provider: ProviderChoice(.osm)))

        // Then
        guard case .answer(let answer) = outcome else { return XCTFail("expected an answer") }
        XCTAssertEqual(answer.rows.map(\.placeID), ["osm:node/1"])
        XCTAssertEqual(answer.credits, [PlacesProviderCatalog.sample[.osm].attribution].compactMap { $0 })
        XCTAssertEqual(answer.emptyNote, "No restaurants found within 1000 m.")
        XCTAssertEqual(answer.searchArea?.radiusMeters, 1000)
    }

    func test_run_refusesARouteTooLongToSearchAlong() async {
        // Given a route from Paris to Marseille
        let (sut, sources) = makeSUT(route: makeLocation(43.2965, 5.3698))
        let along = NearbySearchRequest.Centre.along(
            from: LocationRequest(explicit: makeLocation(), near: nil, api: nil),
            to: LocationRequest(explicit: makeLocation(43.2965, 5.3698), near: nil, api: nil), width: 300, mode: .drive)

        // When
        do {
            _ = try await sut.run(request(centre: along))
            XCTFail("expected a usage error")
        } catch let error as ServiceError {
            // Then
            XCTAssertEqual(error.kind, .invalidInput)
            XCTAssertTrue(error.message.hasPrefix("along: the route is too long to search along"), error.message)
        } catch {
            XCTFail("unexpected \(error)")
        }
        XCTAssertEqual(sources.withLock { $0 }, [])
    }

    // MARK: - Helpers

    private let keyless = KeylessFallback(
        provider: .osm,
        keys: [
            (provider: "Google", variable: "FOODYBITE_PLACES_API_KEY"),
            (provider: "Foursquare", variable: "FOODYBITE_FOURSQUARE_API_KEY"),
        ])

    private func request(
        centre: NearbySearchRequest.Centre = .around(LocationRequest(explicit: makeLocation(), near: nil, api: nil)),
        provider: ProviderChoice? = nil, stars: Double = 0, cache: PlacesSource.CacheMode = .networkThenCache,
        diets: [Diet] = []
    ) -> NearbySearchRequest {
        NearbySearchRequest(
            centre: centre,
            query: {
                makeQuery(location: $0, radius: 1000, minimumRating: stars).with {
                    $0.attributes = AttributeFilters(diets: diets)
                }
            }, provider: provider, cache: cache)
    }

    /// The answer of an OpenStreetMap search within 1 km of the default point, its query changed by `change`.
    private func osmAnswer(
        _ sut: NearbySearch, file: StaticString = #filePath, line: UInt = #line,
        _ change: @escaping @Sendable (inout NearbySearchQuery) -> Void
    ) async throws -> NearbyAnswer {
        let outcome = try await sut.run(
            NearbySearchRequest(
                centre: .around(LocationRequest(explicit: makeLocation(), near: nil, api: nil)),
                query: { makeQuery(location: $0, radius: 1000).with(change) }, provider: ProviderChoice(.osm)))
        guard case .answer(let answer) = outcome else {
            XCTFail("expected an answer, got \(outcome)", file: file, line: line)
            throw CancellationError()
        }
        return answer
    }

    /// The search, with the sources it asked for; the route (when asked) ends at `route`.
    private func makeSUT(
        keyless: KeylessFallback? = nil, places: [NearbyPlace] = [], route: Location = makeLocation(),
        questions: Questions = Questions(), spy: SearchNearbyServiceSpy? = nil,
        lookUp: @escaping @Sendable (LocationRequest) async throws -> ResolvedLocation = {
            ResolvedLocation(location: $0.explicit ?? makeLocation(), source: .argument)
        }
    ) -> (NearbySearch, SharedSources) {
        let sources = SharedSources()
        let services = NearbySearchServices(
            providers: .sample,
            defaultProvider: {
                questions.ask("default")
                return keyless.map { ProviderChoice($0.provider) } ?? ProviderChoice(.google)
            },
            keylessFallback: {
                questions.ask("keyless")
                return keyless
            },
            providersAsked: {
                questions.ask("asked")
                return $0.providers(among: PlacesProviderCatalog.sample.providers)
            },
            makeSearchNearbyService: { source in
                sources.value.withLock { $0.append(source) }
                return spy ?? SearchNearbyServiceSpy(result: .success(places))
            },
            makeRouteService: { _ in RouteStub(end: route) },
            routerAttribution: {
                questions.ask("router")
                return nil
            },
            resolveLocation: lookUp,
            makeNearbyBaselineStore: { throw ServiceError(.unavailable, "no store") },
            distance: { GreatCircle.meters(from: $0, to: $1) }, now: { Date(timeIntervalSince1970: 0) },
            hoursNow: { Date(timeIntervalSince1970: 0) }, placesAPI: { $0 ?? .default })
        return (NearbySearch(services: services), sources)
    }

    /// The questions the search asked of the registries, in order.
    final class Questions: Sendable {
        let value = Mutex<[String]>([])

        func ask(_ question: String) { value.withLock { $0.append(question) } }
    }

    final class SharedSources: Sendable {
        let value = Mutex<[PlacesSource]>([])

        func withLock<Result>(_ body: (inout [PlacesSource]) -> Result) -> Result { value.withLock { body(&$0) } }
    }

    private struct RouteStub: RouteService {
        let end: Location

        func route(from origin: Location, to destination: Location, mode: TravelMode) async throws -> Route? {
            Route(mode: mode, seconds: 36_000, meters: 775_000, steps: [], path: [origin, end])
        }
    }
}
