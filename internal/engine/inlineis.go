package engine

// SWI-Prolog compiles a clause's Y is X+I, I+X and X-I, where Y is a
// variable that occurs there first and again later, X a variable and I
// an integer of at most 25 bits, to an instruction of its virtual machine
// (A_ADD_FC) rather than a call of is/2. Its errors then name the
// clause's predicate, context(p/1, _), not system:(is)/2: a student's
// fact(N, F) called with N unbound stops at N1 is N-1 with "fact/2:
// Arguments are not sufficiently instantiated". Both solvers count and
// run the goal as a call; they give its errors that context.

// InlineIsVars returns the variables Y of the goals Y is E of a
// clause's body that SWI-Prolog compiles to an instruction: the first
// occurrence of each such Y, in the order the body is written, through
// its control constructs, is the goal's. A variable stands for its goal,
// as no other goal is Y's first occurrence.
func InlineIsVars(headArgs []Term, body Term) map[*Var]bool {
	if !hasAddIs(body) {
		return nil // most clauses: no maps made
	}
	occ := map[*Var]int{}
	for _, a := range headArgs {
		countVars(a, occ)
	}
	countVars(body, occ)
	seen := map[*Var]bool{}
	for _, a := range headArgs {
		markVars(a, seen)
	}
	var inline map[*Var]bool
	stack := []Term{body}
	for len(stack) > 0 {
		g := Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		c, ok := g.(*Compound)
		if !ok {
			continue
		}
		if isBodyControl(c) {
			for i := len(c.Args) - 1; i >= 0; i-- {
				stack = append(stack, c.Args[i])
			}
			continue
		}
		if c.Name == atomIs && len(c.Args) == 2 {
			if y, ok := Deref(c.Args[0]).(*Var); ok && !seen[y] && occ[y] > 1 && AddsSmallInt(c.Args[1], y) {
				if inline == nil {
					inline = map[*Var]bool{}
				}
				inline[y] = true
			}
		}
		markVars(c, seen)
	}
	return inline
}

// hasAddIs says whether a goal of body, through its control
// constructs, has the form Y is E with E as AddsSmallInt wants it.
func hasAddIs(body Term) bool {
	stack := []Term{body}
	for len(stack) > 0 {
		c, ok := Deref(stack[len(stack)-1]).(*Compound)
		stack = stack[:len(stack)-1]
		switch {
		case !ok:
		case isBodyControl(c):
			stack = append(stack, c.Args...)
		case c.Name == atomIs && len(c.Args) == 2:
			if y, ok := Deref(c.Args[0]).(*Var); ok && AddsSmallInt(c.Args[1], y) {
				return true
			}
		}
	}
	return false
}

// InlineIsError returns e, an error of an is/2 goal that SWI-Prolog
// compiles to an instruction in a clause of p, with the context that
// names p: context(p/N, Message) for an unbound context or is/2's.
func InlineIsError(e *Exception, p *Pred) *Exception {
	c, ok := e.Ball.(*Compound)
	if e.copied || !ok || c.Name != AtomError || len(c.Args) != 2 {
		return e
	}
	var msg Term = &Var{id: -1}
	switch x := Deref(c.Args[1]).(type) {
	case *Var:
	case *Compound:
		if x.Name != atomContext || len(x.Args) != 2 || !isPIOf(x.Args[0], atomIs, 2) {
			return e
		}
		msg = x.Args[1]
	default:
		return e
	}
	return &Exception{Ball: NewCompound(AtomError, c.Args[0], NewCompound(atomContext, PI(p.Name, p.Arity), msg))}
}

// isPIOf says whether t is Name/Arity, or system:Name/Arity.
func isPIOf(t Term, name *Atom, arity int) bool {
	if q, ok := Deref(t).(*Compound); ok && q.Name == AtomColon && len(q.Args) == 2 {
		t = q.Args[1]
	}
	pi, ok := Deref(t).(*Compound)
	return ok && pi.Name == AtomSlash && len(pi.Args) == 2 && Deref(pi.Args[0]) == Term(name) && Deref(pi.Args[1]) == Term(Int(arity))
}

// isBodyControl says whether c is a control construct that SWI-Prolog
// compiles in line in a clause's body: its goals are the clause's.
func isBodyControl(c *Compound) bool {
	switch len(c.Args) {
	case 2:
		return c.Name == AtomComma || c.Name == AtomSemicolon || c.Name == AtomIf || c.Name == AtomSoftIf
	case 1:
		return c.Name == AtomNot
	}
	return false
}

// AddsSmallInt says whether e is X+I, I+X or X-I, X a variable other
// than y and I an integer of at most 25 bits: the right side of an is/2
// that SWI-Prolog compiles to an instruction.
func AddsSmallInt(e Term, y *Var) bool {
	c, ok := Deref(e).(*Compound)
	if !ok || len(c.Args) != 2 || c.Name != AtomPlus && c.Name != AtomMinus {
		return false
	}
	isX := func(t Term) bool {
		x, ok := Deref(t).(*Var)
		return ok && x != y
	}
	return isX(c.Args[0]) && smallAddend(c.Args[1]) || c.Name == AtomPlus && isX(c.Args[1]) && smallAddend(c.Args[0])
}

// smallAddend says whether t is an integer of at most 25 bits, which an
// instruction of SWI-Prolog's machine holds.
func smallAddend(t Term) bool {
	i, ok := Deref(t).(Int)
	return ok && i >= -1<<24 && i < 1<<24
}

// markVars adds t's variables to seen.
func markVars(t Term, seen map[*Var]bool) {
	stack := []Term{t}
	for len(stack) > 0 {
		switch u := Deref(stack[len(stack)-1]).(type) {
		case *Var:
			stack = stack[:len(stack)-1]
			seen[u] = true
		case *Compound:
			stack = append(stack[:len(stack)-1], u.Args...)
		default:
			stack = stack[:len(stack)-1]
		}
	}
}
