#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What standard output is drawn on: whether it is a terminal, how many columns it has, and
/// whether its locale takes Unicode (box drawing, arrows) or only ASCII.
struct Terminal: Sendable, Equatable {
  /// Whether standard output is a terminal (not a pipe or a file).
  let isTerminal: Bool
  /// The columns a line may take: at least 1.
  let width: Int
  /// Whether the locale's character set is UTF-8.
  let unicode: Bool

  /// A terminal of `width` columns, held to 1…1000.
  init(isTerminal: Bool, width: Int, unicode: Bool) {
    self.isTerminal = isTerminal
    self.width = min(max(width, 1), 1000)
    self.unicode = unicode
  }

  /// Standard output as it is now: its window's width (`TIOCGWINSZ`), else `COLUMNS`, else 80
  /// columns; Unicode when the locale (`LC_ALL`, else `LC_CTYPE`, else `LANG`) names UTF-8.
  static func standardOutput(environment: [String: String]) -> Terminal {
    Terminal(
      isTerminal: isatty(STDOUT_FILENO) == 1,
      width: windowWidth(of: STDOUT_FILENO) ?? columns(environment) ?? 80,
      unicode: isUnicode(environment))
  }

  /// The width of the terminal on `descriptor`, or `nil` when it is none or does not say.
  private static func windowWidth(of descriptor: Int32) -> Int? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// `COLUMNS`, when it is a whole number from 1 to 1000.
  static func columns(_ environment: [String: String]) -> Int? {
    environment["COLUMNS"].flatMap { Int($0) }.flatMap { (1...1000).contains($0) ? $0 : nil }
  }

  /// Whether the locale's character set is UTF-8; not for `C`, `POSIX` or none at all.
  static func isUnicode(_ environment: [String: String]) -> Bool {
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      let upper = value.uppercased()
      return upper.contains("UTF-8") || upper.contains("UTF8")
    }
    return false
  }
}
