package wam

import "github.com/goprolog/goprolog/internal/engine"

// A precheck is a test on a call's argument registers that a clause must
// pass, made before the clause is chosen: a clause that fails it is not
// tried, so that a call whose other clauses it leaves one leaves no
// choicepoint. It decides what the clause's head or first goal would
// decide, as package engine's clause selection does (internal/engine/repeated.go
// and the guards of selectClause), for the two commonest shapes:
//
//	count(N, N) :- !.             the two arguments must be equal
//	tak(X, Y, Z, A) :- X =< Y, !, the comparison must hold
//
// The guard's variables may also be the arguments of a structure or list
// cell that the head takes apart, as in
//
//	reduitD(Ka + Xa, Kb, [X|C], R, Rf) :- Ka + Xa =:= Kb + X, !, ...
//
// where the precheck finds Ka, Xa and X in the arguments' cells.
//
// It also looks into the head's structures, as SWI-Prolog's deep indexing
// does, so that a table of rewrite rules indexed on the same functor
// leaves no choicepoint for the rules that cannot match:
//
//	lemma(if(t, A, _), A).        lemma(if(a, b, c), X) tries neither
//	lemma(if(f, _, B), B).
//
// And it decides an in-line test that begins a clause (a type test,
// ==, \== or delete/3's unifiability test), and commits to a clause
// whose head unifies for sure and whose body begins with a cut, before
// any choicepoint is made for the clauses after it:
//
//	rewrite(T, T) :- atomic(T), !.          a compound argument skips it
//	unwind(k, [X, _|S], V) :- !, ...        no choicepoint for the others
//
// A call whose first clause passes makes no choicepoint when the heads
// of all the others fail (othersFail), under the course's inference
// model.
//
// A precheck only ever rejects a clause that would fail, and counts what
// the clause would have counted in failing: nothing for a head, one
// inference for a comparison, what its instruction counts for an in-line
// test. When it cannot tell (an unbound argument, an attributed variable
// the head would bind, a number other than a small integer) it lets the
// clause be tried.
type precheck struct {
	// equal lists pairs of arguments that the head's repeated variables
	// make equal.
	equal [][2]int
	// shapes are the head's arguments that are structures or list cells
	// of distinct variables, whose arguments the guard reads.
	shapes []headShape
	// guard is the clause's first goal, an arithmetic comparison of
	// head variables and integers, when the head's variables are
	// distinct (so the head cannot fail before it but by a shape).
	guard *arith
	// commits says that a cut to the clause's barrier follows the guard
	// (tak's X =< Y, !, or the condition of an if-then-else): a call
	// whose guard holds cuts the other clauses away, so it leaves no
	// choicepoint for them.
	commits bool
	// subkeys are the index keys of the constants and structures inside
	// the head's structures and list cells, one level down, as
	// SWI-Prolog's deep indexing looks at them: a call whose argument
	// holds another key there fails in the head (lemma(if(t, A, _), A)
	// against lemma(if(a, b, c), X)).
	subkeys []subKey
	// simple says that the head is linear but for pairs of top-level
	// arguments that are one variable (equal): every other variable
	// occurs once, and skel lists the head's constants and structures.
	// Such a head unifies for sure when the call's arguments hold skel's
	// constants and functors wherever they are bound, plain unbound
	// variables elsewhere, and the two registers of each pair of equal
	// hold one value or a plain unbound variable: nothing can fail and
	// no attributed variable is bound, so nothing wakes.
	simple bool
	skel   []skelNode
	// neckCut says that the body begins with a cut to the clause's
	// barrier: a call whose head unifies for sure commits to the clause
	// (len([], 0) :- !.).
	neckCut bool
	// deep lists the head's variables that are a top-level argument and
	// occur again inside a structure or list cell of another argument
	// (member(X, [X|_]), right_of(R, L, [L, R|_])).
	deep []deepEqual
	// passVar is 1 + the register whose plain unbound variable makes
	// the precheck pass with nothing to commit to, as it does for a
	// member/2 that enumerates (see varPasses), or 0.
	passVar int
	// head says that matchHead has something to match: equal, deep,
	// subkeys or a simple head.
	head bool
	// test is the clause's first goal when it is an in-line test of head
	// variables and constants in a simple head (rewrite(T, T) :-
	// atomic(T), !., or the condition of delete/3's if-then-else), which
	// a head that unifies for sure lets the precheck decide.
	test *testGuard
}

