package builtins

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// library(clpfd) predicates implemented in Go. Labeling and a few wrappers
// are in lib/clpfd.pl.

// fdRun runs fn as one store segment followed by propagation to fixpoint.
func fdRun(m *engine.Machine, fn func(s *fdStore) error) (bool, error) {
	s := fdStoreOf(m)
	s.m = m
	s.begin()
	err := fn(s)
	ok := err == nil && !s.failed && s.fixpoint()
	if ok {
		s.reinforceTerms()
	}
	s.reinf = s.reinf[:0]
	return s.end(ok, err)
}

// reinforceTerms reinforces the variables of the terms that the posted
// constraint names for it, as library(clpfd)'s #=/2, #>=/2 and in/2 do
// once they have propagated.
func (s *fdStore) reinforceTerms() {
	stack := append([]engine.Term(nil), s.reinf...)
	for len(stack) > 0 {
		t := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch x := t.(type) {
		case *engine.Var:
			if v := s.lookup(x); v != nil {
				s.reinforce(v)
			}
		case *engine.Compound:
			stack = append(stack, x.Args...)
		}
	}
}

// fdTermVar returns the store variable for an integer or variable argument
// (type_error(integer) otherwise).
func (s *fdStore) termVar(t engine.Term) (*fdVar, error) {
	switch x := engine.Deref(t).(type) {
	case engine.Int:
		return s.constVar(int64(x)), nil
	case *engine.Var:
		return s.varOf(x), nil
	case *engine.BigInt:
		return nil, engine.RepresentationError("max_integer")
	default:
		return nil, engine.TypeError("integer", x)
	}
}

// parseDomain reads N, L..H, D1\/D2 (inf and sup allowed as bounds).
func parseDomain(t engine.Term) (fdDom, error) {
	var out fdDom
	stack := []engine.Term{t}
	for len(stack) > 0 {
		x := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch y := x.(type) {
		case engine.Int:
			out = out.union(fdDom{{int64(y), int64(y)}})
			continue
		case *engine.Var:
			return nil, engine.InstantiationError()
		case *engine.Compound:
			if y.Name == fdAtomUnion && len(y.Args) == 2 {
				stack = append(stack, y.Args[1], y.Args[0])
				continue
			}
			if y.Name == fdAtomDots && len(y.Args) == 2 {
				lo, ok1 := domBound(y.Args[0], fdInf)
				hi, ok2 := domBound(y.Args[1], fdSup)
				if ok1 && ok2 {
					if lo <= hi {
						out = out.union(fdDom{{lo, hi}})
					}
					continue
				}
				if _, isV := engine.Deref(y.Args[0]).(*engine.Var); isV {
					return nil, engine.InstantiationError()
				}
				if _, isV := engine.Deref(y.Args[1]).(*engine.Var); isV {
					return nil, engine.InstantiationError()
				}
			}
		}
		return nil, engine.DomainError("clpfd_domain", x)
	}
	return out, nil
}

func domBound(t engine.Term, inf int64) (int64, bool) {
	switch x := engine.Deref(t).(type) {
	case engine.Int:
		return int64(x), true
	case *engine.Atom:
		if inf == fdInf && x == fdAtomInf || inf == fdSup && x == fdAtomSup {
			return inf, true
		}
	}
	return 0, false
}

// domTerm writes a domain as SWI-Prolog does: 1..3\/5\/7..sup.
func domTerm(d fdDom) engine.Term {
	if len(d) == 0 {
		return engine.NewCompound(fdAtomDots, engine.MakeInt(1), engine.MakeInt(0))
	}
	var out engine.Term
	for _, iv := range d {
		var t engine.Term
		if iv.lo == iv.hi && len(d) > 1 {
			t = engine.MakeInt(iv.lo)
		} else {
			t = engine.NewCompound(fdAtomDots, boundTerm(iv.lo), boundTerm(iv.hi))
		}
		if out == nil {
			out = t
		} else {
			out = engine.NewCompound(fdAtomUnion, out, t)
		}
	}
	return out
}

func boundTerm(v int64) engine.Term {
	switch v {
	case fdInf:
		return fdAtomInf
	case fdSup:
		return fdAtomSup
	}
	return engine.MakeInt(v)
}

