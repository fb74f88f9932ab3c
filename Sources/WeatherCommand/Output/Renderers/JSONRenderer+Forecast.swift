import WeatherCore

extension JSONRenderer {
  /// `daily`, `hourly_interval_hours` and `hourly`, each only when it was asked for.
  func forecastMembers(
    _ forecast: Forecast?, units: UnitSystem, wind windUnit: SpeedUnit, sky: Sky,
    request: ForecastRequest
  ) -> [(String, JSONValue)] {
    guard let forecast else { return [] }
    let temperature = { (kelvin: Double?) in
      JSONValue.measure(kelvin.map { units.temperature(kelvin: $0) })
    }
    let precipitation = { (millimetres: Double?) in
      JSONValue.measure(millimetres.map { units.precipitation(millimetres: $0) })
    }
    let wind = { (wind: Wind) in
      JSONValue.object([
        ("speed", .measure(wind.speed.map { windUnit.speed(metresPerSecond: $0) })),
        ("deg", .whole(wind.direction)),
        ("gust", .measure(wind.gust.map { windUnit.speed(metresPerSecond: $0) })),
      ])
    }
    var members: [(String, JSONValue)] = []
    if request.days > 0 {
      members.append(
        (
          "daily",
          .array(
            forecast.daily.map { day in
              let sun = sky.sun(on: day.date)
              return .object([
                ("date", .string(day.date)),
                ("temp_min", temperature(day.temperatureMin)),
                ("temp_max", temperature(day.temperatureMax)),
                ("condition", Self.condition(day.condition)),
                ("precipitation_probability", .whole(day.precipitationProbability)),
                ("precipitation", precipitation(day.precipitation)),
                ("wind", wind(day.wind)),
                ("sunrise", Self.time(sun?.sunrise.date)), ("sunset", Self.time(sun?.sunset.date)),
                ("dawn", Self.time(sun?.dawn.date)), ("noon", Self.time(sun?.noon)),
                ("dusk", Self.time(sun?.dusk.date)),
              ])
            })
        ))
    }
    if request.hours > 0 {
      members.append(
        ("hourly_interval_hours", forecast.hourlyInterval.map(JSONValue.integer) ?? .null))
      members.append(
        (
          "hourly",
          .array(
            forecast.hourly.map { step in
              .object([
                ("time", .string(CivilTime.iso8601(step.time))),
                ("hours", .integer(step.hours)),
                ("temperature", temperature(step.temperature)),
                ("feels_like", temperature(step.feelsLike)),
                ("humidity", .whole(step.humidity)),
                ("precipitation_probability", .whole(step.precipitationProbability)),
                ("precipitation", precipitation(step.precipitation)),
                ("condition", Self.condition(step.condition)),
                ("wind", wind(step.wind)),
              ])
            })
        ))
    }
    return members
  }

  /// `{"id":…,"main":…,"description":…,"icon":…}`, or `null`.
  static func condition(_ condition: Condition?) -> JSONValue {
    guard let condition else { return .null }
    return .object([
      ("id", .integer(condition.id)), ("kind", .string(condition.kind.rawValue)),
      ("main", .string(condition.main)),
      ("description", .string(condition.description)),
      ("icon", condition.icon.map(JSONValue.string) ?? .null),
    ])
  }
}
