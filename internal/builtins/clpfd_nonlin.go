package builtins

import "math"

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
	if op == opMod || op == opRem {
		// pmod and prem wake on any change, as library(clpfd)'s do.
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
