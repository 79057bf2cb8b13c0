package builtins

import (
	"cmp"
	"math"
	"slices"
)

// Non-linear propagators: z = x op y with bounds reasoning. Each one fixes
// z when its inputs are fixed, so labeling the inputs always decides it.

const (
	opTimes = iota
	opTDiv  // //
	opFDiv  // div
	opMod
	opRem
	opMin
	opMax
	opPow
	opAbs // unary: y unused
)

type pArith struct {
	propBase
	op      int
	x, y, z *fdVar
}

func newArith(s *fdStore, op int, x, y, z *fdVar) {
	p := &pArith{op: op, x: x, y: y, z: z}
	need := uint8(chBounds)
	if op == opMod || op == opRem || op == opTDiv || op == opFDiv {
		// pmod, prem, ptzdiv and pdiv wake on any change, as
		// library(clpfd)'s do.
		need = chDom
	}
	if op == opAbs {
		need = chDom
		s.post(p, need, x, z)
		return
	}
	s.post(p, need, x, y, z)
}

func minMax4(a, b, c, d int64) (int64, int64) {
	return min(a, b, c, d), max(a, b, c, d)
}

func tdiv(a, b int64) int64 {
	if a == fdInf || a == fdSup {
		return floorDivInf(a, b)
	}
	return a / b
}

func ipow(b, e int64) (int64, bool) {
	r := int64(1)
	for i := int64(0); i < e; i++ {
		n := satMul(r, b)
		if n == fdInf || n == fdSup {
			return n, false
		}
		r = n
	}
	return r, true
}

func floorMod(a, b int64) int64 {
	m := a % b
	if m != 0 && (m < 0) != (b < 0) {
		m += b
	}
	return m
}

