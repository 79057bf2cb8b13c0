package wam

import (
	"cmp"
	"errors"
	"slices"

	"github.com/goprolog/goprolog/internal/engine"
)

// Bridge runs the predicates of an engine machine that the core can run
// on a core machine: static predicates whose clauses, and the clauses of
// every predicate they call, use only what the core compiles (control
// constructs, cut, unification and comparison, type tests, arithmetic).
// Everything else stays with the engine's solver.
//
// It is the engine's Native hook (see internal/engine/native.go): it puts a fast
// path in front of each such predicate, which copies the call's
// arguments onto the core's heap, runs the call there and copies the
// bindings of the call's variables back, leaving a redo in the engine
// when the call has alternatives. The answers, their order and the
// inference count are those of the clauses; the fast path hands the call
// to the clauses under the debugger, with the occurs check on, and when
// an argument has an attributed variable.
//
// A core that hands a goal to the engine (a meta-call, a built-in that
// runs goals, an arithmetic function defined in Prolog) is in the middle
// of its run, its registers and heap in use; the engine's calls of
// predicates with a fast path then run on a core of their own, one level
// up (see levels), whose heap and stacks are apart from the suspended
// one's, so that neither has to save, restore or collect the other's
// state. Past maxLevels, the calls go to the clauses.
//
// The core's code is made for one program generation: when the static
// program changes, the next call starts new core machines, while the
// queries still open on the old ones run to their end on the old code,
// as the logical update view says.
type Bridge struct {
	em *engine.Machine
	// GCStress makes the cores collect whenever the heap has grown by a
	// quarter, or by a few cells, for tests of the collector's roots:
	// what a collection frees is overwritten at once.
	GCStress bool
	// levels holds the cores of generation gen, levels[k] the one that
	// runs calls made while k cores are in the middle of a run; each is
	// made when a call first needs it. level is the level of the next
	// call: the number of cores running now.
	levels []*Machine
	level  int
	// dlevels are the cores, by level, that run traced calls, compiled
	// for tracing (see trace.go); traceable says, of each predicate
	// looked at, whether they run it, and copyTraceable whether they
	// run it on copies of the engine's terms (see traced).
	dlevels                  []*Machine
	traceable, copyTraceable map[*engine.Pred]bool
	// llevels are the cores, by level, that run calls under
	// call_with_depth_limit/3's limit, compiled for it (see
	// depthlimit.go); limitable says, of each predicate looked at,
	// whether they run it; limitLevel is the level at which the clauses
	// of the call the engine hands them next run.
	llevels    []*Machine
	limitable  map[*engine.Pred]bool
	limitLevel int
	// gen is the program generation that status and levels are for.
	gen uint64
	// status says, for each predicate looked at, whether the core runs
	// it, and callees lists what the clauses of those it runs call.
	status  map[*engine.Pred]bool
	callees map[*engine.Pred][]*engine.Pred
	// traits says what a predicate's own clauses do that eligibility
	// looks at beyond the core's language (see calls).
	traits map[*engine.Pred]trait
	// reach is what the predicates looked at do, with their callees.
	reach map[*engine.Pred]trait
	// ours holds the predicates with the bridge's fast path, and what
	// their calls cost and did.
	ours map[*engine.Pred]*callStats
	// goalPreds holds the predicates of the goals' shapes that the
	// engine meta-called, nil for a shape the engine compiles itself;
	// goalOf marks them; goalKey is the buffer of a shape's key (see
	// goalpred.go).
	goalPreds map[string]*engine.Pred
	goalOf    map[*engine.Pred]bool
	goalKey   []byte
}

// callStats is what the calls of a predicate on the core copied and
// did: the cells of the terms copied in and out, and the inferences run.
// A call pays for its copies when it does enough inferences on them: a
// predicate whose calls copy more cells than they run inferences (a
// meta-interpreter's small steps on a large state) goes back to the
// engine's clauses (see account).
type callStats struct {
	calls, cells, inferences int64
}

// accountEvery is how many calls of a predicate pass between two looks at
// what they cost; demoteRatio is the most cells copied per inference run
// that keeps a predicate on the core.
const (
	accountEvery = 256
	demoteRatio  = 1
)

// maxLevels bounds the cores running one inside another (see Bridge):
// a program that goes from core to engine and back deeper than that
// runs the rest on the engine's clauses, rather than keep a heap per
// level.
const maxLevels = 8

// Install makes em run on a core the predicates the core can run (see
// Bridge).
func Install(em *engine.Machine) *Bridge {
	b := &Bridge{em: em, ours: map[*engine.Pred]*callStats{},
		goalPreds: map[string]*engine.Pred{}, goalOf: map[*engine.Pred]bool{}}
	b.reset(em.ProgramGeneration())
	em.Hooks.Native = b.hook
	em.Hooks.RuleAdded = b.ruleAdded
	em.Hooks.NativeGoal = b.nativeGoal
	em.Hooks.DepthLimited = b.depthLimited
	return b
}

// reset forgets what was found for an older program.
func (b *Bridge) reset(gen uint64) {
	b.gen, b.levels, b.dlevels, b.llevels = gen, nil, nil, nil
	b.traceable, b.copyTraceable = map[*engine.Pred]bool{}, map[*engine.Pred]bool{}
	b.limitable = map[*engine.Pred]bool{}
	b.status = map[*engine.Pred]bool{}
	b.callees = map[*engine.Pred][]*engine.Pred{}
	b.traits = map[*engine.Pred]trait{}
	b.reach = map[*engine.Pred]trait{}
}

// trait is what a predicate's clauses do: meta-calls of goals known only
// at run time, and effects (output, database changes) that a run on the
// engine could not take back.
type trait uint8

const (
	metaCalls trait = 1 << iota
	effects
)

