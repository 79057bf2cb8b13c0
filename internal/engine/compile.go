package engine

import "math"

// Clauses are compiled once, when they are added to the database, into a
// head of argument templates and a body of instructions. A template is a
// term in which the clause's variables are replaced by *tvar slot
// references into the activation's environment, and compounds that contain
// variables by *tcomp. Calling a clause copies its compounds, as structure
// copying Prologs do.

// tvar refers to environment slot Slot. First marks a body occurrence that
// is the variable's first on every execution path: it creates the variable.
//
// Void marks a first occurrence that is the variable's only one in the
// clause (an anonymous variable above all): nothing but the compound
// being built will ever refer to it, so buildComp may allocate it
// together with the template's other void variables.
type tvar struct {
	slot  int
	first bool
	void  bool
}

// tcomp is a compound template with at least one tvar below it.
type tcomp struct {
	name *Atom
	args []Term
	// flat says that no argument is itself a template compound, so that
	// head unification and building need no work stack.
	flat bool
	// pair marks a flat binary template whose arguments are not the same
	// variable twice (a list cell above all): pslot gives each argument's
	// slot, or -1 for a constant, and pfirst its first flag, so that
	// buildPair and unifyHeadComp need not decode the arguments.
	pair   bool
	pslot  [2]int32
	pfirst [2]bool
	// nbin counts the binary compounds of the template, itself included:
	// buildComp allocates them together (see binarySlab).
	nbin int32
	// nvoid counts the void variables of the template (see tvar.void):
	// buildComp allocates them together.
	nvoid int32
	// hstatic marks a pair that is a whole head argument: head arguments
	// are unified left to right and a pair's two arguments in order, so
	// whether each of its variables is new is known at compile time
	// (hfirst), and its slots need no emptying before the head is
	// unified (see Clause.nclear).
	hstatic bool
	hfirst  [2]bool
	// hnew marks a static head pair whose two arguments are both new
	// variables ([H|T] in app([H|T], L, [H|R])): matching a compound
	// only copies its arguments.
	hnew bool
	// hcons marks a static head pair whose second argument is a new
	// variable and whose first is not ([H|R] in app([H|T], L, [H|R])):
	// met by an unbound variable, it is built by makeCons.
	hcons bool
}

func (*tvar) isTerm()  {}
func (*tcomp) isTerm() {}

type opcode uint8

const (
	opCall        opcode = iota // call pred with args
	opCut                       // cut to the clause's cut barrier
	opCutSlot                   // cut to the level saved in env[slot]
	opMark                      // env[slot] = current choicepoint level
	opTry                       // push an alternative that resumes at target
	opJump                      // pc = target
	opFail                      // backtrack
	opSoftCut                   // disable the choicepoint saved in env[slot]
	opInitVar                   // env[slot] = fresh variable
	opCatch                     // catch(args[0], args[1], args[2])
	opExitCatch                 // leave the catch/3 whose choicepoint is in env[slot]
	opTrue                      // do nothing (true/0 as a goal keeps no inference)
	opTraceExit                 // report the Exit port of env[0] at depth env[1]
	opArith                     // is/2 or a comparison, evaluated inline when it can be
	opCatchInline               // catch/3 whose goal follows in line; target is after its exit; args: catcher, recovery, goal
	opArithIf                   // (A < B -> Then ; Else) decided inline: slot is Then's pc, target Else's
	opUnify                     // a call of =/2, unified in line (a plain opCall when tracing)
	opTestIf                    // (var(X) -> Then ; Else) decided by calling the test: slot is Then's pc, target Else's
	opExit                      // the end of a clause body that owns its environment (see Machine.releaseEnv)
)

// pureTests are the built-in tests that neither bind nor leave
// choicepoints: as the condition of an if-then-else they are called
// directly, without the condition's choicepoint (opTestIf).
var pureTests = map[predKey]bool{
	{Intern("=="), 2}: true, {Intern(`\==`), 2}: true,
	{Intern("@<"), 2}: true, {Intern("@>"), 2}: true, {Intern("@=<"), 2}: true, {Intern("@>="), 2}: true,
	{Intern("var"), 1}: true, {Intern("nonvar"), 1}: true, {Intern("atom"), 1}: true,
	{Intern("number"), 1}: true, {Intern("integer"), 1}: true, {Intern("float"), 1}: true,
	{Intern("atomic"), 1}: true, {Intern("compound"), 1}: true, {Intern("callable"), 1}: true,
	{Intern("is_list"), 1}: true, {Intern("ground"), 1}: true, {Intern("string"), 1}: true,
	// The library's unifiability test (delete/3, subtract/3): it undoes
	// the bindings it tries.
	{Intern("$unifiable"), 2}: true,
}

type instr struct {
	op opcode
	// last marks an opCall after which the clause only jumps to its end:
	// a last call in a branch of a disjunction or if-then-else, which
	// runs with the clause's continuation (last-call optimisation), not a
	// frame of its own.
	last bool
	// fv marks a call of a deterministic built-in of arity at most 2
	// whose arguments are all variables in the clause text: failing, it
	// costs Costs.FVFail beside its call (see inference.go).
	fv bool
	// freshIs marks is/2 into a variable that occurs first there.
	freshIs bool
	// inlineOf is, of an is/2 that SWI-Prolog compiles to an instruction
	// (see InlineIsVars), the clause's predicate, which its errors name.
	inlineOf *Pred
	slot     int
	target   int
	pred     *Pred
	args     []Term
	// src says, for opCall, opUnify and opTestIf, how to make each
	// argument (args decoded once, at compile time).
	src []argSrc
	// arith is the compiled form of an opArith or opArithIf whose sides
	// are integer expressions (nil otherwise: evalFast reads args).
	arith *arithInstr
	// univ holds, for a call of =../2 whose second argument is a list
	// written out in the clause, how to make each element (see
	// univInline); nil otherwise.
	univ []argSrc
	// freeEnv marks the last calls of a clause body that owns its
	// environment (not a chain clause's scratch space, not a goal's):
	// the environment may be released there (see Machine.releaseEnv).
	freeEnv bool
	// blk locates, for a call that is not last in a clause body, the
	// frame of its continuation in the activation's frame block (see
	// frameBlock): the block's env slot, its frame index there, and the
	// block's size. For a last call and opExit, index is -1: the block
	// is released there. blk.n is 0 when the body has no such block.
	blk blockRef
}

