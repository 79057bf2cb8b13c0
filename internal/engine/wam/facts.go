package wam

import "github.com/goprolog/goprolog/internal/engine"

// Dynamic predicates whose clauses are all facts: tables that programs
// assert into and look up (counters, memo tables, visited sets, a
// database of records). The database stays the engine's, the one that
// assert/1, retract/1, clause/2 and listing/1 work on; a predicate of the
// core that calls such a table looks it up with one instruction, opFacts,
// whose call is the table's. The engine selects the facts that may match
// (first-argument index, argument signature, and the generation the call
// began in, as the logical update view says: engine.FactCursor), and the
// core unifies each fact's head templates with the call's arguments on
// the heap, building there only what a variable of the call is bound to.
// A call that later facts may match stays open under a choicepoint that
// keeps the cursor, as a nested engine query does (see callgoal.go), and
// backtracking into it tries the next fact.
//
// The first rule asserted into such a predicate changes the program (see
// engine.Pred.HasRules): its callers then run where rules can.

// staticFactTable reports whether q is a static predicate that the core
// looks up as a table of facts, as it does a dynamic one, instead of
// compiling it (see engine.Pred.IsStaticFactTable): compiled code for a
// fact is several instructions of 56 bytes beside the engine's own
// clause, and compiling a table of a hundred thousand facts at its first
// call takes longer than consulting it. A smaller table is compiled,
// whose calls run faster where they are many.
func staticFactTable(q *engine.Pred) bool { return q.IsStaticFactTable() }

// staticFactsPred makes q, a static predicate of facts (see
// staticFactTable), a table of facts in the core. Its code is that of
// a dynamic table (factsPred), and its definition is known as that of a
// compiled predicate (pred.src), so that a call after q changed under a
// running query goes to the engine.
func (m *Machine) staticFactsPred(q *engine.Pred) *pred {
	p := m.factsPred(q)
	p.src, p.srcStamp = q, q.Changes()
	p.uncounted = !q.CountsInference()
	return p
}

// factsPred makes p's predicate in the core a table of the engine's
// dynamic predicate q: one clause, whose code is opFacts.
func (m *Machine) factsPred(q *engine.Pred) *pred {
	p := m.lookup(functor{q.Name, q.Arity})
	if len(p.clauses) == 0 {
		p.indexed, p.flat = false, false
		m.setOneInstr(p, instr{op: opFacts, a: q.Arity, bi: q, p: p})
	}
	return p
}

// factsToDynamic makes p, a table of facts whose predicate gained a rule
// while code that calls it as a table runs, the core's form of a dynamic
// predicate that holds rules (see dynamic.go).
func (m *Machine) factsToDynamic(p *pred, q *engine.Pred) {
	p.clauses, p.all, p.indexed, p.flat = nil, nil, false, false
	p.byKey, p.keys, p.keyed = nil, nil, nil
	p.onNil, p.onList, p.onVar = nil, nil, nil
	m.dynamicPred(q)
}

// factsRetract is opFacts' b for a call of retract/1, and factsClause
// for one of clause/2 on a static table of facts (see clauseFacts),
// whose body is in the register after the head's arguments.
const (
	factsRetract = 1
	factsClause  = 2
)

// clauseFacts returns the predicate that clause(H, B) calls for H of f,
// when f is a static table of facts (see staticFactTable), in untraced
// code: '$wam_clausesK'(A1, ..., An, B), whose code is opFacts on f's
// table, which unifies B with true and looks up H's facts in the
// database as a call of H does, with no copy of the table made.
// Calling it is no inference (clause/2's was counted), and its redos
// count nothing, as the engine's redo of clause/2 counts nothing.
func (m *Machine) clauseFacts(f functor) *pred {
	if m.StaticFacts == nil || m.traceCode {
		return nil
	}
	q := m.StaticFacts(f.name, f.arity)
	if q == nil {
		return nil
	}
	return m.factsClausePred(q)
}

// factsClausePred returns the predicate '$wam_clausesK'(A1, ..., An, B)
// whose code is opFacts on q's facts for clause/2 (see clauseFacts). A
// dynamic predicate's facts are read so too, while it has no rule (see
// clauseTarget): compiled into a table of the core's, each fact would
// cost its code and the time to compile it beside the database's own
// clause.
func (m *Machine) factsClausePred(q *engine.Pred) *pred {
	args := make([]engine.Term, q.Arity+1)
	for k := range args {
		args[k] = new(engine.Var)
	}
	p, _ := m.newPred("$wam_clauses", args)
	p.aux, p.quietRedo = true, true
	m.setOneInstr(p, instr{op: opFacts, a: q.Arity, b: factsClause, bi: q, p: p})
	return p
}

