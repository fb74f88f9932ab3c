// Measures weather against the local test server with added latency, beside a hand-written
// curl + jq script, and prints a Markdown table. Run it with Scripts/benchmark.sh.
import Foundation
import TestSupport

let arguments = CommandLine.arguments
func option(_ name: String, default value: String) -> String {
  arguments.firstIndex(of: name).flatMap {
    arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
  }
    ?? value
}
let weatherBinary = option("--binary", default: ".build/release/weather")
let runs = Int(option("--runs", default: "7")) ?? 7
let latencies = option("--latency", default: "20,50").split(separator: ",").compactMap { Int($0) }
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

let places = scratch.appendingPathComponent("places.txt")
try (1...100).map { "City\($0)" }.joined(separator: "\n").write(
  to: places, atomically: true, encoding: .utf8)

func median(_ values: [Duration]) -> Duration {
  values.sorted()[values.count / 2]
}

func milliseconds(_ duration: Duration) -> String {
  String(
    format: "%.1f ms",
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15)
}

struct Row {
  let scenario: String
  let latency: Int
  let wall: Duration
  let requests: Int
  let peakKiB: Int
  let target: Duration?
}

var rows: [Row] = []

for latency in latencies {
  let server = try TestHTTPServer()
  let delay = Duration.milliseconds(latency)
  let weatherBody = try Fixtures.text("owm-current-zocca")
  server.route("/geo/1.0/direct") { request, _ in
    let name = request.value("q") ?? "Somewhere"
    let number = Double(name.filter(\.isNumber)) ?? 0
    return .json(
      #"[{"name":"\#(name)","lat":\#(10 + number / 10),"lon":\#(20 + number / 10),"country":"KR"}]"#,
      delay: delay)
  }
  server.route("/data/2.5/weather", .json(weatherBody, delay: delay))
  server.route(
    "/data/2.5/forecast", .json(try Fixtures.text("owm-forecast-zocca"), delay: delay))
  server.route("/v1/search") { request, _ in
    let name = request.value("name") ?? "Somewhere"
    return .json(
      #"{"results":[{"name":"\#(name)","latitude":37.5,"longitude":127,"country_code":"KR"}]}"#,
      delay: delay)
  }
  server.route("/v1/forecast", .json(try Fixtures.text("om-forecast-darwin"), delay: delay))

  func environment(cache: URL, keyless: Bool = false) -> [String: String] {
    var environment = [
      "HOME": scratch.path, "XDG_CACHE_HOME": cache.path, "XDG_CONFIG_HOME": scratch.path,
      "OPENWEATHER_BASE_URL": server.baseURL, "OPEN_METEO_BASE_URL": server.baseURL,
      "PATH": "/usr/bin:/bin",
    ]
    if !keyless { environment["OPENWEATHER_API_KEY"] = key }
    return environment
  }

  func scenario(
    _ name: String, target: Duration?, _ command: [String], stdin: String? = nil,
    keyless: Bool = false, prepare: (URL) throws -> Void = { _ in }
  ) throws {
    var walls: [Duration] = []
    var peak = 0
    var requests = 0
    for run in 0..<runs {
      let cache = scratch.appendingPathComponent("cache-\(latency)-\(rows.count)-\(run)")
      try prepare(cache)
      let before = server.requestCount()
      let result = try measure(
        command, environment: environment(cache: cache, keyless: keyless), stdin: stdin)
      guard result.status == 0 else { throw BenchmarkError.failed(name, result.status) }
      walls.append(result.wall)
      peak = max(peak, result.peakKiB)
      requests = server.requestCount() - before
    }
    rows.append(
      Row(
        scenario: name, latency: latency, wall: median(walls), requests: requests, peakKiB: peak,
        target: target))
  }

  let warmUp = { (cache: URL) in
    _ = try measure([weatherBinary, "Seoul"], environment: environment(cache: cache))
  }
  try scenario(
    "weather Seoul, cold cache", target: delay * 2 + .milliseconds(25), [weatherBinary, "Seoul"])
  try scenario(
    "weather Seoul, warm cache", target: delay + .milliseconds(25), [weatherBinary, "Seoul"],
    prepare: warmUp)
  try scenario("curl + jq script, same lookup", target: nil, [curlScript.path, "Seoul"])
  // A forecast costs what a plain lookup costs: the same number of round trips.
  try scenario(
    "weather --days 3 Seoul, cold cache", target: delay * 2 + .milliseconds(25),
    [weatherBinary, "--days", "3", "Seoul"])
  try scenario(
    "weather Seoul, cold cache, Open-Meteo", target: delay * 2 + .milliseconds(25),
    [weatherBinary, "Seoul"], keyless: true)
  try scenario(
    "weather --days 3 Seoul, cold cache, Open-Meteo", target: delay * 2 + .milliseconds(25),
    [weatherBinary, "--days", "3", "Seoul"], keyless: true)
  try scenario(
    "weather - (100 names on stdin), cold", target: latency == 50 ? .milliseconds(1500) : nil,
    [weatherBinary, "-"], stdin: places.path)
  server.stop()
}

for flag in ["--help", "--version"] {
  var walls: [Duration] = []
  var peak = 0
  for _ in 0..<runs {
    let result = try measure([weatherBinary, flag], environment: ["PATH": "/usr/bin:/bin"])
    walls.append(result.wall)
    peak = max(peak, result.peakKiB)
  }
  rows.append(
    Row(
      scenario: "weather \(flag)", latency: 0, wall: median(walls), requests: 0, peakKiB: peak,
      target: .milliseconds(15)))
}

print("Median of \(runs) runs; peak RSS is the largest seen. Targets from the performance issue.\n")
print("| scenario | latency | median wall | requests | peak RSS | target | met |")
print("| --- | --- | --- | --- | --- | --- | --- |")
for row in rows {
  let target = row.target.map(milliseconds) ?? ""
  let met = row.target.map { row.wall <= $0 ? "yes" : "no" } ?? ""
  let latency = row.latency == 0 ? "none" : "\(row.latency) ms"
  print(
    "| \(row.scenario) | \(latency) | \(milliseconds(row.wall)) | \(row.requests) | "
      + String(format: "%.1f MB", Double(row.peakKiB) / 1024) + " | \(target) | \(met) |")
}
for latency in latencies {
  let at = rows.filter { $0.latency == latency }
  if let weather = at.first(where: { $0.scenario.hasPrefix("weather Seoul, cold") }),
    let curl = at.first(where: { $0.scenario.hasPrefix("curl") })
  {
    let ratio = weather.wall / curl.wall
    print(
      String(
        format: "\nAt %d ms: weather's cold lookup takes %.2f× the curl + jq script's time.",
        latency, ratio), terminator: "")
  }
}
print("\nPeak RSS target: 40 MB.")
