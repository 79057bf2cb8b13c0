package wam

import (
	"fmt"
	"strings"

	"github.com/goprolog/goprolog/internal/engine"
)

// Names the compiler gives meaning to.
var (
	atomNeck   = engine.AtomNeck
	atomComma  = engine.AtomComma
	atomSemi   = engine.AtomSemicolon
	atomIf     = engine.AtomIf
	atomSoftIf = engine.AtomSoftIf
	atomNot    = engine.AtomNot
	atomCut    = engine.AtomCut
	atomTrue   = engine.AtomTrue
	atomFail   = engine.AtomFail
	atomFalse  = engine.AtomFalse

	// The compiler's own goals: X is the clause's cut barrier, X is the
	// number of choicepoints now, cut to X.
	atomCutB  = engine.Intern("$wam_cutb")
	atomLevel = engine.Intern("$wam_level")
	atomCutTo = engine.Intern("$wam_cutto")

	// '$wam_softcut'(B, L), after the condition of C *-> T ; E: the
	// construct's own choicepoint, at level B when L is B+1, no longer
	// leads to E, while the condition's alternatives stay.
	atomSoftCut = functor{engine.Intern("$wam_softcut"), 2}

	// '$unifiable'(X, Y) tests that X and Y unify, binding nothing and
	// counting no inference (library delete/3 uses it).
	atomUnifiable = engine.Intern("$unifiable")

	// '$delete_keep'(R, E, T) is R = [E|T] for library delete/3, an
	// in-line unification that counts no inference under either model.
	atomDeleteKeep = functor{engine.Intern("$delete_keep"), 3}

	// '$wam_true' is a true/0 that ends a clause body after a call: it
	// compiles to nothing, but keeps that call from being a last call
	// (see flatten).
	atomEndTrue = functor{engine.Intern("$wam_true"), 0}
)

// inline lists the goals compiled in line (no call, no inference except
// for arithmetic): their code is in compileInline.
var inline = map[functor]bool{
	{engine.AtomEqual, 2}: true, {engine.Intern(`\=`), 2}: true,
	{engine.Intern("=="), 2}: true, {engine.Intern(`\==`), 2}: true,
	{atomCutB, 1}: true, {atomLevel, 1}: true, {atomCutTo, 1}: true,
	atomSoftCut:         true,
	{atomUnifiable, 2}:  true,
	{atomFindallBag, 1}: true, {atomFindallAdd, 2}: true,
	{atomFindallCollect, 2}: true, {atomFindallCollect, 3}: true,
	{atomIncr, 2}: true, {atomCatchExit, 2}: true,
	atomMemberEnd: true, atomDeleteKeep: true,
	atomEndTrue: true,
}

// typeTests maps the type tests to their opType codes.
var typeTests = map[functor]int{
	{engine.Intern("var"), 1}: testVar, {engine.Intern("nonvar"), 1}: testNonvar,
	{engine.Intern("atom"), 1}: testAtom, {engine.Intern("integer"), 1}: testInteger,
	{engine.Intern("number"), 1}: testNumber, {engine.Intern("atomic"), 1}: testAtomic,
	{engine.Intern("compound"), 1}: testCompound, {engine.Intern("callable"), 1}: testCallable,
}

// varInfo is what the compiler knows of one clause variable.
type varInfo struct {
	occurrences int
	chunks      map[int]bool
	perm        bool
	reg         int // its register (temporary) or Y number (permanent)
	seen        bool
	fixed       bool // reg is an argument register (see keepInPlace)
}

// compiler compiles one clause.
type compiler struct {
	m       *Machine
	vars    map[*engine.Var]*varInfo
	nextReg int
	free    []int // registers released for reuse (see temp)
	code    []instr
	cells   int // heap cells the clause writes at most (see Machine.margin)
	// noFV is set for the clause of a meta-call's wrapper, whose goal
	// arguments are variables standing for the terms of the goal called:
	// none of its goals is an in-line call of clause variables (fv).
	noFV bool
	// bound holds the variables of a meta-called goal's variant that are
	// bound when it runs (see metagoal.go): a goal naming one is no
	// in-line call of variables.
	bound boundSet
}

