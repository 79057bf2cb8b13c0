//go:build !unix

package main

import "os"

// peakRSS is 0 where the system reports no peak resident set size of a
// finished process (Windows, WebAssembly): the table shows no figure.
func peakRSS(ps *os.ProcessState) int64 { return 0 }
