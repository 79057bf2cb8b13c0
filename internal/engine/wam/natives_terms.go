package wam

import "github.com/goprolog/goprolog/internal/engine"

// Built-ins on terms, decided on the heap (see natives.go): memberchk/2,
// term_variables/2, functor/3, arg/3 and copy_term/2. Their answers and
// errors are those of the engine's (internal/builtins/terms.go and
// lists.go), which are SWI-Prolog's.

// maxFunctorArity is the largest arity functor/3 makes; a larger one is
// resource_error(memory), as in the engine.
const maxFunctorArity = 1 << 24

// unifyOrUndo unifies a and b, leaving everything as it was when they do
// not unify: the bindings are trailed as if a choicepoint were on top,
// and those that no choicepoint needs are dropped from the trail after.
func (m *Machine) unifyOrUndo(a, b cell) bool {
	mark, wakes := len(m.trail), len(m.wakeups)
	m.choices = append(m.choices, choicepoint{h: m.h})
	ok := m.unify(a, b)
	m.choices = m.choices[:len(m.choices)-1]
	if !ok {
		m.undoTrail(mark)
		m.wakeups = m.wakeups[:wakes]
		return false
	}
	m.tidyTrail(mark)
	return true
}

// clash reports whether the compounds a and b cannot unify for a reason
// seen without binding anything: different functors, or an argument
// pair of different atoms or small integers. The arguments of a pair
// (K-V, F/N, a list cell) are looked into one level further, for the
// key F/N of F/N-Pats against f/3-[...]. memberchk/2 skips such an
// element without the choicepoint and the trail mark of a unification
// undone, and a clause's precheck rejects it (cannotUnify).
func (m *Machine) clash(a, b cell) bool {
	if a.tag() != b.tag() {
		return true
	}
	ai, bi, n := a.val(), b.val(), 2
	if a.tag() == tagStr {
		f := m.heap[ai]
		if f != m.heap[bi] {
			return true
		}
		ai, bi, n = ai+1, bi+1, m.functors[f.val()].arity
	}
	if n == 2 {
		for k := 0; k < 2; k++ {
			x, y := m.deref(m.heap[ai+k]), m.deref(m.heap[bi+k])
			if x == y {
				continue
			}
			if (x.tag() == tagAtom || x.tag() == tagInt) && (y.tag() == tagAtom || y.tag() == tagInt) {
				return true
			}
			if isCompound(x) && isCompound(y) && m.clashArgs(x, y) {
				return true
			}
		}
		return false
	}
	for k := 0; k < n; k++ {
		x, y := m.deref(m.heap[ai+k]), m.deref(m.heap[bi+k])
		if x != y && (x.tag() == tagAtom || x.tag() == tagInt) && (y.tag() == tagAtom || y.tag() == tagInt) {
			return true
		}
	}
	return false
}

// clashArgs reports whether the compounds x and y differ in their
// functors or in a pair of arguments that are different atoms or small
// integers.
func (m *Machine) clashArgs(x, y cell) bool {
	if x.tag() != y.tag() {
		return true
	}
	ai, bi, n := x.val(), y.val(), 2
	if x.tag() == tagStr {
		f := m.heap[ai]
		if f != m.heap[bi] {
			return true
		}
		ai, bi, n = ai+1, bi+1, m.functors[f.val()].arity
	}
	for k := 0; k < n; k++ {
		c, d := m.deref(m.heap[ai+k]), m.deref(m.heap[bi+k])
		if c != d && (c.tag() == tagAtom || c.tag() == tagInt) && (d.tag() == tagAtom || d.tag() == tagInt) {
			return true
		}
	}
	return false
}

// memberchkErrors is the predicate that SWI-Prolog's memberchk/2 errors
// name.
var memberchkErrors = functor{engine.Intern("$memberchk"), 3}

