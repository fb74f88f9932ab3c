import Foundation
import TestSupport
import Testing

/// The "Text format example" from https://prometheus.io/docs/instrumenting/exposition_formats/,
/// without its UTF-8 quoted-name line (not part of the 0.0.4 legacy name rules).
private let specExample = #"""
  # HELP http_requests_total The total number of HTTP requests.
  # TYPE http_requests_total counter
  http_requests_total{method="post",code="200"} 1027 1395066363000
  http_requests_total{method="post",code="400"}    3 1395066363000

  # Escaping in label values:
  msdos_file_access_time_seconds{path="C:\\DIR\\FILE.TXT",error="Cannot find file:\n\"FILE.TXT\""} 1.458255915e9

  # Minimalistic line:
  metric_without_timestamp_and_labels 12.47

  # A weird metric from before the epoch:
  something_weird{problem="division by zero"} +Inf -3982045

  # A histogram, which has a pretty complex representation in the text format:
  # HELP http_request_duration_seconds A histogram of the request duration.
  # TYPE http_request_duration_seconds histogram
  http_request_duration_seconds_bucket{le="0.05"} 24054
  http_request_duration_seconds_bucket{le="0.1"} 33444
  http_request_duration_seconds_bucket{le="0.2"} 100392
  http_request_duration_seconds_bucket{le="0.5"} 129389
  http_request_duration_seconds_bucket{le="1"} 133988
  http_request_duration_seconds_bucket{le="+Inf"} 144320
  http_request_duration_seconds_sum 53423
  http_request_duration_seconds_count 144320

  # Finally a summary, which has a complex representation, too:
  # HELP rpc_duration_seconds A summary of the RPC duration in seconds.
  # TYPE rpc_duration_seconds summary
  rpc_duration_seconds{quantile="0.01"} 3102
  rpc_duration_seconds{quantile="0.05"} 3272
  rpc_duration_seconds{quantile="0.5"} 4773
  rpc_duration_seconds{quantile="0.9"} 9001
  rpc_duration_seconds{quantile="0.99"} 76656
  rpc_duration_seconds_sum 1.7560473e+07
  rpc_duration_seconds_count 2693

  """#

@Suite struct PrometheusTextValidTests {
  @Test func specExampleParsesIntoFamilies() throws {
    let families = try PrometheusText.parse(specExample)
    #expect(
      families.map(\.name) == [
        "http_requests_total",
        "msdos_file_access_time_seconds",
        "metric_without_timestamp_and_labels",
        "something_weird",
        "http_request_duration_seconds",
        "rpc_duration_seconds",
      ])

    #expect(
      families[0]
        == PrometheusFamily(
          name: "http_requests_total",
          help: "The total number of HTTP requests.",
          type: "counter",
          samples: [
            PrometheusSample(
              name: "http_requests_total", labels: ["method": "post", "code": "200"], value: 1027,
              timestamp: 1395066363000),
            PrometheusSample(
              name: "http_requests_total", labels: ["method": "post", "code": "400"], value: 3,
              timestamp: 1395066363000),
          ]))

    #expect(
      families[1]
        == PrometheusFamily(
          name: "msdos_file_access_time_seconds",
          samples: [
            PrometheusSample(
              name: "msdos_file_access_time_seconds",
              labels: ["path": #"C:\DIR\FILE.TXT"#, "error": "Cannot find file:\n\"FILE.TXT\""],
              value: 1.458255915e9)
          ]))

    #expect(
      families[2].samples == [
        PrometheusSample(name: "metric_without_timestamp_and_labels", value: 12.47)
      ])
    #expect(families[2].help == nil && families[2].type == nil)

    #expect(
      families[3].samples == [
        PrometheusSample(
          name: "something_weird", labels: ["problem": "division by zero"], value: .infinity,
          timestamp: -3982045)
      ])

    let histogram = families[4]
    #expect(histogram.type == "histogram")
    #expect(histogram.help == "A histogram of the request duration.")
    #expect(histogram.samples.count == 8)
    #expect(
      histogram.samples.filter { $0.name == "http_request_duration_seconds_bucket" }.map {
        $0.labels["le"]
      }
        == ["0.05", "0.1", "0.2", "0.5", "1", "+Inf"])
    #expect(
      histogram.samples[6]
        == PrometheusSample(name: "http_request_duration_seconds_sum", value: 53423))
    #expect(
      histogram.samples[7]
        == PrometheusSample(name: "http_request_duration_seconds_count", value: 144320))

    let summary = families[5]
    #expect(summary.type == "summary")
    #expect(summary.samples.count == 7)
    #expect(
      summary.samples[0]
        == PrometheusSample(name: "rpc_duration_seconds", labels: ["quantile": "0.01"], value: 3102)
    )
    #expect(
      summary.samples[5] == PrometheusSample(name: "rpc_duration_seconds_sum", value: 1.7560473e+07)
    )
    #expect(summary.samples[6] == PrometheusSample(name: "rpc_duration_seconds_count", value: 2693))
  }

  @Test func emptyInputAndCommentsOnly() throws {
    #expect(try PrometheusText.parse("") == [])
    #expect(try PrometheusText.parse("\n\n   \n\t\n") == [])
    #expect(
      try PrometheusText.parse(
        "# just a comment\n#\n  # HELPING is not HELP\n# help lowercase is a comment\n") == [])
  }

  @Test func helpAndTypeDetails() throws {
    let text =
      "# HELP a Line one\\nback\\\\slash \"quotes\" stay\n# TYPE a gauge\na 1\n# HELP b\nb 2\n#\tTYPE\tc\tuntyped\t\nc 3\n"
    let families = try PrometheusText.parse(text)
    #expect(families.count == 3)
    #expect(families[0].help == "Line one\nback\\slash \"quotes\" stay")
    #expect(families[0].type == "gauge")
    #expect(families[1].help == "")
    #expect(families[2].type == "untyped")
  }

  @Test func metadataWithoutSamplesIsAFamily() throws {
    let families = try PrometheusText.parse("# TYPE lonely counter\n# HELP lonely Nothing yet.\n")
    #expect(
      families == [
        PrometheusFamily(name: "lonely", help: "Nothing yet.", type: "counter", samples: [])
      ])
  }

  @Test func whitespaceBetweenTokens() throws {
    let text = "  \tm { a = \"x\" ,\tb=\"y\", }\t 7  \t 42 \t\nn{a=\"1\",}2\n"
    let families = try PrometheusText.parse(text)
    #expect(
      families[0].samples == [
        PrometheusSample(name: "m", labels: ["a": "x", "b": "y"], value: 7, timestamp: 42)
      ])
    #expect(families[1].samples == [PrometheusSample(name: "n", labels: ["a": "1"], value: 2)])
  }

  @Test func labelValuesKeepUTF8AndSpecialCharacters() throws {
    let families = try PrometheusText.parse(
      "m{v=\"h\u{E9}llo, {w\u{F6}rld}=\\\"x\\\" # not a comment\"} 1\n")
    #expect(families[0].samples[0].labels["v"] == "h\u{E9}llo, {w\u{F6}rld}=\"x\" # not a comment")
  }

  @Test(arguments: [
    ("NaN", Double.nan), ("nan", .nan), ("+Inf", .infinity), ("-Inf", -.infinity),
    ("inf", .infinity),
    ("-Infinity", -.infinity), ("0", 0), ("-0.5", -0.5), (".5", 0.5), ("5.", 5), ("1e3", 1000),
    ("1E-2", 0.01), ("+12.47", 12.47), ("0x1p-2", 0.25), ("0X1.8P1", 3), ("1_000.5", 1000.5),
    ("0x_1p4", 16), ("1e1_0", 1e10), ("1e-400", 0),
  ])
  func goParseFloatValues(token: String, expected: Double) throws {
    let families = try PrometheusText.parse("m \(token)\n")
    let value = families[0].samples[0].value
    if expected.isNaN {
      #expect(value.isNaN)
    } else {
      #expect(value == expected)
    }
  }

  @Test func timestamps() throws {
    let families = try PrometheusText.parse(
      "a 1 9223372036854775807\nb 1 -9223372036854775808\nc 1 +5\nd 1 0\n")
    #expect(families.map { $0.samples[0].timestamp } == [Int64.max, Int64.min, 5, 0])
  }

  @Test func summaryAndHistogramSuffixesGroupIntoBaseFamily() throws {
    let text = """
      # TYPE s summary
      s_count 2
      s_sum 3
      # TYPE h histogram
      h_count{x="a"} 1
      h_bucket{x="a",le="+Inf"} 1
      h_sum{x="a"} 0.5
      plain_count 4

      """
    let families = try PrometheusText.parse(text)
    #expect(families.map(\.name) == ["s", "h", "plain_count"])
    #expect(families[0].samples.map(\.name) == ["s_count", "s_sum"])
    #expect(families[1].samples.map(\.name) == ["h_count", "h_bucket", "h_sum"])
  }

  @Test func suffixedNamesAreTheirOwnFamiliesForOtherTypes() throws {
    // `c_count` is not part of `c` when `c` is a counter, and `s_bucket` is not part of a summary.
    let families = try PrometheusText.parse(
      "# TYPE c counter\nc 1\nc_count 2\n# TYPE s summary\ns_bucket 1\n")
    #expect(families.map(\.name) == ["c", "c_count", "s", "s_bucket"])
  }

  @Test func errorDescriptionMentionsLine() {
    #expect(TextFormatError(line: 3, reason: "boom").description == "line 3: boom")
  }
}

/// Invalid expositions and the 1-based line each must be rejected at.
private let invalidCases: [(name: String, text: String, line: Int, reason: String)] = [
  ("no final newline", "a 1\nb 2", 2, "line feed"),
  ("CRLF line ending", "a 1\r\nb 2\r\n", 1, "invalid sample value"),
  ("metric name starts with a digit", "ok 1\n1bad 2\n", 2, "invalid metric name"),
  ("invalid character in metric name", "ok 1\n\nmy-metric 2\n", 3, "invalid character"),
  ("quoted UTF-8 metric name", "{\"my.dotted.metric\"} 1\n", 1, "quoted"),
  ("label name starts with a digit", "a 1\nb{1x=\"v\"} 2\n", 2, "label name"),
  ("reserved __ label name", "a{ok=\"1\"} 1\na{__secret=\"v\"} 2\n", 2, "reserved"),
  ("duplicate label name", "# TYPE a gauge\na{x=\"1\",x=\"2\"} 1\n", 2, "duplicate label"),
  ("unquoted label value", "a{x=1} 1\n", 1, "double quotes"),
  ("unknown escape in label value", "a 1\nb{x=\"tab\\there\"} 2\n", 2, "escape"),
  ("unterminated label value", "a{x=\"open} 1\n", 1, "closing double quote"),
  ("empty label pair list with only a comma", "a{,} 1\n", 1, "label name"),
  ("missing closing brace", "a{x=\"1\" 1\n", 1, "expected ','"),
  ("unknown escape in HELP", "# HELP a Say \\\"hi\\\"\na 1\n", 1, "HELP text"),
  ("HELP without metric name", "# HELP\n", 1, "needs a metric name"),
  ("unknown TYPE", "# TYPE a counter\na 1\n# TYPE b countr\n", 3, "unknown metric type"),
  ("TYPE without type", "# TYPE a\n", 1, "needs a type"),
  ("TYPE with extra token", "# TYPE a gauge extra\n", 1, "more than two tokens"),
  ("duplicate HELP", "# HELP a one\n# HELP a two\na 1\n", 2, "second HELP"),
  ("duplicate TYPE", "# TYPE a gauge\n# HELP a x\n# TYPE a counter\n", 3, "second TYPE"),
  ("TYPE after first sample", "a 1\n# TYPE a gauge\n", 2, "after its first sample"),
  (
    "HELP after first sample", "a{x=\"1\"} 1\na{x=\"2\"} 1\n# HELP a late\n", 3,
    "after its first sample"
  ),
  ("TYPE summary after its _count sample", "s_count 1\n# TYPE s summary\n", 2, "after samples of"),
  ("family not consecutive", "a 1\nb 1\na{x=\"y\"} 2\n", 3, "after other metric families"),
  ("metadata for an earlier family", "a 1\nb 1\n# HELP a late\n", 3, "after its first sample"),
  (
    "histogram _sum after another family",
    "# TYPE h histogram\nh_bucket{le=\"+Inf\"} 1\nother 1\nh_sum 2\n", 4,
    "after other metric families"
  ),
  ("duplicate series", "a{x=\"1\",y=\"2\"} 1\na{y=\"2\",x=\"1\"} 2\n", 2, "duplicate sample"),
  ("duplicate series without labels", "# TYPE a counter\na 1\na 2\n", 3, "duplicate sample"),
  ("missing value", "a 1\nb{x=\"1\"}\n", 2, "no value"),
  ("value is not a float", "a 1.2.3\n", 1, "invalid sample value"),
  ("+NaN is not a Go float", "a +NaN\n", 1, "invalid sample value"),
  ("hex float without p exponent", "a 0x1A\n", 1, "'p' exponent"),
  ("misplaced underscore", "a 1__0\n", 1, "'_'"),
  ("value out of range", "a 1\nb 1e400\n", 2, "out of float64 range"),
  ("fractional timestamp", "a 1 1.5\n", 1, "invalid timestamp"),
  ("timestamp overflow", "a 1 9223372036854775808\n", 1, "invalid timestamp"),
  ("extra token after timestamp", "a 1 2 3\n", 1, "after the timestamp"),
  (
    "histogram buckets out of order",
    "# TYPE h histogram\nh_bucket{le=\"1\"} 1\nh_bucket{le=\"0.5\"} 1\nh_bucket{le=\"+Inf\"} 1\n",
    3, "increasing order"
  ),
  ("histogram bucket without le", "# TYPE h histogram\nh_bucket 1\n", 2, "no le label"),
  (
    "histogram without +Inf bucket",
    "# TYPE h histogram\nh_bucket{le=\"1\"} 1\nh_count 1\nnext 1\n", 3, "no bucket with le"
  ),
  (
    "histogram +Inf differs from count",
    "# TYPE h histogram\nh_bucket{le=\"+Inf\"} 5\nh_sum 1\nh_count 6\n", 4, "differs from"
  ),
  ("histogram sample with bare name", "# TYPE h histogram\nh 1\n", 2, "must be named"),
  ("summary quantile missing", "# TYPE s summary\ns 1\n", 2, "no quantile"),
  (
    "summary quantiles out of order",
    "# TYPE s summary\ns{quantile=\"0.9\"} 1\ns{quantile=\"0.5\"} 1\n", 3, "increasing order"
  ),
]

@Suite struct PrometheusTextInvalidTests {
  @Test(arguments: invalidCases.indices)
  func rejectedWithLineNumber(index: Int) {
    let testCase = invalidCases[index]
    do {
      let families = try PrometheusText.parse(testCase.text)
      Issue.record("\(testCase.name): expected an error, got \(families)")
    } catch let error as TextFormatError {
      #expect(error.line == testCase.line, "\(testCase.name): \(error)")
      #expect(error.reason.contains(testCase.reason), "\(testCase.name): \(error)")
    } catch {
      Issue.record("\(testCase.name): unexpected error type \(error)")
    }
  }

  @Test func atLeastTenInvalidCases() {
    #expect(invalidCases.count >= 10)
  }
}
