package builtins

import "slices"

// Propagators of library(clpfd).

const (
	relEq = iota
	relNe
	relLe
)

// pLinear is Σ a[i]*x[i] + c  rel  0 with bounds consistency (= and =<),
// domain consistency for two-variable unit-coefficient equations, and
// value removal for ≠ when one variable is left.
type pLinear struct {
	propBase
	a   []int64
	x   []*fdVar
	c   int64
	rel int
	// mode is linPlain, or the library(clpfd) propagator the equation
	// stands for, whose strength and wake-up it then has.
	mode uint8
}

const (
	linPlain = iota
	// linSum is pplus/3 or scalar_product_eq/3: woken by a change of
	// bounds only; with two variables left, both of coefficient ±1, it
	// maps each domain onto the other, holes included.
	linSum
	// linScale is ptimes(K, Y, Z), a = [K, -1], x = [Y, Z]: woken by any
	// change, it scales each interval of Y's domain by K onto Z's and
	// each of Z's back (domain_expand/3 and domain_contract/3).
	linScale
)

func newLinear(s *fdStore, a []int64, x []*fdVar, c int64, rel int) *pLinear {
	return newLinearMode(s, a, x, c, rel, linPlain)
}

func newLinearMode(s *fdStore, a []int64, x []*fdVar, c int64, rel int, mode uint8) *pLinear {
	p := &pLinear{a: a, x: x, c: c, rel: rel, mode: mode}
	need := uint8(chBounds)
	switch {
	case rel == relNe:
		need = chFix
	case mode == linScale:
		need = chDom
	case mode == linSum:
	case rel == relEq && len(x) == 2 && (a[0] == 1 || a[0] == -1) && (a[1] == 1 || a[1] == -1):
		need = chDom
	}
	s.post(p, need, x...)
	return p
}

// alias makes the propagators on y, which unification made one
// variable with x, propagators on x, as SWI-Prolog's propagators see the
// one variable: in a linear constraint y's terms become x's and the
// coefficients of one variable add up (X #\= Y, X = Y fails, X + Y #=
// 10, X = Y gives 5), and an arithmetic one has x where it had y
// (X*Y #= 9, X = Y is a square). pEq keeps the two domains equal for
// the others.
func (s *fdStore) alias(x, y *fdVar) {
	for _, at := range append([]fdAttach(nil), y.props...) {
		switch p := at.p.(type) {
		case *pLinear:
			if p.dead || !slices.Contains(p.x, y) {
				continue
			}
			onX := slices.Contains(p.x, x)
			oldA, oldX := p.a, p.x
			s.trail = append(s.trail, fdUndo{kind: undoAlias, restore: func() { p.a, p.x = oldA, oldX }})
			p.a, p.x = mergeTerms(p.a, p.x, x, y)
			if !onX {
				s.attach(x, p, chBounds)
			}
			s.enqueue(p)
		case *pArith:
			if p.dead || p.x != y && p.y != y && p.z != y {
				continue
			}
			onX := p.x == x || p.y == x || p.z == x
			ox, oy, oz := p.x, p.y, p.z
			s.trail = append(s.trail, fdUndo{kind: undoAlias, restore: func() { p.x, p.y, p.z = ox, oy, oz }})
			for _, v := range []**fdVar{&p.x, &p.y, &p.z} {
				if *v == y {
					*v = x
				}
			}
			if !onX {
				s.attach(x, p, at.need)
			}
			s.enqueue(p)
		}
	}
}

// mergeTerms returns the terms a*xs with y's made x's, the coefficients
// of x added up, and x's term dropped when they sum to zero.
func mergeTerms(as []int64, xs []*fdVar, x, y *fdVar) ([]int64, []*fdVar) {
	a := make([]int64, 0, len(as))
	vs := make([]*fdVar, 0, len(xs))
	at := -1 // x's place in the new terms
	for i, v := range xs {
		if v == y {
			v = x
		}
		if v == x && at >= 0 {
			a[at] = satAdd(a[at], as[i])
			continue
		}
		if v == x {
			at = len(vs)
		}
		a, vs = append(a, as[i]), append(vs, v)
	}
	if at >= 0 && a[at] == 0 {
		a, vs = slices.Delete(a, at, at+1), slices.Delete(vs, at, at+1)
	}
	return a, vs
}