// auxJob is a control construct waiting to become a predicate.
type auxJob struct {
	fn      functor
	clauses []engine.Term
	// noFV says the clauses come from a goal that a meta-call's wrapper
	// or a specialized meta-predicate runs (see compiler.noFV).
	noFV bool
	// bound is compiler.bound for the clauses.
	bound boundSet
	// inner says, of a control construct's clauses, that goals follow
	// the construct in the clause it is in (see Machine.innerAux).
	inner bool
}

// AddClause compiles a clause (a fact or Head :- Body) and adds it to its
// predicate.
func (m *Machine) AddClause(t engine.Term) error {
	// The clause of a meta-call's wrapper, and the control constructs in
	// it, call goals whose arguments are variables standing for the terms
	// of the goal called (see compiler.noFV).
	noFV := false
	if h, ok := engine.Deref(t).(*engine.Compound); ok && h.Name == atomNeck && len(h.Args) == 2 {
		if g, ok := engine.Deref(h.Args[0]).(*engine.Compound); ok {
			noFV = strings.HasPrefix(g.Name.Name, "$wam_call") || strings.HasPrefix(g.Name.Name, atomWamWrap)
		}
	}
	return m.addClauses(t, noFV, nil)
}

// addProgramClause compiles the clause Head :- Body of the program's
// predicate q: the errors of the is/2 goals that SWI-Prolog compiles to
// an instruction name q, as SWI-Prolog's do (see engine.InlineIsVars).
func (m *Machine) addProgramClause(q *engine.Pred, head, body engine.Term) error {
	if !q.IsLibrary() {
		var args []engine.Term
		if h, ok := engine.Deref(head).(*engine.Compound); ok {
			args = h.Args
		}
		m.inlineIs, m.inlineOwner = engine.InlineIsVars(args, body), q
		defer func() { m.inlineIs, m.inlineOwner = nil, nil }()
	}
	return m.AddClause(engine.NewCompound(atomNeck, head, body))
}

// addClauses compiles clause t, with the compiler's noFV and bound, and
// the predicates of the control constructs and meta-calls in it.
func (m *Machine) addClauses(t engine.Term, noFV bool, bound boundSet) error {
	// The boxes the code refers to stay (see Machine.keepBoxes).
	defer func() { m.setKeepBoxes(len(m.boxes)) }()
	var aux []auxJob
	if err := m.addClause(t, &aux, noFV, bound); err != nil {
		return err
	}
	for k := range aux {
		aux[k].noFV = aux[k].noFV || noFV
		aux[k].bound = bound
	}
	for len(aux) > 0 {
		j := aux[len(aux)-1]
		aux = aux[:len(aux)-1]
		// A specialized meta-predicate's goal (findall/3's, say) is
		// compiled from the clause text, where 2001's ran it as a
		// meta-call of the goal term: its variables were bound by then.
		jnoFV := j.noFV || strings.HasPrefix(j.fn.name.Name, "$wam_meta")
		for _, cl := range j.clauses {
			n := len(aux)
			m.innerAux, m.metaBody = j.inner, jnoFV
			err := m.addClause(cl, &aux, jnoFV, j.bound)
			m.innerAux, m.metaBody = false, false
			if err != nil {
				return err
			}
			for k := n; k < len(aux); k++ {
				aux[k].noFV = aux[k].noFV || jnoFV
				aux[k].bound = j.bound
			}
		}
	}
	return nil
}

// lookup returns the predicate f, making it.
func (m *Machine) lookup(f functor) *pred {
	p := m.preds[f]
	if p == nil {
		p = &pred{fn: f}
		m.preds[f] = p
	}
	return p
}

