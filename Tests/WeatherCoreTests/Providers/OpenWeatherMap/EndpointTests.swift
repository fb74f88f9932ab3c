import Foundation
import Testing

@testable import WeatherCore

@Suite("OpenWeatherMap endpoint URLs")
struct EndpointTests {
  let base: URL
  let key: APIKey

  init() throws {
    base = try #require(parseBaseURL("https://api.openweathermap.org"))
    key = try testKey()
  }

  /// The query of `url` decoded as a server decodes it: `+` is a space.
  func serverView(_ url: URL) throws -> [(String, String)] {
    let query = try #require(
      URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery)
    return try query.split(separator: "&").map { pair in
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      try #require(parts.count == 2)
      let decode = { (text: Substring) in
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? "<undecodable>"
      }
      return (decode(parts[0]), decode(parts[1]))
    }
  }

  @Test("direct geocoding asks for q, limit and appid")
  func directGeocoding() throws {
    let url = try #require(
      OpenWeatherMapEndpoint.directGeocoding(query: "London,GB", limit: 5).url(
        base: base, apiKey: key))
    #expect(
      url.absoluteString
        == "https://api.openweathermap.org/geo/1.0/direct?q=London%2CGB&limit=5&appid=\(testKeyText)"
    )
  }

  @Test("the geocoding limit is kept between 1 and 5")
  func limitIsClamped() throws {
    let high = try #require(
      OpenWeatherMapEndpoint.directGeocoding(query: "a", limit: 50).url(base: base, apiKey: key))
    let low = try #require(
      OpenWeatherMapEndpoint.directGeocoding(query: "a", limit: 0).url(base: base, apiKey: key))
    #expect(try serverView(high).contains { $0 == ("limit", "5") })
    #expect(try serverView(low).contains { $0 == ("limit", "1") })
  }

  @Test("zip geocoding sends the zip and country")
  func zipGeocoding() throws {
    let url = try #require(
      OpenWeatherMapEndpoint.zipGeocoding(zip: "E14,GB").url(base: base, apiKey: key))
    #expect(
      url.absoluteString
        == "https://api.openweathermap.org/geo/1.0/zip?zip=E14%2CGB&appid=\(testKeyText)")
  }

  @Test("current weather sends lat, lon, units and lang")
  func currentWeather() throws {
    let coordinate = try Coordinate(latitude: 37.5665, longitude: 126.978)
    let url = try #require(
      OpenWeatherMapEndpoint.currentWeather(coordinate, language: "ko").url(base: base, apiKey: key)
    )
    #expect(
      url.absoluteString
        == "https://api.openweathermap.org/data/2.5/weather?lat=37.5665&lon=126.978&units=standard&lang=ko&appid=\(testKeyText)"
    )
  }

  @Test("forecast sends plain decimal lat and lon, and standard units")
  func forecast() throws {
    let coordinate = try Coordinate(latitude: 0.000001, longitude: -0.0000001)
    let url = try #require(
      OpenWeatherMapEndpoint.forecast(coordinate, language: nil).url(base: base, apiKey: key))
    #expect(
      url.absoluteString
        == "https://api.openweathermap.org/data/2.5/forecast?lat=0.000001&lon=0&units=standard&appid=\(testKeyText)"
    )
  }

  @Test("a path in the base address is kept, as a proxy needs")
  func basePathIsKept() throws {
    let proxied = try #require(parseBaseURL("http://127.0.0.1:8080/owm/"))
    let url = try #require(
      OpenWeatherMapEndpoint.zipGeocoding(zip: "10001").url(base: proxied, apiKey: key))
    #expect(
      url.absoluteString == "http://127.0.0.1:8080/owm/geo/1.0/zip?zip=10001&appid=\(testKeyText)")
  }

  @Test(
    "hostile names reach the server unchanged and add no parameter",
    arguments: [
      "Seoul&appid=x", "a#b", "a+b", "100%", "=", "서울", "São Paulo", "a&limit=99", "%2B", "?",
      String(repeating: "x", count: 10_000),
    ])
  func hostileNames(name: String) throws {
    let url = try #require(
      OpenWeatherMapEndpoint.directGeocoding(query: name, limit: 1).url(base: base, apiKey: key))
    let items = try serverView(url)
    #expect(items.map(\.0) == ["q", "limit", "appid"])
    #expect(items[0].1 == name)
    #expect(items[2].1 == testKeyText)
    #expect(url.fragment == nil)
  }

  @Test(
    "base addresses that are not http or https are refused",
    arguments: ["ftp://example.com", "api.openweathermap.org", "", "http://", "https://x/?a=1"])
  func badBaseAddress(text: String) {
    #expect(parseBaseURL(text) == nil)
  }
}
