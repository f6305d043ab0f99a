import Domain

/// The reader's conventions as a front end was asked for them (`Conventions`): a language tag, a region, a unit system,
/// each nil when not asked (then the environment and the config file, else the locale, decide).
public struct ConventionFlags: Equatable, Sendable {
    public var language: String?
    public var region: String?
    public var units: UnitSystem?

    public init(language: String? = nil, region: String? = nil, units: UnitSystem? = nil) {
        self.language = language
        self.region = region
        self.units = units
    }

    /// The conventions exactly as asked, each one not asked at `Conventions`' own default (`plain`'s): what a front end
    /// runs in when the environment or the config file cannot be read (`config`, which mends them; help).
    public var asAsked: Conventions {
        var conventions = Conventions(language: language, region: region)
        if let units { conventions.units = units }
        return conventions
    }
}
