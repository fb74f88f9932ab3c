import WeatherCore

/// The language answers come in: `--lang`, else the config file's `lang`, else the locale
/// (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English.
enum Language {
  /// The supported code for `text` (`ko_KR.UTF-8`, `ko-KR` and `KO` read as `ko`), or `nil`.
  static func code(_ text: String) -> String? {
    let code = text.prefix { $0.isLetter }.lowercased()
    return LocalizedWords.languages.contains(code) ? code : nil
  }

  /// The supported code for `text` written whole as a language code or a locale name (`ko`,
  /// `ko_KR`, `ko-KR`, `ko_KR.UTF-8`), or `nil`: anything else after the letters, such as
  /// `ko&appid=x` or an escape sequence, makes it no language.
  static func code(exactly text: String) -> String? {
    guard
      text.wholeMatch(of: /[A-Za-z]{2,3}(?:[_-][A-Za-z0-9]{2,4})?(?:\.[A-Za-z0-9-]{1,20})?/) != nil
    else { return nil }
    return code(text)
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
