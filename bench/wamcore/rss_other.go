//go:build !unix

package main

import (
	"os"
	"time"
)

// peakRSS is 0 where the system reports no peak resident set size of a
// finished process (Windows, WebAssembly).
func peakRSS(ps *os.ProcessState) int64 { return 0 }

// processStart stands in for the process's start in cpuTime.
var processStart = time.Now()

// cpuTime is the wall-clock time since the process started, where the
// tool has no CPU clock of its own process to read (Windows,
// WebAssembly): a development tool for Linux, it only needs to build
// elsewhere.
func cpuTime() time.Duration { return time.Since(processStart) }
