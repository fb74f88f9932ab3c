import TestSupport
import Testing
import WeatherCore

@Suite("Choosing and making the provider")
struct ProviderConfigurationTests {
  let transport = StubTransport(status: 500)

  @Test("a key and no choice is OpenWeatherMap; no key and no choice is Open-Meteo")
  func defaultChoice() throws {
    let withKey = ProviderConfiguration(apiKey: try testKey())
    #expect(try withKey.makeProvider(transport: transport).name == "openweathermap")
    #expect(try ProviderConfiguration().makeProvider(transport: transport).name == "open-meteo")
  }

  @Test("an explicit choice wins over the key")
  func explicitChoice() throws {
    let chosen = ProviderConfiguration(choice: .openMeteo, apiKey: try testKey())
    #expect(try chosen.makeProvider(transport: transport).name == "open-meteo")
  }

  @Test("OpenWeatherMap without a key cannot be made")
  func missingKey() {
    #expect(throws: ProviderConfigurationError.missingKey) {
      try ProviderConfiguration(choice: .openWeatherMap).makeProvider(transport: transport)
    }
  }

  @Test(
    "an address that is not http or https names the provider it was for",
    arguments: ["ftp://example.com", "api.openweathermap.org", "http://", "https://x/?a=1"])
  func badAddress(text: String) throws {
    #expect(throws: ProviderConfigurationError.invalidAddress(.openWeatherMap, text)) {
      try ProviderConfiguration(apiKey: try testKey(), openWeatherMapAddress: text)
        .makeProvider(transport: transport)
    }
    #expect(throws: ProviderConfigurationError.invalidAddress(.openMeteo, text)) {
      try ProviderConfiguration(openMeteoAddress: text).makeProvider(transport: transport)
    }
  }

  @Test("the configured address is where requests go, a proxy's path kept")
  func addressIsUsed() async throws {
    let recorder = StubTransport(status: 200, body: "[]")
    let provider = try ProviderConfiguration(openMeteoAddress: "http://127.0.0.1:9/meteo/")
      .makeProvider(transport: recorder)
    _ = try? await provider.places(PlaceQuery(name: "Seoul"))
    #expect(
      recorder.urls.first?.absoluteString.hasPrefix("http://127.0.0.1:9/meteo/v1/search?") == true)
  }
}
