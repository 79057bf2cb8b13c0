package builtins

import (
	"sort"

	"github.com/goprolog/goprolog/internal/engine"
)

// Posting of #=, #\= and #>= (and so #<, #>, #=<, sum/3 and
// scalar_product/4) the way library(clpfd) decomposes them: its
// committed-choice matchers (matches/1), left_right_linsum_const/5,
// scalar_product_/4 and parse_clpfd/2. Each propagator SWI-Prolog would
// make is recorded as an fdResid, for the residual goals, and carried
// out by goprolog's own propagators.

var fdAtomHash = engine.Intern("#")

// swiVI is the var(X) of library(clpfd)'s matchers: a variable, an
// integer, or either wrapped in ?/1 or #/1.
func swiVI(t engine.Term) (engine.Term, bool) {
	t = engine.Deref(t)
	switch x := t.(type) {
	case *engine.Var, engine.Int:
		return t, true
	case *engine.Compound:
		if len(x.Args) == 1 && (x.Name == fdAtomQMark || x.Name == fdAtomHash) {
			a := engine.Deref(x.Args[0])
			switch a.(type) {
			case *engine.Var, engine.Int:
				return a, true
			}
		}
	}
	return nil, false
}

// swiParsable tells whether t is made only of variables, integers and
// the operations parse_clpfd/2 knows, so that posting it cannot raise an
// error (the others take the older path that raises it). A term too
// large to check (or cyclic) is not.
func swiParsable(ts ...engine.Term) bool {
	stack := append([]engine.Term(nil), ts...)
	for n := 0; len(stack) > 0; n++ {
		if n > 100000 {
			return false
		}
		t := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		if _, ok := swiVI(t); ok {
			continue
		}
		c, ok := t.(*engine.Compound)
		if !ok {
			return false
		}
		switch len(c.Args) {
		case 1:
			if c.Name != engine.AtomMinus && c.Name != fdAtomAbs {
				return false
			}
		case 2:
			switch c.Name {
			case engine.AtomPlus, engine.AtomMinus, fdAtomTimes, fdAtomIDiv, fdAtomDiv, fdAtomMod, fdAtomRem, fdAtomMin, fdAtomMax, fdAtomPow:
			default:
				return false
			}
		default:
			return false
		}
		stack = append(stack, c.Args...)
	}
	return true
}

// viVar returns the store variable of a swiVI term.
func (s *fdStore) viVar(t engine.Term) *fdVar {
	if v, ok := t.(*engine.Var); ok {
		return s.varOf(v)
	}
	return s.constVar(int64(t.(engine.Int)))
}

// swiLess is the standard order of two variables as SWI-Prolog sees
// them: plain variables first, in the order they were made; attributed
// ones after them, in the order they were attributed.
func (s *fdStore) swiLess(a, b *engine.Var) bool {
	var ka, kb uint64
	if x := s.lookup(a); x != nil {
		ka = x.age
	}
	if x := s.lookup(b); x != nil {
		kb = x.age
	}
	if ka != kb {
		return ka < kb
	}
	return engine.Compare(a, b) < 0
}

type swiVN struct {
	v *engine.Var
	n int64
}

// linsum adds mult times the linear sum t to vns and returns the
// constant part; false when t is not linear in library(clpfd)'s sense
// (N*A and A*N need N to be an integer).
func linsum(t engine.Term, mult int64, vns *[]swiVN) (int64, bool) {
	type item struct {
		t engine.Term
		k int64
	}
	var c int64
	stack := []item{{t, mult}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if x, ok := swiVI(it.t); ok {
			switch y := x.(type) {
			case *engine.Var:
				*vns = append(*vns, swiVN{y, it.k})
			case engine.Int:
				c = satAdd(c, satMul(it.k, int64(y)))
			}
			continue
		}
		x, ok := engine.Deref(it.t).(*engine.Compound)
		if !ok {
			return 0, false
		}
		switch {
		case x.Name == engine.AtomMinus && len(x.Args) == 1:
			stack = append(stack, item{x.Args[0], -it.k})
		case x.Name == fdAtomTimes && len(x.Args) == 2:
			if n, ok := engine.Deref(x.Args[0]).(engine.Int); ok {
				stack = append(stack, item{x.Args[1], satMul(it.k, int64(n))})
			} else if n, ok := engine.Deref(x.Args[1]).(engine.Int); ok {
				stack = append(stack, item{x.Args[0], satMul(it.k, int64(n))})
			} else {
				return 0, false
			}
		case x.Name == engine.AtomPlus && len(x.Args) == 2:
			stack = append(stack, item{x.Args[1], it.k}, item{x.Args[0], it.k})
		case x.Name == engine.AtomMinus && len(x.Args) == 2:
			stack = append(stack, item{x.Args[1], -it.k}, item{x.Args[0], it.k})
		default:
			return 0, false
		}
	}
	return c, true
}

