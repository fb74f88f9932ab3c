// Measures weather against the local test server with added latency, beside a hand-written
// curl + jq script, and prints one Markdown table: each figure that has a floor (what the same
// work cannot take less than: /bin/true, one curl request to the same server, reading the
// cache's files) beside it, as a ratio. With --baseline PATH, every weather row is measured for
// that binary too, in the same run, for a before/after comparison. Run it with
// Scripts/benchmark.sh.
import Foundation
import TestSupport

let arguments = CommandLine.arguments
func option(_ name: String, default value: String?) -> String? {
  arguments.firstIndex(of: name).flatMap {
    arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
  } ?? value
}
let weatherBinary = option("--binary", default: ".build/release/weather") ?? ""
let baselineBinary = option("--baseline", default: nil)
let runs = Int(option("--runs", default: "5") ?? "") ?? 5
let latencies = (option("--latency", default: "20,50") ?? "").split(separator: ",").compactMap {
  Int($0)
}
/// Only the batch whose every answer is cached, at no added latency: for working on it.
let cachedOnly = arguments.contains("--cached")
let batches = option("--batches", default: "yes") != "no" && !cachedOnly
let batchSizes = (option("--sizes", default: "500,1000,10000,100000") ?? "").split(separator: ",")
  .compactMap { Int($0) }
if arguments.contains("--gazetteer") {
  GazetteerTimings.run(runs: runs)
  exit(0)
}
let key = "benchmark-key-0000000000000000"

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
  "weather-bench-\(getpid())")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }

/// The hand-written alternative: geocode, pick lat and lon with jq, fetch, print the
/// temperature with jq.
let curlScript = scratch.appendingPathComponent("curl-jq.sh")
try """
#!/bin/sh
set -eu
set -- $(curl -sf "$OPENWEATHER_BASE_URL/geo/1.0/direct?q=$1&limit=1&appid=$OPENWEATHER_API_KEY" \\
  | jq -r '.[0] | "\\(.lat) \\(.lon)"')
curl -sf "$OPENWEATHER_BASE_URL/data/2.5/weather?lat=$1&lon=$2&appid=$OPENWEATHER_API_KEY" \\
  | jq -r '.main.temp - 273.15 | round'
""".write(to: curlScript, atomically: true, encoding: .utf8)
chmod(curlScript.path, 0o755)

/// A file of `count` distinct names, one a line.
func names(_ count: Int) throws -> String {
  let file = scratch.appendingPathComponent("names-\(count).txt")
  try (1...count).map { "City\($0)" }.joined(separator: "\n").write(
    to: file, atomically: true, encoding: .utf8)
  return file.path
}

func median(_ values: [Duration]) -> Duration {
  values.sorted()[values.count / 2]
}

