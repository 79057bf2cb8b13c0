#!/usr/bin/env bash
# Runs the wasip1 build of goprolog under Node.js's WASI (Debian packages
# no WASI runtime; scripts/wasi-node.mjs) on a course program, and checks
# that its answer and inference count are the native build's. Skips with
# a message where node is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v node >/dev/null 2>&1; then
  echo "wasmcheck: node not found: the wasip1 build is not run"; exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
CGO_ENABLED=0 go build -o "$tmp/goprolog" ./cmd/goprolog
GOOS=wasip1 GOARCH=wasm CGO_ENABLED=0 go build -o "$tmp/goprolog.wasm" ./cmd/goprolog
goal="consult('GAT.pl'), time(bagof(P,solution(6,P),S)), length(S,K), write(K), nl, S = [F|_], print(F), nl"
cd examples/course
"$tmp/goprolog" -q -g "$goal" -t halt >"$tmp/native.out" 2>"$tmp/native.err"
node --no-warnings ../../scripts/wasi-node.mjs "$tmp/goprolog.wasm" -q -g "$goal" -t halt >"$tmp/wasm.out" 2>"$tmp/wasm.err"
inferences() { grep -o '^% [0-9,]* inferences' "$1"; }
if ! cmp -s "$tmp/native.out" "$tmp/wasm.out" || [ "$(inferences "$tmp/native.err")" != "$(inferences "$tmp/wasm.err")" ]; then
  echo "wasmcheck: wasip1 under node differs from native"
  diff "$tmp/native.out" "$tmp/wasm.out" || true
  cat "$tmp/native.err" "$tmp/wasm.err"
  exit 1
fi
echo "wasmcheck: wasip1 under node: $(tr '\n' ' ' <"$tmp/wasm.out")$(inferences "$tmp/wasm.err"), as native"
