package builtins

import (
	"strconv"

	"github.com/goprolog/goprolog/internal/engine"
)

// Strict ISO mode: set_prolog_flag(iso, true) (or goprolog --iso) makes the
// built-ins below behave as ISO/IEC 13211-1 says where SWI-Prolog's default
// departs from it. SWI-Prolog 9.0.4's own iso flag changes few of them
// (atom_length/2 of a number is one); where it is silent the standard
// decides. With the flag false (the default) nothing here runs but a test
// of the flag, taken only where the ISO answer could differ.

var (
	atomMaxArity    = engine.Intern("max_arity")
	atomDebugFlag   = engine.Intern("debug")
	atomCharConv    = engine.Intern("char_conversion")
	atomOn          = engine.Intern("on")
	atomOff         = engine.Intern("off")
	atomISODot      = engine.Intern(".")
	atomFlagValue   = engine.Intern("flag_value")
	atomPrologFlag  = engine.Intern("prolog_flag")
	atomCharCodeTyp = engine.Intern("character_code")
)

// isoMode reports whether the flag iso is true (set_prolog_flag/2 keeps
// m.Flags.ISO in step with it, so that the test costs a field read).
func isoMode(m *engine.Machine) bool {
	return m.Flags.ISO
}

// isoGuard runs a built-in (next) in ISO mode; it is called only when the
// flag iso is true.
type isoGuard func(m *engine.Machine, args []engine.Term, next engine.Builtin) (bool, error)

// isoGuards are the built-ins whose ISO behaviour differs from
// SWI-Prolog's, by name/arity.
var isoGuards = map[string]isoGuard{
	"arg/3":                 isoArg,
	"functor/3":             isoFunctor,
	"atom_length/2":         isoAtomLength,
	"atom_concat/3":         isoAtomConcat,
	"sub_atom/5":            isoSubAtom,
	"char_code/2":           isoCharCodeErrors,
	"atom_codes/2":          isoCharCodeErrors,
	"number_codes/2":        isoCharCodeErrors,
	"current_predicate/1":   isoCurrentPredicate,
	"current_prolog_flag/2": isoCurrentPrologFlag,
	"set_prolog_flag/2":     isoSetPrologFlag,
	"abolish/1":             isoAbolish,
	"atom/1":                isoAtom,
	"callable/1":            isoAtom,
}

// isoAtom: in ISO, [] is the atom '[]', so atom([]) and callable([])
// hold; SWI-Prolog 7's [] is a reserved constant that is not an atom.
func isoAtom(m *engine.Machine, args []engine.Term, next engine.Builtin) (bool, error) {
	if engine.Deref(args[0]) == engine.AtomNil {
		return true, nil
	}
	return next(m, args)
}

// withISOGuards returns specs with the built-ins of isoGuards wrapped so
// that their guard decides when the flag iso is true.
func withISOGuards(specs []engine.BuiltinSpec) []engine.BuiltinSpec {
	out := make([]engine.BuiltinSpec, len(specs))
	copy(out, specs)
	for i, s := range out {
		g, ok := isoGuards[s.Name+"/"+strconv.Itoa(s.Arity)]
		if !ok {
			continue
		}
		next := s.Fn
		out[i].Fn = func(m *engine.Machine, args []engine.Term) (bool, error) {
			if !isoMode(m) {
				return next(m, args)
			}
			return g(m, args, next)
		}
	}
	return out
}

// isoArg: ISO arg/3 does not enumerate: an unbound N is an instantiation
// error.
func isoArg(m *engine.Machine, args []engine.Term, next engine.Builtin) (bool, error) {
	if tIsVar(engine.Deref(args[0])) {
		return false, engine.InstantiationError()
	}
	return next(m, args)
}