// evalSide evaluates side k (0: left, 1: right) of an opArith or
// opArithIf as a small integer. The left side of is/2 is its result and
// is never evaluated.
func (in *instr) evalSide(k int, env []Term) (int64, bool) {
	if ai := in.arith; ai != nil {
		return ai.side[k].eval(env)
	}
	return evalFast(in.args[k], env, 0)
}

// argSrc is how a call makes one argument: read an environment slot,
// create a variable in one, build a compound template, or pass a
// constant. Reading this flat record instead of switching on the type of
// a template term saves a pointer chase and a type switch per argument.
type argSrc struct {
	kind argKind
	slot int32
	t    Term // the constant, or the *tcomp to build
}

type argKind uint8

const (
	argRead  argKind = iota // env[slot]
	argFirst                // a fresh variable, stored in env[slot]
	argBuild                // build t in env
	argConst                // t itself
)

// argSources decodes the argument templates of a call.
func argSources(ts []Term) []argSrc {
	src := make([]argSrc, len(ts))
	for i, t := range ts {
		switch x := t.(type) {
		case *tvar:
			src[i] = argSrc{kind: argRead, slot: int32(x.slot)}
			if x.first {
				src[i].kind = argFirst
			}
		case *tcomp:
			src[i] = argSrc{kind: argBuild, t: x}
		default:
			src[i] = argSrc{kind: argConst, t: t}
		}
	}
	return src
}

// compiler holds the state of compiling one clause.
type compiler struct {
	m     *Machine
	slots map[*Var]int
	// occ counts each variable's occurrences in the clause being compiled
	// (head and body), so that a variable used only inside one branch of
	// a control construct is created there, at its first occurrence.
	occ    map[*Var]int
	inited []bool // slot has been set on every path reaching this point
	nslots int
	code   []instr
	// constVars leaves variables as they are: a meta-called goal's
	// variables are live runtime variables, not clause variables.
	constVars bool
	// root is the whole goal being compiled: ISO and SWI-Prolog name it,
	// not the offending subgoal, in type_error(callable, _).
	root Term
	// big marks a clause body of more than bigBody control constructs:
	// its variables are all created at its start instead of each
	// construct's subterms being searched for those it shares, which
	// would take time quadratic in their nesting.
	big bool
	// allInit says that every variable of the body is set at its start.
	allInit bool
	// acyclic says that the goal is known to have no cycle: a clause's
	// body (assert/1 refuses a cyclic clause, and read terms have none).
	acyclic bool
	// inlineIs holds the variables of the clause's is/2 goals that
	// SWI-Prolog compiles to an instruction (see InlineIsVars), and owner
	// the clause's predicate, which their errors name.
	inlineIs map[*Var]bool
	owner    *Pred
}

// bigBody is the number of control constructs above which a clause body
// is compiled as big (see compiler.big).
const bigBody = 256

// controlCount counts the control constructs of body, stopping past
// limit.
func controlCount(body Term, limit int) int {
	n := 0
	stack := []Term{body}
	for len(stack) > 0 && n <= limit {
		x, ok := Deref(stack[len(stack)-1]).(*Compound)
		stack = stack[:len(stack)-1]
		if ok && isControl(x) {
			n++
			if x.Name == atomCatch {
				stack = append(stack, x.Args[0])
			} else {
				stack = append(stack, x.Args...)
			}
		}
	}
	return n
}

func (c *compiler) newSlot() int {
	c.nslots++
	c.inited = append(c.inited, false)
	return c.nslots - 1
}

func (c *compiler) slotOf(v *Var) int {
	if s, ok := c.slots[v]; ok {
		return s
	}
	s := c.newSlot()
	c.slots[v] = s
	return s
}

// headTemplate converts a head argument: variables become slot refs
// (matched by nil check at run time, so First is irrelevant).
func (c *compiler) headTemplate(t Term) Term {
	return c.template(t, false)
}

// template converts t. In body mode, the first occurrence of a slot that
// is not yet initialised is marked First and then counts as initialised.
// Ground compounds are returned as they are. Term depth here is the
// clause's own source depth; it is walked with an explicit stack.
func (c *compiler) template(t Term, body bool) Term {
	t = Deref(t)
	if c.constVars {
		return t
	}
	switch x := t.(type) {
	case *Var:
		return c.varTemplate(x, body)
	case *Compound:
		return c.compoundTemplate(x, body)
	}
	return t
}

func (c *compiler) varTemplate(v *Var, body bool) Term {
	s := c.slotOf(v)
	first := false
	if body && !c.inited[s] {
		first = true
	}
	c.inited[s] = true
	return &tvar{slot: s, first: first, void: first && c.occ != nil && c.occ[v] == 1}
}

