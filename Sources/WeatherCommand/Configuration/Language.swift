import WeatherCore

/// The language answers come in: `--lang`, else the config file's `lang`, else the locale
/// (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English.
enum Language {
  /// The supported code for `text` (`ko_KR.UTF-8`, `ko-KR` and `KO` read as `ko`), or `nil`.
  static func code(_ text: String) -> String? {
    let code = text.prefix { $0.isLetter }.lowercased()
    return LocalizedWords.languages.contains(code) ? code : nil
  }

  /// The language the locale names; English when it names none the tool speaks, or is `C`,
  /// `POSIX` or unset, as in a cron job.
  static func fromLocale(_ environment: [String: String]) -> String? {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      return code(value)
    }
    return nil
  }
}
