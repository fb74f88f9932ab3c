#!/usr/bin/env bash
# Builds weather in release mode and measures it against the local test server with 20 ms
# and 50 ms of added latency, beside a hand-written curl + jq script. Prints a Markdown
# table, then peak memory and time per name against batch size (500 to 100,000 names, at
# --parallel 8 and 64). Needs curl and jq for the comparison. Options go to the benchmark:
#   --runs N (default 5)   --latency 20,50   --binary PATH   --batches no
#   --sizes 500,1000,10000,100000: the batch sizes for the memory table
#   --baseline PATH: measure that build of weather too, in the same run (before/after)
#   --cached: only the 5,000 cached names and their floor, --runs times (for working on it)
#   --serve: only start the test server (at no latency, or --latency MS) and print its
#   address, for profilers
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in curl jq; do
  command -v "$tool" >/dev/null || { echo "benchmark: $tool is needed for the comparison" >&2; exit 1; }
done
# The Swift runtime and Foundation linked in, as the install step builds it: it
# starts about 10 ms faster.
if swift build -c release --product weather --static-swift-stdlib --scratch-path .build-static \
  -Xswiftc -Xclang-linker -Xswiftc -no-pie >&2; then
  binary=.build-static/release/weather
else
  echo "benchmark: static link failed; measuring the dynamically linked build" >&2
  swift build -c release --product weather >&2
  binary=.build/release/weather
fi
swift build -c release --product weather-benchmark >&2
exec .build/release/weather-benchmark --binary "$binary" "$@"