// atomRetract is retract/1.
var atomRetract = functor{engine.Intern("retract"), 1}

// retractGoal returns the goal that runs retract(fact) on the core, when
// fact is a term of a table of facts (see Machine.FactTable): a call of
// a predicate of the core whose code is opFacts retracting, with fact's
// arguments as its own. It counts retract/1's inference.
func (m *Machine) retractGoal(fact engine.Term) (engine.Term, bool) {
	if m.FactTable == nil {
		return nil, false
	}
	var name *engine.Atom
	var args []engine.Term
	switch x := engine.Deref(fact).(type) {
	case *engine.Atom:
		name = x
	case *engine.Compound:
		name, args = x.Name, x.Args
	default:
		return nil, false
	}
	if name == atomNeck {
		return nil, false
	}
	q := m.FactTable(name, len(args))
	if q == nil {
		return nil, false
	}
	return m.oneInstrGoal(engine.Intern("$wam_retract "+name.Name), args, instr{op: opFacts, a: len(args), b: factsRetract, bi: q}), true
}

// FactSource is the database whose tables of facts the core looks up:
// the engine's machine, which selects the facts that may match a call
// (see engine.FactCursor) and erases those that retract/1 takes.
type FactSource interface {
	BeginFacts(c *engine.FactCursor, p *engine.Pred, keys []engine.IndexKey, sig uint64)
	BeginRetract(c *engine.FactCursor, p *engine.Pred, keys []engine.IndexKey)
	Erase(c *engine.Clause)
}

// factCalls is what calls of facts reuse: the buffers of the call's
// arguments, of a fact's environment and of the walk of its head.
type factCalls struct {
	ec    engineCall
	cells []cell
	keys  []engine.IndexKey
	env   []cell
	stack []factPair
	vars  map[*engine.Var]cell
}

// factPair is a head template and the heap term it is unified with.
type factPair struct {
	t engine.Term
	c cell
}

// unsetCell marks a slot of a fact's environment whose variable has met
// nothing yet: a functor cell, found nowhere but in a structure's first
// heap cell.
const unsetCell = cell(tagFun)

// callFacts runs opFacts: a call of the engine's predicate of facts p on
// the first n argument registers; with mode factsRetract, one of
// retract/1 on a fact of p with those arguments; with mode factsClause,
// one of clause/2 whose body, in register n, is to be true.
func (m *Machine) callFacts(p *engine.Pred, n int, mode int) (bool, error) {
	if m.Facts == nil {
		return false, errUnsupported{"a dynamic predicate"}
	}
	if n+1 > maxRegs {
		return false, engine.ResourceError("registers")
	}
	retract := mode == factsRetract
	if mode == factsClause && !m.unify(m.regs[n], mkAtom(m.atomIndex(engine.AtomTrue))) {
		m.engineFailCounted = true
		return false, nil
	}
	cells := append(m.facts.cells[:0], m.regs[:n]...)
	m.facts.cells = cells[:0]
	// A large table of facts selects through any argument's index,
	// another predicate through the first's.
	keyed := cells[:min(n, 1)]
	if p.IndexesLaterArgs() {
		keyed = cells
	}
	keys := m.argKeys(keyed)
	// The call is begun in the machine's own engineCall, not in one of
	// its frame's: the database's methods, called through an interface,
	// would make each call allocate it.
	ec := &m.facts.ec
	*ec = engineCall{facts: true, retract: retract, next: -1, n: n}
	if mode == factsClause {
		// Set apart: a literal of two fields computed copies the
		// struct through a temporary.
		ec.clause = true
	}
	if retract {
		m.Facts.BeginRetract(&ec.fc, p, keys)
	} else {
		var sig uint64
		if a := p.SigArg(); a > 0 {
			sig = m.sigOf(m.deref(cells[a]))
		}
		m.Facts.BeginFacts(&ec.fc, p, keys, sig)
	}
	ok, err := m.factAnswer(ec, cells)
	ec.fc = engine.FactCursor{} // its candidates: erased clauses stay no longer
	return ok, err
}

// argKeys returns the index keys of the arguments cells, in a buffer
// that the next call reuses.
func (m *Machine) argKeys(cells []cell) []engine.IndexKey {
	keys := m.facts.keys[:0]
	for _, c := range cells {
		keys = append(keys, m.indexKeyOf(m.deref(c)))
	}
	m.facts.keys = keys
	return keys
}

