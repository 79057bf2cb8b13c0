package wam

import "github.com/goprolog/goprolog/internal/engine"

// Global variables on the core. nb_getval/2 and b_getval/2 of a variable
// whose value is atomic, and nb_setval/2 of an atomic value, are decided
// here, on the engine's store of global variables (Machine.Globals),
// with no copy of the arguments out and back: a counter kept in a global
// variable is read and written at every turn of a loop. Any other call
// (a key that is not an atom, a variable with no value, a compound
// value) goes to the engine's built-in, which copies and raises the
// errors.

// getval runs nb_getval(A[0], A[1]) and b_getval(A[0], A[1]).
func (m *Machine) getval() (ok, done bool) {
	k := m.deref(m.regs[0])
	if k.tag() != tagAtom || m.Globals == nil {
		return false, false
	}
	v, found := m.Globals[m.atoms[k.val()]]
	if !found || !engine.IsAtomic(v) {
		return false, false
	}
	return m.unify(m.regs[1], m.constCell(v)), true
}

// setval runs nb_setval(A[0], A[1]), an effect.
func (m *Machine) setval() (ok, done bool) {
	k, v := m.deref(m.regs[0]), m.deref(m.regs[1])
	if k.tag() != tagAtom || m.Globals == nil || isVarCell(v) || v.tag() == tagStr || v.tag() == tagList {
		return false, false
	}
	t := m.atomicTerm(v)
	m.escape(v)
	m.Globals[m.atoms[k.val()]] = t
	m.Effects++
	return true, true
}