// deepEqual says that the head's variable in argument register reg
// recurs in register arg, at the end of path: each step goes into a
// structure of functor cell fun (0 for a list cell) at its argument at.
type deepEqual struct {
	reg, arg int
	path     []pathStep
}

// pathStep is a step of a deepEqual's path.
type pathStep struct {
	fun cell
	at  int
}

// maxDeep bounds a head's deepEqual pairs, and maxPath their paths.
const (
	maxDeep = 4
	maxPath = 4
)

// subKey says that the argument at offset off of the structure or list
// cell in register reg (off 1 is a structure's first argument, 0 a list
// cell's head) has index key key. fun is the structure's functor cell,
// or 0 for a list cell.
type subKey struct {
	reg, off int
	fun, key cell
}

// skelNode is a constant or a structure of a head, found in register
// off (parent < 0) or at offset off of the cells of the structure or
// list cell of node parent. c is the constant, or the structure's
// functor cell (0 for a list cell).
type skelNode struct {
	parent, off int
	c           cell
	compound    bool
}

// maxSkel bounds the nodes of a head's skeleton.
const maxSkel = 16

// testGuard is an in-line test that changes nothing: a type test (op
// opType, test its code) of x, or op opEq, opNotEq or opUnifiable of x
// and y. fv is its instruction's fv.
type testGuard struct {
	op   opcode
	test int
	x, y guardOperand
	fv   bool
}

// guardOperand is a head variable whose occurrences are in regs, or the
// constant c when regs is nil.
type guardOperand struct {
	regs []int
	c    cell
}

// guardTests are the in-line tests a testGuard runs, by their opcodes.
var guardTests = map[functor]opcode{
	{engine.Intern("=="), 2}: opEq, {engine.Intern(`\==`), 2}: opNotEq, {atomUnifiable, 2}: opUnifiable,
}

// headShape is a head argument, in register reg, that is a structure
// (functor cell fun) or a list cell (list) whose arguments are distinct
// variables: argument i goes to register to+i for the guard to read.
type headShape struct {
	reg  int
	fun  cell
	list bool
	n    int
	to   int
}

// maxShapeArity bounds the arity of a head argument whose variables a
// guard may read.
const maxShapeArity = 8