func fdIn(m *engine.Machine, args []engine.Term) (bool, error) {
	d, err := parseDomain(args[1])
	if err != nil {
		return false, err
	}
	x := engine.Deref(args[0])
	return fdRun(m, func(s *fdStore) error {
		v, err := s.termVar(x)
		if err != nil {
			return err
		}
		s.swiAttr(v)
		if !s.setDom(v, v.d.intersect(d)) {
			s.failed = true
		}
		s.reinf = append(s.reinf, x)
		return nil
	})
}

func fdIns(m *engine.Machine, args []engine.Term) (bool, error) {
	xs, err := listArg(args[0])
	if err != nil {
		return false, err
	}
	d, err := parseDomain(args[1])
	if err != nil {
		return false, err
	}
	for _, x := range xs {
		switch y := engine.Deref(x).(type) {
		case *engine.Var, engine.Int:
		default:
			return false, engine.TypeError("integer", y)
		}
	}
	return fdRun(m, func(s *fdStore) error {
		for _, x := range xs {
			v, err := s.termVar(x)
			if err != nil {
				return err
			}
			s.swiAttr(v)
			if !s.setDom(v, v.d.intersect(d)) {
				s.failed = true
				return nil
			}
			s.reinf = append(s.reinf, x)
		}
		return nil
	})
}

func fdRelBuiltin(name string) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		l, r := engine.Deref(args[0]), engine.Deref(args[1])
		if name == "#=" {
			// X #= Expr with X a plain variable and Expr ground: bind.
			if v, n, ok := fdGroundDef(l, r); ok {
				return m.Unify(v, engine.MakeInt(n)), nil
			}
			// X #= Y on two variables unifies them, as in SWI-Prolog.
			if lv, ok := l.(*engine.Var); ok {
				if rv, ok := r.(*engine.Var); ok {
					ok, err := fdRun(m, func(s *fdStore) error {
						s.swiAttr(s.varOf(lv))
						s.swiAttr(s.varOf(rv))
						return nil
					})
					if !ok || err != nil {
						return ok, err
					}
					return m.Unify(lv, rv), nil
				}
			}
		}
		return fdRun(m, func(s *fdStore) error {
			switch name {
			case "#=":
				s.reinf = append(s.reinf, l)
			case "#\\=":
			default:
				s.reinf = append(s.reinf, l, r)
			}
			if s.swiPostRel(name, l, r) {
				return nil
			}
			if name == "#\\=" {
				if done, err := s.absDiffNe(l, r); done || err != nil {
					return err
				}
			}
			return s.postRel(name, l, r)
		})
	}
}

// fdGroundDef recognises X #= Expr (either way round) where X is a
// variable without attributes and Expr a ground sum or difference of
// integers, as in D1 #= D0 + 1.
func fdGroundDef(l, r engine.Term) (*engine.Var, int64, bool) {
	v, ok := l.(*engine.Var)
	e := r
	if !ok || v.Attrs() != nil {
		v, ok = r.(*engine.Var)
		e = l
		if !ok || v.Attrs() != nil {
			return nil, 0, false
		}
	}
	n, ok := fdEvalSimple(e)
	return v, n, ok
}

// fdEvalSimple evaluates integers combined by + and - (no overflow).
func fdEvalSimple(t engine.Term) (int64, bool) {
	switch x := engine.Deref(t).(type) {
	case engine.Int:
		return int64(x), true
	case *engine.Compound:
		if len(x.Args) == 2 && (x.Name == engine.AtomPlus || x.Name == engine.AtomMinus) {
			a, ok1 := engine.Deref(x.Args[0]).(engine.Int)
			b, ok2 := engine.Deref(x.Args[1]).(engine.Int)
			if !ok1 || !ok2 {
				return 0, false
			}
			if x.Name == engine.AtomPlus {
				s := int64(a) + int64(b)
				return s, (s > int64(a)) == (b > 0)
			}
			s := int64(a) - int64(b)
			return s, (s < int64(a)) == (b > 0)
		}
	}
	return 0, false
}