// compoundTemplate converts a compound in pre-order, left to right (the
// order in which build visits it), without Go recursion.
//
// Ground compounds are copied too, never shared with the clause: setarg/3
// on a term must not change the program.
func (c *compiler) compoundTemplate(root *Compound, body bool) Term {
	type job struct {
		src *Compound
		dst *tcomp
		i   int
	}
	out := &tcomp{name: root.Name, args: make([]Term, len(root.Args))}
	stack := []job{{root, out, 0}}
	for len(stack) > 0 {
		j := &stack[len(stack)-1]
		if j.i == len(j.src.Args) {
			stack = stack[:len(stack)-1]
			continue
		}
		i := j.i
		j.i++
		a := Deref(j.src.Args[i])
		switch x := a.(type) {
		case *Var:
			j.dst.args[i] = c.varTemplate(x, body)
		case *Compound:
			d := &tcomp{name: x.Name, args: make([]Term, len(x.Args))}
			j.dst.args[i] = d
			stack = append(stack, job{x, d, 0})
		default:
			j.dst.args[i] = a
		}
	}
	markFlat(out)
	return out
}

// markFlat sets the flat flag of every template compound in t.
func markFlat(t *tcomp) {
	stack := []*tcomp{t}
	var order []*tcomp // pre-order: a node before its arguments
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		order = append(order, x)
		x.flat = true
		for _, a := range x.args {
			if c, ok := a.(*tcomp); ok {
				x.flat = false
				stack = append(stack, c)
			}
		}
		if x.flat && len(x.args) == 2 {
			x.pair = true
			for k, a := range x.args {
				x.pslot[k] = -1
				if v, ok := a.(*tvar); ok {
					x.pslot[k], x.pfirst[k] = int32(v.slot), v.first
				}
			}
			if x.pslot[0] >= 0 && x.pslot[0] == x.pslot[1] {
				x.pair = false
			}
		}
	}
	for k := len(order) - 1; k >= 0; k-- {
		x := order[k]
		x.nbin, x.nvoid = 0, 0
		if len(x.args) == 2 {
			x.nbin = 1
		}
		for _, a := range x.args {
			switch a := a.(type) {
			case *tcomp:
				x.nbin += a.nbin
				x.nvoid += a.nvoid
			case *tvar:
				if a.void {
					x.nvoid++
				}
			}
		}
	}
}

// isGround reports whether t contains no unbound variable.
func isGround(t Term) bool {
	ground := true
	walk(t, func(x Term) bool {
		if _, ok := x.(*Var); ok {
			ground = false
			return false
		}
		return true
	})
	return ground
}

// IsGround reports whether t contains no unbound variable.
func IsGround(t Term) bool { return isGround(t) }

func (c *compiler) emit(in instr) int {
	c.code = append(c.code, in)
	return len(c.code) - 1
}

// cutTarget says what a ! in the goal being compiled cuts to: the clause
// (-1) or the level saved in an environment slot.
type cutTarget int

const clauseCut cutTarget = -1

// compileBody compiles a body goal. It walks control constructs with an
// explicit stack of pending work, never Go recursion: a goal nested a
// million deep compiles like a long conjunction. Every pollEvery goals it
// makes the solver's checks (interrupt, time and memory limits), and the
// first time, it checks that the control constructs do not form a cycle,
// which would otherwise be compiled for ever.
func (c *compiler) compileBody(goal Term, cut cutTarget) error {
	stack := []work{{goal: goal, cut: cut}}
	steps := 0
	for len(stack) > 0 {
		w := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if w.then != nil {
			w.then()
			continue
		}
		if steps++; steps%pollEvery == 0 || steps == cycleCheckAt {
			if err := c.poll(goal, steps); err != nil {
				return err
			}
		}
		g := Deref(w.goal)
		switch x := g.(type) {
		case *Var:
			c.emitCall(c.m.db.lookup(AtomCall, 1), []Term{x})
			continue
		case *Atom:
			switch x {
			case AtomTrue:
				// Kept, so that a call before a true that ends the body is
				// no last call, as in SWI-Prolog (see markLastCalls).
				c.emit(instr{op: opTrue})
				continue
			case AtomCut:
				if w.cut == clauseCut {
					c.emit(instr{op: opCut})
				} else {
					c.emit(instr{op: opCutSlot, slot: int(w.cut)})
				}
				continue
			case AtomFail, AtomFalse:
				c.emit(instr{op: opFail})
				continue
			}
			c.emitCall(c.m.db.lookup(x, 0), nil)
			continue
		case *Compound:
			if len(x.Args) == 2 && x.Name == AtomComma {
				stack = append(stack, work{goal: x.Args[1], cut: w.cut}, work{goal: x.Args[0], cut: w.cut})
				continue
			}
			if len(x.Args) == 2 && (x.Name == AtomSemicolon || x.Name == AtomIf || x.Name == AtomSoftIf) ||
				len(x.Args) == 1 && x.Name == AtomNot {
				stack = c.compileControl(x, w.cut, stack)
				continue
			}
			if x.Name == atomCatch && len(x.Args) == 3 {
				c.initVarsIn(x)
				slot := c.newSlot()
				c.inited[slot] = true
				if c.wellFormedBody(x.Args[0]) {
					// The goal is compiled in line, between the catch
					// choicepoint and its exit: no meta-call at run time.
					// Its cuts are local to it, as in call/1.
					args := []Term{c.template(x.Args[1], true), c.template(x.Args[2], true), c.template(x.Args[0], true)}
					at := c.emit(instr{op: opCatchInline, slot: slot, args: args})
					stack = append(stack, work{then: func() {
						c.emit(instr{op: opExitCatch, slot: slot})
						c.code[at].target = len(c.code)
					}})
					stack = append(stack, c.opaque(x.Args[0]))
					continue
				}
				args := []Term{c.template(x.Args[0], true), c.template(x.Args[1], true), c.template(x.Args[2], true)}
				c.emit(instr{op: opCatch, slot: slot, args: args})
				continue
			}
			c.emitCall(c.m.db.lookup(x.Name, len(x.Args)), x.Args)
			continue
		default:
			if c.root != nil {
				return TypeError("callable", c.root)
			}
			return TypeError("callable", goal)
		}
	}
	return nil
}

