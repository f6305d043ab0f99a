/// A field read leniently: a value of the wrong type (or `null`, or no value) is absent, never an error, so that one
/// odd field from a server never fails a whole body. `@Lenient var name: String?` in a synthesized `Decodable`.
@propertyWrapper
struct Lenient<Value: Decodable>: Decodable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: any Decoder) throws {
        wrappedValue = try? decoder.singleValueContainer().decode(Value.self)
    }
}

/// A list read leniently: the elements that decode, in order, skipping the others; no list (or not a list) is
/// empty. `@LenientList var photos: [PhotoDTO]`.
@propertyWrapper
struct LenientList<Element: Decodable>: Decodable {
    var wrappedValue: [Element]

    init(wrappedValue: [Element]) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: any Decoder) throws {
        wrappedValue = (try? LossyArray<Element>(from: decoder))?.elements ?? []
    }
}

extension KeyedDecodingContainer {
    /// A missing key is an absent value (synthesized decoding would throw `keyNotFound` for a wrapper).
    func decode<Value>(_ type: Lenient<Value>.Type, forKey key: Key) throws -> Lenient<Value> {
        Lenient(wrappedValue: (try? decodeIfPresent(Value.self, forKey: key)) ?? nil)
    }

    func decode<Element>(_ type: LenientList<Element>.Type, forKey key: Key) throws -> LenientList<Element> {
        LenientList(wrappedValue: (try? decodeIfPresent(LossyArray<Element>.self, forKey: key))?.elements ?? [])
    }
}
