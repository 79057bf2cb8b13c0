package wam

import (
	"slices"

	"github.com/goprolog/goprolog/internal/engine"
)

// bagof/3's grouping on the heap: '$bagof_groups'(+Pairs, -Groups)
// gives the witnesses W of the W-T pairs canonical variables, sorts the
// pairs stably on W and turns each run of identical witnesses into a
// group W-[T, ...], as package builtins' bagofGroups does, whose answers
// and inference counts these are. bagof/3 of a goal with free variables
// (and so setof/3) calls it on every solution list: on copies of the
// list, as any built-in, the grouping cost more than the goal.

var atomBagofGroups = functor{engine.Intern("$bagof_groups"), 2}

// freeVariableSet is '$free_variable_set'(Templ^Goal0, Goal, Witness) on
// the heap, as package builtins' freeVariableSet is on the engine's
// terms: engine.SplitBagofGoal takes Goal0's V^ and M: prefixes off,
// Goal is what is left, qualified by the last M, '$bags' for one that is
// no atom (a variable comes back as a new variable), and Witness is v(V1, ...) of the variables of
// Goal that are neither in Templ nor in a V, in order of first
// occurrence, or [] when there are none. It counts the inferences of
// bagof/3's clauses beside the library's, as the engine's does.
func freeVariableSet(a args) (bool, error) {
	m := a.m
	m.Inferences += m.Costs.Bagof
	// Templ^Goal0: Templ's variables are bound, as a V^'s are, and Goal0
	// is what SWI-Prolog qualifies (see engine.SplitBagofGoal).
	var parts []cell
	goal0 := m.deref(a.arg(0))
	if templ, g, ok := m.caretArgs(goal0); ok {
		parts, goal0 = []cell{templ}, g
	}
	parts, module, qualified, goal := engine.SplitBagofGoal(goal0, parts, m.caretArgs, m.colonArgs,
		func(c cell) bool { return c.tag() == tagAtom }, mkAtom(m.atomIndex(engine.AtomBags)))
	var bound []int
	for _, p := range parts {
		bound = append(bound, m.termVars(p)...)
	}
	vars := m.termVars(goal)
	free := vars[:0]
	if len(bound) <= 16 {
		for _, v := range vars {
			if !slices.Contains(bound, v) {
				free = append(free, v)
			}
		}
	} else {
		in := make(map[int]bool, len(bound))
		for _, v := range bound {
			in[v] = true
		}
		for _, v := range vars {
			if !in[v] {
				free = append(free, v)
			}
		}
	}
	w := nilCell
	if len(free) > 0 {
		m.grow(len(free) + 1)
		h := m.h
		m.heap[h] = mkFun(m.functorIndex(functor{atomWitness, len(free)}))
		for k, v := range free {
			m.heap[h+1+k] = mkRef(varIndex(v))
		}
		m.h += len(free) + 1
		w = mkStr(h)
	}
	if isVarCell(goal) {
		m.grow(1)
		goal = mkRef(m.h)
		m.heap[m.h] = goal
		m.h++
	}
	if qualified {
		m.grow(3)
		h := m.h
		m.heap[h], m.heap[h+1], m.heap[h+2] = mkFun(m.functorIndex(atomColon2)), module, goal
		m.h += 3
		goal = mkStr(h)
	}
	return a.unify(1, goal) && a.unify(2, w), nil
}

// atomWitness is the name of '$free_variable_set'/3's witness term.
var atomWitness = engine.Intern("v")

// caretArgs returns the arguments of c when it is a term V^G, G
// dereferenced.
func (m *Machine) caretArgs(c cell) (cell, cell, bool) {
	if c.tag() != tagStr || m.functors[m.heap[c.val()].val()] != (functor{engine.AtomCaret, 2}) {
		return 0, 0, false
	}
	return m.heap[c.val()+1], m.deref(m.heap[c.val()+2]), true
}

// colonArgs returns the arguments of c when it is a term M:G, both
// dereferenced.
func (m *Machine) colonArgs(c cell) (cell, cell, bool) {
	if c.tag() != tagStr || m.functors[m.heap[c.val()].val()] != atomColon2 {
		return 0, 0, false
	}
	return m.deref(m.heap[c.val()+1]), m.deref(m.heap[c.val()+2]), true
}

