import ArgumentParser
import Domain
import Foundation
import Presentation

/// `foodybite review add | sync`.
struct ReviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Post a review to the Foodybite server, send the ones waiting in the outbox, or see and change them.",
        subcommands: [Add.self, Sync.self, Outbox.self, Drop.self, Retry.self])
}

extension ReviewCommand {
    struct Add: FoodybiteCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Review a place: by its id, or found by name with --search.",
            discussion: """
                When the review cannot be sent (no connection, a server error), it is kept in the outbox and the command \
                exits 75; 'foodybite review sync' sends it later, never twice.
                """)

        @OptionGroup var serverOptions: ServerOptions
        @Argument(help: ArgumentHelp("The place id, as nearby and search list it (\(Foodybite.placeIDForms)).")) var placeID:
            String?
        @Option(help: "Find the place by name instead of giving its id.") var search: String?
        @Flag(help: "With --search and no terminal: take the first of several matches (a single one is taken as is).")
        var first = false
        @Option(help: ArgumentHelp("Stars, 1...5.", valueName: "n")) var stars: Int
        @Option(help: "The review text.") var text: String?
        @Option(name: .customLong("text-file"), help: ArgumentHelp("Read the text from a file ('-': stdin).", valueName: "file"))
        var textFile: String?
        @OptionGroup var places: PlacesOptions

        func validate() throws {
            guard (placeID == nil) != (search == nil) else { throw ValidationError("give either a PLACE_ID or --search NAME") }
            if let placeID { try PlaceIDRule.checkArgument(placeID) }
            guard (1...5).contains(stars) else { throw ValidationError("--stars must be between 1 and 5 (got \(stars))") }
            guard (text == nil) != (textFile == nil) else { throw ValidationError("give either --text or --text-file") }
        }

        func run(with dependencies: Dependencies) async throws {
            let body = try reviewText()
            let services = try dependencies.services.makeAccountServices(serverOptions.server)
            try ReviewsDoor.checkSignedIn(services)
            let place = try await resolvePlace(dependencies)
            dependencies.services.console.writeInfo(
                try await ReviewsDoor.post(
                    body, stars: stars, of: place, account: services, services: dependencies.services) + "\n")
        }

        private func reviewText() throws -> String {
            let raw: String
            if let text {
                raw = text
            } else {
                let data = try InputFiles.read(textFile ?? "-", option: "--text-file", maxBytes: 64 * 1024)
                guard let decoded = String(data: data, encoding: .utf8) else {
                    throw UsageError("--text-file: the text is not UTF-8")
                }
                raw = decoded
            }
            return try ReviewsDoor.checked(raw)
        }

        private func resolvePlace(_ dependencies: Dependencies) async throws -> String {
            if let placeID { return placeID }
            let name = search ?? ""
            let matches = try await dependencies.makeAutocompleteService(places.placesAPI).autocomplete(
                input: name, location: try dependencies.services.defaultLocation(), radius: nil)
            guard let firstMatch = matches.first else { throw ServiceError(.notFound, "no place matches '\(name)'") }
            if matches.count == 1 || first { return firstMatch.placeID }
            guard dependencies.stdinIsTerminal else {
                let list = matches.enumerated().map { "\($0.offset + 1)) \($0.element.text) [\($0.element.placeID)]" }.joined(
                    separator: "; ")
                throw UsageError("several places match '\(name)': \(list); give the PLACE_ID, or --first")
            }
            for (index, match) in matches.enumerated() {
                dependencies.services.console.writeError("\(index + 1)) \(match.text)\n")
            }
            dependencies.services.console.writeError("Which one (1-\(matches.count))? ")
            guard let line = dependencies.readLine(), let pick = Int(line.trimmingCharacters(in: .whitespaces)),
                matches.indices.contains(pick - 1)
            else { throw UsageError("no place picked") }
            return matches[pick - 1].placeID
        }
    }
}

extension ReviewCommand {
    struct Sync: FoodybiteCommand {
        static let configuration = CommandConfiguration(
            commandName: "sync", abstract: "Send the reviews waiting in the outbox (each checked first, so none is posted twice)."
        )