// linearForm is left_right_linsum_const/5: Σ cs[i]*vs[i] = konst for
// l = r (cl and cr the constants of l and of -r) with the variables in standard order and zero coefficients
// dropped; false when a side is not linear or there is no variable.
func (s *fdStore) linearForm(vns []swiVN, cl, cr int64) (cs []int64, vs []*fdVar, konst int64, ok bool) {
	if len(vns) == 0 {
		return nil, nil, 0, false
	}
	sort.SliceStable(vns, func(i, j int) bool {
		if vns[i].v != vns[j].v {
			return s.swiLess(vns[i].v, vns[j].v)
		}
		return vns[i].n < vns[j].n
	})
	for i := 0; i < len(vns); {
		v, n := vns[i].v, vns[i].n
		j := i + 1
		for ; j < len(vns) && vns[j].v == v; j++ {
			n = satAdd(n, vns[j].n)
		}
		i = j
		x := s.varOf(v)
		if n == 0 {
			s.swiAttr(x)
			continue
		}
		cs, vs = append(cs, n), append(vs, x)
	}
	return cs, vs, satNeg(satAdd(cl, cr)), true
}

// swiLinear returns the linear form of l = r, or false.
func (s *fdStore) swiLinear(l, r engine.Term) ([]int64, []*fdVar, int64, bool) {
	var vns []swiVN
	cl, ok1 := linsum(l, 1, &vns)
	if !ok1 {
		return nil, nil, 0, false
	}
	cr, ok2 := linsum(r, -1, &vns)
	if !ok2 {
		return nil, nil, 0, false
	}
	return s.linearForm(vns, cl, cr)
}

