import Foundation

/// Answers kept on disk between runs: the place each name resolved to, and recent weather
/// (with its forecast, when one was asked for) by coordinate. It holds no API key.
///
/// Each entry is its own small JSON file, written to a temporary file and renamed into place,
/// so two processes writing at once never leave a torn file, and one entry never waits on
/// another. An entry that is missing, unreadable, not a regular file (a FIFO, a directory, a
/// symbolic link), too large, corrupt, impossible (a latitude of 1000) or for another key is
/// a miss, and the next answer replaces it; a write that fails is skipped. The cache can slow
/// nothing down and break nothing.
public struct LookupCache: Sendable {
  /// The folder, such as `~/.cache/weather`.
  public let directory: URL
  /// `directory`'s path, which each entry's path starts with: joining strings costs a cached
  /// lookup a fraction of what appending to a URL does.
  private let directoryPath: String

  /// A cache in `directory`; nothing is created until the first write.
  public init(directory: URL) {
    self.directory = directory
    directoryPath = directory.path
  }

  /// The places a name resolved to before under `key` (a provider, and a language if any);
  /// names are matched without regard to case or surrounding and repeated spaces.
  package func places(named name: String, key prefix: String) -> [Place]? {
    let key = prefix + ":" + Self.normalized(name)
    guard let entry: Entry<[Place]> = read(folder: "places", key: key) else { return nil }
    return entry.value
  }

  /// Keeps the places `name` resolved to under `key`, best first.
  package func store(_ places: [Place], named name: String, key prefix: String) {
    write(
      Entry(key: prefix + ":" + Self.normalized(name), savedAt: Date(), value: places),
      folder: "places")
  }

  /// The weather at `coordinate` saved under `key` (a provider, a language, the parts asked
  /// for), if it was saved no more than `maxAge` seconds before `now`. An entry is checked as
  /// an answer from the service is: one with impossible values is a miss.
  package func weather(
    at coordinate: Coordinate, key prefix: String, maxAge: TimeInterval, now: Date = Date()
  ) -> Weather? {
    guard maxAge > 0,
      let entry: Entry<Weather> = read(
        folder: "current", key: prefix + ":" + coordinate.description),
      let weather = try? entry.value.checked()
    else { return nil }
    let age = now.timeIntervalSince(entry.savedAt)
    return age >= 0 && age <= maxAge ? weather : nil
  }

  /// Keeps the weather at `coordinate` under `key`, stamped with the time it was fetched.
  package func store(
    _ weather: Weather, at coordinate: Coordinate, key prefix: String, now: Date = Date()
  ) {
    write(
      Entry(key: prefix + ":" + coordinate.description, savedAt: now, value: weather),
      folder: "current")
  }

  /// An extra (air quality, alerts) at `coordinate` saved under `key`, if it was saved no more
  /// than `maxAge` seconds before `now`; the caller checks it as it would a fresh answer.
  package func extra<Value: Codable>(
    _ type: Value.Type, at coordinate: Coordinate, key prefix: String, maxAge: TimeInterval,
    now: Date = Date()
  ) -> Value? {
    guard maxAge > 0,
      let entry: Entry<Value> = read(
        folder: "current", key: prefix + ":" + coordinate.description)
    else { return nil }
    let age = now.timeIntervalSince(entry.savedAt)
    return age >= 0 && age <= maxAge ? entry.value : nil
  }

  /// Keeps an extra at `coordinate` under `key`, stamped with the time it was fetched.
  package func storeExtra<Value: Codable>(
    _ value: Value, at coordinate: Coordinate, key prefix: String, now: Date = Date()
  ) {
    write(
      Entry(key: prefix + ":" + coordinate.description, savedAt: now, value: value),
      folder: "current")
  }

  /// The last answer for `query` (a location as written) under `key`, and when it was saved,
  /// if it is no older than `maxAge` seconds: what `--stale` shows when the service is down.
  /// An answer with impossible values is a miss, as for every entry, and the report returned
  /// is the checked one: a value dropped as impossible is not shown either, nor an alert
  /// that has expired since.
  package func lastReport(
    for query: String, key prefix: String, maxAge: TimeInterval, now: Date = Date()
  )
    -> (report: Report, savedAt: Date)?
  {
    guard
      let entry: Entry<Report> = read(folder: "last", key: prefix + ":" + Self.normalized(query)),
      let weather = try? Weather(current: entry.value.observation, forecast: entry.value.forecast)
        .checked()
    else { return nil }
    let age = now.timeIntervalSince(entry.savedAt)
    let saved = entry.value
    let report = Report(
      place: saved.place, observation: weather.current, forecast: weather.forecast,
      provider: saved.provider, candidates: saved.candidates, language: saved.language,
      air: saved.air?.checked(), alerts: saved.alerts.map { AlertList.current($0, now: now) })
    return age >= 0 && age <= maxAge ? (report, entry.savedAt) : nil
  }

  /// Keeps `report` as the last answer for `query` under `key`.
  package func storeLast(
    _ report: Report, for query: String, key prefix: String, now: Date = Date()
  ) {
    write(
      Entry(key: prefix + ":" + Self.normalized(query), savedAt: now, value: report), folder: "last"
    )
  }

  /// `" New  York "` and `"new york"` are one entry, and so are a name's composed (NFC) and
  /// decomposed (NFD) spellings.
  static func normalized(_ name: String) -> String {
    name.lowercased().composed.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  struct Entry<Value: Codable>: Codable {
    let key: String
    let savedAt: Date
    let value: Value
  }

  private func path(folder: String, key: String) -> String {
    directoryPath + "/" + folder + "/" + Self.fileName(key)
  }

  /// FNV-1a of the key: a short, stable, filesystem-safe name. The key is stored inside the
  /// entry too, so two keys with one hash cannot be confused.
  private static func fileName(_ key: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex + ".json"
  }

  /// No entry is near this size; a larger file is not read, whatever put it there.
  static let maximumEntrySize = 1 << 20

  func read<Value: Codable>(folder: String, key: String) -> Entry<Value>? {
    guard
      let data = try? BoundedRead.contents(
        ofFile: path(folder: folder, key: key), limit: Self.maximumEntrySize,
        followingLinks: false
      ).data,
      let entry = try? CacheEntryDecoder.decode(Entry<Value>.self, from: data),
      entry.key == key
    else { return nil }
    return entry
  }

  func write<Value: Codable>(_ entry: Entry<Value>, folder: String) {
    guard let data = try? JSONEncoder().encode(entry) else { return }
    CacheFile.write(data, to: URL(fileURLWithPath: path(folder: folder, key: entry.key)))
  }
}

/// Entries compare by what they hold, for checking that two decoders read one alike.
extension LookupCache.Entry: Equatable where Value: Equatable {}
