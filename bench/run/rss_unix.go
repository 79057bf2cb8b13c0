//go:build unix

package main

import (
	"os"
	"syscall"
)

// peakRSS is a finished process's peak resident set size from its
// rusage (kilobytes on Linux, bytes on macOS).
func peakRSS(ps *os.ProcessState) int64 {
	if ru, ok := ps.SysUsage().(*syscall.Rusage); ok {
		return int64(ru.Maxrss)
	}
	return 0
}
