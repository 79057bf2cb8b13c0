package engine

// build instantiates a body template in env: first occurrences create
// fresh variables, later ones read the slot. Ground parts are shared.
func (m *Machine) build(t Term, env []Term) Term {
	switch x := t.(type) {
	case *tvar:
		if x.first {
			v := m.NewVar()
			env[x.slot] = v
			return v
		}
		return env[x.slot]
	case *tcomp:
		return m.buildComp(x, env, true)
	}
	return t
}

// callArgs makes a call's arguments in the argument registers (m.args).
// Every user of m.args reslices it from its start, so only its capacity
// is ever stored back: a store of the slice header costs a write barrier
// check per call.
func (m *Machine) callArgs(src []argSrc, env []Term) []Term {
	if cap(m.args) < len(src) {
		m.args = make([]Term, 0, 2*len(src))
	}
	args := m.args[:len(src)]
	for i := range src {
		if s := &src[i]; s.kind == argRead {
			args[i] = env[s.slot]
		} else {
			args[i] = m.buildArg(s, env)
		}
	}
	return args
}

// buildArg makes a call's argument from its source in env.
func (m *Machine) buildArg(s *argSrc, env []Term) Term {
	switch s.kind {
	case argRead:
		return env[s.slot]
	case argFirst:
		v := m.NewVar()
		env[s.slot] = v
		return v
	case argBuild:
		return m.buildComp(s.t.(*tcomp), env, true)
	}
	return s.t
}

// buildNil instantiates a template where a nil slot means "not yet bound":
// used for head arguments and for clause/2.
func (m *Machine) buildNil(t Term, env []Term) Term {
	switch x := t.(type) {
	case *tvar:
		if env[x.slot] == nil {
			v := m.NewVar()
			env[x.slot] = v
			return v
		}
		return env[x.slot]
	case *tcomp:
		return m.buildComp(x, env, false)
	}
	return t
}

// buildComp builds a compound template in pre-order without Go recursion.
func (m *Machine) buildComp(root *tcomp, env []Term, firstFlags bool) Term {
	type job struct {
		src *tcomp
		dst *Compound
		i   int
	}
	if root.pair {
		return m.buildPair(root, env, firstFlags)
	}
	var slab binarySlab
	if root.nbin > 1 {
		slab = make(binarySlab, root.nbin)
	}
	var voids []Var
	if firstFlags && root.nvoid > 1 {
		voids = make([]Var, root.nvoid)
	}
	out := slab.compound(root.name, len(root.args))
	var stackBuf [16]job
	stack := append(stackBuf[:0], job{root, out, 0})
	for len(stack) > 0 {
		j := &stack[len(stack)-1]
		if j.i == len(j.src.args) {
			stack = stack[:len(stack)-1]
			continue
		}
		i := j.i
		j.i++
		switch a := j.src.args[i].(type) {
		case *tvar:
			if a.void && len(voids) > 0 {
				// A variable nothing else refers to: it lives and dies
				// with this instance, so it shares its allocation.
				v := &voids[0]
				voids = voids[1:]
				m.varCount += varIDStep
				v.id = m.varCount
				env[a.slot] = v
				j.dst.Args[i] = v
			} else if firstFlags && a.first || !firstFlags && env[a.slot] == nil {
				v := m.NewVar()
				env[a.slot] = v
				j.dst.Args[i] = v
			} else {
				j.dst.Args[i] = env[a.slot]
			}
		case *tcomp:
			d := slab.compound(a.name, len(a.args))
			j.dst.Args[i] = d
			stack = append(stack, job{a, d, 0})
		default:
			j.dst.Args[i] = a
		}
	}
	return out
}

