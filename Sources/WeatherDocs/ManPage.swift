import WeatherCommand

/// The manual page `weather.1`: the options from the option table, the rest from README.md.
package enum ManPage {
  /// The page, in roff with the man macros.
  ///
  /// NAME is `--help`'s first line; DESCRIPTION, README.md's opening paragraph and its
  /// "Locations" up to the table; OPTIONS, `OptionTable.all` with the fixed values; FORMAT
  /// LETTERS, `FormatLetter.all`, each with its meaning; EXIT
  /// STATUS, CONFIGURATION and ENVIRONMENT, README.md's "Exit codes", "OpenWeatherMap and
  /// its API key" from "Give the key" on, and "Configuration". `.TH` carries
  /// `HelpText.version` where a date would go, so the page is the same whenever it is made.
  /// - Parameter readme: The text of README.md.
  /// - Returns: The page. A README section that is missing leaves its part out.
  package static func render(readme: String) -> String {
    let sections = MarkdownBlock.sections(readme)
    func blocks(_ title: String) -> [MarkdownBlock] {
      MarkdownBlock.parse(sections.first { $0.title == title }?.lines ?? [])
    }
    let opening = blocks("").first { if case .paragraph = $0 { true } else { false } }
    let locations = blocks("Locations")
    let throughTable = locations.prefix { if case .table = $0 { false } else { true } }
    let optionForms = blocks("Options").filter {
      if case .paragraph(let text) = $0 { text.hasPrefix("Options may be written") } else { false }
    }
    let key = blocks("OpenWeatherMap and its API key")
    let fromGiveTheKey = key.drop {
      if case .paragraph(let text) = $0 { !text.hasPrefix("Give the key") } else { true }
    }

    var page = [
      #".\" weather(1), made by ManPage.render from README.md and the option table."#,
      #".\" Do not edit: run Scripts/update-man-page.sh"#,
      ".TH WEATHER 1 \(quotedArgument(HelpText.version)) \"weather\" \"User Commands\"",
      // No hyphenation, ragged right: code and addresses stay whole, spaces stay single.
      ".nh", ".ad l",
      ".SH NAME",
      #"weather \- "# + escaped(summary, literal: false),
      ".SH SYNOPSIS",
      #"\fBweather\fR [\fIOPTION\fR]... [\fILOCATION\fR]..."#,
      ".SH DESCRIPTION",
    ]
    page += roff(opening.map { [$0] } ?? [])
    page += roff(Array(throughTable) + locations.dropFirst(throughTable.count).prefix(1))
    page += [".SH OPTIONS"] + roff(optionForms) + OptionTable.all.flatMap(entry)
    page += [".SH \"FORMAT LETTERS\""] + FormatLetter.all.flatMap(entry)
    page += [".SH \"EXIT STATUS\""] + roff(blocks("Exit codes"))
    page += [".SH CONFIGURATION"] + roff(Array(fromGiveTheKey))
    page += [".SH ENVIRONMENT"] + roff(blocks("Configuration"))
    return page.joined(separator: "\n") + "\n"
  }

  /// What weather is, from the first line of `--help`: `weather: the ... coordinates.`
  private static var summary: String {
    var line = Substring(HelpText.help.prefix { $0 != "\n" })
    if line.hasPrefix("weather: ") { line = line.dropFirst(9) }
    if line.hasSuffix(".") { line = line.dropLast() }
    return String(line)
  }

  /// A format letter's `.TP` entry: the letter, then what it prints, in a column wide
  /// enough for `%{spark:Nh}`.
  private static func entry(_ letter: FormatLetter) -> [String] {
    [
      ".TP 13", line(bold(escaped(letter.code, literal: true))),
      line(escaped(letter.meaning, literal: false)),
    ]
  }

  /// An option's `.TP` entry: its names and value, its help, and the values it takes.
  private static func entry(_ option: OptionSpec) -> [String] {
    let names = (option.short.map { [$0] } ?? []) + [option.long]
    var tag = names.map { bold(escaped($0, literal: true)) }.joined(separator: ", ")
    if let value = option.valueName { tag += #" \fI"# + escaped(value, literal: false) + #"\fR"# }
    var lines = [
      ".TP", line(tag), line(escaped(option.help.joined(separator: " "), literal: false)),
    ]
    let values = OptionTable.values(of: option.name)
    if !values.isEmpty {
      let list = values.map { bold(escaped($0, literal: true)) }.joined(separator: ", ")
      lines += [".br", "Values: " + list + "."]
    }
    return lines
  }
}