// bagofGroups runs '$bagof_groups'(A[0], A[1]). done is false for a list
// that is not a proper list of pairs, left to the engine's built-in.
func (m *Machine) bagofGroups() (ok, done bool) {
	minus := mkFun(m.functorIndex(functor{engine.AtomMinus, 2}))
	pairs := m.sortBuf[:0]
	l := m.deref(m.regs[0])
	for ; l.tag() == tagList; l = m.deref(m.heap[l.val()+1]) {
		p := m.deref(m.heap[l.val()])
		if p.tag() != tagStr || m.heap[p.val()] != minus {
			return false, false
		}
		pairs = append(pairs, p)
	}
	if l != nilCell {
		return false, false
	}
	// The witnesses' i-th variables are unified with each other: the
	// younger is bound to the older, so each comes to stand for the one
	// of the earliest solution, as in the engine's built-in. termVars
	// walks with sortBuf, which pairs holds until the end.
	m.sortBuf = nil
	var shared []cell
	for _, p := range pairs {
		for i, v := range m.termVars(m.heap[p.val()+1]) {
			c := mkRef(varIndex(v))
			if i == len(shared) {
				shared = append(shared, c)
			} else if !m.unify(c, shared[i]) {
				m.sortBuf = pairs[:0]
				return false, true
			}
		}
	}
	m.sortCells(pairs, 1, false)
	// A group's cells: its items' list and its W-Items structure; the
	// groups' list is made last.
	groups := m.groupBuf.groups[:0]
	for i := 0; i < len(pairs); {
		w := m.heap[pairs[i].val()+1]
		items := append(m.groupBuf.items[:0], m.heap[pairs[i].val()+2])
		j := i + 1
		for ; j < len(pairs) && m.order(w, m.heap[pairs[j].val()+1]) == 0; j++ {
			items = append(items, m.heap[pairs[j].val()+2])
		}
		list := m.putList(items)
		m.groupBuf.items = items[:0]
		m.grow(3)
		g := m.h
		m.heap[g], m.heap[g+1], m.heap[g+2] = minus, w, list
		m.h += 3
		groups = append(groups, mkStr(g))
		i = j
	}
	m.sortBuf = pairs[:0]
	m.Inferences += m.Costs.BagofGrouped + m.Costs.BagofGroup*int64(len(groups)-1)
	list := m.putList(groups)
	m.groupBuf.groups = groups[:0]
	m.keepMargin()
	return m.unify(m.regs[1], list), true
}

// variant reports whether the terms at a and b are variants (=@=): equal
// but for a one-to-one renaming of their variables. Past
// cyclicCheckSteps pairs of compounds it remembers the pairs it has
// visited, so that cyclic terms end it, as engine.Variant does.
func (m *Machine) variant(a, b cell) bool {
	var buf [16]cell
	stack := append(buf[:0], a, b)
	var ab, ba map[int]int // the renaming, both ways, made at the first variable
	var seen map[[2]int]struct{}
	steps := 0
	for len(stack) > 0 {
		x, y := m.deref(stack[len(stack)-2]), m.deref(stack[len(stack)-1])
		stack = stack[:len(stack)-2]
		if isVarCell(x) || isVarCell(y) {
			if !isVarCell(x) || !isVarCell(y) {
				return false
			}
			if ab == nil {
				ab, ba = map[int]int{}, map[int]int{}
			}
			if v, ok := ab[x.val()]; ok && v != y.val() {
				return false
			}
			if v, ok := ba[y.val()]; ok && v != x.val() {
				return false
			}
			ab[x.val()], ba[y.val()] = y.val(), x.val()
			continue
		}
		if x == y && !isCompound(x) {
			continue
		}
		if x.tag() != y.tag() {
			return false
		}
		switch x.tag() {
		case tagList, tagStr:
			i, j := x.val(), y.val()
			if x.tag() == tagStr && m.heap[i] != m.heap[j] {
				return false
			}
			if steps++; steps > cyclicCheckSteps {
				if seen == nil {
					seen = map[[2]int]struct{}{}
				}
				if _, ok := seen[[2]int{i, j}]; ok {
					continue
				}
				seen[[2]int{i, j}] = struct{}{}
			}
			if x.tag() == tagList {
				stack = append(stack, mkRef(i+1), mkRef(j+1), mkRef(i), mkRef(j))
				continue
			}
			for k := m.functors[m.heap[i].val()].arity; k >= 1; k-- {
				stack = append(stack, mkRef(i+k), mkRef(j+k))
			}
		case tagBox:
			if !m.boxEqual(x, y) {
				return false
			}
		default:
			return false // different atoms or small integers
		}
	}
	return true
}