// absDiffNe recognises abs(X-Y) #\= C (either way round) and posts SWI's
// absdiff_neq propagator, which removes X±C from Y once X is known.
func (s *fdStore) absDiffNe(l, r engine.Term) (bool, error) {
	if _, ok := l.(engine.Int); ok {
		l, r = r, l
	}
	c, ok := r.(engine.Int)
	if !ok || c < 0 {
		return false, nil
	}
	a, ok := l.(*engine.Compound)
	if !ok || a.Name != fdAtomAbs || len(a.Args) != 1 {
		return false, nil
	}
	d, ok := engine.Deref(a.Args[0]).(*engine.Compound)
	if !ok || d.Name != engine.AtomMinus || len(d.Args) != 2 {
		return false, nil
	}
	for _, t := range d.Args {
		switch engine.Deref(t).(type) {
		case *engine.Var, engine.Int:
		default:
			return false, nil
		}
	}
	x, err := s.termVar(d.Args[0])
	if err != nil {
		return false, err
	}
	y, err := s.termVar(d.Args[1])
	if err != nil {
		return false, err
	}
	p := &pAbsDiffNe{x: x, y: y, c: int64(c)}
	s.post(p, chFix, x, y)
	return true, nil
}

// fdWake is '$clpfd_wake'(Handle, Value): the variable with Handle was
// bound to Value by unification.
func fdWake(m *engine.Machine, args []engine.Term) (bool, error) {
	h, ok := engine.Deref(args[0]).(engine.Int)
	if !ok {
		return true, nil
	}
	s := fdStoreOf(m)
	if int(h) >= len(s.vars) || s.vars[h] == nil {
		return true, nil
	}
	x := s.vars[h]
	val := engine.Deref(args[1])
	return fdRun(m, func(s *fdStore) error {
		switch v := val.(type) {
		case engine.Int:
			if !s.fix(x, int64(v)) {
				s.failed = true
			}
		case *engine.Var:
			y := s.lookup(v)
			if y == nil {
				s.setHandle(v, x)
				return nil
			}
			if y == x {
				return nil
			}
			p := &pEq{x: x, y: y}
			s.post(p, chDom, x, y)
			s.alias(x, y)
		case *engine.BigInt:
			s.failed = true
		default:
			return engine.TypeError("integer", v)
		}
		return nil
	})
}

func fdListVars(s *fdStore, t engine.Term) ([]*fdVar, error) {
	xs, err := listArg(t)
	if err != nil {
		return nil, err
	}
	vs := make([]*fdVar, len(xs))
	for i, x := range xs {
		if vs[i], err = s.termVar(x); err != nil {
			return nil, err
		}
	}
	return vs, nil
}

func fdAllDifferent(m *engine.Machine, args []engine.Term) (bool, error) {
	return fdRun(m, func(s *fdStore) error {
		vs, err := fdListVars(s, args[0])
		if err != nil {
			return err
		}
		fdPostDiff(s, vs)
		s.globalResid(rkAllDiff, fdAtomAllDiff, args[0], vs)
		return nil
	})
}

// globalResid records all_different/1 or all_distinct/1 for the residual
// goals: the goal as it was called, on each of its variables, which
// become attributed in list order.
func (s *fdStore) globalResid(kind residKind, name *engine.Atom, list engine.Term, vs []*fdVar) {
	r := &fdResid{kind: kind, a: vs, goal: engine.NewCompound(name, list)}
	for _, x := range vs {
		s.swiAttr(x)
		s.attachResid(x, r)
	}
}

func fdPostDiff(s *fdStore, vs []*fdVar) {
	for i, x := range vs {
		s.post(&pDiffVar{x: vs, i: i}, chFix, x)
	}
}

func fdAllDistinct(m *engine.Machine, args []engine.Term) (bool, error) {
	return fdRun(m, func(s *fdStore) error {
		vs, err := fdListVars(s, args[0])
		if err != nil {
			return err
		}
		fdPostDiff(s, vs)
		q := &pDistinct{x: vs}
		s.post(q, chDom, vs...)
		s.globalResid(rkDistinct, fdAtomAllDist, args[0], vs)
		return nil
	})
}

