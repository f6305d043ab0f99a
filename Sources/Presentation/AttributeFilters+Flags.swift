import Domain

extension AttributeFilters {
    /// The filters in the words of the reader's front end (`--diet vegan --wheelchair` on the command line), for
    /// messages.
    public var flags: [String] {
        diets.map { OptionName.diet($0.rawValue) } + (wheelchair ? ["\(OptionName.wheelchair)"] : [])
            + (outdoorSeating ? ["\(OptionName.outdoorSeating)"] : [])
    }

    /// The filters as the `--changes` key has recorded them since they came ("--diet vegan,--wheelchair"): a stored
    /// text, the same whatever the front end, for answers are recorded under it.
    var recordedKey: String {
        // recorded key: the command line's words as they were, never to change
        let (diet, wheelchairFlag, seatingFlag) = ("--diet ", "--wheelchair", "--outdoor-seating")
        return (diets.map { diet + $0.rawValue } + (wheelchair ? [wheelchairFlag] : []) + (outdoorSeating ? [seatingFlag] : []))
            .joined(separator: ",")
    }
}
