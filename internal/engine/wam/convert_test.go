package wam

import (
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestPutTermStorage guards the heap storage that copying a large term
// onto the heap takes: one allocation of about the term's size, not a
// doubling series ending at up to twice it.
func TestPutTermStorage(t *testing.T) {
	for _, tc := range []struct {
		name  string
		term  func() engine.Term
		cells int
	}{
		{"list of 300,000 integers", func() engine.Term {
			xs := make([]engine.Term, 300_000)
			for k := range xs {
				xs[k] = engine.MakeInt(int64(k))
			}
			return engine.List(xs...)
		}, 600_000},
		{"list of 100,000 pairs", func() engine.Term {
			xs := make([]engine.Term, 100_000)
			for k := range xs {
				xs[k] = engine.NewCompound(engine.Intern("-"), engine.MakeInt(int64(k)), new(engine.Var))
			}
			return engine.List(xs...)
		}, 200_000 + 100_000*3 + 100_000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := New()
			h0 := m.h
			c, err := m.putTerm(tc.term(), map[*engine.Var]cell{})
			if err != nil {
				t.Fatal(err)
			}
			if got := m.h - h0; got != tc.cells {
				t.Errorf("%d cells made, want %d", got, tc.cells)
			}
			if limit := h0 + tc.cells + tc.cells/8 + m.margin; len(m.heap) > limit {
				t.Errorf("heap storage %d cells for %d made, want at most %d", len(m.heap), m.h-h0, limit)
			}
			if got := m.termOf(c); !engine.Variant(got, tc.term()) {
				t.Errorf("the heap term reads back as a different term")
			}
		})
	}
}

// TestCopyCells checks copyChunked, which copies in chunks so that Go's
// collector can stop the goroutine between them, against copy at sizes
// around the chunks' boundaries.
func TestCopyCells(t *testing.T) {
	for _, n := range []int{0, 1, copyChunk - 1, copyChunk, copyChunk + 1, 3*copyChunk + 17} {
		src := make([]cell, n)
		for i := range src {
			src[i] = mkInt(int64(i))
		}
		dst := make([]cell, n+5)
		dst[n] = mkInt(-1)
		copyChunked(dst, src)
		for i := range n {
			if dst[i] != src[i] {
				t.Fatalf("n = %d: cell %d is %v, want %v", n, i, dst[i], src[i])
			}
		}
		if dst[n] != mkInt(-1) {
			t.Errorf("n = %d: the cell after the copy was written", n)
		}
	}
}