func (p *pArith) run(s *fdStore) bool {
	x, y, z := p.x, p.y, p.z
	if x == y && !x.fixed() {
		// Aliased operands: library(clpfd)'s pmod and prem give 0, pdiv
		// and ptzdiv give 1 (x is not 0 there).
		switch p.op {
		case opMod, opRem:
			s.kill(&p.propBase)
			return s.fix(z, 0)
		case opTDiv, opFDiv:
			s.kill(&p.propBase)
			return s.fix(z, 1)
		}
	}
	switch p.op {
	case opTDiv:
		return p.runTDiv(s)
	case opFDiv:
		return p.runFDiv(s)
	}
	switch p.op {
	case opTimes:
		if x == y {
			return p.square(s)
		}
		lo, hi := minMax4(satMul(x.min(), y.min()), satMul(x.min(), y.max()), satMul(x.max(), y.min()), satMul(x.max(), y.max()))
		if !s.setBounds(z, lo, hi) {
			return false
		}
		if z.fixed() && z.value() != 0 && z.value() != fdInf {
			// x*y = c with c /= 0: neither factor is larger than |c|.
			c := max(z.value(), -z.value())
			if !s.setBounds(x, -c, c) || !s.setBounds(y, -c, c) {
				return false
			}
		}
		if !divBounds(s, z, y, x) || !divBounds(s, z, x, y) {
			return false
		}
		if x.fixed() && y.fixed() {
			s.kill(&p.propBase)
			return s.fix(z, satMul(x.value(), y.value()))
		}
	case opTDiv, opFDiv:
		if y.fixed() && y.value() == 0 {
			return false
		}
		if !s.removeVal(y, 0) {
			return false
		}
		if y.min() > 0 || y.max() < 0 {
			div := tdiv
			if p.op == opFDiv {
				div = floorDivInf
			}
			lo, hi := minMax4(div(x.min(), y.min()), div(x.min(), y.max()), div(x.max(), y.min()), div(x.max(), y.max()))
			if !s.setBounds(z, lo, hi) {
				return false
			}
		}
		if y.fixed() && y.value() > 0 && p.op == opTDiv {
			c := y.value()
			// x in the values whose quotient lies in z's bounds.
			var lo, hi int64 = fdInf, fdSup
			if zl := z.min(); zl != fdInf {
				if zl > 0 {
					lo = satMul(zl, c)
				} else {
					lo = satAdd(satMul(zl, c), -(c - 1))
				}
			}
			if zh := z.max(); zh != fdSup {
				if zh >= 0 {
					hi = satAdd(satMul(zh, c), c-1)
				} else {
					hi = satMul(zh, c)
				}
			}
			if !s.setBounds(x, lo, hi) {
				return false
			}
		}
		if x.fixed() && y.fixed() {
			s.kill(&p.propBase)
			if p.op == opTDiv {
				return s.fix(z, x.value()/y.value())
			}
			return s.fix(z, floorDiv(x.value(), y.value()))
		}
	case opMod:
		return p.runMod(s)
	case opRem:
		return p.runRem(s)
	case opMin, opMax:
		return p.runMinMax(s)
	case opPow:
		if x.fixed() && !y.fixed() && !z.fixed() && x.value() > 1 {
			// pexp(N, Y, Z): Z between N^min(Y) and N^max(Y), Y at
			// most the logarithm of max(Z).
			n := x.value()
			if y.min() >= 0 {
				lo, _ := ipow(n, y.min())
				hi := int64(fdSup)
				if y.max() != fdSup {
					hi, _ = ipow(n, y.max())
				}
				if !s.setBounds(z, lo, hi) {
					return false
				}
			}
			if zm := z.max(); zm != fdSup && zm > 0 {
				e, v := int64(0), int64(1)
				for v <= zm/n {
					v *= n
					e++
				}
				return s.setMax(y, e)
			}
			return true
		}
		if !x.fixed() && !y.fixed() && x.min() > 0 && y.min() > 0 && x.min() != fdSup {
			// pexp: Z is at least min(X)^min(Y).
			lo, _ := ipow(x.min(), y.min())
			return s.setMin(z, lo)
		}
		if y.fixed() && z.fixed() && y.value() > 0 && !x.fixed() {
			// integer_kth_root/3: X is the root of Z, or its negation
			// too for an even power.
			e, n := y.value(), z.value()
			r, ok := kthRoot(n, e)
			if !ok {
				return false
			}
			s.kill(&p.propBase)
			if e%2 == 0 {
				return s.setDom(x, x.d.intersect(fdDom{{-r, -r}}.union(fdDom{{r, r}})))
			}
			return s.fix(x, r)
		}
		if y.fixed() {
			e := y.value()
			if e < 0 {
				if x.fixed() && y.fixed() {
					v := x.value()
					switch {
					case v == 1:
						return s.fix(z, 1)
					case v == -1:
						if e%2 == 0 {
							return s.fix(z, 1)
						}
						return s.fix(z, -1)
					default:
						return false
					}
				}
				return true
			}
			pl, _ := ipow(x.min(), e)
			ph, _ := ipow(x.max(), e)
			if x.min() == fdInf {
				pl = fdSup
				if e%2 == 1 {
					pl = fdInf
				}
			}
			if x.max() == fdSup {
				ph = fdSup
			}
			if e == 0 {
				pl, ph = 1, 1
			}
			lo, hi := min(pl, ph), max(pl, ph)
			if e%2 == 0 && e > 0 && x.min() <= 0 && x.max() >= 0 {
				lo = 0
			}
			if !s.setBounds(z, lo, hi) {
				return false
			}
		}
		if x.fixed() && y.fixed() {
			s.kill(&p.propBase)
			v, ok := ipow(x.value(), y.value())
			if !ok {
				return false
			}
			return s.fix(z, v)
		}
	case opAbs:
		pos := x.d.clip(0, fdSup)
		neg := x.d.clip(fdInf, 0).negate()
		if !s.setDom(z, z.d.intersect(pos.union(neg))) {
			return false
		}
		zn := z.d.negate()
		if !s.setDom(x, x.d.intersect(z.d.union(zn))) {
			return false
		}
		if x.fixed() {
			s.kill(&p.propBase)
		}
	}
	return true
}