// hook is the engine's Native hook: it puts the bridge's fast path in
// front of p, or takes it away, as the program now says.
func (b *Bridge) hook(em *engine.Machine, p *engine.Pred) {
	if g := em.ProgramGeneration(); g != b.gen {
		b.reset(g)
	}
	if _, ok := b.ours[p]; ok {
		// The program changed: the predicate may have left the core's
		// language, or have been taken back to its clauses by account.
		p.SetFastPath(nil)
		delete(b.ours, p)
	}
	// A predicate with a fast path of its own (library append/3) keeps
	// it: the core runs its clauses when another predicate calls it.
	// A table of facts (see facts.go) is looked up by the engine
	// whoever calls it: a fast path would only copy.
	if p.HasFastPath() || p.IsForeign() || p.IsTabled() || p.IsDynamic() || !b.eligible(p) {
		return
	}
	st := new(callStats)
	p.SetFastPath(b.fastPath(p, st))
	b.ours[p] = st
}

// account adds a call's copies and inferences to st, and takes p back to
// its clauses when its calls copy more than they run (see callStats).
// The predicate stays with the clauses until the program changes.
func (b *Bridge) account(p *engine.Pred, st *callStats, cells, inferences int64) {
	st.calls++
	st.cells += cells
	st.inferences += inferences
	if st.calls%accountEvery == 0 && st.cells > demoteRatio*st.inferences {
		p.SetFastPath(nil)
	}
}

// walkCalls finds the predicates that p reaches through the calls of
// their clauses, stopping at those whose status known holds: calls
// returns a predicate's callees, or false when the predicate cannot
// run, and the callees are recorded in callees. It returns the
// predicates found, p first, and those that cannot run (bad), the known
// ones as their status says.
func walkCalls(p *engine.Pred, known map[*engine.Pred]bool, calls func(*engine.Pred) ([]*engine.Pred, bool), callees map[*engine.Pred][]*engine.Pred) (found []*engine.Pred, bad map[*engine.Pred]bool) {
	bad = map[*engine.Pred]bool{}
	seen := map[*engine.Pred]bool{p: true}
	for stack := []*engine.Pred{p}; len(stack) > 0; {
		q := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		found = append(found, q)
		if s, ok := known[q]; ok {
			bad[q] = !s
			continue
		}
		cs, ok := calls(q)
		if !ok {
			bad[q] = true
			continue
		}
		callees[q] = cs
		for _, c := range cs {
			if !seen[c] {
				seen[c] = true
				stack = append(stack, c)
			}
		}
	}
	return found, bad
}

// spreadBad marks bad each predicate of found that calls a bad one,
// directly or not: what a callee cannot do, its caller cannot.
func spreadBad(found []*engine.Pred, bad map[*engine.Pred]bool, callees map[*engine.Pred][]*engine.Pred) {
	for changed := true; changed; {
		changed = false
		for _, q := range found {
			if !bad[q] && slices.ContainsFunc(callees[q], func(c *engine.Pred) bool { return bad[c] }) {
				bad[q] = true
				changed = true
			}
		}
	}
}

// closedUnder reports whether p, and every predicate its clauses call
// directly or not, pass calls (which returns a predicate's callees, or
// false when it does not pass), and records the answer for each
// predicate it looked at in known.
func closedUnder(p *engine.Pred, known map[*engine.Pred]bool, calls func(*engine.Pred) ([]*engine.Pred, bool)) bool {
	if s, ok := known[p]; ok {
		return s
	}
	callees := map[*engine.Pred][]*engine.Pred{}
	found, bad := walkCalls(p, known, calls, callees)
	spreadBad(found, bad, callees)
	for _, q := range found {
		known[q] = !bad[q]
	}
	return known[p]
}

// eligible reports whether the core runs p: whether p, and every
// predicate its clauses call directly or not, are static predicates
// defined by clauses in the core's language. A predicate of a cycle of
// calls is eligible when the whole cycle is.
func (b *Bridge) eligible(p *engine.Pred) bool {
	if s, ok := b.status[p]; ok {
		return s
	}
	found, bad := walkCalls(p, b.status, b.calls, b.callees)
	// What the callees do, the caller does. A call that meets a goal
	// for the engine (a meta-call) is handed back to the engine whole
	// when it meets one before any effect (see fastPath), and has the
	// engine solve it as a nested query after one (see callEngine),
	// whose calls of predicates the core runs run on a core one level
	// up; the nested query works on copies of the goal's terms: when
	// the program uses CLP(FD), whose attributes a copy does not carry
	// back, nothing that both meta-calls and has effects runs on the
	// core.
	reach := map[*engine.Pred]trait{}
	for _, q := range found {
		if _, ok := b.status[q]; ok {
			reach[q] = b.reach[q]
		} else {
			reach[q] = b.traits[q]
		}
	}
	for changed := true; changed; {
		changed = false
		for _, q := range found {
			for _, c := range b.callees[q] {
				if t := reach[q] | reach[c] | b.traits[c]; t != reach[q] {
					reach[q] = t
					changed = true
				}
			}
		}
	}
	for _, q := range found {
		b.reach[q] = reach[q]
		if reach[q] == metaCalls|effects && b.em.EngineOnlyAttributes() {
			bad[q] = true
		}
	}
	spreadBad(found, bad, b.callees)
	for _, q := range found {
		b.status[q] = !bad[q]
	}
	return b.status[p]
}

// calls returns the predicates that p's clauses call, and false when p is
// not a predicate with clauses, static or dynamic, or a clause has a goal
// outside the core's language. A dynamic predicate that holds no clause
// calls nothing.
func (b *Bridge) calls(p *engine.Pred) ([]*engine.Pred, bool) {
	if factTable(p) || p.IsDynamic() && p.NumberOfClauses() == 0 && !p.IsTabled() && !p.IsForeign() {
		return nil, true
	}
	if p.IsForeign() || p.IsTabled() && p.IsDynamic() || p.NumberOfClauses() == 0 {
		return nil, false
	}
	var out []*engine.Pred
	for _, cl := range p.Clauses() {
		var ok bool
		if out, ok = b.clauseCalls(p, cl, out); !ok {
			return nil, false
		}
	}
	return out, true
}

// clauseCalls adds to out the predicates that clause cl of p calls, and
// to b.traits[p] what it does, or returns false when it has a goal
// outside the core's language (see coreCalls).
func (b *Bridge) clauseCalls(p *engine.Pred, cl *engine.Clause, out []*engine.Pred) ([]*engine.Pred, bool) {
	if cl.IsFact() {
		// Its body true calls nothing: the terms of a table of facts
		// are not made.
		return out, true
	}
	_, body := b.em.ClauseTerms(cl)
	c := &coreCalls{b: b, p: p, out: out}
	if _, ok := walkBody(body, c, false); !ok {
		return nil, false
	}
	return c.out, true
}

