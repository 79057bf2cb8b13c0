package builtins

import "math"

// Finite domains of library(clpfd): a domain is a sorted list of disjoint,
// non-adjacent closed intervals. fdInf and fdSup stand for inf and sup; all
// arithmetic on bounds saturates at them. A domain slice is never modified
// once a variable holds it, so saving a variable's domain for undo is a
// plain slice copy.

const (
	fdInf = math.MinInt64
	fdSup = math.MaxInt64
)

type ival struct{ lo, hi int64 }

type fdDom []ival

func domRange(lo, hi int64) fdDom {
	if lo > hi {
		return nil
	}
	return fdDom{{lo, hi}}
}

func (d fdDom) empty() bool { return len(d) == 0 }
func (d fdDom) min() int64  { return d[0].lo }
func (d fdDom) max() int64  { return d[len(d)-1].hi }

// single reports whether d holds exactly one value.
func (d fdDom) single() bool { return len(d) == 1 && d[0].lo == d[0].hi }

// finite reports whether d has finite bounds.
func (d fdDom) finite() bool { return len(d) > 0 && d[0].lo != fdInf && d[len(d)-1].hi != fdSup }

// size returns the number of values, or -1 when infinite.
func (d fdDom) size() int64 {
	if !d.finite() {
		return -1
	}
	var n int64
	for _, iv := range d {
		n += iv.hi - iv.lo + 1
	}
	return n
}

func (d fdDom) contains(v int64) bool {
	// Binary search: domains of big problems can have many holes.
	lo, hi := 0, len(d)-1
	for lo <= hi {
		mid := (lo + hi) / 2
		switch {
		case v < d[mid].lo:
			hi = mid - 1
		case v > d[mid].hi:
			lo = mid + 1
		default:
			return true
		}
	}
	return false
}

// remove returns d without v (d itself when v is absent).
func (d fdDom) remove(v int64) fdDom {
	for i, iv := range d {
		if v < iv.lo {
			return d
		}
		if v > iv.hi {
			continue
		}
		switch {
		case iv.lo == iv.hi:
			out := make(fdDom, 0, len(d)-1)
			out = append(out, d[:i]...)
			return append(out, d[i+1:]...)
		case v == iv.lo:
			out := append(fdDom(nil), d...)
			out[i].lo++
			return out
		case v == iv.hi:
			out := append(fdDom(nil), d...)
			out[i].hi--
			return out
		default:
			out := make(fdDom, 0, len(d)+1)
			out = append(out, d[:i]...)
			out = append(out, ival{iv.lo, v - 1}, ival{v + 1, iv.hi})
			return append(out, d[i+1:]...)
		}
	}
	return d
}

// clip returns d restricted to lo..hi (d itself when unchanged).
func (d fdDom) clip(lo, hi int64) fdDom {
	if len(d) == 0 || lo > hi {
		// An inverted range (from bounds such as ceil(3/2)..floor(3/2))
		// leaves nothing.
		return nil
	}
	if d[0].lo >= lo && d[len(d)-1].hi <= hi {
		return d
	}
	var out fdDom
	for _, iv := range d {
		if iv.hi < lo || iv.lo > hi {
			continue
		}
		out = append(out, ival{max(iv.lo, lo), min(iv.hi, hi)})
	}
	return out
}

// intersect returns the intersection of d and e.
func (d fdDom) intersect(e fdDom) fdDom {
	if len(e) == 1 {
		return d.clip(e[0].lo, e[0].hi)
	}
	var out fdDom
	i, j := 0, 0
	for i < len(d) && j < len(e) {
		lo, hi := max(d[i].lo, e[j].lo), min(d[i].hi, e[j].hi)
		if lo <= hi {
			out = append(out, ival{lo, hi})
		}
		if d[i].hi < e[j].hi {
			i++
		} else {
			j++
		}
	}
	if domEqual(out, d) {
		return d
	}
	return out
}