// work is a pending step of compileBody: a goal to compile with what its
// cuts cut to, or (then set) code to emit or jump targets to patch once
// the goals pushed before it are compiled.
type work struct {
	goal Term
	cut  cutTarget
	then func()
}

// cycleCheckAt is the number of goals after which the compiler checks
// the goal it compiles for a cycle: a cycle makes the goal look at least
// that big, and the check of a big goal costs little beside compiling it.
const cycleCheckAt = 256

// pollEvery is how many goals the compiler compiles between checks of the
// interrupt and the limits.
const pollEvery = 4096

// poll makes the solver's checks while a big goal compiles, and the first
// time, checks that goal's control constructs for a cycle: X = (a, X)
// would be compiled for ever, X = (X ; a) nested for ever.
func (c *compiler) poll(goal Term, steps int) error {
	if steps == cycleCheckAt && !c.acyclic && controlCyclic(goal) {
		return RepresentationError("cyclic_term")
	}
	return c.m.check()
}

// controlCyclic reports whether the control constructs of goal (the
// goals of (,)/2, (;)/2, (->)/2, (*->)/2, (\+)/1 and catch/3) form a
// cycle. Arguments of other goals are not looked at: call(p(X)) with
// X = f(X) is a fine goal.
func controlCyclic(goal Term) bool {
	return CyclicThrough(goal, func(c *Compound) int {
		switch {
		case !isControl(c):
			return 0
		case c.Name == atomCatch:
			return 1 // catch/3's goal only
		}
		return len(c.Args)
	})
}

var atomCatch = Intern("catch")

// wellFormedLimit bounds the goals wellFormedBody looks at: a bigger goal
// of catch/3 is called at run time (as call/1 would), so that nested
// catches do not make compiling quadratic and a cyclic goal does not make
// the walk endless.
const wellFormedLimit = 4096

// wellFormedBody reports whether t is a goal that compiles without error:
// a callable term whose control constructs have callable or variable
// arguments throughout, of at most wellFormedLimit goals. Only such goals
// of catch/3 are compiled in line, so that a malformed one still raises
// its type error inside the catch at run time.
func (c *compiler) wellFormedBody(t Term) bool {
	stack := []Term{t}
	for n := 0; len(stack) > 0; n++ {
		if n > wellFormedLimit {
			return false
		}
		g := Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch x := g.(type) {
		case *Var:
			// call(X) at run time: fine anywhere but as the whole goal,
			// where it would make the catch a meta-call anyway.
			if g == Deref(t) {
				return false
			}
		case *Atom:
		case *Compound:
			if isControl(x) && x.Name != atomCatch {
				stack = append(stack, x.Args...)
			}
		default:
			return false
		}
	}
	return true
}

// checkBody finds, without compiling it, the error that compileBody
// would raise for the body goal: a goal that is not callable, or control
// constructs that are cyclic. It looks up the predicates the body calls,
// as compiling does, so that a clause whose body is compiled later has
// made its callees known all the same.
func (c *compiler) checkBody(goal Term) error {
	stack := []Term{goal}
	for steps := 1; len(stack) > 0; steps++ {
		if steps%pollEvery == 0 || steps == cycleCheckAt {
			if err := c.poll(goal, steps); err != nil {
				return err
			}
		}
		g := Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch x := g.(type) {
		case *Var:
			c.m.db.lookup(AtomCall, 1)
		case *Atom:
			switch x {
			case AtomTrue, AtomCut, AtomFail, AtomFalse:
			default:
				c.m.db.lookup(x, 0)
			}
		case *Compound:
			switch {
			case isControl(x) && x.Name != atomCatch:
				for i := len(x.Args) - 1; i >= 0; i-- {
					stack = append(stack, x.Args[i])
				}
			case x.Name == atomCatch && len(x.Args) == 3:
				if c.wellFormedBody(x.Args[0]) {
					stack = append(stack, x.Args[0])
				}
			default:
				c.m.db.lookup(x.Name, len(x.Args))
			}
		default:
			if c.root != nil {
				return TypeError("callable", c.root)
			}
			return TypeError("callable", goal)
		}
	}
	return nil
}

func (c *compiler) emitCall(p *Pred, args []Term) {
	ts := make([]Term, len(args))
	for i, a := range args {
		ts[i] = c.template(a, true)
	}
	op := opCall
	switch {
	case p.builtin == nil:
	case inlineArith(p.Name, p.Arity):
		op = opArith
	case p.Name == AtomEqual && p.Arity == 2 && p.flags&predModelTest != 0:
		op = opUnify
	}
	in := instr{op: op, pred: p, args: ts, src: argSources(ts), fv: inlineFV(p, args)}
	if op == opArith && p.Name == atomIs {
		if x, ok := ts[0].(*tvar); ok && x.first {
			in.freshIs = true
		}
		if y, ok := Deref(args[0]).(*Var); ok && c.inlineIs[y] {
			in.inlineOf = c.owner
		}
	}
	switch {
	case op == opArith:
		in.arith = compileArithInstr(p.Name, ts)
	case p.Name == atomUniv && p.Arity == 2 && p.builtin != nil:
		in.univ = listSources(ts[1])
	}
	c.emit(in)
}

