// swift-tools-version:6.0
import PackageDescription

// Built and tested on Linux only, so no Apple platform is declared.
let package = Package(
  name: "weather",
  products: [
    .executable(name: "weather", targets: ["weather"]),
    .library(name: "WeatherCore", targets: ["WeatherCore"]),
    // The embedded gazetteer (4 MB), a part the host chooses: a program that geocodes only
    // through a service links WeatherCore alone.
    .library(name: "WeatherPlaces", targets: ["WeatherPlaces"]),
  ],
  targets: [
    // No unsafe flags and no process-wide side effects anywhere under WeatherCore, so another
    // package can depend on it by version.
    .target(name: "WeatherCore"),
    .target(name: "WeatherPlaces", dependencies: ["WeatherCore", "PlacesData"]),
    // The gazetteer's bytes, built by Scripts/build-places.py and included with .incbin.
    .target(
      name: "PlacesData", exclude: ["places.bin"], cSettings: [.headerSearchPath(".")]),
    // Workarounds for FoundationNetworking's libcurl layer on Linux, one file each, each saying
    // when to delete it (Sources/CurlFixes/README.md): the `weather` executable's alone, as
    // they change the whole process.
    .target(name: "CurlFixes", exclude: ["LazyLink"]),
    .target(name: "WeatherCommand", dependencies: ["WeatherCore", "WeatherPlaces"]),
    // --wrap routes the static build's calls to dispatch_queue_create_with_target through
    // SharedQueueFix.c (the dynamic build's go there through FoundationNetworkingBinding.c).
    // FoundationNetworking's -lcurl finds LazyLink's empty libcurl.a first, so libcurl is not
    // loaded at start-up: LazyLibcurl.c loads it on the first request.
    .executableTarget(
      name: "weather", dependencies: ["WeatherCommand", "CurlFixes"],
      linkerSettings: [
        .unsafeFlags(
          [
            "-Xlinker", "--wrap=dispatch_queue_create_with_target",
            "-L\(Context.packageDirectory)/Sources/CurlFixes/LazyLink",
          ], .when(platforms: [.linux]))
      ]),
    // Documentation tools: built from the same option table, never linked into `weather`.
    .target(name: "WeatherDocs", dependencies: ["WeatherCommand"]),
    .executableTarget(name: "weather-docs", dependencies: ["WeatherDocs"]),
    .target(
      name: "TestSupport", dependencies: ["WeatherCore"], path: "Tests/TestSupport",
      resources: [.copy("Fixtures")]),
    .executableTarget(
      name: "weather-benchmark", dependencies: ["TestSupport", "WeatherCore", "WeatherPlaces"],
      path: "Benchmarks/WeatherBenchmark"),
    .testTarget(
      name: "WeatherCoreTests",
      dependencies: ["WeatherCore", "WeatherPlaces", "TestSupport"]),
    // glibc's mallinfo2, for the test that a batch's memory stays flat.
    .target(name: "HeapInUse", path: "Tests/HeapInUse"),
    .testTarget(
      name: "CurlFixesTests",
      dependencies: ["CurlFixes", "WeatherCore", "TestSupport", "HeapInUse"]),
    .testTarget(
      name: "WeatherCommandTests", dependencies: ["WeatherCommand", "TestSupport"],
      resources: [.copy("Output/Renderers/Report/Goldens")]),
    .testTarget(name: "WeatherDocsTests", dependencies: ["WeatherDocs", "WeatherCommand"]),
    // `weather` with a test-only source added to its table (Tests/TestSource): built for the
    // end-to-end tests, never shipped.
    .executableTarget(
      name: "weather-test-source", dependencies: ["WeatherCommand", "WeatherCore", "CurlFixes"],
      path: "Tests/TestSource"),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["CurlFixes", "TestSupport", "weather", "weather-test-source"]),
  ],
  swiftLanguageModes: [.v6]
)

// The fuzz targets: declared only when Scripts/fuzz.sh builds them (with libFuzzer and
// AddressSanitizer, into a build folder of their own), so no other build compiles or links them.
if Context.environment["WEATHER_FUZZ"] == "1" {
  package.targets += [
    // LLVMFuzzerRunDriver's declaration; libFuzzer itself comes with the toolchain.
    .target(name: "LibFuzzer", path: "Fuzz/LibFuzzer"),
    .executableTarget(
      name: "weather-fuzz",
      dependencies: ["WeatherCommand", "WeatherPlaces", "TestSupport", "LibFuzzer"],
      path: "Fuzz/Targets"),
  ]
}