// isoFunctor: a list cell is '.'(H, T) in ISO, and an arity past the flag
// max_arity is a representation error.
func isoFunctor(m *engine.Machine, args []engine.Term, next engine.Builtin) (bool, error) {
	t := engine.Deref(args[0])
	if c, ok := t.(*engine.Compound); ok && c.Name == engine.AtomDot && len(c.Args) == 2 {
		return m.Unify(args[1], atomISODot) && m.Unify(args[2], engine.MakeInt(2)), nil
	}
	if !tIsVar(t) {
		return next(m, args)
	}
	name, arity := engine.Deref(args[1]), engine.Deref(args[2])
	switch n := arity.(type) {
	case engine.Int:
		if n > maxArity && !tIsVar(name) && !tIsCompound(name) {
			return false, engine.RepresentationError("max_arity")
		}
		if n == 2 && name == atomISODot {
			return m.Unify(t, engine.NewCompound(engine.AtomDot, m.NewVar(), m.NewVar())), nil
		}
	case *engine.BigInt:
		if n.Big().Sign() > 0 && !tIsVar(name) && !tIsCompound(name) {
			return false, engine.RepresentationError("max_arity")
		}
	}
	return next(m, args)
}

// isoAtomLength: ISO atom_length/2 takes an atom only.
func isoAtomLength(m *engine.Machine, args []engine.Term, next engine.Builtin) (bool, error) {
	if err := isoAtomOrVar(args[0]); err != nil {
		return false, err
	}
	return next(m, args)
}

// isoAtomConcat: ISO atom_concat/3 takes atoms only.
func isoAtomConcat(m *engine.Machine, args []engine.Term, next engine.Builtin) (bool, error) {
	for _, a := range args {
		if err := isoAtomOrVar(a); err != nil {
			return false, err
		}
	}
	return next(m, args)
}

// isoSubAtom: ISO sub_atom/5 takes atoms as Atom and Sub_atom.
func isoSubAtom(m *engine.Machine, args []engine.Term, next engine.Builtin) (bool, error) {
	if err := isoAtomOrVar(args[0]); err != nil {
		return false, err
	}
	if err := isoAtomOrVar(args[4]); err != nil {
		return false, err
	}
	return next(m, args)
}

// isoAtomOrVar is type_error(atom, T) unless t is an atom or unbound.
func isoAtomOrVar(t engine.Term) error {
	switch x := engine.Deref(t).(type) {
	case *engine.Var, *engine.Atom:
		return nil
	default:
		return engine.TypeError("atom", x)
	}
}

// isoCharCodeErrors: where SWI-Prolog raises type_error(character_code,
// C) for an element of a code list or a code that is not one, ISO raises
// representation_error(character_code).
func isoCharCodeErrors(m *engine.Machine, args []engine.Term, next engine.Builtin) (bool, error) {
	ok, err := next(m, args)
	if e, isExc := err.(*engine.Exception); isExc {
		if formal := isoErrorFormal(e); formal != nil && formal.Name.Name == "type_error" && len(formal.Args) == 2 &&
			engine.Deref(formal.Args[0]) == atomCharCodeTyp {
			return false, engine.RepresentationError("character_code")
		}
	}
	return ok, err
}

// isoErrorFormal returns the formal term F of an error(F, C) exception, or
// nil.
func isoErrorFormal(e *engine.Exception) *engine.Compound {
	c, ok := engine.Deref(e.Ball).(*engine.Compound)
	if !ok || c.Name != engine.AtomError || len(c.Args) != 2 {
		return nil
	}
	f, _ := engine.Deref(c.Args[0]).(*engine.Compound)
	return f
}

// isoCurrentPredicate: in ISO, current_predicate/1 is about user-defined
// procedures only, so a built-in or library predicate is not current.
func isoCurrentPredicate(m *engine.Machine, args []engine.Term, next engine.Builtin) (bool, error) {
	return currentPredicates(m, args[0], false)
}

// isoFlagNames are the flags ISO defines, with SWI-Prolog's iso flag and
// the ones goprolog keeps of its own: in ISO mode, another flag name is a
// domain error, for current_prolog_flag/2 as for set_prolog_flag/2.
var isoFlagNames = map[string]bool{
	"bounded": true, "max_integer": true, "min_integer": true, "integer_rounding_function": true,
	"char_conversion": true, "debug": true, "max_arity": true, "unknown": true, "double_quotes": true,
	"iso": true, "occurs_check": true,
}