// divBounds narrows q where q*d = z, using the bounds of z and d when d
// does not contain 0.
func divBounds(s *fdStore, z, d, q *fdVar) bool {
	if d.min() > 0 || d.max() < 0 {
		if !z.d.finite() && (z.min() == fdInf || z.max() == fdSup) {
			// z unbounded: only the sign may follow; keep it simple.
			return true
		}
		c1, c2, c3, c4 := realDiv(z.min(), d.min()), realDiv(z.min(), d.max()), realDiv(z.max(), d.min()), realDiv(z.max(), d.max())
		lo := min(c1.lo, c2.lo, c3.lo, c4.lo)
		hi := max(c1.hi, c2.hi, c3.hi, c4.hi)
		return s.setBounds(q, lo, hi)
	}
	if !z.d.contains(0) && d.d.contains(0) {
		if !s.removeVal(d, 0) {
			return false
		}
		return s.removeVal(q, 0)
	}
	return true
}

// realDiv returns ceil(a/b) and floor(a/b) packed as an interval bound
// pair: lo is ceil, hi is floor (the integer candidates around a/b).
func realDiv(a, b int64) ival {
	if d, ok := d4(a, b); ok {
		return d
	}
	return ival{fdInf, fdSup}
}

func d4(a, b int64) (ival, bool) {
	if b == 0 {
		return ival{}, false
	}
	if b == fdInf || b == fdSup {
		return ival{0, 0}, true
	}
	return ival{ceilDivInf(a, b), floorDivInf(a, b)}, true
}

// square handles z = x*x.
func (p *pArith) square(s *fdStore) bool {
	x, z := p.x, p.z
	var lo, hi int64
	switch {
	case x.min() >= 0:
		lo, hi = satMul(x.min(), x.min()), satMul(x.max(), x.max())
	case x.max() <= 0:
		lo, hi = satMul(x.max(), x.max()), satMul(x.min(), x.min())
	default:
		lo, hi = 0, max(satMul(x.min(), x.min()), satMul(x.max(), x.max()))
	}
	if !s.setBounds(z, max(lo, 0), hi) {
		return false
	}
	if z.max() != fdSup {
		r := isqrt(z.max())
		d := x.d.clip(-r, r)
		if z.min() > 0 {
			q := isqrt(z.min())
			if q*q < z.min() {
				q++
			}
			// |x| >= q
			d = d.subtract(fdDom{{-q + 1, q - 1}})
		}
		if !s.setDom(x, d) {
			return false
		}
	}
	if x.fixed() {
		s.kill(&p.propBase)
		return s.fix(z, satMul(x.value(), x.value()))
	}
	return true
}

// isqrt returns floor(sqrt(n)) for n >= 0.
func isqrt(n int64) int64 {
	if n <= 0 {
		return 0
	}
	r := int64(math.Sqrt(float64(n)))
	for r*r > n {
		r--
	}
	for (r+1)*(r+1) <= n {
		r++
	}
	return r
}

// kthRoot returns the integer k-th root of n when n is a k-th power
// (k > 0; a negative n needs an odd k).
func kthRoot(n, k int64) (int64, bool) {
	neg := n < 0
	if neg {
		if k%2 == 0 {
			return 0, false
		}
		n = -n
	}
	r := int64(math.Round(math.Pow(float64(n), 1/float64(k))))
	for _, c := range []int64{r - 1, r, r + 1} {
		if c < 0 {
			continue
		}
		if p, ok := ipow(c, k); ok && p == n {
			if neg {
				c = -c
			}
			return c, true
		}
	}
	return 0, false
}

func absInf(v int64) int64 {
	if v < 0 {
		return satNeg(v)
	}
	return v
}

