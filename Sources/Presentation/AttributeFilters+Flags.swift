import Domain

extension AttributeFilters {
    /// The filters in the words of the reader's front end (`--diet vegan --wheelchair` on the command line), for
    /// messages.
    public var flags: [String] {
        diets.map { OptionName.diet($0.rawValue) } + (wheelchair ? ["\(OptionName.wheelchair)"] : [])
            + (outdoorSeating ? ["\(OptionName.outdoorSeating)"] : [])
            + (openAt.map { [OptionName.openAt($0.moment.text)] } ?? [])
            + (onArrival.map { ["\(OptionName.openOnArrival)"] + ($0.stay > 0 ? [OptionName.stay("\($0.stay)s")] : []) } ?? [])
    }

    /// The filters as the `--changes` key has recorded them since they came ("--diet vegan,--wheelchair"): a stored
    /// text, the same whatever the front end, for answers are recorded under it.
    var recordedKey: String {
        // recorded key: the command line's words as they were, never to change
        let (diet, wheelchairFlag, seatingFlag) = ("--diet ", "--wheelchair", "--outdoor-seating")
        // recorded key: the moment as written (`--open-at 21:30` in a daily cron is one query, an instant its own)
        let openAtFlag = "--open-at "
        // recorded key: arriving, and the stay in seconds
        let (arrivalFlag, stayFlag) = ("--open-on-arrival", "--stay ")
        let arrival = onArrival.map { [arrivalFlag] + ($0.stay > 0 ? [stayFlag + "\($0.stay)s"] : []) } ?? []
        return
            (diets.map { diet + $0.rawValue } + (wheelchair ? [wheelchairFlag] : []) + (outdoorSeating ? [seatingFlag] : [])
            + (openAt.map { [openAtFlag + $0.moment.text] } ?? []) + arrival)
            .joined(separator: ",")
    }
}
