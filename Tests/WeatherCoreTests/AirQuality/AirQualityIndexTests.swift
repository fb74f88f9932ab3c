import Testing

@testable import WeatherCore

@Suite("US and European air quality indices from concentrations")
struct AirQualityIndexTests {
  private func us(pm2_5: Double? = nil, pm10: Double? = nil, ozonePPB: Double? = nil) -> Int? {
    USAirQualityIndex.index(
      pm2_5: pm2_5, pm10: pm10, ozone: ozonePPB.map { $0 * 48.00 / 24.45 }, nitrogenDioxide: nil,
      sulphurDioxide: nil, carbonMonoxide: nil)
  }

  @Test(
    "PM2.5 follows the 2024 revision: good ends at 9.0 µg/m³, so 12.0 is moderate",
    arguments: [(0.0, 0), (9.0, 50), (9.1, 51), (12.0, 56), (35.4, 100), (35.5, 101)])
  func fineParticles(concentration: Double, index: Int) {
    #expect(us(pm2_5: concentration) == index)
  }

  @Test("the EPA's worked examples: PM2.5 35.9 µg/m³ is 102, 8-hour ozone 0.078 ppm is 126")
  func workedExamples() {
    #expect(us(pm2_5: 35.9) == 102)
    #expect(us(ozonePPB: 78) == 126)
  }

  @Test("the index is the highest pollutant's; beyond the table is 500; nothing given is nil")
  func highestAndBounds() {
    #expect(us(pm2_5: 5, pm10: 200) == 123)
    #expect(us(pm2_5: 900) == 500)
    #expect(us() == nil)
    #expect(us(pm2_5: -3) == nil)
    #expect(us(pm2_5: .nan) == nil)
  }

  @Test(
    "categories follow the EPA's bounds",
    arguments: [
      (50, AirQualityCategory.good), (51, .moderate), (101, .unhealthyForSensitiveGroups),
      (151, .unhealthy), (201, .veryUnhealthy), (301, .hazardous), (500, .hazardous),
    ])
  func categories(index: Int, category: AirQualityCategory) {
    #expect(AirQualityCategory(usIndex: index) == category)
  }

  @Test("the European index puts each EEA band 20 points wide, linear within it")
  func european() {
    let eu = { (pm2_5: Double?, pm10: Double?) in
      EuropeanAirQualityIndex.index(
        pm2_5: pm2_5, pm10: pm10, ozone: nil, nitrogenDioxide: nil, sulphurDioxide: nil)
    }
    #expect(eu(5, nil) == 10)
    #expect(eu(15, nil) == 30)
    #expect(eu(nil, 45) == 50)
    #expect(eu(60, nil) == 88)
    #expect(eu(5000, nil) == 120)
    #expect(eu(nil, nil) == nil)
  }

  @Test("values outside physical bounds are dropped and the indices computed from the rest")
  func checked() {
    let air = AirQuality(
      usIndex: 900, europeanIndex: -4, pm2_5: 12, pm10: -1, ozone: nil, nitrogenDioxide: 1e9,
      sulphurDioxide: nil, carbonMonoxide: nil
    ).checked()
    #expect(air.usIndex == 56)
    #expect(air.europeanIndex == 24)
    #expect(air.pm10 == nil)
    #expect(air.nitrogenDioxide == nil)
  }
}
