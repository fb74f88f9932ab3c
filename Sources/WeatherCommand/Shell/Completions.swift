/// Completion scripts for bash, zsh and fish, made from the option table.
///
/// Each script completes every option, the fixed values of the options that have them, and
/// `@NAME` for the saved places of the config file, read when the user presses Tab. Nothing
/// completes a free value (`--timeout SECONDS`), and no script offers file names. The config
/// file is matched line by line, never run, and only its first 64 KiB are read.
enum Completions {
  /// The script for `shell`.
  static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash
    case .zsh: zsh
    case .fish: fish
    }
  }

  /// A `place.NAME =` line, as a POSIX extended regular expression whose group 1 is NAME.
  static let placePattern = #"^[[:space:]]*place\.([[:alnum:]_-]+)[[:space:]]*="#

  /// How much of the config file a script reads: as much as `weather` itself would.
  static let configBytes = Configuration.maximumConfigSize

  /// An option's help in one line, for the shells that show one: its first line.
  static func summary(of option: OptionSpec) -> String {
    var line = Substring(option.help.first ?? "")
    while let last = line.last, last == "," || last == ":" || last == ";" {
      line = line.dropLast()
    }
    return String(line)
  }

  /// `text` as one word for bash or zsh: as it is when that is safe, else in single quotes.
  static func shellWord(_ text: String) -> String {
    let plain = !text.isEmpty && text.unicodeScalars.allSatisfy(isPlain)
    return plain ? text : "'" + text.replacing("'", with: #"'\''"#) + "'"
  }

  /// `text` as one word for fish: as it is when that is safe, else in single quotes, where
  /// `\` and `'` are escaped with `\`.
  static func fishWord(_ text: String) -> String {
    let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { isPlain($0) && $0 != "%" }
    if plain { return text }
    return "'" + text.replacing(#"\"#, with: #"\\"#).replacing("'", with: #"\'"#) + "'"
  }

  /// `items` joined by `separator` in lines that end by column `width` (one item can make a
  /// longer one), each but the last ended by a backslash: the first line starts at column
  /// `start`, the others at `indent`.
  static func wrapped(
    _ items: [String], separator: String, start: Int, indent: Int, width: Int = 96
  ) -> String {
    var lines: [String] = []
    var line = ""
    for item in items {
      let next = line.isEmpty ? item : line + separator + item
      let column = lines.isEmpty ? start : indent
      if line.isEmpty || column + next.count + separator.count + 1 <= width {
        line = next
      } else {
        lines.append(line + (separator == " " ? " \\" : separator + "\\"))
        line = item
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
  }

  /// Whether `scalar` means itself in every position of a shell word.
  private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/", "+", ",", ":", "@", "%": true
    default: false
    }
  }
}
