import Foundation

/// An error body: OpenWeatherMap's `{"cod":"404","message":"city not found"}` or
/// Open-Meteo's `{"error":true,"reason":"..."}`; may be empty.
struct APIErrorBody: Decodable, Sendable {
  let message: String?
  let reason: String?

  /// The message in `body` as the server wrote it (not yet safe to print), or `nil` when there
  /// is none.
  static func message(in body: Data) -> String? {
    guard let decoded = try? JSONDecoder().decode(APIErrorBody.self, from: body),
      let message = decoded.message ?? decoded.reason,
      !message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    else { return nil }
    return message
  }
}
