#!/usr/bin/env bash
# Checks make install and make uninstall, as CI runs them: into a staging folder (DESTDIR)
# with the default PREFIX (/usr/local for root, ~/.local for a user), and into a user's
# ~/.local (PREFIX), which PATH lacks. Each time: exactly the files expected, the
# installed weather stripped and running, the last line saying how to put the folder on PATH,
# and no file left after make uninstall. make's build step is README's static build, which
# swift build finds already done when CI has just built it.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
expected="bin/weather
share/bash-completion/completions/weather
share/doc/weather/LICENSE
share/doc/weather/NOTICE
share/fish/vendor_completions.d/weather.fish
share/man/man1/weather.1
share/zsh/site-functions/_weather"
version=$(grep -m 1 '^## ' CHANGELOG.md | cut -d ' ' -f 2)

fail() {
  echo "check-install: $1" >&2
  exit 1
}

# check NAME ROOT LAST [make variables...]: make install puts the files under ROOT and ends
# with a line that matches LAST, and make uninstall takes them away again.
check() {
  local name=$1 root=$2 last=$3
  shift 3
  make --no-print-directory install "$@" >"$work/$name.log" ||
    { cat "$work/$name.log" >&2; fail "$name: make install failed"; }
  [ -d "$root" ] || fail "$name: nothing under $root"
  local files
  files=$(cd "$root" && find . -type f -printf '%P\n' | sort)
  [ "$files" = "$expected" ] || fail "$name: installed"$'\n'"$files"$'\n'"instead of"$'\n'"$expected"
  [ "$("$root/bin/weather" --version | head -n 1)" = "weather $version" ] ||
    fail "$name: the installed weather does not say weather $version"
  [ "$(readelf -S "$root/bin/weather" | grep -c '\.symtab')" = 0 ] ||
    fail "$name: weather is not stripped"
  tail -n 1 "$work/$name.log" | grep -q "$last" ||
    fail "$name: the last line is \"$(tail -n 1 "$work/$name.log")\", not how to set PATH"
  make --no-print-directory uninstall "$@" >/dev/null
  [ -z "$(find "$root" -type f)" ] || fail "$name: make uninstall left $(find "$root" -type f)"
  echo "check-install: $name: $(wc -l <<<"$files") files installed under $root and removed"
}

if [ "$(id -u)" = 0 ]; then default=/usr/local; else default=$HOME/.local; fi
check staged "$work/stage$default" "$default/bin is .*PATH" DESTDIR="$work/stage"
check user "$work/home/.local" \
  "^$work/home/.local/bin is not on PATH: export PATH=\"$work/home/.local/bin:\$PATH\"" \
  PREFIX="$work/home/.local"
