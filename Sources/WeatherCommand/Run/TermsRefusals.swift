import WeatherCore

/// What `--commercial` (`commercial = yes`) leaves out, in words: a geocoder for names the
/// built-in places do not know, and the air quality, when no source whose terms allow
/// commercial use can give them; each names the sources that could.
struct TermsRefusals {
  /// Said after "no place named": why only the built-in places are known; `nil` when a
  /// geocoder is there.
  let names: String?
  /// Why `--air` gets nothing; `nil` when an air quality source is there.
  let air: String?

  init(sources: SourceTable, commercialOnly: Bool, made: LookupSources) {
    guard commercialOnly else {
      names = nil
      air = nil
      return
    }
    func allowed(_ part: SourceDescriptor.Offers) -> String {
      let titles = sources.descriptors.filter { $0.commercialUse && $0.offers.contains(part) }
        .map { $0.title + ($0.needsKey ? " with a key" : "") }
      return titles.isEmpty ? "none does" : titles.joined(separator: " or ") + " would"
    }
    names =
      made.geocoders.isEmpty
      ? "with commercial use, names go only to a geocoder whose terms allow it, and none is "
        + "configured (\(allowed(.geocoding))); the built-in places and coordinates still work"
      : nil
    air =
      made.extras.air == nil
      ? "no air quality source whose terms allow commercial use is configured "
        + "(\(allowed(.air)))"
      : nil
  }
}
