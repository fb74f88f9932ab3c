import Testing
import WeatherCore

@Suite("Coordinates")
struct CoordinateTests {
  @Test(
    "LAT,LON text is read",
    arguments: [
      ("37.5665,126.9780", 37.5665, 126.978), ("-33.8688,151.2093", -33.8688, 151.2093),
      ("90,-180", 90, -180), (" 1.5 , 2 ", 1.5, 2), ("+1,-0", 1, 0),
    ])
  func parses(text: String, latitude: Double, longitude: Double) throws {
    let coordinate = try #require(try Coordinate.parse(text))
    #expect(coordinate.latitude == latitude)
    #expect(coordinate.longitude == longitude)
  }

  @Test(
    "text that is not two decimals is not a coordinate",
    arguments: [
      "Seoul", "London,GB", "1,2,3", "1,", ",2", "nan,inf", "1e999,0", "1e5,0", "0x1p3,0", "",
    ])
  func notACoordinate(text: String) throws {
    #expect(try Coordinate.parse(text) == nil)
  }

  @Test("out-of-range values are an error", arguments: ["90.0001,0", "-91,0", "0,180.5", "0,-181"])
  func outOfRange(text: String) {
    #expect(throws: WeatherError.self) { try Coordinate.parse(text) }
  }
}
