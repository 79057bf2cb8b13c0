package wam

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestFilteredListsBounded: the candidate lists that the signature
// filter and the deep index keep, and the keys they keep them under,
// grow with the clauses (aliasRoom), not with the values that calls
// pass, so that a counter in a filtering argument keeps no list per
// value.
func TestFilteredListsBounded(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "filtered_bounded.pl"))
	if err != nil {
		t.Fatal(err)
	}
	w, em := load(t, string(src))
	// The bridge gives a predicate the engine's signature argument.
	loop := em.Lookup(engine.Intern("loop"), 2)
	if a := loop.SigArg(); a != 1 {
		t.Fatalf("loop/2 filters on argument %d, want 1 (the counter)", a)
	}
	var sigs []uint64
	for _, cl := range loop.Clauses() {
		h, _ := em.ClauseTerms(cl)
		sigs = append(sigs, engine.SigOf(engine.Deref(h).(*engine.Compound).Args[1]))
	}
	w.SetSignature(loop.Name, 2, 1, sigs)
	for _, tc := range []struct {
		goal, pred string
		arity      int
		lists      func(p *pred) int
	}{
		{"loop(x, 5000)", "loop", 2, func(p *pred) int { return p.sigLists.n }},
		{"deeps(5000)", "deep", 2, func(p *pred) int { return p.deepLists.n }},
	} {
		t.Run(tc.goal, func(t *testing.T) {
			sameAnswers(t, w, em, tc.goal)
			p := w.preds[functor{engine.Intern(tc.pred), tc.arity}]
			if p == nil {
				t.Fatalf("%s/%d was not compiled", tc.pred, tc.arity)
			}
			// A few hundred for a predicate of a few clauses, where a
			// list or a key per value would be 5000.
			if n, most := tc.lists(p), 1000; n == 0 || n > most {
				t.Errorf("%s/%d keeps %d filtered lists after 5000 calls with distinct values, want 1 to %d", tc.pred, tc.arity, n, most)
			}
		})
	}
}
