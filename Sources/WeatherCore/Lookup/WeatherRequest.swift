/// One lookup, as a caller asks for it.
public struct WeatherRequest: Sendable, Hashable {
  /// What to look up.
  public var location: Location
  /// A language code for place names and condition text, such as `de`; `nil` for English.
  public var language: String?
  /// Which parts of the weather are wanted besides the current conditions.
  public var forecast: ForecastRequest
  /// The air quality and alerts wanted, if any.
  public var extras: Extras
  /// The days whose rows are wanted instead of the forecast from now; `nil` for the forecast.
  public var period: DayPeriod?

  /// Creates a request.
  public init(
    location: Location, language: String? = nil, forecast: ForecastRequest = .none,
    extras: Extras = .none, period: DayPeriod? = nil
  ) {
    self.period = period
    self.location = location
    self.language = language
    self.forecast = forecast
    self.extras = extras
  }
}

/// How much forecast a request wants besides the current weather.
public struct ForecastRequest: Sendable, Hashable, Codable {
  /// Hourly steps for the next this many hours, 0 for none.
  public var hours: Int
  /// Days, today first, 0 for none.
  public var days: Int

  /// The current weather only.
  public static let none = ForecastRequest(hours: 0, days: 0)

  /// Creates a forecast request.
  public init(hours: Int = 0, days: Int = 0) {
    self.hours = max(hours, 0)
    self.days = max(days, 0)
  }

  /// Whether any forecast is wanted.
  public var isEmpty: Bool { hours == 0 && days == 0 }
}

/// A search for places, as a provider receives it.
public struct PlaceQuery: Sendable, Hashable {
  /// What is searched for.
  public var search: PlaceSearch
  /// A language code for the places' names, such as `ko`; `nil` for English.
  public var language: String?
  /// How many candidate places to ask for, best first; a provider gives at most what it has.
  public var limit: Int

  /// Creates a query.
  public init(_ search: PlaceSearch, language: String? = nil, limit: Int = 10) {
    self.search = search
    self.language = language
    self.limit = limit
  }

  /// A query for a name.
  public init(name: String, language: String? = nil, limit: Int = 10) {
    self.init(.name(name), language: language, limit: limit)
  }
}

/// What a place search looks for.
public enum PlaceSearch: Sendable, Hashable {
  /// A name such as `Springfield` or `Springfield,MO,US`.
  case name(String)
  /// A postal code in a country.
  case postalCode(String, country: String)
}

/// A request for the weather at a point, as a provider receives it.
public struct WeatherQuery: Sendable, Hashable {
  /// Where.
  public var coordinate: Coordinate
  /// A language code for condition text; `nil` for English.
  public var language: String?
  /// The forecast wanted besides the current weather.
  public var forecast: ForecastRequest
  /// The days whose rows `forecast` asks for, past ones included (a source that offers
  /// `.past`); `nil` for the forecast from now.
  public var period: DayPeriod?
  /// The place's ISO country code when it is known without a request (the built-in places
  /// know it), so a regional source can tell it does not cover the place before asking.
  public var country: String?
  /// Whether the temperature at the same hour yesterday is wanted in the same answer
  /// (`Weather.yesterday`); a source that cannot give it so leaves it out.
  public var yesterday = false

  /// Creates a query.
  public init(
    coordinate: Coordinate, language: String? = nil, forecast: ForecastRequest = .none,
    period: DayPeriod? = nil, country: String? = nil
  ) {
    self.period = period
    self.country = country
    self.coordinate = coordinate
    self.language = language
    self.forecast = forecast
  }
}
