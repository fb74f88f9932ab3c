#!/usr/bin/env bash
# Builds and runs the whole test suite under a sanitizer, into a build folder of its own:
#   Scripts/sanitize.sh address   AddressSanitizer, with LeakSanitizer (.build-asan)
#   Scripts/sanitize.sh thread    ThreadSanitizer (.build-tsan)
# Further arguments go to swift test (e.g. --filter). Every process reports to files in the
# build folder, the weather binaries the end-to-end tests start included, so no report is
# lost in a test's captured stderr; any report fails the run and is printed. Known noise is
# suppressed in Scripts/lsan.supp and Scripts/tsan.supp, an entry each with its reason.
# WEATHER_SANITIZER tells the tests which sanitizer runs: those whose limits its overhead
# breaks (time, memory) are skipped, each by name (Documentation/development.md).
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
  address) scratch=.build-asan ;;
  thread) scratch=.build-tsan ;;
  *)
    echo "usage: Scripts/sanitize.sh address|thread [swift test options]" >&2
    exit 64
    ;;
esac
sanitizer=$1
shift

# The linker's "cannot export local symbol" warnings come with every sanitizer link.
build_log=$(mktemp)
trap 'rm -f "$build_log"' EXIT
if ! swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" \
  >"$build_log" 2>&1; then
  grep -v "Cannot export local symbol" "$build_log" >&2
  exit 1
fi

reports=$PWD/$scratch/reports
rm -rf "$reports"
mkdir -p "$reports"
export WEATHER_SANITIZER=$sanitizer
# The sanitizers report themselves; Swift's backtracer would only hold them up.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=log_path=$reports/asan:detect_leaks=1
export LSAN_OPTIONS=suppressions=$PWD/Scripts/lsan.supp:print_suppressions=0
export TSAN_OPTIONS=log_path=$reports/tsan:suppressions=$PWD/Scripts/tsan.supp:halt_on_error=0
status=0
# One test at a time: run together, the tests and a sanitizer's overhead on a small machine
# push the in-process runs past their time budget.
swift test --sanitize="$sanitizer" --skip-build --scratch-path "$scratch" --no-parallel "$@" \
  || status=$?

if compgen -G "$reports/*" >/dev/null; then
  cat "$reports"/* >&2
  echo "sanitize: $(ls "$reports" | wc -l) process(es) reported under $sanitizer (above)" >&2
  exit 1
fi
exit "$status"
