import WeatherCore

/// The human lines of locations all named in the arguments, at a terminal: every outcome held
/// until the run ends, so the place and the temperature share columns down the lines; each
/// failure's message and each answer's notes stay in their place among them.
struct AlignedHumanRenderer: OutputRenderer {
  /// Whether temperatures are painted with ANSI colour.
  let color: Bool
  private var held: [Held] = []

  /// An outcome waiting for the end: an answer, or what another outcome writes.
  private enum Held {
    case answer(FormattedReport, query: String, notes: [String])
    case written([Written])
  }

  init(color: Bool) {
    self.color = color
  }

  mutating func answer(_ report: FormattedReport, query: String, notes: [String]) -> [Written] {
    held.append(.answer(report, query: query, notes: notes))
    return []
  }

  mutating func failure(query: String, message: String?) -> [Written] {
    held.append(.written(message.map { [.error($0)] } ?? []))
    return []
  }

  mutating func places(_ places: [Place]) -> [Written] {
    held.append(.written(places.map { .output(PlaceLines.line($0, json: false)) }))
    return []
  }

  /// Every outcome held, the answers padded to the widest place and temperature among them.
  mutating func end() -> [Written] {
    let reports = held.compactMap { if case .answer(let report, _, _) = $0 { report } else { nil } }
    let renderer = HumanRenderer(
      color: color, header: true,
      columns: HumanRenderer.Columns(
        label: reports.map { DisplayWidth.of($0.label) }.max() ?? 0,
        temperature: reports.map { DisplayWidth.of($0.temperature) }.max() ?? 0))
    defer { held = [] }
    return held.flatMap { outcome -> [Written] in
      switch outcome {
      case .answer(let report, let query, let notes):
        [.output(renderer.line(for: report, query: query))] + notes.map(Written.error)
      case .written(let written): written
      }
    }
  }
}
