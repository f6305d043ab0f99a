/// Lenient reads for Google's optional fields: a value of the wrong type is treated as absent.
extension KeyedDecodingContainer {
    func lenient<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }

    func lenientArray<T: Decodable>(_ type: T.Type, forKey key: Key) -> [T] {
        lenient(LossyArray<T>.self, forKey: key)?.elements ?? []
    }
}
