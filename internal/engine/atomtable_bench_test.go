package engine

import (
	"strconv"
	"sync/atomic"
	"testing"
)

// internFreshRun makes the names of each run of BenchmarkInternFresh
// distinct from those of earlier runs, so that every Intern makes an atom.
var internFreshRun atomic.Int64

// BenchmarkInternFresh interns b.N distinct names that were never interned
// before: the cost of making an atom (the names are made before the timer
// starts, so the benchmark measures the table alone).
func BenchmarkInternFresh(b *testing.B) {
	prefix := "intern_fresh_" + strconv.FormatInt(internFreshRun.Add(1), 10) + "_"
	names := make([]string, b.N)
	for i := range names {
		names[i] = prefix + strconv.Itoa(i)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		Intern(names[i])
	}
}
