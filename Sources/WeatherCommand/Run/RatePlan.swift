/// Whether `--rate` leaves room for the lookups the command line names within `--timeout`,
/// so a run that cannot finish says so at once instead of timing out lookup by lookup.
struct RatePlan {
  let options: Options

  /// Why the run cannot fit, or `nil` when it can (or there is no `--rate`). Each location
  /// needs at least one request; standard input's lines are not known ahead, so only the
  /// command line's locations are counted.
  var problem: String? {
    guard let rate = options.rate else { return nil }
    let lookups = options.locations.count { $0 != .standardInput }
    let spacing = 60 / rate
    guard lookups > 1, Double(lookups - 1) * spacing >= options.timeout else { return nil }
    return "--rate \(Self.number(rate)) leaves no room for \(lookups) lookups in "
      + "\(Self.number(options.timeout)) s; raise --timeout"
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
