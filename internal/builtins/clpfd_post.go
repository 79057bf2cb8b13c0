package builtins

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// Parsing of clpfd arithmetic expressions into linear forms, with an
// auxiliary variable and propagator for each non-linear subterm.

type linForm struct {
	a []int64
	x []*fdVar
	c int64
}

var (
	fdAtomTimes = engine.Intern("*")
	fdAtomIDiv  = engine.Intern("//")
	fdAtomDiv   = engine.Intern("div")
	fdAtomMod   = engine.Intern("mod")
	fdAtomRem   = engine.Intern("rem")
	fdAtomAbs   = engine.Intern("abs")
	fdAtomMin   = engine.Intern("min")
	fdAtomMax   = engine.Intern("max")
	fdAtomPow   = engine.Intern("^")
	fdAtomQMark = engine.Intern("?")
	fdAtomDots  = engine.Intern("..")
	fdAtomInf   = engine.Intern("inf")
	fdAtomSup   = engine.Intern("sup")
	fdAtomUnion = engine.Intern(`\/`)
)

func exprError(t engine.Term) error {
	return engine.DomainError("clpfd_expression", t)
}

// parseLin adds mult*t to f. Sums and differences are walked with an
// explicit stack; non-linear subterms become auxiliary variables.
func (s *fdStore) parseLin(t engine.Term, mult int64, f *linForm) error {
	type item struct {
		t engine.Term
		k int64
	}
	stack := []item{{t, mult}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		t, k := engine.Deref(it.t), it.k
		switch x := t.(type) {
		case engine.Int:
			f.c = satAdd(f.c, satMul(k, int64(x)))
		case *engine.Var:
			f.add(k, s.varOf(x))
		case *engine.BigInt:
			return engine.RepresentationError("max_integer")
		case *engine.Compound:
			switch {
			case x.Name == engine.AtomPlus && len(x.Args) == 2:
				stack = append(stack, item{x.Args[1], k}, item{x.Args[0], k})
			case x.Name == engine.AtomMinus && len(x.Args) == 2:
				stack = append(stack, item{x.Args[1], -k}, item{x.Args[0], k})
			case x.Name == engine.AtomMinus && len(x.Args) == 1:
				stack = append(stack, item{x.Args[0], -k})
			case x.Name == engine.AtomPlus && len(x.Args) == 1:
				stack = append(stack, item{x.Args[0], k})
			case x.Name == fdAtomQMark && len(x.Args) == 1:
				v := engine.Deref(x.Args[0])
				switch v.(type) {
				case *engine.Var, engine.Int:
					stack = append(stack, item{v, k})
				default:
					return engine.TypeError("integer", v)
				}
			case x.Name == fdAtomTimes && len(x.Args) == 2:
				var fa, fb linForm
				if err := s.parseLin(x.Args[0], 1, &fa); err != nil {
					return err
				}
				if err := s.parseLin(x.Args[1], 1, &fb); err != nil {
					return err
				}
				switch {
				case len(fa.x) == 0:
					f.addForm(satMul(k, fa.c), &fb)
				case len(fb.x) == 0:
					f.addForm(satMul(k, fb.c), &fa)
				default:
					z := s.newVar(nil, fdDom{{fdInf, fdSup}})
					newArith(s, opTimes, s.formVar(&fa), s.formVar(&fb), z)
					f.add(k, z)
				}
			default:
				z, err := s.parseNonLinear(x)
				if err != nil {
					return err
				}
				f.add(k, z)
			}
		default:
			return exprError(t)
		}
	}
	return nil
}

func (f *linForm) add(k int64, x *fdVar) {
	if k == 0 {
		return
	}
	if x.id < 0 {
		f.c = satAdd(f.c, satMul(k, x.value()))
		return
	}
	for i, y := range f.x {
		if y == x {
			f.a[i] += k
			return
		}
	}
	f.a = append(f.a, k)
	f.x = append(f.x, x)
}

func (f *linForm) addForm(k int64, g *linForm) {
	for i, x := range g.x {
		f.add(satMul(k, g.a[i]), x)
	}
	f.c = satAdd(f.c, satMul(k, g.c))
}

