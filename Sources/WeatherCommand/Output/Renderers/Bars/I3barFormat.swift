/// The i3bar protocol (i3's `docs/i3bar-protocol`, swaybar's too): a header line, then an
/// endless JSON array with one array of blocks per update. A one-shot run closes the array,
/// so what it writes after the header is one whole JSON document.
///
/// Each location is a block: `full_text`, `short_text` (the temperature), `name` and
/// `instance` (the location as given) for click handlers, `markup` `none` so no server text
/// is ever read as Pango, and a `color` for an alert in force or a stale answer.
struct I3barFormat: BarFormat {
  let colors: Bool

  /// The header, byte for byte as i3 before 4.3 demanded it.
  static let header = #"{"version":1}"#

  func lines(_ answers: [BarAnswer]) -> [String] {
    [Self.header, "[", update(answers), "]"]
  }

  /// The header and the stream's `[` first; each later update after a comma, as the array
  /// goes on.
  func update(_ answers: [BarAnswer], first: Bool) -> [String] {
    first ? [Self.header, "[", update(answers)] : ["," + update(answers)]
  }

  /// One update: an array of one block per location.
  func update(_ answers: [BarAnswer]) -> String {
    JSONValue.array(
      answers.map { answer in
        var members: [(String, JSONValue)] = [
          ("name", .string("weather")), ("instance", .string(SafeText.line(answer.query))),
          ("full_text", .string(answer.text)), ("short_text", .string(answer.short)),
        ]
        if colors, let mark = BarMark(answer) { members.append(("color", .string(mark.color))) }
        members.append(("markup", .string("none")))
        return .object(members)
      }
    ).text
  }
}
