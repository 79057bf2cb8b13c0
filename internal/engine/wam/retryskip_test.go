package wam

import (
	"os"
	"path/filepath"
	"testing"
)

// TestRetrySkips: the retry of a choicepoint passes over the clauses that
// their prechecks rule out, as the call passes over those before its
// first clause, with the engine's answers and inference counts.
// backtracks counts the failures the core made, the head of every
// clause that the retry tries and that fails among them.
func TestRetrySkips(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "retryskip.pl"))
	if err != nil {
		t.Fatal(err)
	}
	w, em := load(t, string(src))
	for _, tc := range []struct {
		goal       string
		backtracks int64
	}{
		// The first clause's guard fails; the retry goes past the heads
		// that cannot match (4 of them without the skips).
		{"rule(y + x, R)", 2},       // 6 without
		{"rule(y + x, R), fail", 4}, // 8
		{"rule(x + y, R)", 2},       // 6
		{"rule((a + b) + c, R)", 3}, // 6
		{"rule(a + a, R), fail", 4}, // 8
		{"rule(1 + 2, R), fail", 4}, // 8
		{"rule(X + Y, R), fail", 8}, // every head matches
		{"sign(5, R)", 0},           // the first clause's guard rules it out at the call
		{"sign(5, R), fail", 1},
		{"sign(-3, R), fail", 1},
		{"sign(20, R), fail", 2},      // 3: the retry commits to the third clause
		{"pick(f(c), R), fail", 4},    // 6
		{"pick(f(b), R), fail", 4},    // 6
		{"pick(f(a), R), fail", 4},    // 6
		{"pick(f(Y), R), fail", 6},    // every head matches
		{"branch(y + x, R)", 2},       // 6
		{"branch(q + r, R), fail", 3}, // 7
	} {
		t.Run(tc.goal, func(t *testing.T) {
			// sameAnswers runs the goal on the core once, to its last
			// solution, and on the engine, which leaves w alone.
			before := w.backtracks
			sameAnswers(t, w, em, tc.goal)
			if got := w.backtracks - before; got != tc.backtracks {
				t.Errorf("backtracks %d, want %d", got, tc.backtracks)
			}
		})
	}
}
