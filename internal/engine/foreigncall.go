package engine

import "math"

// Built-ins called from outside the solver: the WAM core runs the
// clauses that call them, and calls the built-in on copies of the
// arguments (see internal/engine/wam's callForeign). A built-in that
// leaves alternatives (PushRedo) hands them to the caller as a
// BuiltinRedo, which the caller keeps under a choicepoint of its own and
// asks for the next answer when it backtracks into it.

// SetSolverOnly marks the built-in p as one that only the solver may
// call: it runs goals, or changes terms or the trail in ways that only
// the solver's own terms see (setarg/3, b_setval/2, attributes), so a
// caller that runs it on copies of its arguments would not see what it
// does.
func (p *Pred) SetSolverOnly() { p.flags |= predSolverOnly }

// IsSolverOnly reports whether only the solver may call the built-in p
// (see SetSolverOnly).
func (p *Pred) IsSolverOnly() bool { return p.flags&predSolverOnly != 0 }

// SetOnOriginals marks the solver-only built-in p as one that works on
// its arguments themselves, not on their values: it changes them in
// place (setarg/3, nb_setarg/3) or compares their identity (same_term/2).
// Solved on copies of another machine's terms, as a nested query, it
// would change or compare the copies.
func (p *Pred) SetOnOriginals() { p.flags |= predSolverOnly | predOnOriginals }

// WorksOnOriginals reports whether p works on its arguments themselves
// (see SetOnOriginals).
func (p *Pred) WorksOnOriginals() bool { return p.flags&predOnOriginals != 0 }

// ForeignHost is a machine that runs a built-in on copies of its
// arguments (the WAM core), seen from the built-in (Machine.Host): a
// built-in that keeps Go state about the host's variables (CLP(FD)'s
// store) reaches them through a handle, a slot, and has the host undo its
// changes when the host backtracks. The host applies what SetAttr and
// TrailUndo ask once the built-in has returned, after the choicepoint it
// makes for the built-in's alternatives, so that backtracking into that
// choicepoint undoes them.
type ForeignHost interface {
	// Slot returns the handle on the host's variable that v, a copy
	// the host made for the running call, stands for: false when v
	// stands for none.
	Slot(v *Var) (int, bool)
	// Value returns what the host's variable of the handle stands for
	// in the running call: the copy the call was given, which the host
	// binds after the call as the built-in binds it, or the variable's
	// value; nil when the variable is unbound with no copy in the call
	// (see BindInt), or the handle is no longer the host's.
	Value(slot int) Term
	// BindInt binds the host's variable of the handle, unbound with no
	// copy in the call, to n once the built-in has returned, after the
	// attributes SetAttr sets or drops: reading and making no copy, a
	// built-in that fixes many variables costs what it fixes.
	BindInt(slot int, n int64)
	// SetAttr gives the host's variable of the handle the attribute
	// name with value, an atomic term, or drops the attribute when
	// value is nil.
	SetAttr(slot int, name *Atom, value Term)
	// OtherAttrs reports whether the host's variable of the handle has
	// attributes other than name.
	OtherAttrs(slot int, name *Atom) bool
	// TrailUndo records fn to run when the host backtracks past the
	// running call.
	TrailUndo(fn func())
}

// SetHostState marks the built-in p as one whose only effects beyond its
// bindings are Go state it keeps about the variables of the machine that
// calls it (CLP(FD)'s store), which it reaches through the Host: a host
// that abandons its run leaves that state unreachable, so for the host a
// call is no effect that running again elsewhere would repeat.
func (p *Pred) SetHostState() { p.flags |= predHostState }

// KeepsHostState reports whether p is such a built-in (see SetHostState).
func (p *Pred) KeepsHostState() bool { return p.flags&predHostState != 0 }

// CallForeignFrom is CallForeign for the host h, which the built-in sees
// as the machine's Host, in this call and in the redos it leaves.
func (m *Machine) CallForeignFrom(h ForeignHost, p *Pred, args []Term) (ok bool, more *BuiltinRedo, err error) {
	saved := m.Host
	m.Host = h
	defer func() { m.Host = saved }()
	ok, more, err = m.CallForeign(p, args)
	if more != nil {
		more.host = h
	}
	return ok, more, err
}

