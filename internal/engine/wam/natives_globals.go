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
// variables in a stack of its own (Machine.bvals, roots of the
// collector), each entry a heap cell (its box) that holds the value, the
// way setarg/3 holds an argument. The first b_setval/2 of a key pushes
// an entry, which an undo entry on the trail cuts back and the close of
// the query that made it drops; the next ones assign the box, trailed
// only when a choicepoint is younger than the box, so that a loop that
// counts in a global variable grows neither the stack nor the trail. The
// reads look there first. A value the core gave is handed to the
// engine's store, converted, with the solution of the query that made it
// (Bridge.solution), before the engine solves a goal for the core
// (callEngine) and before nb_current/2 lists the variables
// (callAnyForeign), so that the engine's built-ins see it. nb_setval/2
// of a variable that holds such a value puts a mark on the stack that
// hides it, which backtracking does not take back unless it takes back
// the value below it too.

// atomNbCurrent is nb_current/2, the engine's built-in that lists the
// global variables, to which the core hands its b_setval/2 values first
// (see callAnyForeign).
var atomNbCurrent = functor{engine.Intern("nb_current"), 2}

// bval is a global variable key that b_setval/2 gave a value on the core,
// v a reference to the heap cell that holds the value, or, when nb is
// set, the mark of an nb_setval/2 that hides the values below it (see
// above).
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
	key, v := m.atoms[k.val()], m.deref(m.regs[1])
	if box, found := m.bvalBox(key); found {
		if c := len(m.choices); c > 0 && box < m.choices[c-1].h {
			m.trail = append(m.trail, trailEntry{box, m.heap[box]})
		}
		m.heap[box] = v
		return true, true
	}
	n := len(m.bvals)
	m.grow(1)
	m.heap[m.h] = v
	m.bvals = append(m.bvals, bval{key: key, v: mkRef(m.h)})
	m.h++
	m.TrailUndo(func() { m.dropBvals(n) })
	return true, true
}

// bvalBox returns the heap index of the box of key's newest entry, and
// false when key has none or an nb_setval/2 mark hides it.
func (m *Machine) bvalBox(key *engine.Atom) (int, bool) {
	for i := len(m.bvals) - 1; i >= 0; i-- {
		if b := m.bvals[i]; b.key == key {
			return b.v.val(), !b.nb
		}
	}
	return 0, false
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
	if h, ok := v.(*engine.HeldTerm); ok {
		if hv, ok := h.Data.(*heldValue); ok && hv.m == m {
			return m.unify(m.regs[1], m.thaw(hv)), true
		}
		return false, false
	}
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
	if k.tag() != tagAtom || m.Globals == nil || isVarCell(v) {
		return false, false
	}
	if v.tag() == tagStr || v.tag() == tagList {
		hv := m.freeze(v)
		if hv == nil {
			return false, false
		}
		m.Globals[m.atoms[k.val()]] = engine.NewHeldTerm(hv, func() engine.Term { return hv.m.heldTerm(hv) })
		m.Effects++
		return true, true
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

// heldValue is a compound value that nb_setval/2 gave a global variable
// on the core: a copy of the term in cells of its own, which nb_getval/2
// on the core copies onto the heap, cell for cell, and the engine reads
// as its term only when it asks for it (engine.HeldTerm). The copy is
// made as findall/3 copies a solution, into a bag that no query owns.
// The atoms it holds that m may collect (numbered from keepAtoms up) are
// held in atoms, a cell holding heldAtom+k for atoms[k]; the others, and
// the functors, keep m's numbers, which never change.
type heldValue struct {
	m     *Machine
	b     bag
	root  cell
	atoms []*engine.Atom
}

// heldAtom is the first atom number of a heldValue's own atoms.
const heldAtom = 1 << 56

// freeze returns a heldValue of the compound at v, or nil when the term
// holds an attributed variable (the engine's nb_setval/2 copies its
// attributes, CLP(FD)'s among them) or the memory limit refuses it.
func (m *Machine) freeze(v cell) *heldValue {
	hv := &heldValue{m: m}
	b := &hv.b
	hv.root = m.copyOut(b, v)
	m.chargeCopy(int64(b.used))
	if m.ArithEngine != nil && m.ArithEngine.Reserve(int64(b.used), cellBytes) != nil {
		return nil
	}
	// local numbers m's atoms from keepAtoms up in hv.atoms, plus one.
	var local []int32
	for i, ch := range b.chunks {
		ch = ch[:min(len(ch), max(b.used-i<<bagChunkBits, 0))]
		for k, c := range ch {
			switch c.tag() {
			case tagAttv:
				return nil
			case tagAtom:
				a := c.val() - m.keepAtoms
				if a < 0 {
					continue
				}
				if local == nil {
					local = make([]int32, len(m.atoms)-m.keepAtoms)
				}
				if local[a] == 0 {
					hv.atoms = append(hv.atoms, m.atoms[c.val()])
					local[a] = int32(len(hv.atoms))
				}
				ch[k] = mkAtom(heldAtom + int(local[a]) - 1)
			}
		}
	}
	return hv
}

// thaw copies the held value hv, which m made, onto the heap and returns
// its cell.
func (m *Machine) thaw(hv *heldValue) cell {
	base := m.h
	root := m.bagToHeap(&hv.b, hv.root, 0, false)
	if len(hv.atoms) > 0 {
		nums := make([]int, len(hv.atoms))
		for k, a := range hv.atoms {
			nums[k] = m.atomIndex(a)
		}
		for i, c := range m.heap[base:m.h] {
			if c.tag() == tagAtom && c.val() >= heldAtom {
				m.heap[base+i] = mkAtom(nums[c.val()-heldAtom])
			}
		}
	}
	return root
}

// heldTerm returns the held value hv, which m made, as an engine term,
// made through a copy on top of the heap that it then takes back.
func (m *Machine) heldTerm(hv *heldValue) engine.Term {
	h0, b0, host := m.h, len(m.boxes), m.host
	m.host = nil // the copy's variables are no built-in's arguments
	t := m.termOf(m.thaw(hv))
	m.host = host
	m.h = h0
	clear(m.boxes[b0:])
	m.boxes = m.boxes[:b0]
	return t
}
