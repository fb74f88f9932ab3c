import Foundation

/// An error body: OpenWeatherMap's `{"cod":"404","message":"city not found"}` or
/// Open-Meteo's `{"error":true,"reason":"..."}`; may be empty.
struct APIErrorBody: Decodable, Sendable {
  let cod: FlexibleCode?
  let message: String?
  let reason: String?

  /// The message in `body`, made safe for one line of output, or `nil` when there is none.
  static func message(in body: Data) -> String? {
    guard let decoded = try? JSONDecoder().decode(APIErrorBody.self, from: body),
      let message = decoded.message ?? decoded.reason
    else { return nil }
    let oneLine = String(
      message.unicodeScalars.map {
        CharacterSet.controlCharacters.contains($0) ? " " : Character($0)
      }
    ).trimmingCharacters(in: .whitespaces)
    guard !oneLine.isEmpty else { return nil }
    return oneLine.count > 200 ? String(oneLine.prefix(200)) + "…" : oneLine
  }
}