// isoFlagValue is the value of flag name in ISO mode, nil for a flag ISO
// does not know: debug and char_conversion are on/off, max_arity the
// largest arity functor/3 builds.
func isoFlagValue(m *engine.Machine, name *engine.Atom) engine.Term {
	if !isoFlagNames[name.Name] && flagValue(m, name) == nil {
		return nil
	}
	switch name {
	case atomMaxArity:
		return engine.MakeInt(maxArity)
	case atomDebugFlag, atomCharConv:
		if flagValue(m, name) == engine.AtomTrue {
			return atomOn
		}
		return atomOff
	}
	return flagValue(m, name)
}

// isoCurrentPrologFlag: flags with their ISO values; an atom that names
// no flag is domain_error(prolog_flag, F).
func isoCurrentPrologFlag(m *engine.Machine, args []engine.Term, next engine.Builtin) (bool, error) {
	switch n := engine.Deref(args[0]).(type) {
	case *engine.Atom:
		v := isoFlagValue(m, n)
		if v == nil {
			return false, engine.DomainError("prolog_flag", n)
		}
		return m.Unify(args[1], v), nil
	case *engine.Var:
		var sols []engine.Term
		for _, name := range flagNames(m) {
			if v := isoFlagValue(m, name); v != nil {
				sols = append(sols, engine.NewCompound(engine.AtomComma, name, v))
			}
		}
		return unifyAlternatives(m, engine.NewCompound(engine.AtomComma, args[0], args[1]), sols)
	}
	return next(m, args)
}

// isoSetPrologFlag: an unknown flag is domain_error(prolog_flag, F), not
// created; a value the flag does not take is domain_error(flag_value,
// F+V); debug and char_conversion take on and off.
func isoSetPrologFlag(m *engine.Machine, args []engine.Term, next engine.Builtin) (bool, error) {
	name, ok := engine.Deref(args[0]).(*engine.Atom)
	if !ok {
		return next(m, args) // instantiation and type errors as usual
	}
	if isoFlagValue(m, name) == nil {
		return false, engine.DomainError("prolog_flag", name)
	}
	value := engine.Deref(args[1])
	if tIsVar(value) {
		return false, engine.InstantiationError()
	}
	bad := engine.DomainErrorTerm(atomFlagValue, engine.NewCompound(engine.Intern("+"), name, value))
	if name == atomDebugFlag || name == atomCharConv {
		if value != atomOn && value != atomOff {
			return false, bad
		}
	}
	ok, err := next(m, args)
	if e, isExc := err.(*engine.Exception); isExc {
		if f := isoErrorFormal(e); f != nil && (f.Name.Name == "type_error" || f.Name.Name == "domain_error") {
			return false, bad
		}
	}
	return ok, err
}

// isoAbolish: ISO abolish/1 may remove dynamic procedures only; a static
// one, the program's, the library's (member/2) or the system's, is
// permission_error(modify, static_procedure, PI), as in SWI-Prolog with
// its flag iso once the library predicate is visible in module user. An
// arity past max_arity is a representation error.
func isoAbolish(m *engine.Machine, args []engine.Term, next engine.Builtin) (bool, error) {
	if c, ok := engine.Deref(args[0]).(*engine.Compound); ok && c.Name == engine.AtomSlash && len(c.Args) == 2 {
		_, named := engine.Deref(c.Args[0]).(*engine.Atom)
		switch n := engine.Deref(c.Args[1]).(type) {
		case *engine.BigInt:
			if named && n.Big().Sign() > 0 {
				return false, engine.RepresentationError("max_arity")
			}
		case engine.Int:
			if named && n > maxArity {
				return false, engine.RepresentationError("max_arity")
			}
		}
	}
	name, arity, err := piArg(args[0])
	if err != nil {
		return false, err
	}
	if p := m.Lookup(name, arity); p != nil && !p.IsDynamic() && (p.IsBuiltin() || p.IsDefined()) {
		return false, engine.PermissionError("modify", "static_procedure", engine.PI(name, arity))
	}
	return next(m, args)
}