// memberchk is memberchk(X, L): the first element of L that unifies with
// X is unified with it. A partial list gets X as a new element; a tail
// that is not a list is type_error(list, Tail), a cyclic list
// type_error(list, L), both in the context of '$memberchk'/3.
func memberchk(a args) (bool, error) {
	m := a.m
	a.fn = memberchkErrors
	x := a.arg(0)
	t := a.arg(1)
	mark, power := t, 1
	for count := 1; ; count++ {
		switch t.tag() {
		case tagRef, tagAttv:
			m.grow(2)
			m.heap[m.h] = x
			m.heap[m.h+1] = mkRef(m.h + 1)
			m.bindVar(t, mkList(m.h))
			m.h += 2
			return true, nil
		case tagList:
		default:
			if t == nilCell {
				return false, nil
			}
			return false, a.typeError("list", t)
		}
		e := m.deref(m.heap[t.val()])
		switch {
		case e == x:
			return true, nil
		case isCompound(e) && isCompound(x):
			if !m.clash(x, e) && m.unifyOrUndo(x, e) {
				return true, nil
			}
		case isVarCell(e) || isVarCell(x) || e.tag() == tagBox || x.tag() == tagBox:
			if m.unifyOrUndo(x, e) {
				return true, nil
			}
		}
		t = m.deref(m.heap[t.val()+1])
		if t == mark {
			return false, a.typeError("list", a.arg(1))
		}
		if count == power {
			mark, power = t, 2*power
		}
	}
}

// termVariables is term_variables(T, Vs): Vs is the list of T's unbound
// variables, in depth-first, left-to-right order of their first
// occurrence. A variable met is marked by giving its cell a constant for
// the walk, so that it is met once; a cyclic term is walked with each
// compound remembered, once a walk has passed a budget of cells.
func termVariables(a args) (bool, error) {
	m := a.m
	vars := m.termVars(a.arg(0))
	m.grow(2 * len(vars))
	list := nilCell
	for k := len(vars) - 1; k >= 0; k-- {
		m.heap[m.h] = mkRef(varIndex(vars[k]))
		m.heap[m.h+1] = list
		list = mkList(m.h)
		m.h += 2
	}
	return a.unify(1, list), nil
}

// termVarsBudget is the number of cells a walk of term_variables/2 meets
// before it remembers the compounds it has walked, to end on a cyclic
// term.
const termVarsBudget = 1 << 14

// termVars returns the heap indices of the unbound variables of the term
// at c, in order of first occurrence, as the trail has them: ^i for an
// attributed variable.
func (m *Machine) termVars(c cell) []int {
	var vars []int
	memo := false
	for {
		vars = vars[:0]
		done := m.termVarsWalk(c, &vars, memo)
		for _, v := range vars {
			if v >= 0 {
				m.heap[v] = mkRef(v)
			} else {
				m.heap[^v] = mkAttv(^v)
			}
		}
		if done {
			return vars
		}
		memo = true
	}
}

// varIndex is the heap index of an entry of termVars's list, ^i for an
// attributed variable at i.
func varIndex(e int) int {
	if e < 0 {
		return ^e
	}
	return e
}

// termVarsWalk is one walk of termVars: false when it passed the budget
// without memo. The variables it found hold nilCell until the caller
// resets them.
func (m *Machine) termVarsWalk(c cell, vars *[]int, memo bool) bool {
	return m.walkTerm(c, memo, func(x cell) bool {
		if x.tag() == tagAttv {
			*vars = append(*vars, ^x.val())
		} else {
			*vars = append(*vars, x.val())
		}
		m.heap[x.val()] = nilCell
		return true
	})
}

// walkTerm visits the unbound variables of the term at c, depth first
// and left to right, until visit returns false. Without memo it gives up
// (false) past termVarsBudget cells; with memo it walks each compound
// once, so that a cyclic term ends.
func (m *Machine) walkTerm(c cell, memo bool, visit func(x cell) bool) bool {
	made := &m.bagMade
	made.reset()
	// The walk's stack is sortBuf, which no other use holds meanwhile.
	stack := append(m.sortBuf[:0], c)
	defer func() { m.sortBuf = stack[:0] }()
	for steps := 0; len(stack) > 0; steps++ {
		if !memo && steps > termVarsBudget {
			return false
		}
		x := m.deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch {
		case isVarCell(x):
			if !visit(x) {
				return true
			}
		case isCompound(x):
			f, from := m.compoundParts(x)
			if memo {
				if _, ok := made.get(from); ok {
					continue
				}
				made.put(from, x)
			}
			for k := f.arity - 1; k >= 0; k-- {
				stack = append(stack, m.heap[from+k])
			}
		}
	}
	return true
}

// unifyWithOccursCheck is unify_with_occurs_check(A, B), decided on the
// heap (unifyOccurs) rather than by copying both terms out to the
// engine's built-in and the bindings back.
func unifyWithOccursCheck(a args) (bool, error) {
	return a.m.unifyOccurs(a.m.regs[0], a.m.regs[1]), nil
}

