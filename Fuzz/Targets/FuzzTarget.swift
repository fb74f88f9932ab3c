import Foundation

/// The fuzz targets: one for each parser of outside input, named as `Scripts/fuzz.sh` and the
/// folders of `Fuzz/Corpus` name them.
enum FuzzTarget: String, CaseIterable {
  case configFile = "config-file"
  case formatTemplate = "format-template"
  case location
  case gazetteer
  case cacheEntry = "cache-entry"
  case owmCurrent = "owm-current"
  case owmForecast = "owm-forecast"
  case owmGeocoding = "owm-geocoding"
  case openMeteoForecast = "open-meteo-forecast"
  case openMeteoArchive = "open-meteo-archive"
  case openMeteoNormals = "open-meteo-normals"
  case openMeteoSearch = "open-meteo-search"
  case owmAir = "owm-air"
  case openMeteoAir = "open-meteo-air"
  case owmAlerts = "owm-alerts"
  case nwsAlerts = "nws-alerts"
  case metNorwayForecast = "met-norway-forecast"
  case nwsPoints = "nws-points"
  case nwsForecast = "nws-forecast"
  case nwsObservation = "nws-observation"

  /// Runs the input through the parser and checks what it promises.
  func check(_ input: Data) throws(Violation) {
    switch self {
    case .configFile: try ConfigFileTarget.check(input)
    case .formatTemplate: try FormatTemplateTarget.check(input)
    case .location: try LocationTarget.check(input)
    case .gazetteer: try GazetteerTarget.check(input)
    case .cacheEntry: try CacheEntryTarget.check(input)
    case .owmCurrent: try OpenWeatherMapAnswers.current(input)
    case .owmForecast: try OpenWeatherMapAnswers.forecast(input)
    case .owmGeocoding: try OpenWeatherMapAnswers.geocoding(input)
    case .openMeteoForecast: try OpenMeteoAnswers.forecast(input)
    case .openMeteoArchive: try OpenMeteoAnswers.archive(input)
    case .openMeteoNormals: try OpenMeteoAnswers.normals(input)
    case .openMeteoSearch: try OpenMeteoAnswers.search(input)
    case .owmAir: try AirQualityAnswers.openWeatherMap(input)
    case .openMeteoAir: try AirQualityAnswers.openMeteo(input)
    case .owmAlerts: try AlertAnswers.openWeatherMap(input)
    case .nwsAlerts: try AlertAnswers.nationalWeatherService(input)
    case .metNorwayForecast: try METNorwayAnswers.forecast(input)
    case .nwsPoints: try NWSWeatherAnswers.points(input)
    case .nwsForecast: try NWSWeatherAnswers.forecast(input)
    case .nwsObservation: try NWSWeatherAnswers.observation(input)
    }
  }
}
