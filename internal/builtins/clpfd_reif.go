package builtins

import "github.com/goprolog/goprolog/internal/engine"

// Reification: #<==>, #==>, #<==, #\/, #/\, #\ over comparisons and
// boolean (0/1) variables.

var (
	fdAtomEquiv = engine.Intern("#<==>")
	fdAtomImpl  = engine.Intern("#==>")
	fdAtomRImpl = engine.Intern("#<==")
	fdAtomOr    = engine.Intern(`#\/`)
	fdAtomAnd   = engine.Intern(`#/\`)
	fdAtomNot   = engine.Intern(`#\`)
)

var fdRelNames = map[string]bool{"#=": true, "#\\=": true, "#<": true, "#>": true, "#=<": true, "#>=": true}

// pReif is B <=> (Σ a*x + c rel 0).
type pReif struct {
	propBase
	f   *linForm
	rel int
	b   *fdVar
	// l and r, when not nil, are the sides as library(clpfd) reified
	// them (see swiReify): once b is fixed, the constraint or its
	// negation is posted as SWI-Prolog posts it.
	l, r *fdVar
}

func (p *pReif) run(s *fdStore) bool {
	if p.b.fixed() && p.l != nil {
		s.kill(&p.propBase)
		s.reifDecided(p.rel, p.b.value() == 1, p.l, p.r)
		return !s.failed
	}
	if p.b.fixed() {
		s.kill(&p.propBase)
		rel := p.rel
		f := p.f
		if p.b.value() == 0 {
			switch rel {
			case relEq:
				rel = relNe
			case relNe:
				rel = relEq
			case relLe:
				// not (e <= 0)  <=>  -e + 1 <= 0
				g := &linForm{c: 1 - f.c}
				for i, x := range f.x {
					g.a = append(g.a, -f.a[i])
					g.x = append(g.x, x)
				}
				f = g
			}
		}
		if len(f.x) == 0 {
			v := f.c
			if rel == relEq && v != 0 || rel == relNe && v == 0 || rel == relLe && v > 0 {
				return false
			}
			return true
		}
		newLinear(s, f.a, f.x, f.c, rel)
		return true
	}
	var lo, hi int64 = p.f.c, p.f.c
	free := -1
	nfree := 0
	for i, x := range p.f.x {
		l, h := termBounds(p.f.a[i], x)
		lo, hi = satAdd(lo, l), satAdd(hi, h)
		if !x.fixed() {
			free = i
			nfree++
		}
	}
	var truth = -1
	switch p.rel {
	case relLe:
		if hi <= 0 && hi != fdSup {
			truth = 1
		} else if lo > 0 && lo != fdInf {
			truth = 0
		}
	case relEq, relNe:
		eq := -1
		if nfree == 0 {
			if lo == 0 {
				eq = 1
			} else {
				eq = 0
			}
		} else if lo > 0 && lo != fdInf || hi < 0 && hi != fdSup {
			eq = 0
		} else if nfree == 1 {
			// a*x + rest = 0: check that the value is in x's domain.
			a := p.f.a[free]
			x := p.f.x[free]
			l, _ := termBounds(a, x)
			rest := lo - l
			if (-rest)%a != 0 || !x.d.contains(-rest/a) {
				eq = 0
			}
		}
		if eq >= 0 {
			truth = eq
			if p.rel == relNe {
				truth = 1 - eq
			}
		}
	}
	if truth >= 0 {
		s.kill(&p.propBase)
		return s.fix(p.b, int64(truth))
	}
	return true
}

const (
	boolAnd = iota
	boolOr
	boolImpl // x -> y
	boolEquiv
	boolXor
)

// pBool is z = x op y over 0/1 variables, by truth table.
type pBool struct {
	propBase
	op      int
	x, y, z *fdVar
}

func boolEval(op int, a, b int64) int64 {
	var r bool
	switch op {
	case boolAnd:
		r = a == 1 && b == 1
	case boolOr:
		r = a == 1 || b == 1
	case boolImpl:
		r = a == 0 || b == 1
	case boolEquiv:
		r = a == b
	case boolXor:
		r = a != b
	}
	if r {
		return 1
	}
	return 0
}

func (p *pBool) run(s *fdStore) bool {
	var okX, okY, okZ [2]bool
	for a := int64(0); a < 2; a++ {
		if !p.x.d.contains(a) {
			continue
		}
		for b := int64(0); b < 2; b++ {
			if !p.y.d.contains(b) {
				continue
			}
			c := boolEval(p.op, a, b)
			if p.z.d.contains(c) {
				okX[a], okY[b], okZ[c] = true, true, true
			}
		}
	}
	for _, e := range []struct {
		x  *fdVar
		ok [2]bool
	}{{p.x, okX}, {p.y, okY}, {p.z, okZ}} {
		if !s.setDom(e.x, e.x.d.intersect(boolDom(e.ok))) {
			return false
		}
	}
	if p.x.fixed() && p.y.fixed() && p.z.fixed() {
		s.kill(&p.propBase)
	}
	return true
}

func boolDom(ok [2]bool) fdDom {
	switch {
	case ok[0] && ok[1]:
		return fdDom{{0, 1}}
	case ok[0]:
		return fdDom{{0, 0}}
	case ok[1]:
		return fdDom{{1, 1}}
	}
	return nil
}

// reify returns a 0/1 variable equal to the truth of formula t.
func (s *fdStore) reify(t engine.Term) (*fdVar, error) {
	t = engine.Deref(t)
	switch x := t.(type) {
	case *engine.Var:
		v := s.varOf(x)
		if !s.setDom(v, v.d.clip(0, 1)) {
			s.failed = true
		}
		return v, nil
	case engine.Int:
		if x == 0 || x == 1 {
			return s.constVar(int64(x)), nil
		}
		return nil, engine.TypeError("boolean", x)
	case *engine.Compound:
		if len(x.Args) == 1 && x.Name == fdAtomNot {
			a, err := s.reify(x.Args[0])
			if err != nil {
				return nil, err
			}
			z := s.newVar(nil, fdDom{{0, 1}})
			newLinear(s, []int64{1, 1}, []*fdVar{a, z}, -1, relEq)
			return z, nil
		}
		if len(x.Args) == 2 {
			op := -1
			swap := false
			switch x.Name {
			case fdAtomAnd:
				op = boolAnd
			case fdAtomOr:
				op = boolOr
			case fdAtomImpl:
				op = boolImpl
			case fdAtomRImpl:
				op, swap = boolImpl, true
			case fdAtomEquiv:
				op = boolEquiv
			case fdAtomNot:
				op = boolXor
			}
			if op >= 0 {
				a, err := s.reify(x.Args[0])
				if err != nil {
					return nil, err
				}
				b, err := s.reify(x.Args[1])
				if err != nil {
					return nil, err
				}
				if swap {
					a, b = b, a
				}
				z := s.newVar(nil, fdDom{{0, 1}})
				s.post(&pBool{op: op, x: a, y: b, z: z}, chFix, a, b, z)
				return z, nil
			}
			if fdRelNames[x.Name.Name] {
				f, rel, err := s.relForm(x.Name.Name, x.Args[0], x.Args[1])
				if err != nil {
					return nil, err
				}
				z := s.newVar(nil, fdDom{{0, 1}})
				p := &pReif{f: f, rel: rel, b: z}
				s.post(p, chBounds, f.x...)
				s.attach(z, p, chFix)
				return z, nil
			}
		}
	}
	return nil, engine.DomainError("clpfd_reifiable_expression", t)
}

// fdBoolBuiltin posts a top-level boolean connective.
func fdBoolBuiltin(name string) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		if name == "#<==>" {
			// B #<==> C on two variables: reify/2 unifies them, once
			// each is a 0/1 variable.
			l, lok := engine.Deref(args[0]).(*engine.Var)
			r, rok := engine.Deref(args[1]).(*engine.Var)
			if lok && rok {
				ok, err := fdRun(m, func(s *fdStore) error {
					s.boolVar(s.varOf(l))
					s.boolVar(s.varOf(r))
					return nil
				})
				if !ok || err != nil {
					return ok, err
				}
				return m.Unify(l, r), nil
			}
		}
		return fdRun(m, func(s *fdStore) error {
			if s.swiBoolTop(name, args) {
				return nil
			}
			var t engine.Term
			a := engine.Intern(name)
			if len(args) == 1 {
				t = engine.NewCompound(a, args[0])
			} else {
				t = engine.NewCompound(a, args[0], args[1])
			}
			b, err := s.reify(t)
			if err != nil {
				return err
			}
			if !s.fix(b, 1) {
				s.failed = true
			}
			return nil
		})
	}
}

var clpfdReifBuiltins = []engine.BuiltinSpec{
	{Name: "#<==>", Arity: 2, Fn: fdBoolBuiltin("#<==>")},
	{Name: "#==>", Arity: 2, Fn: fdBoolBuiltin("#==>")},
	{Name: "#<==", Arity: 2, Fn: fdBoolBuiltin("#<==")},
	{Name: `#\/`, Arity: 2, Fn: fdBoolBuiltin(`#\/`)},
	{Name: `#/\`, Arity: 2, Fn: fdBoolBuiltin(`#/\`)},
	{Name: `#\`, Arity: 2, Fn: fdBoolBuiltin(`#\`)},
	{Name: `#\`, Arity: 1, Fn: fdBoolBuiltin(`#\`)},
}