// ground1 is ground(T): T holds no unbound variable.
func ground1(a args) (bool, error) {
	for memo := false; ; memo = true {
		ground := true
		if a.m.walkTerm(a.arg(0), memo, func(cell) bool { ground = false; return false }) {
			return ground, nil
		}
	}
}

// sameTerm is same_term(T1, T2): the same variable, the same compound
// on the heap (not a copy of it), or equal atomic terms.
func sameTerm(a args) (bool, error) {
	m := a.m
	x, y := m.deref(a.arg(0)), m.deref(a.arg(1))
	if x.tag() == tagBox && y.tag() == tagBox {
		return m.boxEqual(x, y), nil
	}
	return x == y, nil
}

// isList1 is is_list(L): L is a proper list, ending in [] (a cyclic or
// partial list is not).
func isList1(a args) (bool, error) {
	_, end, _, proper := a.m.spine(a.arg(0), nil, false)
	return proper && end == nilCell, nil
}

// functor3 is functor(T, N, A).
func functor3(a args) (bool, error) {
	m := a.m
	t := a.arg(0)
	switch {
	case isCompound(t):
		f, _ := m.compoundParts(t)
		return a.unify(1, m.nameOf(t)) && a.unify(2, mkInt(int64(f.arity))), nil
	case !isVarCell(t):
		return a.unify(1, t) && a.unify(2, mkInt(0)), nil
	}
	name := a.arg(1)
	if isVarCell(name) {
		return false, a.instantiation()
	}
	if isCompound(name) {
		return false, a.typeError("atomic", name)
	}
	n, err := a.count(2, args.resource, "memory")
	if err != nil {
		return false, err
	}
	if n == 0 {
		return a.unify(0, name), nil
	}
	if name.tag() != tagAtom {
		return false, a.typeError("atom", name)
	}
	if n > maxFunctorArity {
		return false, a.resource("memory")
	}
	return a.unify(0, m.newStructure(functor{m.atoms[name.val()], int(n)})), nil
}

// newStructure makes on the heap a structure of f whose arguments are new
// variables (a list cell for '[|]'/2) and returns its cell.
func (m *Machine) newStructure(f functor) cell {
	m.grow(f.arity + 1)
	var s cell
	if f.name == engine.AtomDot && f.arity == 2 {
		s = mkList(m.h)
	} else {
		m.heap[m.h] = mkFun(m.functorIndex(f))
		s = mkStr(m.h)
		m.h++
	}
	for k := 0; k < f.arity; k++ {
		m.heap[m.h] = mkRef(m.h)
		m.h++
	}
	return s
}

// argFast decides arg(N, T, A) for a small integer N and a compound T;
// arg3 decides the rest.
func (m *Machine) argFast() (ok, done bool) { return m.argInto(0) }

// argInto is argFast for an opArg, whose third argument may be a new
// variable (into not 0, see intoCell): then the argument's cell goes
// into the variable's register or slot, with no heap variable made and
// bound, as getVarX takes a structure's argument. An unbound argument
// is a reference to its cell, which the variable then is, as unify
// would have bound the younger variable to it.
func (m *Machine) argInto(into cell) (ok, done bool) {
	nc, t := m.deref(m.regs[0]), m.deref(m.regs[1])
	if nc.tag() != tagInt || !isCompound(t) {
		return false, false
	}
	n := nc.intVal()
	if n < 0 {
		return false, false
	}
	f, from := m.compoundParts(t)
	if n == 0 || n > int64(f.arity) {
		return false, true
	}
	if into == 0 {
		return m.unify(m.regs[2], m.heap[from+int(n)-1]), true
	}
	m.setInto(into, m.heap[from+int(n)-1])
	return true, true
}

// functorInto is functorFast for an opFunctor, some of whose arguments
// may be new variables (into, an intoCell for each argument, intoBits
// apart, 0 for an argument that is not): the name and arity of a
// compound, or the structure built, go into their places with no heap
// variable made and bound. A new variable as the name or arity of a
// structure to build is an error, which functor3 raises.
func (m *Machine) functorInto(into cell) (ok, done bool) {
	if into == 0 {
		return m.functorFast()
	}
	t0, t1, t2 := into&intoMask, into>>intoBits&intoMask, into>>(2*intoBits)&intoMask
	if t0 == 0 {
		t := m.deref(m.regs[0])
		switch {
		case isCompound(t):
			f, _ := m.compoundParts(t)
			return m.intoOrUnify(t1, 1, m.nameOf(t)) && m.intoOrUnify(t2, 2, mkInt(int64(f.arity))), true
		case !isVarCell(t):
			return false, false
		}
	}
	if t1 != 0 || t2 != 0 {
		return false, false
	}
	name, nc := m.deref(m.regs[1]), m.deref(m.regs[2])
	if name.tag() != tagAtom || nc.tag() != tagInt || nc.intVal() <= 0 || nc.intVal() > maxFastArity {
		return false, false
	}
	return m.intoOrUnify(t0, 0, m.newStructure(functor{m.atoms[name.val()], int(nc.intVal())})), true
}

