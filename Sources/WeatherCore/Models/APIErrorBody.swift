import Foundation

/// OpenWeatherMap's error body: `{"cod":"404","message":"city not found"}`; may be empty.
struct APIErrorBody: Decodable, Sendable {
  let cod: FlexibleCode?
  let message: String?

  /// The message in `body`, made safe for one line of output, or `nil` when there is none.
  static func message(in body: Data) -> String? {
    guard let decoded = try? JSONDecoder().decode(APIErrorBody.self, from: body),
      let message = decoded.message
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
