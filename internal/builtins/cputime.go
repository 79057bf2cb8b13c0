package builtins

import "github.com/goprolog/goprolog/internal/procstat"

// cpuTime returns the process CPU time in seconds, which is what
// SWI-Prolog's time/1 and statistics(cputime, T) report.
func cpuTime() float64 { return procstat.CPUTime().Seconds() }