// swiProp makes the propagator SWI-Prolog calls kind on args a (for
// scalar products the variables, with coefficients cs and constant c):
// its variables become attributed in argument order, it is recorded on
// each, and goprolog's propagators carry it out.
func (s *fdStore) swiProp(kind residKind, a []*fdVar, cs []int64, c int64) {
	if kind == rkTimes && a[0] == a[1] && a[0].id >= 0 {
		if a[2].id < 0 {
			// ptimes(X, X, N) leaves X in -R\/R, R the square root of N,
			// and dies.
			s.swiAttr(a[0])
			n := a[2].value()
			r := isqrt(n)
			if n < 0 || r*r != n || !s.setDom(a[0], a[0].d.intersect(fdDom{{-r, -r}}.union(fdDom{{r, r}}))) {
				s.failed = true
			}
			return
		}
		// ptimes(X, X, Z) posts X^2 #= Z when it runs.
		kind, a = rkExp, []*fdVar{a[0], s.constVar(2), a[2]}
	}
	for _, x := range a {
		s.swiAttr(x)
	}
	r := &fdResid{kind: kind, a: a, cs: cs, c: c}
	for _, x := range a {
		s.attachResid(x, r)
	}
	linMode := func(k []int64, xs []*fdVar, c int64, rel int, mode uint8) {
		f := &linForm{}
		for i, x := range xs {
			f.add(k[i], x)
		}
		f.c = satAdd(f.c, c)
		f.compact()
		s.postFormMode(f, rel, mode)
	}
	lin := func(k []int64, xs []*fdVar, c int64, rel int) { linMode(k, xs, c, rel, linPlain) }
	switch kind {
	case rkPlus:
		linMode([]int64{1, 1, -1}, a, 0, relEq, linSum)
	case rkTimes:
		switch {
		case a[0].id < 0:
			linMode([]int64{a[0].value(), -1}, a[1:], 0, relEq, linScale)
		case a[1].id < 0:
			linMode([]int64{a[1].value(), -1}, []*fdVar{a[0], a[2]}, 0, relEq, linScale)
		default:
			newArith(s, opTimes, a[0], a[1], a[2])
		}
	case rkGeq:
		lin([]int64{-1, 1}, a, 0, relLe)
	case rkLeqPlusC:
		lin([]int64{1, -1}, a, satNeg(c), relLe)
	case rkNeq:
		lin([]int64{1, -1}, a, 0, relNe)
	case rkNeqPlus:
		lin([]int64{1, -1, -1}, a, 0, relNe)
	case rkSPEq:
		linMode(cs, a, satNeg(c), relEq, linSum)
	case rkSPLeq:
		lin(cs, a, satNeg(c), relLe)
	case rkSPNeq:
		lin(cs, a, satNeg(c), relNe)
	case rkAbsDiffNeq:
		if c >= 0 {
			s.post(&pAbsDiffNe{x: a[0], y: a[1], c: c}, chFix, a[0], a[1])
		}
	case rkAbsDiffGeq:
		d := s.newVar(nil, fdDom{{fdInf, fdSup}})
		lin([]int64{1, -1, -1}, []*fdVar{a[0], a[1], d}, 0, relEq)
		z := s.newVar(nil, fdDom{{0, fdSup}})
		newArith(s, opAbs, d, nil, z)
		if !s.setMin(z, c) {
			s.failed = true
		}
	case rkExp:
		if a[1].id < 0 && a[1].value() == 2 {
			// X^2: the square propagator also narrows X from Z.
			newArith(s, opTimes, a[0], a[0], a[2])
		} else {
			newArith(s, opPow, a[0], a[1], a[2])
		}
	case rkMod:
		newArith(s, opMod, a[0], a[1], a[2])
	case rkRem:
		newArith(s, opRem, a[0], a[1], a[2])
	case rkTDiv:
		newArith(s, opTDiv, a[0], a[1], a[2])
	case rkFDiv:
		newArith(s, opFDiv, a[0], a[1], a[2])
	case rkMax:
		newArith(s, opMax, a[0], a[1], a[2])
	case rkMin:
		newArith(s, opMin, a[0], a[1], a[2])
	case rkAbs:
		newArith(s, opAbs, a[0], nil, a[1])
	}
}

// geq is library(clpfd)'s geq/2: A >= B, a pgeq propagator unless one
// side is an integer (a bound) or it already holds.
func (s *fdStore) geq(a, b *fdVar) {
	switch {
	case a.id >= 0 && b.id >= 0:
		if a.min() != fdInf && b.max() != fdSup && a.min() >= b.max() {
			return
		}
		s.swiProp(rkGeq, []*fdVar{a, b}, nil, 0)
	case a.id >= 0:
		s.swiAttr(a)
		if !s.setMin(a, b.value()) {
			s.failed = true
		}
	case b.id >= 0:
		s.swiAttr(b)
		if !s.setMax(b, a.value()) {
			s.failed = true
		}
	default:
		if a.value() < b.value() {
			s.failed = true
		}
	}
}

// neqNum is neq_num/2: X is not N.
func (s *fdStore) neqNum(x *fdVar, n int64) {
	if x.id < 0 {
		if x.value() == n {
			s.failed = true
		}
		return
	}
	s.swiAttr(x)
	if !s.removeVal(x, n) {
		s.failed = true
	}
}

// aux returns a new auxiliary variable.
func (s *fdStore) aux() *fdVar { return s.newVar(nil, fdDom{{fdInf, fdSup}}) }

// powerVarNum is power_var_num/3: t is V*V*...*V, n factors.
func powerVarNum(t engine.Term) (*engine.Var, int64, bool) {
	var v *engine.Var
	var n int64
	stack := []engine.Term{t}
	for len(stack) > 0 {
		x := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch y := x.(type) {
		case *engine.Var:
			if v != nil && v != y {
				return nil, 0, false
			}
			v = y
			n++
		case *engine.Compound:
			if y.Name != fdAtomTimes || len(y.Args) != 2 {
				return nil, 0, false
			}
			stack = append(stack, y.Args[1], y.Args[0])
		default:
			return nil, 0, false
		}
	}
	return v, n, v != nil
}

