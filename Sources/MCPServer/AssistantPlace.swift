import Domain
import Foundation
import MCP
import Presentation

/// A `nearby` row as a model gets it, made from the typed row (the command line makes its own, `NearbyPlaceRecord`):
/// only what says something (no nulls, no empty lists or objects); the other providers' ids (`placeIDs`, without the
/// row's own), each provider's rating only when more than one rated (`ratings`), `category` only where it is not
/// `type`; the instants (`opensAt`, `closesAt`, `openAt`) on the place's clock with their offset where its zone is
/// known. The credit its data asks for (`credit`) goes once for all rows, not on each.
struct AssistantPlace {
    let row: NearbyPlaceViewModel

    /// The credit the row's providers ask for, nil when none does.
    var credit: String? { row.attributions.isEmpty ? nil : row.attributions.joined(separator: "; ") }

    var value: Value {
        let members: [String: Value?] = [
            "placeID": .string(row.placeID), "name": .string(row.name), "rating": row.rating.map(Value.double),
            "userRatingsTotal": row.userRatingsTotal.map(Value.int), "distanceMeters": .int(row.distanceMeters),
            "latitude": .double(row.latitude), "longitude": .double(row.longitude), "isOpen": row.isOpen.map(Value.bool),
            "priceLevel": row.priceLevel.map(Value.int), "address": row.address.map(Value.string),
            "cachedAt": row.cachedAt.map { .string(ISO8601.string($0)) },
            "provider": .string(PlacesProvider.of(placeID: row.placeID).rawValue), "ratings": ratings,
            "placeIDs": otherIDs, "kind": row.kind.map(Value.string), "type": row.type.map(Value.string),
            "category": row.category == row.type ? nil : row.category.map(Value.string),
            "diets": row.attributes.flatMap { $0.diets.isEmpty ? nil : .array($0.diets.map { .string($0.rawValue) }) },
            "wheelchair": row.attributes?.wheelchair.map(Value.bool),
            "outdoorSeating": row.attributes?.outdoorSeating.map(Value.bool),
            "openingHours": row.attributes?.openingHours.map(Value.string), "opensAt": local(row.opensAt),
            "closesAt": local(row.closesAt), "openAt": local(row.openAt), "travel": travel,
            "detourSeconds": row.detourSeconds.map(Value.int), "localName": row.attributes?.localName.map(Value.string),
            "timeZone": row.attributes?.ownZone.map { .string($0.identifier) },
        ]
        return .object(members.compactMapValues { $0 })
    }

    /// Each provider's rating, when more than one provider has the place (else `rating` says it).
    private var ratings: Value? {
        let each = Dictionary(row.sources.map { ($0.provider.rawValue, $0.rating) }, uniquingKeysWith: { _, last in last })
        let rated = each.compactMapValues { $0.map(Value.double) }
        return each.count > 1 && !rated.isEmpty ? .object(rated) : nil
    }

    /// The place's ids at the other providers that have it.
    private var otherIDs: Value? {
        var ids = Dictionary(
            row.sources.map { ($0.provider.rawValue, Value.string($0.placeID)) }, uniquingKeysWith: { _, last in last })
        ids[PlacesProvider.of(placeID: row.placeID).rawValue] = nil
        return ids.isEmpty ? nil : .object(ids)
    }

    private var travel: Value? {
        guard let travel = row.travel, let seconds = travel.seconds else { return nil }
        let members: [String: Value?] = [
            "mode": .string(travel.mode.rawValue), "seconds": .int(seconds), "meters": travel.meters.map(Value.int),
        ]
        return .object(members.compactMapValues { $0 })
    }

    /// An instant on the place's clock where its zone is known, else in UTC.
    private func local(_ date: Date?) -> Value? {
        guard let date else { return nil }
        let utc = ISO8601.string(date)
        return .string(row.attributes?.ownZone.map { CompactResult.local(utc, in: $0) } ?? utc)
    }
}