func (m *Machine) addClause(t engine.Term, aux *[]auxJob, noFV bool, bound boundSet) error {
	head, body := engine.Deref(t), engine.Term(atomTrue)
	if c, ok := head.(*engine.Compound); ok && c.Name == atomNeck && len(c.Args) == 2 {
		head, body = engine.Deref(c.Args[0]), c.Args[1]
	}
	var hargs []engine.Term
	var fn functor
	switch h := head.(type) {
	case *engine.Atom:
		fn = functor{h, 0}
	case *engine.Compound:
		fn, hargs = functor{h.Name, len(h.Args)}, h.Args
	case *engine.Var:
		return engine.InstantiationError()
	default:
		return engine.TypeError("callable", head)
	}
	goals, err := m.flatten(t, body, aux)
	if err != nil {
		return err
	}
	c := &compiler{m: m, vars: map[*engine.Var]*varInfo{}, noFV: noFV, bound: bound}
	start, err := c.clause(hargs, goals)
	if err != nil {
		return err
	}
	p := m.lookup(fn)
	key := varKey
	if len(hargs) > 0 {
		key = m.keyOfTerm(hargs[0])
	}
	pre := m.precheckOf(hargs, goals, bound, noFV)
	if m.traceCode && !m.rawCode {
		// The tracer shows the guards as goals, which run as goals.
		pre = nil
	}
	if noFV && pre != nil && pre.guard != nil {
		pre.guard.fv = false
	}
	key2 := varKey
	if len(hargs) > 0 {
		key2 = m.subKeyOfTerm(hargs[0])
	}
	p.clauses = append(p.clauses, clauseCode{start: start, key: key, key2: key2, pre: pre})
	if key2 != varKey {
		p.deep = true
	}
	p.all = append(p.all, int32(len(p.clauses)-1))
	p.byKey, p.keys, p.keyed, p.indexed, p.flat = nil, nil, nil, false, false
	m.margin = max(m.margin, c.cells)
	return nil
}

// keyOfTerm is the index key of a clause's first argument.
func (m *Machine) keyOfTerm(t engine.Term) cell {
	switch x := engine.Deref(t).(type) {
	case *engine.Atom:
		return mkAtom(m.atomIndex(x))
	case engine.Int:
		if int64(x) <= maxSmall && int64(x) >= minSmall {
			return mkInt(int64(x))
		}
	case *engine.Compound:
		if x.Name == engine.AtomDot && len(x.Args) == 2 {
			return listKey
		}
		return mkFun(m.functorIndex(functor{x.Name, len(x.Args)}))
	}
	return varKey
}

// subKeyOfTerm is the index key of the first argument of the structure
// t, or of the head of the list cell t: the key of the deep index (see
// pred.byDeep). It is varKey for a t of no arguments or that is not a
// compound, and for an argument that is a variable.
func (m *Machine) subKeyOfTerm(t engine.Term) cell {
	if x, ok := engine.Deref(t).(*engine.Compound); ok && len(x.Args) > 0 {
		return m.keyOfTerm(x.Args[0])
	}
	return varKey
}

