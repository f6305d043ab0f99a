import Foundation
import XCTest

@testable import Places

/// Whose clock and country a search's places keep, from the areas around its centre.
final class OSMRegionTests: XCTestCase {
    func test_init_aTimeZoneBoundaryRanksAboveEveryAdministrativeArea_whateverTheirOrder() throws {
        // Given the areas around Gary, Indiana: the country, the state (whose zone is Indianapolis's) and the
        // time-zone boundary of Chicago's time, which north-west Indiana keeps
        let country = #"{"type":"area","id":3600148838,"tags":{"admin_level":"2","ISO3166-1:alpha2":"US"}}"#
        let state = #"{"type":"area","id":3600161816,"tags":{"admin_level":"4","timezone":"America/Indiana/Indianapolis"}}"#
        let boundary = #"{"type":"area","id":3606943523,"tags":{"boundary":"timezone","timezone":"America/Chicago"}}"#

        for areas in [[country, state, boundary], [boundary, state, country]] {
            // When
            let region = OSMRegion(
                areas: try OverpassResponse(Data(#"{"elements":[\#(areas.joined(separator: ","))]}"#.utf8)).areas)

            // Then
            XCTAssertEqual(region.timeZone, "America/Chicago")
            XCTAssertEqual(region.country, "US")
        }
    }

    func test_init_theSmallestAdministrativeAreaNamingAZoneWins_withoutATimeZoneBoundary() throws {
        // Given
        let areas = [
            #"{"type":"area","id":1,"tags":{"admin_level":"2","timezone":"America/New_York","ISO3166-1":"US"}}"#,
            #"{"type":"area","id":2,"tags":{"admin_level":"4","timezone":"America/Indiana/Indianapolis"}}"#,
            #"{"type":"area","id":3,"tags":{"boundary":"administrative","timezone":"Not/AZone"}}"#,
        ]

        // When
        let region = OSMRegion(areas: try OverpassResponse(Data(#"{"elements":[\#(areas.joined(separator: ","))]}"#.utf8)).areas)

        // Then
        XCTAssertEqual(region.timeZone, "America/Indiana/Indianapolis")
    }
}