// indexKeyOf is the first-argument index key of c, dereferenced, as
// the engine's index knows it.
func (m *Machine) indexKeyOf(c cell) engine.IndexKey {
	switch c.tag() {
	case tagAtom:
		return engine.KeyOfAtom(m.atoms[c.val()])
	case tagInt:
		return engine.KeyOfInt(c.intVal())
	case tagList:
		return engine.KeyOfFunctor(engine.AtomDot, 2)
	case tagStr:
		f := m.functors[m.heap[c.val()].val()]
		return engine.KeyOfFunctor(f.name, f.arity)
	case tagBox:
		return engine.KeyOfTerm(m.boxes[c.val()])
	}
	return engine.IndexKey{}
}

// factAnswer unifies cells, the call's arguments, with the head of the
// next fact of ec that matches them. While a later fact may match, a
// choicepoint keeps the call open, made as the heap and the trail were
// before the answer's bindings: the bindings are trailed as they are
// made, as if it were there (see unifiable), so that a fact that does
// not match is undone in place and the next one tried.
func (m *Machine) factAnswer(ec *engineCall, cells []cell) (bool, error) {
	fc := &ec.fc
	for {
		cl := fc.Next()
		if cl == nil {
			m.engineFailCounted = true
			return false, nil
		}
		if ec.clause && !cl.IsFact() {
			// A rule of a table consulted again under a running query,
			// whose body true does not match.
			if !fc.More() {
				m.engineFailCounted = true
				return false, nil
			}
			continue
		}
		more := fc.More()
		if !more {
			if !m.unifyFact(cl, cells) {
				m.engineFailCounted = true
				return false, m.factOccursError(cl)
			}
			if ec.retract {
				m.Facts.Erase(cl)
				m.Effects++
			}
			m.keepMargin()
			return true, nil
		}
		h0, tr0, wakes := m.h, len(m.trail), len(m.wakeups)
		k := len(m.choices)
		if k < cap(m.choices) {
			m.choices = m.choices[:k+1]
			m.choices[k].h = h0
		} else {
			m.choices = append(m.choices, choicepoint{h: h0})
		}
		ok := m.unifyFact(cl, cells)
		m.choices = m.choices[:k]
		if !ok {
			m.undoTrail(tr0)
			m.h = h0
			m.wakeups = m.wakeups[:wakes]
			if err := m.factOccursError(cl); err != nil {
				return false, err
			}
			continue
		}
		if ec.retract {
			m.Facts.Erase(cl)
			m.Effects++
		}
		m.pushEngineChoice(*ec, cells)
		b := &m.choices[len(m.choices)-1]
		b.h, b.tr = h0, tr0
		if !ec.retract && !ec.clause {
			m.traceCallRedo()
		}
		m.keepMargin()
		return true, nil
	}
}

// factOccursError returns the error of a unification with the head of
// the fact cl that failed under occurs_check=error, if one did, with the
// fact's predicate as its context (see occurs.go).
func (m *Machine) factOccursError(cl *engine.Clause) error {
	err := m.takeOccursError()
	if e, ok := err.(*engine.Exception); ok {
		if p := cl.Pred(); p != nil {
			return e.WithUserContext(p.Name, p.Arity)
		}
	}
	return err
}

// unifyFact unifies the head of the fact cl with the call's arguments
// cells, on the heap: a variable of the call is bound to what the fact
// has there, built on the heap only then.
func (m *Machine) unifyFact(cl *engine.Clause, cells []cell) bool {
	env := m.facts.env[:0]
	for range cl.NumVars() {
		env = append(env, unsetCell)
	}
	m.facts.env = env
	for k, c := range cells {
		t := cl.HeadArg(k)
		switch x := t.(type) {
		case *engine.Atom:
			c = m.deref(c)
			switch {
			case c.tag() == tagAtom:
				if m.atoms[c.val()] != x {
					return false
				}
			case isVarCell(c):
				m.bindVar(c, mkAtom(m.atomIndex(x)))
			default:
				return false
			}
			continue
		case engine.Int:
			c = m.deref(c)
			switch {
			case c.tag() == tagInt:
				if c.intVal() != int64(x) {
					return false
				}
				continue
			case isVarCell(c):
				m.bindVar(c, m.intCell(int64(x)))
				continue
			}
		}
		if slot, void, ok := engine.TemplateVar(t); ok {
			switch {
			case void:
			case env[slot] == unsetCell:
				env[slot] = c
			default:
				if !m.unify(env[slot], c) {
					return false
				}
			}
			continue
		}
		if !m.unifyTemplate(t, c, env) {
			return false
		}
	}
	return true
}