// compact drops zero coefficients.
func (f *linForm) compact() {
	j := 0
	for i := range f.x {
		if f.a[i] != 0 {
			f.a[j], f.x[j] = f.a[i], f.x[i]
			j++
		}
	}
	f.a, f.x = f.a[:j], f.x[:j]
}

// formVar returns a store variable equal to the linear form.
func (s *fdStore) formVar(f *linForm) *fdVar {
	f.compact()
	if len(f.x) == 0 {
		return s.constVar(f.c)
	}
	if len(f.x) == 1 && f.a[0] == 1 && f.c == 0 {
		return f.x[0]
	}
	z := s.newVar(nil, fdDom{{fdInf, fdSup}})
	f.add(-1, z)
	newLinear(s, f.a, f.x, f.c, relEq)
	return z
}

// exprVar parses t into a single store variable.
func (s *fdStore) exprVar(t engine.Term) (*fdVar, error) {
	var f linForm
	if err := s.parseLin(t, 1, &f); err != nil {
		return nil, err
	}
	return s.formVar(&f), nil
}

func (s *fdStore) parseNonLinear(x *engine.Compound) (*fdVar, error) {
	op := -1
	switch {
	case len(x.Args) == 2:
		switch x.Name {
		case fdAtomIDiv:
			op = opTDiv
		case fdAtomDiv:
			op = opFDiv
		case fdAtomMod:
			op = opMod
		case fdAtomRem:
			op = opRem
		case fdAtomMin:
			op = opMin
		case fdAtomMax:
			op = opMax
		case fdAtomPow:
			op = opPow
		}
	case len(x.Args) == 1 && x.Name == fdAtomAbs:
		op = opAbs
	}
	if op < 0 {
		return nil, exprError(x)
	}
	a, err := s.exprVar(x.Args[0])
	if err != nil {
		return nil, err
	}
	var b *fdVar
	if op != opAbs {
		if b, err = s.exprVar(x.Args[1]); err != nil {
			return nil, err
		}
	}
	z := s.newVar(nil, fdDom{{fdInf, fdSup}})
	newArith(s, op, a, b, z)
	return z, nil
}

// postRel posts L rel R where rel is one of #= #\= #< #> #=< #>=.
func (s *fdStore) postRel(name string, l, r engine.Term) error {
	f, rel, err := s.relForm(name, l, r)
	if err != nil {
		return err
	}
	s.postForm(f, rel)
	return nil
}

// relForm turns L rel R into a form with relEq, relNe or relLe.
func (s *fdStore) relForm(name string, l, r engine.Term) (*linForm, int, error) {
	f := &linForm{}
	sign := int64(1)
	rel := relEq
	switch name {
	case "#=":
	case "#\\=":
		rel = relNe
	case "#=<":
		rel = relLe
	case "#<":
		rel = relLe
		f.c = 1
	case "#>=":
		rel, sign = relLe, -1
	case "#>":
		rel, sign = relLe, -1
		f.c = 1
	}
	if err := s.parseLin(l, sign, f); err != nil {
		return nil, 0, err
	}
	if err := s.parseLin(r, -sign, f); err != nil {
		return nil, 0, err
	}
	f.compact()
	return f, rel, nil
}

func (s *fdStore) postForm(f *linForm, rel int) {
	s.postFormMode(f, rel, linPlain)
}

// postFormMode is postForm for the library(clpfd) propagator mode
// stands for (see pLinear.mode).
func (s *fdStore) postFormMode(f *linForm, rel int, mode uint8) {
	if rel == relEq && len(f.x) == 1 {
		a := f.a[0]
		// a*x + c = 0
		if f.c%a != 0 {
			s.setDom(f.x[0], nil)
			s.failed = true
			return
		}
		if !s.fix(f.x[0], -f.c/a) {
			s.failed = true
		}
		return
	}
	if len(f.x) == 0 {
		v := f.c
		if rel == relEq && v != 0 || rel == relNe && v == 0 || rel == relLe && v > 0 {
			s.failed = true
		}
		return
	}
	newLinearMode(s, f.a, f.x, f.c, rel, mode)
}
