#!/usr/bin/env bash
# Rewrites weather.1 from Documentation/reference.md and the option table (run after changing
# either, then commit weather.1; ManPageTests fails while the committed page is out of date).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product weather-docs >&2
"$(swift build --show-bin-path)/weather-docs" Documentation/reference.md > weather.1.new
mv weather.1.new weather.1
echo "weather.1 rewritten" >&2
