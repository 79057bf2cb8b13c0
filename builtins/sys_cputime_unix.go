//go:build unix

package builtins

import "syscall"

// cpuTime returns the process CPU time (user + system) in seconds, which
// is what SWI-Prolog's time/1 and statistics(cputime, T) report, from
// getrusage(2).
func cpuTime() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}
