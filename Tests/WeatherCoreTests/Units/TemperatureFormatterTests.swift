import Testing
import WeatherCore

@Suite("Temperature formatting")
struct TemperatureFormatterTests {
  @Test(
    "for people: whole degrees with the unit",
    arguments: [
      (288.15, UnitSystem.metric, "15°C"), (288.15, .imperial, "59°F"),
      (288.15, .standard, "288K"),
      (0, .metric, "-273°C"), (0, .imperial, "-460°F"), (0, .standard, "0K"),
      (273.15, .metric, "0°C"), (273.15, .imperial, "32°F"),
      (272.85, .metric, "0°C"), (273.0, .metric, "0°C"),
      (233.15, .metric, "-40°C"), (233.15, .imperial, "-40°F"),
      (266.27, .metric, "-7°C"), (298.48, .metric, "25°C"),
    ])
  func forPeople(kelvin: Double, unit: UnitSystem, text: String) {
    #expect(TemperatureFormatter.forPeople(kelvin: kelvin, in: unit) == text)
  }

  @Test(
    "for machines: two decimals without float noise",
    arguments: [
      (290.3, UnitSystem.metric, 17.15), (288.15, .metric, 15.0), (272.85, .metric, -0.3),
      (233.15, .imperial, -40.0), (300.0, .imperial, 80.33), (0, .metric, -273.15),
      (298.48, .standard, 298.48), (273.15, .metric, 0.0),
    ])
  func forMachines(kelvin: Double, unit: UnitSystem, value: Double) {
    #expect(TemperatureFormatter.forMachines(kelvin: kelvin, in: unit) == value)
  }

  @Test("a value that rounds to zero is never negative zero")
  func noNegativeZero() throws {
    let value = try #require(TemperatureFormatter.forMachines(kelvin: 273.149, in: .metric))
    #expect(value == 0)
    #expect(value.sign == .plus)
    #expect("\(value)" == "0.0")
  }

  @Test("the machine value prints as written, not with float noise")
  func noFloatNoise() throws {
    let value = try #require(TemperatureFormatter.forMachines(kelvin: 290.3, in: .metric))
    #expect("\(value)" == "17.15")
  }

  @Test("very large values format without trapping")
  func veryLarge() {
    let people = TemperatureFormatter.forPeople(kelvin: 1e300, in: .metric)
    #expect(people.hasSuffix("°C"))
    #expect(people.count > 300)
    let machine = TemperatureFormatter.forMachines(kelvin: 1e300, in: .imperial)
    #expect(machine.map { $0.isFinite && $0 > 1.7e300 } == true)
    #expect(
      TemperatureFormatter.forPeople(kelvin: -1e20, in: .standard) == "-100000000000000000000K")
  }

  @Test(
    "non-finite values are ? for people and nil for machines",
    arguments: [Double.nan, .infinity, -.infinity])
  func nonFinite(kelvin: Double) {
    #expect(TemperatureFormatter.forPeople(kelvin: kelvin, in: .metric) == "?°C")
    #expect(TemperatureFormatter.forMachines(kelvin: kelvin, in: .metric) == nil)
  }
}
