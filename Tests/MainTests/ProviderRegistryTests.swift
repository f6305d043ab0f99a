import Domain
import DomainTestSupport
import XCTest

@testable import Main

final class ProviderRegistryTests: XCTestCase {
    func test_catalog_describesEachProviderAsTheSampleCatalogueTestsRelyOn() {
        // When
        let catalog = ProviderRegistry.live.catalog

        // Then the tests of what renders provider facts (CLITestSupport's `.sample`) see the live descriptors
        XCTAssertEqual(catalog.descriptors, PlacesProviderCatalog.sample.descriptors)
    }

    func test_catalog_describesAnIDOfAProviderNotRegisteredByItsNameOnly() {
        // When
        let owner = ProviderRegistry.live.catalog.owner(of: "nosuch:1")

        // Then
        XCTAssertEqual(owner, PlacesProviderDescriptor(PlacesProvider(rawValue: "nosuch"), name: "nosuch", shortName: "nosuch"))
        XCTAssertNil(owner.attribution)
    }
}
