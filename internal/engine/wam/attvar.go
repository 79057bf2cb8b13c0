package wam

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// Attributed variables on the heap (SWI-Prolog's module-less interface:
// put_attr/3, get_attr/3, del_attr/2, attvar/1, get_attrs/2,
// term_attvars/2, on which library(coroutine)'s freeze/2, dif/2 and
// when/2 are written).
//
// An attributed variable takes two heap cells: at index i the tagAttv
// cell mkAttv(i) while it is unbound, at i+1 its attributes, the term []
// or att(Name, Value, More). deref stops at an unbound one as it does at
// an unbound reference (isVarCell tests both), and follows a bound one.
//
// Binding one (bindAttv) writes the value over the tagAttv cell and
// leaves the attributes behind it; its trail entry is ^i, so that undoing
// it restores the tagAttv cell, and the attributes with it. The binding
// queues a wake-up (Machine.wakeups): before the next goal runs, at the
// first instruction of the clause's body or after the in-line goal that
// bound it, the core calls '$wakeup'(Wakeups) of library(coroutine) with
// a list of wake(Attributes, Value), as the engine does (see wakeGoal).
//
// Attributes are never changed in place: giving a variable new
// attributes makes a new attributed variable and binds the old one to it
// without a wake-up (setAttrs). The binding is trailed as any is, so no
// trail of old values is needed.

var (
	atomAtt    = engine.Intern("att")
	atomWake   = functor{engine.Intern("wake"), 2}
	atomWakeup = functor{engine.Intern("$wakeup"), 1}
)

// bindAttv binds the unbound attributed variable a to c and queues its
// wake-up.
func (m *Machine) bindAttv(a, c cell) {
	i := a.val()
	m.heap[i] = c
	if n := len(m.choices); n > 0 && i < m.choices[n-1].h {
		m.trail = append(m.trail, trailEntry{i, a})
	}
	m.wakeups = append(m.wakeups, i)
}

// bindAttvs binds a and b, unbound and at least one of them attributed,
// neither a plain unbound variable: two attributed variables bind the
// younger to the older, as bindVars does.
func (m *Machine) bindAttvs(a, b cell) {
	if a.tag() != tagAttv || b.tag() == tagAttv && b.val() > a.val() {
		a, b = b, a
	}
	m.bindAttv(a, b)
}

// attrsOf returns the attributes of v, a dereferenced cell: [] for a
// plain variable, and false for a bound term.
func (m *Machine) attrsOf(v cell) (cell, bool) {
	switch v.tag() {
	case tagRef:
		return nilCell, true
	case tagAttv:
		return m.heap[v.val()+1], true
	}
	return 0, false
}

// setAttrs gives v, an unbound variable (dereferenced), the attributes
// attrs ([] for none): a new variable with them, to which v is bound
// without a wake-up.
func (m *Machine) setAttrs(v, attrs cell) {
	m.grow(2)
	j := m.h
	var nv cell
	if attrs == nilCell {
		nv = mkRef(j)
		m.heap[j] = nv
		m.h++
	} else {
		nv = mkAttv(j)
		m.heap[j], m.heap[j+1] = nv, attrs
		m.h += 2
	}
	i := v.val()
	m.heap[i] = nv
	if n := len(m.choices); n > 0 && i < m.choices[n-1].h {
		m.trail = append(m.trail, trailEntry{i, v})
	}
	if m.traceCode {
		m.traceRename(i, j)
	}
}

// attrLookup returns the value of attribute name (an atom cell) in the
// att/3 chain attrs.
func (m *Machine) attrLookup(attrs, name cell) (cell, bool) {
	att := mkFun(m.functorIndex(functor{atomAtt, 3}))
	for a := m.deref(attrs); a.tag() == tagStr && m.heap[a.val()] == att; a = m.deref(m.heap[a.val()+3]) {
		if m.deref(m.heap[a.val()+1]) == name {
			return m.heap[a.val()+2], true
		}
	}
	return 0, false
}