// precheckOf returns the precheck of a clause, or nil when it has none.
// noFV is the compiler's noFV.
func (m *Machine) precheckOf(hargs []engine.Term, goals []engine.Term, bound boundSet, noFV bool) *precheck {
	var pre precheck
	first := map[*engine.Var]int{}
	occurs := map[*engine.Var][]int{} // the registers of a top-level head variable
	_, counts := varCounts(engine.NewCompound(atomTrue, hargs...))
	distinct, simple, ok := true, true, true
	next := len(hargs) // the registers above the arguments are free at a call
	for k, a := range hargs {
		switch x := engine.Deref(a).(type) {
		case *engine.Var:
			if occurs[x] = append(occurs[x], k); len(occurs[x]) > 2 || counts[x] > 2 {
				simple = false
			}
			if j, seen := first[x]; seen {
				if j < len(hargs) { // not one that a shape holds
					pre.equal = append(pre.equal, [2]int{j, k})
				} else {
					simple = false
				}
				distinct = false
				continue
			}
			first[x] = k
		case *engine.Atom, engine.Int:
			if pre.skel, ok = m.appendSkel(pre.skel, -1, k, x, counts); !ok {
				simple = false
			}
			distinct = false
		case *engine.Compound:
			pre.subkeys = m.appendSubKeys(pre.subkeys, k, x)
			if pre.skel, ok = m.appendSkel(pre.skel, -1, k, x, counts); !ok {
				simple = false
			}
			n := len(x.Args)
			if !distinct || n > maxShapeArity || next+n > maxRegs {
				distinct = false
				continue
			}
			sh := headShape{reg: k, n: n, to: next, list: x.Name == engine.AtomDot && n == 2}
			if !sh.list {
				sh.fun = mkFun(m.functorIndex(functor{x.Name, n}))
			}
			for i, arg := range x.Args {
				v, ok := engine.Deref(arg).(*engine.Var)
				if _, seen := first[v]; !ok || seen {
					distinct = false
					break
				}
				first[v] = next + i
			}
			pre.shapes = append(pre.shapes, sh)
			next += n
		default:
			simple, distinct = false, false
		}
	}
	if distinct {
		pre.guard, pre.commits = guardOf(first, goals, bound)
	}
	if pre.guard == nil {
		pre.shapes = nil
	}
	for v, regs := range occurs {
		if counts[v] != len(regs) { // also inside a structure
			simple = false
		}
	}
	if simple && pre.guard == nil {
		rest, barrier := bodyStart(goals)
		if len(rest) > 0 {
			pre.neckCut = isCutTo(rest[0], barrier)
			pre.test = m.testGuardOf(rest[0], occurs, bound, noFV)
			pre.commits = pre.test != nil && len(rest) > 1 && isCutTo(rest[1], barrier)
		}
		pre.simple = pre.neckCut || pre.test != nil
	}
	if pre.simple {
		pre.subkeys = nil // the skeleton tells more
	} else {
		pre.skel = nil
	}
	if !pre.simple {
		pre.deep = m.deepEquals(hargs, occurs)
	}
	pre.head = pre.equal != nil || pre.deep != nil || pre.subkeys != nil || pre.simple
	if !pre.head && pre.guard == nil {
		return nil
	}
	pre.passVar = pre.unboundPass()
	return &pre
}

// unboundPass returns the precheck's passVar: the register of X for
// 2001's member/2 helper (its test '$wam_member_end'(T, X, Y) is all it
// checks), or the one argument that all of its deep pairs start from
// when they are all it checks.
func (pre *precheck) unboundPass() int {
	if pre.commits || pre.neckCut || pre.guard != nil || pre.equal != nil || pre.skel != nil || pre.subkeys != nil {
		return 0
	}
	if t := pre.test; t != nil {
		if pre.simple && pre.deep == nil && t.op == opMemberEnd && len(t.x.regs) > 0 {
			return 1 + t.x.regs[0]
		}
		return 0
	}
	if pre.simple || pre.deep == nil {
		return 0
	}
	for _, d := range pre.deep[1:] {
		if d.arg != pre.deep[0].arg {
			return 0
		}
	}
	return 1 + pre.deep[0].arg
}

// varPasses reports whether the precheck passes, with nothing to commit
// to, for the plain unbound variable in its passVar register: its
// checks would find nothing to tell.
func (m *Machine) varPasses(pre *precheck) bool {
	return pre.passVar > 0 && m.deref(m.regs[pre.passVar-1]).tag() == tagRef
}

// appendSkel appends to skel the nodes of t, a head argument in register
// off (parent < 0) or an argument at offset off of node parent, in
// preorder: false when t is not linear (a variable that counts says
// occurs again), holds a float, a big integer or a string, or has more
// than maxSkel nodes. It walks with a stack of its own.
func (m *Machine) appendSkel(skel []skelNode, parent, off int, t engine.Term, counts map[*engine.Var]int) ([]skelNode, bool) {
	type item struct {
		parent, off int
		t           engine.Term
	}
	stack := []item{{parent, off, t}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch x := engine.Deref(it.t).(type) {
		case *engine.Var:
			if counts[x] != 1 {
				return skel, false
			}
			continue
		case *engine.Compound:
			nd := skelNode{parent: it.parent, off: it.off, compound: true}
			first := 0 // a list cell's arguments are its first two cells
			if x.Name != engine.AtomDot || len(x.Args) != 2 {
				nd.c, first = mkFun(m.functorIndex(functor{x.Name, len(x.Args)})), 1
			}
			skel = append(skel, nd)
			for i := len(x.Args) - 1; i >= 0; i-- {
				stack = append(stack, item{len(skel) - 1, first + i, x.Args[i]})
			}
		default:
			c := m.keyOfTerm(x)
			if c == varKey {
				return skel, false
			}
			skel = append(skel, skelNode{parent: it.parent, off: it.off, c: c})
		}
		if len(skel) > maxSkel {
			return skel, false
		}
	}
	return skel, true
}

