import ArgumentParser

/// The Google Places API a command uses: `--places-api new|legacy`.
public enum PlacesAPIChoice: String, CaseIterable, Sendable, ExpressibleByArgument {
    case new
    case legacy
}
