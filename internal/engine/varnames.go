package engine

import "unique"

// Source variable names of consulted clauses, which listing/1 prints as
// SWI-Prolog does, instead of A, B, ...

// maxNamedNodes bounds the walk of SourceVarNames (a cyclic term never
// ends).
const maxNamedNodes = 1 << 20

// SetVarNames records the source names of c's variables, as returned by
// SourceVarNames, or nil.
func (c *Clause) SetVarNames(names []string) {
	if c.source == nil && names == nil {
		return
	}
	// A clauseSource may be shared (see fileSource): c gets its own.
	var file *Atom
	if c.source != nil {
		file = c.source.file
	}
	// The names are slices of the text the clause was read from: each
	// would keep that text alive. Their canonical copies are shared.
	for i, n := range names {
		if n != "" {
			names[i] = unique.Make(n).Value()
		}
	}
	c.source = &clauseSource{file: file, varNames: names}
}

// VarNames returns the names SetVarNames recorded: the source name of
// each variable of ClauseTerms(c), in the order of their first occurrence
// in Head :- Body (depth first, left to right), or "" for a variable the
// source does not name (an anonymous one, or one that a translation such
// as a grammar rule's added); nil if there are none.
func (c *Clause) VarNames() []string {
	if c.source == nil {
		return nil
	}
	return c.source.varNames
}

// SourceVarNames returns the names of the variables of the stored clause
// c, as VarNames gives them, taken from src, the clause as added (Head :-
// Body or Head), and names, the source names of src's variables; nil if c
// does not read back as src with its variables renamed, or if no variable
// has a name.
func (m *Machine) SourceVarNames(c *Clause, src Term, names map[*Var]string) []string {
	head, body := m.ClauseTerms(c)
	stored := NewCompound(AtomNeck, head, body)
	if s, ok := Deref(src).(*Compound); !ok || s.Name != AtomNeck || len(s.Args) != 2 {
		src = NewCompound(AtomNeck, src, AtomTrue)
	}
	// A walk of both terms in step: stored's variables must map one to
	// one onto src's.
	toSrc := map[*Var]*Var{}
	fromSrc := map[*Var]*Var{}
	var order []*Var
	stack := []Term{stored, src}
	for steps := 0; len(stack) > 0; steps++ {
		if steps > maxNamedNodes {
			return nil
		}
		a, b := Deref(stack[len(stack)-2]), Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-2]
		switch x := a.(type) {
		case *Var:
			y, ok := b.(*Var)
			if !ok {
				return nil
			}
			if prev, seen := toSrc[x]; seen {
				if prev != y {
					return nil
				}
				continue
			}
			if _, taken := fromSrc[y]; taken {
				return nil
			}
			toSrc[x], fromSrc[y] = y, x
			order = append(order, x)
		case *Compound:
			y, ok := b.(*Compound)
			if !ok || y.Name != x.Name || len(y.Args) != len(x.Args) {
				return nil
			}
			for i := len(x.Args) - 1; i >= 0; i-- {
				stack = append(stack, x.Args[i], y.Args[i])
			}
		default:
			if Compare(a, b) != 0 {
				return nil
			}
		}
	}
	if len(order) == 0 {
		return nil
	}
	out := make([]string, len(order))
	named := false
	for i, v := range order {
		out[i] = names[toSrc[v]]
		named = named || out[i] != ""
	}
	if !named {
		return nil
	}
	return out
}
