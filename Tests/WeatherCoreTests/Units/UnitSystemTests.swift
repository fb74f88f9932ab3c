import Foundation
import Testing
import WeatherCore

@Suite("Unit systems: every conversion in one place")
struct UnitSystemTests {
  @Test("wind: m/s unless imperial, which is miles per hour; km/h and knots on request")
  func speed() {
    #expect(
      UnitSystem.allCases.map(\.windUnit) == [.metresPerSecond, .milesPerHour, .metresPerSecond])
    #expect(SpeedUnit.metresPerSecond.speed(metresPerSecond: 3) == 3)
    #expect(abs(SpeedUnit.milesPerHour.speed(metresPerSecond: 10) - 22.369) < 0.001)
    #expect(abs(SpeedUnit.kilometresPerHour.speed(metresPerSecond: 10) - 36) < 1e-9)
    #expect(abs(SpeedUnit.knots.speed(metresPerSecond: 10) - 19.438) < 0.001)
  }

  @Test("precipitation: millimetres, or inches for imperial")
  func precipitation() {
    #expect(UnitSystem.metric.precipitation(millimetres: 25.4) == 25.4)
    #expect(UnitSystem.imperial.precipitation(millimetres: 25.4) == 1)
  }

  @Test("what providers send reaches the standard units")
  func toStandard() {
    #expect(abs(UnitSystem.kelvin(32, from: .fahrenheit) - 273.15) < 1e-9)
    #expect(abs(UnitSystem.kelvin(-40, from: .celsius) - 233.15) < 1e-9)
    #expect(abs(UnitSystem.metresPerSecond(36, from: .kilometresPerHour) - 10) < 1e-9)
    #expect(abs(UnitSystem.metresPerSecond(1, from: .knots) - 1852.0 / 3600) < 1e-12)
  }

  @Test("temperatures convert to the last bit as Foundation's Measurement converts them")
  func temperatureAsMeasurement() {
    let units: [(UnitSystem, UnitTemperature)] = [
      (.metric, .celsius), (.imperial, .fahrenheit), (.standard, .kelvin),
    ]
    let values =
      (0..<50_000).map { Double($0) * 0.01 } + [-0.0, -40, 1e300, -1e-300, .infinity, -.infinity]
    for (system, unit) in units {
      for kelvin in values {
        let expected = Measurement(value: kelvin, unit: UnitTemperature.kelvin).converted(to: unit)
          .value
        #expect(system.temperature(kelvin: kelvin).bitPattern == expected.bitPattern)
      }
      #expect(system.temperature(kelvin: .nan).isNaN)
    }
  }

  @Test("symbols")
  func symbols() {
    #expect(UnitSystem.allCases.map(\.temperatureSymbol) == ["°C", "°F", "K"])
    #expect(SpeedUnit.allCases.map(\.symbol) == ["m/s", "km/h", "mph", "kn"])
    #expect(UnitSystem.allCases.map(\.precipitationSymbol) == ["mm", "in", "mm"])
  }
}