// termBounds returns the bounds of a*x.
func termBounds(a int64, x *fdVar) (int64, int64) {
	if a > 0 {
		return satMul(a, x.min()), satMul(a, x.max())
	}
	return satMul(a, x.max()), satMul(a, x.min())
}

func (p *pLinear) run(s *fdStore) bool {
	switch p.rel {
	case relNe:
		return p.runNe(s)
	case relEq:
		switch p.mode {
		case linPlain:
			if len(p.x) == 2 && p.x[0] != p.x[1] && (p.a[0] == 1 || p.a[0] == -1) && (p.a[1] == 1 || p.a[1] == -1) {
				return p.runEq2(s, 0, 1, p.c)
			}
		case linSum:
			if i, j, c, ok := p.twoUnit(); ok {
				return p.runEq2(s, i, j, c)
			}
		case linScale:
			if len(p.x) == 2 && p.a[1] == -1 && p.a[0] != 0 && !p.x[0].fixed() && !p.x[1].fixed() {
				return p.runScale(s)
			}
		}
	}
	for iter := 0; iter < 64; iter++ {
		// Sums of the finite parts and counts of infinite parts.
		var loSum, hiSum int64
		loInf, hiInf := 0, 0
		allFixed := true
		for i, x := range p.x {
			if !x.fixed() {
				allFixed = false
			}
			lo, hi := termBounds(p.a[i], x)
			if lo == fdInf {
				loInf++
			} else {
				loSum = satAdd(loSum, lo)
			}
			if hi == fdSup {
				hiInf++
			} else {
				hiSum = satAdd(hiSum, hi)
			}
		}
		if allFixed {
			v := satAdd(loSum, p.c)
			if p.rel == relEq && v != 0 || p.rel == relLe && v > 0 {
				return false
			}
			s.kill(&p.propBase)
			return true
		}
		if p.rel == relLe {
			if hiInf == 0 && satAdd(hiSum, p.c) <= 0 {
				s.kill(&p.propBase)
				return true
			}
		}
		changed := false
		for i, x := range p.x {
			a := p.a[i]
			lo, hi := termBounds(a, x)
			// restLo/restHi: bounds of the other terms.
			restLo := int64(fdInf)
			if loInf == 0 {
				restLo = loSum - lo
			} else if loInf == 1 && lo == fdInf {
				restLo = loSum
			}
			restHi := int64(fdSup)
			if hiInf == 0 {
				restHi = hiSum - hi
			} else if hiInf == 1 && hi == fdSup {
				restHi = hiSum
			}
			// a*x in [-c - restHi, -c - restLo] (only the upper part for =<).
			tHi := satAdd(satNeg(p.c), satNeg(restLo))
			tLo := int64(fdInf)
			if p.rel == relEq {
				tLo = satAdd(satNeg(p.c), satNeg(restHi))
			}
			var nlo, nhi int64
			if a > 0 {
				nlo, nhi = ceilDivInf(tLo, a), floorDivInf(tHi, a)
			} else {
				nlo, nhi = ceilDivInf(tHi, a), floorDivInf(tLo, a)
			}
			if nlo > x.min() || nhi < x.max() {
				if !s.setBounds(x, nlo, nhi) {
					return false
				}
				changed = true
			}
		}
		if !changed {
			return true
		}
	}
	return true
}

func ceilDivInf(a, b int64) int64 {
	if a == fdInf || a == fdSup {
		if (a > 0) == (b > 0) {
			return fdSup
		}
		return fdInf
	}
	return ceilDiv(a, b)
}

