/// Google's encoded polyline (precision 5: Google's Routes API and OSRM's `geometries=polyline` alike): each
/// coordinate a delta from the previous one, zig-zag encoded in 5-bit chunks offset by 63. Read without trusting
/// it: at most `maxPoints`, every value range-checked; a malformed text gives the points read before the fault.
public enum Polyline {
    public static let maxPoints = 20_000

    public static func decode(_ text: String) -> [Location] {
        let bytes = Array(text.utf8.prefix(maxPoints * 12))
        var index = 0
        var (latitude, longitude) = (0, 0)
        var points: [Location] = []
        while index < bytes.count, points.count < maxPoints {
            guard let deltaLatitude = value(bytes, &index), let deltaLongitude = value(bytes, &index) else { break }
            latitude += deltaLatitude
            longitude += deltaLongitude
            guard let point = Location(latitude: Double(latitude) / 1e5, longitude: Double(longitude) / 1e5) else { break }
            points.append(point)
        }
        return points
    }

    public static func encode(_ points: [Location]) -> String {
        var (previousLatitude, previousLongitude) = (0, 0)
        var text = ""
        for point in points {
            let latitude = Int((point.latitude * 1e5).rounded())
            let longitude = Int((point.longitude * 1e5).rounded())
            text += encode(latitude - previousLatitude) + encode(longitude - previousLongitude)
            (previousLatitude, previousLongitude) = (latitude, longitude)
        }
        return text
    }

    /// One zig-zag value; nil when the text ends mid-value or a chunk is out of range (at most 7 chunks: 35 bits).
    private static func value(_ bytes: [UInt8], _ index: inout Int) -> Int? {
        var result = 0
        var shift = 0
        while index < bytes.count, shift <= 30 {
            let chunk = Int(bytes[index]) - 63
            index += 1
            guard (0...63).contains(chunk) else { return nil }
            result |= (chunk & 0x1F) << shift
            shift += 5
            if chunk < 0x20 { return (result & 1) != 0 ? ~(result >> 1) : result >> 1 }
        }
        return nil
    }

    private static func encode(_ value: Int) -> String {
        var remaining = value < 0 ? ~(value << 1) : value << 1
        var text = ""
        while remaining >= 0x20 {
            text.append(Character(Unicode.Scalar(UInt8((0x20 | (remaining & 0x1F)) + 63))))
            remaining >>= 5
        }
        text.append(Character(Unicode.Scalar(UInt8(remaining + 63))))
        return text
    }
}