// inlineFV says whether a call of p with args is what SWI-Prolog's 2001
// compiler made an in-line foreign call (I_CALL_FV): p a built-in in Go
// (not a library predicate, not length/2, which was Prolog then), of
// arity at most 2, each argument a variable in the clause text.
func inlineFV(p *Pred, args []Term) bool {
	if p.builtin == nil || p.flags&predFastPath != 0 || !InlineFV(p.Name.Name, p.Arity) {
		return false
	}
	for _, a := range args {
		if _, ok := Deref(a).(*Var); !ok {
			return false
		}
	}
	return true
}

// initVarsIn initialises every variable of t not yet set on all paths, so
// that branches and goals that may be retried never create a variable that
// a later goal reads.
func (c *compiler) initVarsIn(t Term) {
	if c.constVars || c.allInit {
		return
	}
	walk(t, func(x Term) bool {
		if v, ok := x.(*Var); ok {
			s := c.slotOf(v)
			if !c.inited[s] {
				c.inited[s] = true
				c.emit(instr{op: opInitVar, slot: s})
			}
		}
		return true
	})
}

// initAllVars initialises every variable of an acyclic body not yet set
// (see compiler.big), in order of first occurrence. Unlike initVarsIn it
// keeps no set of the compounds it has seen: the body has been walked
// whole already (countVars), so it has no cycle.
func (c *compiler) initAllVars(body Term) {
	stack := []Term{body}
	for len(stack) > 0 {
		t := Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch x := t.(type) {
		case *Var:
			if s := c.slotOf(x); !c.inited[s] {
				c.inited[s] = true
				c.emit(instr{op: opInitVar, slot: s})
			}
		case *Compound:
			for i := len(x.Args) - 1; i >= 0; i-- {
				stack = append(stack, x.Args[i])
			}
		}
	}
}

// initSharedVars initialises, before the control construct x, the
// variables of x not yet set that a later goal or another branch may
// read: those whose every occurrence in the clause is inside one branch
// (an if-then-else's condition and then-part counting as one, since the
// then-part runs only after the condition has run) are created by that
// branch at their first occurrence instead, which saves creating
// variables that the branch taken never uses.
func (c *compiler) initSharedVars(x *Compound) {
	if c.constVars || c.big {
		return
	}
	if c.occ == nil {
		c.initVarsIn(x)
		return
	}
	var arms []Term
	switch {
	case x.Name == AtomNot, x.Name == AtomIf, x.Name == AtomSoftIf:
		arms = []Term{x}
	default: // ;/2, with an if-then-else or not on its left
		arms = []Term{x.Args[0], x.Args[1]}
	}
	counts := make([]map[*Var]int, len(arms))
	for i, a := range arms {
		counts[i] = map[*Var]int{}
		countVars(a, counts[i])
	}
	walk(x, func(t Term) bool {
		v, ok := t.(*Var)
		if !ok {
			return true
		}
		s := c.slotOf(v)
		if c.inited[s] {
			return true
		}
		for _, n := range counts {
			if n[v] == c.occ[v] {
				return true // local to one branch
			}
		}
		c.inited[s] = true
		c.emit(instr{op: opInitVar, slot: s})
		return true
	})
}

// countVars adds to counts the occurrences of each variable in t.
func countVars(t Term, counts map[*Var]int) {
	stack := []Term{t}
	for len(stack) > 0 {
		u := Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch y := u.(type) {
		case *Var:
			counts[y]++
		case *Compound:
			stack = append(stack, y.Args...)
		}
	}
}

// containsCut reports whether goal t has a cut in its control
// constructs ((,)/2, (;)/2, (->)/2, (*->)/2, (\+)/1). It walks with a
// stack and looks at no more than cutSearchLimit goals: past that it
// answers yes, which only costs a choicepoint mark, so that nested
// conditions cost linear time and a cyclic goal ends the walk.
func containsCut(t Term) bool {
	stack := []Term{t}
	for n := 0; len(stack) > 0; n++ {
		if n > cutSearchLimit {
			return true
		}
		g := Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch x := g.(type) {
		case *Atom:
			if x == AtomCut {
				return true
			}
		case *Compound:
			if len(x.Args) == 2 && (x.Name == AtomComma || x.Name == AtomSemicolon || x.Name == AtomIf || x.Name == AtomSoftIf) {
				stack = append(stack, x.Args[1], x.Args[0])
			} else if len(x.Args) == 1 && x.Name == AtomNot {
				stack = append(stack, x.Args[0])
			}
		}
	}
	return false
}

// cutSearchLimit bounds the goals containsCut looks at.
const cutSearchLimit = 64

// opaque starts compiling goal with its cuts local to it, as in call/1:
// they cut back to the choicepoints that exist when the goal starts. It
// emits the mark and returns the goal's work.
func (c *compiler) opaque(goal Term) work {
	s := c.newSlot()
	c.inited[s] = true
	c.emit(instr{op: opMark, slot: s})
	return work{goal: goal, cut: cutTarget(s)}
}

