#!/usr/bin/env bash
# Cross-compiles goprolog for every target in scripts/targets.sh: `go
# build` and `go vet` of ./... with CGO_ENABLED=0, as the release builds
# it, then scripts/wasmcheck.sh. Test files are vetted too, so they must build everywhere (a test
# that needs a Unix feature sits behind a build tag). Exits non-zero if a
# target fails; prints one line per target.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/targets.sh

failed=0
for t in $TARGETS; do
  goos=${t%/*} goarch=${t#*/}
  if out=$(GOOS=$goos GOARCH=$goarch CGO_ENABLED=0 go build ./... 2>&1) &&
     out=$(GOOS=$goos GOARCH=$goarch CGO_ENABLED=0 go vet ./... 2>&1); then
    echo "crossbuild $t: ok"
  else
    echo "crossbuild $t: FAILED"; echo "$out" | head -40
    failed=1
  fi
done
# The wasip1 build, run where a runtime is at hand.
scripts/wasmcheck.sh || failed=1
exit $failed
