package engine

import (
	"cmp"
	"math"
	"math/big"
	"strings"
)

// Compare compares two terms in the standard order of terms as SWI-Prolog
// 9 implements it: Var < Number < String < database reference < Atom <
// Compound (see dbref.go for references). Numbers compare by value: an
// integer or a rational against a float as floats, integers and
// rationals exactly; a float and an integer or rational that are equal
// compare Float < Int (and Float < Rat). Compounds compare
// by arity, then name, then arguments left to right. It returns -1, 0 or 1.
// The comparison is iterative and terminates on cyclic terms.
func Compare(a, b Term) int {
	type pair struct{ a, b Term }
	var buf [16]pair // most comparisons never outgrow it: no allocation
	stack := append(buf[:0], pair{a, b})
	steps := 0
	for len(stack) > 0 {
		steps++
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		x, y := Deref(p.a), Deref(p.b)
		if x == y && !isFloatZero(x) {
			continue
		}
		rx, ry := rank(x), rank(y)
		if rx != ry {
			if rx < ry {
				return -1
			}
			return 1
		}
		switch xv := x.(type) {
		case *Var:
			return cmp.Compare(xv.id, y.(*Var).id)
		case Int, Float, *BigInt, *Rat:
			if c := compareNumbers(x, y); c != 0 {
				return c
			}
			// Equal values: Float before Int (standard order 7.2.1).
			_, xf := x.(Float)
			_, yf := y.(Float)
			if xf && !yf {
				return -1
			}
			if yf && !xf {
				return 1
			}
		case *Atom:
			if c := CompareAtoms(xv, y.(*Atom)); c != 0 {
				return c
			}
		case String:
			if c := strings.Compare(string(xv), string(y.(String))); c != 0 {
				return c
			}
		case *Clause, *Record:
			if c := compareDBRefs(x, y); c != 0 {
				return c
			}
		case *Compound:
			yc := y.(*Compound)
			if len(xv.Args) != len(yc.Args) {
				return cmp.Compare(len(xv.Args), len(yc.Args))
			}
			if xv.Name != yc.Name {
				return CompareAtoms(xv.Name, yc.Name)
			}
			// Deep or long comparisons may be of cyclic terms: they are
			// compared again from the start as SWI-Prolog compares
			// every term, which gives the same order where both
			// terms are acyclic.
			if len(stack) > 64 || steps > cyclicCheckSteps {
				return compareLinked(a, b)
			}
			for i := len(xv.Args) - 1; i >= 0; i-- {
				stack = append(stack, pair{xv.Args[i], yc.Args[i]})
			}
		}
	}
	return 0
}

// compareLinked is Compare as SWI-Prolog 9 implements it, so that two
// cyclic terms are ordered as there: left to right, depth first, and
// each pair of compounds of the same name and arity met is linked as
// equal before their arguments are compared (SWI-Prolog's
// linkTermsCyclic). From then on the first compound stands for the
// second wherever either is met, its own arguments included, and a pair
// already linked is equal. On cyclic terms the order this gives need not
// be antisymmetric (swipl orders both ways >); on acyclic terms it is
// Compare's, as a pair is linked only on the way to its own outcome.
func compareLinked(a, b Term) int {
	type pair struct{ a, b Term }
	stack := []pair{{a, b}}
	link := map[*Compound]*Compound{}
	find := func(c *Compound) *Compound {
		for {
			next, ok := link[c]
			if !ok {
				return c
			}
			c = next
		}
	}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		x, y := Deref(p.a), Deref(p.b)
		if x == y && !isFloatZero(x) {
			continue
		}
		xc, xok := x.(*Compound)
		yc, yok := y.(*Compound)
		if !xok || !yok {
			if c := Compare(x, y); c != 0 {
				return c
			}
			continue
		}
		xc, yc = find(xc), find(yc)
		if xc == yc {
			continue
		}
		if len(xc.Args) != len(yc.Args) {
			return cmp.Compare(len(xc.Args), len(yc.Args))
		}
		if xc.Name != yc.Name {
			return CompareAtoms(xc.Name, yc.Name)
		}
		link[xc] = yc
		for i := len(xc.Args) - 1; i >= 0; i-- {
			stack = append(stack, pair{xc.Args[i], yc.Args[i]})
		}
	}
	return 0
}

// CompareAtoms orders two atoms in the standard order: by their text,
// code point by code point, except that [], a reserved constant and not
// the atom '[]', comes before every atom, as in SWI-Prolog 9.
func CompareAtoms(x, y *Atom) int {
	switch {
	case x == y:
		return 0
	case x == AtomNil:
		return -1
	case y == AtomNil:
		return 1
	}
	return strings.Compare(x.Name, y.Name)
}