// compileControl emits the entry of control construct x and pushes onto
// stack the work that compiles its branches and patches its jumps, and
// returns the stack.
func (c *compiler) compileControl(x *Compound, cut cutTarget, stack []work) []work {
	c.initSharedVars(x)
	switch {
	case x.Name == AtomNot:
		s := c.newSlot()
		c.inited[s] = true
		c.emit(instr{op: opMark, slot: s})
		try := c.emit(instr{op: opTry})
		// A cut in the goal is local to it: it must not remove the
		// choicepoint that makes \+ succeed when the goal fails.
		stack = append(stack, work{then: func() {
			c.emit(instr{op: opCutSlot, slot: s})
			c.emit(instr{op: opFail})
			c.code[try].target = len(c.code)
		}})
		inner := x.Args[0]
		if c.m.Flags.ISO && !c.wellFormedBody(inner) {
			// In ISO, \+ is a predicate, not a control construct: a goal
			// that is not a body is its call/1's error, naming that goal
			// alone (\+ 3 raises type_error(callable, 3)).
			inner = NewCompound(AtomCall, inner)
		}
		return append(stack, c.opaque(inner))
	case x.Name == AtomIf:
		return c.compileIf(x.Args[0], x.Args[1], AtomFail, false, cut, stack)
	case x.Name == AtomSoftIf:
		return c.compileIf(x.Args[0], x.Args[1], AtomFail, true, cut, stack)
	}
	// Disjunction, possibly an if-then-else.
	left := Deref(x.Args[0])
	if l, ok := left.(*Compound); ok && len(l.Args) == 2 && (l.Name == AtomIf || l.Name == AtomSoftIf) {
		return c.compileIf(l.Args[0], l.Args[1], x.Args[1], l.Name == AtomSoftIf, cut, stack)
	}
	try := c.emit(instr{op: opTry})
	jump := -1
	return append(stack,
		work{then: func() { c.code[jump].target = len(c.code) }},
		work{goal: x.Args[1], cut: cut},
		work{then: func() {
			jump = c.emit(instr{op: opJump})
			c.code[try].target = len(c.code)
		}},
		work{goal: left, cut: cut})
}

// compileIf emits the entry of an if-then-else and pushes the work of its
// condition, branches and jumps (see compileControl).
func (c *compiler) compileIf(cond, then, els Term, soft bool, cut cutTarget, stack []work) []work {
	// An arithmetic comparison as the condition is decided without a
	// choicepoint when both sides evaluate to small integers: opArithIf
	// jumps straight to a branch. Otherwise (and when tracing) it falls
	// through to the general code that follows it, so errors and
	// floats behave as before.
	fast := -1
	if g, ok := Deref(cond).(*Compound); ok && !soft && !isControl(g) {
		fast = c.emit(instr{op: opTrue}) // made opArithIf or opTestIf below
	}
	s := c.newSlot()
	c.inited[s] = true
	c.emit(instr{op: opMark, slot: s})
	try := c.emit(instr{op: opTry})
	condCut := cutTarget(s)
	if containsCut(cond) {
		s2 := c.newSlot()
		c.inited[s2] = true
		c.emit(instr{op: opMark, slot: s2})
		condCut = cutTarget(s2)
	}
	jump := -1
	return append(stack,
		work{then: func() { c.code[jump].target = len(c.code) }},
		work{goal: els, cut: cut},
		work{then: func() {
			jump = c.emit(instr{op: opJump})
			c.code[try].target = len(c.code)
			if fast >= 0 && c.code[fast].op != opTrue {
				c.code[fast].target = len(c.code)
			}
		}},
		work{goal: then, cut: cut},
		work{then: func() {
			if soft {
				c.emit(instr{op: opSoftCut, slot: s})
			} else {
				c.emit(instr{op: opCutSlot, slot: s})
			}
			if fast < 0 {
				return
			}
			// A condition that compiled to one arithmetic comparison or
			// one call of a pure test, right before the cut, is decided
			// in line.
			if at := len(c.code) - 2; at == fast+3 {
				switch cond := &c.code[at]; {
				case cond.op == opArith && cond.pred.Name != atomIs:
					c.code[fast] = instr{op: opArithIf, slot: len(c.code), pred: cond.pred, args: cond.args, arith: cond.arith, fv: cond.fv}
				case cond.op == opCall && cond.pred.builtin != nil && pureTests[predKey{cond.pred.Name, cond.pred.Arity}]:
					c.code[fast] = instr{op: opTestIf, slot: len(c.code), pred: cond.pred, src: cond.src, fv: cond.fv}
				}
			}
		}},
		work{goal: cond, cut: condCut})
}

// headArg is one argument of a clause head: its template, and how clause
// selection unifies it, decoded at compile time: the kind of the template
// and, for a variable, its slot.
type headArg struct {
	t    Term
	slot int32
	// slot2 is a headPair's second variable's slot (the first's is
	// slot). It is small so that a headArg stays three words: a large
	// dynamic database holds one per fact argument.
	slot2 uint16
	kind  headKind
}

type headKind uint8

const (
	headFirst headKind = iota // a variable's first occurrence: env[slot] = argument
	headVal                   // a later occurrence: unify env[slot] with the argument
	headAtom                  // an atom: compare or bind
	headComp                  // a compound template
	headOther                 // another constant
	// headPair is a list cell template of two new variables ([H|T] in
	// app([H|T], L, [H|R])): met by a list cell, head unification only
	// copies the cell's arguments.
	headPair
	// headCons is a compound template that is a pair of a known first
	// argument and a new variable ([H|R] in app([H|T], L, [H|R])): met
	// by an unbound variable, it is built by makeCons.
	headCons
)

