import Foundation
import Testing
import WeatherCore

@Suite("Unit systems: every conversion in one place")
struct UnitSystemTests {
  @Test("speeds: m/s stays, imperial is miles per hour")
  func speed() {
    #expect(UnitSystem.metric.speed(metresPerSecond: 3) == 3)
    #expect(UnitSystem.standard.speed(metresPerSecond: 3) == 3)
    #expect(abs(UnitSystem.imperial.speed(metresPerSecond: 10) - 22.369) < 0.001)
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

  @Test("symbols")
  func symbols() {
    #expect(UnitSystem.allCases.map(\.temperatureSymbol) == ["°C", "°F", "K"])
    #expect(UnitSystem.allCases.map(\.speedSymbol) == ["m/s", "mph", "m/s"])
    #expect(UnitSystem.allCases.map(\.precipitationSymbol) == ["mm", "in", "mm"])
  }
}
