/// A details body: the fields a search gives (`Place`), and what details add (`More`), read from the same object.
struct DetailsBody<Place: Decodable, More: Decodable>: Decodable {
    let place: Place
    let more: More

    init(from decoder: any Decoder) throws {
        place = try Place(from: decoder)
        more = try More(from: decoder)
    }
}