// appendSubKeys appends to keys the index keys of the arguments of x, the
// head argument in register reg, that are constants or structures.
func (m *Machine) appendSubKeys(keys []subKey, reg int, x *engine.Compound) []subKey {
	off, fun := 1, cell(0)
	if x.Name == engine.AtomDot && len(x.Args) == 2 {
		off = 0
	} else {
		fun = mkFun(m.functorIndex(functor{x.Name, len(x.Args)}))
	}
	for i, a := range x.Args {
		if k := m.keyOfTerm(a); k != varKey {
			keys = append(keys, subKey{reg: reg, off: off + i, fun: fun, key: k})
		}
	}
	return keys
}

// bodyStart returns the goals of a body from the first one that is not
// one of the goals that take the cut barrier and the choicepoint level,
// and the clause's barrier variable (nil when it has none).
func bodyStart(goals []engine.Term) ([]engine.Term, engine.Term) {
	var barrier engine.Term
	for len(goals) > 0 {
		f, gargs := goalFunctor(goals[0])
		if f.name == atomCutB {
			barrier = engine.Deref(gargs[0])
		} else if f.name != atomLevel {
			break
		}
		goals = goals[1:]
	}
	return goals, barrier
}

// isCutTo says whether g is a cut to the clause's barrier.
func isCutTo(g, barrier engine.Term) bool {
	f, args := goalFunctor(g)
	return barrier != nil && f.name == atomCutTo && f.arity == 1 && engine.Deref(args[0]) == barrier
}

// testGuardOf returns g as a test guard when it is an in-line test of
// top-level head variables (occurs gives their registers) and small
// constants.
func (m *Machine) testGuardOf(g engine.Term, occurs map[*engine.Var][]int, bound boundSet, noFV bool) *testGuard {
	f, args := goalFunctor(g)
	tg := &testGuard{op: opType, fv: !noFV && bound.free(args)}
	if f == atomMemberEnd {
		// '$wam_member_end'(T, X, Y) fails where X and Y cannot unify:
		// the guard reads X and Y (see opMemberEnd).
		tg.op, args = opMemberEnd, args[1:]
	} else if t, ok := typeTests[f]; ok {
		tg.test = t
	} else if tg.op, ok = guardTests[f]; !ok {
		return nil
	}
	ops := []*guardOperand{&tg.x, &tg.y}
	for k, a := range args {
		switch x := engine.Deref(a).(type) {
		case *engine.Var:
			if ops[k].regs = occurs[x]; ops[k].regs == nil {
				return nil
			}
		case *engine.Atom, engine.Int:
			if ops[k].c = m.keyOfTerm(x); ops[k].c == varKey {
				return nil
			}
		default:
			return nil
		}
	}
	return tg
}

// operand is the value of a test guard's operand once a head that
// unifies for sure has unified.
func (m *Machine) operand(o guardOperand) cell {
	if o.regs == nil {
		return o.c
	}
	return m.guardValue(o.regs)
}

// testHolds runs a test guard, counting what its instruction counts
// when it fails: a failure of no counted call.
func (m *Machine) testHolds(t *testGuard) bool {
	var holds bool
	switch t.op {
	case opType:
		holds = m.typeTest(t.test, m.operand(t.x))
	case opEq:
		holds = m.identical(m.operand(t.x), m.operand(t.y))
	case opNotEq:
		holds = !m.identical(m.operand(t.x), m.operand(t.y))
	case opMemberEnd:
		// The unification fails quietly, counting nothing (see
		// member2001.go); the ghost it may leave is a call's whose
		// first argument is [], of one candidate, never prechecked.
		return !m.cannotUnify(m.operand(t.x), m.operand(t.y))
	case opUnifiable:
		if m.unifiable(m.operand(t.x), m.operand(t.y)) {
			return true
		}
		m.Inferences += m.Costs.DeleteTest // as opUnifiable counts it, with no FVFail
		return false
	}
	if !holds {
		m.Inferences += m.Costs.Test
		if t.fv {
			m.Inferences += m.Costs.FVFail
		}
	}
	return holds
}

