import ArgumentParser

/// How `nearby` writes its answer: every format of a place list, and the map's characters.
struct NearbyOutputOptions: ParsableArguments {
    @Option(help: "Output format; geojson is RFC 7946 with the search circle, map is drawn with a legend.")
    var format: OutputFormat = .table

    @Flag(help: "Draw the map with plain ASCII even in a UTF-8 locale.")
    var ascii = false
}
