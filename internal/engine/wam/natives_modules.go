package wam

import "github.com/goprolog/goprolog/internal/engine"

// Module:Goal on the heap. The library's clause for :/2 asks
// '$module_goal'(Module, Goal, Resolved) for the goal to call, which is
// Goal itself, or Goal under the local name of Module's own predicate
// (see the builtins package's modules.go). A closure a module passes to
// maplist/N comes here at each call, so the common case is decided
// without copying the goal to the engine: a goal that is not a control
// construct nor a meta-predicate's call, whose answer is one name.

// moduleGoal runs '$module_goal'/3 for a goal the engine's resolver
// calls simple; done is false for any other, which the engine's
// built-in decides.
func (m *Machine) moduleGoal() (ok, done bool) {
	mod := m.deref(m.regs[0])
	if m.ModuleCall == nil || mod.tag() != tagAtom || mod == nilCell {
		return false, false
	}
	g := m.deref(m.regs[1])
	f, from, callable := m.callable(g)
	if !callable {
		return false, false
	}
	local, simple := m.ModuleCall(m.atoms[mod.val()], f.name, f.arity)
	if !simple {
		return false, false
	}
	if local == nil {
		return m.unify(m.regs[2], g), true
	}
	if f.arity == 0 {
		return m.unify(m.regs[2], mkAtom(m.atomIndex(local))), true
	}
	m.grow(f.arity + 1)
	c := mkStr(m.h)
	m.heap[m.h] = mkFun(m.functorIndex(functor{local, f.arity}))
	m.h++
	for k := range f.arity {
		m.heap[m.h] = m.heap[from+k]
		m.h++
	}
	return m.unify(m.regs[2], c), true
}

// maxQualifiers bounds the qualifiers the core takes off a goal or a
// head, Module:Module:...:Goal: a term that holds more, or is cyclic,
// is the engine's.
const maxQualifiers = 64

// atomColon2 is :/2, Module:Goal.
var atomColon2 = functor{engine.AtomColon, 2}

// qualifiedGoal builds on the heap Module:Goal for call/n of the closure
// Module:Closure whose arguments start at from, with the n-1 extra
// arguments in registers 1 to n-1. When a qualifier on the way is not an
// atom, it returns that qualified closure and plain: as in SWI-Prolog,
// call/n then calls (:)/(n+1), which nothing defines. It returns 0 and
// call/n's error when the closure is a variable or not callable, and 0
// and nil when the engine is to call it (cyclic, or qualified more than
// maxQualifiers deep, or a list).
func (m *Machine) qualifiedGoal(from, n int) (g cell, plain bool, err error) {
	mod, c := m.deref(m.heap[from]), m.deref(m.heap[from+1])
	if mod.tag() != tagAtom || mod == nilCell {
		return mkStr(from - 1), true, nil
	}
	f, cfrom, ok := m.callable(c)
	for k := 0; ok && f == atomColon2; k++ {
		if k == maxQualifiers {
			return 0, false, nil // cyclic, or as good as: the engine's error
		}
		// M1:M2:Closure is M2:Closure: the innermost qualifier names
		// the module.
		if mod = m.deref(m.heap[cfrom]); mod.tag() != tagAtom || mod == nilCell {
			return c, true, nil
		}
		c = m.deref(m.heap[cfrom+1])
		f, cfrom, ok = m.callable(c)
	}
	if !ok {
		if x := notCallable(m, c); x != nil {
			return 0, false, x.WithContext(engine.AtomCall, n)
		}
		return 0, false, nil
	}
	if f.arity+n-1 > maxRegs {
		return 0, false, nil
	}
	arity := f.arity + n - 1
	m.grow(arity + 4)
	inner := mkStr(m.h)
	m.heap[m.h] = mkFun(m.functorIndex(functor{f.name, arity}))
	m.h++
	for k := range f.arity {
		m.heap[m.h] = m.heap[cfrom+k]
		m.h++
	}
	for k := 1; k < n; k++ {
		m.heap[m.h] = m.regs[k]
		m.h++
	}
	g = mkStr(m.h)
	m.heap[m.h] = mkFun(m.functorIndex(atomColon2))
	m.heap[m.h+1] = mod
	m.heap[m.h+2] = inner
	m.h += 3
	return g, false, nil
}