// flatten turns a clause body into a list of goals, replacing each
// control construct by a call of a predicate of its own (added to aux),
// and each cut by a cut to the clause's barrier. It works with a stack,
// not Go recursion.
// clause is the whole clause, whose variables' occurrences control
// counts when the body holds a construct.
func (m *Machine) flatten(clause, body engine.Term, aux *[]auxJob) ([]engine.Term, error) {
	var occurrences map[*engine.Var]int
	var goals []engine.Term
	var barrier *engine.Var // the clause's cut barrier, made at its first cut
	endsInTrue := false
	cutVar := func() *engine.Var {
		if barrier == nil {
			barrier = new(engine.Var)
		}
		return barrier
	}
	stack := []engine.Term{body}
	for len(stack) > 0 {
		g := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		if t, ok := m.tracedGoal(g); ok {
			goals = append(goals, t)
			continue
		}
		switch x := g.(type) {
		case *engine.Var:
			if m.metaBody && m.limitOf == nil {
				// The engine compiles the meta-called goal when it runs,
				// with the variable bound: the goal it is bound to is
				// called in its place.
				goals = append(goals, m.engineCall(x))
				continue
			}
			goals = append(goals, m.callGoal([]engine.Term{x}))
		case *engine.Atom:
			switch x {
			case atomTrue:
				if len(stack) == 0 {
					// A true that ends the body keeps the call before it
					// from being a last call, as in SWI-Prolog, whose
					// frame stays: p :- p, true. overflows its stack.
					endsInTrue = true
				}
				continue
			case atomCut:
				goals = append(goals, engine.NewCompound(atomCutTo, cutVar()))
				continue
			case atomFalse:
				goals = append(goals, atomFail)
				continue
			case atomRepeat.name:
				goals = append(goals, m.repeatGoal())
				continue
			}
			if g, ok := m.tabledGoal(functor{x, 0}, x); ok {
				goals = append(goals, g)
				continue
			}
			goals = append(goals, x)
		case *engine.Compound:
			if len(x.Args) == 2 && x.Name == atomComma {
				stack = append(stack, x.Args[1], x.Args[0])
				continue
			}
			if control[functor{x.Name, len(x.Args)}] {
				if occurrences == nil {
					_, occurrences = varCounts(clause)
				}
				call, err := m.control(x, cutVar, aux, occurrences)
				if err != nil {
					return nil, err
				}
				(*aux)[len(*aux)-1].inner = m.innerAux || len(stack) > 0
				goals = append(goals, call)
				continue
			}
			goal, ok, err := metaGoal(x)
			if err != nil {
				goals = append(goals, m.callGoal(x.Args))
				continue
			}
			if ok {
				if m.traceCode && !m.rawCode {
					goals = append(goals, m.tracedMetaCall(x, goal, aux))
					continue
				}
				goals = append(goals, m.metaCallPredicate(x, goal, aux))
				continue
			}
			switch (functor{x.Name, len(x.Args)}) {
			case atomCatch:
				if g, ok := m.catchGoal(x, aux); ok {
					goals = append(goals, g)
					continue
				}
				return nil, errUnsupported{"catch/3 of a goal not known when compiling"}
			case atomLength:
				if g, ok := m.lengthGoal(x.Args, aux); ok {
					goals = append(goals, g)
					continue
				}
			case atomBetween:
				if g, ok := m.betweenGoal(x.Args); ok {
					goals = append(goals, g)
					continue
				}
			case atomClause:
				goals = append(goals, m.clauseGoal(x.Args))
				continue
			case atomRetract:
				if g, ok := m.retractGoal(x.Args[0]); ok {
					goals = append(goals, g)
					continue
				}
			case atomPredProp:
				goals = append(goals, m.predPropGoal(x.Args))
				continue
			case atomTblClauses:
				goals = append(goals, m.tblClausesGoal(x.Args))
				continue
			case atomApply:
				if m.Resolve != nil && m.Resolve(x.Name, 2) == ResolvedBuiltin {
					goals = append(goals, m.applyGoal(x.Args))
					continue
				}
			}
			if engineGoals[functor{x.Name, len(x.Args)}] && m.limitOf == nil && !m.traceCode &&
				m.Resolve != nil && m.Resolve(x.Name, len(x.Args)) == ResolvedEngine {
				// The engine's built-in, solved as a nested query (see
				// engineGoals).
				goals = append(goals, m.engineCall(x))
				continue
			}
			if g, ok := m.tabledGoal(functor{x.Name, len(x.Args)}, x); ok {
				goals = append(goals, g)
				continue
			}
			if m.Specialize != nil {
				if body, ok := m.Specialize(x); ok {
					if m.traceCode && !m.rawCode {
						// The library's clause, a level down.
						goals = append(goals, m.tracedOwnPredicate(x, body, aux, 1))
						continue
					}
					goals = append(goals, m.ownPredicate(x, body, aux))
					continue
				}
			}
			goals = append(goals, x)
		default:
			return nil, engine.TypeError("callable", g)
		}
	}
	if endsInTrue && len(goals) > 0 {
		if f, _ := goalFunctor(goals[len(goals)-1]); !isInline(f) {
			goals = append(goals, atomEndTrue.name)
		}
	}
	if barrier != nil {
		goals = append([]engine.Term{engine.NewCompound(atomCutB, barrier)}, goals...)
	}
	return goals, nil
}

