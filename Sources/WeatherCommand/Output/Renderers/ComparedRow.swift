/// One source's row of `--compare`, as renderers take it: the source, and its answer in the
/// person's units or the line saying why it failed.
struct ComparedRow {
  /// The source's name, such as `open-meteo`.
  let source: String
  /// Its title, such as `Open-Meteo`.
  let title: String
  /// Its answer; `nil` when it failed.
  let report: FormattedReport?
  /// Why it failed, as a line says it (without `weather: `); `nil` when it answered.
  let error: String?
}