// runMod is library(clpfd)'s pmod(X, Y, Z) propagator, Z = X mod Y.
func (p *pArith) runMod(s *fdStore) bool {
	x, y, z := p.x, p.y, p.z
	switch {
	case x.fixed():
		if y.fixed() {
			s.kill(&p.propBase)
			if y.value() == 0 {
				return false
			}
			return s.fix(z, floorMod(x.value(), y.value()))
		}
		return true
	case y.fixed():
		yv := y.value()
		if yv == 0 {
			return false
		}
		if yv == 1 || yv == -1 {
			s.kill(&p.propBase)
			return s.fix(z, 0)
		}
		if !z.fixed() {
			yp := absInf(yv) - 1
			var zl, zh int64
			xl, xh := x.min(), x.max()
			switch {
			case yv > 0 && xl != fdInf && xh != fdSup:
				if xl >= 0 && xh < yv {
					// X mod Y is X: pmod unifies Z and X.
					s.kill(&p.propBase)
					if !s.setDom(z, z.d.intersect(x.d)) || !s.setDom(x, x.d.intersect(z.d)) {
						return false
					}
					s.unifyVars(x, z)
					return true
				}
				zl, zh = 0, yp
			case yv > 0:
				zl, zh = 0, yp
			default:
				zl, zh = -yp, 0
			}
			if !s.setBounds(z, zl, zh) {
				return false
			}
			zmin, zmax := z.min(), z.max()
			if !x.fixed() && x.min() != fdInf {
				m := x.min()
				if r := floorMod(m, yv); r < zmin || r > zmax {
					if yv > 0 {
						next := floorDiv(m-zmin+yv-1, yv)*yv + zmin
						if !s.setMin(x, next) {
							return false
						}
					} else if !s.removeVal(x, m) {
						return false
					}
				}
			}
			if !x.fixed() && x.max() != fdSup {
				m := x.max()
				if r := floorMod(m, yv); r < zmin || r > zmax {
					if yv > 0 {
						prev := floorDiv(m-zmin, yv)*yv + zmax
						if !s.setMax(x, prev) {
							return false
						}
					} else if !s.removeVal(x, m) {
						return false
					}
				}
			}
			return true
		}
		zv := z.value()
		if x.min() != fdInf {
			m := x.min()
			if floorMod(m, yv) != zv {
				if yv > 0 {
					if !s.setMin(x, floorDiv(m-zv+yv-1, yv)*yv+zv) {
						return false
					}
				} else if !s.removeVal(x, m) {
					return false
				}
			}
		}
		if !x.fixed() && x.max() != fdSup {
			m := x.max()
			if floorMod(m, yv) != zv {
				if yv > 0 {
					if !s.setMax(x, floorDiv(m-zv, yv)*yv+zv) {
						return false
					}
				} else if !s.removeVal(x, m) {
					return false
				}
			}
		}
	case x == y:
		s.kill(&p.propBase)
		return s.fix(z, 0)
	}
	return true
}

