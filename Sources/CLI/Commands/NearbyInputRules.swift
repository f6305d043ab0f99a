import ArgumentParser
import Domain
import Presentation

/// The ranges of the search flags, shared by `nearby` and `preferences set`.
enum NearbyInputRules {
    static func check(radius: Int?, stars: Double?, limit: Int?) throws {
        if let radius, !NearbySearchQuery.radiusRange.contains(radius) {
            throw ValidationError(
                "--radius must be between \(RadiusArgument.rangeText) (got \(NearbyFormatters.radius(meters: radius)))")
        }
        if let stars, !(stars.isFinite && NearbySearchQuery.ratingRange.contains(stars)) {
            throw ValidationError("--stars must be between 0 and 5 (got \(stars))")
        }
        if let limit, !NearbySearchQuery.limitRange.contains(limit) {
            throw ValidationError("--limit must be between 1 and 60 (got \(limit))")
        }
    }
}
