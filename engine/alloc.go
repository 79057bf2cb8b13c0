package engine

// Slab allocation. The solver creates environments, variables and
// compounds at a furious rate; taking them from chunks turns thousands of
// small allocations into one, which the Go collector handles far better.
// A chunk stays alive while anything in it is referenced, the price of
// the speed.

const (
	termChunk = 2048
	varChunk  = 512
	compChunk = 512
)

type slabs struct {
	terms []Term
	vars  []Var
	comps []Compound
}

// allocTerms returns a zeroed slice of n terms.
func (m *Machine) allocTerms(n int) []Term {
	s := &m.slabs
	if n > len(s.terms) {
		if n > termChunk/4 {
			return make([]Term, n)
		}
		s.terms = make([]Term, termChunk)
	}
	t := s.terms[:n:n]
	s.terms = s.terms[n:]
	return t
}

// newVarFast returns a fresh variable from the slab.
func (m *Machine) newVarFast() *Var {
	s := &m.slabs
	if len(s.vars) == 0 {
		s.vars = make([]Var, varChunk)
	}
	v := &s.vars[0]
	s.vars = s.vars[1:]
	m.varCount++
	v.id = m.varCount
	return v
}

// newCompound returns name/n with zeroed arguments from the slabs.
func (m *Machine) newCompound(name *Atom, n int) *Compound {
	s := &m.slabs
	if len(s.comps) == 0 {
		s.comps = make([]Compound, compChunk)
	}
	c := &s.comps[0]
	s.comps = s.comps[1:]
	c.Name = name
	c.Args = m.allocTerms(n)
	return c
}