// control makes the predicate of a disjunction, if-then-else, soft
// if-then-else or negation and returns the goal that calls it. Its
// arguments are the construct's variables that also occur outside it in
// the clause (occurrences counts them in the whole clause) and, when a
// branch cuts, the enclosing clause's barrier. A variable that occurs
// only inside the construct is a variable of its predicate's clauses:
// passing it would make a fresh variable in the caller's frame and load
// it for a call, for nothing.
func (m *Machine) control(x *engine.Compound, cutVar func() *engine.Var, aux *[]auxJob, occurrences map[*engine.Var]int) (engine.Term, error) {
	all, inside := varCounts(x)
	var vars []engine.Term
	for _, v := range all {
		if occurrences[v] > inside[v] {
			vars = append(vars, v)
		}
	}
	var outer *engine.Var
	if containsCut(x) {
		outer = cutVar()
		vars = append(vars, outer)
	}
	p, head := m.newPred("$wam_aux", vars)
	p.aux = true
	// branch is a branch's body with its cuts going to the outer clause.
	branch := func(t engine.Term) engine.Term {
		if outer == nil {
			return t
		}
		return replaceCut(t, engine.NewCompound(atomCutTo, outer))
	}
	// local is a condition's body with its cuts local to it: they cut to
	// the level at the start of the branch, the alternatives of the
	// construct itself included.
	local := func(t engine.Term, level *engine.Var) engine.Term {
		return replaceCut(t, engine.NewCompound(atomCutTo, level))
	}
	clause := func(body ...engine.Term) engine.Term {
		b := body[len(body)-1]
		for k := len(body) - 2; k >= 0; k-- {
			b = engine.NewCompound(atomComma, body[k], b)
		}
		return engine.NewCompound(atomNeck, head, b)
	}
	ite := func(cond, then, els engine.Term) []engine.Term {
		b, l := new(engine.Var), new(engine.Var)
		cls := []engine.Term{clause(engine.NewCompound(atomCutB, b), engine.NewCompound(atomLevel, l),
			local(cond, l), engine.NewCompound(atomCutTo, b), branch(then))}
		if els != nil {
			cls = append(cls, clause(branch(els)))
		}
		return cls
	}
	// softIte is ite for C *-> T ; E: each solution of the condition
	// goes on to T, and only its failure to E.
	softIte := func(cond, then, els engine.Term) []engine.Term {
		b, l := new(engine.Var), new(engine.Var)
		if els == nil {
			return []engine.Term{clause(engine.NewCompound(atomLevel, l), local(cond, l), branch(then))}
		}
		return []engine.Term{
			clause(engine.NewCompound(atomCutB, b), engine.NewCompound(atomLevel, l),
				local(cond, l), engine.NewCompound(atomSoftCut.name, b, l), branch(then)),
			clause(branch(els)),
		}
	}
	var clauses []engine.Term
	switch {
	case x.Name == atomNot:
		b, l := new(engine.Var), new(engine.Var)
		clauses = []engine.Term{
			clause(engine.NewCompound(atomCutB, b), engine.NewCompound(atomLevel, l),
				replaceCut(x.Args[0], engine.NewCompound(atomCutTo, l)), engine.NewCompound(atomCutTo, b), atomFail),
			clause(atomTrue),
		}
	case x.Name == atomIf:
		clauses = ite(x.Args[0], x.Args[1], nil)
	case x.Name == atomSoftIf:
		clauses = softIte(x.Args[0], x.Args[1], nil)
	default:
		l := engine.Deref(x.Args[0])
		if c, ok := l.(*engine.Compound); ok && c.Name == atomIf && len(c.Args) == 2 {
			clauses = ite(c.Args[0], c.Args[1], x.Args[1])
		} else if ok && c.Name == atomSoftIf && len(c.Args) == 2 {
			clauses = softIte(c.Args[0], c.Args[1], x.Args[1])
		} else {
			clauses = []engine.Term{clause(branch(x.Args[0])), clause(branch(x.Args[1]))}
		}
	}
	*aux = append(*aux, auxJob{fn: p.fn, clauses: clauses})
	return head, nil
}

// newPred makes a predicate of the compiler's own, its name made of
// prefix and a number unique in m, and returns it with the goal that
// calls it with args.
func (m *Machine) newPred(prefix string, args []engine.Term) (*pred, engine.Term) {
	name := engine.Intern(fmt.Sprintf("%s%d", prefix, len(m.preds)))
	return m.lookup(functor{name, len(args)}), goalOf(name, args)
}

