import Domain
import DomainTestSupport
import Presentation

@testable import CLI

extension PlaceDetailsRenderer {
    /// As `details` renders it: with what the sample catalogue says of the place's provider.
    static func render(_ model: PlaceDetailsViewModel, as format: ReportFormat, terminal: TerminalCapabilities) throws
        -> String
    {
        try render(model, as: format, terminal: terminal, owner: PlacesProviderCatalog.sample.owner(of: model.details.placeID))
    }
}
