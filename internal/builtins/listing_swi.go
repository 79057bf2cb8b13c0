package builtins

import (
	"math"

	"github.com/goprolog/goprolog/internal/engine"
)

// How SWI-Prolog 9's listing/1 shows a clause its compiler changed.
// swipl lists the clause its compiler made, not the clause as read:
//
//   - A unification Var = Term (or Term = Var) that begins the body, Var
//     an argument of the head occurring nowhere else and Term no
//     variable, is compiled into the head (the flag optimise_unify):
//     p(X) :- X = f(Y), q(Y) lists as p(f(Y)) :- q(Y), and a grammar
//     rule g --> [a], b as g([a|A], B) :- b(A, B). swipl then recovers
//     the source's variable names only when the body left is one goal;
//     a clause left with a conjunction, or with no body, gets letters.
//   - Y is X - N, for Y a variable first met there, X one met before and
//     N a small integer, is compiled as an addition: it lists as
//     Y is X+ -N.
//
// clause/2 still gives the clause as read (ISO's clause/2).

// swiListed returns the clause cl (Head :- Body) as swipl lists it, and
// whether its source variable names are kept. With moveUnify false (a
// clause of a dynamic predicate loaded from a file, which swipl compiles
// without optimise_unify) no unification moves into the head.
func swiListed(cl engine.Term, moveUnify bool) (engine.Term, bool) {
	c, ok := engine.Deref(cl).(*engine.Compound)
	if !ok || c.Name != atomNeck || len(c.Args) != 2 {
		return cl, true
	}
	head, body := engine.Deref(c.Args[0]), engine.Deref(c.Args[1])
	counts := map[*engine.Var]int{}
	engine.Walk(cl, func(x engine.Term) bool {
		if v, ok := x.(*engine.Var); ok {
			counts[v]++
		}
		return true
	})
	moved := 0
	for moveUnify {
		goal, rest := body, engine.Term(engine.AtomTrue)
		if b, ok := body.(*engine.Compound); ok && b.Name == engine.AtomComma && len(b.Args) == 2 {
			goal, rest = engine.Deref(b.Args[0]), engine.Deref(b.Args[1])
		}
		h, ok := headUnification(head, goal, counts)
		if !ok {
			break
		}
		head, body = h, rest
		moved++
	}
	body = swiArith(body, head)
	keep := true
	if moved > 0 {
		b, isConj := body.(*engine.Compound)
		keep = body != engine.Term(engine.AtomTrue) && !(isConj && b.Name == engine.AtomComma && len(b.Args) == 2)
	}
	if moved == 0 && body == engine.Deref(c.Args[1]) {
		return cl, true
	}
	return engine.NewCompound(atomNeck, head, body), keep
}

// headUnification returns head with the unification goal compiled into
// it, when swipl's compiler does that (see swiListed).
func headUnification(head, goal engine.Term, counts map[*engine.Var]int) (engine.Term, bool) {
	g, ok := goal.(*engine.Compound)
	h, hok := head.(*engine.Compound)
	if !ok || !hok || g.Name != engine.AtomEqual || len(g.Args) != 2 {
		return head, false
	}
	l, r := engine.Deref(g.Args[0]), engine.Deref(g.Args[1])
	v, isVar := l.(*engine.Var)
	t := r
	if !isVar {
		v, isVar = r.(*engine.Var)
		t = l
	}
	if !isVar || counts[v] != 2 {
		return head, false
	}
	if _, tVar := t.(*engine.Var); tVar {
		return head, false
	}
	for i, a := range h.Args {
		if engine.Deref(a) == engine.Term(v) {
			args := append([]engine.Term(nil), h.Args...)
			args[i] = t
			return engine.NewCompound(h.Name, args...), true
		}
	}
	return head, false
}

var atomIs = engine.Intern("is")

// swiArith rewrites, in body, the goals Y is X - N that swipl compiles as
// an addition (see swiListed); the variables of head and of the goals
// before a goal are those met before it.
func swiArith(body, head engine.Term) engine.Term {
	seen := map[*engine.Var]bool{}
	mark := func(t engine.Term) {
		engine.Walk(t, func(x engine.Term) bool {
			if v, ok := x.(*engine.Var); ok {
				seen[v] = true
			}
			return true
		})
	}
	mark(head)
	var walk func(t engine.Term) engine.Term
	walk = func(t engine.Term) engine.Term {
		t = engine.Deref(t)
		c, ok := t.(*engine.Compound)
		if !ok {
			mark(t)
			return t
		}
		if len(c.Args) == 2 && (c.Name == engine.AtomComma || c.Name == engine.AtomIf) {
			l := walk(c.Args[0])
			r := walk(c.Args[1])
			if l == engine.Deref(c.Args[0]) && r == engine.Deref(c.Args[1]) {
				return c
			}
			return engine.NewCompound(c.Name, l, r)
		}
		if len(c.Args) == 2 && c.Name == engine.AtomSemicolon {
			// A variable first met in one branch is new in the other.
			before := make(map[*engine.Var]bool, len(seen))
			for v := range seen {
				before[v] = true
			}
			l := walk(c.Args[0])
			after := seen
			seen = before
			r := walk(c.Args[1])
			for v := range after {
				seen[v] = true
			}
			if l == engine.Deref(c.Args[0]) && r == engine.Deref(c.Args[1]) {
				return c
			}
			return engine.NewCompound(c.Name, l, r)
		}
		if c.Name == atomIs && len(c.Args) == 2 {
			y, yVar := engine.Deref(c.Args[0]).(*engine.Var)
			if e, ok := engine.Deref(c.Args[1]).(*engine.Compound); ok && yVar && !seen[y] && e.Name == engine.AtomMinus && len(e.Args) == 2 {
				x, xVar := engine.Deref(e.Args[0]).(*engine.Var)
				n, isInt := engine.Deref(e.Args[1]).(engine.Int)
				if xVar && seen[x] && isInt && n > math.MinInt64>>4 && n < math.MaxInt64>>4 {
					mark(c)
					return engine.NewCompound(atomIs, y, engine.NewCompound(engine.AtomPlus, x, -n))
				}
			}
		}
		mark(c)
		return c
	}
	return walk(body)
}
