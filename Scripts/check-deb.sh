#!/usr/bin/env bash
# Checks the Debian package as CI runs it, as root: builds it from BINARY (README's static
# build) with Scripts/package-deb.sh, has lintian check it (no error allowed), installs it with
# dpkg -i, runs weather --version from /usr/bin, removes it with dpkg -r, and checks that no
# file of it is left. Skips, saying so, where it is not root, where dpkg is missing, or where a
# package named weather is installed already (it is not ours to replace).
#
# Usage: Scripts/check-deb.sh [BINARY]   (default .build/release/weather)
set -euo pipefail
binary=$(realpath "${1:-.build/release/weather}")
cd "$(dirname "$0")/.."

skip() {
  echo "check-deb: skipped: $1" >&2
  exit 0
}
command -v dpkg >/dev/null && command -v dpkg-deb >/dev/null || skip "no dpkg here"
[ "$(id -u)" = 0 ] || skip "dpkg -i needs root"
! dpkg -s weather >/dev/null 2>&1 || skip "a package named weather is installed already"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
package=$(Scripts/package-deb.sh "$binary" "$work")
version=$("$binary" --version | head -n 1 | cut -d ' ' -f 2)
[ "$(basename "$package")" = "weather_${version}_$(dpkg --print-architecture).deb" ] || {
  echo "check-deb: the package is named $(basename "$package")" >&2
  exit 1
}

if command -v lintian >/dev/null; then
  # lintian warns when run as root; its findings are the lines with a tag.
  lintian "$package" 2>/dev/null | tee "$work/lintian.txt" || true
  if grep -q '^E: ' "$work/lintian.txt"; then
    echo "check-deb: lintian found errors (above)" >&2
    exit 1
  fi
else
  echo "check-deb: no lintian here, so the package is not linted" >&2
fi

dpkg -i "$package" >/dev/null
files=$(dpkg -L weather)
for file in /usr/bin/weather /usr/share/man/man1/weather.1.gz \
  /usr/share/bash-completion/completions/weather /usr/share/zsh/vendor-completions/_weather \
  /usr/share/fish/vendor_completions.d/weather.fish /usr/share/doc/weather/copyright; do
  grep -qx "$file" <<<"$files" || { echo "check-deb: the package lacks $file" >&2; exit 1; }
done
first=$(/usr/bin/weather --version | head -n 1)
[ "$first" = "weather $version" ] || {
  echo "check-deb: /usr/bin/weather --version says \"$first\"" >&2
  dpkg -r weather >/dev/null
  exit 1
}
dpkg -r weather >/dev/null
for file in $files; do
  [ -d "$file" ] || [ ! -e "$file" ] || { echo "check-deb: $file is left" >&2; exit 1; }
done
echo "check-deb: $(basename "$package") passes lintian, installs, runs and removes cleanly"
