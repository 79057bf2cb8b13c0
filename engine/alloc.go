package engine

// Allocation of the solver's environments, variables and compounds. Each
// object is its own Go allocation: chunked (slab) allocation was tried and
// removed, because dead objects inside a chunk that is still referenced
// keep everything they point to alive, and a long deterministic loop then
// grows without bound. Compounds of small arity are allocated together
// with their argument array (NewCompoundN).

// allocTerms returns a zeroed slice of n terms.
func (m *Machine) allocTerms(n int) []Term {
	return make([]Term, n)
}

// newVarFast returns a fresh variable.
func (m *Machine) newVarFast() *Var {
	m.varCount += varIDStep
	return &Var{id: m.varCount}
}

// newCompound returns name/n with zeroed arguments.
func (m *Machine) newCompound(name *Atom, n int) *Compound {
	return NewCompoundN(name, n)
}
