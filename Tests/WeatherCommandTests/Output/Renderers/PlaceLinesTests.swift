import Foundation
import Testing
import WeatherCore

@testable import WeatherCommand

@Suite("The note that a name has other places")
struct PlaceLinesTests {
  func place(_ state: String?, _ country: String = "US") throws -> Place {
    Place(
      name: "Springfield", country: country, state: state,
      coordinate: try Coordinate(latitude: 39.8, longitude: -89.6))
  }

  func note(_ states: [String?], query: String = "Springfield") throws -> String? {
    let candidates = try states.map { try place($0) }
    let report = Report(
      place: candidates[0],
      observation: Observation(
        place: candidates[0], temperature: 290, observedAt: Date(timeIntervalSince1970: 0)),
      provider: "test", candidates: candidates)
    return PlaceLines.alsoIn(report, query: query).map { "weather: " + $0 }
  }

  @Test("the last remaining place is named, never counted as \"1 more\"")
  func lastOneNamed() throws {
    let text = try #require(try note(["Illinois", "Missouri", "Ohio", "Oregon"]))
    #expect(!text.contains("1 more"))
    #expect(text.contains("Oregon"))
  }

  @Test("state names are written out, whether the service sent a name or a code")
  func stateNames() throws {
    let text = try #require(try note(["IL", "Kentucky", "OH"]))
    #expect(text.contains("Ohio"))
    #expect(!text.contains("OH"))
    #expect(text.contains("Kentucky"))
  }

  @Test(
    "the note fits 80 columns, whatever the name and however many places",
    arguments: [
      "Springfield", "Greenville", String(repeating: "Llanfair", count: 8),
      String(repeating: "서울", count: 30),
    ])
  func fitsEightyColumns(query: String) throws {
    let states = [
      "Illinois", "Massachusetts", "Missouri", "Ohio", "Oregon", "North Carolina",
      "South Carolina", "District of Columbia", "Pennsylvania",
    ]
    for count in 2...states.count {
      let text = try #require(try note(Array(states.prefix(count)), query: query))
      #expect(DisplayWidth.of(text) <= 80, "\(text)")
      #expect(!text.contains("1 more"), "\(text)")
    }
  }

  @Test("the first other place comes with the name that picks it, even when others are counted")
  func pickingName() throws {
    #expect(
      try note(["Illinois", "Missouri"])
        == "weather: \"Springfield\" is also in Missouri (Springfield,MO,US)")
    #expect(
      try note(["Missouri", "Massachusetts", "Illinois", "Oregon", "Ohio", "Virginia"])
        == "weather: \"Springfield\" is also in Massachusetts (Springfield,MA,US) and 4 more")
  }
}
