package wam

import (
	"slices"

	"github.com/goprolog/goprolog/internal/engine"
)

// bagof/3's grouping on the heap: '$bagof_groups'(+SortedPairs, -Groups)
// turns the runs of W-T pairs whose witnesses W are variants into
// W-[T, ...] groups, unifying each witness of a run with its first, as
// package builtins' bagofGroups does, whose answers and inference counts
// these are. bagof/3 of a goal with free variables (and so setof/3)
// calls it on every solution list: on copies of the list, as any
// built-in, the grouping cost more than the goal.

var atomBagofGroups = functor{engine.Intern("$bagof_groups"), 2}

// freeVariableSet is '$free_variable_set'(Templ^Goal0, Goal, Witness):
// Goal is Goal0 without its V^ prefixes, and Witness is v(V1, ...) of
// the variables of Goal that are neither in Templ nor in a prefix (the
// free variables of ISO 7.1.1.4), in order of first occurrence, or []
// when there are none. It counts the inferences of bagof/3's clauses
// beside the library's, as package builtins' freeVariableSet does.
func freeVariableSet(a args) (bool, error) {
	m := a.m
	m.Inferences += m.Costs.Bagof
	var bound []int
	goal := a.arg(0)
	if t, ok := m.caretArgs(goal); ok {
		bound = m.termVars(t[0])
		goal = m.deref(t[1])
	}
	for {
		t, ok := m.caretArgs(goal)
		if !ok {
			break
		}
		bound = append(bound, m.termVars(t[0])...)
		goal = m.deref(t[1])
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
	return a.unify(1, goal) && a.unify(2, w), nil
}

// atomWitness is the name of '$free_variable_set'/3's witness term.
var atomWitness = engine.Intern("v")

// caretArgs returns the arguments of c when it is a term V^G.
func (m *Machine) caretArgs(c cell) ([2]cell, bool) {
	if c.tag() != tagStr || m.functors[m.heap[c.val()].val()] != (functor{engine.AtomCaret, 2}) {
		return [2]cell{}, false
	}
	return [2]cell{m.heap[c.val()+1], m.heap[c.val()+2]}, true
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
	// A group's cells: its items' list and its W-Items structure; the
	// groups' list is made last.
	groups := m.groupBuf.groups[:0]
	for i := 0; i < len(pairs); {
		w := m.heap[pairs[i].val()+1]
		items := append(m.groupBuf.items[:0], m.heap[pairs[i].val()+2])
		j := i + 1
		for ; j < len(pairs); j++ {
			q := pairs[j].val()
			if !m.variant(w, m.heap[q+1]) || !m.unify(w, m.heap[q+1]) {
				break
			}
			items = append(items, m.heap[q+2])
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
