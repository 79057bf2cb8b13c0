package wam

import (
	"slices"

	"github.com/goprolog/goprolog/internal/engine"
)

// Atom garbage collection on the core.
//
// A machine numbers the atoms its cells hold (Machine.atoms): a cell
// holds the number, the table the engine's atom. The engine's atom table
// holds atoms weakly, so that a program making millions of temporary
// atoms (atom_concat/3 in a loop) runs in bounded memory; the core's
// table holds them strongly, and would keep every atom the program ever
// made, and the table growing, if it never let one go. So the atoms
// numbered from keepAtoms up, which only cells made at run time hold,
// are collected with the heap: after a collection has compacted the
// heap, an atom that no live cell holds loses its number, which a new
// atom takes again. The atoms below keepAtoms are those that code was
// compiled with, whose instructions and indexes hold their numbers: they
// stay, as the boxes below keepBoxes do.

// atomGCMin bounds how soon the atoms are collected again: when the
// atoms made since the last collection are as many as survived it, as
// many as a sixteenth of the heap's cells, and at least this many.
const atomGCMin = 1 << 12

// newAtomIndex gives a, which the machine does not number yet, a number:
// one that a collected atom left, or the next. Numbering more atoms than
// atomGCAt makes a collection due at the next call.
func (m *Machine) newAtomIndex(a *engine.Atom) int {
	var i int
	if n := len(m.freeAtoms); n > 0 {
		i = m.freeAtoms[n-1]
		m.freeAtoms = m.freeAtoms[:n-1]
		m.atoms[i] = a
		m.atomKeys[i] = atomOrderKey(a)
	} else {
		i = len(m.atoms)
		m.atoms = append(m.atoms, a)
		m.atomKeys = append(m.atomKeys, atomOrderKey(a))
	}
	m.atomIdx[a] = i
	if !m.atomsDue && len(m.atoms)-len(m.freeAtoms) > m.atomGCAt {
		m.atomsDue, m.heapGCAt, m.gcAt = true, m.gcAt, -1
	}
	return i
}

// collectAtomsAtRetry collects the atoms when backtracking has restored
// the newest choicepoint's n argument registers and twice as many atoms
// as were due are numbered: a loop driven by failure makes atoms and
// calls nothing, and the heap, which its backtracking takes back, is not
// collected. The collection due at the next call, which compacts the
// heap first and so finds the atoms that only garbage holds, is
// preferred, and goes back to what the heap and the boxes need.
func (m *Machine) collectAtomsAtRetry(n int) {
	if len(m.atoms)-len(m.freeAtoms) <= 2*m.atomGCAt-m.keepAtoms {
		return
	}
	m.collectAtoms(n, m.gcFrames())
	if m.gcAt == -1 {
		m.gcAt = m.heapGCAt
		if m.boxBytes > max(m.boxBytesGCAt, gcMinBoxBytes) {
			m.gcAt = -1
		}
	}
}

// keepCodeAtoms makes every atom numbered so far one that stays: code
// compiled now may hold any of their numbers. The numbers that collected
// atoms left below are not given again, so that an atom made at run time
// does not stay for taking one.
func (m *Machine) keepCodeAtoms() {
	m.keepAtoms = len(m.atoms)
	m.freeAtoms = m.freeAtoms[:0]
	m.atomGCAt = max(m.atomGCAt, m.keepAtoms+atomGCMin)
}

// collectAtoms frees the numbers of the atoms from keepAtoms up that no
// cell that may be live holds: the cells of heap[:h], of the first nregs
// registers, of the frames, of the saved registers, the roots, the trail
// and the findall bags' copies, and the names of the functors. After a
// collection of the heap all of them are live; otherwise some are
// garbage, whose atoms stay until the next time.
func (m *Machine) collectAtoms(nregs int, frames []int) {
	if !m.atomsDue {
		return
	}
	m.atomsDue = false
	g := &m.gc
	live := reuseBits(&g.atoms, len(m.atoms)-m.keepAtoms)
	markCell := func(c cell) {
		if c.tag() == tagAtom {
			if i := int(c.val()) - m.keepAtoms; i >= 0 && i < len(m.atoms)-m.keepAtoms {
				live.add(i)
			}
		}
	}
	mark := func(cs []cell) {
		for _, c := range cs {
			markCell(c)
		}
	}
	mark(m.heap[:m.h])
	mark(m.regs[:nregs])
	for _, e := range frames {
		mark(m.gcPermVars(e))
	}
	mark(m.saved)
	mark(m.roots)
	for _, e := range m.trail {
		markCell(e.old)
	}
	for k := range m.bags {
		b := &m.bags[k]
		markCell(b.first)
		for i, ch := range b.chunks {
			mark(ch[:min(len(ch), max(b.used-i<<bagChunkBits, 0))])
		}
	}
	m.sweepAtoms(live)
	m.atomRuns++
}

// dropRunAtoms frees the numbers of every atom from keepAtoms up but the
// functors' names: no query is open, so no cell holds one.
func (m *Machine) dropRunAtoms() {
	m.atomsDue = false
	if len(m.atoms) > m.keepAtoms {
		m.sweepAtoms(reuseBits(&m.gc.atoms, len(m.atoms)-m.keepAtoms))
	}
}

// lastingAtom returns the atom cell of a, whose number stays for as
// long as the machine lives: for a cell that a cache outside the heap and
// the code keeps from one query to the next (a host's attribute names),
// where the collector would not see it.
func (m *Machine) lastingAtom(a *engine.Atom) cell {
	c := mkAtom(m.atomIndex(a))
	if int(c.val()) >= m.keepAtoms && !slices.Contains(m.lasting, c) {
		m.lasting = append(m.lasting, c)
	}
	return c
}

// sweepAtoms frees the numbers of the atoms from keepAtoms up that are
// neither in live (numbered from keepAtoms) nor the name of a functor,
// which the functor table holds for as long as the machine lives, nor
// lasting.
func (m *Machine) sweepAtoms(live bitSet) {
	for _, cells := range [...][]cell{m.funNames, m.lasting} {
		for _, c := range cells {
			if i := int(c.val()) - m.keepAtoms; i >= 0 {
				live.add(i)
			}
		}
	}
	kept := 0
	for i := m.keepAtoms; i < len(m.atoms); i++ {
		a := m.atoms[i]
		switch {
		case a == nil:
		case live.has(i - m.keepAtoms):
			kept++
		default:
			delete(m.atomIdx, a)
			m.atoms[i] = nil
			m.freeAtoms = append(m.freeAtoms, i)
		}
	}
	// The next collection waits for as many atoms as are kept, and for
	// a sixteenth as many as the heap has cells: marking reads them all.
	m.atomGCAt = m.keepAtoms + kept + max(kept, atomGCMin, m.h/16)
}