        @OptionGroup var serverOptions: ServerOptions

        func run(with dependencies: Dependencies) async throws {
            let report = try await dependencies.services.makeAccountServices(serverOptions.server).sync.syncPendingReviews()
            let now = dependencies.services.now()
            dependencies.services.console.writeInfo(Self.summary(report) + ".\n")
            if report.setAside > 0 {
                dependencies.services.console.writeError(
                    "foodybite: warning: \(report.setAside) review(s) refused by the server earlier are set aside, "
                        + "not sent: \(SuggestedCommand.reviewOutbox) shows why (then 'review retry ID' or 'review drop ID')\n")
            }
            if report.refused > 0 {
                throw ServiceError(
                    .conflict,
                    "the server refused \(report.refused) review(s): set aside with its words, the others sent; "
                        + "\(SuggestedCommand.reviewOutbox) shows them")
            }
            if let waitUntil = report.waitUntil, waitUntil > now {
                let seconds = Int((waitUntil.timeIntervalSince(now)).rounded(.up))
                throw ServiceError(
                    .temporary,
                    "\(report.stillPending) review(s) still waiting: an interrupted send may still reach the server for "
                        + "\(seconds) s more, so nothing is sent again before; run \(SuggestedCommand.reviewSync) after that")
            }
            if report.stillPending > 0 {
                throw ServiceError(
                    .temporary, "\(report.stillPending) review(s) still waiting: run \(SuggestedCommand.reviewSync) again later")
            }
        }

        static func summary(_ report: ReviewSyncReport) -> String {
            "Sent \(report.sent), already on the server \(report.alreadyThere), still waiting \(report.stillPending)"
                + (report.refused > 0 ? ", refused \(report.refused)" : "")
                + (report.inProgressElsewhere > 0 ? ", being sent by another foodybite \(report.inProgressElsewhere)" : "")
                + (report.keptForOtherAccounts > 0
                    ? ", kept for another account \(report.keptForOtherAccounts) (log in as it to send them)" : "")
        }
    }
}

extension ReviewCommand {
    struct Outbox: FoodybiteCommand {
        static let configuration = CommandConfiguration(
            commandName: "outbox",
            abstract: "List your reviews waiting in the outbox, and those the server refused with its words.",
            discussion: """
                A review the server refuses is set aside (state 'refused'), not sent again: 'foodybite review retry ID' \
                sends it with the next sync, 'foodybite review drop ID' removes it unsent.
                """)

        @OptionGroup var serverOptions: ServerOptions
        @OptionGroup var output: ReportOutputOptions

        func run(with dependencies: Dependencies) async throws {
            let records = try await ReviewsDoor.outbox(server: serverOptions.server, services: dependencies.services)
            try dependencies.services.console.write(
                try OutboxRenderer.render(records, as: output.format, terminal: dependencies.terminal))
            if records.isEmpty { dependencies.services.console.writeInfo("The outbox is empty.\n") }
        }
    }

    struct Drop: FoodybiteCommand {
        static let configuration = CommandConfiguration(
            commandName: "drop", abstract: "Remove a review from the outbox without sending it (its ID from 'review outbox').")

        @OptionGroup var serverOptions: ServerOptions
        @Argument(help: "The review's id, as 'review outbox' lists it.") var id: Int64

        func run(with dependencies: Dependencies) async throws {
            dependencies.services.console.writeInfo(
                try await ReviewsDoor.change(id, retry: false, server: serverOptions.server, services: dependencies.services)
                    + "\n")
        }
    }

    struct Retry: FoodybiteCommand {
        static let configuration = CommandConfiguration(
            commandName: "retry",
            abstract: "Send a review the server refused again, with the next 'review sync' (its ID from 'review outbox').")

        @OptionGroup var serverOptions: ServerOptions
        @Argument(help: "The review's id, as 'review outbox' lists it.") var id: Int64

        func run(with dependencies: Dependencies) async throws {
            dependencies.services.console.writeInfo(
                try await ReviewsDoor.change(id, retry: true, server: serverOptions.server, services: dependencies.services)
                    + "\n")
        }
    }
}
