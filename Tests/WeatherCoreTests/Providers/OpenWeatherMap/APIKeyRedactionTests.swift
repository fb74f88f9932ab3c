import Testing
import WeatherCore

@Suite("the API key redacted from text that came from elsewhere")
struct APIKeyRedactionTests {
  let key = APIKey("0123456789abcdef0123456789abcdef")

  @Test(
    "the whole key, and any run of its first 8 or more characters, wherever it stands",
    arguments: [
      ("0123456789abcdef0123456789abcdef", "<redacted>"),
      ("appid=0123456789abcdef0123456789abcdef&lat=1", "appid=<redacted>&lat=1"),
      ("cut at 01234567!", "cut at <redacted>!"),
      ("Zürich 0123456789ab… 東京", "Zürich <redacted>… 東京"),
      ("two: 01234567 and 0123456789abcdef0123456789abcdef.", "two: <redacted> and <redacted>."),
    ])
  func redacted(text: String, expected: String) throws {
    #expect(try #require(key).redact(text) == expected)
  }

  @Test(
    "text without 8 of the key's first characters in a row is left as it was",
    arguments: [
      "", "0123456", "0123456 789abcdef", "{\"name\":\"Zürich\",\"temp\":12.5}", "01234566789",
    ])
  func untouched(text: String) throws {
    #expect(try #require(key).redact(text) == text)
  }
}
