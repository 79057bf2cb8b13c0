package engine

import (
	"slices"
	"testing"
)

// TestUnivInline checks that T =.. [E1, ..., En] with the list written
// out is run in line where it can be, and leaves the other cases to the
// built-in: the built-in registered here only records that it ran.
func TestUnivInline(t *testing.T) {
	b := newTB()
	b.installBasics()
	var general int
	b.m.Register("=..", 2, func(m *Machine, args []Term) (bool, error) {
		general++
		return false, nil
	})
	// dec(T, F, A) :- T =.. [F, A].    com(F, A, T) :- X =.. [F, A], T = X.
	b.add(t, rule(c("dec", b.v("T"), b.v("F"), b.v("A")), c("=..", b.v("T"), List(b.v("F"), b.v("A")))))
	b.add(t, rule(c("com", b.v("F"), b.v("A"), b.v("T")), c("=..", b.v("X"), List(b.v("F"), b.v("A"))), c("=", b.v("T"), b.v("X"))))
	if in := b.m.compiled(b.m.db.lookup(Intern("dec"), 3).clauses[0]).rule.code[0]; len(in.univ) != 2 {
		t.Fatalf("dec/3's =.. has %d inline elements, want 2", len(in.univ))
	}
	for _, tc := range []struct {
		goal    Term
		show    Term
		want    []string
		general int // calls of the built-in
	}{
		{c("dec", c("f", i(1)), b.v("F"), b.v("A")), c("-", b.v("F"), b.v("A")), []string{"f-1"}, 0},
		{c("dec", c("f", i(1), i(2)), b.v("F2"), b.v("A2")), c("-", b.v("F2"), b.v("A2")), nil, 0},
		{c("dec", c("a"), b.v("F3"), b.v("A3")), c("-", b.v("F3"), b.v("A3")), nil, 0},
		{c("com", c("g"), i(7), b.v("T")), b.v("T"), []string{"g(7)"}, 0},
		{c("dec", b.v("T4"), c("h"), i(8)), b.v("T4"), []string{"h(8)"}, 0},
		// An unbound functor: the built-in decides (an error in Prolog).
		{c("com", b.v("F5"), i(7), b.v("T5")), b.v("T5"), nil, 1},
		// A string: the built-in decides.
		{c("dec", String("s"), b.v("F6"), b.v("A6")), b.v("F6"), nil, 1},
	} {
		general = 0
		got := b.solutions(t, tc.goal, tc.show)
		if !slices.Equal(got, tc.want) || general != tc.general {
			t.Errorf("%v: got %v with %d built-in calls, want %v with %d", Format(tc.goal, WriteOptions{}), got, general, tc.want, tc.general)
		}
	}
}
