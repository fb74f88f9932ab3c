import Foundation
import TestSupport
import Testing

@testable import WeatherCore

@Suite("Cache entries decoded without JSONDecoder, to the same values")
struct CacheEntryDecoderTests {
  typealias Entry = LookupCache.Entry

  /// `data` decoded by both decoders, which must agree.
  func decodedAlike<Value: Decodable & Equatable>(_ type: Value.Type, _ data: Data) throws
    -> Value
  {
    let expected = try JSONDecoder().decode(type, from: data)
    let decoded = try CacheEntryDecoder.decode(type, from: data)
    #expect(decoded == expected)
    return decoded
  }

  @Test("entries written by main 723a769 (--stale's answers) decode as JSONDecoder decodes them")
  func oldEntries() throws {
    for fixture in ["cache-last-723a769-owm", "cache-last-723a769-om"] {
      let data = try Fixtures.data(fixture)
      let decoded = try decodedAlike(Entry<Report>.self, data)
      #expect(decoded.value.forecast != nil, "\(fixture)")
    }
  }

  @Test("every kind of entry the cache writes now reads back the same")
  func roundTrip() throws {
    let start = Date(timeIntervalSinceReferenceDate: 817_422_232.2609667)
    let place = Place(
      name: "Zocca \"\u{1F600}\" é\n", country: "IT", state: "Emilia\\Romagna",
      coordinate: try Coordinate(latitude: 44.34, longitude: -10.99))
    let observation = Observation(
      place: place, temperature: 298.48, feelsLike: 298.74, humidity: 64, windSpeed: 0.62,
      conditions: [
        Condition(kind: .rain, id: 501, main: "Rain", description: "moderate rain", icon: "10d")
      ],
      observedAt: start, timezoneOffset: -7200, timeZone: "Europe/Rome")
    let forecast = Forecast(
      hourly: [
        HourlyForecast(time: start, hours: 3, temperature: 275),
        HourlyForecast(time: start.addingTimeInterval(10_800), hours: 1, temperature: 276.5),
      ],
      daily: [DailyForecast(date: "2026-11-26", temperatureMin: 270, temperatureMax: nil)],
      utcOffset: 3600)
    var weather = Weather(
      current: observation, forecast: forecast,
      freshness: Freshness(expires: start, lastModified: start.addingTimeInterval(-60)))
    weather.yesterday = 280.25
    let encoder = JSONEncoder()
    let entry = Entry(key: "openweathermap:44.34,-10.99:h2d0", savedAt: start, value: weather)
    #expect(try decodedAlike(Entry<Weather>.self, encoder.encode(entry)).value == weather)
    let places = Entry(key: "openweathermap:zocca", savedAt: start, value: [place, place])
    #expect(try decodedAlike(Entry<[Place]>.self, encoder.encode(places)).value == [place, place])
    let report = Report(
      place: place, observation: observation, forecast: forecast, provider: "openweathermap",
      candidates: [place], language: "ko")
    let last = Entry(key: "openweathermap:zocca", savedAt: start, value: report)
    #expect(try decodedAlike(Entry<Report>.self, encoder.encode(last)).value == report)
    let answer = KeptAnswer(expires: nil, lastModified: "yesterday", body: #"{"a":"\u0000"}"#)
    let kept = Entry(key: "https://example.com/?q=1", savedAt: start, value: answer)
    #expect(try decodedAlike(Entry<KeptAnswer>.self, encoder.encode(kept)).value == answer)
    // URLs, as JSONEncoder writes them: as their text.
    let base = try #require(URL(string: "https://api.weather.gov/gridpoints/BOX/70,82"))
    let grid = NWSGrid(
      forecast: base.appendingPathComponent("forecast"),
      forecastHourly: base.appendingPathComponent("forecast/hourly"),
      observationStations: base.appendingPathComponent("stations"), station: "KTAN",
      timeZone: "America/New_York", city: "Norton Center", state: nil)
    let grids = Entry(key: "nws-grid:41.967,-71.189", savedAt: start, value: grid)
    #expect(try decodedAlike(Entry<NWSGrid>.self, encoder.encode(grids)).value == grid)
  }

  @Test("escapes, white space, and integers written with a fraction read as JSONDecoder reads them")
  func jsonDetails() throws {
    let text = #" [ "\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00" , "plain é" ] "#
    #expect(
      try decodedAlike([String].self, Data(text.utf8)) == ["\"\\/\u{8}\u{C}\n\r\té😀", "plain é"])
    #expect(try decodedAlike([Int].self, Data("[1.0, 1e3, -0, 7200]".utf8)) == [1, 1000, 0, 7200])
    #expect(try decodedAlike([Double].self, Data("[-1.5e-3, 0.1, 12]".utf8)) == [-0.0015, 0.1, 12])
    #expect(try decodedAlike([Bool?].self, Data("[true, null, false]".utf8)) == [true, nil, false])
    struct Member: Codable, Equatable { let a: Int }
    // Of two members with one key, the first is read, as JSONDecoder reads it.
    #expect(try decodedAlike(Member.self, Data(#"{"b":{"a":5},"a":1,"a":2}"#.utf8)) == Member(a: 1))
    #expect(try decodedAlike(Member.self, Data(#"{"\u0061":3}"#.utf8)) == Member(a: 3))
    // The types JSONEncoder writes its own way: data in Base64, a decimal as a number.
    #expect(
      try decodedAlike([Data].self, Data(#"["AQID",""]"#.utf8)) == [Data([1, 2, 3]), Data()])
    #expect(try decodedAlike([Decimal].self, Data("[1.25]".utf8)) == [Decimal(string: "1.25")])
  }

  @Test(
    "what is not JSON, or not the integers asked for, is refused",
    arguments: [
      "", " ", "{", "[1,]", #"{"a":1,}"#, "[01]", "[1.]", "[-]", "[1e]", "[+1]", "[.5]", "[nul]",
      "[tru]", "[1] [2]", "[1e999]", "[1.5]", #"["1"]"#, "[null]", "{}", "[9223372036854775808]",
      "\u{FEFF}[1]",
    ])
  func refused(_ text: String) {
    #expect(throws: (any Error).self) {
      try CacheEntryDecoder.decode([Int].self, from: Data(text.utf8))
    }
  }

  @Test(
    "a string with an escape JSON does not have, a control character or half a pair is refused",
    arguments: [
      #"["\x"]"#, "[\"\u{1}\"]", #"["\u12"]"#, #"["\ud800"]"#, #"["\udc00x"]"#,
      #"["\ud800\u0041"]"#,
    ])
  func refusedStrings(_ text: String) {
    #expect(throws: (any Error).self) {
      try CacheEntryDecoder.decode([String].self, from: Data(text.utf8))
    }
  }