// parse is parse_clpfd/2: the variable that stands for expression e,
// target when it is not nil. The walk keeps its own stack: subterms are
// parsed before the propagator of their parent, as SWI-Prolog does.
func (s *fdStore) parse(e engine.Term, target *fdVar) *fdVar {
	type frame struct {
		c      *engine.Compound
		target *fdVar
		kids   []engine.Term
		res    []*fdVar
		powV   *engine.Var
		powN   int64
	}
	leaf := func(t engine.Term) *fdVar {
		x := s.viVar(t)
		s.swiAttr(x)
		return x
	}
	newFrame := func(c *engine.Compound, target *fdVar) *frame {
		f := &frame{c: c, target: target}
		if v, n, ok := powerVarNum(c); ok {
			f.powV, f.powN = v, n
			return f
		}
		f.kids = c.Args
		return f
	}
	if t, ok := swiVI(e); ok {
		x := leaf(t)
		if target != nil && target != x {
			s.swiProp(rkPlus, []*fdVar{x, s.constVar(0), target}, nil, 0)
			return target
		}
		return x
	}
	stack := []*frame{newFrame(engine.Deref(e).(*engine.Compound), target)}
	for {
		f := stack[len(stack)-1]
		if len(f.res) < len(f.kids) {
			k := f.kids[len(f.res)]
			if t, ok := swiVI(k); ok {
				f.res = append(f.res, leaf(t))
			} else {
				stack = append(stack, newFrame(engine.Deref(k).(*engine.Compound), nil))
			}
			continue
		}
		r := f.target
		if r == nil {
			r = s.aux()
		}
		a := f.res
		switch {
		case f.powV != nil:
			s.swiProp(rkExp, []*fdVar{s.varOf(f.powV), s.constVar(f.powN), r}, nil, 0)
		case len(a) == 1 && f.c.Name == engine.AtomMinus:
			s.swiProp(rkTimes, []*fdVar{s.constVar(-1), a[0], r}, nil, 0)
		case len(a) == 1: // abs
			s.geq(r, s.constVar(0))
			s.swiProp(rkAbs, []*fdVar{a[0], r}, nil, 0)
		default:
			switch f.c.Name {
			case engine.AtomPlus:
				s.swiProp(rkPlus, []*fdVar{a[0], a[1], r}, nil, 0)
			case fdAtomTimes:
				s.swiProp(rkTimes, []*fdVar{a[0], a[1], r}, nil, 0)
			case engine.AtomMinus:
				s.swiProp(rkPlus, []*fdVar{r, a[1], a[0]}, nil, 0)
			case fdAtomMax:
				s.geq(r, a[0])
				s.geq(r, a[1])
				s.swiProp(rkMax, []*fdVar{a[0], a[1], r}, nil, 0)
			case fdAtomMin:
				s.geq(a[0], r)
				s.geq(a[1], r)
				s.swiProp(rkMin, []*fdVar{a[0], a[1], r}, nil, 0)
			case fdAtomMod, fdAtomRem, fdAtomIDiv, fdAtomDiv:
				s.neqNum(a[1], 0)
				k := rkMod
				switch f.c.Name {
				case fdAtomRem:
					k = rkRem
				case fdAtomIDiv:
					k = rkTDiv
				case fdAtomDiv:
					k = rkFDiv
				}
				s.swiProp(k, []*fdVar{a[0], a[1], r}, nil, 0)
			case fdAtomPow:
				s.swiProp(rkExp, []*fdVar{a[0], a[1], r}, nil, 0)
			}
		}
		stack = stack[:len(stack)-1]
		if len(stack) == 0 {
			return r
		}
		p := stack[len(stack)-1]
		p.res = append(p.res, r)
	}
}

// scalarProduct is scalar_product_/4: Σ cs[i]*vs[i] op c.
func (s *fdStore) scalarProduct(op string, cs []int64, vs []*fdVar, c int64) {
	switch op {
	case "#<":
		op, c = "#=<", satAdd(c, -1)
	case "#>":
		op, c = "#>=", satAdd(c, 1)
	}
	if op == "#>=" {
		n := make([]int64, len(cs))
		for i, k := range cs {
			n[i] = satNeg(k)
		}
		op, cs, c = "#=<", n, satNeg(c)
	}
	switch op {
	case "#=":
		if len(cs) == 0 {
			if c != 0 {
				s.failed = true
			}
			return
		}
		g := cs[0]
		for _, k := range cs[1:] {
			g = gcd64(g, k)
		}
		if g < 0 {
			g = -g
		}
		if g == 0 || c%g != 0 {
			s.failed = true
			return
		}
		n := make([]int64, len(cs))
		for i, k := range cs {
			n[i] = k / g
		}
		if c == 0 {
			s.multiples(n, vs)
		}
		s.swiProp(rkSPEq, vs, n, c/g)
	case "#\\=":
		s.swiProp(rkSPNeq, vs, cs, c)
	case "#=<":
		s.swiProp(rkSPLeq, vs, cs, c)
	}
}