// unifyHeadArgs unifies the head of cl with a call's arguments, filling
// env, which must be empty.
func (m *Machine) unifyHeadArgs(cl *Clause, args, env []Term) bool {
	// The head in a local and args cut to its length: the loop then
	// neither reloads cl.head after each store nor checks args' bounds.
	head := cl.head
	args = args[:len(head)]
	for k := range head {
		switch h := &head[k]; h.kind {
		case headFirst:
			env[h.slot] = args[k]
		case headVal:
			// Two integers (count(N, N) against count(5, 9)) need no
			// general unification.
			if x, ok := env[h.slot].(Int); ok {
				if y, ok := args[k].(Int); ok {
					if x != y {
						return false
					}
					continue
				}
			}
			if !m.Unify(env[h.slot], args[k]) {
				return false
			}
		case headAtom:
			if a := Deref(args[k]); a != h.t {
				v, ok := a.(*Var)
				if !ok {
					return false
				}
				m.bind(v, h.t)
			}
		case headPair:
			if y, ok := Deref(args[k]).(*Compound); ok && y.Name == AtomDot && len(y.Args) == 2 {
				env[h.slot], env[h.slot2] = y.Args[0], y.Args[1]
				continue
			}
			if !m.unifyHeadComp(h.t.(*tcomp), args[k], env) {
				return false
			}
		case headCons:
			if v, ok := Deref(args[k]).(*Var); ok {
				m.bind(v, m.makeCons(h.t.(*tcomp), env))
				continue
			}
			if !m.unifyHeadComp(h.t.(*tcomp), args[k], env) {
				return false
			}
		case headComp:
			if !m.unifyHeadComp(h.t.(*tcomp), args[k], env) {
				return false
			}
		default:
			if !m.unifyHeadArg(h.t, args[k], env) {
				return false
			}
		}
	}
	return true
}

// unifyHead unifies head template t with the goal argument a, filling env.
// A slot that is still nil is simply set: most head variables cost nothing.
func (m *Machine) unifyHead(t Term, a Term, env []Term) bool {
	switch x := t.(type) {
	case *tvar:
		if env[x.slot] == nil {
			env[x.slot] = a
			return true
		}
	case *tcomp:
		return m.unifyHeadComp(x, a, env)
	}
	return m.unifyHeadArg(t, a, env)
}

// unifyHeadComp matches a compound template against a term. Flat
// templates (list cells, the commonest head arguments) take a direct path.
func (m *Machine) unifyHeadComp(root *tcomp, a Term, env []Term) bool {
	if !root.flat {
		return m.unifyHeadDeep(root, a, env)
	}
	switch y := Deref(a).(type) {
	case *Var:
		if root.hcons {
			m.bind(y, m.makeCons(root, env))
			return true
		}
		if root.pair {
			m.bind(y, m.makePair(root, env, root.headFresh(env)))
			return true
		}
		m.bind(y, m.buildComp(root, env, false))
		return true
	case *Compound:
		if y.Name != root.name || len(y.Args) != len(root.args) {
			return false
		}
		if root.hnew {
			env[root.pslot[0]], env[root.pslot[1]] = y.Args[0], y.Args[1]
			return true
		}
		if root.pair {
			fresh := root.headFresh(env)
			for k := range 2 {
				if s := root.pslot[k]; s < 0 {
					if !m.unifyHeadArg(root.args[k], y.Args[k], env) {
						return false
					}
				} else if fresh[k] {
					env[s] = y.Args[k]
				} else if !m.Unify(env[s], y.Args[k]) {
					return false
				}
			}
			return true
		}
		for i, ta := range root.args {
			if !m.unifyHeadArg(ta, y.Args[i], env) {
				return false
			}
		}
		return true
	}
	return false
}

// headFresh says which variables of a pair template matched in a head are
// new: by its compile-time flags when it is a whole head argument
// (hstatic), by an empty slot otherwise (clause/2's body, for one).
func (t *tcomp) headFresh(env []Term) [2]bool {
	if t.hstatic {
		return t.hfirst
	}
	var fresh [2]bool
	for k, s := range t.pslot {
		fresh[k] = s >= 0 && env[s] == nil
	}
	return fresh
}

// unifyHeadArg unifies a non-compound template argument with a term.
func (m *Machine) unifyHeadArg(ta, b Term, env []Term) bool {
	switch x := ta.(type) {
	case *tvar:
		if env[x.slot] == nil {
			env[x.slot] = b
			return true
		}
		return m.Unify(env[x.slot], b)
	case *Atom:
		b = Deref(b)
		if b == ta {
			return true
		}
		if v, ok := b.(*Var); ok {
			m.bind(v, ta)
			return true
		}
		return false
	case Int:
		b = Deref(b)
		if y, ok := b.(Int); ok {
			return x == y
		}
		if v, ok := b.(*Var); ok {
			m.bind(v, ta)
			return true
		}
		return false
	}
	return m.Unify(ta, b)
}

