package builtins

import "github.com/goprolog/goprolog/internal/engine"

// Reification posted as library(clpfd)'s reify/2 does, for the residual
// goals (X#=Y#<==>B, _A#\/_B#<==>1, ...): formulas of comparisons whose
// sides are made of variables, integers, +, - and *. Other formulas take
// the older path (clpfd_reif.go), which shows domains only.

// swiReifiable tells whether the formula e is one of those.
func swiReifiable(e engine.Term) bool {
	stack := []engine.Term{e}
	for n := 0; len(stack) > 0; n++ {
		if n > 100000 {
			return false
		}
		t := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch x := t.(type) {
		case *engine.Var:
			continue
		case engine.Int:
			if x != 0 && x != 1 {
				return false
			}
			continue
		case *engine.Compound:
			if len(x.Args) == 1 && x.Name == fdAtomNot {
				stack = append(stack, x.Args[0])
				continue
			}
			if len(x.Args) != 2 {
				return false
			}
			if fdRelNames[x.Name.Name] {
				if !swiArithSide(x.Args[0]) || !swiArithSide(x.Args[1]) {
					return false
				}
				continue
			}
			if x.Name == fdAtomIn {
				if _, ok := swiVI(x.Args[0]); !ok {
					return false
				}
				if _, err := parseDomain(x.Args[1]); err != nil {
					return false
				}
				continue
			}
			switch x.Name {
			case fdAtomAnd, fdAtomOr, fdAtomEquiv, fdAtomImpl, fdAtomRImpl, fdAtomNot:
			default:
				return false
			}
			stack = append(stack, x.Args...)
		default:
			return false
		}
	}
	return true
}

// swiArithSide tells whether t is made of variables, integers, +, - and
// * only (parse_reified/4 makes the same propagators for those as
// parse_clpfd/2).
func swiArithSide(t engine.Term) bool {
	stack := []engine.Term{t}
	for n := 0; len(stack) > 0; n++ {
		if n > 100000 {
			return false
		}
		x := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		if _, ok := swiVI(x); ok {
			continue
		}
		c, ok := x.(*engine.Compound)
		if !ok {
			return false
		}
		switch {
		case len(c.Args) == 2 && (c.Name == engine.AtomPlus || c.Name == engine.AtomMinus || c.Name == fdAtomTimes):
		case len(c.Args) == 1 && c.Name == engine.AtomMinus:
		default:
			return false
		}
		stack = append(stack, c.Args...)
	}
	return true
}

// disjEqsVar is disjunctive_eqs_var/2 with the values: e is V #= N,
// N #= V or a #\/ of those, all on one variable V.
func disjEqsVar(e engine.Term) (*engine.Var, []int64, bool) {
	return oneVarValues(e, fdAtomOr, fdAtomEqC)
}

// conjNeqsVar is conjunctive_neqs_var/2 with the values: e is a #/\ of
// V #\= N on one variable V.
func conjNeqsVar(e engine.Term) (*engine.Var, []int64, bool) {
	return oneVarValues(e, fdAtomAnd, fdAtomNeqC)
}

// oneVarValues reads e, a rel b or a tree of such comparisons joined by
// conn, each of one variable, the same in all, with an integer: the
// variable and the integers.
func oneVarValues(e engine.Term, conn, rel *engine.Atom) (*engine.Var, []int64, bool) {
	var v *engine.Var
	var vals []int64
	stack := []engine.Term{e}
	for len(stack) > 0 {
		t := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		c, ok := t.(*engine.Compound)
		if !ok || len(c.Args) != 2 {
			return nil, nil, false
		}
		if c.Name == conn {
			stack = append(stack, c.Args[1], c.Args[0])
			continue
		}
		if c.Name != rel {
			return nil, nil, false
		}
		l, r := engine.Deref(c.Args[0]), engine.Deref(c.Args[1])
		x, isVar := l.(*engine.Var)
		n, isInt := r.(engine.Int)
		if !isVar || !isInt {
			x, isVar = r.(*engine.Var)
			n, isInt = l.(engine.Int)
		}
		if !isVar || !isInt || v != nil && v != x {
			return nil, nil, false
		}
		v = x
		vals = append(vals, int64(n))
	}
	return v, vals, v != nil
}