func floorDivInf(a, b int64) int64 {
	if a == fdInf || a == fdSup {
		if (a > 0) == (b > 0) {
			return fdSup
		}
		return fdInf
	}
	return floorDiv(a, b)
}

// twoUnit returns the places of the two variables of the equation that
// are not fixed, when there are exactly two and both have coefficient
// ±1, and the constant with the fixed terms added.
func (p *pLinear) twoUnit() (int, int, int64, bool) {
	i, j := -1, -1
	c := p.c
	for k, x := range p.x {
		if x.fixed() {
			c = satAdd(c, satMul(p.a[k], x.value()))
			continue
		}
		if p.a[k] != 1 && p.a[k] != -1 {
			return 0, 0, 0, false
		}
		switch {
		case i < 0:
			i = k
		case j < 0:
			j = k
		default:
			return 0, 0, 0, false
		}
	}
	if j < 0 || p.x[i] == p.x[j] || c == fdInf || c == fdSup {
		return 0, 0, 0, false
	}
	return i, j, c, true
}

// runScale is ptimes(K, Y, Z) for Y and Z not fixed: Z's domain meets
// Y's with each interval multiplied by K, then Y's meets Z's with each
// interval divided by K (rounded inwards).
func (p *pLinear) runScale(s *fdStore) bool {
	k, y, z := p.a[0], p.x[0], p.x[1]
	if k == 1 {
		// ptimes(1, Y, Z) unifies Y and Z.
		d := y.d.intersect(z.d)
		if !s.setDom(y, d) || !s.setDom(z, d) {
			return false
		}
		s.kill(&p.propBase)
		if !y.fixed() {
			s.unifyVars(y, z)
		}
		return true
	}
	if !s.setDom(z, z.d.intersect(domExpand(y.d, k))) {
		return false
	}
	return s.setDom(y, y.d.intersect(domContract(z.d, k)))
}

// domExpand is library(clpfd)'s domain_expand/3: each interval of d
// with its bounds multiplied by m.
func domExpand(d fdDom, m int64) fdDom {
	if m < 0 {
		d, m = d.negate(), -m
	}
	if m == 1 {
		return d
	}
	out := make(fdDom, 0, len(d))
	for _, iv := range d {
		out = append(out, ival{satMul(iv.lo, m), satMul(iv.hi, m)})
	}
	return out
}

// domContract is library(clpfd)'s domain_contract/3: each interval of d
// divided by m, its lower bound rounded up and its upper bound down;
// intervals that hold no multiple of m vanish.
func domContract(d fdDom, m int64) fdDom {
	if m < 0 {
		d, m = d.negate(), -m
	}
	out := make(fdDom, 0, len(d))
	for _, iv := range d {
		lo, hi := ceilDivInf(iv.lo, m), floorDivInf(iv.hi, m)
		if lo > hi {
			continue
		}
		if n := len(out); n > 0 && out[n-1].hi+1 >= lo {
			out[n-1].hi = max(out[n-1].hi, hi)
			continue
		}
		out = append(out, ival{lo, hi})
	}
	return out
}

// runEq2 handles a[i]*x[i] + a[j]*x[j] + c = 0 with unit coefficients:
// x[i] is an affine image of x[j], so domains map exactly.
func (p *pLinear) runEq2(s *fdStore, i, j int, c int64) bool {
	x, y := p.x[i], p.x[j]
	// x = -(aj*y + c)/ai = k*y + m
	k := -p.a[j] * p.a[i]
	m := -c * p.a[i]
	img := func(d fdDom, k, m int64) fdDom {
		if k < 0 {
			d = d.negate()
		}
		return d.shift(m)
	}
	if !s.setDom(x, x.d.intersect(img(y.d, k, m))) {
		return false
	}
	// y = (x - m)/k = k*x - k*m since k = ±1.
	if !s.setDom(y, y.d.intersect(img(x.d, k, -k*m))) {
		return false
	}
	if p.mode == linSum && k == 1 && m == 0 && !x.fixed() {
		// pplus(0, Y, Z) unifies Y and Z.
		s.kill(&p.propBase)
		s.unifyVars(x, y)
		return true
	}
	if x.fixed() && y.fixed() {
		s.kill(&p.propBase)
	}
	return true
}

