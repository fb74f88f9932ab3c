import WeatherCommand

/// The manual page `weather.1`: the options from the option table, the rest from the
/// reference, `Documentation/reference.md`.
package enum ManPage {
  /// The page, in roff with the man macros.
  ///
  /// NAME is `--help`'s first line; DESCRIPTION, the reference's opening paragraph and its
  /// "Locations" up to its table and the paragraph after it; OPTIONS, `OptionTable.all` with
  /// the fixed values; FORMAT LETTERS, `FormatLetter.all`, each with its meaning; EXIT STATUS,
  /// CONFIGURATION, ENVIRONMENT, FILES, EXAMPLES and SEE ALSO, the reference's sections of
  /// those names (`sectionsFromReference`). `.TH` carries `HelpText.version` where a date would go,
  /// so the page is the same whenever it is made.
  /// - Parameter reference: The text of `Documentation/reference.md`.
  /// - Returns: The page. A section the reference lacks leaves its part out.
  package static func render(reference: String) -> String {
    let sections = MarkdownBlock.sections(reference)
    func blocks(_ title: String) -> [MarkdownBlock] {
      MarkdownBlock.parse(sections.first { $0.title == title }?.lines ?? [])
    }
    let opening = blocks("").first { if case .paragraph = $0 { true } else { false } }
    let locations = blocks("Locations")
    let throughTable = locations.prefix { if case .table = $0 { false } else { true } }
    let optionForms = blocks("Options").filter {
      if case .paragraph(let text) = $0 { text.hasPrefix("Options may be written") } else { false }
    }

    var page = [
      #".\" weather(1), made by ManPage.render from Documentation/reference.md and the option"#,
      #".\" table. Do not edit: run Scripts/update-man-page.sh"#,
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
    for (heading, title) in sectionsFromReference {
      page += [".SH " + heading] + roff(blocks(title))
    }
    return page.joined(separator: "\n") + "\n"
  }

  /// The page's sections taken whole from the reference: the heading, then the reference's
  /// section title.
  static let sectionsFromReference = [
    (#""EXIT STATUS""#, "Exit codes"), ("CONFIGURATION", "Configuration file"),
    ("ENVIRONMENT", "Environment"), ("FILES", "Files"), ("EXAMPLES", "Examples"),
    (#""SEE ALSO""#, "See also"),
  ]

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
