import WeatherCore

/// The configuration cannot give what a run needs.
enum ConfigurationError: Error, Equatable, CustomStringConvertible {
  /// A key was given but is empty.
  case emptyKey(String)
  /// The config file exists but cannot be used.
  case unreadableFile(path: String, reason: String)
  /// The core could not make the provider.
  case provider(ProviderConfigurationError, configPath: String)
  /// Past weather was asked for, only sources that allow commercial use may be used, and none
  /// of those has the past.
  case noCommercialPast(configPath: String)

  var description: String {
    switch self {
    case .provider(.missingKey, let path):
      "no OpenWeatherMap API key; pass --api-key KEY, set OPENWEATHER_API_KEY, "
        + "or put \"api_key = KEY\" in \(path)"
    case .emptyKey(let source): "the API key in \(source) is empty or holds control characters"
    // The reason may quote the file's text, which only control characters are refused from.
    case .unreadableFile(let path, let reason):
      "config file \(SafeText.line(path)): \(SafeText.line(reason))"
    case .provider(.invalidAddress(_, let variable, let text), _):
      "\(variable) is \"\(Self.redacted(text))\"; it must be an http:// or https:// address"
    case .provider(.keyOverPlainHTTP(let variable, let host), _):
      "\(variable) is plain http to \(SafeText.line(host, limit: 100)); the key is "
        + "sent only over https, or over plain http to this machine (localhost, 127.0.0.1, ::1)"
    case .provider(.unknownSource(let name), _):
      "unknown provider \"\(SafeText.line(name, limit: 40))\""
    case .provider(.noCommercialSource(let allowed), let path):
      "no source chosen allows commercial use (--commercial, or commercial = yes in \(path)); "
        + "those that do: \(allowed.isEmpty ? "none" : allowed.joined(separator: ", "))"
    case .noCommercialPast(let path):
      "past weather comes from Open-Meteo's archive, whose free API is not for commercial use "
        + "(--commercial, or commercial = yes in \(path)); no source of the past allows it"
    }
  }

  /// `text` made safe to print, with any `user:password@` before the host hidden.
  private static func redacted(_ text: String) -> String {
    var shown = text
    if let scheme = shown.range(of: "://"),
      let at = shown[scheme.upperBound...].prefix(while: { $0 != "/" }).lastIndex(of: "@")
    {
      shown.replaceSubrange(scheme.upperBound..<at, with: "<redacted>")
    }
    return SafeText.line(shown, limit: 200)
  }
}
