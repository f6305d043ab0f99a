import ArgumentParser
import Domain
import Foundation
import Presentation

/// `foodybite nearby`: restaurants around a location, filtered by radius and minimum rating; its options are
/// declared in `NearbyOptions`.
extension NearbyCommand {
    public static let configuration = CommandConfiguration(
        commandName: "nearby",
        abstract: "List restaurants (or cafés, bars, bakeries: --kind) near a location.",
        discussion: """
            The answer is the --limit nearest places in the circle that pass every filter, then ordered by --sort. \
            Places farther than the radius, rated below --stars (or unrated when --stars > 0) and places closed \
            for business are left out. Each provider filters what it can and is read nearest first, at most 3 \
            requests a search; when a provider's cap may have hidden a qualifying place, stderr says so. \
            Results are cached; when the provider cannot be reached, cached places are shown (stderr says how old they \
            are). Foursquare's 0-10 ratings are halved to Google's scale; --provider all lists the same restaurant \
            once, with both ratings (see docs/providers.md).

            \(ExitCodes.helpText)
            """
    )

    /// Every rule of the line: the groups' (checked again) and the options' own, then the command's.
    public func validate() throws { try arguments.validate() }

    public func run(with dependencies: Dependencies) async throws { try await arguments.run(with: dependencies) }
}
