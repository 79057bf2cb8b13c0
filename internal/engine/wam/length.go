package wam

import "github.com/goprolog/goprolog/internal/engine"

// length/2 on the core. A clause's length(L, N) calls '$wam_length'(L, N),
// a predicate of the core whose calls count as length/2's:
//
//	'$wam_length'(L, N) :- '$wam_len'(L, N, T, B), '$wam_length_enum'(T, N, B).
//	'$wam_length_enum'([], N, N).
//	'$wam_length_enum'([_|T], N, K) :- '$wam_incr'(K, K1), '$wam_length_enum'(T, N, K1).
//
// '$wam_len' runs in line (see Machine.length): it decides every call
// whose answer is one, and then leaves T = [] and B = N, so that the
// enumeration's first clause, the only one whose first argument matches,
// ends the call without a choicepoint. A partial list with an unbound
// length is left to the enumeration: T is the list's open tail and B the
// number of its elements. The enumeration is aux (its calls are no
// inferences) and its redos count nothing, as the engine's redo of
// length/2 counts nothing: the answers, their order and the counts are
// the engine's.

// Names of the length/2 machinery.
var (
	atomLength     = functor{engine.Intern("length"), 2}
	atomWamLength  = engine.Intern("$wam_length")
	atomLengthEnum = engine.Intern("$wam_length_enum")
	atomIncr       = engine.Intern("$wam_incr")
)

// lengthGoal returns the goal that runs length(L, N) on the core, adding
// the predicates it calls the first time (the enumeration to aux); false
// when the engine's length/2 is not there to raise the errors (see
// SetForeign).
func (m *Machine) lengthGoal(args []engine.Term, aux *[]auxJob) (engine.Term, bool) {
	bi := m.foreign[atomLength]
	if bi == nil {
		return nil, false
	}
	entry := functor{atomWamLength, 2}
	if m.preds[entry] == nil {
		enum := m.lookup(functor{atomLengthEnum, 3})
		enum.aux, enum.quietRedo = true, true
		n, t, k, k1 := new(engine.Var), new(engine.Var), new(engine.Var), new(engine.Var)
		*aux = append(*aux, auxJob{fn: enum.fn, clauses: []engine.Term{
			engine.NewCompound(atomLengthEnum, engine.AtomNil, n, n),
			engine.NewCompound(atomNeck,
				engine.NewCompound(atomLengthEnum, engine.Cons(new(engine.Var), t), n, k),
				engine.NewCompound(atomComma,
					engine.NewCompound(atomIncr, k, k1),
					engine.NewCompound(atomLengthEnum, t, n, k1))),
		}})
		// '$wam_length' is two instructions, which no clause compiles
		// to: '$wam_len' leaves T and B in the argument registers of
		// the enumeration's call.
		p := m.lookup(entry)
		p.clauses = []clauseCode{{start: len(m.code), key: varKey}}
		p.all = []int32{0}
		m.code = append(m.code, instr{op: opLength, bi: bi}, instr{op: opExecute, p: enum, a: 3})
	}
	return engine.NewCompound(atomWamLength, args...), true
}

// lengthMaxFresh is the length of the list, made for a partial list,
// past which length asks the memory limit first (engine.Machine.Reserve),
// as the engine's length/2 does; lengthMaxMade bounds what it makes at
// all. A list the limit refuses, or a longer one, is the engine's to
// refuse, with its error. An element is reserved lengthElemBytes: its
// two cells, and the heap's growth by doubling, which holds the old
// storage beside the new. That is about what SWI-Prolog's stacks take
// too: under its default limit of 1 GiB, swipl makes a list of
// 25,000,000 and refuses one of 30,000,000.
const (
	lengthMaxFresh  = 1 << 20
	lengthMaxMade   = 1 << 26
	lengthElemBytes = 5 * cellBytes
)

