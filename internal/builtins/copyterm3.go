package builtins

import "github.com/goprolog/goprolog/internal/engine"

// copy_term/3 and frozen/2: the goals that describe the attributes of
// attributed variables, in the form SWI-Prolog gives them (freeze(V,
// user:G), dif(X, Y), when(Cond, user:G), put_attr(V, Name, Value), and,
// once library(clpfd) is loaded, clpfd:G for the domains and pending
// constraints of CLP(FD) variables, as its attribute_goals//1 gives them).

var (
	atomFreezeAttr  = engine.Intern("freeze")
	atomDifAttr     = engine.Intern("dif")
	atomWhenAttr    = engine.Intern("when")
	atomClpfdAttr   = engine.Intern("clpfd")
	atomAndGoal     = engine.Intern("$and")
	atomWhenRecord  = engine.Intern("$when")
	atomPutAttr     = engine.Intern("put_attr")
	atomMinusPair   = engine.Intern("-")
	atomClpfdResid  = engine.Intern("$clpfd_residual")
	atomConjunction = engine.Intern(",")
)

// userGoal qualifies a suspended goal with its module, as SWI-Prolog
// reports it; goprolog has the single module user.
func userGoal(g engine.Term) engine.Term {
	if c, ok := engine.Deref(g).(*engine.Compound); ok && c.Name == engine.AtomColon && len(c.Args) == 2 {
		return c
	}
	return engine.NewCompound(engine.AtomColon, engine.AtomUser, g)
}

// AttributeGoals returns the goals that rebuild the attributes of the
// attributed variables in vars, without duplicates: a dif/2 or when/2
// constraint is stored on each of its variables but is reported once, and
// a dif/2 that can no longer fail or a when/2 that has run is left out.
func AttributeGoals(m *engine.Machine, vars []engine.Term) []engine.Term {
	var out []engine.Term
	add := func(g engine.Term) {
		for _, o := range out {
			if engine.Compare(o, g) == 0 {
				return
			}
		}
		out = append(out, g)
	}
	resid := m.Lookup(atomClpfdResid, 2)
	// The CLP(FD) goals of all the variables come at the place of the
	// first constrained one, in library(clpfd)'s order, which is not the
	// order of vars (see fdResidualGoals).
	var fdVars []engine.Term
	for _, t := range vars {
		if v, ok := engine.Deref(t).(*engine.Var); ok {
			if _, ok := attrLookup(v.Attrs(), atomClpfdAttr); ok {
				fdVars = append(fdVars, v)
			}
		}
	}
	fdDone := false
	for _, t := range vars {
		v, ok := engine.Deref(t).(*engine.Var)
		if !ok {
			continue
		}
		fd := false
		for a := v.Attrs(); a != nil; {
			name, val := engine.Deref(a.Args[0]), engine.Deref(a.Args[1])
			switch name {
			case atomFreezeAttr:
				conj := []engine.Term{val}
				for len(conj) > 0 {
					g := engine.Deref(conj[len(conj)-1])
					conj = conj[:len(conj)-1]
					if c, ok := g.(*engine.Compound); ok && c.Name == atomAndGoal && len(c.Args) == 2 {
						conj = append(conj, c.Args[1], c.Args[0])
						continue
					}
					add(engine.NewCompound(atomFreezeAttr, v, userGoal(g)))
				}
			case atomDifAttr:
				// The newest constraint is first in the list; SWI-Prolog
				// gives the oldest first, then the others newest first.
				pairs, _ := engine.ListToSlice(val)
				if n := len(pairs); n > 1 {
					pairs = append(pairs[n-1:n:n], pairs[:n-1]...)
				}
				for _, p := range pairs {
					c, ok := engine.Deref(p).(*engine.Compound)
					if !ok || c.Name != atomMinusPair || len(c.Args) != 2 {
						continue
					}
					if g := difResidual(c.Args[0], c.Args[1]); g != nil {
						add(g)
					}
				}
			case atomWhenAttr:
				// The newest record is first: the goals come oldest first.
				recs, _ := engine.ListToSlice(val)
				for k := len(recs) - 1; k >= 0; k-- {
					c, ok := engine.Deref(recs[k]).(*engine.Compound)
					if !ok || c.Name != atomWhenRecord || len(c.Args) != 3 {
						continue
					}
					if _, live := engine.Deref(c.Args[0]).(*engine.Var); live {
						add(engine.NewCompound(atomWhenAttr, c.Args[1], userGoal(c.Args[2])))
					}
				}
			case atomClpfdAttr:
				fd = true
			default:
				add(engine.NewCompound(atomPutAttr, v, name, val))
			}
			next, ok := engine.Deref(a.Args[2]).(*engine.Compound)
			if !ok {
				break
			}
			a = next
		}
		if fd && !fdDone && resid != nil && resid.IsDefined() {
			fdDone = true
			// Called here rather than through '$clpfd_residual'/2, so that
			// a call that a host runs (see engine.ForeignHost) keeps it.
			for _, g := range fdResidualGoals(m, fdVars) {
				// Not through add: two equal constraints are two goals.
				out = append(out, engine.NewCompound(engine.AtomColon, atomClpfdAttr, g))
			}
		}
	}
	return out
}

