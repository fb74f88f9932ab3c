import Foundation
import Testing

@testable import WeatherCommand
@testable import WeatherDocs

/// The man page `weather.1` at the package root is `ManPage.render` of the reference,
/// `Documentation/reference.md`.
///
/// After the reference or the option table changes, regenerate the page with
/// `Scripts/update-man-page.sh` (it runs `weather-docs`) and commit the result.
@Suite("The man page is made from the reference and the option table")
struct ManPageTests {
  /// The package root, two folders above this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The page rendered from the real reference.
  static func rendered() throws -> String {
    let reference = try String(
      contentsOf: root.appendingPathComponent("Documentation/reference.md"), encoding: .utf8)
    return ManPage.render(reference: reference)
  }

  /// The path of a program, if it is installed.
  static func program(_ name: String) -> String? {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  @Test("weather.1 is up to date (Scripts/update-man-page.sh rewrites it)")
  func upToDate() throws {
    let page = try Self.rendered()
    let file = Self.root.appendingPathComponent("weather.1")
    let checkedIn = try String(contentsOf: file, encoding: .utf8)
    #expect(
      checkedIn == page,
      "weather.1 is out of date: run Scripts/update-man-page.sh")
  }

  @Test("the page has its sections in order, every option, and no date")
  func contents() throws {
    let page = try Self.rendered()
    let lines = page.split(separator: "\n").map(String.init)
    #expect(lines.contains(#".TH WEATHER 1 "\#(HelpText.version)" "weather" "User Commands""#))
    let headings = lines.filter { $0.hasPrefix(".SH ") }
    #expect(
      headings == [
        ".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH OPTIONS", #".SH "FORMAT LETTERS""#,
        #".SH "EXIT STATUS""#, ".SH CONFIGURATION", ".SH ENVIRONMENT", ".SH FILES",
        ".SH EXAMPLES", #".SH "SEE ALSO""#,
      ])
    for option in OptionTable.all {
      let long = option.long.replacing("-", with: #"\-"#)
      #expect(page.contains(#"\fB"# + long + #"\fR"#), "\(option.long)")
    }
    // From the reference: an exit code, the config file's keys, an environment variable.
    #expect(page.contains("\n.TP\n\\fB77\\fR\n"))
    #expect(page.contains("api_key = YOUR_KEY"))
    #expect(page.contains(#"\fBOPENWEATHER_BASE_URL\fR"#))
    #expect(page.contains(#"\fBmetric\fR, \fBimperial\fR, \fBstandard\fR"#))
  }

  @Test("the page lists every format letter and token with its meaning")
  func formatLetters() throws {
    let page = try Self.rendered()
    #expect(page.contains(".SH \"FORMAT LETTERS\""))
    for letter in FormatLetter.all {
      #expect(page.contains(ManPage.escaped(letter.meaning, literal: false)), "\(letter.code)")
      #expect(page.contains(ManPage.escaped(letter.code, literal: true)), "\(letter.code)")
    }
  }

  @Test("the page is ASCII, and each line that starts with a dot is a request")
  func plainText() throws {
    let page = try Self.rendered()
    #expect(page.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "\n" || $0.value >= 32) })
    let requests: Set = [
      #".\""#, ".TH", ".SH", ".SS", ".PP", ".TP", ".IP", ".RS", ".RE", ".nf", ".fi", ".br", ".nh",
      ".ad",
    ]
    for line in page.split(separator: "\n") where line.hasPrefix(".") || line.hasPrefix("'") {
      let request = String(line.prefix { $0 != " " }.prefix(3))
      #expect(requests.contains(request), "\(line)")
    }
  }

  @Test("Markdown becomes roff: escapes, code, tables and lists")
  func markdown() {
    #expect(ManPage.inline(#"a \ b"#) == #"a \e b"#)
    #expect(
      ManPage.inline("it's `--units` or --units=metric")
        == #"it\(aqs \fB\-\-units\fR or \-\-units=metric"#)
    #expect(ManPage.inline("a well-known -33.8 ~ ^") == #"a well-known \-33.8 \(ti \(ha"#)
    #expect(ManPage.inline("25°C …") == #"25\[u00B0]C \[u2026]"#)
    #expect(
      ManPage.inline("**free** [terms](https://x.org) [more](#exit-codes)")
        == #"\fBfree\fR terms <https://x.org> more"#)
    #expect(ManPage.inline("[recipes](recipes.md#cron)") == "recipes")
    #expect(ManPage.line(".hidden") == #"\&.hidden"#)
    let table = MarkdownBlock.parse([
      "| code | meaning | retry? |", "| --- | --- | --- |", "| 0 | ok | |",
      #"| 74 | `a \| b` | no |"#,
    ])
    #expect(
      table == [
        .table(
          header: ["code", "meaning", "retry?"], rows: [["0", "ok", ""], ["74", "`a | b`", "no"]])
      ])
    #expect(
      ManPage.roff(table) == [
        ".TP", #"\fB0\fR"#, "ok", ".TP", #"\fB74\fR"#, #"\fBa | b\fR"#, ".br", #"\fIretry?\fR no"#,
      ])
    let list = MarkdownBlock.parse([
      "1. one;", "2. two:", "", "   ```sh", "   .dot 'x'", "   ```", "", "   more", "", "after",
    ])
    #expect(
      list == [
        .list(
          items: [
            [.paragraph("one;")], [.paragraph("two:"), .code([".dot 'x'"]), .paragraph("more")],
          ],
          start: 1),
        .paragraph("after"),
      ])
    #expect(
      ManPage.roff(list) == [
        ".IP 1. 4", "one;", ".IP 2. 4", "two:", #".IP "" 8"#, ".nf", #"\&.dot \(aqx\(aq"#, ".fi",
        #".IP "" 4"#, "more", ".PP", "after",
      ])
  }

  @Test(
    "groff formats the page without a warning",
    .enabled(if: program("groff") != nil, "groff is not installed"))
  func groff() throws {
    let page = try Self.rendered()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.program("groff") ?? "groff")
    process.arguments = ["-man", "-Tutf8", "-ww", "-z"]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data(page.utf8))
    try input.fileHandleForWriting.close()
    let warnings = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(warnings.isEmpty, "\(warnings)")
  }
}
