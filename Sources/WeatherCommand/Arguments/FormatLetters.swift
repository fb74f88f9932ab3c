/// One letter of a `--format` template, as `--help` lists it and README's table shows it.
package struct FormatLetter: Sendable {
  /// The letter after `%`.
  package let letter: Character
  /// What it stands for.
  package let meaning: String
  /// What it prints, such as `+15°C`.
  package let example: String
}

/// The one list of template letters: wttr.in's, in the order of its README, with their
/// meanings. `--help` and README's letter table are checked against it.
package enum FormatLetters {
  package static let all: [FormatLetter] = [
    FormatLetter(letter: "c", meaning: "condition, as wttr.in's emoji", example: "⛅️"),
    FormatLetter(letter: "C", meaning: "condition, in words", example: "light snow"),
    FormatLetter(letter: "x", meaning: "condition, as wttr.in's plain-text symbol", example: "*"),
    FormatLetter(letter: "h", meaning: "humidity", example: "93%"),
    FormatLetter(letter: "t", meaning: "temperature, signed", example: "+15°C"),
    FormatLetter(letter: "f", meaning: "feels like, signed", example: "-12°C"),
    FormatLetter(letter: "H", meaning: "today's highest (as `%{high}`)", example: "+17°C"),
    FormatLetter(letter: "L", meaning: "today's lowest (as `%{low}`)", example: "+9°C"),
    FormatLetter(
      letter: "w", meaning: "wind: an arrow for the way it blows, and speed", example: "↙3.1m/s"),
    FormatLetter(letter: "l", meaning: "location", example: "Seoul, KR"),
    FormatLetter(letter: "m", meaning: "moon phase", example: "🌔"),
    FormatLetter(letter: "M", meaning: "moon day: whole days since the new moon", example: "11"),
    FormatLetter(letter: "p", meaning: "precipitation in the last hour", example: "0.4mm"),
    FormatLetter(letter: "P", meaning: "pressure", example: "1015hPa"),
    FormatLetter(letter: "u", meaning: "UV index (`?` from OpenWeatherMap)", example: "5"),
    FormatLetter(letter: "D", meaning: "dawn (civil), local time", example: "06:49:12"),
    FormatLetter(letter: "S", meaning: "sunrise, local time", example: "07:17:40"),
    FormatLetter(letter: "z", meaning: "zenith: solar noon, local time", example: "12:35:02"),
    FormatLetter(letter: "s", meaning: "sunset, local time", example: "17:52:31"),
    FormatLetter(letter: "d", meaning: "dusk (civil), local time", example: "18:20:58"),
    FormatLetter(
      letter: "T", meaning: "observation time, local, with the offset", example: "16:37:13+0900"),
    FormatLetter(
      letter: "Z", meaning: "time zone: its IANA name, else the offset", example: "Asia/Seoul"),
    FormatLetter(
      letter: "I", meaning: "observation time, ISO 8601 UTC (not wttr.in's)",
      example: "2021-02-21T16:37:13Z"),
    FormatLetter(
      letter: "a",
      meaning: "with `--stale`: empty when fresh, else the answer's age (not wttr.in's)",
      example: "2h"),
  ]

  /// wttr.in letters this tool has no value for, and what to write instead.
  static let instead: [Character: String] = [
    "o": "%{pop:Nh} for the chance of precipitation",
    "i": "%c, %x or %C (condition codes here are OpenWeatherMap's)",
  ]
}
