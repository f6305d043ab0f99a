import Domain

/// Each value of a `nearby` search (`NearbyForm`), declared once: its name (the form's property; a front end names
/// it its own way) and how it is given, read and set (`option`, checked by the compiler against the property). Front ends switch over these cases for their words (the
/// command line's help, the assistant's schema), so that the compiler asks each of them about a new one.
public enum NearbyField: String, CaseIterable, Sendable {
    case location, near, along, to, radius, stars, limit, sort, favorites, openNow, openAt, openOnArrival, stay, price
    case kind, cuisine, diet, wheelchair, outdoorSeating, travel, maxTravel, placesAPI, provider, offline, noCache
    case changes

    /// How the value is given and read.
    public var option: FormOption<NearbyForm> {
        switch self {
        case .location: .value(unconditional: true, read: LocationArgument.option(.location)) { $0.location = $1 }
        case .near: .value { (form, near: String) in form.near = near }
        case .along: .value(unconditional: true) { (form, along: String) in form.along = along }
        case .to: .value(unconditional: true) { (form, to: String) in form.to = to }
        case .radius: .value(read: RadiusArgument.parse) { $0.radius = $1 }
        case .stars: .value(read: StarsArgument.parse) { $0.stars = $1 }
        case .limit: .value { (form, limit: Int) in form.limit = limit }
        case .sort: .value { (form, sort: NearbySortOrder) in form.sort = sort }
        case .favorites: .flag { $0.favorites = true }
        case .openNow: .flag { $0.openNow = true }
        case .openAt: .value(read: OpenAtArgument.parse) { $0.openAt = $1 }
        case .openOnArrival: .flag { $0.openOnArrival = true }
        case .stay: .value(read: TravelDurationArgument.stay) { $0.stay = $1 }
        case .price: .value { (form, price: PriceRangeArgument) in form.price = price }
        case .kind: .value(read: KindArgument.parse) { $0.kind = $1 }
        case .cuisine: .value { (form, cuisine: Cuisine) in form.cuisine = cuisine }
        case .diet: .repeated { (form, diet: Diet) in form.diet.append(diet) }
        case .wheelchair: .flag { $0.wheelchair = true }
        case .outdoorSeating: .flag { $0.outdoorSeating = true }
        case .travel: .value { (form, travel: TravelMode) in form.travel = travel }
        case .maxTravel: .value(read: TravelDurationArgument.parse) { $0.maxTravel = $1 }
        case .placesAPI: .value { (form, api: PlacesAPI) in form.placesAPI = api }
        case .provider: .value { (form, provider: ProviderChoice) in form.provider = provider }
        case .offline: .flag { $0.offline = true }
        case .noCache: .flag { $0.noCache = true }
        case .changes: .flag { $0.changes = true }
        }
    }
}