// valsDom is the domain of the values vals.
func valsDom(vals []int64) fdDom {
	var d fdDom
	for _, n := range vals {
		d = d.union(fdDom{{n, n}})
	}
	return d
}

// boolVar is reify/2's B in 0..1: a fresh attributed variable when b is
// nil, else b narrowed to 0..1.
func (s *fdStore) boolVar(b *fdVar) *fdVar {
	if b == nil {
		b = s.aux()
	}
	s.swiAttr(b)
	if !s.setDom(b, b.d.clip(0, 1)) {
		s.failed = true
	}
	return b
}

// reifRewrite returns the formula reify_//2 rewrites e to, or e.
func reifRewrite(e engine.Term) engine.Term {
	for {
		c, ok := engine.Deref(e).(*engine.Compound)
		if !ok || len(c.Args) != 2 {
			return e
		}
		l, r := c.Args[0], c.Args[1]
		nc := func(name *engine.Atom, a, b engine.Term) engine.Term { return engine.NewCompound(name, a, b) }
		plus1 := func(t engine.Term) engine.Term { return nc(engine.AtomPlus, t, engine.MakeInt(1)) }
		switch c.Name.Name {
		case "#>":
			e = nc(fdAtomGeqC, l, plus1(r))
		case "#=<":
			e = nc(fdAtomGeqC, r, l)
		case "#<":
			e = nc(fdAtomGeqC, r, plus1(l))
		case "#==>":
			e = nc(fdAtomOr, engine.NewCompound(fdAtomNot, l), r)
		case "#<==":
			e = nc(fdAtomImpl, r, l)
		case "#<==>":
			e = nc(fdAtomAnd, nc(fdAtomImpl, l, r), nc(fdAtomImpl, r, l))
		case `#\`:
			e = nc(fdAtomAnd, nc(fdAtomOr, l, r), engine.NewCompound(fdAtomNot, nc(fdAtomAnd, l, r)))
		default:
			return e
		}
	}
}

// swiReify is reify/2: the 0/1 variable for formula e, target when that
// is not nil. The walk keeps its own stack: the operands of a connective
// are reified before its propagator is made, each after its own 0/1
// variable, as in SWI-Prolog.
func (s *fdStore) swiReify(e engine.Term, target *fdVar) *fdVar {
	type frame struct {
		op   *engine.Atom
		b    *fdVar
		kids []engine.Term
		res  []*fdVar
	}
	var stack []*frame
	var result *fdVar
	// start reifies e into b (nil: fresh) and returns its variable, or
	// nil when a frame was pushed whose result comes later.
	start := func(e engine.Term, b *fdVar) *fdVar {
		e = reifRewrite(e)
		switch x := engine.Deref(e).(type) {
		case *engine.Var:
			v := s.varOf(x)
			if b == nil {
				return s.boolVar(v)
			}
			b = s.boolVar(b)
			s.boolVar(v)
			s.postForm(&linForm{a: []int64{1, -1}, x: []*fdVar{v, b}}, relEq)
			return b
		case engine.Int:
			if b == nil {
				return s.constVar(int64(x))
			}
			b = s.boolVar(b)
			if !s.fix(b, int64(x)) {
				s.failed = true
			}
			return b
		case *engine.Compound:
			b = s.boolVar(b)
			if len(x.Args) == 1 {
				stack = append(stack, &frame{op: fdAtomNot, b: b, kids: x.Args})
				return nil
			}
			if x.Name == fdAtomIn {
				v, _ := swiVI(x.Args[0])
				d, _ := parseDomain(x.Args[1])
				s.reifIn(s.viVar(v), d, b)
				return b
			}
			// conjunctive_neqs_var_drep/3 and disjunctive_eqs_var_drep/3:
			// V #\= 1 #/\ V #\= 2 and V #= 1 #\/ V #= 2 reify V in Dom.
			if v, vals, ok := conjNeqsVar(x); ok && x.Name == fdAtomAnd {
				s.reifIn(s.varOf(v), valsDom(vals).complement(), b)
				return b
			}
			if v, vals, ok := disjEqsVar(x); ok && x.Name == fdAtomOr {
				s.reifIn(s.varOf(v), valsDom(vals), b)
				return b
			}
			if x.Name == fdAtomAnd || x.Name == fdAtomOr {
				stack = append(stack, &frame{op: x.Name, b: b, kids: x.Args})
				return nil
			}
			s.reifCompare(x, b)
			return b
		}
		return b
	}
	deliver := func(v *fdVar) {
		if len(stack) == 0 {
			result = v
			return
		}
		f := stack[len(stack)-1]
		f.res = append(f.res, v)
	}
	if v := start(e, target); v != nil {
		return v
	}
	for len(stack) > 0 {
		f := stack[len(stack)-1]
		if len(f.res) < len(f.kids) {
			if v := start(f.kids[len(f.res)], nil); v != nil {
				deliver(v)
			}
			continue
		}
		stack = stack[:len(stack)-1]
		a := f.res
		switch f.op {
		case fdAtomNot:
			s.reifProp(rkReifNot, []*fdVar{a[0], f.b})
		case fdAtomAnd:
			s.reifProp(rkReifAnd, []*fdVar{a[0], a[1], f.b})
		case fdAtomOr:
			s.reifProp(rkReifOr, []*fdVar{a[0], a[1], f.b})
		}
		deliver(f.b)
	}
	return result
}

// reifCompare is arithmetic//4: b is the truth of the comparison c
// (#>=, #= or #\= after reifRewrite).
func (s *fdStore) reifCompare(c *engine.Compound, b *fdVar) {
	l := s.parse(c.Args[0], nil)
	r := s.parse(c.Args[1], nil)
	kind := rkReifGeq
	switch c.Name {
	case fdAtomEqC:
		kind = rkReifEq
	case fdAtomNeqC:
		kind = rkReifNeq
	}
	s.reifProp(kind, []*fdVar{l, r, b})
}

// reifProp records a reified propagator of SWI-Prolog and makes
// goprolog's.
func (s *fdStore) reifProp(kind residKind, a []*fdVar) {
	for _, x := range a {
		s.swiAttr(x)
	}
	r := &fdResid{kind: kind, a: a}
	for _, x := range a {
		s.attachResid(x, r)
	}
	switch kind {
	case rkReifEq, rkReifNeq, rkReifGeq:
		f := &linForm{}
		rel := relEq
		switch kind {
		case rkReifEq, rkReifNeq:
			f.add(1, a[0])
			f.add(-1, a[1])
			if kind == rkReifNeq {
				rel = relNe
			}
		default:
			f.add(-1, a[0])
			f.add(1, a[1])
			rel = relLe
		}
		f.compact()
		p := &pReif{f: f, rel: rel, b: a[2], l: a[0], r: a[1]}
		s.post(p, chBounds, f.x...)
		s.attach(a[2], p, chFix)
	case rkReifNot:
		s.postForm(&linForm{a: []int64{1, 1}, x: []*fdVar{a[0], a[1]}, c: -1}, relEq)
	case rkReifAnd, rkReifOr, rkImpl:
		op := boolAnd
		z := s.constVar(1)
		switch kind {
		case rkReifOr:
			op = boolOr
		case rkImpl:
			op = boolImpl
		}
		if kind != rkImpl {
			z = a[2]
		}
		s.post(&pBool{op: op, x: a[0], y: a[1], z: z}, chFix, a[0], a[1], z)
	}
}

// swiBoolTop posts a connective called as a goal, as its library(clpfd)
// clause does; false when the formula is not one swiReifiable accepts.
func (s *fdStore) swiBoolTop(name string, args []engine.Term) bool {
	for _, a := range args {
		if !swiReifiable(a) {
			return false
		}
	}
	switch name {
	case "#<==>":
		b := s.swiReify(args[0], nil)
		s.swiReify(args[1], b)
	case "#==>", "#<==":
		l, r := args[0], args[1]
		if name == "#<==" {
			l, r = r, l
		}
		lb := s.swiReify(l, nil)
		rb := s.swiReify(r, nil)
		s.reifProp(rkImpl, []*fdVar{lb, rb})
	case `#/\`:
		s.swiReify(args[0], s.constVar(1))
		s.swiReify(args[1], s.constVar(1))
	case `#\/`:
		if v, vals, ok := disjEqsVar(engine.NewCompound(fdAtomOr, args[0], args[1])); ok {
			d := valsDom(vals)
			x := s.varOf(v)
			s.swiAttr(x)
			if !s.setDom(x, x.d.intersect(d)) {
				s.failed = true
			}
			return true
		}
		x := s.swiReify(args[0], nil)
		y := s.swiReify(args[1], nil)
		s.reifProp(rkReifOr, []*fdVar{x, y, s.constVar(1)})
	case `#\`:
		if len(args) == 1 {
			s.swiReify(args[0], s.constVar(0))
			return true
		}
		l, r := args[0], args[1]
		nc := engine.NewCompound
		s.swiReify(nc(fdAtomOr, l, r), s.constVar(1))
		s.swiReify(nc(fdAtomNot, nc(fdAtomAnd, l, r)), s.constVar(1))
	default:
		return false
	}
	return true
}

// reifDecided posts what a reified comparison of l and r becomes once its
// truth is known (run_propagator/2 of reified_eq, reified_neq and
// reified_geq): the comparison (holds) or its negation.
func (s *fdStore) reifDecided(rel int, holds bool, l, r *fdVar) {
	eq := func() {
		s.postForm(&linForm{a: []int64{1, -1}, x: []*fdVar{l, r}}, relEq)
	}
	neq := func() {
		switch {
		case l.id >= 0 && r.id >= 0:
			s.swiProp(rkNeq, []*fdVar{l, r}, nil, 0)
		case l.id >= 0:
			s.neqNum(l, r.value())
		default:
			s.neqNum(r, l.value())
		}
	}
	switch {
	case rel == relEq && holds || rel == relNe && !holds:
		eq()
	case rel == relEq || rel == relNe:
		neq()
	case holds: // relLe holds the sides of l #>= r
		s.geq(l, r)
	case l.id >= 0 && r.id >= 0:
		// r #>= l + 1
		s.swiProp(rkLeqPlusC, []*fdVar{l, r}, nil, -1)
	default:
		s.geq(r, s.constVar(0))
		if l.id >= 0 {
			s.geq(s.constVar(satAdd(r.value(), -1)), l)
		} else {
			s.geq(r, s.constVar(satAdd(l.value(), 1)))
		}
	}
}

// reifIn is reify_//2 of V in Dom: a reified_in(V, Dom, B) propagator.
func (s *fdStore) reifIn(v *fdVar, d fdDom, b *fdVar) {
	s.swiAttr(v)
	s.swiAttr(b)
	r := &fdResid{kind: rkReifIn, a: []*fdVar{v, b}, d: d}
	s.attachResid(v, r)
	s.attachResid(b, r)
	p := &pReifIn{x: v, d: d, b: b}
	s.post(p, chDom, v)
	s.attach(b, p, chFix)
}

// pReifIn is B <=> X in D.
type pReifIn struct {
	propBase
	x, b *fdVar
	d    fdDom
}

func (p *pReifIn) run(s *fdStore) bool {
	x := p.x
	if p.b.fixed() {
		s.kill(&p.propBase)
		if p.b.value() == 1 {
			return s.setDom(x, x.d.intersect(p.d))
		}
		return s.setDom(x, x.d.subtract(p.d))
	}
	i := x.d.intersect(p.d)
	if len(i) == 0 {
		s.kill(&p.propBase)
		return s.fix(p.b, 0)
	}
	if domEqual(i, x.d) {
		s.kill(&p.propBase)
		return s.fix(p.b, 1)
	}
	return true
}
