package wam

import "github.com/goprolog/goprolog/internal/engine"

// Built-ins of the engine that the core calls without knowing whether
// they are deterministic (Machine.anyForeign): the core calls them on
// copies of their arguments through ForeignRedo, which runs the
// built-in and, when it leaves alternatives, returns them as a query.
// The core keeps that query open under a choicepoint, as it keeps a
// nested engine query (see callgoal.go), whose retry asks for the next
// answer and goes on at the instruction after the call: a built-in's call
// ends a chunk of the clause, as a call does, so only the environment
// and the continuation need to be as they were, which the choicepoint
// restores.

// callAnyForeign calls the built-in p of anyForeign on the first n
// argument registers (see callForeign).
func (m *Machine) callAnyForeign(p *engine.Pred, n int, next int) (bool, error) {
	// The names are callForeign's, reused: the core does not run again
	// inside a built-in (see Bridge). The arguments are the built-in's
	// own, for the redo it may leave keeps them.
	names := reusedNames(&m.foreignNames)
	args := m.anyForeignArgs(n)
	if !p.KeepsHostState() {
		m.Effects++
	}
	conv := m.converted
	if p.KeepsHostState() {
		m.hostOf().shareAttrs(true)
	}
	err := m.termsOf(args, m.regs[:n], names)
	if m.host != nil {
		m.host.shareAttrs(false)
	}
	if err != nil {
		return false, err
	}
	m.chargeCopy(m.converted - conv)
	if len(m.bvals) > 0 && p.Name == atomNbCurrent.name && p.Arity == atomNbCurrent.arity && m.ArithEngine != nil {
		// nb_current/2 lists the global variables b_setval/2 gave too.
		if err := m.bvalsToEngine(m.ArithEngine, names); err != nil {
			return false, err
		}
	}
	m.countOnEngine()
	h := m.hostFor(names)
	h.copied = p.KeepsHostState()
	ok, more, err := m.ForeignRedo(h, p, args)
	m.countFromEngine()
	m.noteProgram()
	if err != nil || !ok {
		h.abandon()
		return false, err
	}
	if more != nil {
		m.host.args = nil // the redo keeps them
		if next < 0 {
			more.Close()
			return false, engine.SystemError("%s/%d left alternatives where the core cannot keep them", p.Name.Name, p.Arity)
		}
		vars := make([]*engine.Var, 0, len(names))
		cells := make([]cell, 0, len(names))
		if h.copied {
			for _, c := range h.copies {
				vars, cells = append(vars, c.v), append(cells, mkRef(c.at))
			}
		} else {
			for i, v := range names {
				vars, cells = append(vars, v), append(cells, mkRef(i))
			}
		}
		if len(cells)+1 > maxRegs {
			more.Close()
			return false, engine.ResourceError("registers")
		}
		m.pushEngineChoice(engineCall{q: more, vars: vars, next: next, hostState: p.KeepsHostState()}, cells)
	}
	copied := h.copied
	if !h.apply() {
		return false, nil
	}
	if copied {
		return m.bindCopiesBack(names, h.copies)
	}
	return m.bindBack(names)
}

// bindCopiesBack is bindBack for a hosted call, whose copies are listed
// in copies: the walk of a list costs less than the range of a map,
// and most copies come back unbound.
func (m *Machine) bindCopiesBack(names map[int]*engine.Var, copies []hostCopy) (bool, error) {
	for _, c := range copies {
		t := engine.Deref(c.v)
		if t == engine.Term(c.v) {
			continue
		}
		var x cell
		switch {
		case engine.IsAtomic(t):
			x = m.constCell(t)
		case engine.IsGround(t):
			// A ground answer ('$fd_rest'(K) of labeling) names no
			// copy: it needs no map of them.
			var err error
			if x, err = m.putTermAttrs(t, nil); err != nil {
				return false, err
			}
		default:
			return m.bindBack(names)
		}
		if !m.unify(mkRef(c.at), x) {
			return false, nil
		}
	}
	return true, nil
}

// anyForeignArgs returns room for the n arguments of a call of
// callAnyForeign: the host's, reused by the calls that leave no
// alternatives, as most constraints' calls do.
func (m *Machine) anyForeignArgs(n int) []engine.Term {
	h := m.hostOf()
	if cap(h.args) < n {
		h.args = make([]engine.Term, max(n, 4))
	}
	args := h.args[:n]
	clear(args)
	return args
}

// anyForeignAnswer asks the alternatives of a built-in for the next
// answer, and binds cells, the heap variables that ec.vars stand for, as
// it bound those.
func (m *Machine) anyForeignAnswer(ec engineCall, cells []cell) (bool, error) {
	// The few copies of a built-in that keeps host state (labeling's
	// redo) are listed, not mapped (see foreignHost.copies).
	listed := ec.hostState && len(ec.vars) <= hostCopiesMax
	var names map[int]*engine.Var
	if !listed {
		names = reusedNames(&m.foreignNames)
		for k, v := range ec.vars {
			if c := m.deref(cells[k]); isVarCell(c) {
				names[c.val()] = v
			}
		}
	}
	h := m.hostFor(names)
	if listed {
		clear(h.copies)
		h.copies = h.copies[:0]
		for k, v := range ec.vars {
			if c := m.deref(cells[k]); isVarCell(c) {
				h.copies = append(h.copies, hostCopy{c.val(), v})
			}
		}
		h.copied = true
	}
	m.countOnEngine()
	ok, err := ec.q.Next()
	m.countFromEngine()
	m.noteProgram()
	if err != nil || !ok {
		h.abandon()
		m.engineFailCounted = err == nil && ec.q.FailCounted()
		return false, err
	}
	if !ec.hostState {
		m.Effects++
	}
	if ec.q.HasAlternatives() {
		if len(cells)+1 > maxRegs {
			h.abandon()
			ec.q.Close()
			return false, engine.ResourceError("registers")
		}
		m.pushEngineChoice(ec, cells)
	} else {
		ec.q.Close()
	}
	if !h.apply() {
		return false, nil
	}
	return m.bindCopies(ec.vars, cells)
}

// reusedNames returns the map *p, made on first use and emptied, that a
// conversion to the engine's terms fills with the variables it names:
// the paths that convert at every step of a loop reuse theirs. A map
// that held many is made anew: a map keeps the room it grew to, and
// clearing it or ranging over it costs that room, not what it holds.
func reusedNames(p *map[int]*engine.Var) map[int]*engine.Var {
	if *p == nil || len(*p) > reusedNamesMax {
		*p = make(map[int]*engine.Var, 8)
	}
	clear(*p)
	return *p
}

// reusedNamesMax is the size past which reusedNames makes its map anew.
const reusedNamesMax = 16

// countOnEngine hands the core's inference count to the engine, before
// the engine runs code of the program for the core; countFromEngine
// takes the count back after.
func (m *Machine) countOnEngine() {
	if m.SyncInferences != nil {
		m.SyncInferences(m.Inferences)
	}
}

func (m *Machine) countFromEngine() {
	if m.EngineInferences != nil {
		m.Inferences = m.EngineInferences()
	}
}
