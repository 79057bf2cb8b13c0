//go:build windows

package builtins

import "syscall"

// cpuTime returns the process CPU time (user + kernel) in seconds, which
// is what SWI-Prolog's time/1 and statistics(cputime, T) report, from
// GetProcessTimes, as SWI-Prolog takes it on Windows.
func cpuTime() float64 {
	h, err := syscall.GetCurrentProcess()
	if err != nil {
		return 0
	}
	var creation, exit, kernel, user syscall.Filetime
	if err := syscall.GetProcessTimes(h, &creation, &exit, &kernel, &user); err != nil {
		return 0
	}
	return float64(ticks100ns(kernel)+ticks100ns(user)) / 1e7
}

// ticks100ns is a FILETIME read as a duration: a count of 100-nanosecond
// intervals (Filetime.Nanoseconds would subtract the 1601 epoch).
func ticks100ns(f syscall.Filetime) uint64 {
	return uint64(f.HighDateTime)<<32 | uint64(f.LowDateTime)
}