// ruleAdded is the engine's RuleAdded hook: a rule added to a dynamic
// predicate that the core may run changes the program when it calls what
// the core cannot run, or does or reaches what the predicate did not
// (output, database changes, meta-calls), since what the bridge found
// for its callers may not hold then. Otherwise the core compiles it at
// the predicate's next call (see dynamic.go).
func (b *Bridge) ruleAdded(em *engine.Machine, p *engine.Pred, c *engine.Clause) bool {
	if em.ProgramGeneration() != b.gen {
		return false // everything is looked at again
	}
	if b.traceable[p] {
		// The rule may call what traced code does not run.
		clear(b.traceable)
		clear(b.copyTraceable)
	}
	if ok, known := b.status[p]; !known || !ok {
		return false // nothing found depends on p running on the core
	}
	before := b.traits[p]
	cs, ok := b.clauseCalls(p, c, nil)
	if !ok || b.traits[p] != before {
		return true
	}
	for _, q := range cs {
		if !b.eligible(q) || (b.reach[q]|b.traits[q])&^b.reach[p] != 0 {
			return true
		}
	}
	b.callees[p] = append(b.callees[p], cs...)
	return false
}

// dynamicSource is core m's DynamicSource: the engine's database.
type dynamicSource struct {
	b *Bridge
	m *Machine
}

func (d dynamicSource) Clauses(q *engine.Pred) []*engine.Clause {
	return d.b.em.VisibleClauses(q, nil)
}

func (d dynamicSource) Terms(c *engine.Clause) (head, body engine.Term) {
	return d.b.em.ClauseTerms(c)
}

func (d dynamicSource) Lookup(name *engine.Atom, arity int) *engine.Pred {
	q := d.b.em.Lookup(name, arity)
	if q == nil || !q.IsDynamic() || q.IsForeign() || q.IsTabled() {
		return nil
	}
	return q
}

func (d dynamicSource) Callees(q *engine.Pred, c *engine.Clause) error {
	cs, _ := d.b.clauseCalls(q, c, nil)
	for _, r := range cs {
		if _, err := d.b.entry(d.m, r); err != nil {
			return err
		}
	}
	return nil
}

// retractsFact reports whether retract(t) is of a fact of a table of
// facts, which the core retracts itself (see facts.go).
func (b *Bridge) retractsFact(t engine.Term) bool {
	name, arity, ok := engine.Functor(engine.Deref(t))
	if !ok || name == atomNeck && arity == 2 {
		return false
	}
	q := b.em.Lookup(name, arity)
	return q != nil && factTable(q)
}

// factTable reports whether p is a dynamic predicate to which no rule
// was ever added, whose calls the core looks up itself (see facts.go).
func factTable(p *engine.Pred) bool {
	return p.IsDynamic() && !p.HasRules() && !p.IsTabled() && !p.IsForeign()
}

// coreBuiltin reports whether the core runs a goal of f itself: in line,
// as a type test or arithmetic, or as one of the engine's built-ins it
// calls (foreignBuiltins).
func (b *Bridge) coreBuiltin(f functor) bool {
	switch {
	case f.arity == 0 && (f.name == atomTrue || f.name == atomFail || f.name == atomFalse):
		return true
	case inline[f] && f.name != atomCutB && f.name != atomLevel && f.name != atomCutTo:
		return true
	case f == atomRepeat:
		return b.isForeign(f) // see repeat.go
	case f == atomTblClauses:
		return b.isForeign(f) // see tabling.go
	case f == atomApply:
		return b.isForeign(f) // see apply.go
	}
	if _, ok := typeTests[f]; ok {
		return true
	}
	if _, ok := arithRels[f]; ok {
		return true
	}
	if _, ok := foreignBuiltins[f]; ok {
		return b.isForeign(f)
	}
	return b.anyForeign(f)
}

// compiledBuiltin reports whether the core compiles goals of f itself
// (clause/2, predicate_property/2 and repeat/0 have instructions of their
// own), or calls the built-in as one of foreignBuiltins.
func compiledBuiltin(f functor) bool {
	_, listed := foreignBuiltins[f]
	_, test := typeTests[f]
	_, rel := arithRels[f]
	return listed || test || rel || inline[f] || f == atomClause || f == atomPredProp || f == atomRepeat || f == atomTblClauses || f == atomApply
}

// anyForeign reports whether f is a built-in of the engine that the core
// calls without knowing whether it is deterministic: any built-in that
// the solver need not call itself (see engine.Pred.IsSolverOnly).
func (b *Bridge) anyForeign(f functor) bool {
	q := b.em.Lookup(f.name, f.arity)
	return q != nil && q.IsForeign() && !q.IsSolverOnly() && !q.HasFastPath()
}

// keepsHostState reports whether f is a built-in that keeps state about
// its host's variables (engine.Pred.KeepsHostState).
func (b *Bridge) keepsHostState(f functor) bool {
	q := b.em.Lookup(f.name, f.arity)
	return q != nil && q.KeepsHostState()
}

// isForeign reports whether the engine defines f as a built-in.
func (b *Bridge) isForeign(f functor) bool {
	q := b.em.Lookup(f.name, f.arity)
	return q != nil && q.IsForeign()
}

