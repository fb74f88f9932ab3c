/// waybar's custom module with `"return-type": "json"` (`man 5 waybar-custom`): one JSON
/// object a line, with `text`, `alt`, `tooltip`, `class` and `percentage`.
///
/// waybar reads `text` and `tooltip` as Pango markup, so `&`, `<` and `>` (and quotes) are
/// written as entities: a server's `&` would otherwise blank the module. This is for the
/// module's default `"escape": false`; with `true` waybar would escape them a second time.
struct WaybarFormat: BarFormat {
  /// With `--watch`: the answers' object, or an empty text when no location answered.
  func update(_ answers: [BarAnswer], first: Bool) -> [String] {
    answers.isEmpty ? [JSONValue.object([("text", .string(""))]).text] : lines(answers)
  }

  func lines(_ answers: [BarAnswer]) -> [String] {
    guard let first = answers.first else { return [] }
    var classes: [String] = []
    for name in answers.flatMap(\.classes) where !classes.contains(name) {
      classes.append(name)
    }
    let object = JSONValue.object([
      ("text", .string(answers.map { Self.markup($0.text) }.joined(separator: Self.separator))),
      ("alt", .string(first.conditionKey)),
      (
        "tooltip",
        .string(
          answers.map { $0.details.map(Self.markup).joined(separator: "\n") }
            .joined(separator: "\n\n"))
      ),
      ("class", .array(classes.map(JSONValue.string))),
      ("percentage", .integer(answers.map(\.precipitationChance).max() ?? 0)),
    ])
    return [object.text]
  }

  /// `text` as Pango markup that shows it literally. Scalar by scalar: `&` followed by a
  /// combining mark is one `Character`.
  static func markup(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
