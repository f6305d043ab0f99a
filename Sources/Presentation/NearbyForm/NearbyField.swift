import Domain

/// Each value of a `nearby` search (`NearbyForm`), declared once: its name (the form's property; a front end names
/// it its own way) and how it is given and read (`option`). Front ends switch over these cases for their words (the
/// command line's help, the assistant's schema), so that the compiler asks each of them about a new one.
public enum NearbyField: String, CaseIterable, Sendable {
    case location, near, along, to, radius, stars, limit, sort, favorites, openNow, openAt, openOnArrival, stay, price
    case kind, cuisine, diet, wheelchair, outdoorSeating, travel, maxTravel, placesAPI, provider, offline, noCache
    case changes

    /// How the value is given and read.
    public var option: FormOption<NearbyForm> {
        switch self {
        case .location: .value(\.location, unconditional: true, read: LocationArgument.option(.location))
        case .near: .value(\.near)
        case .along: .value(\.along, unconditional: true)
        case .to: .value(\.to, unconditional: true)
        case .radius: .value(\.radius, read: RadiusArgument.parse)
        case .stars: .value(\.stars, read: StarsArgument.parse)
        case .limit: .value(\.limit)
        case .sort: .value(\.sort)
        case .favorites: .flag(\.favorites)
        case .openNow: .flag(\.openNow)
        case .openAt: .value(\.openAt, read: OpenAtArgument.parse)
        case .openOnArrival: .flag(\.openOnArrival)
        case .stay: .value(\.stay, read: TravelDurationArgument.stay)
        case .price: .value(\.price)
        case .kind: .value(\.kind, read: KindArgument.parse)
        case .cuisine: .value(\.cuisine)
        case .diet: .repeated(\.diet)
        case .wheelchair: .flag(\.wheelchair)
        case .outdoorSeating: .flag(\.outdoorSeating)
        case .travel: .value(\.travel)
        case .maxTravel: .value(\.maxTravel, read: TravelDurationArgument.parse)
        case .placesAPI: .value(\.placesAPI)
        case .provider: .value(\.provider)
        case .offline: .flag(\.offline)
        case .noCache: .flag(\.noCache)
        case .changes: .flag(\.changes)
        }
    }
}
