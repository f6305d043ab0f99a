import CLI
import Presentation

@testable import Main

/// The test provider's registration, as a provider's lives beside its kit: it needs a key of its own, read only when
/// it is asked.
enum TestPlacesRegistration {
    static let registration = ProviderRegistration(
        TestPlacesKit.descriptor, key: .testAPIKey,
        makeKit: { context in
            _ = try context.configuration.key(.testAPIKey)
            return TestPlacesKit()
        })
}

extension Setting {
    static let testAPIKey = Setting(
        "test_api_key", .key(service: "Test Places"), summary: "Test Places API key (secret: never a flag)")
}
