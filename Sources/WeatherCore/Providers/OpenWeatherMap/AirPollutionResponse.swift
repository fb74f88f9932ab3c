import Foundation

/// The Air Pollution API's answer (`/data/2.5/air_pollution`): a list with one entry for
/// now. Every number is read as optional; concentrations are µg/m³.
struct AirPollutionResponse: Decodable {
  struct Entry: Decodable {
    struct Main: Decodable {
      /// OpenWeatherMap's own index: 1 good, 2 fair, 3 moderate, 4 poor, 5 very poor.
      let aqi: Double?
    }
    struct Components: Decodable {
      let co: Double?
      let no2: Double?
      let o3: Double?
      let so2: Double?
      let pm2_5: Double?
      let pm10: Double?
    }
    let main: Main?
    let components: Components?
  }
  let list: [Entry]

  /// The air now, with the US and European indices computed from the concentrations,
  /// since OpenWeatherMap sends neither.
  /// - Throws: `WeatherError.unreadableAnswer` when the list is empty.
  func air() throws(WeatherError) -> AirQuality {
    guard let entry = list.first else {
      throw .unreadableAnswer(.malformed("no entry in the air pollution list"))
    }
    let components = entry.components
    return AirQuality(
      pm2_5: components?.pm2_5, pm10: components?.pm10, ozone: components?.o3,
      nitrogenDioxide: components?.no2, sulphurDioxide: components?.so2,
      carbonMonoxide: components?.co,
      providerIndex: entry.main?.aqi.flatMap {
        (1...5).contains($0)
          ? ProviderIndex(scale: SourceDescriptor.openWeatherMap.name, value: $0) : nil
      })
  }
}
