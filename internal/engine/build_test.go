package engine

import "testing"

// TestVoidVariablesShareAnAllocation checks the anonymous variables of a
// body compound: each is a distinct fresh variable, binding one leaves the
// others free, and the template's void variables are allocated together.
func TestVoidVariablesShareAnAllocation(t *testing.T) {
	b := newTB()
	b.installBasics()
	b.add(t, c("id", b.v("X"), b.v("X")))
	// mk(T, Y) :- id(h(_, a, _, f(_, Y), _), T).  Y is not void: it is
	// shared with the head.
	body := c("id", c("h", b.v("_A"), c("a"), b.v("_B"), c("f", b.v("_C"), b.v("Y")), b.v("_D")), b.v("T"))
	b.add(t, rule(c("mk", b.v("T"), b.v("Y")), body))

	tv, yv := b.m.NewVar(), b.m.NewVar()
	q := b.m.Solve(c("mk", tv, yv))
	if ok, err := q.Next(); !ok || err != nil {
		t.Fatalf("mk(T, Y): %v %v", ok, err)
	}
	h := Deref(tv).(*Compound)
	f := Deref(h.Args[3]).(*Compound)
	vars := []Term{h.Args[0], h.Args[2], f.Args[0], h.Args[4], f.Args[1]}
	seen := map[*Var]bool{}
	for k, a := range vars {
		v, ok := Deref(a).(*Var)
		if !ok {
			t.Fatalf("argument %d is %v, want a fresh variable", k, a)
		}
		if seen[v] {
			t.Fatalf("argument %d is a variable met before: %v", k, Format(tv, WriteOptions{}))
		}
		seen[v] = true
	}
	if Deref(f.Args[1]) != Deref(yv) {
		t.Errorf("f/2's second argument is not the head's Y")
	}
	if !b.m.Unify(h.Args[0], MakeInt(1)) {
		t.Fatal("binding the first anonymous variable failed")
	}
	for k, a := range vars[1:] {
		if _, ok := Deref(a).(*Var); !ok {
			t.Errorf("binding the first variable bound variable %d too", k+1)
		}
	}
	q.Close()

	// The template: four void variables (Y is not one), built with one
	// allocation for them, one for h/5 and one for f/2.
	p := b.m.db.lookup(Intern("mk"), 2)
	tmpl := b.m.compiled(p.clauses[0]).rule.code[0].src[0].t.(*tcomp)
	if tmpl.nvoid != 4 {
		t.Errorf("nvoid = %d, want 4", tmpl.nvoid)
	}
	env := make([]Term, p.clauses[0].nvars)
	env[1] = b.m.NewVar() // Y, read by the template
	allocs := testing.AllocsPerRun(100, func() { b.m.buildComp(tmpl, env, true) })
	if allocs != 3 {
		t.Errorf("building h(_, a, _, f(_, Y), _) made %v allocations, want 3", allocs)
	}
}

// TestHeadPairKinds checks the list-cell head arguments that unification
// handles in line: app([H|T], L, [H|R]) has a headPair first argument and
// a headCons third, and both give app/3's answers in every mode,
// including those that take the general path (an unbound first
// argument, a bound third).
func TestHeadPairKinds(t *testing.T) {
	b := newTB()
	b.installBasics()
	b.add(t, c("app", AtomNil, b.v("L"), b.v("L")))
	b.add(t, rule(c("app", Cons(b.v("H"), b.v("T")), b.v("L"), Cons(b.v("H"), b.v("R"))),
		c("app", b.v("T"), b.v("L"), b.v("R"))))
	cl := b.m.db.lookup(Intern("app"), 3).clauses[1]
	if k := []headKind{cl.head[0].kind, cl.head[1].kind, cl.head[2].kind}; k[0] != headPair || k[1] != headFirst || k[2] != headCons {
		t.Fatalf("head kinds %v, want headPair, headFirst, headCons", k)
	}
	tests := []struct {
		name  string
		goal  func(x, y Term) (goal, out Term)
		wants []string
	}{
		{"forward", func(x, y Term) (Term, Term) { return c("app", List(i(1), i(2)), List(i(3)), x), x }, []string{"[1,2,3]"}},
		{"check", func(x, y Term) (Term, Term) { return c("app", List(i(1)), List(i(2)), List(i(1), i(2))), c("ok") }, []string{"ok"}},
		{"wrong third", func(x, y Term) (Term, Term) { return c("app", List(i(1)), List(i(2)), List(i(2), i(2))), c("ok") }, nil},
		{"not a list", func(x, y Term) (Term, Term) { return c("app", c("f", i(1), i(2)), AtomNil, x), x }, nil},
		{"split", func(x, y Term) (Term, Term) { return c("app", x, y, List(i(1), i(2))), c("-", x, y) }, []string{"[]-[1,2]", "[1]-[2]", "[1,2]-[]"}},
		{"partial", func(x, y Term) (Term, Term) { return c("app", Cons(i(1), x), List(i(9)), List(i(1), i(2), i(9))), x }, []string{"[2]"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			goal, out := tc.goal(b.m.NewVar(), b.m.NewVar())
			got := b.solutions(t, goal, out)
			if len(got) != len(tc.wants) {
				t.Fatalf("got %v, want %v", got, tc.wants)
			}
			for k := range got {
				if got[k] != tc.wants[k] {
					t.Errorf("answer %d: %s, want %s", k, got[k], tc.wants[k])
				}
			}
		})
	}
}