// resolve is core m's Resolve: the goals of a predicate the core may
// run have it compiled into m; those of a built-in the core runs are run
// by a wrapper clause; the engine solves the rest.
func (b *Bridge) resolve(m *Machine, name *engine.Atom, arity int) Resolution {
	f := functor{name, arity}
	if f == atomApply && m.tracing() {
		// The engine traces apply/2 and its goal, as it calls them.
		return ResolvedEngine
	}
	if b.coreBuiltin(f) {
		return ResolvedBuiltin
	}
	q := b.em.Lookup(name, arity)
	if q != nil && q.WorksOnOriginals() {
		if q.IsForeign() && nativeOf(f) >= 0 {
			return ResolvedBuiltin // on the heap (see setarg3)
		}
		return ResolvedOnOriginals
	}
	if undefined(q) {
		return ResolvedUndefined
	}
	if q.IsForeign() || !b.eligible(q) || m.tracing() && !b.traced(q) {
		// The engine traces what traced code does not run.
		return ResolvedEngine
	}
	if _, err := b.entry(m, q); err != nil {
		return ResolvedEngine
	}
	if q.IsTabled() {
		// A goal of q calls the tabling driver, which runs q's clauses.
		tc := b.em.Lookup(atomTblCall, 1)
		if tc == nil || !b.eligible(tc) {
			return ResolvedEngine
		}
		if _, err := b.entry(m, tc); err != nil {
			return ResolvedEngine
		}
		return ResolvedTabled
	}
	return ResolvedPredicate
}

// clauseTable is the core's ClauseTable: the clauses of a static
// predicate defined by clauses, which clause/2 may read (the engine's
// clause/2 raises permission errors on built-ins and ISO predicates).
func (b *Bridge) clauseTable(name *engine.Atom, arity int) ([][2]engine.Term, bool) {
	q := b.em.Lookup(name, arity)
	if q == nil || q.IsForeign() || q.IsISO() || q.IsDynamic() || q.IsTabled() || q.NumberOfClauses() == 0 {
		return nil, false
	}
	var out [][2]engine.Term
	for _, cl := range q.Clauses() {
		h, body := b.em.ClauseTerms(cl)
		out = append(out, [2]engine.Term{h, body})
	}
	return out, true
}

// clauseAccess is the core's ClauseAccess, as the engine's clause/2
// decides what it may read.
func (b *Bridge) clauseAccess(name *engine.Atom, arity int) ClauseAccess {
	q := b.em.Lookup(name, arity)
	switch {
	case q == nil || !q.IsForeign() && !q.IsISO() && q.NumberOfClauses() == 0:
		return ClausesNone
	case q.IsForeign() || q.IsISO():
		return ClausesPrivate
	}
	return ClausesRead
}

// atomMember is library member/2.
var atomMember = functor{engine.Intern("member"), 2}

// atomFreeVariableSet is the helper with which bagof/3's clause takes
// its goal's V^ prefixes off, and atomDCGBody the one with which
// phrase/3's translates its grammar body.
var (
	atomFreeVariableSet = functor{engine.Intern("$free_variable_set"), 3}
	atomDCGBody         = functor{engine.Intern("$dcg_body"), 4}
)

// specialize is the core's Specialize: for a call of one of the library's
// meta-predicates (those of goalArgs), defined as the library defines it
// (one clause, its head's arguments distinct variables), it returns the
// clause's body with the call's arguments in place of those variables.
// The clauses of bagof/3 and phrase/3 make the goal they call at run
// time, from their argument ('$free_variable_set' takes the V^ prefixes
// off, '$dcg_body' translates a grammar body): when the call spells that
// argument out, the goal is made here too, and the body calls it spelled
// out. bagof/3's helper still runs when the call runs, for the witness
// it makes of the bindings then; phrase/3's is left out, as the goal it
// would make is the one made here, and its call counts no inference.
func (b *Bridge) specialize(goal engine.Term) (engine.Term, bool) {
	c, ok := goal.(*engine.Compound)
	if !ok || goalArgs[functor{c.Name, len(c.Args)}] == nil {
		return nil, false
	}
	p := b.em.Lookup(c.Name, len(c.Args))
	if p == nil || p.IsForeign() || p.IsDynamic() || p.NumberOfClauses() != 1 {
		return nil, false
	}
	h, body := b.em.ClauseTerms(p.Clauses()[0])
	subst := map[*engine.Var]engine.Term{}
	for k, a := range engine.Deref(h).(*engine.Compound).Args {
		v, ok := engine.Deref(a).(*engine.Var)
		if !ok || subst[v] != nil {
			return nil, false
		}
		subst[v] = c.Args[k]
	}
	if h, ok := conjunct(body, atomFreeVariableSet); ok {
		b.strippedGoal(h, subst)
	} else if h, ok := conjunct(body, atomDCGBody); ok && b.translatedGoal(h, subst) {
		body = withTrue(body, h)
	}
	return b.em.CopyWith(body, subst), true
}

// withTrue returns body, a clause body, with its goal g, one of its top
// conjunction's, replaced by true.
func withTrue(body engine.Term, g *engine.Compound) engine.Term {
	c, ok := engine.Deref(body).(*engine.Compound)
	switch {
	case !ok:
		return body
	case c == g:
		return engine.AtomTrue
	case c.Name == atomComma && len(c.Args) == 2:
		return engine.NewCompound(atomComma, withTrue(c.Args[0], g), withTrue(c.Args[1], g))
	}
	return body
}

// strippedGoal adds to subst the goal that bagof/3's helper
// '$free_variable_set'(Templ^Goal0, Goal, Witness) makes, Goal0 without
// its V^ and M: prefixes (engine.SplitBagofTerm), when the call spells
// Goal0 out.
func (b *Bridge) strippedGoal(helper *engine.Compound, subst map[*engine.Var]engine.Term) {
	v, isVar := engine.Deref(helper.Args[1]).(*engine.Var)
	tg, isTG := engine.Deref(helper.Args[0]).(*engine.Compound)
	if !isVar || subst[v] != nil || !isTG || tg.Name != engine.AtomCaret || len(tg.Args) != 2 {
		return
	}
	if g0, ok := engine.Deref(tg.Args[1]).(*engine.Var); ok && subst[g0] != nil {
		_, module, qualified, g := engine.SplitBagofTerm(subst[g0], nil)
		if !staticGoal(g) {
			return
		}
		if qualified {
			g = engine.NewCompound(engine.AtomColon, module, g)
		}
		subst[v] = g
	}
}