// attrReplace returns a new att/3 chain: attrs with attribute name set to
// value, or dropped when drop is true. A new attribute goes last, as in
// SWI-Prolog.
func (m *Machine) attrReplace(attrs, name, value cell, drop bool) cell {
	att := mkFun(m.functorIndex(functor{atomAtt, 3}))
	var pairs []cell
	found := false
	for a := m.deref(attrs); a.tag() == tagStr && m.heap[a.val()] == att; a = m.deref(m.heap[a.val()+3]) {
		n, v := m.deref(m.heap[a.val()+1]), m.heap[a.val()+2]
		if n == name {
			found = true
			if drop {
				continue
			}
			v = value
		}
		pairs = append(pairs, n, v)
	}
	if !found && !drop {
		pairs = append(pairs, name, value)
	}
	m.grow(2 * len(pairs))
	out := nilCell
	for k := len(pairs) - 2; k >= 0; k -= 2 {
		at := m.h
		m.heap[at], m.heap[at+1], m.heap[at+2], m.heap[at+3] = att, pairs[k], pairs[k+1], out
		m.h += 4
		out = mkStr(at)
	}
	return out
}

// attrArgs reads put_attr/3's, get_attr/3's and del_attr/2's first two
// arguments: the variable (bound false for a term) and the attribute's
// name, an atom.
func attrArgs(a args) (v cell, bound bool, name cell, err error) {
	v, name = a.arg(0), a.arg(1)
	switch {
	case isVarCell(name):
		return v, false, 0, a.instantiation()
	case name.tag() != tagAtom:
		return v, false, 0, a.typeError("atom", name)
	}
	return v, !isVarCell(v), name, nil
}

// putAttr is put_attr(Var, Name, Value).
func putAttr(a args) (bool, error) {
	v, bound, name, err := attrArgs(a)
	if bound {
		return false, a.fail(engine.UninstantiationError(a.m.termOf(v)))
	}
	if err != nil {
		return false, err
	}
	attrs, _ := a.m.attrsOf(v)
	a.m.setAttrs(v, a.m.attrReplace(attrs, name, a.m.regs[2], false))
	return true, nil
}

