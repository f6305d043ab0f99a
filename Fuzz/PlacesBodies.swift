// libFuzzer target: every decoder of the Places providers' bytes (Google's new and legacy bodies, details
// included, Foursquare's bodies and `link` headers, Overpass's and Nominatim's bodies, `opening_hours` values),
// each followed by its mapper, as the app runs them. Built by
// scripts/fuzz.sh; any trap or sanitizer report is a finding.
import Domain
import Foundation

@testable import Places

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlacesBodies(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let decoder = JSONDecoder()
    let decodedPage = try? decoder.decode(NewPlacesSearchResponse.self, from: bytes)
    if let page = decodedPage {
        _ = NewPlacesMapper.nearbyPlaces(from: page)
    }
    // The reader the app runs (`NewPlacesSearchReader`): where both read a body of valid UTF-8, the same places and
    // hours (invalid bytes both replace, each its own way).
    if let read = try? NewPlacesSearchReader.response(bytes) {
        let places = NewPlacesMapper.nearbyPlaces(from: read)
        _ = read.places.map(NewPlacesHours.attributes)
        if let page = decodedPage, String(data: bytes, encoding: .utf8) != nil,
            places != NewPlacesMapper.nearbyPlaces(from: page)
        {
            fatalError("NewPlacesSearchReader and JSONDecoder read a search body differently")
        }
    }
    if let details = try? decoder.decode(NewPlaceDetailsDTO.self, from: bytes) {
        _ = NewPlacesMapper.details(from: details, placeID: "ChIJfuzz")
    }
    if let page = try? decoder.decode(LegacySearchResponse.self, from: bytes) {
        _ = LegacyPlacesMapper.places(from: page.results)
    }
    if let details = try? decoder.decode(LegacyPlaceDetailsDTO.self, from: bytes) {
        _ = LegacyPlacesMapper.details(from: details, placeID: "ChIJfuzz")
    }
    if let page = try? decoder.decode(FoursquareSearchResponse.self, from: bytes) {
        _ = page.results.compactMap(FoursquareMapper.nearbyPlace)
    }
    if let details = try? decoder.decode(FoursquareDetailsDTO.self, from: bytes) {
        _ = FoursquareDetailsMapper.details(from: details, placeID: "4b0588a2f964a520a4d522e3")
    }
    _ = FoursquareLink.next(String(decoding: bytes, as: UTF8.self))
    let osm = OSMMapper(now: { Date(timeIntervalSince1970: 1_795_000_000) })
    if let answer = try? OverpassResponse(bytes) {
        let region = OSMRegion(areas: answer.areas)
        try? answer.forEachElement { element in
            _ = osm.nearbyPlace(element, in: region)
            _ = osm.details(element, in: region)
        }
        _ = answer.remark.map { OSMErrors.isFailure(remark: $0) }
    }
    // The same bytes read as they would arrive, in pieces of a size the input chooses: the stream must accept
    // exactly what the whole reading accepts.
    let stream = OverpassNearbyStream(mapper: osm)
    stream.begin(atMost: bytes.count)
    let piece = 1 + Int(bytes.first ?? 0) % 64
    var read = true
    for start in stride(from: 0, to: bytes.count, by: piece) where read {
        read = bytes[start..<min(start + piece, bytes.count)].withUnsafeBytes { stream.receive($0) }
    }
    if ((try? stream.finish()) != nil) != ((try? OverpassResponse(bytes)) != nil) {
        fatalError("the streamed and the whole reading of an Overpass answer disagree")
    }
    if let matches = try? decoder.decode(LossyArray<NominatimPlace>.self, from: bytes) {
        _ = matches.elements.map { ($0.location, $0.placeID) }
    }
    let hours = String(decoding: bytes.prefix(600), as: UTF8.self)
    _ = PlaceAttributes(openingHours: hours, country: "FR", timeZone: "Asia/Tokyo").isOpen(
        at: Date(timeIntervalSince1970: 1_784_000_000), location: Location(latitude: 69.6, longitude: 18.9))
    _ = Polyline.decode(String(decoding: bytes, as: UTF8.self)).count
    return 0
}