// translatedGoal adds to subst the goal that phrase/3's helper
// '$dcg_body'(Body, S0, S, Goal) makes, Body translated with the
// list arguments S0 and S, when the call spells Body out (the engine's
// helper translates it), and reports whether it did.
func (b *Bridge) translatedGoal(helper *engine.Compound, subst map[*engine.Var]engine.Term) bool {
	var vs [4]*engine.Var
	for k, a := range helper.Args {
		v, ok := engine.Deref(a).(*engine.Var)
		if !ok || (k > 0) == (subst[v] != nil) {
			return false
		}
		vs[k] = v
	}
	body := subst[vs[0]]
	p := b.em.Lookup(atomDCGBody.name, atomDCGBody.arity)
	if !staticGoal(body) || p == nil || !p.IsForeign() {
		return false
	}
	s0, s, g := b.em.NewVar(), b.em.NewVar(), b.em.NewVar()
	if ok, err := b.em.CallBuiltin(p, []engine.Term{body, s0, s, g}); !ok || err != nil {
		return false
	}
	subst[vs[1]], subst[vs[2]], subst[vs[3]] = s0, s, engine.Deref(g)
	return true
}

// conjunct returns the first goal of functor f among the goals of a
// clause body's top conjunction.
func conjunct(body engine.Term, f functor) (*engine.Compound, bool) {
	for stack := []engine.Term{body}; len(stack) > 0; {
		c, ok := engine.Deref(stack[len(stack)-1]).(*engine.Compound)
		stack = stack[:len(stack)-1]
		switch {
		case !ok:
		case c.Name == atomComma && len(c.Args) == 2:
			stack = append(stack, c.Args[1], c.Args[0])
		case c.Name == f.name && len(c.Args) == f.arity:
			return c, true
		}
	}
	return nil, false
}

// foreignBuiltins are the engine's built-ins that clauses on the core may
// call. Those listed here are deterministic ones, which neither leave
// choicepoints nor run goals after they return: the core copies their
// arguments out of its heap and the bindings back (see
// Machine.callForeign), so they suit output and conversions on small
// terms, not list walking. The natives that the core decides on the heap
// entirely, errors and redos included (natives.go), are added to them.
var foreignBuiltins = func() map[functor]foreignKind {
	fs := map[functor]foreignKind{}
	for _, pi := range []struct {
		name  string
		arity int
		kind  foreignKind
	}{
		{"format", 1, output}, {"format", 2, output}, {"format", 3, output},
		{"write", 1, output}, {"write", 2, output}, {"writeln", 1, output}, {"writeln", 2, output},
		{"print", 1, output}, {"writeq", 1, output}, {"writeq", 2, output},
		{"write_canonical", 1, output}, {"write_canonical", 2, output},
		{"nl", 0, output}, {"nl", 1, output}, {"tab", 1, output}, {"tab", 2, output},
		{"put_char", 1, output}, {"put_char", 2, output},
		{"term_to_atom", 2, binding}, {"=..", 2, binding},
		{"msort", 2, binding}, {"sort", 2, binding}, {"sort", 4, binding}, {"keysort", 2, binding},
		{"succ", 2, binding}, {"plus", 3, binding}, {"numbervars", 3, binding},
		{"compare", 3, binding}, {"?=", 2, binding},
		{"@<", 2, binding}, {"@>", 2, binding}, {"@=<", 2, binding}, {"@>=", 2, binding},
		// length/2 and between/3 may enumerate: the core runs them
		// itself (length.go, between.go), and calls the built-ins for
		// their errors.
		{"length", 2, binding}, {"between", 3, binding},
		{"throw", 1, binding}, {"$lists_type_check", 3, binding},
		{"$skip_list", 3, binding}, {"$seek_list", 4, binding},
		{"nb_getval", 2, binding}, {"b_getval", 2, binding}, {"nb_setval", 2, effect}, {"b_setval", 2, binding},
		{"$bagof_groups", 2, binding}, {"$module_goal", 3, binding}, {"$btree_find_node", 5, binding},
		{"$output_to_begin", 3, effect}, {"$output_to_restore", 1, effect},
		{"assert", 1, effect}, {"asserta", 1, effect}, {"assertz", 1, effect}, {"retractall", 1, effect},
		// Tabling's built-ins (see tabling.go).
		{"$tbl_lookup", 3, effect}, {"$tbl_add", 2, effect}, {"$tbl_push", 1, effect},
		{"$tbl_iteration", 1, effect}, {"$tbl_changed", 1, binding}, {"$tbl_pop", 1, effect},
		{"$tbl_abandon", 1, effect},
	} {
		fs[functor{engine.Intern(pi.name), pi.arity}] = pi.kind
	}
	for _, n := range natives {
		if n.heap != nil {
			fs[n.fn] = binding
		}
	}
	return fs
}()

// foreignKind says whether a foreign built-in may bind its arguments'
// variables (binding), only writes them (output), or changes the
// database or global variables (effect).
type foreignKind uint8

const (
	binding foreignKind = iota
	output
	effect
)

// control holds the control constructs the core compiles, whose
// arguments are goals.
var control = map[functor]bool{
	{atomComma, 2}: true, {atomSemi, 2}: true, {atomIf, 2}: true, {atomSoftIf, 2}: true,
	{atomNot, 1}: true,
}

// redefined calls p, a built-in that the program redefined after the
// code that calls it was compiled (assertz(succ(a, b)), succ(a, X)): the
// call goes to p's clauses, as a nested engine query, whose alternatives
// are returned for the core to keep. The call's inference is the core's.
func (b *Bridge) redefined(p *engine.Pred, args []engine.Term) (bool, EngineQuery, error) {
	var goal engine.Term = p.Name
	if len(args) > 0 {
		goal = engine.NewCompound(p.Name, args...)
	}
	if p.CountsInference() {
		b.em.Inferences--
	}
	b.em.NoteNested(goal)
	q := nestedQuery{b.em.Solve(goal)}
	ok, err := q.Next()
	if err != nil || !ok {
		q.Close()
		return false, nil, err
	}
	if !q.HasAlternatives() {
		q.Close()
		return true, nil, nil
	}
	return true, q, nil
}

// machine returns the core of the current program at the given level,
// made when first needed.
func (b *Bridge) machine(level int) *Machine {
	return levelMachine(&b.levels, level, func() *Machine {
		m := b.newMachine(level, false)
		m.DepthLimitCall = b.depthLimitCall
		return m
	})
}

