# The platforms goprolog is built for, as GOOS/GOARCH: sourced by
# crossbuild.sh and release.sh. 32-bit platforms are not among them: the
# engine lays out its terms for 64-bit words (internal/engine/shunt.go checks it
# at compile time).
TARGETS="
linux/amd64
linux/arm64
darwin/amd64
darwin/arm64
windows/amd64
windows/arm64
js/wasm
wasip1/wasm
"