// guardOf returns the first goal of a body (after the goals that take
// the cut barrier and the choicepoint level) as an arithmetic comparison
// program over registers, when it is one whose leaves are head variables
// (args gives the registers that hold them) and small integers; and
// whether a cut to the clause's barrier follows it.
func guardOf(args map[*engine.Var]int, goals []engine.Term, bound boundSet) (*arith, bool) {
	goals, barrier := bodyStart(goals)
	if len(goals) == 0 {
		return nil, false
	}
	f, gargs := goalFunctor(goals[0])
	rel, ok := arithRels[f]
	if !ok || rel == relIs {
		return nil, false
	}
	ar := &arith{rel: rel, fv: bound.free(gargs)}
	// Only head variables: their values are in the argument registers.
	headVar := func(x engine.Term) (aop, error) {
		if v, ok := engine.Deref(x).(*engine.Var); ok {
			if k, ok := args[v]; ok {
				return aop{k: aPush, r: k}, nil
			}
		}
		return aop{}, errNoGuard
	}
	var err error
	if ar.code, err = postfix(nil, gargs[0], nil, headVar); err != nil {
		return nil, false
	}
	ar.split = len(ar.code)
	if ar.code, err = postfix(ar.code, gargs[1], nil, headVar); err != nil {
		return nil, false
	}
	return ar, len(goals) > 1 && isCutTo(goals[1], barrier)
}

// errNoGuard stops the compilation of a guard with an operand that is not
// a head variable.
var errNoGuard = errUnsupported{"guard operand"}

// passes runs the precheck on the argument registers: false when the
// clause would fail, counted when it would fail in a counted call (its
// arithmetic guard) rather than in its head or an in-line test. commit says that the clause's guard
// holds and a cut follows it, or that its head unifies for sure and a
// cut begins its body: no other clause will be tried.
func (m *Machine) passes(pre *precheck) (pass, commit, counted bool) {
	var fails, sure bool
	if pre.head {
		if fails, sure = m.matchHead(pre); fails {
			return false, false, false
		}
	}
	if pre.shapes != nil {
		if tell, pass := m.loadShapes(pre.shapes); !tell {
			return pass, false, false
		}
	}
	if pre.guard != nil {
		ok, err := m.runArith(pre.guard)
		if err == nil && !ok {
			m.Inferences++ // the comparison that fails is a call
			if pre.guard.fv {
				m.Inferences += m.Costs.FVFail
			}
			return false, false, true
		}
		return true, err == nil && pre.commits && !m.occursOn(), false
	}
	if !sure {
		return true, false, false
	}
	if t := pre.test; t != nil {
		if !m.testHolds(t) {
			return false, false, false
		}
		return true, pre.commits && !m.occursOn(), false
	}
	// A head that would unify for sure may still fail its occurs check
	// (see occurs.go): no commit then.
	return true, pre.neckCut && !m.occursOn(), false
}

// matchHead matches the clause's head against the call's arguments as
// far as its precheck tells, with nothing to undo: fails when the head
// would fail (its repeated variables, its constants and functors tell;
// that counts nothing), sure when it would unify for sure (see
// precheck.simple).
func (m *Machine) matchHead(pre *precheck) (fails, sure bool) {
	sure = pre.simple
	var bound boundVars
	for _, e := range pre.equal {
		a, b := m.deref(m.regs[e[0]]), m.deref(m.regs[e[1]])
		if a == b {
			continue
		}
		if a.tag() == tagRef && b.tag() != tagAttv || b.tag() == tagRef && a.tag() != tagAttv {
			if a.tag() == tagRef && !bound.add(a) || b.tag() == tagRef && !bound.add(b) {
				sure = false
			}
			continue
		}
		if (a.tag() == tagAtom || a.tag() == tagInt) && (b.tag() == tagAtom || b.tag() == tagInt) {
			return true, false
		}
		if m.cannotUnify(a, b) {
			return true, false // '$lists_member_'(_, X, X) on pairs of other keys
		}
		sure = false
	}
	if !pre.simple {
		for _, d := range pre.deep {
			if m.deepClash(d) {
				return true, false
			}
		}
		for _, k := range pre.subkeys {
			if !m.subKeyMatches(k) {
				return true, false
			}
		}
		return false, false
	}
	if len(pre.skel) == 0 {
		return false, sure
	}
	fails, skelSure := m.matchSkel(pre.skel, &bound)
	return fails, sure && skelSure
}