// debugMachine returns the core compiled for tracing at the given level,
// made when first needed.
func (b *Bridge) debugMachine(level int) *Machine {
	return levelMachine(&b.dlevels, level, func() *Machine { return b.newMachine(level, true) })
}

// levelMachine returns (*cores)[level], made by newCore when first needed:
// the cores of one kind, one per level of nested runs.
func levelMachine(cores *[]*Machine, level int, newCore func() *Machine) *Machine {
	for len(*cores) <= level {
		*cores = append(*cores, nil)
	}
	if (*cores)[level] == nil {
		(*cores)[level] = newCore()
	}
	return (*cores)[level]
}

// newMachine makes a core of the current program at the given level,
// compiled for tracing when debug is set.
func (b *Bridge) newMachine(level int, debug bool) *Machine {
	em := b.em
	m := New()
	if debug {
		m.traceCode, m.Debugger = true, em
		m.traceCodeInit()
	}
	m.level = level
	if b.GCStress {
		m.gcStress, m.gcAt = true, 0
	}
	m.Generation, m.gen = em.ProgramGeneration, em.ProgramGeneration()
	m.Costs = &em.Costs
	m.NewVar = em.NewVar
	m.Check = func() error {
		em.Inferences = m.Inferences
		return em.Check()
	}
	m.StackLimit = em.MemoryLimit
	m.Foreign = em.CallBuiltin
	m.PassUndo = em.TrailUndo
	m.Arith, m.ArithEngine = em.Hooks.Arithmetic, em
	m.CharClass = em.Hooks.CharClass
	if f := em.Hooks.FormatText; f != nil {
		m.FormatText = func(format, args engine.Term) (string, error) { return f(em, format, args) }
	}
	m.CaughtBall = func(goal func() engine.Term, ball engine.Term) engine.Term {
		if f := em.Hooks.CaughtBall; f != nil {
			return f(em, goal, ball)
		}
		return ball
	}
	m.Output = func(text string) error { return em.Out.Emit(text) }
	m.SetFlags(&em.Flags)
	m.Unknown = func(name *engine.Atom, arity int) (bool, error) {
		switch q := em.Lookup(name, arity); {
		case !undefined(q):
			return true, nil
		case q != nil && q.IsDefined():
			return false, nil
		}
		return false, em.Unknown(name, arity)
	}
	m.Globals = em.Globals
	m.Specialize = b.specialize
	m.Resolve = func(name *engine.Atom, arity int) Resolution { return b.resolve(m, name, arity) }
	m.ClauseTable = b.clauseTable
	m.ClauseAccess = b.clauseAccess
	m.Solve = func(goal engine.Term) EngineQuery {
		em.NoteNested(goal)
		if debug {
			// The engine traces the goals it solves for a traced run
			// at the depth the run is at.
			return nestedQuery{em.SolveAt(goal, int(m.tdepth))}
		}
		return nestedQuery{em.Solve(goal)}
	}
	m.Facts = em
	m.Dynamic = dynamicSource{b, m}
	m.FactTable = func(name *engine.Atom, arity int) *engine.Pred {
		if q := em.Lookup(name, arity); q != nil && factTable(q) {
			return q
		}
		return nil
	}
	m.StaticFacts = func(name *engine.Atom, arity int) *engine.Pred {
		if q := em.Lookup(name, arity); q != nil && staticFactTable(q) {
			return q
		}
		return nil
	}
	m.SyncInferences = func(n int64) { em.Inferences = n }
	m.EngineInferences = func() int64 { return em.Inferences }
	if p := em.Lookup(atomPredProp.name, 2); p != nil && p.IsForeign() {
		m.SetForeign(p, false)
	}
	if p := em.Lookup(atomApply.name, 2); p != nil && p.IsForeign() {
		m.ApplyBuiltin = p
	}
	for f := range arithRels {
		if p := em.Lookup(f.name, f.arity); p != nil && p.IsForeign() {
			m.SetForeign(p, false)
		}
	}
	em.Preds(func(p *engine.Pred) {
		if f := (functor{p.Name, p.Arity}); b.anyForeign(f) && !compiledBuiltin(f) {
			m.SetAnyForeign(p)
		} else if p.IsForeign() && p.WorksOnOriginals() && nativeOf(f) >= 0 {
			m.SetForeign(p, false) // for a goal known at run time (see resolve)
		}
	})
	m.Halting = em.Halting
	m.Tables, m.TablesOwner = em.Hooks.Tables, em
	m.ModuleCall = func(module, name *engine.Atom, arity int) (*engine.Atom, bool) {
		if em.Hooks.Modules == nil {
			// No file defined a module: a goal is called as it is, but a
			// qualified one, whose qualifiers the built-in strips, and
			// one of a predicate nothing defines, whose error the
			// built-in makes name the module.
			if name == engine.AtomColon && arity == 2 {
				return nil, false
			}
			q := em.Lookup(name, arity)
			return nil, q != nil && q.IsDefined() || module == engine.AtomUser || module.Name == "system"
		}
		return em.Hooks.Modules.ResolveCall(em, module, name, arity)
	}
	m.Tabled = func(name *engine.Atom, arity int) bool {
		q := em.Lookup(name, arity)
		return q != nil && q.IsTabled()
	}
	m.ForeignRedo = func(h engine.ForeignHost, p *engine.Pred, args []engine.Term) (bool, EngineQuery, error) {
		if !p.IsForeign() {
			return b.redefined(p, args)
		}
		ok, more, err := em.CallForeignFrom(h, p, args)
		if more == nil {
			return ok, nil, err
		}
		return ok, more, err
	}
	for f, kind := range foreignBuiltins {
		if p := em.Lookup(f.name, f.arity); p != nil && p.IsForeign() {
			m.SetForeign(p, kind == output)
			if kind != binding {
				m.SetEffect(p)
			}
		}
	}
	// The engine bounds its continuation chain by MaxDepth frames; a
	// frame of the core is a few cells.
	m.MaxStack = em.MaxDepth * 8
	return m
}

