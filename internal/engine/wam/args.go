package wam

import (
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
)

// args is what a built-in on the heap (see natives.go) sees of its call:
// its argument registers, read through typed getters that return the
// error SWI-Prolog raises for a wrong argument, and written through
// helpers that unify an argument with a new value. Its errors carry
// SWI-Prolog's context(Name/Arity, _) already, and the core raises them
// as it raises any error (see catchAt): catch/3 on the core and the
// engine above it see the ball the engine's built-in would have raised.
//
// args is passed by value: a call of a built-in allocates nothing for it.
type args struct {
	m  *Machine
	fn functor // the built-in, for the errors' context
	// next is the code index where the calling clause goes on: a
	// non-deterministic built-in's redo resumes there (see redo.go).
	next int
	// k is the built-in's index in natives.
	k int
	// kept says that the call is a redo whose choicepoint backtracking
	// left in place (see redo.go).
	kept bool
}

// arg returns argument i, dereferenced.
func (a args) arg(i int) cell { return a.m.deref(a.m.regs[i]) }

// isVar says whether argument i is unbound.
func (a args) isVar(i int) bool { return isVarCell(a.arg(i)) }

// fail is the error e with the call's context. The engine's
// Hooks.Raised, when set, is told of it with the call's goal.
func (a args) fail(e *engine.Exception) error {
	err := e.WithContext(a.fn.name, a.fn.arity)
	if em := a.m.ArithEngine; em != nil && em.Hooks.Raised != nil {
		a.m.tellRaised(em, a.fn, err)
	}
	return err
}

// instantiation is error(instantiation_error, context(Name/Arity, _)).
func (a args) instantiation() error { return a.fail(engine.InstantiationError()) }

// typeError is error(type_error(typ, Culprit), context(Name/Arity, _)),
// the culprit the term at c.
func (a args) typeError(typ string, c cell) error {
	return a.fail(engine.TypeError(typ, a.m.termOf(c)))
}

// domainError is error(domain_error(dom, Culprit), context(Name/Arity, _)).
func (a args) domainError(dom string, c cell) error {
	return a.fail(engine.DomainError(dom, a.m.termOf(c)))
}

// representation is error(representation_error(what), context(Name/Arity, _)).
func (a args) representation(what string) error {
	return a.fail(engine.RepresentationError(what))
}

// resource is error(resource_error(what), context(Name/Arity, _)).
func (a args) resource(what string) error { return a.fail(engine.ResourceError(what)) }

// intOrVar reads argument i as a small integer: bound false for an
// unbound argument; a big integer is representation_error(max_integer),
// anything else type_error(integer, A).
func (a args) intOrVar(i int) (n int64, bound bool, err error) {
	c := a.arg(i)
	switch {
	case c.tag() == tagInt:
		return c.intVal(), true, nil
	case isVarCell(c):
		return 0, false, nil
	case a.m.isInteger(c):
		return 0, false, a.representation("max_integer")
	}
	return 0, false, a.typeError("integer", c)
}

// count reads argument i as a non-negative small integer:
// instantiation_error when it is unbound, type_error(integer, A) when it
// is no integer, domain_error(not_less_than_zero, A) when it is
// negative, and resource_error(what) or representation_error(what) when
// it is a big integer past the small ones (the built-in's own error:
// SWI-Prolog's functor/3 runs out of memory, setarg/3 cannot represent
// the index).
func (a args) count(i int, tooBig func(args, string) error, what string) (int64, error) {
	c := a.arg(i)
	var n int64
	switch {
	case isVarCell(c):
		return 0, a.instantiation()
	case c.tag() == tagInt:
		n = c.intVal()
	case a.m.isInteger(c):
		if a.m.intCmp(c, mkInt(0)) >= 0 {
			return 0, tooBig(a, what)
		}
		n = -1
	default:
		return 0, a.typeError("integer", c)
	}
	if n < 0 {
		return 0, a.domainError("not_less_than_zero", c)
	}
	return n, nil
}

