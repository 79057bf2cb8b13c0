package engine

// A fast path is Go code in front of a predicate defined by clauses: it
// runs the modes it knows, faster than resolution would, and hands every
// other call to the clauses with PushClauses. The predicate stays what its
// clauses make it for everything else: clause/2 and listing/1 read them,
// predicate_property/2 says interpreted, the debugger traces them (a fast
// path must defer when m.Debug is set), and a program that redefines the
// predicate drops the fast path with the clauses (Abolish, Retire).
//
// A fast path must give the answers, bindings and inference count of the
// clauses it stands for, in their order; it is for deterministic modes.

// SetFastPath puts fn in front of p's clauses (see above); nil takes the
// fast path away.
func (p *Pred) SetFastPath(fn Builtin) {
	if fn == nil {
		if p.HasFastPath() {
			p.builtin = nil
			p.flags &^= predFastPath
		}
		return
	}
	p.builtin = fn
	p.flags |= predFastPath
}

// HasFastPath reports whether p has a fast path in front of its clauses.
func (p *Pred) HasFastPath() bool { return p.flags&predFastPath != 0 }

// ListPrefixCopy returns a copy of the first n cells of the list l, which
// must have them, ending in tail instead of the rest of l (see listCells).
func ListPrefixCopy(l Term, n int, tail Term) Term {
	if n == 0 {
		return tail
	}
	cells := listCells(n, tail)
	for k := range cells {
		c := Deref(l).(*Compound)
		cells[k].a[0] = Deref(c.Args[0])
		l = c.Args[1]
	}
	return &cells[0].c
}

// listCells returns n list cells, each one's tail the next and the last
// one's tail, made in one allocation: the cells of a list built at once
// live and die together nearly always, and one that outlives the others
// keeps only the rest of its own list alive, as a binarySlab's nodes do.
func listCells(n int, tail Term) []pair0 {
	cells := make([]pair0, n)
	for k := range cells {
		p := &cells[k]
		p.c = Compound{Name: AtomDot, Args: p.a[:]}
		if k+1 < n {
			p.a[1] = &cells[k+1].c
		} else {
			p.a[1] = tail
		}
	}
	return cells
}