// getAttr is get_attr(Var, Name, Value): it fails for a term.
func getAttr(a args) (bool, error) {
	v, bound, name, err := attrArgs(a)
	if bound {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	attrs, _ := a.m.attrsOf(v)
	val, ok := a.m.attrLookup(attrs, name)
	return ok && a.unify(2, val), nil
}

// delAttr is del_attr(Var, Name): true for a term, and for a variable
// without the attribute.
func delAttr(a args) (bool, error) {
	v, bound, name, err := attrArgs(a)
	if bound {
		return true, nil
	}
	if err != nil {
		return false, err
	}
	attrs, _ := a.m.attrsOf(v)
	if _, ok := a.m.attrLookup(attrs, name); ok {
		a.m.setAttrs(v, a.m.attrReplace(attrs, name, 0, true))
	}
	return true, nil
}

// attvar1 is attvar(X).
func attvar1(a args) (bool, error) { return a.arg(0).tag() == tagAttv, nil }

// getAttrs is get_attrs(Var, Attributes): the whole att/3 chain.
func getAttrs(a args) (bool, error) {
	v := a.arg(0)
	if v.tag() != tagAttv {
		return false, nil
	}
	return a.unify(1, a.m.heap[v.val()+1]), nil
}

// termAttvars is term_attvars(Term, AttVars): the attributed variables of
// Term and of their attributes, each once. Term's come first, depth
// first and left to right, then those of the attributes of each found,
// in the order found.
func termAttvars(a args) (bool, error) {
	m := a.m
	var found []cell
	seen := map[int]bool{}
	var g cycleGuard
	queue := []cell{a.m.regs[0]}
	for q := 0; q < len(queue); q++ {
		stack := []cell{queue[q]}
		for len(stack) > 0 {
			c := m.deref(stack[len(stack)-1])
			stack = stack[:len(stack)-1]
			switch c.tag() {
			case tagAttv:
				if !seen[c.val()] {
					seen[c.val()] = true
					found = append(found, c)
					queue = append(queue, m.heap[c.val()+1])
				}
			case tagList:
				if !g.visited(c.val(), c.val()) {
					stack = append(stack, m.heap[c.val()+1], m.heap[c.val()])
				}
			case tagStr:
				if !g.visited(c.val(), c.val()) {
					for k := m.functors[m.heap[c.val()].val()].arity; k >= 1; k-- {
						stack = append(stack, m.heap[c.val()+k])
					}
				}
			}
		}
	}
	return a.unify(1, m.listOf(found, nilCell)), nil
}

// listOf makes the list of cs ending in tail on the heap.
func (m *Machine) listOf(cs []cell, tail cell) cell {
	m.grow(2 * len(cs))
	list := tail
	for k := len(cs) - 1; k >= 0; k-- {
		m.heap[m.h], m.heap[m.h+1] = cs[k], list
		list = mkList(m.h)
		m.h += 2
	}
	return list
}

// wakeList makes the list of wake(Attributes, Value) terms of the queued
// wake-ups on the heap, oldest first, and empties the queue.
func (m *Machine) wakeList() cell {
	wake := mkFun(m.functorIndex(atomWake))
	m.grow(5 * len(m.wakeups))
	list := nilCell
	for k := len(m.wakeups) - 1; k >= 0; k-- {
		i := m.wakeups[k]
		at := m.h
		m.heap[at], m.heap[at+1], m.heap[at+2] = wake, m.heap[i+1], m.heap[i]
		m.heap[at+3], m.heap[at+4] = mkStr(at), list
		list = mkList(at + 3)
		m.h += 5
	}
	m.wakeups = m.wakeups[:0]
	return list
}

// wakeGoal is called at the instruction at pc when wake-ups are queued:
// it saves what the instruction needs (the registers and the cut
// barrier) in a frame of its own, whose continuation is the instruction
// opWakeResume, and loads the list of wake-ups into register 0; the
// caller then calls '$wakeup'/1. When it returns, opWakeResume restores
// the registers and the cut barrier and runs the instruction at pc.
func (m *Machine) wakeGoal(pc int) error {
	if err := m.pushResume(pc, 0, m.regsUsed); err != nil {
		return err
	}
	if m.wakeResume == 0 {
		m.wakeResume = len(m.code)
		m.code = append(m.code, instr{op: opWakeResume})
	}
	m.cp = m.wakeResume
	m.regs[0] = m.wakeList()
	return nil
}

// wakeupGoal makes the goal '$wakeup'(W) of the wake-ups W in register 0
// there, for the engine to run.
func (m *Machine) wakeupGoal() { m.wrapRegister0(atomWakeup.name) }

// wrapRegister0 makes name(X) of the term X in register 0 there.
func (m *Machine) wrapRegister0(name *engine.Atom) {
	m.grow(2)
	m.heap[m.h] = mkFun(m.functorIndex(functor{name, 1}))
	m.heap[m.h+1] = m.regs[0]
	m.regs[0] = mkStr(m.h)
	m.h += 2
}

// wakeupPred returns the core's '$wakeup'/1, or nil when the engine is to
// run the wake-ups. It is a system predicate, which the run-time
// resolution of a goal's predicate (see target) leaves to the engine.
func (m *Machine) wakeupPred() *pred {
	p, ok := m.callTargets[atomWakeup]
	if !ok {
		if m.Resolve != nil && m.Resolve(atomWakeup.name, atomWakeup.arity) == ResolvedPredicate {
			if p = m.preds[atomWakeup]; p != nil && len(p.clauses) == 0 {
				p = nil
			}
		}
		if m.callTargets == nil {
			m.callTargets = map[functor]*pred{}
		}
		m.callTargets[atomWakeup] = p
	}
	return p
}

// wakeReturn returns from the frame wakeGoal pushed and returns the code
// index to go on at.
func (m *Machine) wakeReturn() int { return m.popResume(0) }

// Layout of a resume frame (pushResume): the code index to go back to,
// the cut barrier there, the slots of the frame's user and the registers
// saved.
const (
	resumePC = iota
	resumeCutB
	resumeSlots
)

// pushResume pushes a resume frame: it keeps what the instruction at pc
// needs to run later (the cut barrier and those of the first nregs
// registers that the code from pc on reads, see liveRegs),
// after extra slots that its user sets, the frame's resumeSlots on. A
// wake-up (wakeGoal) and a run of cleanups (divertCleanups) run goals
// in the middle of a clause this way.
func (m *Machine) pushResume(pc, extra, nregs int) error {
	if err := m.pushFrame(resumeSlots + extra + nregs); err != nil {
		return err
	}
	y := m.stack[m.e+frameY:]
	y[resumePC] = mkInt(int64(pc))
	y[resumeCutB] = mkInt(int64(m.cutB))
	regs := y[resumeSlots+extra : resumeSlots+extra+nregs]
	copy(regs, m.regs[:nregs])
	live, set := newRegSet(m.liveRegs[0], nregs), newRegSet(m.liveRegs[1], nregs)
	m.liveRegs = [2]regSet{live, set}
	if liveRegs(m.code, pc, live, set) {
		for k := range regs {
			if !live.has(k) {
				regs[k] = nilCell
			}
		}
	}
	return nil
}

// popResume leaves the resume frame of extra slots of its user that is
// the current environment: it restores the registers, the cut barrier,
// the continuation and the environment, and returns the code index to
// go on at.
func (m *Machine) popResume(extra int) int {
	e := m.e
	y := m.stack[e+frameY : m.frameEnd(e)]
	pc := int(y[resumePC].intVal())
	m.cutB = int(y[resumeCutB].intVal())
	copy(m.regs[:], y[resumeSlots+extra:])
	m.cp = int(m.stack[e+frameCP].intVal())
	m.e = int(m.stack[e+frameCE].intVal())
	return pc
}

// pushFrame pushes an environment frame of n permanent variables, all
// [], whose continuation is the continuation register: the frame of a
// clause (opAllocate), or of wakeGoal. It is small enough to be inlined
// in the run loop; growing the stack is growStack's.
func (m *Machine) pushFrame(n int) error {
	st := m.stack
	e := m.e + frameY + st[m.e+frameN].val() // frameEnd, st read once
	if k := len(m.choices); k > 0 {
		e = max(e, m.choices[k-1].etop)
	}
	need := e + frameY + n
	if need > len(st) {
		if err := m.growStack(need); err != nil {
			return err
		}
		st = m.stack
	}
	// One bounds check for the frame: its slice is cut to its length,
	// and frameN, the highest fixed slot, is written first.
	f := st[e:need:need]
	f[frameN] = mkInt(int64(n))
	f[frameCE], f[frameCP] = mkInt(int64(m.e)), mkInt(int64(m.cp))
	// A frame has a few slots: a loop beats clear's call of memclr.
	for i := frameY; i < len(f); i++ {
		f[i] = 0
	}
	m.e = e
	return nil
}

// growStack makes the environment stack need cells long, or raises
// a stack overflow past MaxStack.
func (m *Machine) growStack(need int) error {
	if m.MaxStack > 0 && need > m.MaxStack {
		return m.stackOverflow(engine.StackOverflow(nil), nil, 0)
	}
	if need > cap(m.stack) {
		st := make([]cell, need, 2*need)
		copyChunked(st, m.stack) // stoppable by Go's collector (see copyChunked)
		m.stack = st
	}
	m.stack = m.stack[:need]
	return nil
}
