package parser

import (
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestReaderPerCallAllocs checks that a Reader made for one term, as
// read_term/2 makes one per call, takes its token buffer from the pool
// rather than growing a new one: reading a clause of 20 tokens with a
// fresh Reader allocates no more than reading it with one kept.
func TestReaderPerCallAllocs(t *testing.T) {
	m := engine.NewMachine()
	const text = "fact(1, f(1, 'A'), [1, x, \"s\"], g(X, Y, X)). "
	read := func(r *Reader) {
		if _, err := r.Next(); err != nil {
			t.Fatal(err)
		}
	}
	kept := NewReader(m, engine.NewInputStream(strings.NewReader(strings.Repeat(text, 200)), "kept", nil))
	keptAllocs := testing.AllocsPerRun(100, func() { read(kept) })
	freshAllocs := testing.AllocsPerRun(100, func() {
		read(NewReader(m, engine.NewInputStream(strings.NewReader(text), "fresh", nil)))
	})
	// A fresh Reader's stream is a few allocations of its own.
	if streamAllocs := testing.AllocsPerRun(100, func() {
		engine.NewInputStream(strings.NewReader(text), "fresh", nil)
	}); freshAllocs > keptAllocs+streamAllocs+2 {
		t.Errorf("reading a clause with a fresh Reader allocates %.0f times, with a kept one %.0f (a stream %.0f)", freshAllocs, keptAllocs, streamAllocs)
	}
}

// TestReaderAllocsPerTerm checks that the parser's own bookkeeping (the
// frame of each compound, list and operator, their argument buffers, the
// map of variable names) is reused from clause to clause: 100 more
// compounds f(X, a) in a clause, each one allocation, and 100 more
// operators, each one, cost about 200 allocations more and no more, the
// variables being the same.
func TestReaderAllocsPerTerm(t *testing.T) {
	m := engine.NewMachine()
	clause := func(n int) string {
		return "p(" + strings.Repeat("f(X, a) + ", n) + "z). "
	}
	allocs := func(n int) float64 {
		r := NewReader(m, engine.NewInputStream(strings.NewReader(strings.Repeat(clause(n), 200)), "t", nil))
		return testing.AllocsPerRun(100, func() {
			if _, err := r.Next(); err != nil {
				t.Fatal(err)
			}
		})
	}
	small, large := allocs(100), allocs(200)
	if extra := large - small; extra > 220 {
		t.Errorf("100 more compounds and operators in a clause: %.0f allocations more (%.0f in all), want about 200", extra, large)
	}
}

// TestReaderClauseAllocs checks what reading a clause allocates beyond
// its terms: its text, kept as one string, and its Result with the
// three lists of its variables in one allocation; the buffer the text is
// read into and the parser's list of variables are reused. p(X, Y).
// makes a compound and two variables besides.
func TestReaderClauseAllocs(t *testing.T) {
	m := engine.NewMachine()
	for _, tc := range []struct {
		text string
		most float64
	}{
		{"a. ", 2},
		{"p(X, Y). ", 8},
	} {
		r := NewReader(m, engine.NewInputStream(strings.NewReader(strings.Repeat(tc.text, 300)), "t", nil))
		if got := testing.AllocsPerRun(100, func() {
			if _, err := r.Next(); err != nil {
				t.Fatal(err)
			}
		}); got > tc.most {
			t.Errorf("reading %q allocates %.0f times, want at most %.0f", tc.text, got, tc.most)
		}
	}
}