func (p *pLinear) runNe(s *fdStore) bool {
	free := -1
	var sum int64
	for i, x := range p.x {
		if x.fixed() {
			sum = satAdd(sum, satMul(p.a[i], x.value()))
		} else if free >= 0 {
			return true
		} else {
			free = i
		}
	}
	sum = satAdd(sum, p.c)
	if free < 0 {
		if sum == 0 {
			return false
		}
		s.kill(&p.propBase)
		return true
	}
	// a*x + sum != 0
	a := p.a[free]
	s.kill(&p.propBase)
	if (-sum)%a == 0 {
		return s.removeVal(p.x[free], -sum/a)
	}
	return true
}

// pAbsDiffNe is |x - y| ≠ c (N-queens' diagonals).
type pAbsDiffNe struct {
	propBase
	x, y *fdVar
	c    int64
}

func (p *pAbsDiffNe) run(s *fdStore) bool {
	x, y := p.x, p.y
	if y.fixed() {
		x, y = y, x
	} else if !x.fixed() {
		return true
	}
	s.kill(&p.propBase)
	v := x.value()
	if !s.removeVal(y, satAdd(v, p.c)) {
		return false
	}
	return s.removeVal(y, satAdd(v, -p.c))
}

// pAllDiff is all_different/1: SWI-Prolog's propagation removes the value
// of each variable that becomes fixed from the others.
type pAllDiff struct {
	propBase
	x []*fdVar
}

func (p *pAllDiff) run(s *fdStore) bool {
	nfree := 0
	for i, x := range p.x {
		if !x.fixed() {
			nfree++
			continue
		}
		if !s.removeFromOthers(p.x, i) {
			return false
		}
	}
	if nfree == 0 {
		s.kill(&p.propBase)
	}
	return true
}

// removeFromOthers removes the value of the fixed xs[i] from every other
// variable of xs, failing when another one is fixed to it.
func (s *fdStore) removeFromOthers(xs []*fdVar, i int) bool {
	v := xs[i].value()
	for j, y := range xs {
		if j == i {
			continue
		}
		if y.fixed() {
			if y.value() == v {
				return false
			}
			continue
		}
		if !s.removeVal(y, v) {
			return false
		}
	}
	return true
}

// pDiffVar is SWI-Prolog's pdifferent: one per variable of
// all_different/1, woken when its variable is fixed, removing the value
// from the other variables.
type pDiffVar struct {
	propBase
	x []*fdVar
	i int
}

func (p *pDiffVar) run(s *fdStore) bool {
	x := p.x[p.i]
	if !x.fixed() {
		return true
	}
	s.kill(&p.propBase)
	return s.removeFromOthers(p.x, p.i)
}

// unifyVars makes x and y one variable in the store, as library(clpfd)'s
// propagators do with Y = Z: their propagators become x's and their
// domains stay equal. The Prolog variables stay two: unifying them here
// would need the engine to run the unification's wake-up goals, also
// for a host's variables.
func (s *fdStore) unifyVars(x, y *fdVar) {
	if x == y {
		return
	}
	s.post(&pEq{x: x, y: y}, chDom, x, y)
	s.alias(x, y)
}

// pEq keeps two variables' domains equal (aliasing two constrained
// variables by unification).
type pEq struct {
	propBase
	x, y *fdVar
}

func (p *pEq) run(s *fdStore) bool {
	d := p.x.d.intersect(p.y.d)
	return s.setDom(p.x, d) && s.setDom(p.y, d)
}
