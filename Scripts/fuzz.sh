#!/usr/bin/env bash
# Fuzzes weather's parsers of outside input with libFuzzer, under AddressSanitizer.
#   Scripts/fuzz.sh --list              the targets, one a line
#   Scripts/fuzz.sh TARGET SECONDS      fuzzes TARGET for SECONDS; exits non-zero on a finding
# Each target checks what its parser promises, not only that nothing crashes (Fuzz/Targets).
# New inputs that reach new code go to .build-fuzz/corpus/TARGET; the committed seeds in
# Fuzz/Corpus/TARGET are only read. A finding is written to .build-fuzz/findings/TARGET/;
# replay it with: LSAN_OPTIONS=suppressions=Scripts/lsan.supp WEATHER_FUZZ_TARGET=TARGET \
#   .build-fuzz/release/weather-fuzz FILE
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = --list ]; then
  ls Fuzz/Corpus
  exit 0
fi
if [ $# -ne 2 ] || [ ! -d "Fuzz/Corpus/${1}" ] || ! [[ $2 =~ ^[0-9]+$ ]]; then
  echo "usage: Scripts/fuzz.sh TARGET SECONDS, with a TARGET from Scripts/fuzz.sh --list" >&2
  exit 64
fi
target=$1
seconds=$2

# Package.swift declares the fuzz targets only with WEATHER_FUZZ=1, and the build goes to a
# folder of its own: libFuzzer (from the toolchain's clang runtime) instruments every module.
# Optimised, as libFuzzer advises: the gazetteer's search runs ten times faster than in a debug
# build (43 inputs a second against 4), and overflow and bounds checks stay; -enable-testing
# lets the targets reach the command's internals. The linker's "cannot export local symbol"
# warnings come with every AddressSanitizer link.
build_log=$(mktemp)
trap 'rm -f "$build_log"' EXIT
if ! WEATHER_FUZZ=1 swift build -c release --product weather-fuzz --scratch-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing >"$build_log" 2>&1; then
  grep -v "Cannot export local symbol" "$build_log" >&2
  exit 1
fi
if grep -E "\.(swift|h):[0-9]+:[0-9]+: warning:" "$build_log" >&2; then
  echo "fuzz: the build has warnings (above); fix them" >&2
  exit 1
fi

corpus=.build-fuzz/corpus/$target
findings=.build-fuzz/findings/$target
mkdir -p "$corpus" "$findings"
# Dictionaries are per format: owm-current and owm-forecast share owm.dict.
dictionary=Fuzz/Dictionaries/${target%-*}.dict
# libFuzzer reports a crash itself; Swift's backtracer would only hold it up. AddressSanitizer
# keeps 256 MB of freed memory to catch use after free; 64 MB is enough for one input's work.
SWIFT_BACKTRACE=enable=no \
  ASAN_OPTIONS=quarantine_size_mb=64${ASAN_OPTIONS:+:$ASAN_OPTIONS} \
  LSAN_OPTIONS=suppressions=$PWD/Scripts/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS} \
  WEATHER_FUZZ_TARGET=$target \
  .build-fuzz/release/weather-fuzz -max_total_time="$seconds" -timeout=10 -dict="$dictionary" \
  -artifact_prefix="$findings/" -print_final_stats=1 "$corpus" "Fuzz/Corpus/$target"
