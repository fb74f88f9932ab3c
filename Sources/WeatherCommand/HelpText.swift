/// The text of `weather --help` and `weather --version`.
enum HelpText {
  static let version = "weather 0.1.0"

  static let usage = "usage: weather [options] LOCATION...   (weather --help for more)"

  static let help = """
    weather: the current weather for cities and coordinates.

    usage: weather [options] LOCATION...
      LOCATION  a name: Seoul, "New York", London,GB, Springfield,IL,US
                coordinates LAT,LON: 37.5665,126.9780 or -33.8688,151.2093
                -  read locations from standard input, one per line (# comments)

    options:
      -u, --units UNITS     metric (°C, default), imperial (°F) or standard (K)
          --json            one JSON object per location per line
      -f, --format FORMAT   one line per location: %l location, %t temperature,
                            %f feels like, %C condition, %h humidity, %w wind,
                            %p pressure, %T time (ISO 8601 UTC), %% a percent sign
          --lat LAT --lon LON   a location by coordinates
          --provider NAME   openweathermap (the default when a key is set) or
                            open-meteo (the default without one; non-commercial)
          --api-key KEY     OpenWeatherMap key (else OPENWEATHER_API_KEY, else
                            api_key = KEY in ~/.config/weather/config)
          --timeout SECONDS limit on the whole run (default 10)
          --max-age SECONDS reuse an answer up to this many seconds old
          --no-cache        neither read nor write ~/.cache/weather
          --parallel N      look up N locations at once (default 8)
          --rate N          at most N requests a minute
      -h, --help            this help        --version   the version

    exit codes: 0 ok, 64 usage, 66 not found, 75 temporary failure (retry later),
      76 unreadable answer, 77 API key rejected, 78 configuration.
    example for cron: weather --format '%T %l %t' Seoul >> temps.log
    """
}
