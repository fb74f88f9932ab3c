import Foundation

/// MET Norway Locationforecast answers made for tests, with steps counted from this hour.
public enum METAnswer {
  /// One step: its start in hours from this hour, its °C as JSON, the length of its period
  /// (`nil` for none, as MET's last step) and its symbol code.
  public typealias Step = (hours: Double, celsius: String, period: Int?, symbol: String)

  /// A Locationforecast body: one step per entry, `time` in hours from this hour.
  public static func body(_ steps: [Step]) -> String {
    let hour = (Date().timeIntervalSince1970 / 3600).rounded(.down) * 3600
    let formatter = ISO8601DateFormatter()
    let rows = steps.map { step in
      let time = formatter.string(from: Date(timeIntervalSince1970: hour + step.hours * 3600))
      let period = step.period.map {
        #","next_\#($0)_hours":{"summary":{"symbol_code":"\#(step.symbol)"},"details":{"precipitation_amount":0.5,"probability_of_precipitation":20}}"#
      }
      return
        #"{"time":"\#(time)","data":{"instant":{"details":{"air_temperature":\#(step.celsius),"relative_humidity":80,"wind_speed":4,"air_pressure_at_sea_level":1010}}\#(period ?? "")}}"#
    }
    return #"{"type":"Feature","properties":{"meta":{},"timeseries":["#
      + rows.joined(separator: ",")
      + "]}}"
  }

  /// Hourly steps for 60 hours from this hour, then 6-hourly to 9 days, as MET sends them.
  public static func series() -> [Step] {
    (0..<60).map { (Double($0), "\($0 % 10)", 1, "rain") }
      + (0..<28).map { (60 + Double($0) * 6, "-2", 6, "heavysnow") }
  }
}
