//go:build windows

package procstat

import (
	"os"
	"syscall"
	"time"
)

// CPUTime is this process's CPU time, user and kernel, from
// GetProcessTimes, as SWI-Prolog takes it on Windows.
func CPUTime() time.Duration {
	h, err := syscall.GetCurrentProcess()
	if err != nil {
		return 0
	}
	var creation, exit, kernel, user syscall.Filetime
	if err := syscall.GetProcessTimes(h, &creation, &exit, &kernel, &user); err != nil {
		return 0
	}
	return time.Duration(ticks100ns(kernel)+ticks100ns(user)) * 100
}

// ticks100ns is a FILETIME read as a duration: a count of 100-nanosecond
// intervals (Filetime.Nanoseconds would subtract the 1601 epoch).
func ticks100ns(f syscall.Filetime) uint64 {
	return uint64(f.HighDateTime)<<32 | uint64(f.LowDateTime)
}

// PeakRSS is 0: Windows reports no peak resident set size of a finished
// process through os.ProcessState.
func PeakRSS(ps *os.ProcessState) int64 { return 0 }
