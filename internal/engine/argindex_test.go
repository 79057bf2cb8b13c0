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

// TestLaterArgIndexDynamic: the index on a later argument of a dynamic
// table of facts follows the database through assertz, asserta and
// erasure (and the compaction that erasures lead to): after each change,
// the clauses it gives that are visible now are, in order, the live
// facts whose argument has the key, as a scan finds them. A fact with a
// variable there leaves the argument unindexed.
func TestLaterArgIndexDynamic(t *testing.T) {
	for _, tc := range []struct {
		name    string
		varFact bool // assert rec(N, _, v) once the index is made
	}{
		{"facts only", false},
		{"a variable asserted there", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newTB()
			rec := Intern("rec")
			p := b.m.Declare(rec, 3)
			p.SetDynamic()
			state := uint64(7)
			rnd := func(n int) int {
				state = state*6364136223846793005 + 1442695040888963407
				return int(state>>33) % n
			}
			var live []*Clause
			add := func(n int, atEnd bool) {
				cl, err := b.m.AddClause(NewCompound(rec, Int(int64(n)), Int(int64(n%7)), Intern("v")), atEnd)
				if err != nil {
					t.Fatal(err)
				}
				if atEnd {
					live = append(live, cl)
				} else {
					live = append([]*Clause{cl}, live...)
				}
			}
			for n := range 2 * StaticFactsMin {
				add(n, true)
			}
			if _, ok := p.laterArg(1, indexKeyOf(Int(3))); !ok {
				t.Fatal("no index on the second argument of a dynamic table")
			}
			if tc.varFact {
				cl, err := b.m.AddClause(NewCompound(rec, Int(-1), new(Var), Intern("v")), true)
				if err != nil {
					t.Fatal(err)
				}
				live = append(live, cl)
				if _, ok := p.laterArg(1, indexKeyOf(Int(3))); ok {
					t.Fatal("an index on an argument where a fact has a variable")
				}
				return
			}
			for step := range 3000 {
				switch r := rnd(10); {
				case r < 4 && len(live) > 0:
					i := rnd(len(live))
					b.m.Erase(live[i])
					live = append(live[:i], live[i+1:]...)
				case r < 8:
					add(1000+step, true)
				default:
					add(1000+step, false)
				}
				key := rnd(8) // 7 is a key of no fact
				cands, ok := p.laterArg(1, indexKeyOf(Int(int64(key))))
				if !ok {
					if p.IndexesLaterArgs() {
						t.Fatalf("step %d: no index", step)
					}
					continue
				}
				var got, want []*Clause
				for _, c := range cands {
					if c.Visible(b.m.Generation()) {
						got = append(got, c)
					}
				}
				for _, c := range live {
					if int(Deref(c.head[1].t).(Int)) == key {
						want = append(want, c)
					}
				}
				if len(got) != len(want) {
					t.Fatalf("step %d, key %d: %d candidates, want %d", step, key, len(got), len(want))
				}
				for i := range got {
					if got[i] != want[i] {
						t.Fatalf("step %d, key %d: candidate %d differs", step, key, i)
					}
				}
			}
		})
	}
}

// TestNoLaterIndexForAKey: a call of a large table whose first argument
// is a key (a bucket of one) selects through the first argument even
// when a later one is bound too, and builds no index on the later one;
// with a first argument shared by many facts it selects through the
// later one's, whose candidates are fewer.
func TestNoLaterIndexForAKey(t *testing.T) {
	b := newTB()
	rec := Intern("rec")
	p := b.m.Declare(rec, 3)
	p.SetDynamic()
	for n := range 2 * StaticFactsMin {
		if _, err := b.m.AddClause(NewCompound(rec, Int(int64(n)), Int(int64(n%7)), Int(int64(n%3))), true); err != nil {
			t.Fatal(err)
		}
	}
	cands, _ := p.callCandidates([]Term{Int(5), Int(5), new(Var)})
	if len(cands) != 1 {
		t.Errorf("rec(5, 5, _) tries %d clauses, want 1", len(cands))
	}
	for a, ix := range p.argIx {
		if ix != nil {
			t.Errorf("an index on argument %d was built for a call whose first argument selects one fact", a+1)
		}
	}
	cands, _ = p.callCandidates([]Term{new(Var), Int(5), Int(2)})
	if want := 2 * StaticFactsMin / 7; len(cands) < want-1 || len(cands) > want+1 {
		t.Errorf("rec(_, 5, 2) tries %d clauses, want about %d (those whose second argument is 5)", len(cands), want)
	}
}
