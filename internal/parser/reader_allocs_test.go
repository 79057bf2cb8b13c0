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