// boundVars are the unbound variables of a call that a head binds where
// it holds a constant, a structure or a repeated variable. The head
// unifies for sure only when it binds each once: p(f(_, a), 0) fails for
// the call p(B, B), whose B it binds twice. Two are kept, and a head that
// binds more is not known to unify.
type boundVars struct {
	a, b cell
	n    uint8
}

// add records c, and reports whether it was not recorded before (false
// also when there are too many to tell).
func (v *boundVars) add(c cell) bool {
	switch {
	case v.n == 0:
		v.a, v.n = c, 1
		return true
	case v.a == c:
		return false
	case v.n == 1:
		v.b, v.n = c, 2
		return true
	}
	return false
}

// matchSkel matches a head's skeleton against the call's arguments (see
// matchHead).
func (m *Machine) matchSkel(skel []skelNode, bound *boundVars) (fails, sure bool) {
	sure = true
	// at[i] is the cell of the structure that node i matched, or 0 when
	// the call holds an unbound variable there or above.
	var at [maxSkel]cell
	for i, nd := range skel {
		var c cell
		switch {
		case nd.parent < 0:
			c = m.deref(m.regs[nd.off])
		case at[nd.parent] == 0:
			continue
		default:
			c = m.deref(m.heap[at[nd.parent].val()+nd.off])
		}
		switch {
		case c.tag() == tagRef:
			if !bound.add(c) {
				sure = false
			}
		case c.tag() == tagAttv:
			sure = false // binding it wakes its goals
		case !nd.compound:
			if c != nd.c {
				return true, false
			}
		case nd.c == 0 && c.tag() == tagList, nd.c != 0 && c.tag() == tagStr && m.heap[c.val()] == nd.c:
			at[i] = c
		default:
			return true, false
		}
	}
	return false, sure
}

// othersFail reports whether every clause of cands after the first fails
// in its head (see matchHead): the call then needs no choicepoint. Its
// caller asks only where going on into the next branch of a control
// construct costs nothing (Costs.Redo): elsewhere what that costs
// depends on whether the last failure was of a counted call, and the
// retry of the choicepoint, which ends in a head that fails, changes it.
func (m *Machine) othersFail(p *pred, cands []int32) bool {
	for _, i := range cands[1:] {
		if pre := p.clauses[i].pre; pre == nil || !pre.head {
			return false
		} else if fails, _ := m.matchHead(pre); !fails {
			return false
		}
	}
	return true
}

// maxOthers bounds the candidates for which othersFail is asked, so that
// a call of a large table whose first clause matches costs no scan of
// the rest when one of them may match too.
const maxOthers = 4

// subKeyMatches reports whether the call's argument may match k: false
// when the register holds a structure of another functor, or one whose
// argument at k's offset has another index key.
func (m *Machine) subKeyMatches(k subKey) bool {
	c := m.deref(m.regs[k.reg])
	switch {
	case c.tag() == tagList && k.fun == 0:
	case c.tag() == tagStr && m.heap[c.val()] == k.fun:
	case isVarCell(c):
		return true
	default:
		return false
	}
	key := m.keyOf(m.deref(m.heap[c.val()+k.off]))
	return key == varKey || key == k.key
}

// guardValue is the value that a head variable, whose occurrences are in
// regs, has once a head that unifies for sure has unified: the value of
// one that is bound, or else the variable.
func (m *Machine) guardValue(regs []int) cell {
	v := m.deref(m.regs[regs[0]])
	for _, r := range regs[1:] {
		if isVarCell(v) {
			v = m.deref(m.regs[r])
		}
	}
	return v
}