// unifyTemplate unifies the head template t with the heap term c, in
// the fact's environment env, with an explicit stack: a compound of the
// template is matched with the heap's argument by argument, and built
// on the heap where it meets an unbound variable.
func (m *Machine) unifyTemplate(t engine.Term, c cell, env []cell) bool {
	stack := append(m.facts.stack[:0], factPair{t, c})
	ok := true
	for ok && len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if slot, void, isVar := engine.TemplateVar(p.t); isVar {
			switch {
			case void:
			case env[slot] == unsetCell:
				env[slot] = p.c
			default:
				ok = m.unify(env[slot], p.c)
			}
			continue
		}
		c := m.deref(p.c)
		if isVarCell(c) {
			var v cell
			if v, ok = m.buildTemplate(p.t, env); ok {
				if m.occursOn() {
					ok = m.unify(c, v) // checked (see occurs.go)
					continue
				}
				m.bindVar(c, v)
			}
			continue
		}
		var name *engine.Atom
		var args []engine.Term
		switch x := p.t.(type) {
		case *engine.Atom:
			ok = c.tag() == tagAtom && m.atoms[c.val()] == x
			continue
		case engine.Int:
			switch c.tag() {
			case tagInt:
				ok = c.intVal() == int64(x)
			case tagBox:
				ok = engine.AtomicEqual(m.boxes[c.val()], x)
			default:
				ok = false
			}
			continue
		case *engine.Compound:
			name, args = x.Name, x.Args
		default:
			var isComp bool
			if name, args, isComp = engine.TemplateCompound(p.t); !isComp {
				// A float, a big integer or a string.
				ok = c.tag() == tagBox && engine.AtomicEqual(m.boxes[c.val()], x)
				continue
			}
		}
		if c.tag() != tagStr && c.tag() != tagList {
			ok = false
			continue
		}
		f, from := m.compoundParts(c)
		if f.name != name || f.arity != len(args) {
			ok = false
			continue
		}
		for i := len(args) - 1; i >= 0; i-- {
			stack = append(stack, factPair{args[i], m.heap[from+i]})
		}
	}
	clear(stack)
	m.facts.stack = stack[:0]
	return ok
}

// buildTemplate builds the head template t on the heap, in the fact's
// environment env, and returns its cell: a variable met first here is
// made where it occurs. It fails only when a term of the fact holds what
// the heap cannot (see putTerm).
func (m *Machine) buildTemplate(t engine.Term, env []cell) (cell, bool) {
	type job struct {
		t   engine.Term
		dst int // heap index to fill, or -1 for the result
	}
	var buf [8]job
	jobs := append(buf[:0], job{t, -1})
	var out cell
	for len(jobs) > 0 {
		j := jobs[len(jobs)-1]
		jobs = jobs[:len(jobs)-1]
		var c cell
		switch x := j.t.(type) {
		case *engine.Atom:
			c = mkAtom(m.atomIndex(x))
		case engine.Int:
			c = m.intCell(int64(x))
		case *engine.Compound:
			// A compound of the template without variables.
			if m.facts.vars == nil {
				m.facts.vars = map[*engine.Var]cell{}
			}
			var err error
			c, err = m.putTerm(x, m.facts.vars)
			clear(m.facts.vars)
			if err != nil {
				return 0, false
			}
		case *engine.BigInt:
			c = m.constCell(engine.MakeBig(x.Big()))
		default:
			if slot, void, ok := engine.TemplateVar(x); ok {
				if !void && env[slot] != unsetCell {
					c = env[slot]
					break
				}
				if j.dst < 0 {
					m.grow(1)
					j.dst = m.h
					m.h++
				}
				c = mkRef(j.dst)
				if !void {
					env[slot] = c
				}
				break
			}
			name, args, ok := engine.TemplateCompound(x)
			if !ok {
				c = m.constCell(x)
				break
			}
			n := len(args)
			if name == engine.AtomDot && n == 2 {
				m.grow(2)
				c = mkList(m.h)
				m.h += 2
				jobs = append(jobs, job{args[1], c.val() + 1}, job{args[0], c.val()})
				break
			}
			m.grow(n + 1)
			c = mkStr(m.h)
			m.heap[m.h] = mkFun(m.functorIndex(functor{name, n}))
			m.h += n + 1
			for k := n - 1; k >= 0; k-- {
				jobs = append(jobs, job{args[k], c.val() + 1 + k})
			}
		}
		if j.dst < 0 {
			out = c
		} else {
			m.heap[j.dst] = c
		}
	}
	return out, true
}