func domEqual(a, b fdDom) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// union returns d ∪ e.
func (d fdDom) union(e fdDom) fdDom {
	all := make(fdDom, 0, len(d)+len(e))
	i, j := 0, 0
	for i < len(d) || j < len(e) {
		var iv ival
		if j >= len(e) || (i < len(d) && d[i].lo <= e[j].lo) {
			iv = d[i]
			i++
		} else {
			iv = e[j]
			j++
		}
		if n := len(all); n > 0 && (all[n-1].hi == fdSup || iv.lo <= all[n-1].hi+1) {
			all[n-1].hi = max(all[n-1].hi, iv.hi)
		} else {
			all = append(all, iv)
		}
	}
	return all
}

// complement returns the integers not in d.
func (d fdDom) complement() fdDom {
	var out fdDom
	next := int64(fdInf)
	open := true
	for _, iv := range d {
		if iv.lo != fdInf && (open || next <= iv.lo-1) {
			out = append(out, ival{next, iv.lo - 1})
		}
		if iv.hi == fdSup {
			return out
		}
		next, open = iv.hi+1, false
	}
	return append(out, ival{next, fdSup})
}

// subtract returns d \ e.
func (d fdDom) subtract(e fdDom) fdDom {
	if len(e) == 0 {
		return d
	}
	return d.intersect(e.complement())
}

// shift returns {v+c | v in d}.
func (d fdDom) shift(c int64) fdDom {
	out := make(fdDom, len(d))
	for i, iv := range d {
		out[i] = ival{satAdd(iv.lo, c), satAdd(iv.hi, c)}
	}
	return out
}

// negate returns {-v | v in d}.
func (d fdDom) negate() fdDom {
	out := make(fdDom, len(d))
	for i, iv := range d {
		out[len(d)-1-i] = ival{satNeg(iv.hi), satNeg(iv.lo)}
	}
	return out
}

// nextAbove returns the smallest value of d greater than v.
func (d fdDom) nextAbove(v int64) (int64, bool) {
	for _, iv := range d {
		if iv.hi > v {
			return max(iv.lo, v+1), true
		}
	}
	return 0, false
}

// nextBelow returns the largest value of d less than v.
func (d fdDom) nextBelow(v int64) (int64, bool) {
	for i := len(d) - 1; i >= 0; i-- {
		if d[i].lo < v {
			return min(d[i].hi, v-1), true
		}
	}
	return 0, false
}

// Saturating arithmetic: infinities absorb, overflow saturates.

func satNeg(a int64) int64 {
	switch a {
	case fdInf:
		return fdSup
	case fdSup:
		return fdInf
	}
	return -a
}

func satAdd(a, b int64) int64 {
	if a == fdInf || b == fdInf {
		if a == fdSup || b == fdSup {
			return 0
		}
		return fdInf
	}
	if a == fdSup || b == fdSup {
		return fdSup
	}
	s := a + b
	if (s > a) != (b > 0) {
		if b > 0 {
			return fdSup
		}
		return fdInf
	}
	return s
}

func satMul(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	neg := (a < 0) != (b < 0)
	if a == fdInf || a == fdSup || b == fdInf || b == fdSup {
		if neg {
			return fdInf
		}
		return fdSup
	}
	p := a * b
	if p/b != a || (a == -1 && b == fdInf) || (b == -1 && a == fdInf) {
		if neg {
			return fdInf
		}
		return fdSup
	}
	return p
}

// floorDiv and ceilDiv divide with rounding towards -inf and +inf; an
// infinite a stays infinite.
func floorDiv(a, b int64) int64 {
	if a == fdInf || a == fdSup {
		if (a > 0) == (b > 0) {
			return fdSup
		}
		return fdInf
	}
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func ceilDiv(a, b int64) int64 {
	if a == fdInf || a == fdSup {
		if (a > 0) == (b > 0) {
			return fdSup
		}
		return fdInf
	}
	q := a / b
	if (a%b != 0) && ((a < 0) == (b < 0)) {
		q++
	}
	return q
}
