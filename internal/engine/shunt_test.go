package engine

import (
	"slices"
	"testing"
)

// TestShuntDeterministicList checks that a list built by a deterministic
// recursion refers to its elements and tails directly: each binding of a
// cell's fresh variable, which nothing can undo, was written into the
// cell.
func TestShuntDeterministicList(t *testing.T) {
	b := newTB()
	b.installBasics()
	// mk(0, []) :- !.   mk(N, [N|T]) :- N1 is N-1, mk(N1, T).
	b.add(t, rule(c("mk", i(0), c("[]")), c("!")))
	b.add(t, rule(c("mk", b.v("N"), Cons(b.v("N"), b.v("T"))),
		c("is", b.v("N1"), c("-", b.v("N"), i(1))), c("mk", b.v("N1"), b.v("T"))))
	// mk2(0, []) :- !.   mk2(N, [X|T]) :- X is N*1, N1 is N-1, mk2(N1, T).
	b.add(t, rule(c("mk2", i(0), c("[]")), c("!")))
	b.add(t, rule(c("mk2", b.v("N"), Cons(b.v("X"), b.v("T"))),
		c("is", b.v("X"), c("+", b.v("N"), i(0))), c("is", b.v("N1"), c("-", b.v("N"), i(1))), c("mk2", b.v("N1"), b.v("T"))))
	for _, name := range []string{"mk", "mk2"} {
		t.Run(name, func(t *testing.T) {
			l := b.m.NewVar()
			q := b.m.Solve(c(name, i(5), l))
			defer q.Close()
			if ok, err := q.Next(); !ok || err != nil {
				t.Fatalf("%s(5, L): %v %v", name, ok, err)
			}
			cell := Deref(l)
			for n := 5; n > 0; n-- {
				cc, ok := cell.(*Compound)
				if !ok {
					t.Fatalf("element %d: %v is not a list cell", n, cell)
				}
				for k, a := range cc.Args {
					if _, isVar := a.(*Var); isVar {
						t.Errorf("cell %d argument %d is still a bound variable", n, k)
					}
				}
				if got := Deref(cc.Args[0]); got != Int(n) {
					t.Errorf("element %d is %v", n, got)
				}
				cell = Deref(cc.Args[1])
			}
			if cell != AtomNil {
				t.Errorf("list ends in %v", cell)
			}
		})
	}
}

// TestShuntKeepsUndoableBindings checks that a binding a choicepoint may
// undo is not written into its cell: backtracking must see the cell's
// variable unbound again.
func TestShuntKeepsUndoableBindings(t *testing.T) {
	b := newTB()
	b.installBasics()
	// tail(T) :- T = [b].   tail(T) :- T = [c].
	b.add(t, rule(c("tail", b.v("T")), c("=", b.v("T"), List(c("b")))))
	b.add(t, rule(c("tail", b.v("T")), c("=", b.v("T"), List(c("c")))))
	// q(L) :- L = [a|T], tail(T).
	b.add(t, rule(c("q", b.v("L")), c("=", b.v("L"), Cons(c("a"), b.v("T"))), c("tail", b.v("T"))))
	// r([a|T]) :- tail(T).   (the cell built by head unification)
	b.add(t, rule(c("r", Cons(c("a"), b.v("T"))), c("tail", b.v("T"))))
	for _, name := range []string{"q", "r"} {
		l := b.m.NewVar()
		got := b.solutions(t, c(name, l), l)
		if want := []string{"[a,b]", "[a,c]"}; !slices.Equal(got, want) {
			t.Errorf("%s(L): got %v, want %v", name, got, want)
		}
	}
}

// TestShuntLeavesReplacedSlot checks that a cell whose slot no longer
// holds its variable (setarg/3 replaced it) keeps the replacement when
// the variable is bound.
func TestShuntLeavesReplacedSlot(t *testing.T) {
	m := NewMachine()
	for _, fresh := range [][2]bool{{false, true}, {true, false}, {true, true}} {
		tmpl := &tcomp{name: AtomDot, args: []Term{&tvar{slot: 0, first: fresh[0]}, &tvar{slot: 1, first: fresh[1]}}, pair: true,
			pslot: [2]int32{0, 1}, pfirst: fresh}
		env := []Term{Int(1), Int(2)}
		cell := m.buildPair(tmpl, env, true)
		for k := range 2 {
			v, ok := env[k].(*Var)
			if !fresh[k] {
				continue
			}
			if !ok || v.id&varHomeMask == homeNone {
				t.Fatalf("%v: argument %d is not a variable with a home", fresh, k)
			}
			cell.Args[k] = Intern("replaced")
			m.bind(v, Int(42))
			if cell.Args[k] != Term(Intern("replaced")) {
				t.Errorf("%v: argument %d overwritten with %v", fresh, k, cell.Args[k])
			}
			// A slot that still holds its variable is shunted.
			w := m.buildPair(tmpl, env, true)
			nv := env[k].(*Var)
			m.bind(nv, Int(7))
			if w.Args[k] != Term(Int(7)) {
				t.Errorf("%v: argument %d is %v after binding, want 7", fresh, k, w.Args[k])
			}
		}
	}
}
