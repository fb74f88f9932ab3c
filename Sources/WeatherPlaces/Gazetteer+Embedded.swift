import PlacesData
import WeatherCore

extension Gazetteer {
  /// The gazetteer built into the program that links this module, read on first use; `nil`
  /// when its bytes are not a whole places file (a damaged build), when names go to the
  /// service geocoder.
  public static let embedded: Gazetteer? = Gazetteer(
    bytes: UnsafeRawBufferPointer(start: weather_places_bytes(), count: weather_places_count()))
}
