package engine

import "unsafe"

// Allocation of the solver's environments, variables, compounds and
// integers. Terms that hold pointers are each their own Go allocation,
// not carved out of chunks: a dead object inside a chunk that is still
// referenced would keep everything it points to alive, and a long
// deterministic loop would then grow without bound.
// Compounds of small arity are allocated together with their argument
// array (NewCompoundN), and the anonymous variables of a body compound
// (tvar.void) together with one another: nothing but that compound refers
// to them when they are made, so they share its lifetime. Two things
// escape that rule: environments, which
// terms never point into and whose death the solver knows, are reused
// from a pool (releaseEnv); and integers, which hold no pointers, share
// slabs (boxInt).

// allocTerms returns a zeroed slice of n terms.
func (m *Machine) allocTerms(n int) []Term {
	return make([]Term, n)
}

// envPoolSizes bounds the environment sizes kept for reuse, and
// envPoolDepth how many of each size.
const (
	envPoolSizes = 24
	envPoolDepth = 32
)

// allocEnv returns a zeroed environment of n slots, reusing one that a
// finished activation released (see releaseEnv) when it can.
func (m *Machine) allocEnv(n int) []Term {
	if n < envPoolSizes {
		if free := m.envFree[n]; len(free) > 0 {
			env := free[len(free)-1]
			m.envFree[n] = free[:len(free)-1]
			return env
		}
	}
	return make([]Term, n)
}

// releaseEnv takes back the environment of an activation that can no
// longer be reached: its last call's arguments are built, and no
// choicepoint made since it began (its own clause alternatives aside,
// which hold the call's arguments, not its environment) remains to come
// back into its body (see claimEnv); or backtracking has returned to the
// choicepoint made when its clause was chosen. Terms never point into an
// environment (variables are objects of their own), so nothing else can
// refer to it. It is cleared now, so that it keeps nothing alive while it
// waits. The frame block at blk, if the clause has one and the activation
// made it, goes back with the environment.
func (m *Machine) releaseEnv(env []Term, blk blockRef) {
	if blk.n > 0 {
		if b, ok := env[blk.slot].(*frame); ok {
			m.releaseBlock(b, int(blk.n))
		}
	}
	n := cap(env)
	if n == 0 || n >= envPoolSizes || len(m.envFree[n]) >= envPoolDepth {
		return
	}
	env = env[:n]
	clearEnv(env)
	m.envFree[n] = append(m.envFree[n], env)
}

// newVarFast returns a fresh variable.
func (m *Machine) newVarFast() *Var {
	m.varCount += varIDStep
	return &Var{id: m.varCount}
}

// intSlabSize is how many integers share one allocation in boxInt. A
// slab holds no pointers, so whatever keeps one of its integers alive
// keeps only its 256 bytes.
const intSlabSize = 32

// intItab is the interface header word of an Int held in a Term.
var intItab = func() unsafe.Pointer {
	var t Term = Int(1 << 40)
	return (*[2]unsafe.Pointer)(unsafe.Pointer(&t))[0]
}()

// NewInt returns i as a Term, as MakeInt does, for built-ins that make
// integers at the rate of a loop (between/3): see boxInt.
func (m *Machine) NewInt(i int64) Term { return m.boxInt(i) }

// boxInt returns i as a Term, as MakeInt does, but boxes an integer
// outside MakeInt's cache in a slab of the machine's instead of an
// allocation of its own: Go's allocator costs more than a hundred
// instructions per boxed integer, a counting loop's whole budget. The Term
// is an ordinary Int to everything that reads it (type switches,
// assertions, ==).
func (m *Machine) boxInt(i int64) Term {
	if i >= smallIntMin && i <= smallIntMax {
		return intTerm(&smallIntVals[i-smallIntMin])
	}
	// An array and an index rather than a shrinking slice: taking an
	// integer then stores no pointer, so it passes no write barrier.
	if m.intSlab == nil || m.intNext == intSlabSize {
		m.intSlab, m.intNext = new([intSlabSize]int64), 0
	}
	p := &m.intSlab[m.intNext]
	m.intNext++
	*p = i
	return intTerm(p)
}

// intTerm returns the Int *p as a Term holding p itself, where Go would
// box a copy. *p must never change afterwards.
func intTerm(p *int64) Term {
	var t Term
	w := (*[2]unsafe.Pointer)(unsafe.Pointer(&t))
	w[0], w[1] = intItab, unsafe.Pointer(p)
	return t
}