// goalOf is the goal name(args...), or the atom name without arguments.
func goalOf(name *engine.Atom, args []engine.Term) engine.Term {
	if len(args) == 0 {
		return name
	}
	return engine.NewCompound(name, args...)
}

// termVars lists the variables of t in order of first occurrence.
func termVars(t engine.Term) []engine.Term {
	var out []engine.Term
	seen := map[*engine.Var]bool{}
	engine.Walk(t, func(x engine.Term) bool {
		if v, ok := x.(*engine.Var); ok && !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
		return true
	})
	return out
}

// varCounts returns the variables of t in order of first occurrence, as
// termVars does, and the number of occurrences of each.
func varCounts(t engine.Term) ([]*engine.Var, map[*engine.Var]int) {
	var vars []*engine.Var
	n := map[*engine.Var]int{}
	engine.Walk(t, func(x engine.Term) bool {
		if v, ok := x.(*engine.Var); ok {
			if n[v] == 0 {
				vars = append(vars, v)
			}
			n[v]++
		}
		return true
	})
	return vars, n
}

// containsCut says whether a goal cuts through to its clause: a cut in
// it, not inside the condition of an if-then-else or a negation.
func containsCut(t engine.Term) bool {
	stack := []engine.Term{t}
	for len(stack) > 0 {
		g := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		if g == atomCut {
			return true
		}
		c, ok := g.(*engine.Compound)
		if !ok || len(c.Args) != 2 {
			continue
		}
		switch c.Name {
		case atomComma, atomSemi:
			stack = append(stack, c.Args[0], c.Args[1])
		case atomIf, atomSoftIf:
			stack = append(stack, c.Args[1])
		}
	}
	return false
}

// replaceCut returns goal t with its cuts (those that containsCut finds)
// replaced by to. It rebuilds the control constructs above them with a
// stack: a body of a million goals is a conjunction a million deep.
func replaceCut(t engine.Term, to engine.Term) engine.Term {
	type job struct {
		c    *engine.Compound // a construct whose arguments are being rebuilt
		args []engine.Term
		next int
	}
	var out engine.Term
	// visit returns the replacement of g when it needs no rebuilding
	// below it, or pushes a job for it.
	var stack []*job
	visit := func(g engine.Term) (engine.Term, bool) {
		g = engine.Deref(g)
		if g == atomCut {
			return to, true
		}
		c, ok := g.(*engine.Compound)
		if !ok || len(c.Args) != 2 {
			return g, true
		}
		switch c.Name {
		case atomComma, atomSemi:
			stack = append(stack, &job{c: c, args: make([]engine.Term, 2)})
		case atomIf, atomSoftIf:
			stack = append(stack, &job{c: c, args: []engine.Term{c.Args[0], nil}, next: 1})
		default:
			return g, true
		}
		return nil, false
	}
	if r, done := visit(t); done {
		return r
	}
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		if j.next < 2 {
			k := j.next
			j.next++
			if r, done := visit(j.c.Args[k]); done {
				j.args[k] = r
			}
			continue
		}
		stack = stack[:len(stack)-1]
		r := engine.NewCompound(j.c.Name, j.args...)
		if len(stack) == 0 {
			out = r
			break
		}
		p := stack[len(stack)-1]
		p.args[p.next-1] = r
	}
	return out
}

// goalFunctor is the name and arity of a goal.
func goalFunctor(g engine.Term) (functor, []engine.Term) {
	switch x := g.(type) {
	case *engine.Atom:
		return functor{x, 0}, nil
	case *engine.Compound:
		return functor{x.Name, len(x.Args)}, x.Args
	}
	return functor{}, nil
}

// isInline says whether goal f runs in line.
func isInline(f functor) bool {
	if inline[f] {
		return true
	}
	if _, ok := typeTests[f]; ok {
		return true
	}
	if _, ok := arithRels[f]; ok {
		return true
	}
	return f == functor{atomFail, 0}
}
