package engine

import "testing"

// TestLaterArgIndex checks the candidates that a call of a large static
// table of facts with an unbound first argument gets through the index
// on a later argument (laterArg), and when there is no such index.
func TestLaterArgIndex(t *testing.T) {
	edge := func(n int64) Term {
		return NewCompound(Intern("edge"), Int(n), Int(n%10), Intern("x"))
	}
	cases := []struct {
		name  string
		n     int64    // facts edge(N, N mod 10, x)
		extra Term     // a clause added after them, or nil
		a     int      // the argument looked up
		key   indexKey // its key
		want  int      // candidates; -1 for no index
	}{
		{"by second argument", 1000, nil, 1, indexKeyOf(Int(3)), 100},
		{"key of no fact", 1000, nil, 1, indexKeyOf(Int(12)), 0},
		{"every fact's key", 1000, nil, 2, indexKeyOf(Intern("x")), 1000},
		{"a key of another kind", 1000, nil, 1, indexKeyOf(Intern("a")), 0},
		{"too few facts", StaticFactsMin - 1, nil, 1, indexKeyOf(Int(3)), -1},
		{"a variable there", 1000, NewCompound(Intern("edge"), Int(0), new(Var), Intern("x")), 1, indexKeyOf(Int(3)), -1},
		{"a variable elsewhere", 1000, NewCompound(Intern("edge"), Int(0), Int(3), new(Var)), 1, indexKeyOf(Int(3)), 101},
		{"a rule", 1000, NewCompound(AtomNeck, NewCompound(Intern("edge"), Int(0), Int(3), Intern("x")), AtomTrue), 1, indexKeyOf(Int(3)), 101},
		{"a rule with a body", 1000, NewCompound(AtomNeck, NewCompound(Intern("edge"), Int(0), Int(3), Intern("x")), NewCompound(Intern("g"), Int(1))), 1, indexKeyOf(Int(3)), -1},
		{"the first argument", 1000, nil, 0, indexKeyOf(Int(3)), -1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := newTB()
			var p *Pred
			for n := range tc.n {
				cl, err := b.m.AddClause(edge(n), true)
				if err != nil {
					t.Fatal(err)
				}
				p = cl.pred
			}
			if tc.extra != nil {
				if _, err := b.m.AddClause(tc.extra, true); err != nil {
					t.Fatal(err)
				}
			}
			cands, ok := p.laterArg(tc.a, tc.key)
			switch {
			case tc.want < 0 && ok:
				t.Fatalf("an index with %d candidates, want none", len(cands))
			case tc.want >= 0 && !ok:
				t.Fatalf("no index, want %d candidates", tc.want)
			case ok && len(cands) != tc.want:
				t.Fatalf("%d candidates, want %d", len(cands), tc.want)
			}
			for k := 1; k < len(cands); k++ {
				if cands[k-1].born >= cands[k].born {
					t.Fatalf("candidates out of order at %d", k)
				}
			}
			if !ok || tc.want == 0 {
				return
			}
			// The index follows the table: an erased fact leaves it.
			b.m.Erase(cands[0])
			again, _ := p.laterArg(tc.a, tc.key)
			if len(again) != tc.want-1 {
				t.Fatalf("after an erase: %d candidates, want %d", len(again), tc.want-1)
			}
		})
	}
}
