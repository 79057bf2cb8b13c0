#!/usr/bin/env bash
# Runs the windows/amd64 build of goprolog under Wine: the course table
# (examples/course/coursetable, rows up to 3,000,000 inferences) and a
# course query, and checks that their counts and answers are the linux
# build's. Debian 12's Wine 8 lacks bcryptprimitives.dll, which Go's
# windows runtime loads at start-up; scripts/wine builds a stand-in for
# it with mingw-w64 into a Wine prefix of the check's own. Skips with a
# message where wine64 or mingw-w64 is missing, unless WINECHECK=required.
set -euo pipefail
cd "$(dirname "$0")/.."
wine=$(command -v wine64 || true)
[ -z "$wine" ] && [ -x /usr/lib/wine/wine64 ] && wine=/usr/lib/wine/wine64
if [ -z "$wine" ] || ! command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1; then
  echo "winecheck: wine64 or x86_64-w64-mingw32-gcc not found: the windows build is not run"
  [ "${WINECHECK:-}" = required ] && exit 1
  exit 0
fi
wineserver=$(command -v wineserver || true)
[ -z "$wineserver" ] && [ -x /usr/lib/wine/wineserver64 ] && wineserver=/usr/lib/wine/wineserver64
tmp=$(mktemp -d)
export WINEPREFIX="$tmp/prefix" WINEDEBUG=-all WINEARCH=win64
trap '[ -n "$wineserver" ] && "$wineserver" -k 2>/dev/null; rm -rf "$tmp"' EXIT
"$wine" wineboot --init >/dev/null 2>&1 || true
x86_64-w64-mingw32-gcc -shared -O2 -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
  scripts/wine/bcryptprimitives.c scripts/wine/bcryptprimitives.def -ladvapi32

CGO_ENABLED=0 go build -o "$tmp/coursetable" ./examples/course/coursetable
CGO_ENABLED=0 go build -o "$tmp/goprolog" ./cmd/goprolog
GOOS=windows GOARCH=amd64 CGO_ENABLED=0 go build -o "$tmp/coursetable.exe" ./examples/course/coursetable
GOOS=windows GOARCH=amd64 CGO_ENABLED=0 go build -o "$tmp/goprolog.exe" ./cmd/goprolog

# The table's eighth column is the time taken, which differs.
table() { "$@" -max 3000000 | awk '{ $8 = ""; print }'; }
table "$tmp/coursetable" >"$tmp/linux.table"
table "$wine" "$tmp/coursetable.exe" >"$tmp/windows.table"
goal="consult('GAT.pl'), time(bagof(P,solution(6,P),S)), length(S,K), write(K), nl, S = [F|_], print(F), nl"
(cd examples/course && "$tmp/goprolog" -q -g "$goal" -t halt >"$tmp/linux.out" 2>"$tmp/linux.err")
(cd examples/course && "$wine" "$tmp/goprolog.exe" -q -g "$goal" -t halt >"$tmp/windows.out" 2>"$tmp/windows.err")
inferences() { grep -o '^% [0-9,]* inferences' "$1"; }
tr -d '\r' <"$tmp/windows.out" >"$tmp/windows.out.lf"
tr -d '\r' <"$tmp/windows.table" >"$tmp/windows.table.lf"
if ! cmp -s "$tmp/linux.table" "$tmp/windows.table.lf" || ! cmp -s "$tmp/linux.out" "$tmp/windows.out.lf" ||
   [ "$(inferences "$tmp/linux.err")" != "$(inferences "$tmp/windows.err")" ]; then
  echo "winecheck: the windows build under Wine differs from the linux build"
  diff "$tmp/linux.table" "$tmp/windows.table.lf" || true
  diff "$tmp/linux.out" "$tmp/windows.out.lf" || true
  cat "$tmp/linux.err" "$tmp/windows.err"
  exit 1
fi
rows=$(grep -c . "$tmp/linux.table")
echo "winecheck: windows/amd64 under $("$wine" --version): $rows lines of the course table and a GAT query, as on linux ($(tr '\n' ' ' <"$tmp/windows.out.lf")$(inferences "$tmp/windows.err"))"
