import ArgumentParser
import Domain
import Foundation
import Presentation

/// `foodybite favorites add PLACE_ID | remove PLACE_ID | list`.
struct FavoritesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favorites",
        abstract: "Keep favourite places (each once); 'nearby --favorites' shows only them.",
        subcommands: [Add.self, Remove.self, List.self],
        defaultSubcommand: List.self)

    struct Add: FoodybiteCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add a favourite.",
            discussion: """
                With an API key and a connection, the place's details are fetched and cached, so that 'favorites list' \
                shows its name, rating and address at once; otherwise they appear after the next 'details'.
                """)
        @Argument(help: ArgumentHelp("The place id, as nearby and search list it (\(Foodybite.placeIDForms)).")) var placeID:
            String
        func validate() throws { try PlaceIDRule.checkArgument(placeID) }

        func run(with dependencies: Dependencies) async throws {
            guard try dependencies.services.makeFavoritesStore().add(placeID: placeID, at: dependencies.services.now()) else {
                dependencies.services.console.writeInfo("\(placeID) already is a favourite.\n")
                return
            }
            if let name = await recordedName(dependencies) {
                dependencies.services.console.writeInfo("\(TerminalSafe.line(name)) (\(placeID)) added to favourites.\n")
            } else {
                dependencies.services.console.writeError(
                    "\(placeID) added to favourites; its name will appear after 'foodybite details \(placeID)'.\n")
            }
        }

        /// The place's name, its details fetched and cached on the way (the cache decorator saves them); nil without
        /// a key or a connection: the favourite is kept all the same.
        private func recordedName(_ dependencies: Dependencies) async -> String? {
            guard let service = try? dependencies.services.makeDetailsService(PlacesSource(api: nil, cache: .networkThenCache))
            else {
                return nil
            }
            return try? await service.getPlaceDetails(placeID: placeID).name
        }
    }

    struct Remove: FoodybiteCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a favourite.")
        @Argument(help: ArgumentHelp("The place id, as nearby and search list it (\(Foodybite.placeIDForms)).")) var placeID:
            String
        func validate() throws { try PlaceIDRule.checkArgument(placeID) }

        func run(with dependencies: Dependencies) async throws {
            guard try dependencies.services.makeFavoritesStore().remove(placeID: placeID) else {
                throw ServiceError(.notFound, "\(placeID) is not a favourite")
            }
            dependencies.services.console.writeInfo("\(placeID) removed from favourites.\n")
        }
    }

    struct List: FoodybiteCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List favourites with their cached details.")
        @Option(
            name: .long, parsing: .unconditional, help: ArgumentHelp("Show distances from here.", valueName: "lat,lng"),
            transform: TransformFailure.keeping(LocationArgument.option(.location)))
        var location: Location?
        @OptionGroup var output: PlaceListOutputOptions

        func run(with dependencies: Dependencies) async throws {
            let ids = try dependencies.services.makeFavoritesStore().list()
            let origin = try location ?? dependencies.services.defaultLocation()
            let cache = try? dependencies.services.makeDetailsService(PlacesSource(api: nil, cache: .cacheOnly))
            var rows: [FavoritePlaceViewModel] = []
            for id in ids {
                let details = try? await cache?.getPlaceDetails(placeID: id)
                let meters = zip(origin, details?.location).map { dependencies.services.distance($0, $1) }
                rows.append(
                    FavoritePlaceViewModel(placeID: id, details: details, distanceMeters: meters.map { Int($0.rounded()) }))
            }
            try dependencies.services.console.write(
                try FavoritesRenderer.render(rows, as: output.format, terminal: dependencies.terminal))
        }
    }
}

private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
