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
	case opMod, opRem:
		if !s.removeVal(y, 0) {
			return false
		}
		if x.fixed() && y.fixed() {
			s.kill(&p.propBase)
			if p.op == opMod {
				return s.fix(z, floorMod(x.value(), y.value()))
			}
			return s.fix(z, x.value()%y.value())
		}
		m := max(satNeg(y.min()), y.max())
		if m != fdSup {
			m--
		}
		lo, hi := satNeg(m), m
		if p.op == opMod {
			if y.min() > 0 {
				lo = 0
			} else if y.max() < 0 {
				hi = 0
			}
			if x.min() >= 0 && y.min() > 0 {
				hi = min(hi, x.max())
			}
		} else {
			if x.min() >= 0 {
				lo, hi = 0, min(hi, x.max())
			} else if x.max() <= 0 {
				lo, hi = max(lo, x.min()), 0
			}
		}
		if !s.setBounds(z, lo, hi) {
			return false
		}
	case opMin, opMax:
		if p.op == opMin {
			if !s.setBounds(z, min(x.min(), y.min()), min(x.max(), y.max())) ||
				!s.setMin(x, z.min()) || !s.setMin(y, z.min()) {
				return false
			}
		} else {
			if !s.setBounds(z, max(x.min(), y.min()), max(x.max(), y.max())) ||
				!s.setMax(x, z.max()) || !s.setMax(y, z.max()) {
				return false
			}
		}
		if x.fixed() && y.fixed() {
			s.kill(&p.propBase)
			if p.op == opMin {
				return s.fix(z, min(x.value(), y.value()))
			}
			return s.fix(z, max(x.value(), y.value()))
		}
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