// fdSum is sum(Vars, Op, Expr).
func fdSum(m *engine.Machine, args []engine.Term) (bool, error) {
	xs, err := listArg(args[0])
	if err != nil {
		return false, err
	}
	cs := make([]engine.Term, len(xs))
	for i := range cs {
		cs[i] = engine.MakeInt(1)
	}
	return fdScalarProduct(m, []engine.Term{engine.List(cs...), args[0], args[1], args[2]})
}

// fdScalarProduct is scalar_product(Cs, Vs, Op, Expr): as in
// library(clpfd), one scalar product propagator when Expr is linear, a
// chain of sums otherwise.
func fdScalarProduct(m *engine.Machine, args []engine.Term) (bool, error) {
	cs, err := listArg(args[0])
	if err != nil {
		return false, err
	}
	xs, err := listArg(args[1])
	if err != nil {
		return false, err
	}
	if len(cs) != len(xs) {
		return false, nil
	}
	op, err := atomArg(args[2])
	if err != nil {
		return false, err
	}
	sum := engine.Term(engine.MakeInt(0))
	ks := make([]int64, len(cs))
	simple := fdRelNames[op.Name] && swiParsable(args[3])
	for i, x := range xs {
		t := engine.NewCompound(fdAtomTimes, cs[i], x)
		if i == 0 {
			sum = t
		} else {
			sum = engine.NewCompound(engine.AtomPlus, sum, t)
		}
		k, ok := engine.Deref(cs[i]).(engine.Int)
		if _, vi := swiVI(x); !ok || !vi {
			simple = false
		}
		ks[i] = int64(k)
	}
	if simple {
		var vns []swiVN
		var cl int64
		for i, x := range xs {
			c, _ := linsum(x, ks[i], &vns)
			cl = satAdd(cl, c)
		}
		if cr, ok := linsum(args[3], -1, &vns); ok && len(vns) > 0 {
			return fdRun(m, func(s *fdStore) error {
				// The sum is C1*?(V1)+...: linsum//3 constrains each Vi to
				// integers as it meets it.
				for _, x := range xs {
					if v, ok := engine.Deref(x).(*engine.Var); ok {
						s.swiAttr(s.varOf(v))
					}
				}
				if kc, kv, c, ok := s.linearForm(vns, cl, cr); ok {
					s.scalarProduct(op.Name, kc, kv, c)
				}
				return nil
			})
		}
	}
	return fdRelBuiltin(op.Name)(m, []engine.Term{sum, args[3]})
}

// fdVarArg returns the store variable of an fd_* query argument, or nil
// for an integer.
func fdQueryDom(m *engine.Machine, t engine.Term) (fdDom, error) {
	switch x := engine.Deref(t).(type) {
	case engine.Int:
		return fdDom{{int64(x), int64(x)}}, nil
	case *engine.Var:
		if v := fdStoreOf(m).lookup(x); v != nil {
			return v.d, nil
		}
		return fdDom{{fdInf, fdSup}}, nil
	default:
		return nil, engine.TypeError("integer", x)
	}
}

func fdDomBuiltin(m *engine.Machine, args []engine.Term) (bool, error) {
	d, err := fdQueryDom(m, args[0])
	if err != nil {
		return false, err
	}
	return m.Unify(args[1], domTerm(d)), nil
}

func fdInfBuiltin(m *engine.Machine, args []engine.Term) (bool, error) {
	d, err := fdQueryDom(m, args[0])
	if err != nil {
		return false, err
	}
	return m.Unify(args[1], boundTerm(d.min())), nil
}

func fdSupBuiltin(m *engine.Machine, args []engine.Term) (bool, error) {
	d, err := fdQueryDom(m, args[0])
	if err != nil {
		return false, err
	}
	return m.Unify(args[1], boundTerm(d.max())), nil
}

func fdSizeBuiltin(m *engine.Machine, args []engine.Term) (bool, error) {
	d, err := fdQueryDom(m, args[0])
	if err != nil {
		return false, err
	}
	n := d.size()
	if n < 0 {
		return m.Unify(args[1], fdAtomSup), nil
	}
	return m.Unify(args[1], engine.MakeInt(n)), nil
}

