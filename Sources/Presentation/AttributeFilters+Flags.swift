import Domain

extension AttributeFilters {
    /// The filters as the command line types them ("--diet vegan --wheelchair"), for messages and the `--changes`
    /// key (whose text must stay as it is: answers are recorded under it).
    public var flags: [String] {
        diets.map { "--diet \($0.rawValue)" } + (wheelchair ? ["--wheelchair"] : [])
            + (outdoorSeating ? ["--outdoor-seating"] : [])
    }
}