// intoOrUnify puts c in the new variable into names, or unifies it with
// argument register k when into is 0.
func (m *Machine) intoOrUnify(into cell, k int, c cell) bool {
	if into == 0 {
		return m.unify(m.regs[k], c)
	}
	m.setInto(into, c)
	return true
}

// functorIntoVars makes the new variables that functorInto would have
// filled, as intoVar does.
func (m *Machine) functorIntoVars(into cell) {
	for k := range 3 {
		if t := into >> (intoBits * k) & intoMask; t != 0 {
			c := mkRef(m.h)
			m.heap[m.h] = c
			m.h++
			m.regs[k] = c
			m.setInto(t, c)
		}
	}
}

// intoVar makes the new variable that argInto or compareInto would have
// filled, in its place and in argument register k, for the built-in to
// unify when the fast path did not decide the call.
func (m *Machine) intoVar(into cell, k int) {
	c := mkRef(m.h)
	m.heap[m.h] = c
	m.h++
	m.regs[k] = c
	m.setInto(into, c)
}

// setInto puts c in the register or permanent variable that into names
// (see intoCell).
func (m *Machine) setInto(into, c cell) {
	k := int(into >> 2)
	if into&2 != 0 {
		m.stack[m.e+frameY+k] = c
	} else {
		m.regs[k] = c
	}
}

// functorFast decides functor(T, N, A) for a compound T and builds a
// structure of a small arity; functor3 decides the rest.
func (m *Machine) functorFast() (ok, done bool) {
	t := m.deref(m.regs[0])
	switch {
	case isCompound(t):
		f, _ := m.compoundParts(t)
		return m.unify(m.regs[1], m.nameOf(t)) && m.unify(m.regs[2], mkInt(int64(f.arity))), true
	case !isVarCell(t):
		return false, false
	}
	name, nc := m.deref(m.regs[1]), m.deref(m.regs[2])
	if name.tag() != tagAtom || nc.tag() != tagInt || nc.intVal() <= 0 || nc.intVal() > maxFastArity {
		return false, false
	}
	return m.unify(m.regs[0], m.newStructure(functor{m.atoms[name.val()], int(nc.intVal())})), true
}

// maxFastArity is the largest arity functorFast builds.
const maxFastArity = 255

// arg3 is arg(N, T, A); with N unbound it enumerates the arguments,
// leaving a redo for the next (arg3Redo).
func arg3(a args) (bool, error) {
	m := a.m
	t := a.arg(1)
	switch { // SWI-Prolog checks the term before N
	case isVarCell(t):
		return false, a.instantiation()
	case !isCompound(t):
		return false, a.typeError("compound", t)
	}
	nc := a.arg(0)
	switch {
	case isVarCell(nc), nc.tag() == tagInt:
	case m.isInteger(nc):
		if m.intCmp(nc, mkInt(0)) < 0 {
			return false, a.domainError("not_less_than_zero", nc)
		}
	default:
		return false, a.typeError("integer", nc)
	}
	f, from := m.compoundParts(t)
	switch nc.tag() {
	case tagInt:
		n := nc.intVal()
		if n < 0 {
			return false, a.domainError("not_less_than_zero", nc)
		}
		if n == 0 || n > int64(f.arity) {
			return false, nil
		}
		return a.unify(2, m.heap[from+int(n)-1]), nil
	case tagRef, tagAttv:
		return argAt(a, 1, f.arity, from), nil
	}
	return false, nil // a big integer: no such argument
}

// argAt gives the answer N = i of arg(N, T, A), leaving a redo for i+1
// when T has more arguments.
func argAt(a args, i, arity, from int) bool {
	if i < arity {
		a.redo(mkInt(int64(i + 1)))
	}
	return a.unify(0, mkInt(int64(i))) && a.unify(2, a.m.heap[from+i-1])
}