func millisecondCount(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func milliseconds(_ duration: Duration) -> String {
  let value = millisecondCount(duration)
  return value >= 10_000 ? String(format: "%.2f s", value / 1000) : String(format: "%.1f ms", value)
}

struct Row {
  let scenario: String
  let binary: String
  let latency: Int
  let wall: Duration
  let cpu: Duration
  let requests: Int
  let peakKiB: Int
  /// The scenario of the row this one is compared with, if any.
  var floor: String? = nil
}

var rows: [Row] = []

/// The test server with `latency` added to every answer: geocoding gives each name its own
/// place, so every name needs its own weather request.
func server(latency: Duration) throws -> TestHTTPServer {
  let server = try TestHTTPServer(keepingRequests: false)
  let weatherBody = try Fixtures.text("owm-current-zocca")
  server.route("/geo/1.0/direct") { request, _ in
    let name = request.value("q") ?? "Somewhere"
    let number = Double(name.filter(\.isNumber)) ?? 0
    return .json(
      #"[{"name":"\#(name)","lat":\#(10 + number / 10_000),"lon":\#(20 + number / 10_000),"country":"KR"}]"#,
      delay: latency)
  }
  server.route("/data/2.5/weather", .json(weatherBody, delay: latency))
  server.route(
    "/data/2.5/forecast", .json(try Fixtures.text("owm-forecast-zocca"), delay: latency))
  server.route("/v1/search") { request, _ in
    let name = request.value("name") ?? "Somewhere"
    return .json(
      #"{"results":[{"name":"\#(name)","latitude":37.5,"longitude":127,"country_code":"KR"}]}"#,
      delay: latency)
  }
  server.route("/v1/forecast", .json(try Fixtures.text("om-forecast-darwin"), delay: latency))
  return server
}

func environment(_ server: TestHTTPServer, cache: URL, keyless: Bool) -> [String: String] {
  var environment = [
    "HOME": scratch.path, "XDG_CACHE_HOME": cache.path, "XDG_CONFIG_HOME": scratch.path,
    "OPENWEATHER_BASE_URL": server.baseURL, "OPEN_METEO_BASE_URL": server.baseURL,
    "PATH": "/usr/bin:/bin",
  ]
  if !keyless { environment["OPENWEATHER_API_KEY"] = key }
  return environment
}

/// Measures `command` (with `binary` standing for weather) `times` times and keeps the median.
@MainActor func scenario(
  _ name: String, latency: Int, server: TestHTTPServer, binary: String, times: Int? = nil,
  floor: String? = nil, _ command: [String], stdin: String? = nil, keyless: Bool = false,
  prepare: (URL) throws -> Void = { _ in }
) throws {
  var walls: [Duration] = []
  var cpus: [Duration] = []
  var peak = 0
  var requests = 0
  for run in 0..<(times ?? runs) {
    let cache = scratch.appendingPathComponent("cache-\(rows.count)-\(run)-\(UUID().uuidString)")
    try prepare(cache)
    let before = server.requestCount()
    let result = try measure(
      command.map { $0 == "WEATHER" ? binary : $0 },
      environment: environment(server, cache: cache, keyless: keyless), stdin: stdin)
    guard result.status == 0 else { throw BenchmarkError.failed(name, result.status) }
    walls.append(result.wall)
    cpus.append(result.cpu)
    peak = max(peak, result.peakKiB)
    requests = server.requestCount() - before
  }
  rows.append(
    Row(
      scenario: name, binary: binary, latency: latency, wall: median(walls), cpu: median(cpus),
      requests: requests, peakKiB: peak, floor: floor))
}

/// Runs `body` for weather, and for the baseline when one is given; a scenario the baseline
/// cannot run (an option it does not have) is left out for it.
@MainActor func forEachBinary(_ body: (String) throws -> Void) throws {
  try body(weatherBinary)
  if let baselineBinary {
    do { try body(baselineBinary) } catch BenchmarkError.failed { return }
  }
}

// --serve: only the test server, at no added latency (or the first --latency given), until
// killed; for profilers, Scripts/curl-fixes-ab.sh and by hand.
if arguments.contains("--serve") {
  let latency = arguments.contains("--latency") ? latencies.first ?? 0 : 0
  let standalone = try server(latency: .milliseconds(latency))
  FileHandle.standardOutput.write(Data("OPENWEATHER_BASE_URL=\(standalone.baseURL)\n".utf8))
  while true { sleep(3600) }
}

// The floors, at no added latency: start-up against /bin/true, a cold lookup of a built-in
// place (one request) against one curl request to the same server, and the same lookup from
// a folder of 20,000 entries against one of 3 (where the binary lives must not matter).
if !cachedOnly {
  let server = try server(latency: .zero)
  let trueRuns = max(runs, 20)
  try scenario(
    "/bin/true", latency: 0, server: server, binary: "floor", times: trueRuns, ["/bin/true"])
  for flag in ["--help", "--version"] {
    try forEachBinary { binary in
      try scenario(
        "weather \(flag)", latency: 0, server: server, binary: binary, times: trueRuns,
        floor: "/bin/true", [binary, flag])
    }
  }
  try scenario(
    "one curl request", latency: 0, server: server, binary: "floor", times: trueRuns,
    [
      "/usr/bin/env", "curl", "-sf", "-o", "/dev/null",
      "\(server.baseURL)/data/2.5/weather?lat=37.57&lon=126.98&appid=\(key)",
    ])
  try forEachBinary { binary in
    try scenario(
      "weather Seoul, cold cache", latency: 0, server: server, binary: binary, times: trueRuns,
      floor: "one curl request", ["WEATHER", "Seoul"])
    // Answered from the cache: start-up and two small files, no libcurl and no request.
    try scenario(
      "weather Seoul, answered from the cache", latency: 0, server: server, binary: binary,
      times: trueRuns, floor: "weather --version", ["WEATHER", "--max-age", "3600", "Seoul"]
    ) { cache in
      _ = try measure(
        [binary, "--max-age", "3600", "Seoul"],
        environment: environment(server, cache: cache, keyless: false))
    }
  }
  let small = try folder(
    scratch.appendingPathComponent("small-folder"), entries: 3, holding: weatherBinary)
  let large = try folder(
    scratch.appendingPathComponent("large-folder"), entries: 20_000, holding: weatherBinary)
  try scenario(
    "weather Seoul, cold, binary in a folder of 3 entries", latency: 0, server: server,
    binary: small, times: 20, floor: "one curl request", ["WEATHER", "Seoul"])
  try scenario(
    "weather Seoul, cold, binary in a folder of 20,000 entries", latency: 0, server: server,
    binary: large, times: 20, floor: "weather Seoul, cold, binary in a folder of 3 entries",
    ["WEATHER", "Seoul"])
  server.stop()
}

for latency in cachedOnly ? [] : latencies {
  let delay = Duration.milliseconds(latency)
  let server = try server(latency: delay)
  try forEachBinary { binary in
    try scenario(
      "weather Seoul, cold cache", latency: latency, server: server, binary: binary,
      ["WEATHER", "Seoul"])
    try scenario(
      "weather Seoul, warm cache", latency: latency, server: server, binary: binary,
      ["WEATHER", "Seoul"]
    ) { cache in
      _ = try measure(
        [binary, "Seoul"], environment: environment(server, cache: cache, keyless: false))
    }
  }
  try scenario(
    "curl + jq script, same lookup", latency: latency, server: server, binary: "curl",
    [curlScript.path, "Seoul"])
  try forEachBinary { binary in
    try scenario(
      "weather --days 3 Seoul, cold cache", latency: latency, server: server, binary: binary,
      ["WEATHER", "--days", "3", "Seoul"])
    try scenario(
      "weather Seoul, cold, Open-Meteo", latency: latency, server: server, binary: binary,
      ["WEATHER", "Seoul"], keyless: true)
    try scenario(
      "weather --days 3 Seoul, cold, Open-Meteo", latency: latency, server: server,
      binary: binary, ["WEATHER", "--days", "3", "Seoul"], keyless: true)
    // Every source at once (OpenWeatherMap and Open-Meteo): one round trip of wall time.
    try scenario(
      "weather --compare Seoul, cold cache", latency: latency, server: server, binary: binary,
      ["WEATHER", "--compare", "Seoul"])
  }
  server.stop()
}

// CPU while the server takes 5 s to answer: waiting should cost nothing.
if !cachedOnly {
  let slow = try server(latency: .seconds(5))
  try forEachBinary { binary in
    try scenario(
      "server takes 5 s to answer", latency: 5000, server: slow, binary: binary, times: 1,
      ["WEATHER", "--timeout", "20", "44.34,10.99"])
  }
  slow.stop()
}

// Backfill: hour by hour as CSV, streamed from the archive in quarters (three requests at
// once), at no added latency: a decade, and 1940 to 2025 (342 requests, 752,000 rows).
if !cachedOnly {
  let server = try TestHTTPServer(keepingRequests: false)
  OpenMeteoPastServer().install(on: server)
  for (name, from, to) in [
    ("a decade", "2010-01-01", "2019-12-31"), ("1940 to 2025", "1940-01-01", "2025-12-31"),
  ] {
    try scenario(
      "backfill \(name) hour by hour, --csv", latency: 0, server: server, binary: weatherBinary,
      times: 1,
      [
        "WEATHER", "--csv", "-H", "1", "--timeout", "3600", "--from", from, "--to", to, "1,1",
      ], keyless: true)
  }
  server.stop()
}

/// 5,000 names with every answer cached, at the default --parallel, beside reading each of
/// the cache's files once (what the run cannot do with less), in this process.
@MainActor func cachedBatch(server: TestHTTPServer, latency: Int) throws {
  let five = try names(5000)
  var warmCache: URL?
  try forEachBinary { binary in
    try scenario(
      "5000 names, every answer cached", latency: latency, server: server, binary: binary,
      times: cachedOnly ? runs : 3, floor: "reading the cache's files, 2 a name",
      ["WEATHER", "--json", "--timeout", "600", "--max-age", "3600", "-"], stdin: five
    ) { cache in
      _ = try measure(
        [binary, "--json", "--timeout", "600", "--max-age", "3600", "-"],
        environment: environment(server, cache: cache, keyless: false), stdin: five)
      warmCache = warmCache ?? cache
    }
  }
  if let warmCache {
    rows.append(cacheReads(in: warmCache, latency: latency))
  }
}

// --cached: only the cached batch (and its floor), its cache filled at no added latency.
if cachedOnly {
  let server = try server(latency: .zero)
  try cachedBatch(server: server, latency: 0)
  server.stop()
}

if batches {
  let batchServer = try server(latency: .milliseconds(50))
  for (count, parallel) in [(1000, 8), (1000, 64), (5000, 8), (5000, 64)] {
    let file = try names(count)
    try forEachBinary { binary in
      try scenario(
        "\(count) names, --parallel \(parallel), cold", latency: 50, server: batchServer,
        binary: binary, times: 1,
        ["WEATHER", "--timeout", "600", "--parallel", "\(parallel)", "-"],
        stdin: file)
    }
  }
  try cachedBatch(server: batchServer, latency: 50)
  // The script, 8 at a time, for the batch a person would otherwise write by hand.
  let thousand = try names(1000)
  let xargs = scratch.appendingPathComponent("xargs.sh")
  try "#!/bin/sh\nxargs -P 8 -n 1 \(curlScript.path) < \(thousand)\n".write(
    to: xargs, atomically: true, encoding: .utf8)
  chmod(xargs.path, 0o755)
  try scenario(
    "curl + jq script, 1000 names, 8 at a time", latency: 50, server: batchServer,
    binary: "curl", times: 1, [xargs.path])
  batchServer.stop()

  // Memory against batch size, at no added latency (as fast as names can go), cold cache:
  // peak RSS should not depend on the number of names.
  let fastServer = try server(latency: .zero)
  for parallel in [8, 64] {
    for count in batchSizes {
      let file = try names(count)
      try forEachBinary { binary in
        try scenario(
          "\(count) names, --parallel \(parallel), memory", latency: 0, server: fastServer,
          binary: binary, times: 1,
          [
            "WEATHER", "--json", "--timeout", "3600", "--max-age", "3600", "--parallel",
            "\(parallel)", "-",
          ], stdin: file)
      }
    }
  }
  fastServer.stop()
}

func label(_ binary: String) -> String {
  switch binary {
  case "curl": "curl + jq"
  case "floor": "floor"
  case weatherBinary: "weather"
  case baselineBinary: "baseline"
  default: "weather"  // the same build, linked into another folder
  }
}

print(
  "Median of \(runs) runs (start-up and floors: 20; batches: one run; cached: \(cachedOnly ? runs : 3));"
)
print("CPU is user + system; × floor is the wall time over its floor's.\n")
print("| scenario | binary | latency | wall | CPU | requests | peak RSS | floor | × floor |")
print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
for row in rows {
  let latency = row.latency == 0 ? "none" : "\(row.latency) ms"
  let floor = row.floor.flatMap { name in rows.first { $0.scenario == name } }
  let peak = row.peakKiB > 0 ? String(format: "%.1f MB", Double(row.peakKiB) / 1024) : "–"
  let floorText = floor.map { "\($0.scenario): \(milliseconds($0.wall))" } ?? "–"
  let ratio = floor.map { String(format: "%.2f×", row.wall / $0.wall) } ?? "–"
  let cells = [
    row.scenario, label(row.binary), latency, milliseconds(row.wall), milliseconds(row.cpu),
    "\(row.requests)", peak, floorText, ratio,
  ]
  print("| " + cells.joined(separator: " | ") + " |")
}
for latency in latencies {
  let at = rows.filter { $0.latency == latency }
  if let weather = at.first(where: {
    $0.scenario.hasPrefix("weather Seoul, cold cache") && $0.binary == weatherBinary
  }),
    let curl = at.first(where: { $0.scenario.hasPrefix("curl") })
  {
    print(
      String(
        format: "\nAt %d ms: weather's cold lookup takes %.2f× the curl + jq script's time.",
        latency, weather.wall / curl.wall), terminator: "")
  }
}
print("")
