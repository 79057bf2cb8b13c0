package wam

import "github.com/goprolog/goprolog/internal/engine"

// Dynamic predicates whose clauses are all facts: tables that programs
// assert into and look up (counters, memo tables, visited sets, a
// database of records). The database stays the engine's, the one that
// assert/1, retract/1, clause/2 and listing/1 work on; a predicate of the
// core that calls such a table looks it up with one instruction, opFacts,
// whose call is the table's. The engine selects the facts that may match
// (first-argument index, argument signature, and the generation the call
// began in, as the logical update view says) and unifies their heads with
// copies of the call's arguments (engine.FactQuery); the heap variables
// are then bound as the copies were. A call that later facts may match
// stays open under a choicepoint, as a nested engine query does (see
// callgoal.go), and backtracking into it asks for the next fact.
//
// The first rule asserted into such a predicate changes the program (see
// engine.Pred.HasRules): its callers then run where rules can.

// factsPred makes p's predicate in the core a table of the engine's
// dynamic predicate q: one clause, whose code is opFacts.
func (m *Machine) factsPred(q *engine.Pred) *pred {
	p := m.lookup(functor{q.Name, q.Arity})
	if len(p.clauses) == 0 {
		p.indexed = false
		m.setOneInstr(p, instr{op: opFacts, a: q.Arity, bi: q, p: p})
	}
	return p
}

// factsToDynamic makes p, a table of facts whose predicate gained a rule
// while code that calls it as a table runs, the core's form of a dynamic
// predicate that holds rules (see dynamic.go).
func (m *Machine) factsToDynamic(p *pred, q *engine.Pred) {
	p.clauses, p.all, p.indexed = nil, nil, false
	p.byKey, p.keys, p.keyed = nil, nil, nil
	p.onNil, p.onList, p.onVar = nil, nil, nil
	m.dynamicPred(q)
}

// factsRetract is opFacts' b for a call of retract/1.
const factsRetract = 1

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

// factCalls is what calls of facts reuse: the query of the last call,
// once it is closed, and the buffers of the arguments' copies.
type factCalls struct {
	spare *engine.FactQuery
	args  []engine.Term
	vars  []*engine.Var
	cells []cell
}

// callFacts runs opFacts: a call of the engine's dynamic predicate p on
// the first n argument registers, or, retract set, of retract/1 on a
// fact of p with those arguments. The arguments are copied as they are
// when they are constants or unbound (the commonest calls: a key and the
// variables to fill in), and by termsOf otherwise.
func (m *Machine) callFacts(p *engine.Pred, n int, retract bool) (bool, error) {
	if m.Facts == nil || m.Retract == nil {
		return false, errUnsupported{"a dynamic predicate"}
	}
	fc := &m.facts
	if cap(fc.args) < n {
		fc.args = make([]engine.Term, n)
	}
	args := fc.args[:n]
	vars, cells := fc.vars[:0], fc.cells[:0]
	general := false
copy:
	for k := range args {
		c := m.deref(m.regs[k])
		switch c.tag() {
		case tagAtom:
			args[k] = m.atoms[c.val()]
		case tagInt:
			args[k] = engine.Int(c.intVal())
		case tagRef:
			for j, d := range cells {
				if d == c {
					args[k] = vars[j]
					continue copy
				}
			}
			v := m.NewVar()
			args[k] = v
			vars, cells = append(vars, v), append(cells, c)
		default:
			general = true
			break copy
		}
	}
	if general {
		names := reusedNames(&m.foreignNames)
		if err := m.termsOf(args, m.regs[:n], names); err != nil {
			return false, err
		}
		vars, cells = vars[:0], cells[:0]
		for i, v := range names {
			vars, cells = append(vars, v), append(cells, mkRef(i))
		}
	}
	var q *engine.FactQuery
	if retract {
		q = m.Retract(fc.spare, p, args)
	} else {
		q = m.Facts(fc.spare, p, args)
	}
	fc.spare = nil
	// The query keeps its arguments while it is open, and its
	// choicepoint the variables: the next call gets buffers of its own
	// unless this one is over (see factAnswer).
	fc.args, fc.vars, fc.cells = nil, nil, nil
	return m.factAnswer(engineCall{q: q, vars: vars, facts: true, retract: retract, next: -1}, cells)
}

// factAnswer asks the call of facts ec for its next answer and binds
// cells, the heap variables that ec.vars stand for, as the fact bound
// those. While later facts may match, a choicepoint keeps the call open;
// a call that is over gives its storage back for the next one.
func (m *Machine) factAnswer(ec engineCall, cells []cell) (bool, error) {
	q := ec.q.(*engine.FactQuery)
	ok, err := q.Next()
	if err != nil || !ok {
		m.engineFailCounted = err == nil && q.FailCounted()
		m.factsDone(q, ec.vars, cells)
		return false, err
	}
	if ec.retract {
		m.Effects++
	}
	if q.HasAlternatives() {
		if len(cells)+1 > maxRegs {
			q.Close()
			return false, engine.ResourceError("registers")
		}
		m.pushEngineChoice(ec, cells)
		if !ec.retract {
			m.traceCallRedo()
		}
		return m.bindCopies(ec.vars, cells)
	}
	ok, err = m.bindCopies(ec.vars, cells)
	m.factsDone(q, ec.vars, cells)
	return ok, err
}

// factsDone closes q and keeps its storage for the next call.
func (m *Machine) factsDone(q *engine.FactQuery, vars []*engine.Var, cells []cell) {
	q.Close()
	fc := &m.facts
	fc.spare = q
	fc.args, fc.vars, fc.cells = q.Args(), vars[:0], cells[:0]
}