  // Found by the fuzz target cache-entry: a member no type reads, its key not UTF-8, was read
  // past, where JSONDecoder refuses the whole text.
  @Test("bytes that are not UTF-8 in any string are refused, read or not, as JSONDecoder does")
  func notUTF8() {
    let bytes = Data([0x5B, 0x22, 0xFF, 0xFE, 0x22, 0x5D])
    #expect(throws: (any Error).self) { try CacheEntryDecoder.decode([String].self, from: bytes) }
    struct Member: Codable, Equatable { let a: Int }
    let unread = Data(#"{"a":1,"b\#u{FF}":2}"#.utf8).map { $0 == 0xC3 ? 0x9B : $0 }
    #expect(throws: (any Error).self) { try JSONDecoder().decode(Member.self, from: Data(unread)) }
    #expect(throws: (any Error).self) {
      try CacheEntryDecoder.decode(Member.self, from: Data(unread))
    }
  }

  // Found by the fuzz target cache-entry: JSONDecoder makes every key a string, read or not,
  // and refuses a key with half a surrogate pair; a value no type reads it leaves alone.
  @Test("a key with half a surrogate pair is refused, read or not, as JSONDecoder does")
  func keyWithHalfAPair() throws {
    struct Member: Codable, Equatable { let a: Int }
    let key = Data(#"{"a":1,"b\udc00":2}"#.utf8)
    #expect(throws: (any Error).self) { try JSONDecoder().decode(Member.self, from: key) }
    #expect(throws: (any Error).self) { try CacheEntryDecoder.decode(Member.self, from: key) }
    #expect(try decodedAlike(Member.self, Data(#"{"a":1,"b":"\udc00"}"#.utf8)) == Member(a: 1))
  }

  // Found by the fuzz target cache-entry: a date of `8e-11686600` seconds read as 0, where
  // JSONDecoder refuses a number too small for a Double.
  @Test("a number too small for a Double is refused, as JSONDecoder refuses it; 0e-999 is 0")
  func underflow() throws {
    for text in ["[8e-11686600]", "[1e-400]", "[2e-324]", "[1.5e-330]"] {
      #expect(throws: (any Error).self) {
        try JSONDecoder().decode([Double].self, from: Data(text.utf8))
      }
      #expect(throws: (any Error).self) {
        try CacheEntryDecoder.decode([Double].self, from: Data(text.utf8))
      }
      #expect(throws: (any Error).self) {
        try CacheEntryDecoder.decode([Int].self, from: Data(text.utf8))
      }
    }
    #expect(
      try decodedAlike([Double].self, Data("[0e-999, 4.9e-324]".utf8))
        == [0, .leastNonzeroMagnitude])
  }

  @Test("nesting deeper than 64 is refused, not followed down the stack")
  func deepNesting() throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: (any Error).self) {
      try CacheEntryDecoder.decode([[Int]].self, from: Data(deep.utf8))
    }
    let allowed = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect(throws: Never.self) { try JSONTape(Data(allowed.utf8)) }
  }
}
