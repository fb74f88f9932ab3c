#!/usr/bin/env bash
# Each of Sources/CurlFixes' fixes measured with and without it (WEATHER_CURL_FIXES), on the
# static build make install installs, against the local test server; the runs of each
# comparison alternate (A, B, A, B, ...) so that load from elsewhere falls on both alike.
# Prints one line a run: CPU (user + system) and peak RSS from /usr/bin/time, the most
# threads seen, and wall time. Needs the static build (Scripts/benchmark.sh makes it) and the release benchmark.
#   Scripts/curl-fixes-ab.sh [--runs N] [--names N] [--big N]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=3 names=20000 big=100000
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --names) names=$2; shift 2 ;;
    --big) big=$2; shift 2 ;;
    *) echo "curl-fixes-ab: unknown option $1" >&2; exit 64 ;;
  esac
done
binary=.build-static/release/weather
[ -x "$binary" ] || { echo "curl-fixes-ab: build $binary first (Scripts/benchmark.sh)" >&2; exit 1; }
work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

# serve NAME LATENCY: starts the test server, sets $NAME to its address.
serve() {
  : >"$work/$1"
  .build/release/weather-benchmark --serve --latency "$2" >"$work/$1" &
  pids+=($!)
  for _ in $(seq 100); do grep -q OPENWEATHER_BASE_URL "$work/$1" && break; sleep 0.1; done
  printf -v "$1" '%s' "$(sed -n 's/^OPENWEATHER_BASE_URL=//p' "$work/$1")"
}
serve fast 0
serve slow 5000
seq -f 'City%g' 1 "$big" >"$work/big.txt"
head -n "$names" "$work/big.txt" >"$work/names.txt"

# run LABEL FIXES BASE STDIN ARGS...: one cold run, with WEATHER_CURL_FIXES=FIXES ("all":
# unset); prints its figures.
run() {
  local label=$1 fixes=$2 base=$3 input=$4
  shift 4
  rm -rf "$work/cache" "$work/time"
  local -a environment=(env -i PATH=/usr/bin:/bin HOME="$work" XDG_CACHE_HOME="$work/cache"
    OPENWEATHER_BASE_URL="$base" OPENWEATHER_API_KEY=benchmark-key-0000000000000000)
  [ "$fixes" = all ] || environment+=(WEATHER_CURL_FIXES="$fixes")
  local start=$EPOCHREALTIME
  "${environment[@]}" /usr/bin/time -o "$work/time" -f '%U %S %M' "$binary" "$@" \
    <"$input" >/dev/null 2>&1 &
  local timer=$! threads=0
  while kill -0 "$timer" 2>/dev/null; do
    local child
    child=$(pgrep -P "$timer" | head -n 1 || true)
    if [ -n "$child" ] && [ -r "/proc/$child/status" ]; then
      local now
      now=$(awk '/^Threads:/ { print $2 }' "/proc/$child/status" 2>/dev/null || echo 0)
      [ "${now:-0}" -gt "$threads" ] && threads=$now
    fi
    sleep 0.2
  done
  wait "$timer" || true
  local wall
  wall=$(echo "$EPOCHREALTIME - $start" | bc)
  read -r user system peak <"$work/time"
  printf '%-34s %-40s cpu %7.2f s  rss %6.1f MiB  threads %3d  wall %7.2f s\n' "$label" \
    "$fixes" "$(echo "$user + $system" | bc)" "$(echo "$peak / 1024" | bc -l)" "$threads" "$wall"
}

all=idle-spin,url-handle,heap,shared-queue,main-bundle
without() { echo "$all" | tr ',' '\n' | grep -vx "$1" | paste -sd, -; }

for _ in $(seq "$runs"); do
  for fixes in all "$(without idle-spin)"; do
    run "idle: server answers after 5 s" "$fixes" "$slow" /dev/null --timeout 20 44.34,10.99
  done
done
for _ in $(seq "$runs"); do
  for fixes in all "$(without url-handle)" "$(without heap)" "$(without shared-queue)" 0; do
    run "$names names, --parallel 64" "$fixes" "$fast" "$work/names.txt" \
      --json --timeout 3600 --max-age 3600 --parallel 64 -
  done
done
for parallel in 8 64; do
  for fixes in all 0; do
    run "$big names, --parallel $parallel" "$fixes" "$fast" "$work/big.txt" \
      --json --timeout 3600 --max-age 3600 --parallel "$parallel" -
  done
done