// headArgs converts a clause's head arguments. They are unified left to
// right, and unifying a compound sets every variable in it, so whether an
// argument is its variable's first occurrence is known here.
//
// A variable first met inside a compound that is not a pair is told new
// at run time by its empty slot, since the order in which such a compound
// is matched depends on the term it meets. Those variables get the first
// slots, and nclear, their number, is how many slots a reused environment
// must empty; every other head variable is written before it is read.
func (c *compiler) headArgs(args []Term) (head []headArg, nclear int) {
	seen := map[*Var]bool{}
	for _, a := range args {
		switch x := Deref(a).(type) {
		case *Var:
			seen[x] = true
		case *Compound:
			pair := isPairTerm(x)
			walk(x, func(t Term) bool {
				if v, ok := t.(*Var); ok && !seen[v] {
					seen[v] = true
					if !pair {
						c.slotOf(v)
					}
				}
				return true
			})
		}
	}
	nclear = c.nslots
	head = make([]headArg, len(args))
	for i, a := range args {
		// The compiler numbers slots in order of first occurrence, so a
		// variable is new here exactly when its slot is the next number.
		before := c.nslots
		t := c.headTemplate(a)
		head[i].t = t
		switch x := t.(type) {
		case *tvar:
			head[i].kind, head[i].slot = headVal, int32(x.slot)
			if x.slot >= before {
				head[i].kind = headFirst
			}
		case *tcomp:
			head[i].kind = headComp
		case *Atom:
			head[i].kind = headAtom
		default:
			head[i].kind = headOther
		}
	}
	set := make([]bool, c.nslots) // slots set by the arguments so far
	for i := range head {
		switch t := head[i].t.(type) {
		case *tvar:
			set[t.slot] = true
		case *tcomp:
			if t.pair {
				t.hstatic = true
				for k, s := range t.pslot {
					if s >= 0 {
						t.hfirst[k] = !set[s]
						set[s] = true
					}
				}
				t.hnew = t.hfirst[0] && t.hfirst[1]
				t.hcons = !t.hfirst[0] && t.hfirst[1]
				switch {
				case t.hnew && t.name == AtomDot && t.pslot[1] <= math.MaxUint16:
					head[i].kind = headPair
					head[i].slot, head[i].slot2 = t.pslot[0], uint16(t.pslot[1])
				case t.hcons:
					head[i].kind = headCons
				}
				continue
			}
			for _, v := range templateVars(t) {
				if !set[v.slot] && v.slot >= nclear {
					// isPairTerm and the templates disagree: empty
					// every head slot rather than miss one.
					nclear = len(set)
				}
				set[v.slot] = true
			}
		}
	}
	return head, nclear
}

// templateVars returns the variable occurrences of a template.
func templateVars(t *tcomp) []*tvar {
	var vars []*tvar
	stack := []*tcomp{t}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, a := range x.args {
			switch y := a.(type) {
			case *tvar:
				vars = append(vars, y)
			case *tcomp:
				stack = append(stack, y)
			}
		}
	}
	return vars
}

// isPairTerm reports whether a head argument becomes a pair template
// (see tcomp.pair): two arguments, neither a compound, not one variable
// twice.
func isPairTerm(c *Compound) bool {
	if len(c.Args) != 2 {
		return false
	}
	a, b := Deref(c.Args[0]), Deref(c.Args[1])
	_, ac := a.(*Compound)
	_, bc := b.(*Compound)
	if ac || bc {
		return false
	}
	va, ok := a.(*Var)
	return !ok || Term(va) != b
}

// compileClause compiles Head :- Body into a clause of p.
func (m *Machine) compileClause(head *Compound, headArgs []Term, body Term) (*Clause, error) {
	return m.compileClauseWith(head, headArgs, body, false, false, nil)
}

// compileClauseWith is compileClause, which with deferBody leaves a
// rule's body to compileDeferred: the clause holds its head and source
// form, and the solver compiles the body the first time it selects the
// clause (see Machine.AddClause). Unless trusted, a deferred body is
// looked over for the errors compiling it would raise. owner, if not
// nil, is the program's predicate of the clause, which the errors of the
// is/2 goals that SWI-Prolog compiles to an instruction name (see
// InlineIsVars).
func (m *Machine) compileClauseWith(head *Compound, headArgs []Term, body Term, deferBody, trusted bool, owner *Pred) (*Clause, error) {
	deferBody = deferBody && body != AtomTrue
	c := m.takeCompiler()
	defer m.giveCompiler(c)
	if deferBody && !trusted {
		if err := c.checkBody(body); err != nil {
			return nil, err
		}
	}
	if owner != nil && !deferBody {
		c.inlineIs, c.owner = InlineIsVars(headArgs, body), owner
	}
	if _, ok := Deref(body).(*Compound); ok {
		// Only a body with control constructs needs the counts.
		c.occ = m.spareOcc
		m.spareOcc = nil
		if c.occ == nil {
			c.occ = map[*Var]int{}
		}
		for _, a := range headArgs {
			countVars(a, c.occ)
		}
		countVars(body, c.occ)
	}
	cl := &Clause{}
	var nclear int
	cl.head, nclear = c.headArgs(headArgs)
	cl.nclear = int32(nclear)
	cl.eqA, cl.eqB = repeatedArgs(cl.head)
	cl.key = indexKeyOf(Deref(firstArg(headArgs)))
	cl.sig = sigOfArgs(headArgs)
	if body == AtomTrue {
		cl.rule = &factBody
		cl.nvars = int32(c.nslots)
		return cl, nil
	}
	if deferBody {
		cl.rule = &ruleBody{deferred: true, src: c.template(body, false), owned: owner != nil}
		cl.nvars = int32(c.nslots)
		return cl, nil
	}
	if controlCount(body, bigBody) > bigBody {
		c.initAllVars(body)
		c.big, c.allInit = true, true
	}
	if err := c.compileBody(body, clauseCut); err != nil {
		return nil, err
	}
	markLastCalls(c.code)
	release := c.assignFrameBlock()
	r := &ruleBody{code: c.code}
	cl.nvars = int32(c.nslots)
	r.chain = isChain(r.code)
	if !r.chain {
		// The environment is released where the body is left for the
		// last time: at a last call, or at its end.
		for k := range r.code {
			if in := &r.code[k]; in.op == opCall && in.last {
				in.freeEnv = true
			}
		}
		r.code = append(r.code, instr{op: opExit, blk: release})
	}
	for int(r.guards) < len(r.code) && r.code[r.guards].op == opArith && r.code[r.guards].pred.Name != atomIs {
		r.guards++
	}
	r.neckCut = int(r.guards) < len(r.code) && r.code[r.guards].op == opCut
	// The source form, for clause/2 and listing/1: templates again, built
	// with nil checks in a fresh environment.
	r.src = c.template(body, false)
	cl.rule = r
	_ = head
	return cl, nil
}

