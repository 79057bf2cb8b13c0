//go:build wasm

package procstat

import (
	"os"
	"time"
)

// processStart is when the process began, as far as it can tell: the
// initialisation of this package.
var processStart = time.Now()

// CPUTime stands in for the process CPU time where the system has no
// clock for it (js/wasm and wasip1): the wall-clock time since the
// process started. WebAssembly runs on one thread, so while a goal runs
// the two clocks advance together; the figure also counts time spent
// waiting (sleep/1, reading input).
func CPUTime() time.Duration { return time.Since(processStart) }

// PeakRSS is 0: WebAssembly starts no processes.
func PeakRSS(ps *os.ProcessState) int64 { return 0 }
