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
//
// b_setval/2 gives the variable the term itself, on the heap, until
// backtracking takes it back, as in SWI-Prolog: the core keeps such
// values in a stack of its own (Machine.bvals, roots of the collector),
// which an undo entry on the trail cuts back and the close of the query
// that made them drops. The reads look there first. A value the core
// gave is handed to the engine's store, converted, with the solution of
// the query that made it (Bridge.solution), before the engine solves a
// goal for the core (callEngine) and before nb_current/2 lists the
// variables (callAnyForeign), so that the engine's built-ins see it. nb_setval/2 of a variable that holds such a value puts a mark on
// the stack that hides it, which backtracking does not take back unless
// it takes back the value below it too.

// atomNbCurrent is nb_current/2, the engine's built-in that lists the
// global variables, to which the core hands its b_setval/2 values first
// (see callAnyForeign).
var atomNbCurrent = functor{engine.Intern("nb_current"), 2}

// bval is a value b_setval/2 gave global variable key on the core, or,
// when nb is set, the mark of an nb_setval/2 that hides the values below
// it (see above).
type bval struct {
	key *engine.Atom
	v   cell
	nb  bool
}

// bsetval runs b_setval(A[0], A[1]): a key that is not an atom is the
// engine's error.
func (m *Machine) bsetval() (ok, done bool) {
	k := m.deref(m.regs[0])
	if k.tag() != tagAtom || m.Globals == nil {
		return false, false
	}
	n := len(m.bvals)
	m.bvals = append(m.bvals, bval{key: m.atoms[k.val()], v: m.deref(m.regs[1])})
	m.TrailUndo(func() { m.dropBvals(n) })
	return true, true
}

// bvalOf returns the value that b_setval/2 gave key on the core, and
// false when it gave none or an nb_setval/2 hides it.
func (m *Machine) bvalOf(key *engine.Atom) (cell, bool) {
	for i := len(m.bvals) - 1; i >= 0; i-- {
		if b := m.bvals[i]; b.key == key {
			return b.v, !b.nb
		}
	}
	return 0, false
}

// hasBval reports whether the stack holds a value or a mark for key.
func (m *Machine) hasBval(key *engine.Atom) bool {
	for _, b := range m.bvals {
		if b.key == key {
			return true
		}
	}
	return false
}

// dropBvals takes the values from index n up off the stack.
func (m *Machine) dropBvals(n int) {
	if n < len(m.bvals) {
		clear(m.bvals[n:])
		m.bvals = m.bvals[:n]
	}
}

// bvalsOut returns the keys and cells of the values the core's stack
// gives global variables from index from up, the newest for each key,
// the hidden ones left out.
func (m *Machine) bvalsOut(from int) ([]*engine.Atom, []cell) {
	if from >= len(m.bvals) {
		return nil, nil // every solution of a bridged call asks
	}
	var keys []*engine.Atom
	var cells []cell
	seen := map[*engine.Atom]bool{}
	for i := len(m.bvals) - 1; i >= from; i-- {
		b := m.bvals[i]
		if seen[b.key] {
			continue
		}
		seen[b.key] = true
		if !b.nb {
			keys, cells = append(keys, b.key), append(cells, b.v)
		}
	}
	return keys, cells
}

// getval runs nb_getval(A[0], A[1]) and b_getval(A[0], A[1]).
func (m *Machine) getval() (ok, done bool) {
	k := m.deref(m.regs[0])
	if k.tag() != tagAtom || m.Globals == nil {
		return false, false
	}
	key := m.atoms[k.val()]
	if v, found := m.bvalOf(key); found {
		return m.unify(m.regs[1], v), true
	}
	v, found := m.Globals[key]
	if !found || !engine.IsAtomic(v) {
		return false, false
	}
	return m.unify(m.regs[1], m.constCell(v)), true
}

// setval runs nb_setval(A[0], A[1]), an effect.
func (m *Machine) setval() (ok, done bool) {
	k, v := m.deref(m.regs[0]), m.deref(m.regs[1])
	if k.tag() == tagAtom && len(m.bvals) > 0 {
		if key := m.atoms[k.val()]; m.hasBval(key) {
			m.bvals = append(m.bvals, bval{key: key, nb: true})
		}
	}
	if k.tag() != tagAtom || m.Globals == nil || isVarCell(v) || v.tag() == tagStr || v.tag() == tagList {
		return false, false
	}
	t := m.atomicTerm(v)
	m.escape(v)
	m.Globals[m.atoms[k.val()]] = t
	m.Effects++
	return true, true
}

// bvalsTerms returns the values of the core's b_setval/2 stack from
// index from up (see bvalsOut) as the engine's terms, with names for
// their unbound variables as termsOf gives them.
func (m *Machine) bvalsTerms(from int, names map[int]*engine.Var) ([]*engine.Atom, []engine.Term, error) {
	keys, cells := m.bvalsOut(from)
	if len(keys) == 0 {
		return nil, nil, nil
	}
	vals := make([]engine.Term, len(cells))
	if err := m.termsOf(vals, cells, names); err != nil {
		return nil, nil, err
	}
	return keys, vals, nil
}

// bvalsToEngine gives the engine's global variables the values of the
// core's b_setval/2 stack, before the engine solves a goal for the core:
// until the engine backtracks past the call, or the core past this
// point.
func (m *Machine) bvalsToEngine(em *engine.Machine, names map[int]*engine.Var) error {
	keys, vals, err := m.bvalsTerms(0, names)
	if err != nil || len(keys) == 0 {
		return err
	}
	for k, key := range keys {
		old, had := em.Globals[key]
		em.SetGlobalUndoably(key, vals[k])
		m.TrailUndo(func() {
			if had {
				em.Globals[key] = old
			} else {
				delete(em.Globals, key)
			}
		})
	}
	return nil
}