// takeCompiler returns a compiler for a clause: the machine's spare one,
// emptied, or a new one while the spare is in use. A program that asserts
// hundreds of thousands of clauses would otherwise make a compiler and
// its map of variables for each, garbage as soon as the clause is made.
func (m *Machine) takeCompiler() *compiler {
	c := m.spareCompiler
	if c == nil {
		return &compiler{m: m, slots: map[*Var]int{}, acyclic: true}
	}
	m.spareCompiler = nil
	return c
}

// giveCompiler keeps c as the machine's spare compiler, emptied of the
// clause it compiled. The clause keeps c.code, so the spare starts a
// slice of its own; the maps and inited are the compiler's alone. A
// compiler that grew large for a big clause is dropped rather than kept.
func (m *Machine) giveCompiler(c *compiler) {
	if len(c.slots) > 256 || len(c.occ) > 256 || cap(c.inited) > 256 {
		return
	}
	clear(c.slots)
	occ := c.occ
	if occ != nil {
		clear(occ)
	}
	*c = compiler{m: m, slots: c.slots, acyclic: true, inited: c.inited[:0]}
	m.spareOcc = occ
	m.spareCompiler = c
}

// compileDeferred compiles the body of a clause added with its body
// deferred: the clause's terms, made afresh, are compiled whole, and the
// clause takes the compiled form, whose head templates are those it had
// (the head's slots come first, in the same order). A body that does not
// compile (which a library clause's always does) becomes a call of
// throw/1 with the error, raised where the clause runs.
func (m *Machine) compileDeferred(cl *Clause) {
	head, body := m.ClauseTerms(cl)
	hc, _ := head.(*Compound)
	var args []Term
	if hc != nil {
		args = hc.Args
	}
	var owner *Pred
	if cl.rule.owned {
		owner = cl.pred
	}
	full, err := m.compileClauseWith(hc, args, body, false, false, owner)
	if err != nil {
		ball := Term(AtomFail)
		if e, ok := err.(*Exception); ok {
			ball = e.Ball
		}
		full, _ = m.compileClause(hc, args, NewCompound(Intern("throw"), ball))
	}
	cl.head, cl.rule = full.head, full.rule
	cl.nvars, cl.nclear, cl.eqA, cl.eqB = full.nvars, full.nclear, full.eqA, full.eqB
}

func firstArg(args []Term) Term {
	if len(args) == 0 {
		return nil
	}
	return args[0]
}

// compileGoal compiles a goal for a meta-call: its variables are the
// goal's own (already runtime variables), so only control slots are
// allocated.
func (m *Machine) compileGoal(goal Term) ([]instr, int, error) {
	c := &compiler{m: m, slots: map[*Var]int{}, root: goal}
	c.constVars = true
	if err := c.compileBody(goal, clauseCut); err != nil {
		return nil, 0, err
	}
	markLastCalls(c.code)
	return c.code, c.nslots, nil
}

// assignFrameBlock gives each call of the clause body that is not a last
// call its frame in a frame block: the block lives in an environment
// slot of its own. Last calls get, and assignFrameBlock returns, the
// block's reference for releasing it with the environment (index -1);
// the zero blockRef when the body has no block.
func (c *compiler) assignFrameBlock() blockRef {
	n := 0
	for k := range c.code {
		if c.code[k].op == opCall && !c.code[k].last {
			n++
		}
	}
	if n == 0 {
		return blockRef{}
	}
	slot := c.newSlot()
	release := blockRef{slot: int32(slot), index: -1, n: int32(n)}
	i := 0
	for k := range c.code {
		if in := &c.code[k]; in.op == opCall && !in.last {
			in.blk = blockRef{slot: int32(slot), index: int32(i), n: int32(n)}
			i++
		} else if in.op == opCall {
			in.blk = release
		}
	}
	return release
}

// markLastCalls sets the last flag of every call that is followed only by
// jumps to the end of code. Jumps only go forward, so following them
// ends.
func markLastCalls(code []instr) {
	// toEnd[pc]: from pc, only jumps lead to the end. Computed from the
	// end backwards, so that chains of jumps (nested disjunctions) are
	// followed once, not once per call.
	toEnd := make([]bool, len(code)+1)
	toEnd[len(code)] = true
	for pc := len(code) - 1; pc >= 0; pc-- {
		toEnd[pc] = code[pc].op == opJump && (code[pc].target >= len(code) || toEnd[code[pc].target])
	}
	for k := range code {
		if code[k].op == opCall {
			code[k].last = toEnd[k+1]
		}
	}
}

// isChain reports whether a body only runs inline arithmetic,
// unifications, cuts and if-then-else, and calls only as last calls:
// nothing can capture the environment while it may still be read, and it
// is dead once a last call's arguments are built. The choicepoint of an
// if-then-else (opMark then opTry) captures it, but that choicepoint is
// cut or popped before either branch runs, and a condition holding a call
// makes that call not a last one. A plain disjunction's choicepoint
// outlives its first branch, so it is not allowed.
func isChain(code []instr) bool {
	for k, in := range code {
		switch in.op {
		case opArith, opCut, opUnify, opArithIf, opTestIf, opMark, opCutSlot, opJump, opFail, opTrue:
		case opTry:
			if k == 0 || code[k-1].op != opMark {
				return false
			}
		case opCall:
			if !in.last {
				return false
			}
		default:
			return false
		}
	}
	return true
}