// runRem is library(clpfd)'s prem(X, Y, Z) propagator, Z = X rem Y.
func (p *pArith) runRem(s *fdStore) bool {
	x, y, z := p.x, p.y, p.z
	switch {
	case x.fixed():
		xv := x.value()
		if y.fixed() {
			s.kill(&p.propBase)
			if y.value() == 0 {
				return false
			}
			return s.fix(z, xv%y.value())
		}
		u := absInf(xv)
		l := satNeg(u)
		if xv >= 0 && y.min() != fdInf && y.min() >= 0 {
			l = 0
		}
		return s.setBounds(z, l, u)
	case y.fixed():
		yv := y.value()
		if yv == 0 {
			return false
		}
		if yv == 1 || yv == -1 {
			s.kill(&p.propBase)
			return s.fix(z, 0)
		}
		if !z.fixed() {
			yp := absInf(yv) - 1
			zl, zh := -yp, yp
			xl, xh := x.min(), x.max()
			if yv > 0 && xl != fdInf && xh != fdSup {
				switch {
				case absInf(xl) < yv && xh < yv:
					// X rem Y is X: prem unifies Z and X.
					s.kill(&p.propBase)
					if !s.setDom(z, z.d.intersect(x.d)) || !s.setDom(x, x.d.intersect(z.d)) {
						return false
					}
					s.unifyVars(x, z)
					return true
				case xl < 0 && absInf(xl) < yv:
					zl = xl
				case xl >= 0:
					zl = 0
				}
				switch {
				case xh > 0 && xh < yv:
					zh = xh
				case xh < 0:
					zh = 0
				}
			}
			if !s.setBounds(z, zl, zh) {
				return false
			}
			if !x.fixed() && x.min() != fdInf {
				if m := x.min(); !z.d.contains(m % yv) {
					if !s.removeVal(x, m) {
						return false
					}
				}
			}
			if !x.fixed() && x.max() != fdSup {
				if m := x.max(); !z.d.contains(m % yv) {
					if !s.removeVal(x, m) {
						return false
					}
				}
			}
			return true
		}
		zv := z.value()
		if x.min() != fdInf {
			m := x.min()
			if m%yv != zv {
				if yv > 0 && m > 0 {
					if !s.setMin(x, floorDiv(m-zv+yv-1, yv)*yv+zv) {
						return false
					}
				} else if !s.removeVal(x, m) {
					return false
				}
			}
		}
		if !x.fixed() && x.max() != fdSup {
			m := x.max()
			if m%yv != zv {
				if yv > 0 && m > 0 {
					if !s.setMax(x, floorDiv(m-zv, yv)*yv+zv) {
						return false
					}
				} else if !s.removeVal(x, m) {
					return false
				}
			}
		}
	case x == y:
		s.kill(&p.propBase)
		return s.fix(z, 0)
	case !z.fixed():
		yi, ys := y.min(), y.max()
		xi, xs := x.min(), x.max()
		m := max(absInf(yi), ys)
		inf0, sup0 := xi, xs
		if xi >= 0 {
			inf0 = 0
		}
		if xs <= 0 {
			sup0 = 0
		}
		ninf := max(inf0, satAdd(satNeg(m), 1), min(xi, satNeg(xs)))
		nsup := min(sup0, satAdd(m, -1), max(absInf(xi), xs))
		return s.setBounds(z, ninf, nsup)
	}
	return true
}

// eqVars makes a and b equal as library(clpfd)'s Z = Y does: a fixed
// one fixes the other, two others become one store variable.
func (s *fdStore) eqVars(a, b *fdVar) bool {
	switch {
	case a == b:
		return true
	case a.fixed():
		return s.fix(b, a.value())
	case b.fixed():
		return s.fix(a, b.value())
	}
	if !s.setDom(a, a.d.intersect(b.d)) || !s.setDom(b, b.d.intersect(a.d)) {
		return false
	}
	if !a.fixed() {
		s.unifyVars(a, b)
	}
	return true
}

// runMinMax is library(clpfd)'s pmax(X, Y, Z) and pmin(X, Y, Z)
// propagators. They narrow only Z (and Y once X and Z are known): the
// pgeq propagators posted with them bound X and Y by Z.
func (p *pArith) runMinMax(s *fdStore) bool {
	x, y, z := p.x, p.y, p.z
	isMax := p.op == opMax
	if !x.fixed() && y.fixed() {
		x, y = y, x
	}
	if x.fixed() {
		xv := x.value()
		switch {
		case y.fixed():
			s.kill(&p.propBase)
			if isMax {
				return s.fix(z, max(xv, y.value()))
			}
			return s.fix(z, min(xv, y.value()))
		case z.fixed():
			zv := z.value()
			switch {
			case zv == xv:
				s.kill(&p.propBase)
				if isMax {
					return s.setMax(y, xv)
				}
				return s.setMin(y, xv)
			case isMax && zv > xv, !isMax && zv < xv:
				return s.fix(y, zv)
			}
			return false
		case isMax:
			switch {
			case y.min() > xv:
				return s.eqVars(z, y)
			case y.max() < xv:
				return s.fix(z, xv)
			case y.max() != fdSup:
				return s.setMax(z, y.max())
			}
		default:
			switch {
			case y.max() < xv:
				return s.eqVars(z, y)
			case y.min() > xv:
				return s.fix(z, xv)
			case y.min() != fdInf:
				return s.setMin(z, y.min())
			}
		}
		return true
	}
	if z.fixed() {
		return true
	}
	if isMax {
		if y.max() < x.min() {
			s.kill(&p.propBase)
			return s.eqVars(z, x)
		}
		if m := max(x.max(), y.max()); m != fdSup {
			return s.setMax(z, m)
		}
		return true
	}
	if y.min() > x.max() {
		s.kill(&p.propBase)
		return s.eqVars(z, x)
	}
	if m := min(x.min(), y.min()); m != fdInf {
		return s.setMin(z, m)
	}
	return true
}

