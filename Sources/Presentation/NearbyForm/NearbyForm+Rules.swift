import Domain

/// The rules of a `nearby` search's values taken together, in every front end's words (`OptionName`), and what the
/// values mean for the search.
extension NearbyForm {
    /// Every rule, in the order the command line checks them (each option group, then the command's own).
    public func validate() throws(UsageError) {
        try Self.checkCentre(location: location, near: near)
        try Self.checkAlong(along: along, to: to)
        try Self.checkRanges(radius: radius, stars: stars, limit: limit)
        try Self.checkCache(offline: offline, noCache: noCache)
        try checkTogether()
    }

    /// A point and a place's name do not go together; a name is some text.
    public static func checkCentre(location: Location?, near: String?) throws(UsageError) {
        if location != nil && near != nil {
            throw UsageError("\(OptionName.location) and \(OptionName.near) cannot be used together")
        }
        if let near, near.trimmingCharacters(in: .whitespaces).isEmpty {
            throw UsageError("\(OptionName.near) needs some text")
        }
    }

    /// A route's two ends go together, each a place.
    public static func checkAlong(along: String?, to: String?) throws(UsageError) {
        if (along == nil) != (to == nil) {
            throw UsageError(
                "\(OptionName.along) and \(OptionName.to) go together: \(OptionName.along("FROM")) \(OptionName.to("TO"))")
        }
        for text in [along, to].compactMap({ $0 }) where text.trimmingCharacters(in: .whitespaces).isEmpty {
            throw UsageError("\(OptionName.along) and \(OptionName.to) need a place: lat,lng or some text")
        }
    }

    /// The ranges of the search's numbers (shared with the saved preferences and `search`).
    public static func checkRanges(radius: Int?, stars: Double?, limit: Int?) throws(UsageError) {
        if let radius { try RadiusArgument.judge(Double(radius), shown: NearbyFormatters.radius(meters: radius)) }
        if let stars, !(stars.isFinite && NearbySearchQuery.ratingRange.contains(stars)) {
            throw UsageError("\(OptionName.stars) must be between 0 and 5 (got \(stars))")
        }
        if let limit, !NearbySearchQuery.limitRange.contains(limit) {
            throw UsageError("\(OptionName.limit) must be between 1 and 60 (got \(limit))")
        }
    }

    /// The cache is either the only source or none, not both.
    public static func checkCache(offline: Bool, noCache: Bool) throws(UsageError) {
        if offline && noCache {
            throw UsageError("\(OptionName.offline) and \(OptionName.noCache) cannot be used together")
        }
    }

    /// The rules of `nearby`'s own values.
    private func checkTogether() throws(UsageError) {
        if stay != nil && !openOnArrival {
            throw UsageError("\(OptionName.stay) is how long you stay once there: it goes with \(OptionName.openOnArrival)")
        }
        if openNow && openAt != nil {
            throw UsageError("\(OptionName.openNow) and \(OptionName.openAt) cannot be used together")
        }
        if changes && offline {
            throw UsageError("\(OptionName.changes) compares fresh answers: it cannot be used with \(OptionName.offline)")
        }
        if along != nil && (location != nil || near != nil || changes || offline) {
            throw UsageError(
                "\(OptionName.along) asks a router for the route: it cannot be used with \(OptionName.location), \(OptionName.near), \(OptionName.changes) or \(OptionName.offline)"
            )
        }
    }
}