// fdDegree is fd_degree(Var, N): the number of live propagators on Var.
func fdDegree(m *engine.Machine, args []engine.Term) (bool, error) {
	switch x := engine.Deref(args[0]).(type) {
	case engine.Int:
		return m.Unify(args[1], engine.MakeInt(0)), nil
	case *engine.Var:
		n := 0
		if v := fdStoreOf(m).lookup(x); v != nil {
			n = liveProps(v)
		}
		return m.Unify(args[1], engine.MakeInt(int64(n))), nil
	default:
		return false, engine.TypeError("integer", x)
	}
}

func liveProps(v *fdVar) int {
	n := 0
	for _, a := range v.props {
		if !a.p.base().dead {
			n++
		}
	}
	return n
}

// clpfdBuiltins is the table of every library(clpfd) built-in.
var clpfdBuiltins = fdConcat(clpfdCoreBuiltins, clpfdReifBuiltins, clpfdLabelBuiltins, clpfdGlobalBuiltins)

// fdConcat joins the tables of CLP(FD)'s built-ins, each raising its
// errors as library(clpfd) does (fdLibraryErrors).
func fdConcat(ts ...[]engine.BuiltinSpec) []engine.BuiltinSpec {
	var out []engine.BuiltinSpec
	for _, t := range ts {
		for _, b := range t {
			b.Fn = fdLibraryErrors(b.Fn)
			out = append(out, b)
		}
	}
	return out
}

// fdLibraryErrors returns fn raising its errors as throw/1 raises a
// ball: library(clpfd) is Prolog code that raises them with must_be/2
// and throw/1, so their context stays unbound
// (error(type_error(list, foo), _)), where a system predicate's names
// it.
func fdLibraryErrors(fn engine.Builtin) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		ok, err := fn(m, args)
		if e, isExc := err.(*engine.Exception); isExc {
			err = m.ThrowCopy(e.Ball)
		}
		return ok, err
	}
}

var clpfdCoreBuiltins = []engine.BuiltinSpec{
	{Name: "in", Arity: 2, Fn: fdIn},
	{Name: "ins", Arity: 2, Fn: fdIns},
	{Name: "#=", Arity: 2, Fn: fdRelBuiltin("#=")},
	{Name: "#\\=", Arity: 2, Fn: fdRelBuiltin("#\\=")},
	{Name: "#<", Arity: 2, Fn: fdRelBuiltin("#<")},
	{Name: "#>", Arity: 2, Fn: fdRelBuiltin("#>")},
	{Name: "#=<", Arity: 2, Fn: fdRelBuiltin("#=<")},
	{Name: "#>=", Arity: 2, Fn: fdRelBuiltin("#>=")},
	{Name: "$clpfd_wake", Arity: 2, Fn: fdWake},
	{Name: "all_different", Arity: 1, Fn: fdAllDifferent},
	{Name: "all_distinct", Arity: 1, Fn: fdAllDistinct},
	{Name: "sum", Arity: 3, Fn: fdSum},
	{Name: "scalar_product", Arity: 4, Fn: fdScalarProduct},
	{Name: "fd_dom", Arity: 2, Fn: fdDomBuiltin},
	{Name: "fd_inf", Arity: 2, Fn: fdInfBuiltin},
	{Name: "fd_sup", Arity: 2, Fn: fdSupBuiltin},
	{Name: "fd_size", Arity: 2, Fn: fdSizeBuiltin},
	{Name: "fd_degree", Arity: 2, Fn: fdDegree},
	{Name: "$clpfd_residual", Arity: 2, Fn: fdResidual},
}

// fdResidual is '$clpfd_residual'(Vars, Goals): the residual goals, as
// SWI-Prolog's library(clpfd) gives them to the top level and
// copy_term/3, of the constrained variables of Vars (a variable or a
// list) and of the variables their constraints link them to: domains and
// pending constraints, without module qualification.
func fdResidual(m *engine.Machine, args []engine.Term) (bool, error) {
	vars := []engine.Term{args[0]}
	if xs, ok := engine.ListToSlice(args[0]); ok {
		vars = xs
	}
	return m.Unify(args[1], engine.List(fdResidualGoals(m, vars)...)), nil
}

var fdAtomIn = engine.Intern("in")
