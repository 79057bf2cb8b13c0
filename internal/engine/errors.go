package engine

import "fmt"

// Exception is a Prolog exception in flight: the ball thrown by throw/1 or
// raised by a built-in. Built-ins return it as a Go error; the solver turns
// it into a throw that catch/3 can intercept.
type Exception struct {
	Ball Term
	// copied says that Ball is already a copy of the thrown term, made
	// when it was thrown (ThrowCopy), so that the solver need not copy it
	// again before undoing the bindings it might share.
	copied bool
}

// Error renders the ball with writeq syntax; the REPL prints uncaught
// errors in SWI-Prolog's words instead (see builtins.ErrorMessage).
func (e *Exception) Error() string {
	return "Unhandled exception: " + Format(e.Ball, WriteOptions{Quoted: true, IgnoreOps: false, NumberVars: true})
}

// IsISOError reports whether err is an *Exception whose ball is
// error(Formal, _) with Formal name(Arg1, ...) of that name and arity,
// and returns Formal's arguments.
func IsISOError(err error, name string, arity int) ([]Term, bool) {
	e, ok := err.(*Exception)
	if !ok {
		return nil, false
	}
	ball, ok := e.Ball.(*Compound)
	if !ok || ball.Name != AtomError || len(ball.Args) != 2 {
		return nil, false
	}
	f, ok := Deref(ball.Args[0]).(*Compound)
	if !ok || f.Name.Name != name || len(f.Args) != arity {
		return nil, false
	}
	return f.Args, true
}

// Throw returns an exception carrying ball.
func Throw(ball Term) *Exception { return &Exception{Ball: ball} }

// CopiedException returns an exception carrying ball, a copy of the
// thrown term that no binding the solver undoes can reach.
func CopiedException(ball Term) *Exception { return &Exception{Ball: ball, copied: true} }

// ThrowCopy returns an exception carrying a copy of ball, as throw/1
// raises it: the copy is independent of the bindings that backtracking to
// the catcher undoes.
func (m *Machine) ThrowCopy(ball Term) *Exception {
	return &Exception{Ball: m.CopyTerm(ball), copied: true}
}

var (
	atomInstantiation  = Intern("instantiation_error")
	atomUninstantiated = Intern("uninstantiation_error")
	atomTypeError      = Intern("type_error")
	atomDomainError    = Intern("domain_error")
	atomExistence      = Intern("existence_error")
	atomPermission     = Intern("permission_error")
	atomRepresentation = Intern("representation_error")
	atomEvaluation     = Intern("evaluation_error")
	atomResource       = Intern("resource_error")
	atomSyntax         = Intern("syntax_error")
	atomSystem         = Intern("system_error")
	atomContext        = Intern("context")
	atomProcedure      = Intern("procedure")
)

// isoError builds error(Formal, Context) with an unbound context that the
// solver fills with the culprit predicate indicator.
func isoError(formal Term) *Exception {
	return &Exception{Ball: NewCompound(AtomError, formal, &Var{id: -1})}
}

// WithContext returns e with the context context(system:Name/Arity, _)
// when e is error(Formal, Context) with Context unbound, as the solver
// gives the error of a built-in, which SWI-Prolog's system module
// defines (unqualified for those of unqualifiedContext and for syntax
// errors, as SWI-Prolog's); otherwise e itself.
func (e *Exception) WithContext(name *Atom, arity int) *Exception {
	return e.withContext(name, arity, true)
}

// WithUserContext is WithContext for an error of the program's
// predicate Name/Arity, whose context is unqualified.
func (e *Exception) WithUserContext(name *Atom, arity int) *Exception {
	return e.withContext(name, arity, false)
}

// withContext is WithContext, whose context is unqualified when system
// is false: a built-in the host program registered is the program's.
func (e *Exception) withContext(name *Atom, arity int, system bool) *Exception {
	if e.copied {
		return e // thrown by throw/1: the ball is the program's, as it wrote it
	}
	if c, ok := e.Ball.(*Compound); ok && c.Name == AtomError && len(c.Args) == 2 {
		pi := func() Term {
			var pi Term = PI(name, arity)
			if system && !unqualifiedContext(name.Name, arity, c.Args[0]) {
				pi = NewCompound(AtomColon, atomSystemModule, pi)
			}
			return pi
		}
		switch x := Deref(c.Args[1]).(type) {
		case *Var:
			return &Exception{Ball: NewCompound(AtomError, c.Args[0], NewCompound(atomContext, pi(), &Var{id: -1}))}
		case *Compound:
			// context(_, Message): a message with the predicate to name.
			if v, ok := Deref(x.Args[0]).(*Var); ok && v.ref == nil && x.Name == atomContext && len(x.Args) == 2 {
				return &Exception{Ball: NewCompound(AtomError, c.Args[0], NewCompound(atomContext, pi(), x.Args[1]))}
			}
		}
	}
	return e
}

var (
	atomSystemModule = Intern("system")
	atomSyntaxError  = Intern("syntax_error")
)