// entry returns m's predicate for p, compiling p and what it calls first
// if needed.
func (b *Bridge) entry(m *Machine, p *engine.Pred) (*pred, error) {
	fn := functor{p.Name, p.Arity}
	if wp := m.preds[fn]; wp != nil && len(wp.clauses) > 0 {
		return wp, nil
	}
	seen := map[*engine.Pred]bool{p: true}
	for stack := []*engine.Pred{p}; len(stack) > 0; {
		q := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if wq := m.preds[functor{q.Name, q.Arity}]; wq != nil && len(wq.clauses) > 0 {
			continue
		}
		if static := staticFactTable(q); static || factTable(q) {
			var p *pred
			if static {
				p = m.staticFactsPred(q)
			} else {
				p = m.factsPred(q)
			}
			if m.limitOf != nil {
				// Under a depth limit, a call of the table is a level
				// (see limitEnter).
				p.tr = &traceInfo{fn: p.fn, down: 1}
			}
			m.traceAs(p, q)
			continue
		}
		if q.IsDynamic() {
			m.traceAs(m.dynamicPred(q), q)
			for _, c := range b.callees[q] {
				if !seen[c] {
					seen[c] = true
					stack = append(stack, c)
				}
			}
			continue
		}
		if b.member2001(q) && !m.traceCode {
			if err := m.addMember2001(); err != nil {
				return nil, err
			}
			continue
		}
		a := q.SigArg()
		var sigs []uint64
		for _, cl := range q.Clauses() {
			h, body := b.em.ClauseTerms(cl)
			if m.limitOf != nil {
				var ok bool
				if body, ok = b.limitBody(m, h, body); !ok {
					return nil, errUnsupported{"a clause whose levels the core does not count"}
				}
			}
			if err := m.addProgramClause(q, h, body); err != nil {
				return nil, err
			}
			if a > 0 {
				sigs = append(sigs, engine.SigOf(engine.Deref(h).(*engine.Compound).Args[a]))
			}
		}
		m.lookup(functor{q.Name, q.Arity}).uncounted = !q.CountsInference()
		if a > 0 {
			m.SetSignature(q.Name, q.Arity, a, sigs)
		}
		if wq := m.preds[functor{q.Name, q.Arity}]; wq != nil {
			wq.src, wq.srcStamp = q, q.Changes()
			m.traceAs(wq, q)
		}
		for _, c := range b.callees[q] {
			if !seen[c] {
				seen[c] = true
				stack = append(stack, c)
			}
		}
	}
	return m.preds[fn], nil
}

// member2001 says whether the core runs p, the library's member/2, at
// the cost of its 2001 clauses (see member2001.go).
func (b *Bridge) member2001(p *engine.Pred) bool {
	return b.em.Model == engine.ModelSWI2001 && p.Name == atomMember.name && p.Arity == 2 && p.IsLibrary()
}

// fastPath returns the fast path that runs p on the core.
func (b *Bridge) fastPath(p *engine.Pred, st *callStats) engine.Builtin {
	return func(em *engine.Machine, args []engine.Term) (bool, error) {
		if b.level >= maxLevels || em.Debug && (em.Tracer == nil || !b.tracedEntry(p, args)) {
			return b.clauses(em, p, args)
		}
		core := b.machine
		switch {
		case em.Debug:
			core = b.debugMachine
		case em.DepthLimit().On:
			// The engine asked depthLimited first.
			core = b.limitMachine
		}
		m := core(b.level)
		wp, err := b.entry(m, p)
		if err != nil {
			return b.clauses(em, p, args)
		}
		b.closeDead(m)
		q, ok := openCall(m, wp, args)
		if !ok {
			// An attributed variable: binding it must wake its goals,
			// which the engine does.
			return b.clauses(em, p, args)
		}
		q.callCounted = p.CountsInference()
		q.outer = em.ChoiceCount() > 0
		cells, inf0, conv0, eff0 := int64(m.h-q.hbase), em.Inferences, m.converted, m.Effects
		// A traced run's ports are effects: it is not handed back.
		m.DeoptAllowed, m.EffectsMark = !m.tracing(), eff0
		switch {
		case m.limitOf != nil:
			// The engine counted the call's level; its clauses run
			// there.
			m.quietEntry, m.tdepth = true, int32(b.limitLevel)
		case m.traceCode:
			// The engine reports the call's ports; its clauses run at
			// the depth the engine's would.
			m.quietEntry, m.tdepth = true, int32(em.TraceCalleeDepth())
			m.traceNames = nil // see traceTerm
		}
		ok, err = b.solution(em, q, true, false)
		m.DeoptAllowed, m.quietEntry = false, false
		if errors.Is(err, ErrDeopt) || errors.Is(err, ErrAttributed) && m.Effects == eff0 {
			// A meta-call met a goal the engine solves, which may give
			// variables attributes that the core's cannot carry, and
			// nothing was done that the clauses would do again: they
			// run the call instead, from now on.
			q.Abandon()
			em.NoteHandedBack(p)
			em.Inferences = inf0
			p.SetFastPath(nil)
			return b.clauses(em, p, args)
		}
		if err != nil {
			q.Close()
		}
		b.account(p, st, cells+m.converted-conv0, em.Inferences-inf0)
		return ok, err
	}
}

// openCall begins a query on m that calls wp with args, copied onto the
// heap, whose variables are the query's. It fails, opening nothing, when
// an argument holds an attributed variable.
func openCall(m *Machine, wp *pred, args []engine.Term) (*Query, bool) {
	q := m.begin(m.stub(wp))
	vars := map[*engine.Var]cell{}
	for i, a := range args {
		c, err := m.putTerm(a, vars)
		if err != nil {
			q.Close()
			return nil, false
		}
		m.regs[i] = c
	}
	q.argTop = m.h
	// The roots are the call's variables, oldest first: after each
	// solution their values are read back.
	q.vars = callVars(vars, q.hbase, m.h)
	for _, v := range q.vars {
		m.roots = append(m.roots, vars[v])
	}
	return q, true
}