// arg3Redo is the redo of arg/3's enumeration: the next argument.
func arg3Redo(a args) (bool, error) {
	f, from := a.m.compoundParts(a.arg(1))
	return argAt(a, int(a.state(0).intVal()), f.arity, from), nil
}

// copyTerm is copy_term(T, C): C unifies with a copy of T with new
// variables, attributed ones with a copy of their attributes.
func copyTerm(a args) (bool, error) {
	return a.unify(1, a.m.copyCells(a.arg(0))), nil
}

// copyCells copies the term at t onto the top of the heap (see
// copyOut) and returns the copy's cell.
func (m *Machine) copyCells(t cell) cell {
	switch m.deref(t).tag() {
	case tagAtom, tagInt, tagBox:
		return m.deref(t)
	}
	return m.copyOut(nil, t)
}

// setarg3 is setarg(N, T, V): argument N of compound T becomes V, until
// backtracking undoes it (its trail entry holds the old argument).
func setarg3(a args) (bool, error) {
	m := a.m
	i, ok, err := a.argSlot()
	if !ok || err != nil {
		return false, err
	}
	old := m.heap[i]
	m.heap[i] = m.deref(m.regs[2])
	if k := len(m.choices); k > 0 && i < m.choices[k-1].h {
		m.trail = append(m.trail, trailEntry{i, old})
	}
	return true, nil
}

// nbSetarg3 is nb_setarg(N, T, V): argument N of compound T becomes a
// copy of V, which backtracking does not undo. A copy that takes cells is
// made on top of the heap, and the heap top of the choicepoints made
// since T moves up past it, so that backtracking to them, which takes
// back what lies above their heap top, keeps it: SWI-Prolog's frozen
// global stack. Backtracking to a choicepoint made before T takes T
// away with the copy.
func nbSetarg3(a args) (bool, error) {
	m := a.m
	i, ok, err := a.argSlot()
	if !ok || err != nil {
		return false, err
	}
	h := m.h
	v := m.copyCells(m.regs[2])
	if m.h > h {
		// T was made before a choicepoint when its cells, argument i
		// among them, lie below the choicepoint's heap top.
		m.freezeAbove(i)
	}
	m.heap[i] = v
	return true, nil
}

// argSlot returns the heap index of argument N of compound T, the first
// two arguments of setarg/3 and nb_setarg/3, or false when T has no
// argument N; a T the core may not change is an error (see changeable).
func (a args) argSlot() (int, bool, error) {
	m := a.m
	n, err := a.count(0, args.representation, "size_t")
	if err != nil {
		return 0, false, err
	}
	t := a.arg(1)
	switch {
	case isVarCell(t):
		return 0, false, a.instantiation()
	case t.tag() == tagAtom && (t != nilCell || m.iso()):
		return 0, false, nil // an atom has no argument N; [] is no atom
	case !isCompound(t):
		return 0, false, a.typeError("compound", t)
	}
	f, first := m.compoundParts(t)
	if n < 1 || n > int64(f.arity) {
		return 0, false, nil
	}
	if err := a.changeable(t); err != nil {
		return 0, false, err
	}
	return first + int(n) - 1, true, nil
}

// changeable returns nil when the built-in may change the compound t in
// place. A compound that the engine passed in (see Query.argTop), or that
// a query older than the current one made, is not the core's to change:
// it is a copy of a term the engine holds, or goes away with the current
// query while what is stored in it would not. The call goes to the
// engine when the core's query may still be handed back to it whole, and
// is an error when it may not.
func (a args) changeable(t cell) error {
	m := a.m
	if !m.copiedIn(t.val()) && (len(m.open) == 0 || t.val() >= m.open[len(m.open)-1].hbase) {
		return nil
	}
	if m.DeoptAllowed && m.Effects == m.EffectsMark {
		return ErrDeopt
	}
	return onOriginalsError(a.fn)
}

// phraseLists is '$phrase_lists'(List, Rest), phrase/3's check of its
// lists: each is unbound, [] or a list cell. The error has no context,
// as SWI-Prolog's must_be/2 raises it. On the heap the check reads two
// cells, where a call of the engine's built-in copied the whole text.
func phraseLists(a args) (bool, error) {
	for i := range 2 {
		if c := a.arg(i); !isVarCell(c) && c != nilCell && c.tag() != tagList {
			return false, engine.TypeError("list", a.m.termOf(c)).Contextless(a.m.NewVar())
		}
	}
	return true, nil
}

