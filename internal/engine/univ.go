package engine

// In-line =../2. A call T =.. [E1, ..., En] whose list is written out in
// the clause (simp(E, S) :- E =.. [Op, A, B], ... in symbolic algebra) is
// run without building the list: decomposing a compound unifies each
// element's source with the functor or an argument directly, and a first
// occurrence is simply set; composing builds the compound from the
// elements. Every other case (an unbound functor, a number or compound as
// functor, a string T, tracing) runs the built-in on the built list, which
// gives the errors and the remaining semantics.

var atomUniv = Intern("=..")

// listSources decodes a list template written out in a clause into its
// elements' sources, or returns nil when t is not a proper list of at
// least one element.
func listSources(t Term) []argSrc {
	var elems []Term
	for {
		c, ok := t.(*tcomp)
		if !ok || c.name != AtomDot || len(c.args) != 2 {
			break
		}
		elems = append(elems, c.args[0])
		t = c.args[1]
	}
	if t != AtomNil || len(elems) == 0 {
		return nil
	}
	return argSources(elems)
}

type univResult uint8

const (
	univGeneral univResult = iota // the built-in must run
	univDone                      // T =.. L holds
	univFailed                    // it fails
)

// univInline runs the =../2 call in (whose list's elements are in.univ)
// in env, or reports univGeneral, having bound nothing, when the built-in
// must run instead.
func (m *Machine) univInline(in *instr, env []Term) univResult {
	elems := in.univ
	if s := &in.src[0]; s.kind == argFirst {
		c := m.univCompose(elems, env)
		if c == nil {
			return univGeneral
		}
		env[s.slot] = c
		return univDone
	}
	t := Deref(m.buildArg(&in.src[0], env))
	switch x := t.(type) {
	case *Compound:
		if len(x.Args) == 0 {
			return univGeneral
		}
		if len(x.Args) != len(elems)-1 || !m.unifyElem(&elems[0], x.Name, env) {
			return univFailed
		}
		for i, a := range x.Args {
			if !m.unifyElem(&elems[i+1], a, env) {
				return univFailed
			}
		}
		return univDone
	case *Var:
		c := m.univCompose(elems, env)
		if c == nil {
			return univGeneral
		}
		m.bind(x, c)
		return univDone
	case *Atom, Int, Float, *BigInt, *Rat:
		if len(elems) != 1 || !m.unifyElem(&elems[0], t, env) {
			return univFailed
		}
		return univDone
	}
	return univGeneral
}

// univCompose builds the compound whose functor and arguments are the
// elements, or returns nil when the first element is not an atom or there
// are no arguments: the built-in decides those cases.
func (m *Machine) univCompose(elems []argSrc, env []Term) *Compound {
	if len(elems) < 2 {
		return nil
	}
	name, ok := Deref(m.readArg(&elems[0], env)).(*Atom)
	if !ok {
		return nil
	}
	c := NewCompoundN(name, len(elems)-1)
	for i := range c.Args {
		c.Args[i] = m.buildArg(&elems[i+1], env)
	}
	return c
}

// readArg returns the value of an argument source without creating a
// variable for a first occurrence: nil then, which callers treat as
// unbound and so take the built-in's path for.
func (m *Machine) readArg(s *argSrc, env []Term) Term {
	switch s.kind {
	case argFirst:
		return nil
	case argRead:
		return env[s.slot]
	}
	return m.buildArg(s, env)
}

// unifyElem unifies the element made by s with v; a first occurrence is
// just set to v.
func (m *Machine) unifyElem(s *argSrc, v Term, env []Term) bool {
	if s.kind == argFirst {
		env[s.slot] = v
		return true
	}
	return m.Unify(m.buildArg(s, env), v)
}
