#!/usr/bin/env bash
# Builds weather_VERSION_ARCH.deb with dpkg-deb from a release build of weather (make deb builds
# it first; CI passes the one it built): /usr/bin/weather stripped, the man page gzipped, the
# bash, zsh and fish completions in their vendor folders, the copyright (DEP-5, with the
# built-in data's licences), NOTICE and a Debian changelog made from CHANGELOG.md's newest
# entry. Depends: from dpkg-shlibdeps where it is installed, else libc6; and libcurl4.
#
# Usage: Scripts/package-deb.sh [BINARY] [OUTPUT_FOLDER]
#   BINARY defaults to .build/release/weather, OUTPUT_FOLDER to the current folder.
set -euo pipefail
binary=$(realpath "${1:-.build/release/weather}")
out=$(realpath "${2:-.}")
cd "$(dirname "$0")/.."

if [ ! -x "$binary" ]; then
  echo "package-deb: no weather at $binary: run make deb, or make build first" >&2
  exit 66
fi
for tool in dpkg-deb dpkg gzip strip; do
  command -v "$tool" >/dev/null || { echo "package-deb: $tool is missing" >&2; exit 69; }
done
version=$("$binary" --version | head -n 1 | cut -d ' ' -f 2)
arch=$(dpkg --print-architecture)
# The date of CHANGELOG.md's newest entry (## 1.0.0 - 2026-11-26), so that the same sources
# make the same package.
day=$(grep -m 1 '^## ' CHANGELOG.md | sed 's/^## [^ ]* - //')
date=$(LC_ALL=C date -u -R -d "$day 12:00")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$work/weather
umask 022
install -D -m 755 "$binary" "$root/usr/bin/weather"
strip --strip-all --remove-section=.comment --remove-section=.note "$root/usr/bin/weather"
install -d "$root/usr/share/man/man1" "$root/usr/share/bash-completion/completions" \
  "$root/usr/share/zsh/vendor-completions" "$root/usr/share/fish/vendor_completions.d" \
  "$root/usr/share/doc/weather" "$root/DEBIAN"
gzip -9n <weather.1 >"$root/usr/share/man/man1/weather.1.gz"
"$binary" --completions bash >"$root/usr/share/bash-completion/completions/weather"
"$binary" --completions zsh >"$root/usr/share/zsh/vendor-completions/_weather"
"$binary" --completions fish >"$root/usr/share/fish/vendor_completions.d/weather.fish"
install -m 644 Packaging/deb/copyright NOTICE "$root/usr/share/doc/weather/"
# -no-pie is README's build, on purpose (a faster start): lintian is told so.
install -D -m 644 Packaging/deb/lintian-overrides "$root/usr/share/lintian/overrides/weather"
# A native package's changelog, in Debian's format: its entry points at CHANGELOG.md's.
cat <<EOF | gzip -9n >"$root/usr/share/doc/weather/changelog.gz"
weather ($version) unstable; urgency=medium

  * Release $version: see CHANGELOG.md in the sources, and weather --version.

 -- weather maintainers <weather@example.org>  $date
EOF

depends="libc6, libcurl4"
if command -v dpkg-shlibdeps >/dev/null; then
  mkdir -p "$work/debian"
  printf 'Source: weather\n\nPackage: weather\nArchitecture: any\n' >"$work/debian/control"
  computed=$(cd "$work" && dpkg-shlibdeps -O weather/usr/bin/weather 2>/dev/null) || true
  [ -z "${computed#shlibs:Depends=}" ] || depends=${computed#shlibs:Depends=}
fi
# The static build loads libcurl at its first request (CurlFixes/LazyLibcurl.c), which
# dpkg-shlibdeps cannot see in the binary.
case "$depends" in *libcurl4*) ;; *) depends="$depends, libcurl4" ;; esac
cat >"$root/DEBIAN/control" <<EOF
Package: weather
Version: $version
Architecture: $arch
Maintainer: weather maintainers <weather@example.org>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f 1)
Depends: $depends
Section: utils
Priority: optional
Description: current weather and forecasts for places and coordinates
 weather prints the weather now, and a forecast, for city names, coordinates,
 postal codes and airport codes: one clear line for people, JSON Lines, CSV
 and Prometheus for scripts, formats for status bars, and exit codes a cron
 job can act on. About 34,000 places are built in. It asks Open-Meteo without
 a key (non-commercial use), OpenWeatherMap with one, MET Norway and the US
 National Weather Service.
EOF

(cd "$root" && find usr -type f -exec md5sum {} + | sort -k 2) >"$root/DEBIAN/md5sums"

package=$out/weather_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$package" >/dev/null
echo "$package"