// CallForeign runs the built-in p on args for a machine that runs clauses
// elsewhere, as CallBuiltin does, and also lets p leave alternatives:
// more is then the redo that gives the next answer. The bindings of an
// answer are of args' variables, the caller's copies, which it reads
// before it asks for another (and whose attributed variables it wakes).
func (m *Machine) CallForeign(p *Pred, args []Term) (ok bool, more *BuiltinRedo, err error) {
	h, pending, mark, saved := len(m.choices), len(m.pending), len(m.trail), m.varMark
	// Every binding is trailed, so that the next answer can undo the
	// first whenever the built-in made its choicepoint.
	m.varMark = math.MaxInt64
	wakes := len(m.wakeups)
	ok, err = p.builtin(m, args)
	m.wakeups = m.wakeups[:wakes]
	redo, redoMark, err := m.takeRedo(p, h, pending, err)
	m.varMark = saved
	if err == nil && redo != nil {
		more = &BuiltinRedo{m: m, p: p, redo: redo, host: m.Host}
		more.keep(mark, redoMark)
		if !ok {
			// The built-in failed its first try but left a redo, which
			// the solver would backtrack into: the answer is the
			// redo's.
			if ok, err = more.Next(); !ok || err != nil {
				more.Close()
				return false, nil, err
			}
		}
		return true, more, nil
	}
	// The bindings are of the caller's copies, which it reads and drops:
	// nothing will undo them.
	clear(m.trail[mark:])
	m.trail = m.trail[:mark]
	if err != nil {
		return false, nil, m.raised(m.addContext(err, p), p, args)
	}
	return ok, nil, nil
}

// takeRedo removes what a built-in called outside the solver left above
// choicepoint height h and pending goal count pending, and returns its
// redo and the trail height at which the built-in left it: a goal
// pushed, or any other choicepoint, is an error, as only the solver runs
// those.
func (m *Machine) takeRedo(p *Pred, h, pending int, err error) (func(*Machine) (bool, error), int, error) {
	if len(m.pending) > pending {
		m.pending = m.pending[:pending]
		if err == nil {
			err = SystemError("%s/%d ran a goal outside the solver", p.Name.Name, p.Arity)
		}
	}
	if len(m.choices) == h {
		return nil, 0, err
	}
	var redo func(*Machine) (bool, error)
	var mark int
	if len(m.choices) == h+1 && m.choices[h].kind == cpRedo {
		redo, mark = m.choices[h].redo, m.choices[h].trailMark
	} else if err == nil {
		err = SystemError("%s/%d left a choicepoint outside the solver", p.Name.Name, p.Arity)
	}
	m.dropChoices(h)
	if err != nil {
		return nil, 0, err
	}
	return redo, mark, nil
}

// BuiltinRedo is the alternatives a built-in called outside the solver
// left. It keeps the trail entries of its last answer itself, for Next
// to undo, rather than on the machine's trail.
type BuiltinRedo struct {
	m    *Machine
	p    *Pred
	redo func(*Machine) (bool, error)
	undo []trailEntry
	// host is the machine's Host while the redo runs (see
	// CallForeignFrom).
	host ForeignHost
}

// keep takes the trail entries above mark, the last answer's, off the
// trail, and keeps in r those above redoMark, where the built-in left its
// redo: the next answer undoes only what was bound after the redo was
// left, as backtracking into its choicepoint would. A redo that leaves
// another (an enumeration that binds a list cell, then tries its tail)
// keeps what it bound before.
func (r *BuiltinRedo) keep(mark, redoMark int) {
	m := r.m
	r.undo = append(r.undo[:0], m.trail[max(mark, redoMark):]...)
	clear(m.trail[mark:])
	m.trail = m.trail[:mark]
}

// Next undoes the last answer's bindings and runs the redo for the next
// answer. A redo that fails but leaves another is followed, as the
// solver backtracks into the newer redo.
func (r *BuiltinRedo) Next() (bool, error) {
	m := r.m
	for {
		mark := len(m.trail)
		if len(r.undo) > 0 {
			m.trail = append(m.trail, r.undo...)
			m.undoTrail(mark)
			clear(r.undo)
			r.undo = r.undo[:0]
		}
		if r.redo == nil {
			return false, nil
		}
		h, pending, saved := len(m.choices), len(m.pending), m.varMark
		redo := r.redo
		r.redo = nil
		m.varMark = math.MaxInt64
		wakes := len(m.wakeups)
		host := m.Host
		m.Host = r.host
		ok, err := redo(m)
		m.Host = host
		m.wakeups = m.wakeups[:wakes]
		var redoMark int
		r.redo, redoMark, err = m.takeRedo(r.p, h, pending, err)
		m.varMark = saved
		if err != nil {
			r.redo = nil
			clear(m.trail[mark:])
			m.trail = m.trail[:mark]
			return false, m.addContext(err, r.p)
		}
		// A failed try's bindings are undone before the redo it left.
		r.keep(mark, redoMark)
		if ok {
			return true, nil
		}
	}
}

// HasAlternatives reports whether another answer may follow.
func (r *BuiltinRedo) HasAlternatives() bool { return r.redo != nil }

// FailCounted reports whether a redo that found no answer is a counted
// failure, as the solver counts a failure of the built-in.
func (r *BuiltinRedo) FailCounted() bool { return r.m.failCounts(r.p) }

// Close drops the alternatives.
func (r *BuiltinRedo) Close() {
	clear(r.undo)
	r.undo, r.redo = r.undo[:0], nil
}
