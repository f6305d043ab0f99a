import ArgumentParser
import Domain

/// `--places-api new|legacy` reads the Domain's one API enum directly.
extension PlacesAPI: ExpressibleByArgument {}