// length runs '$wam_len'(L, N, T, B) on cells l and n: false when
// length(L, N) fails, and done false when the engine's length/2 must
// decide (an error, a cyclic list, a huge one to make). On success it
// returns the T and B cells to bind.
func (m *Machine) length(l, n cell) (ok, done bool, t, b cell) {
	count, x, _, acyclic := m.spine(l, nil, false)
	if !acyclic {
		return false, false, 0, 0
	}
	n = m.deref(n)
	if n.tag() == tagInt && n.intVal() < 0 {
		return false, false, 0, 0 // the engine's domain error
	}
	switch {
	case x == nilCell:
		switch n.tag() {
		case tagRef, tagAttv:
			m.bindVar(n, mkInt(int64(count)))
		case tagInt:
			if n.intVal() != int64(count) {
				return false, true, 0, 0
			}
		default:
			return false, false, 0, 0
		}
		return true, true, nilCell, mkInt(int64(count))
	case isVarCell(x):
		switch n.tag() {
		case tagRef, tagAttv:
			if n == x {
				return false, true, 0, 0 // no list is its own length
			}
			return true, true, x, mkInt(int64(count))
		case tagInt:
			k := n.intVal() - int64(count)
			if k < 0 {
				return false, true, 0, 0
			}
			if k > lengthMaxFresh && (k > lengthMaxMade || m.ArithEngine == nil ||
				m.ArithEngine.Reserve(k, lengthElemBytes) != nil) {
				return false, false, 0, 0
			}
			// The list is made front to back: its variables are in
			// order of age, as the engine makes them.
			m.grow(2 * int(k))
			list := nilCell
			if k > 0 {
				list = mkList(m.h)
			}
			for i := int64(0); i < k; i++ {
				m.heap[m.h] = mkRef(m.h)
				m.heap[m.h+1] = mkList(m.h + 2)
				m.h += 2
			}
			if k > 0 {
				m.heap[m.h-1] = nilCell
			}
			m.bindVar(x, list)
			return true, true, nilCell, n
		}
	}
	return false, false, 0, 0
}

// skipList is '$skip_list'(N, L, Tail) on the argument registers: N is
// the number of list cells of L's spine, Tail what ends it. A cyclic
// spine is the engine's.
func (m *Machine) skipList() (ok, done bool) {
	count, x, _, acyclic := m.spine(m.regs[1], nil, false)
	if !acyclic {
		return false, false
	}
	return m.unify(m.regs[0], mkInt(int64(count))) && m.unify(m.regs[2], x), true
}

// seekList is '$seek_list'(I, L, RestI, RestL) on the argument
// registers: it skips up to I cells of L's spine; a negative I fails.
// An index that is not a small integer is the engine's.
func (m *Machine) seekList() (ok, done bool) {
	i := m.deref(m.regs[0])
	if i.tag() != tagInt {
		return false, false
	}
	n := i.intVal()
	if n < 0 {
		return false, true
	}
	x := m.deref(m.regs[1])
	for steps := 1; n > 0 && x.tag() == tagList; n, steps = n-1, steps+1 {
		// A cyclic list walked a billion steps: the engine's built-in,
		// which polls as it walks, raises the checks' error.
		if steps%seekPollEvery == 0 && m.ArithEngine != nil && m.ArithEngine.Poll() != nil {
			return false, false
		}
		x = m.deref(m.heap[x.val()+1])
	}
	return m.unify(m.regs[2], mkInt(n)) && m.unify(m.regs[3], x), true
}

// seekPollEvery is the number of list cells '$seek_list' walks between
// two of the engine's checks.
const seekPollEvery = 1 << 20

// spine walks the list cells from l, with Brent's cycle detection: it
// returns their number and what ends them (deref'd), false for a cyclic
// spine, which is the engine's to reject, and, with collect, elems with
// the elements (deref'd) appended.
func (m *Machine) spine(l cell, elems []cell, collect bool) (int, cell, []cell, bool) {
	count, x := 0, m.deref(l)
	mark, power := x, 1
	for x.tag() == tagList {
		if collect {
			if len(elems) == cap(elems) {
				elems = grown(elems)
			}
			elems = append(elems, m.deref(m.heap[x.val()]))
		}
		x = m.deref(m.heap[x.val()+1])
		count++
		if x == mark {
			return count, x, elems, false
		}
		if count == power {
			mark, power = x, 2*power
		}
	}
	return count, x, elems, true
}