// unqualifiedContext reports whether SWI-Prolog 9 gives the error
// formal of the built-in name/arity an unqualified context, as the
// Prolog definitions or the C code it passes the error through do:
// length/2's errors, keysort/2's type_error(pair, _), format/3, the name
// format/1,2,3 give their argument errors, and syntax errors
// (number_codes/2 and its kin).
func unqualifiedContext(name string, arity int, formal Term) bool {
	f, _ := Deref(formal).(*Compound)
	switch {
	case f != nil && f.Name == atomSyntaxError:
		return true
	case name == "length" && arity == 2:
		return true
	case name == "arg" && arity == 3:
		// The C code's errors of the term, before it looks at N.
		return f == nil || f.Name.Name == "type_error" && len(f.Args) == 2 && Deref(f.Args[0]) == Term(Intern("compound"))
	case arity == 2 && (name == "atom_codes" || name == "atom_chars" || name == "number_codes" ||
		name == "number_chars" || name == "name"):
		// The type error of the text, which the C code that reads it
		// raises naming the predicate alone.
		return f != nil && f.Name.Name == "type_error" && len(f.Args) == 2 &&
			isAtomIn(f.Args[0], "atom", "number", "atomic")
	case name == "format":
		// format/3's own type error of its format, and the unknown
		// directive, which swipl reports from format/2 whichever was
		// called; its other errors are system:format/N's.
		return f != nil && len(f.Args) == 2 &&
			(f.Name.Name == "type_error" && Deref(f.Args[0]) == Term(Intern("text")) ||
				f.Name.Name == "existence_error" && Deref(f.Args[0]) == Term(Intern("format_character")))
	case name == "keysort" && arity == 2:
		return f != nil && f.Name.Name == "type_error" && len(f.Args) == 2 && Deref(f.Args[0]) == Term(Intern("pair"))
	}
	return false
}

// Contextless returns e, an error(Formal, _) term, as an error that keeps
// its context unbound, as SWI-Prolog's must_be/2 raises it: the context
// is v, a fresh variable, and no caller gives it one (see WithContext).
func (e *Exception) Contextless(v *Var) *Exception {
	if c, ok := e.Ball.(*Compound); ok && c.Name == AtomError && len(c.Args) == 2 {
		return CopiedException(NewCompound(AtomError, c.Args[0], v))
	}
	return e
}

// Rethrown returns err as a ball that passes on out of a nested query:
// its ball copied, so that undoing the query's bindings leaves it whole,
// and its context kept as it is, as that of a ball throw/1 raised.
func (m *Machine) Rethrown(err error) error {
	e, ok := err.(*Exception)
	if !ok || e.copied {
		return err
	}
	return &Exception{Ball: m.CopyTerm(e.Ball), copied: true}
}

// InstantiationError is error(instantiation_error, _).
func InstantiationError() *Exception { return isoError(atomInstantiation) }

// UninstantiationError is error(uninstantiation_error(Culprit), _).
func UninstantiationError(culprit Term) *Exception {
	return isoError(NewCompound(atomUninstantiated, culprit))
}

// TypeError is error(type_error(Type, Culprit), _).
func TypeError(typ string, culprit Term) *Exception {
	return isoError(NewCompound(atomTypeError, Intern(typ), culprit))
}

// OccursCheckError is error(occurs_check(Var, Term), _), which a
// unification that would bind Var to Term, a term Var occurs in, raises
// under the flag occurs_check=error.
func OccursCheckError(v *Var, t Term) *Exception {
	return isoError(NewCompound(Intern("occurs_check"), v, t))
}

// DomainError is error(domain_error(Domain, Culprit), _).
func DomainError(domain string, culprit Term) *Exception {
	return isoError(NewCompound(atomDomainError, Intern(domain), culprit))
}

// DomainErrorTerm is error(domain_error(Domain, Culprit), _) with a
// compound domain such as not_less_than_zero.
func DomainErrorTerm(domain, culprit Term) *Exception {
	return isoError(NewCompound(atomDomainError, domain, culprit))
}

// NotEvaluable is the type error of name/arity, no evaluable function:
// error(type_error(evaluable, Name/Arity), _), where SWI-Prolog 7 and
// later name [], which is no atom there, itself.
func NotEvaluable(name *Atom, arity int) *Exception {
	if name == AtomNil && arity == 0 {
		return TypeError("evaluable", AtomNil)
	}
	return TypeError("evaluable", PI(name, arity))
}

// ExistenceError is error(existence_error(Kind, Culprit), _).
func ExistenceError(kind string, culprit Term) *Exception {
	return isoError(NewCompound(atomExistence, Intern(kind), culprit))
}

// UnknownProcedure is error(existence_error(procedure, Name/Arity), Name/Arity).
func UnknownProcedure(name *Atom, arity int) *Exception {
	return &Exception{Ball: NewCompound(AtomError,
		NewCompound(atomExistence, atomProcedure, PI(name, arity)),
		PI(name, arity))}
}

// PermissionError is error(permission_error(Action, Type, Culprit), _).
func PermissionError(action, typ string, culprit Term) *Exception {
	return isoError(NewCompound(atomPermission, Intern(action), Intern(typ), culprit))
}

// RepresentationError is error(representation_error(What), _).
func RepresentationError(what string) *Exception {
	return isoError(NewCompound(atomRepresentation, Intern(what)))
}

// EvaluationError is error(evaluation_error(What), _).
func EvaluationError(what string) *Exception {
	return isoError(NewCompound(atomEvaluation, Intern(what)))
}

// ResourceError is error(resource_error(What), _).
func ResourceError(what string) *Exception {
	return isoError(NewCompound(atomResource, Intern(what)))
}

// SyntaxError is error(syntax_error(What), _).
func SyntaxError(what string) *Exception {
	return isoError(NewCompound(atomSyntax, Intern(what)))
}

// SystemError is error(system_error(Message), _), used when a Go panic is
// caught inside a built-in.
func SystemError(format string, args ...any) *Exception {
	return isoError(NewCompound(atomSystem, Intern(fmt.Sprintf(format, args...))))
}

// isAtomIn reports whether t is one of the atoms named.
func isAtomIn(t Term, names ...string) bool {
	a, ok := Deref(t).(*Atom)
	if !ok {
		return false
	}
	for _, n := range names {
		if a.Name == n {
			return true
		}
	}
	return false
}