func rank(t Term) int {
	switch t.(type) {
	case *Var:
		return 0
	case Int, Float, *BigInt, *Rat:
		return 1
	case String:
		return 2
	case *Clause, *Record:
		return 3
	case *Atom:
		return 4
	}
	return 5
}

// compareNumbers compares two numbers by value, an integer or a rational
// and a float as floats (SWI-Prolog's standard order), integers and
// rationals exactly.
func compareNumbers(x, y Term) int {
	_, xr := x.(*Rat)
	_, yr := y.(*Rat)
	if xr || yr {
		return compareRats(x, y)
	}
	switch a := x.(type) {
	case Int:
		switch b := y.(type) {
		case Int:
			return cmp.Compare(int64(a), int64(b))
		case Float:
			return cmpFloat(float64(a), float64(b), x, y)
		case *BigInt:
			return -b.Big().Sign()
		}
	case Float:
		switch b := y.(type) {
		case Float:
			return cmpFloat(float64(a), float64(b), x, y)
		default:
			return cmpFloat(float64(a), toFloat(b), x, y)
		}
	case *BigInt:
		switch b := y.(type) {
		case Int:
			return a.Big().Sign()
		case Float:
			return -cmpFloat(float64(b), toFloat(a), y, x)
		case *BigInt:
			return a.Big().Cmp(b.Big())
		}
	}
	return 0
}

// compareRats is compareNumbers where x or y is a rational.
func compareRats(x, y Term) int {
	_, xf := x.(Float)
	_, yf := y.(Float)
	if xf || yf {
		return cmpFloat(toFloat(x), toFloat(y), x, y)
	}
	return ratOf(x).Cmp(ratOf(y))
}

// ratOf returns the integer or rational t as a *big.Rat, which may share
// t's storage: do not modify it.
func ratOf(t Term) *big.Rat {
	switch x := t.(type) {
	case Int:
		return new(big.Rat).SetInt64(int64(x))
	case *BigInt:
		return new(big.Rat).SetInt(x.Big())
	case *Rat:
		return x.Rat()
	}
	return new(big.Rat)
}

func cmpFloat(a, b float64, x, y Term) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	case a == b:
		// An integer and a float compare as floats, as in SWI-Prolog:
		// 1152921504606846975 and 1.152921504606847e18 are equal here
		// (and the float is first in standard order).
		// -0.0 orders before 0.0: they are different terms.
		if a == 0 && math.Signbit(a) != math.Signbit(b) {
			if math.Signbit(a) {
				return -1
			}
			return 1
		}
		return 0
	}
	// NaN: order it before all other floats.
	if a != a && b != b {
		return 0
	}
	if a != a {
		return -1
	}
	return 1
}

func toFloat(t Term) float64 {
	switch x := t.(type) {
	case Int:
		return float64(x)
	case Float:
		return float64(x)
	case *BigInt:
		f, _ := new(big.Float).SetInt(x.Big()).Float64()
		return f
	case *Rat:
		f, _ := x.Rat().Float64()
		return f
	}
	return math.NaN()
}

// Variant reports whether a and b are variants (=@=).
func Variant(a, b Term) bool {
	m1, m2 := map[*Var]*Var{}, map[*Var]*Var{}
	var seen map[[2]*Compound]bool
	steps := 0
	type pair struct{ a, b Term }
	stack := []pair{{a, b}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		x, y := Deref(p.a), Deref(p.b)
		switch xv := x.(type) {
		case *Var:
			yv, ok := y.(*Var)
			if !ok {
				return false
			}
			if w, ok := m1[xv]; ok && w != yv {
				return false
			}
			if w, ok := m2[yv]; ok && w != xv {
				return false
			}
			m1[xv], m2[yv] = yv, xv
		case *Compound:
			yc, ok := y.(*Compound)
			if !ok || yc.Name != xv.Name || len(yc.Args) != len(xv.Args) {
				return false
			}
			// Past many steps the terms may be cyclic: visit each pair once.
			if steps++; steps > cyclicCheckSteps {
				if seen == nil {
					seen = map[[2]*Compound]bool{}
				}
				k := [2]*Compound{xv, yc}
				if seen[k] {
					continue
				}
				seen[k] = true
			}
			for i := len(xv.Args) - 1; i >= 0; i-- {
				stack = append(stack, pair{xv.Args[i], yc.Args[i]})
			}
		default:
			if _, ok := y.(*Var); ok {
				return false
			}
			if _, ok := y.(*Compound); ok {
				return false
			}
			if rank(x) != rank(y) || !atomicEqual(x, y) {
				return false
			}
		}
	}
	return true
}