// callVars returns the variables of vars, whose cells putTerm made in
// the heap between from and to, oldest first. Taken in the order of
// their cells, the order in which the arguments hold them, they are
// most often in that order already, as the variables of a list that
// length/2 made are: they are sorted only when not.
func callVars(vars map[*engine.Var]cell, from, to int) []*engine.Var {
	byCell := make([]*engine.Var, to-from)
	for v, c := range vars {
		byCell[c.val()-from] = v
	}
	out := make([]*engine.Var, 0, len(vars))
	for _, v := range byCell {
		if v != nil {
			out = append(out, v)
		}
	}
	byAge := func(x, y *engine.Var) int { return cmp.Compare(x.ID(), y.ID()) }
	if !slices.IsSortedFunc(out, byAge) {
		slices.SortFunc(out, byAge)
	}
	return out
}

// nestedQuery is an engine query the core runs (see callgoal.go): an
// error leaves it as a ball already raised, whose context the fast path
// that passes it on does not fill in.
type nestedQuery struct{ *engine.Query }

func (q nestedQuery) Next() (bool, error) {
	ok, err := q.Query.Next()
	if err != nil {
		err = q.Machine().Rethrown(err)
	}
	return ok, err
}

// clauses hands the call of p to its clauses.
func (b *Bridge) clauses(em *engine.Machine, p *engine.Pred, args []engine.Term) (bool, error) {
	if b.goalOf[p] {
		em.PushGoalClauses(p, args)
		return true, nil
	}
	if p.Arity == 0 {
		em.PushClauses(p.Name)
	} else {
		em.PushClauses(engine.NewCompound(p.Name, args...))
	}
	return true, nil
}

// solution runs q to its next solution and binds the call's variables
// to their values in it, leaving a redo for the next one if there may be
// one. first says the call is starting (the engine counted its
// inference); counted is the engine's failCounted for a redo (see run).
func (b *Bridge) solution(em *engine.Machine, q *Query, first, counted bool) (bool, error) {
	m := q.m
	m.Inferences = em.Inferences
	if first && q.callCounted {
		m.Inferences-- // the engine counted the call; the core counts it again
	}
	m.nextCheck = m.Inferences + engine.CheckInterval
	outer := b.level
	b.level = m.level + 1
	ok, err := q.next(counted)
	b.level = outer
	em.Inferences = m.Inferences
	if err != nil && m.traceCode && m.limitOf == nil {
		em.TraceRaisedAt(int(m.tdepth) - 1)
	}
	if err != nil {
		if first && isDeopt(err) {
			// The caller hands the call back, abandoning q, or closes
			// it (fastPath).
			return false, err
		}
		q.Close()
		if errors.Is(err, ErrAttributed) {
			return false, engine.SystemError("a meta-call on the WAM core gave a variable attributes after its caller's first solution")
		}
		return false, err
	}
	if !ok {
		if !m.failCounted {
			em.FailQuietly()
		}
		return false, nil
	}
	// An unbound variable of the solution that is the cell of one of
	// the call's variables stands for that variable.
	names := map[int]*engine.Var{}
	q.nameVars(names)
	if m.traceCode && m.limitOf == nil {
		m.traceNamesTo(names)
	}
	vals := make([]engine.Term, len(q.vars))
	if err := m.termsOf(vals, m.roots[q.rootBase:q.rootBase+len(q.vars)], names); err != nil {
		q.Close()
		return false, err
	}
	// The values b_setval/2 gave on the core go to the engine with the
	// solution, which backtracking into the query takes back.
	bkeys, bvals, err := m.bvalsTerms(q.bvalBase, names)
	if err != nil {
		q.Close()
		return false, err
	}
	if m.host != nil && holdsStoreVar(names) {
		// CLP(FD)'s store keeps the variable for the core: the call
		// runs on the clauses instead, while it can (see fastPath);
		// after an effect, the engine takes the store's variables over.
		if first && m.Effects == m.EffectsMark {
			return false, ErrAttributed
		}
		m.adoptStoreVars(em, names)
	}
	vars := q.vars
	if q.Deterministic() {
		// Ghost choicepoints left in the core go on in the engine.
		ghosts := q.Ghosts()
		if err := b.close(em, q); err != nil {
			return false, err
		}
		if ghosts > 0 {
			em.PushGhost(ghosts)
		}
	} else {
		if q.owner == nil {
			q.owner = new(engine.Var)
		}
		if !q.engineCleanup && m.hasCleanups(q.base) {
			// A cleanup frame waits among the query's choicepoints:
			// when the engine cuts the redo, or backtracks past it,
			// the query closes and its cleanups run then.
			q.engineCleanup = true
			em.PushCleanupFunc(func(em *engine.Machine) error { return b.close(em, q) })
		}
		q.redoAt = em.ChoiceCount()
		push := em.PushRedoOwned
		if m.limitOf == nil && q.portsOnly() {
			push = em.PushTraceRedo
		}
		push(func(em *engine.Machine) (bool, error) {
			return b.solution(em, q, false, em.RedoAfterCountedFailure())
		}, q.owner)
	}
	for k, v := range vars {
		if vals[k] != engine.Term(v) && !em.Unify(v, vals[k]) {
			return false, nil
		}
	}
	for k, key := range bkeys {
		em.SetGlobalUndoably(key, bvals[k])
	}
	return true, nil
}

// closeDead closes the queries on top of m whose redo the engine no
// longer has: it cut them or backtracked past them.
func (b *Bridge) closeDead(m *Machine) {
	for len(m.open) > 0 {
		q := m.open[len(m.open)-1]
		if q.heldByCore || q.owner != nil && b.em.RedoAlive(q.redoAt, q.owner) {
			return
		}
		b.close(b.em, q) // a query with cleanups was closed when cut
	}
}

// close closes q and returns the error of a cleanup that closing ran:
// its cleanups run as a solution of q would, one level up, counting
// their inferences.
func (b *Bridge) close(em *engine.Machine, q *Query) error {
	if q.done {
		return nil
	}
	m := q.m
	if !m.hasCleanups(q.base) {
		q.Close()
		return nil
	}
	m.Inferences = em.Inferences
	m.nextCheck = m.Inferences + engine.CheckInterval
	outer := b.level
	b.level = m.level + 1
	q.Close()
	b.level = outer
	em.Inferences = m.Inferences
	return q.closeErr
}
