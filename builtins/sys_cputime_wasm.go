//go:build wasm

package builtins

import "time"

// processStart is when the interpreter's process began, as far as it can
// tell: the initialisation of this package.
var processStart = time.Now()

// cpuTime stands in for the process CPU time where the system has no
// clock for it (WebAssembly: js/wasm and wasip1): the wall-clock seconds
// since the process started. WebAssembly runs goprolog on one thread, so
// while a goal runs the two clocks advance together; time/1's CPU figure
// also counts the time spent waiting (sleep/1, reading input) there.
func cpuTime() float64 {
	return time.Since(processStart).Seconds()
}
