#!/usr/bin/env bash
# What `weather --watch` costs (Documentation/performance.md): the CPU of a watcher that waits
# (real time, an interval of an hour), then CPU and memory over many refreshes, its waits
# shortened by the test-only WEATHER_TEST_WATCH_TIME_SCALE so that a minute's interval takes
# 12 ms. A local server (python3) answers OpenWeatherMap's current weather with a temperature
# that changes on every request, so every refresh is a request and a printed line.
#   Scripts/watch-cost.sh [REFRESHES] [BINARY]   (default 10000, the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
refreshes=${1:-10000}
binary=${2:-}
if [ -z "$binary" ]; then
  swift build -c release --product weather >&2
  binary=.build/release/weather
fi
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT

cat >"$work/server.py" <<'PYTHON'
import http.server, json, os, sys
body = json.load(open(sys.argv[1]))
count = 0
class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        global count
        count += 1
        body["main"]["temp"] = 270 + count % 40
        data = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
        open(sys.argv[2] + ".new", "w").write(str(count))
        os.replace(sys.argv[2] + ".new", sys.argv[2])
    def log_message(self, *args):
        pass
server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
PYTHON
python3 "$work/server.py" Tests/TestSupport/Fixtures/owm-current-zocca.json "$work/count" \
  >"$work/port" &
server=$!
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
export OPENWEATHER_BASE_URL="http://127.0.0.1:$(cat "$work/port")"
export OPENWEATHER_API_KEY=benchmark-key-0000000000000000
export HOME="$work" XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work"

# CPU seconds (user + system) of process $1, from /proc.
cpu() { awk -v hz="$(getconf CLK_TCK)" '{ printf "%.2f", ($14 + $15) / hz }' "/proc/$1/stat"; }
# A field of /proc/$1/status, in MiB.
mib() { awk -v key="$2:" '$1 == key { printf "%.1f", $2 / 1024 }' "/proc/$1/status"; }
requests() {
  local count
  count=$(cat "$work/count" 2>/dev/null || true)
  echo "${count:-0}"
}

# 1. Waiting: one answer, then an hour's interval, for 30 s of real time.
"$binary" --watch --interval 1h --no-cache 44.34,10.99 >"$work/idle.out" &
idle=$!
sleep 2
before=$(cpu $idle)
sleep 30
echo "waiting: $(echo "scale=2; ($(cpu $idle) - $before) / 1" | bc) s of CPU over 30 s" \
  "(after the first answer), RSS $(mib $idle VmRSS) MiB"
kill $idle
wait $idle 2>/dev/null || true

# 2. Refreshing: a minute's interval at 1/5000 of real time, until REFRESHES requests.
echo 0 >"$work/count"
WEATHER_TEST_WATCH_TIME_SCALE=0.0002 "$binary" --watch --interval 60s --no-cache \
  44.34,10.99 >"$work/watch.out" 2>/dev/null &
watcher=$!
early=""
started=$(date +%s.%N)
while [ "$(requests)" -lt "$refreshes" ]; do
  if [ -z "$early" ] && [ "$(requests)" -ge $((refreshes / 10)) ]; then
    early="$(mib $watcher VmRSS) MiB after $(requests)"
  fi
  kill -0 $watcher 2>/dev/null || { echo "watch-cost: the watcher ended early" >&2; exit 1; }
  sleep 0.2
done
elapsed=$(echo "$(date +%s.%N) - $started" | bc)
total=$(cpu $watcher)
rss=$(mib $watcher VmRSS)
peak=$(mib $watcher VmHWM)
kill $watcher
wait $watcher 2>/dev/null || true
lines=$(wc -l <"$work/watch.out")
echo "refreshing: $(requests) requests, $lines lines printed, in ${elapsed%.*} s"
echo "  CPU $total s in all: $(echo "scale=2; $total * 1000 / $(requests)" | bc) ms a refresh"
echo "  RSS $early requests; $rss MiB after $(requests) (peak $peak MiB)"

# 3. Offline: the last answer shown stale, its age drawn again each second, then each minute;
# the server gone, real time, 30 s after the refresh that failed.
"$binary" --watch --interval 1h --format '%t %a' 44.34,10.99 >"$work/stale.out" 2>/dev/null &
stale=$!
for _ in $(seq 50); do [ -s "$work/stale.out" ] && break; sleep 0.1; done
kill $server
sleep 1
kill -USR1 $stale
sleep 2
before=$(cpu $stale)
sleep 30
echo "offline: $(echo "scale=2; ($(cpu $stale) - $before) / 1" | bc) s of CPU over 30 s" \
  "of a stale answer whose age is drawn again each second ($(wc -l <"$work/stale.out") lines)"
kill $stale
wait $stale 2>/dev/null || true