// unifyHeadDeep matches a nested compound template against a term with an
// explicit work stack.
func (m *Machine) unifyHeadDeep(root *tcomp, a Term, env []Term) bool {
	type pair struct {
		t *tcomp
		a Term
	}
	stack := []pair{{root, a}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		a := Deref(p.a)
		switch y := a.(type) {
		case *Var:
			m.bind(y, m.buildComp(p.t, env, false))
			continue
		case *Compound:
			if y.Name != p.t.name || len(y.Args) != len(p.t.args) {
				return false
			}
			// Arguments left to right: the last compound argument is
			// handled after the others, through the stack.
			for i, ta := range p.t.args {
				if x, ok := ta.(*tcomp); ok {
					stack = append(stack, pair{x, y.Args[i]})
				} else if !m.unifyHeadArg(ta, y.Args[i], env) {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// Binary compounds whose arguments are not compounds — list cells above
// all — are built in one allocation together with the fresh variables
// they introduce.
type (
	pair0 struct {
		c Compound
		a [2]Term
	}
	pair1 struct {
		c Compound
		a [2]Term
		v [1]Var
	}
	pair2 struct {
		c Compound
		a [2]Term
		v [2]Var
	}
)

// binarySlab holds the binary compounds of one template instance, made in
// one allocation: a term such as DU*V+U*DV or [Op, A, B] is built with one
// malloc instead of one per node. The nodes of an instance live and die
// together, nearly always; a node that outlives the others keeps at most
// the rest of its own instance alive, since a slab is never shared
// between instances.
type binarySlab []pair0

// compound returns name/n with zeroed arguments, from the slab when it is
// binary and the slab has room.
func (s *binarySlab) compound(name *Atom, n int) *Compound {
	if n == 2 && len(*s) > 0 {
		p := &(*s)[0]
		*s = (*s)[1:]
		p.c = Compound{Name: name, Args: p.a[:]}
		return &p.c
	}
	return NewCompoundN(name, n)
}

// buildPair builds a pair template (see tcomp.pair). In the body
// (firstFlags) an argument variable is fresh at its first occurrence; in
// the head, when its slot is still empty.
func (m *Machine) buildPair(t *tcomp, env []Term, firstFlags bool) *Compound {
	var fresh [2]bool
	for k := range 2 {
		if s := t.pslot[k]; s >= 0 {
			fresh[k] = firstFlags && t.pfirst[k] || !firstFlags && env[s] == nil
		}
	}
	return m.makePair(t, env, fresh)
}

// makeCons builds a pair template whose second argument is a new
// variable and whose first is not ([H|R] in app([H|T], L, [H|R])):
// makePair's commonest case, which a static head pair (tcomp.hcons)
// calls directly.
func (m *Machine) makeCons(t *tcomp, env []Term) *Compound {
	p := &pair1{}
	p.c = Compound{Name: t.name, Args: p.a[:]}
	m.varCount += varIDStep
	p.v[0].id = m.varCount | homePair1Second
	p.a[0], p.a[1] = t.pairArg(0, env), &p.v[0]
	env[t.pslot[1]] = &p.v[0]
	return &p.c
}

// makePair builds a pair template whose fresh arguments are known.
func (m *Machine) makePair(t *tcomp, env []Term, fresh [2]bool) *Compound {
	switch {
	case !fresh[0] && !fresh[1]:
		p := &pair0{}
		p.c = Compound{Name: t.name, Args: p.a[:]}
		p.a[0], p.a[1] = t.pairArg(0, env), t.pairArg(1, env)
		return &p.c
	case fresh[0] && fresh[1]:
		p := &pair2{}
		p.c = Compound{Name: t.name, Args: p.a[:]}
		m.varCount += varIDStep
		p.v[0].id = m.varCount | homePair2First
		m.varCount += varIDStep
		p.v[1].id = m.varCount | homePair2Second
		p.a[0], p.a[1] = &p.v[0], &p.v[1]
		env[t.pslot[0]], env[t.pslot[1]] = &p.v[0], &p.v[1]
		return &p.c
	case fresh[1]:
		return m.makeCons(t, env)
	default:
		p := &pair1{}
		p.c = Compound{Name: t.name, Args: p.a[:]}
		m.varCount += varIDStep
		p.v[0].id = m.varCount | homePair1First
		p.a[0], p.a[1] = &p.v[0], t.pairArg(1, env)
		env[t.pslot[0]] = &p.v[0]
		return &p.c
	}
}

// pairArg is argument k of pair template t when it is not a new
// variable: its slot's value, or the constant.
func (t *tcomp) pairArg(k int, env []Term) Term {
	if s := t.pslot[k]; s >= 0 {
		return env[s]
	}
	return t.args[k]
}