// The types of '$simple_type'/2 that simpleType decides on the heap.
var (
	typeAny        = engine.Intern("any")
	typeVar        = engine.Intern("var")
	typeNonvar     = engine.Intern("nonvar")
	typeInteger    = engine.Intern("integer")
	typeRational   = engine.Intern("rational")
	typeNonneg     = engine.Intern("nonneg")
	typePositive   = engine.Intern("positive_integer")
	typeNegative   = engine.Intern("negative_integer")
	typeAtom       = engine.Intern("atom")
	typeSymbol     = engine.Intern("symbol")
	typeCallable   = engine.Intern("callable")
	typeCompound   = engine.Intern("compound")
	typeAtomic     = engine.Intern("atomic")
	typeConstant   = engine.Intern("constant")
	typeNumber     = engine.Intern("number")
	typeBoolean    = engine.Intern("boolean")
	typeList       = engine.Intern("list")
	typeProperList = engine.Intern("proper_list")
	typePartial    = engine.Intern("list_or_partial_list")
)

// simpleType is '$simple_type'(+Type, @X) (must_be/2's and is_of_type/2's
// test of a type named by an atom) on the argument registers, for the
// types whose test reads X's cells alone: a list is walked in place, not
// copied out for the engine's built-in. The other types, [] where an
// atom is asked for, big integers' signs and cyclic lists are the
// engine's.
func (m *Machine) simpleType() (ok, done bool) {
	t := m.deref(m.regs[0])
	if t.tag() != tagAtom {
		return false, false
	}
	x := m.deref(m.regs[1])
	switch m.atoms[t.val()] {
	case typeAny:
		return true, true
	case typeVar:
		return isVarCell(x), true
	case typeNonvar:
		return !isVarCell(x), true
	case typeInteger:
		return m.isInteger(x), true
	case typeRational:
		return m.isRational(x), true
	case typeNumber:
		return m.isNumber(x), true
	case typeNonneg, typePositive, typeNegative:
		if x.tag() == tagBox {
			return false, false
		}
		if x.tag() != tagInt {
			return false, true
		}
		switch n := x.intVal(); m.atoms[t.val()] {
		case typeNonneg:
			return n >= 0, true
		case typePositive:
			return n > 0, true
		default:
			return n < 0, true
		}
	case typeAtom, typeSymbol, typeCallable:
		if x == nilCell {
			return false, false
		}
		if x.tag() == tagAtom {
			return true, true
		}
		return m.atoms[t.val()] == typeCallable && (x.tag() == tagStr || x.tag() == tagList), true
	case typeCompound:
		return x.tag() == tagStr || x.tag() == tagList, true
	case typeAtomic, typeConstant:
		return x.tag() == tagAtom || x.tag() == tagInt || x.tag() == tagBox, true
	case typeBoolean:
		return x.tag() == tagAtom && (m.atoms[x.val()] == atomTrue || m.atoms[x.val()] == atomFalse), true
	case typeList, typeProperList, typePartial:
		_, end, _, acyclic := m.spine(x, nil, false)
		if !acyclic {
			return false, false
		}
		if m.atoms[t.val()] == typePartial && isVarCell(end) {
			return true, true
		}
		return end == nilCell, true
	}
	return false, false
}

// functorVar is '$VAR'/1, the functor numbervars/3 binds variables to.
var functorVar = functor{engine.Intern("$VAR"), 1}

// numbervars3 runs numbervars(T, Start, End) for an integer Start on a
// term with no attributed variable: T's unbound variables, in order of
// first occurrence, are bound to '$VAR'(Start), '$VAR'(Start+1), ...,
// and End unified with the next number. Any other call (an attributed
// variable, whose default is an error, a Start that is not an integer,
// a count past the small integers) goes to the engine's built-in.
func (m *Machine) numbervars3() (ok, done bool) {
	start := m.deref(m.regs[1])
	if start.tag() != tagInt {
		return false, false
	}
	vars := m.termVars(m.regs[0])
	n := start.intVal()
	if n > maxSmall-int64(len(vars)) {
		return false, false
	}
	for _, v := range vars {
		if v < 0 {
			return false, false
		}
	}
	fun := mkFun(m.functorIndex(functorVar))
	m.grow(2 * len(vars))
	for _, v := range vars {
		m.heap[m.h], m.heap[m.h+1] = fun, mkInt(n)
		m.bind(v, mkStr(m.h))
		m.h += 2
		n++
	}
	return m.unify(m.regs[2], mkInt(n)), true
}
