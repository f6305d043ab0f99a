import ArgumentParser
import Domain
import Foundation
import Presentation

/// `foodybite photo (PLACE_ID | --ref REF) --output FILE|- [--max-width PX] [--force]`.
struct PhotoCommand: FoodybiteCommand {
    static let configuration = CommandConfiguration(
        commandName: "photo",
        abstract: "Download a place's photo (its first, or the one --ref names).",
        discussion: """
            The image is checked (status, content type, at most 20 MiB) and written atomically to exactly the path \
            given; an existing file is replaced only with --force. '--output -' writes the image to stdout.
            """)

    @Argument(help: "The place id (Google's or Foursquare's): its first photo.") var placeID: String?
    @Option(help: ArgumentHelp("A photo reference from 'details' (new: places/ID/photos/REF).", valueName: "ref")) var ref:
        String?
    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the image ('-': stdout).", valueName: "file")) var output:
        String
    @Option(
        name: .customLong("max-width"),
        help: ArgumentHelp("Largest width in pixels (new 1...4800, legacy 1...1600).", valueName: "px"))
    var maxWidth: Int = 800
    @Flag(help: "Replace an existing file.") var force = false
    @OptionGroup var places: PlacesOptions
    @OptionGroup var provider: ProviderOption

    func validate() throws {
        guard (placeID == nil) != (ref == nil) else { throw ValidationError("give either a PLACE_ID or --ref REF") }
        if let placeID { try PlaceIDRule.checkArgument(placeID, provider: provider.provider) }
        if let ref, !GoogleIdentifier.isPhotoReference(ref) {
            throw ValidationError("--ref is not a photo reference (legacy: letters, digits, - and _; new: places/ID/photos/REF)")
        }
        guard (1...4800).contains(maxWidth) else {
            throw ValidationError("--max-width must be between 1 and 4800 (got \(maxWidth))")
        }
        guard !output.isEmpty else { throw ValidationError("--output needs a file name, or '-' for stdout") }
        if output != "-" { try OutputPath.check(output, force: force) }
    }

    func run(with dependencies: Dependencies) async throws {
        // A width the serving API refuses is refused before the details request (a billed one on Google).
        if let placeID, let limit = try dependencies.maxPhotoWidth(placeID, places.placesAPI), maxWidth > limit {
            let api = PlacesAPI.allCases.first { $0.maxPhotoWidth == limit }?.rawValue ?? "serving"
            throw UsageError("--max-width must be at most \(limit) on the \(api) API (got \(maxWidth))")
        }
        let photo: Photo
        if let ref {
            photo = Photo(reference: ref, width: nil, height: nil)
        } else {
            let details = try await dependencies.services.makeDetailsService(
                PlacesSource(api: places.placesAPI, cache: .networkThenCache)
            )
            .getPlaceDetails(placeID: placeID ?? "")
            guard let first = details.photos.first else { throw ServiceError(.notFound, "\(details.name) has no photos") }
            photo = first
        }
        let api = PlacesAPI.serving(photo, asked: places.placesAPI)
        if GoogleIdentifier.isPhotoReference(photo.reference), maxWidth > api.maxPhotoWidth {
            throw UsageError("--max-width must be at most \(api.maxPhotoWidth) on the \(api.rawValue) API (got \(maxWidth))")
        }
        let data = try await dependencies.makePhotoService(api).fetchPlacePhoto(photo, maxWidth: maxWidth)
        if output == "-" {
            try dependencies.services.console.writeData(data)
        } else {
            try OutputPath.write(data, to: output, force: force, ownFolders: dependencies.ownFolders())
            dependencies.services.console.writeInfo("Saved \(data.count / 1024) KiB to \(output)\n")
        }
    }
}
