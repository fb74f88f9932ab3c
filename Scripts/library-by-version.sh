#!/usr/bin/env bash
# The library by version, as Documentation/development.md's "The library" shows it: clones
# this repository (its HEAD), tags the clone 1.0.0, writes that section's Package.swift and
# main.swift into a package outside the repository with the URL pointed at the clone, builds it, runs it against the
# local test server, and checks with nm that none of CurlFixes' symbols was linked in.
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$PWD
work=$(mktemp -d)
server_pid=
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

git clone --quiet "$repository" "$work/weather"
git -C "$work/weather" tag 1.0.0

# The section's two files, each the swift block after its `<!-- library example: PATH -->` line.
mkdir -p "$work/user/Sources/LibraryUser"
for path in Package.swift Sources/LibraryUser/main.swift; do
  awk -v marker="<!-- library example: $path -->" '
    $0 == marker { found = 1; next }
    found && /^```swift$/ { inside = 1; next }
    inside && /^```$/ { exit }
    inside { print }
  ' Documentation/development.md >"$work/user/$path"
  if [ ! -s "$work/user/$path" ]; then
    echo "library-by-version: Documentation/development.md has no example for $path" >&2
    exit 1
  fi
done
sed -i "s|https://example.com/weather.git|file://$work/weather|" "$work/user/Package.swift"
grep -q "file://$work/weather\", from: \"1.0.0\"" "$work/user/Package.swift" || {
  echo "library-by-version: the documented Package.swift does not depend on weather by version" >&2
  exit 1
}

swift build --package-path "$work/user" >&2
binary=$(swift build --package-path "$work/user" --show-bin-path)/LibraryUser

# The test server, as the benchmark starts it: it prints its address, then serves until killed.
swift build --product weather-benchmark >&2
: >"$work/server"
"$(swift build --show-bin-path)/weather-benchmark" --serve >"$work/server" &
server_pid=$!
for _ in $(seq 100); do
  grep -q OPENWEATHER_BASE_URL "$work/server" && break
  sleep 0.1
done
base=$(sed -n 's/^OPENWEATHER_BASE_URL=//p' "$work/server")
answer=$(OPENWEATHER_BASE_URL=$base OPENWEATHER_API_KEY=library-test-key-0123456789 "$binary")
echo "library-by-version: the program printed: $answer" >&2
case "$answer" in
  "Seoul: "*" °C") ;;
  *) echo "library-by-version: expected Seoul's temperature" >&2; exit 1 ;;
esac

# CurlFixes' symbols all start with weather_curl, weather_heap or weather_url_session, or
# wrap a function (__wrap_): none may be in a program that only uses the library.
if nm "$binary" | grep -E ' (weather_curl|weather_heap|weather_url_session|__wrap_)'; then
  echo "library-by-version: CurlFixes is linked into a program using WeatherCore" >&2
  exit 1
fi
echo "library-by-version: built by version, ran, and no CurlFixes symbol in it" >&2
