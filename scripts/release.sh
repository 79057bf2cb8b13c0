#!/usr/bin/env bash
# Builds the release binaries of goprolog for every target in
# scripts/targets.sh into dist/: dist/goprolog-<os>-<arch> (".exe" for
# Windows, ".wasm" for WebAssembly), with Go's wasm_exec.js beside the
# js/wasm build (the loader a browser or Node.js needs to run it), and
# dist/SHA256SUMS of all of them. Static binaries: CGO_ENABLED=0,
# -trimpath, and no symbol tables.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/targets.sh

rm -rf dist
mkdir -p dist
for t in $TARGETS; do
  goos=${t%/*} goarch=${t#*/}
  out=dist/goprolog-$goos-$goarch
  case $goos/$goarch in
    windows/*) out=$out.exe ;;
    */wasm) out=$out.wasm ;;
  esac
  GOOS=$goos GOARCH=$goarch CGO_ENABLED=0 go build -trimpath -ldflags='-s -w' -o "$out" ./cmd/goprolog
  echo "release: $out"
done
goroot=$(go env GOROOT)
for f in "$goroot/lib/wasm/wasm_exec.js" "$goroot/misc/wasm/wasm_exec.js"; do
  if [ -f "$f" ]; then cp "$f" dist/wasm_exec.js; break; fi
done
sums=$(cd dist && if command -v sha256sum >/dev/null; then sha256sum -- *; else shasum -a 256 -- *; fi)
echo "$sums" > dist/SHA256SUMS
echo "release: dist/SHA256SUMS"
