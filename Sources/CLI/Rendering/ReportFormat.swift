import ArgumentParser

/// How the commands that print one report (details, whereami, reviews, config, preferences, favorites, search,
/// account) write it: aligned text for people, or one JSON document. (Lists of places use `OutputFormat`.)
public enum ReportFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    case table
    case json
}