// cslash is library(clpfd)'s truncating division of bounds (cis_slash/3).
func cslash(a, b int64) int64 {
	switch {
	case a == fdSup:
		if b >= 0 {
			return fdSup
		}
		return fdInf
	case a == fdInf:
		if b >= 0 {
			return fdInf
		}
		return fdSup
	case b == fdInf || b == fdSup:
		return 0
	case b == 0:
		if a >= 0 {
			return fdSup
		}
		return fdInf
	}
	return a / b
}

func sign64(v int64) int64 {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// domNormalize sorts and merges intervals that may overlap or touch.
func domNormalize(ivs []ival) fdDom {
	slices.SortFunc(ivs, func(a, b ival) int { return cmp.Compare(a.lo, b.lo) })
	var out fdDom
	for _, iv := range ivs {
		if iv.lo > iv.hi {
			continue
		}
		if n := len(out); n > 0 && (out[n-1].hi == fdSup || out[n-1].hi+1 >= iv.lo) {
			out[n-1].hi = max(out[n-1].hi, iv.hi)
			continue
		}
		out = append(out, iv)
	}
	return out
}

// domContractLess is domain_contract_less/4 for //: each interval of d
// divided by m, truncating; the holes between them may close.
func domContractLess(d fdDom, m int64) fdDom { return domContract2(d, m, cslash) }

// domContract2 is domain_contract_less/4 with the division div.
func domContract2(d fdDom, m int64, div func(a, b int64) int64) fdDom {
	if m < 0 {
		d, m = d.negate(), -m
	}
	ivs := make([]ival, 0, len(d))
	for _, iv := range d {
		ivs = append(ivs, ival{div(iv.lo, m), div(iv.hi, m)})
	}
	return domNormalize(ivs)
}

// cdiv is library(clpfd)'s flooring division of bounds (cis_div/3).
func cdiv(a, b int64) int64 {
	if a == fdSup || a == fdInf || b == fdInf || b == fdSup || b == 0 {
		return cslash(a, b)
	}
	return floorDiv(a, b)
}

// domExpandMoreDiv is domain_expand_more/4 for div: each interval of d
// widened to the values whose floored quotient by m lies in it.
func domExpandMoreDiv(d fdDom, m int64) fdDom {
	m1 := absInf(m)
	ivs := make([]ival, 0, len(d))
	for _, iv := range d {
		lo := satMul(iv.lo, m1)
		hi := satAdd(satMul(satAdd(iv.hi, 1), m1), -sign64(m))
		if m < 0 {
			lo, hi = satNeg(hi), satNeg(lo)
		}
		ivs = append(ivs, ival{lo, hi})
	}
	return domNormalize(ivs)
}

// quotientOfKnown narrows Z = X / Y, for a known X = xv and Y not known,
// with div the division of the propagator (floored for div, truncating
// for //): Z between xv's quotients by Y's bounds when Y's domain is on
// one side of 0, and then Y by the quotients Z allows, as pdiv and
// ptzdiv do.
func quotientOfKnown(s *fdStore, xv int64, y, z *fdVar, div func(a, b int64) int64) bool {
	yl, yu := y.min(), y.max()
	zl, zu := z.min(), z.max()
	var nzl, nzu int64
	away := yl > 0 || yu < 0
	switch {
	case xv >= 0 && away:
		nzl, nzu = max(div(xv, yu), zl), min(div(xv, yl), zu)
	case xv < 0 && away:
		nzl, nzu = max(div(xv, yl), zl), min(div(xv, yu), zu)
	default:
		nzl, nzu = max(-absInf(xv), zl), min(absInf(xv), zu)
	}
	if !s.setBounds(z, nzl, nzu) {
		return false
	}
	if xv >= 0 && nzl > 0 && !y.fixed() {
		nyl := satAdd(div(xv, satAdd(nzu, 1)), 1)
		nyu := div(xv, nzl)
		if nyl > nyu {
			return false
		}
		return s.setDom(y, y.d.clip(nyl, nyu))
	}
	return true
}

// unitDivisor decides Z = X / Y, in either rounding, for a divisor yv of
// 0 (no quotient), 1 (Z is X) or -1 (Z is -X); done is false for another
// divisor.
func (p *pArith) unitDivisor(s *fdStore, yv int64) (ok, done bool) {
	switch yv {
	case 0:
		return false, true
	case 1:
		s.kill(&p.propBase)
		return s.eqVars(p.x, p.z), true
	case -1:
		s.kill(&p.propBase)
		s.swiProp(rkTimes, []*fdVar{s.constVar(-1), p.x, p.z}, nil, 0)
		return !s.failed, true
	}
	return false, false
}

// runFDiv is library(clpfd)'s pdiv(X, Y, Z) propagator, Z = X div Y.
func (p *pArith) runFDiv(s *fdStore) bool {
	x, y, z := p.x, p.y, p.z
	switch {
	case x.fixed():
		xv := x.value()
		if y.fixed() {
			s.kill(&p.propBase)
			if y.value() == 0 {
				return false
			}
			return s.fix(z, floorDiv(xv, y.value()))
		}
		yl, yu := y.min(), y.max()
		if z.fixed() {
			zv := z.value()
			if zv == 0 {
				var ni fdDom
				switch {
				case xv == 0:
					ni = fdDom{{fdInf, -1}, {1, fdSup}}
				case xv > 0:
					ni = fdDom{{xv + 1, fdSup}}
				default:
					ni = fdDom{{fdInf, xv - 1}}
				}
				return s.setDom(y, y.d.intersect(ni))
			}
			var nyl, nyu int64
			if xv > 0 {
				nyl = max(cdiv(satMul(xv, zv), satMul(zv, zv+1))+1, yl)
				nyu = min(cdiv(xv, zv), yu)
			} else {
				nyl = max(satNeg(cdiv(satNeg(xv), zv)), yl)
				nyu = min(satNeg(cdiv(satMul(satNeg(xv), zv), satMul(zv, zv+1)))-1, yu)
			}
			return s.setBounds(y, nyl, nyu)
		}
		return quotientOfKnown(s, xv, y, z, cdiv)
	case y.fixed():
		yv := y.value()
		if ok, done := p.unitDivisor(s, yv); done {
			return ok
		}
		xl, xu := x.min(), x.max()
		if z.fixed() {
			s.kill(&p.propBase)
			zv := z.value()
			if yv > 0 {
				return s.setBounds(x, max(satMul(zv, yv), xl), min(satAdd(satMul(zv+1, yv), -1), xu))
			}
			return s.setBounds(x, max(satAdd(satMul(zv+1, yv), 1), xl), min(satMul(zv, yv), xu))
		}
		if !s.setDom(z, z.d.intersect(domContract2(x.d, yv, cdiv))) {
			return false
		}
		if x.fixed() {
			return true
		}
		return s.setDom(x, x.d.intersect(domExpandMoreDiv(z.d, yv)))
	case z.fixed():
		zv := z.value()
		xl, xu := x.min(), x.max()
		yl, yu := y.min(), y.max()
		if yl >= 0 && xl >= 0 {
			hi := int64(-1)
			if zv+1 != 0 {
				hi = satAdd(satMul(yu, zv+1), -1)
			}
			return s.setBounds(x, max(satMul(yl, zv), xl), min(hi, xu))
		}
		return true
	case x == y:
		s.kill(&p.propBase)
		return s.fix(z, 1)
	}
	xl, xu := x.min(), x.max()
	nzu := max(absInf(xl), xu)
	d := z.d.clip(satNeg(nzu), nzu)
	if xl >= 0 && y.min() >= 0 {
		d = d.clip(0, fdSup)
	}
	return s.setDom(z, d)
}

// domExpandMore is domain_expand_more/4 for //: each interval of d
// widened to the values whose truncated quotient by m lies in it.
func domExpandMore(d fdDom, m int64) fdDom {
	m1 := absInf(m)
	ivs := make([]ival, 0, len(d))
	for _, iv := range d {
		var lo, hi int64
		if iv.lo <= 0 {
			lo = satAdd(satMul(satAdd(iv.lo, -1), m1), 1)
		} else {
			lo = satMul(iv.lo, m1)
		}
		if iv.hi < 0 {
			hi = satMul(iv.hi, m1)
		} else {
			hi = satAdd(satMul(satAdd(iv.hi, 1), m1), -1)
		}
		if m < 0 {
			lo, hi = satNeg(hi), satNeg(lo)
		}
		ivs = append(ivs, ival{lo, hi})
	}
	return domNormalize(ivs)
}

// runTDiv is library(clpfd)'s ptzdiv(X, Y, Z) propagator, Z = X // Y.
func (p *pArith) runTDiv(s *fdStore) bool {
	x, y, z := p.x, p.y, p.z
	switch {
	case x.fixed():
		xv := x.value()
		if y.fixed() {
			s.kill(&p.propBase)
			if y.value() == 0 {
				return false
			}
			return s.fix(z, xv/y.value())
		}
		yl, yu := y.min(), y.max()
		if z.fixed() {
			zv := z.value()
			if zv == 0 {
				a := absInf(xv)
				return s.setDom(y, y.d.intersect(fdDom{{fdInf, -a - 1}, {a + 1, fdSup}}))
			}
			var nyl, nyu int64
			if sign64(xv) == sign64(zv) {
				nyl = max(cslash(xv, zv+sign64(zv))+1, yl)
				nyu = min(cslash(xv, zv), yu)
			} else {
				nyl = max(cslash(xv, zv), yl)
				nyu = min(cslash(xv, zv+sign64(zv))-1, yu)
			}
			return s.setBounds(y, nyl, nyu)
		}
		return quotientOfKnown(s, xv, y, z, cslash)
	case y.fixed():
		yv := y.value()
		if ok, done := p.unitDivisor(s, yv); done {
			return ok
		}
		xl, xu := x.min(), x.max()
		if z.fixed() {
			s.kill(&p.propBase)
			zv := z.value()
			var nxl, nxu int64
			switch {
			case sign64(zv) == sign64(yv):
				nxl = max(satMul(zv, yv), xl)
				nxu = min(satAdd(satMul(absInf(zv)+1, absInf(yv)), -1), xu)
			case zv == 0:
				nxl = max(-absInf(yv)+1, xl)
				nxu = min(absInf(yv)-1, xu)
			default:
				nxl = max(satAdd(satMul(zv+sign64(zv), yv), 1), xl)
				nxu = min(satMul(zv, yv), xu)
			}
			return s.setBounds(x, nxl, nxu)
		}
		if !s.setDom(z, z.d.intersect(domContractLess(x.d, yv))) {
			return false
		}
		if x.fixed() {
			return true
		}
		return s.setDom(x, x.d.intersect(domExpandMore(z.d, yv)))
	case z.fixed():
		zv := z.value()
		xl, xu := x.min(), x.max()
		yl, yu := y.min(), y.max()
		if yl >= 0 && xl >= 0 {
			hi := int64(0)
			if zv+1 != 0 {
				hi = satAdd(satMul(yu, zv+1), -1)
			} else {
				hi = -1
			}
			return s.setBounds(x, max(satMul(yl, zv), xl), min(hi, xu))
		}
		return true
	case x == y:
		s.kill(&p.propBase)
		return s.fix(z, 1)
	}
	xl, xu := x.min(), x.max()
	nzu := max(absInf(xl), xu)
	d := z.d.clip(satNeg(nzu), nzu)
	if xl >= 0 && y.min() >= 0 {
		d = d.clip(0, fdSup)
	}
	return s.setDom(z, d)
}
