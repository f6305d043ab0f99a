import Domain

/// One provider's service in a merging composite: what the provider is (its name in warnings) and the service.
struct ProviderSource<Service: Sendable>: Sendable {
    let provider: PlacesProviderDescriptor
    let service: Service
}
