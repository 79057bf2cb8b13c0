package prolog_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestHostile runs goals written to break the interpreter from inside a
// program: counts near the largest integer that overflow a size check,
// cyclic terms through the built-ins that walk two terms at once. Each
// must end in time with SWI-Prolog's answer or a resource error, and the
// interpreter must go on answering.
func TestHostile(t *testing.T) {
	if raceDetector {
		t.Skip("hostile programs check limits and time bounds, not concurrency: run without -race")
	}
	tests := []struct {
		name string
		goal string
		// want is the formal term of the error, or "" for success.
		want   string
		within time.Duration
	}{
		// s+bits overflowed int64 and passed the size check, then
		// big.Int.Lsh panicked (makeslice: len out of range).
		{"shift by the largest integer", "X is 1 << 9223372036854775807", "resource_error(memory)", 5 * time.Second},
		{"shift a big integer by the largest integer", "X is (1 << 100) << 9223372036854775807", "resource_error(memory)", 5 * time.Second},
		{"shift a negative integer by the largest integer", "X is -1 << 9223372036854775807", "resource_error(memory)", 5 * time.Second},
		{"shift by the largest integer in a clause", "shl_by(9223372036854775807, _)", "resource_error(memory)", 5 * time.Second},
		{"shift right by the smallest integer", "X is 1 >> -9223372036854775808", "resource_error(memory)", 5 * time.Second},
		{"shift right past the width", "X is -1 >> 9223372036854775807, X =:= -1", "", 5 * time.Second},
		// bits*exponent overflowed int64 and passed the size check: the
		// power then ran for minutes and grew the heap past 3 GB.
		{"power whose size overflows", "X is (1 << 1000000) ^ 13835058055282", "resource_error(memory)", 5 * time.Second},
		{"float power whose size overflows", "X is (1 << 1000000) ** 13835058055282", "resource_error(memory)", 5 * time.Second},
		// Two cyclic terms equal as rational trees but not the same
		// compounds: the occurs-check unification walked them forever.
		{"occurs check of two cyclic terms", "cyclic_pair(X, Y), unify_with_occurs_check(X, Y)", "", 5 * time.Second},
		{"subsumes_term of two cyclic terms", "cyclic_pair(X, Y), subsumes_term(X, Y)", "", 10 * time.Second},
	}
	src, err := os.ReadFile(filepath.Join("testdata", "hostile", "hostile.pl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			runHostile(t, src, nil, "", tc.goal, tc.want, 2*tc.within, tc.within)
		})
	}
}