// atomCell is the cell of the atom named s. A one-character ASCII name,
// a char list's element or sub_atom/5's answer, costs no hashing (see
// charCell).
func (m *Machine) atomCell(s string) cell {
	if len(s) == 1 && s[0] < utf8.RuneSelf {
		return m.charCell(rune(s[0]))
	}
	return mkAtom(m.atomIndex(engine.Intern(s)))
}

// intCell is the cell of the integer n, boxed past the small integers.
func (m *Machine) intCell(n int64) cell {
	if n >= minSmall && n <= maxSmall {
		return mkInt(n)
	}
	return m.constCell(engine.MakeInt(n))
}

// unify unifies argument i with c.
func (a args) unify(i int, c cell) bool { return a.m.unify(a.m.regs[i], c) }

// unifyInt unifies argument i with the integer n. An unbound plain
// variable, an enumeration's output, is bound at once.
func (a args) unifyInt(i int, n int64) bool {
	m := a.m
	c := m.intCell(n)
	if v := m.deref(m.regs[i]); v.tag() == tagRef {
		m.bind(v.val(), c)
		return true
	}
	return m.unify(m.regs[i], c)
}

// unifyAtom unifies argument i with the atom named s.
func (a args) unifyAtom(i int, s string) bool { return a.unify(i, a.m.atomCell(s)) }

// unifyAtomic unifies argument i with s as an atom (k textAtom) or a
// string (k textString).
func (a args) unifyAtomic(i int, s string, k textKind) bool {
	if k == textString {
		return a.unify(i, a.m.constCell(engine.String(s)))
	}
	return a.unifyAtom(i, s)
}

// unifyText unifies argument i with s as text of kind k: an atom, a
// string, a list of codes or a list of chars.
func (a args) unifyText(i int, s string, k textKind) (bool, error) {
	c, err := a.m.textCell(s, k)
	if err != nil {
		return false, err
	}
	return a.unify(i, c), nil
}

// textCell makes s on the heap as text of kind k (see unifyText). A list
// takes two cells a character: it is checked against the memory limit
// before it is made, as the engine's built-ins check theirs, since a
// text the limit allows can make a list far past it.
func (m *Machine) textCell(s string, k textKind) (cell, error) {
	return m.textCellTail(s, k, nilCell)
}

// asciiList is textCell of the ASCII text b as a list of codes (k
// textCodes) or chars (k textChars).
func (m *Machine) asciiList(b []byte, k textKind) (cell, error) {
	n := len(b)
	if n == 0 {
		return nilCell, nil
	}
	if m.ArithEngine != nil {
		if err := m.ArithEngine.Reserve(int64(n), 2*cellBytes); err != nil {
			return 0, err
		}
	}
	m.grow(2 * n)
	list := mkList(m.h)
	heap := m.heap[m.h : m.h+2*n]
	for i, ch := range b {
		if k == textCodes {
			heap[2*i] = mkInt(int64(ch))
		} else {
			heap[2*i] = m.charCell(rune(ch))
		}
		heap[2*i+1] = mkList(m.h + 2*i + 2)
	}
	heap[2*n-1] = nilCell
	m.h += 2 * n
	return list, nil
}

// textCellTail is textCell whose list, for codes and chars, ends in tail
// (a difference list's); the empty text's list is tail itself.
func (m *Machine) textCellTail(s string, k textKind, tail cell) (cell, error) {
	switch k {
	case textString:
		return m.constCell(engine.String(s)), nil
	case textCodes, textChars:
		n := utf8.RuneCountInString(s)
		if n == 0 {
			return tail, nil
		}
		if m.ArithEngine != nil {
			if err := m.ArithEngine.Reserve(int64(n), 2*cellBytes); err != nil {
				return 0, err
			}
		}
		m.grow(2 * n)
		list := mkList(m.h)
		for _, r := range s {
			if k == textCodes {
				m.heap[m.h] = mkInt(int64(r))
			} else {
				m.heap[m.h] = m.charCell(r)
			}
			m.heap[m.h+1] = mkList(m.h + 2)
			m.h += 2
		}
		m.heap[m.h-1] = tail
		return list, nil
	}
	return m.atomCell(s), nil
}
