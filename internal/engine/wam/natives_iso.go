package wam

import "github.com/goprolog/goprolog/internal/engine"

// The heap natives under the flag iso, as the engine's built-ins behave
// under it (internal/builtins/isomode.go): a native's iso check runs
// before it when the flag is true, and decides the call when it returns
// done; isoCodes natives raise representation_error(character_code)
// where SWI-Prolog raises type_error(character_code, C).

var (
	atomISODot        = engine.Intern(".")
	atomCharacterCode = engine.Intern("character_code")
	atomTypeError     = engine.Intern("type_error")
)

// isoArg: ISO arg/3 does not enumerate: an unbound N is an instantiation
// error.
func isoArg(a args) (done, ok bool, err error) {
	if a.isVar(0) {
		return true, false, a.instantiation()
	}
	return false, false, nil
}

// isoFunctor: a list cell is '.'(H, T) in ISO, and an arity past
// max_arity is a representation error.
func isoFunctor(a args) (done, ok bool, err error) {
	m := a.m
	t := a.arg(0)
	if t.tag() == tagList {
		return true, a.unify(1, mkAtom(m.atomIndex(atomISODot))) && a.unify(2, mkInt(2)), nil
	}
	if !isVarCell(t) {
		return false, false, nil
	}
	name, ar := a.arg(1), a.arg(2)
	named := !isVarCell(name) && !isCompound(name)
	switch {
	case ar.tag() == tagInt:
		if ar.intVal() > maxFunctorArity && named {
			return true, false, a.representation("max_arity")
		}
		if ar.intVal() == 2 && name.tag() == tagAtom && m.atoms[name.val()] == atomISODot {
			m.grow(2)
			l := mkList(m.h)
			m.heap[m.h], m.heap[m.h+1] = mkRef(m.h), mkRef(m.h+1)
			m.h += 2
			return true, a.unify(0, l), nil
		}
	case m.isInteger(ar):
		if m.intCmp(ar, mkInt(0)) > 0 && named {
			return true, false, a.representation("max_arity")
		}
	}
	return false, false, nil
}

// isoAtoms returns the iso check that the arguments at positions are
// atoms or unbound: anything else is type_error(atom, A).
func isoAtoms(positions ...int) func(a args) (done, ok bool, err error) {
	return func(a args) (bool, bool, error) {
		for _, i := range positions {
			if c := a.arg(i); !isVarCell(c) && c.tag() != tagAtom {
				return true, false, a.typeError("atom", c)
			}
		}
		return false, false, nil
	}
}

// isoCodeError turns type_error(character_code, C) into
// representation_error(character_code), with the same context.
func (a args) isoCodeError(err error) error {
	e, ok := err.(*engine.Exception)
	if !ok {
		return err
	}
	c, ok := e.Ball.(*engine.Compound)
	if !ok || c.Name != engine.AtomError || len(c.Args) != 2 {
		return err
	}
	if f, ok := engine.Deref(c.Args[0]).(*engine.Compound); ok && f.Name == atomTypeError && len(f.Args) == 2 && engine.Deref(f.Args[0]) == engine.Term(atomCharacterCode) {
		return a.representation("character_code")
	}
	return err
}
