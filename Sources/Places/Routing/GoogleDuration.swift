/// Google's protobuf durations in JSON: seconds with up to nine decimals and an `s` (`"597s"`, `"3.5s"`).
enum GoogleDuration {
    static func seconds(_ text: String?) -> Double? {
        guard let text, text.hasSuffix("s"), text.utf8.count <= 32 else { return nil }
        return Double(text.dropLast()).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }
}