// difResidual returns the dif/2 goal SWI-Prolog shows for dif(X, Y): the
// most general unifier of X and Y as dif(V, T) for one binding or
// dif(f(V1, ..., Vn), f(T1, ..., Tn)) for more, in the order unification
// makes them (a younger variable bound to an older one). It returns nil
// when X and Y no longer unify or are identical: the dif/2 is decided.
func difResidual(x, y engine.Term) engine.Term {
	subst := map[*engine.Var]engine.Term{}
	deref := func(t engine.Term) engine.Term { return derefSubst(t, subst) }
	if _, ok := engine.Deref(x).(*engine.Var); ok {
		if _, ok := engine.Deref(y).(*engine.Var); ok && engine.Deref(x) != engine.Deref(y) {
			// Two variables: SWI-Prolog keeps the pair as given.
			return engine.NewCompound(atomDifAttr, x, y)
		}
	}
	var vs, ts []engine.Term
	stack := []engine.Term{x, y}
	for len(stack) > 0 {
		a, b := deref(stack[len(stack)-2]), deref(stack[len(stack)-1])
		stack = stack[:len(stack)-2]
		if a == b {
			continue
		}
		va, aVar := a.(*engine.Var)
		vb, bVar := b.(*engine.Var)
		switch {
		case aVar && bVar:
			if engine.Compare(va, vb) < 0 {
				va, b = vb, va
			}
			subst[va] = b
			vs, ts = append(vs, va), append(ts, b)
		case aVar:
			subst[va] = b
			vs, ts = append(vs, va), append(ts, b)
		case bVar:
			subst[vb] = a
			vs, ts = append(vs, vb), append(ts, a)
		default:
			ca, aC := a.(*engine.Compound)
			cb, bC := b.(*engine.Compound)
			if !aC || !bC {
				if engine.Compare(a, b) != 0 {
					return nil
				}
				continue
			}
			if ca.Name != cb.Name || len(ca.Args) != len(cb.Args) {
				return nil
			}
			for i := len(ca.Args) - 1; i >= 0; i-- {
				stack = append(stack, ca.Args[i], cb.Args[i])
			}
		}
	}
	switch len(vs) {
	case 0:
		return nil
	case 1:
		return engine.NewCompound(atomDifAttr, vs[0], ts[0])
	}
	f := engine.Intern("f")
	return engine.NewCompound(atomDifAttr, engine.NewCompound(f, vs...), engine.NewCompound(f, ts...))
}

// copyTerm3 implements copy_term(+Term, -Copy, -Gs): Copy is Term
// without attributes and Gs the goals that, called, give the copy's
// variables the constraints of the original's.
func copyTerm3(m *engine.Machine, args []engine.Term) (bool, error) {
	attvars := attVarsOf(args[0])
	if len(attvars) == 0 {
		return m.Unify(args[1], m.CopyTerm(args[0])) && m.Unify(args[2], engine.AtomNil), nil
	}
	goals := engine.List(AttributeGoals(m, attvars)...)
	c, ok := m.CopyTermNoAttrs(engine.NewCompound(atomMinusPair, args[0], goals)).(*engine.Compound)
	if !ok {
		return false, nil
	}
	return m.Unify(args[1], c.Args[0]) && m.Unify(args[2], c.Args[1]), nil
}

// frozen2 implements frozen(@Term, -Goal): as in SWI-Prolog 9, every goal
// suspended on the attributed variables of Term (freeze/2, dif/2, when/2
// and the rest), as a conjunction, or true.
func frozen2(m *engine.Machine, args []engine.Term) (bool, error) {
	gs := AttributeGoals(m, attVarsOf(args[0]))
	var conj engine.Term = engine.AtomTrue
	for i := len(gs) - 1; i >= 0; i-- {
		if i == len(gs)-1 {
			conj = gs[i]
		} else {
			conj = engine.NewCompound(atomConjunction, gs[i], conj)
		}
	}
	return m.Unify(args[1], conj), nil
}

var copyTermBuiltins = []engine.BuiltinSpec{
	{Name: "copy_term", Arity: 3, Fn: copyTerm3},
	{Name: "frozen", Arity: 2, Fn: frozen2},
}
