package wam

import (
	"fmt"
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

// TestTermOfSharing reads back terms past termOfBudget, which the
// conversion makes remembering the compounds reached more than once: a
// DAG whose tree is 2^30 nodes keeps its sharing, a cyclic term its
// cycle, and a long list, which shares nothing, reads back whole with no
// compound remembered.
func TestTermOfSharing(t *testing.T) {
	f := engine.Intern("f")
	t.Run("DAG", func(t *testing.T) {
		var dag engine.Term = engine.Intern("a")
		for range 30 {
			dag = engine.NewCompound(f, dag, dag)
		}
		m := New()
		c, err := m.putTerm(dag, map[*engine.Var]cell{})
		if err != nil {
			t.Fatal(err)
		}
		got := m.termOf(c)
		for depth := 0; depth < 30; depth++ {
			x, ok := got.(*engine.Compound)
			if !ok || x.Name != f || len(x.Args) != 2 {
				t.Fatalf("depth %d: %v is not f/2", depth, got)
			}
			if x.Args[0] != x.Args[1] {
				t.Fatalf("depth %d: the shared argument was copied twice", depth)
			}
			got = x.Args[0]
		}
		if got != engine.Intern("a") {
			t.Errorf("the innermost argument is %v, want a", got)
		}
	})
	t.Run("cycle", func(t *testing.T) {
		x := engine.NewCompound(f, nil)
		x.Args[0] = x
		m := New()
		c, err := m.putTerm(x, map[*engine.Var]cell{})
		if err != nil {
			t.Fatal(err)
		}
		got, ok := m.termOf(c).(*engine.Compound)
		if !ok || got.Args[0] != got {
			t.Errorf("f(X) with X = f(X) reads back as %v", got)
		}
	})
	t.Run("long list", func(t *testing.T) {
		xs := make([]engine.Term, termOfBudget/4) // five slots each
		for k := range xs {
			xs[k] = engine.NewCompound(f, engine.MakeInt(int64(k)))
		}
		list := engine.List(xs...)
		m := New()
		c, err := m.putTerm(list, map[*engine.Var]cell{})
		if err != nil {
			t.Fatal(err)
		}
		shared := m.sharedCompounds([]cell{c})
		for k, w := range shared {
			if w != 0 {
				t.Fatalf("compounds at %d.. are counted as shared: %b", 64*k, w)
			}
		}
		if got := m.termOf(c); !engine.Variant(got, list) {
			t.Errorf("the list reads back as a different term")
		}
	})
}

// TestTermOfListAllocs bounds the allocations of copying a list of
// atoms out as an engine term: its cells are made in runs of termOfRun,
// one allocation each, not one each.
func TestTermOfListAllocs(t *testing.T) {
	for _, n := range []int{2, 100, 1000} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			m := New()
			xs := make([]engine.Term, n)
			for k := range xs {
				xs[k] = engine.Intern(fmt.Sprint("a", k))
			}
			list := engine.List(xs...)
			c, err := m.putTerm(list, map[*engine.Var]cell{})
			if err != nil {
				t.Fatal(err)
			}
			out := make([]engine.Term, 1)
			vars := map[int]*engine.Var{}
			allocs := testing.AllocsPerRun(20, func() {
				if err := m.termsOf(out, []cell{c}, vars); err != nil {
					t.Fatal(err)
				}
			})
			if want := float64(2 + n/termOfRun); allocs > want {
				t.Errorf("%v allocations, want at most %v", allocs, want)
			}
			if !engine.Variant(out[0], list) {
				t.Errorf("the list reads back as a different term")
			}
		})
	}
}
