// Package procstat reads what the operating system knows of a process's
// use of the machine: its CPU time, and a finished child's peak resident
// set size. Each platform reads it its own way (procstat_*.go), and where
// a platform has no such clock or figure the functions say so plainly.
package procstat
