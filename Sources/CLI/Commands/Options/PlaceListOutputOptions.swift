import ArgumentParser

/// `--format table|json|geojson` for the commands that list places they do not search for (favorites, search).
struct PlaceListOutputOptions: ParsableArguments {
    @Option(help: "Output format: table, json or geojson (a place's location from its details, cached).")
    var format: PlaceListFormat = .table
}