func gcd64(a, b int64) int64 {
	if a < 0 {
		a = -a
	}
	if b < 0 {
		b = -b
	}
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// multiples is library(clpfd)'s multiples/3 for Σ cs[i]*vs[i] = 0: a
// variable whose coefficient is coprime to another one's must be a
// multiple of the gcd of the others (V #= GCD*_).
func (s *fdStore) multiples(cs []int64, vs []*fdVar) {
	as := make([]int64, len(cs))
	for i, k := range cs {
		as[i] = max(k, -k)
	}
	for i, c := range as {
		var n int64
		switch {
		case i+1 < len(as):
			n = as[i+1]
		case i > 0:
			n = as[i-1]
		default:
			continue
		}
		if n == 1 || gcd64(c, n) != 1 {
			continue
		}
		g := n
		for _, k := range as[i+1:] {
			g = gcd64(k, g)
		}
		for _, k := range as[:i] {
			g = gcd64(k, g)
		}
		if g > 1 {
			// ?(V) #= G * ?(_): matching ?(V), then ?(_), constrains them
			// to integers, V first.
			q := s.aux()
			s.swiAttr(vs[i])
			s.swiAttr(q)
			s.swiProp(rkTimes, []*fdVar{s.constVar(g), q, vs[i]}, nil, 0)
		}
	}
}

// swiPostRel posts L rel R as library(clpfd) does; false when the terms
// hold something it would raise an error for (the caller then takes the
// older path, which raises it).
func (s *fdStore) swiPostRel(name string, l, r engine.Term) bool {
	if !swiParsable(l, r) {
		return false
	}
	plus1 := func(t engine.Term) engine.Term { return engine.NewCompound(engine.AtomPlus, t, engine.MakeInt(1)) }
	switch name {
	case "#=":
		s.swiEq(l, r)
	case "#\\=":
		s.swiNeq(l, r)
	case "#>=":
		s.swiGeq(l, r)
	case "#=<":
		s.swiGeq(r, l)
	case "#>":
		s.swiGeq(l, plus1(r))
	case "#<":
		s.swiGeq(r, plus1(l))
	default:
		return false
	}
	return true
}

func binArgs(t engine.Term, name *engine.Atom) (engine.Term, engine.Term, bool) {
	c, ok := engine.Deref(t).(*engine.Compound)
	if !ok || c.Name != name || len(c.Args) != 2 {
		return nil, nil, false
	}
	return c.Args[0], c.Args[1], true
}

func unArg(t engine.Term, name *engine.Atom) (engine.Term, bool) {
	c, ok := engine.Deref(t).(*engine.Compound)
	if !ok || c.Name != name || len(c.Args) != 1 {
		return nil, false
	}
	return c.Args[0], true
}

// viPair matches t against name(var, var).
func viPair(t engine.Term, name *engine.Atom) (engine.Term, engine.Term, bool) {
	a, b, ok := binArgs(t, name)
	if !ok {
		return nil, nil, false
	}
	va, ok1 := swiVI(a)
	vb, ok2 := swiVI(b)
	return va, vb, ok1 && ok2
}

// swiEq is clpfd_equal_/2.
func (s *fdStore) swiEq(l, r engine.Term) {
	sides := [2][2]engine.Term{{l, r}, {r, l}}
	vx := func(t engine.Term) *fdVar { return s.viVar(t) }
	for _, sd := range sides {
		x, ok1 := swiVI(sd[0])
		y, ok2 := swiVI(sd[1])
		if ok1 && ok2 {
			a, b := vx(x), vx(y)
			s.swiAttr(a)
			s.swiAttr(b)
			s.postForm(&linForm{a: []int64{1, -1}, x: []*fdVar{a, b}}, relEq)
			return
		}
	}
	type matcher func(x engine.Term, y engine.Term) bool
	ms := []matcher{
		func(x, y engine.Term) bool {
			a, b, ok := viPair(y, engine.AtomPlus)
			if ok {
				s.swiProp(rkPlus, []*fdVar{vx(a), vx(b), vx(x)}, nil, 0)
			}
			return ok
		},
		func(x, y engine.Term) bool {
			a, b, ok := viPair(y, engine.AtomMinus)
			if ok {
				s.swiProp(rkPlus, []*fdVar{vx(x), vx(b), vx(a)}, nil, 0)
			}
			return ok
		},
		func(x, y engine.Term) bool {
			a, b, ok := viPair(y, fdAtomTimes)
			if ok {
				s.swiProp(rkTimes, []*fdVar{vx(a), vx(b), vx(x)}, nil, 0)
			}
			return ok
		},
		func(x, y engine.Term) bool {
			a, ok := unArg(y, engine.AtomMinus)
			if !ok {
				return false
			}
			z, ok := swiVI(a)
			if ok {
				s.swiProp(rkTimes, []*fdVar{s.constVar(-1), vx(z), vx(x)}, nil, 0)
			}
			return ok
		},
	}
	for _, m := range ms {
		for _, sd := range sides {
			if x, ok := swiVI(sd[0]); ok && m(x, sd[1]) {
				return
			}
		}
	}
	if cs, vs, c, ok := s.swiLinear(l, r); ok {
		s.scalarProduct("#=", cs, vs, c)
		return
	}
	for _, sd := range sides {
		if x, ok := swiVI(sd[0]); ok {
			t := vx(x)
			s.parse(sd[1], t)
			return
		}
	}
	rx := s.parse(l, nil)
	s.parse(r, rx)
}

// swiNeq is clpfd_neq/2.
func (s *fdStore) swiNeq(l, r engine.Term) {
	sides := [2][2]engine.Term{{l, r}, {r, l}}
	vx := func(t engine.Term) *fdVar { return s.viVar(t) }
	for _, sd := range sides {
		x, ok1 := swiVI(sd[0])
		n, ok2 := engine.Deref(sd[1]).(engine.Int)
		if ok1 && ok2 {
			s.neqNum(vx(x), int64(n))
			return
		}
	}
	type matcher func(x engine.Term, y engine.Term) bool
	ms := []matcher{
		func(x, y engine.Term) bool {
			b, ok := swiVI(y)
			if ok {
				s.swiProp(rkNeq, []*fdVar{vx(x), vx(b)}, nil, 0)
			}
			return ok
		},
		func(x, y engine.Term) bool {
			a, b, ok := viPair(y, engine.AtomPlus)
			if ok {
				s.swiProp(rkNeqPlus, []*fdVar{vx(x), vx(a), vx(b)}, nil, 0)
			}
			return ok
		},
		func(x, y engine.Term) bool {
			a, b, ok := viPair(y, engine.AtomMinus)
			if ok {
				s.swiProp(rkNeqPlus, []*fdVar{vx(a), vx(x), vx(b)}, nil, 0)
			}
			return ok
		},
		func(x, y engine.Term) bool {
			a, b, ok := viPair(y, fdAtomTimes)
			if ok {
				p := s.aux()
				s.swiProp(rkTimes, []*fdVar{vx(a), vx(b), p}, nil, 0)
				s.swiProp(rkNeq, []*fdVar{vx(x), p}, nil, 0)
			}
			return ok
		},
	}
	for _, m := range ms {
		for _, sd := range sides {
			if x, ok := swiVI(sd[0]); ok && m(x, sd[1]) {
				return
			}
		}
	}
	for _, sd := range sides {
		n, ok := engine.Deref(sd[0]).(engine.Int)
		if !ok {
			continue
		}
		if a, ok := unArg(sd[1], fdAtomAbs); ok {
			if y, z, ok := binArgs(a, engine.AtomMinus); ok {
				y1 := s.parse(y, nil)
				z1 := s.parse(z, nil)
				s.swiProp(rkAbsDiffNeq, []*fdVar{y1, z1}, nil, int64(n))
				return
			}
		}
	}
	if cs, vs, c, ok := s.swiLinear(l, r); ok {
		s.scalarProduct("#\\=", cs, vs, c)
		return
	}
	for _, sd := range sides {
		if y, z, ok := binArgs(sd[1], engine.AtomPlus); ok {
			x1, y1, z1 := s.parse(sd[0], nil), s.parse(y, nil), s.parse(z, nil)
			s.swiProp(rkNeqPlus, []*fdVar{x1, y1, z1}, nil, 0)
			return
		}
	}
	for _, sd := range sides {
		if y, z, ok := binArgs(sd[1], engine.AtomMinus); ok {
			x1, y1, z1 := s.parse(sd[0], nil), s.parse(y, nil), s.parse(z, nil)
			s.swiProp(rkNeqPlus, []*fdVar{y1, x1, z1}, nil, 0)
			return
		}
	}
	rx, ry := s.parse(l, nil), s.parse(r, nil)
	s.swiProp(rkNeq, []*fdVar{rx, ry}, nil, 0)
}

// swiGeq is clpfd_geq_/2.
func (s *fdStore) swiGeq(l, r engine.Term) {
	for {
		if cs, vs, c, ok := s.swiLinear(l, r); ok {
			is := func(a, b int64) bool { return len(cs) == 2 && cs[0] == a && cs[1] == b }
			switch {
			case len(cs) == 1 && cs[0] == 1:
				s.geq(vs[0], s.constVar(c))
			case len(cs) == 1 && cs[0] == -1:
				s.geq(s.constVar(satNeg(c)), vs[0])
			case is(1, 1):
				sum := s.aux()
				s.swiAttr(sum)
				s.swiProp(rkPlus, []*fdVar{vs[0], vs[1], sum}, nil, 0)
				s.geq(sum, s.constVar(c))
			case is(1, -1):
				if c == 0 {
					s.geq(vs[0], vs[1])
				} else {
					s.swiProp(rkLeqPlusC, []*fdVar{vs[1], vs[0]}, nil, satNeg(c))
				}
			case is(-1, 1):
				if c == 0 {
					s.geq(vs[1], vs[0])
				} else {
					s.swiProp(rkLeqPlusC, []*fdVar{vs[0], vs[1]}, nil, satNeg(c))
				}
			case is(-1, -1):
				sum := s.aux()
				s.swiAttr(sum)
				s.swiProp(rkPlus, []*fdVar{vs[0], vs[1], sum}, nil, 0)
				s.geq(s.constVar(satNeg(c)), sum)
			default:
				s.scalarProduct("#>=", cs, vs, c)
			}
			return
		}
		if a, b, ok := binArgs(l, engine.AtomMinus); ok {
			if n, ok := engine.Deref(r).(engine.Int); ok {
				x1, y1 := s.parse(a, nil), s.parse(b, nil)
				s.swiProp(rkLeqPlusC, []*fdVar{y1, x1}, nil, satNeg(int64(n)))
				return
			}
		}
		if n, ok := engine.Deref(l).(engine.Int); ok {
			if z, a, ok := binArgs(r, engine.AtomPlus); ok {
				if k, ok := engine.Deref(a).(engine.Int); ok {
					l, r = engine.MakeInt(satAdd(int64(n), -int64(k))), z
					continue
				}
			}
		}
		break
	}
	if a, ok := unArg(l, fdAtomAbs); ok {
		if n, ok := engine.Deref(r).(engine.Int); ok {
			if x, y, ok := binArgs(a, engine.AtomMinus); ok {
				x1, y1 := s.parse(x, nil), s.parse(y, nil)
				s.swiProp(rkAbsDiffGeq, []*fdVar{x1, y1}, nil, int64(n))
				return
			}
			rx := s.parse(a, nil)
			if n > 0 {
				s.swiAttr(rx)
				if !s.setDom(rx, rx.d.intersect(fdDom{{fdInf, -int64(n)}, {int64(n), fdSup}})) {
					s.failed = true
				}
			}
			return
		}
	}
	if n, ok := engine.Deref(l).(engine.Int); ok {
		if a, ok := unArg(r, fdAtomAbs); ok {
			rx := s.parse(a, nil)
			if n < 0 {
				s.failed = true
				return
			}
			s.swiAttr(rx)
			if !s.setDom(rx, rx.d.clip(-int64(n), int64(n))) {
				s.failed = true
			}
			return
		}
	}
	rx, ry := s.parse(l, nil), s.parse(r, nil)
	s.geq(rx, ry)
}
