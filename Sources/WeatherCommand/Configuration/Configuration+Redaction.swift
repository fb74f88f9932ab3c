import Foundation
import WeatherCore

extension Configuration {
  /// `line` with every API key this run could know of hidden: the `--api-key` flag's,
  /// `OPENWEATHER_API_KEY`'s, and each `api_key` line's of the config file, even a file that
  /// does not parse. For messages that echo what was typed (`unknown units "…"`), which may
  /// be a key put in the wrong place.
  /// - Parameters:
  ///   - line: The message.
  ///   - flag: The value given to `--api-key`, if any.
  /// - Returns: The message with each key replaced by `<redacted>`.
  func redacted(_ line: String, flag: String?) -> String {
    var keys = [flag, environment["OPENWEATHER_API_KEY"]].compactMap { $0 }
    // Only a regular file is read: a FIFO in its place is never waited on.
    if let contents = try? BoundedRead.contents(
      ofFile: configFilePath, limit: Self.maximumConfigSize)
    {
      keys += ConfigFile.apiKeys(in: contents.data)
    }
    return keys.compactMap(APIKey.init).reduce(line) { $1.redact($0) }
  }
}