// loadShapes puts the arguments of the structures and list cells that
// the head takes apart in the registers the guard reads. tell is false
// when the guard cannot decide: pass then says whether the clause is
// tried (an argument is unbound, which the head binds) or fails (an
// argument of another shape, on which the head fails).
func (m *Machine) loadShapes(shapes []headShape) (tell, pass bool) {
	for _, sh := range shapes {
		c := m.deref(m.regs[sh.reg])
		var from int
		switch {
		case isVarCell(c):
			return false, true
		case sh.list && c.tag() == tagList:
			from = c.val()
		case !sh.list && c.tag() == tagStr && m.heap[c.val()] == sh.fun:
			from = c.val() + 1
		default:
			return false, false
		}
		// A shape has a few arguments: a loop beats copy's call of
		// memmove.
		regs, args := m.regs[sh.to:sh.to+sh.n], m.heap[from:from+sh.n]
		for i := range regs {
			regs[i] = args[i]
		}
	}
	return true, false
}

// cannotUnify reports whether a and b (deref'd) cannot unify for a
// reason seen without binding anything: two different atoms or small
// integers, or compounds that clash.
func (m *Machine) cannotUnify(a, b cell) bool {
	switch {
	case a == b:
		return false
	case (a.tag() == tagAtom || a.tag() == tagInt) && (b.tag() == tagAtom || b.tag() == tagInt):
		return true
	case isCompound(a) && isCompound(b):
		return m.clash(a, b)
	}
	return false
}

// deepEquals finds the head's deepEqual pairs: the occurrences, inside
// the structures and list cells of the arguments, of the variables that
// are top-level arguments (occurs holds their registers), at most
// maxPath steps down.
func (m *Machine) deepEquals(hargs []engine.Term, occurs map[*engine.Var][]int) []deepEqual {
	if len(occurs) == 0 {
		return nil
	}
	var out []deepEqual
	type item struct {
		t    engine.Term
		path []pathStep
	}
	for k, a := range hargs {
		if _, ok := engine.Deref(a).(*engine.Compound); !ok {
			continue
		}
		stack := []item{{a, nil}}
		for len(stack) > 0 && len(out) < maxDeep {
			it := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			switch x := engine.Deref(it.t).(type) {
			case *engine.Var:
				if regs := occurs[x]; regs != nil && it.path != nil {
					out = append(out, deepEqual{reg: regs[0], arg: k, path: it.path})
				}
			case *engine.Compound:
				if len(it.path) == maxPath {
					continue
				}
				var fun cell
				if x.Name != engine.AtomDot || len(x.Args) != 2 {
					fun = mkFun(m.functorIndex(functor{x.Name, len(x.Args)}))
				}
				for i := len(x.Args) - 1; i >= 0; i-- {
					switch a := engine.Deref(x.Args[i]).(type) {
					case *engine.Compound:
					case *engine.Var:
						if occurs[a] == nil {
							continue
						}
					default:
						continue
					}
					path := append(append([]pathStep(nil), it.path...), pathStep{fun, i})
					stack = append(stack, item{x.Args[i], path})
				}
			}
		}
	}
	return out
}

// deepClash reports whether the head's deepEqual d cannot hold on the
// call's arguments: the argument does not have the head's structure
// along d's path, or what is at its end cannot unify with the value of
// d's top-level argument (see cannotUnify). An unbound variable on the
// way tells nothing.
func (m *Machine) deepClash(d deepEqual) bool {
	c := m.deref(m.regs[d.arg])
	for _, st := range d.path {
		switch {
		case isVarCell(c):
			return false
		case st.fun == 0:
			if c.tag() != tagList {
				return true
			}
			c = m.deref(m.heap[c.val()+st.at])
		default:
			if c.tag() != tagStr || m.heap[c.val()] != st.fun {
				return true
			}
			c = m.deref(m.heap[c.val()+1+st.at])
		}
	}
	return m.cannotUnify(m.deref(m.regs[d.reg]), c)
}
