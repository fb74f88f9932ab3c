/// i3blocks' raw lines (`i3blocks(1)`): the full text, the short text, then a colour when the
/// answer has a mark; every location in the one block. The exit code 33 makes the block
/// urgent: this run ends with it when an alert is in force (and every location answered).
struct I3blocksFormat: BarFormat {
  let colors: Bool

  func lines(_ answers: [BarAnswer]) -> [String] {
    guard !answers.isEmpty else { return [] }
    let marks = answers.compactMap(BarMark.init)
    let mark = marks.contains(.alert) ? BarMark.alert : marks.first
    return [
      answers.map(\.text).joined(separator: Self.separator),
      answers.map(\.short).joined(separator: Self.separator),
    ] + (colors ? mark.map { [$0.color] } ?? [] : [])
  }

  /// `interval=persist`: i3blocks reads each line as the block's new full text.
  func update(_ answers: [BarAnswer], first: Bool) -> [String] {
    [answers.map(\.text).joined(separator: Self.separator)]
  }

  func exitCode(_ answers: [BarAnswer]) -> ExitCode? {
    answers.contains { !$0.alerts.isEmpty } ? .urgent : nil
  }
}
