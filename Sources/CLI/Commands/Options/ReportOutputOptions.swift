import ArgumentParser

/// `--format table|json` for the commands that print one report (details, whereami, reviews, config, preferences,
/// account).
struct ReportOutputOptions: ParsableArguments {
    @Option(help: "Output format: table or json.")
    var format: ReportFormat = .table
}
