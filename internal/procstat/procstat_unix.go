//go:build unix

package procstat

import (
	"os"
	"syscall"
	"time"
)

// CPUTime is this process's CPU time, user and system, from getrusage(2):
// what SWI-Prolog's time/1 and statistics(cputime, T) report.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// PeakRSS is a finished process's peak resident set size from its
// rusage (kilobytes on Linux, bytes on macOS).
func PeakRSS(ps *os.ProcessState) int64 {
	if ru, ok := ps.SysUsage().(*syscall.Rusage); ok {
		return int64(ru.Maxrss)
	}
	return 0
}
