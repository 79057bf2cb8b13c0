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
	tmpl := p.clauses[0].body[0].src[0].t.(*tcomp)
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
