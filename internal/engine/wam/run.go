package wam

import (
	"fmt"
	"slices"

	"github.com/goprolog/goprolog/internal/engine"
)

// New returns an empty machine.
func New() *Machine {
	m := &Machine{
		atomIdx: map[*engine.Atom]int{},
		funIdx:  map[functor]int{},
		preds:   map[functor]*pred{},
		stack:   make([]cell, frameY, initialStack),
		code:    []instr{{op: opHalt}},
		gcAt:    gcMinCells,
		// See needCollect.
		boxGCAt:    gcMinBoxes,
		trailGCAt:  gcMinTrail,
		NewVar:     func() *engine.Var { return new(engine.Var) },
		occursFlag: new(engine.OccursCheck),
	}
	m.atomIndex(engine.AtomNil) // index 0: the zero cell is []
	m.dotName = mkAtom(m.atomIndex(engine.AtomDot))
	for i, a := range [...]*engine.Atom{atomLess, engine.AtomEqual, atomGreater} {
		m.orderCells[i] = mkAtom(m.atomIndex(a))
	}
	m.keepCodeAtoms()
	m.grow(0)
	costs := engine.ModelCosts(engine.ModelSWI2001)
	m.Costs = &costs
	return m
}

// keyOf is the index key of a call's first argument: varKey when every
// clause is a candidate.
func (m *Machine) keyOf(c cell) cell {
	switch c.tag() {
	case tagAtom, tagInt:
		return c
	case tagList:
		return listKey
	case tagStr:
		return m.heap[c.val()]
	}
	return varKey
}

// candidates returns the clauses of p whose first argument may match key.
// The index is made when first needed after a clause was added: a list
// for each key that a clause's first argument has, the clauses whose
// first argument is a variable for every other key. A call's key that no
// clause has (a counter's integer) adds nothing to it.
func (p *pred) candidates(key cell) []int32 {
	if key == varKey || p.flat && p.indexed {
		// A key, but no clause with one: flat is trusted only while
		// the index it was found with stands.
		return p.all
	}
	if !p.indexed {
		p.index()
	}
	switch key {
	case nilCell:
		return p.onNil
	case listKey:
		return p.onList
	}
	if p.byKey == nil {
		for i, k := range p.keys {
			if k == key {
				return p.keyed[i]
			}
		}
		return p.onVar
	}
	if cs := p.byKey.get(key); cs != nil {
		return cs
	}
	return p.onVar
}

// keyTable maps index keys to candidate lists: open addressing with
// linear probing in a power-of-two number of buckets, at most half of
// them used, a free bucket's key varKey. A lookup is a multiplication
// and a compare or two, where a Go map hashes the key with a call.
type keyTable []keyBucket

type keyBucket struct {
	key   cell
	cands []int32
}

// makeKeyTable returns an empty table with room for n keys.
func makeKeyTable(n int) keyTable {
	size := 4
	for size < 2*n {
		size *= 2
	}
	t := make(keyTable, size)
	for i := range t {
		t[i].key = varKey
	}
	return t
}

// slot is where key's probe starts.
func (t keyTable) slot(key cell) int {
	return int((uint64(key)*0x9E3779B97F4A7C15)>>32) & (len(t) - 1)
}

// get returns key's list, or nil when it has none.
func (t keyTable) get(key cell) []int32 {
	for i := t.slot(key); ; i = (i + 1) & (len(t) - 1) {
		switch t[i].key {
		case key:
			return t[i].cands
		case varKey:
			return nil
		}
	}
}

// put sets key's list, in place or in a larger table that it returns.
func (t keyTable) put(key cell, cands []int32, n int) keyTable {
	if 2*(n+1) > len(t) {
		u := makeKeyTable(n + 1)
		for _, b := range t {
			if b.key != varKey {
				u = u.put(b.key, b.cands, 0)
			}
		}
		t = u
	}
	i := t.slot(key)
	for t[i].key != varKey && t[i].key != key {
		i = (i + 1) & (len(t) - 1)
	}
	t[i] = keyBucket{key, cands}
	return t
}

// smallIndex is the most keys (other than [] and lists) that an index
// keeps in a slice rather than a map.
const smallIndex = 8

// index makes p's first-argument index, in time linear in the clauses
// and in the clauses with a variable first argument times the keys.
func (p *pred) index() {
	p.byKey, p.keys, p.keyed = nil, nil, nil
	// The deep index's lists are of the buckets made before.
	p.deepLists, p.deepKeys = filtered{}, nil
	pos := map[cell]int{} // a key's place in keys
	for _, i := range p.all {
		cl := &p.clauses[i]
		if cl.key == varKey || cl.key == nilCell || cl.key == listKey {
			continue
		}
		if _, ok := pos[cl.key]; !ok {
			pos[cl.key] = len(p.keys)
			p.keys = append(p.keys, cl.key)
		}
	}
	p.keyed = make([][]int32, len(p.keys))
	for _, i := range p.all {
		switch k, ok := pos[p.clauses[i].key]; {
		case ok:
			p.keyed[k] = append(p.keyed[k], i)
		case p.clauses[i].key == varKey:
			for k := range p.keyed {
				p.keyed[k] = append(p.keyed[k], i)
			}
		}
	}
	if len(p.keys) > smallIndex {
		p.byKey, p.nKeys = makeKeyTable(len(p.keys)), len(p.keys)
		for k, key := range p.keys {
			p.byKey = p.byKey.put(key, p.keyed[k], k)
		}
		p.keys, p.keyed = nil, nil
	}
	p.onNil, p.onList, p.onVar = p.filter(nilCell), p.filter(listKey), p.filter(varKey)
	p.indexed = true
	p.flat = p.dyn == nil && len(p.onVar) == len(p.all) // every key var
}

// indexAdd adds clause i, added at the end of p, to p's index, as index
// would have listed it. The lists grow in place: candidate lists taken
// before are shorter slices of them, which do not see it.
func (p *pred) indexAdd(i int32) {
	key := p.clauses[i].key
	switch key {
	case varKey:
		for k := range p.keyed {
			p.keyed[k] = append(p.keyed[k], i)
		}
		for k := range p.byKey {
			if p.byKey[k].key != varKey {
				p.byKey[k].cands = append(p.byKey[k].cands, i)
			}
		}
		p.onNil, p.onList, p.onVar = append(p.onNil, i), append(p.onList, i), append(p.onVar, i)
		return
	case nilCell:
		p.onNil = append(p.onNil, i)
		return
	case listKey:
		p.onList = append(p.onList, i)
		return
	}
	if p.byKey != nil {
		if l := p.byKey.get(key); l != nil {
			p.byKey = p.byKey.put(key, append(l, i), 0) // no key added
		} else {
			p.byKey = p.byKey.put(key, append(slices.Clone(p.onVar), i), p.nKeys)
			p.nKeys++
		}
		return
	}
	for k, x := range p.keys {
		if x == key {
			p.keyed[k] = append(p.keyed[k], i)
			return
		}
	}
	if len(p.keys) == smallIndex {
		p.indexed, p.flat = false, false // the next call makes the map
		return
	}
	p.keys = append(p.keys, key)
	p.keyed = append(p.keyed, append(slices.Clone(p.onVar), i))
}

// filter lists the clauses of p whose first argument may match key.
func (p *pred) filter(key cell) []int32 {
	var cs []int32
	for _, i := range p.all {
		if k := p.clauses[i].key; k == varKey || k == key {
			cs = append(cs, i)
		}
	}
	return cs
}

// frameEnd is the first stack index above frame e.
func (m *Machine) frameEnd(e int) int {
	return e + frameY + m.stack[e+frameN].val()
}

// cutTo removes the choicepoints above level, and the trail entries
// made since the oldest of them that no choicepoint left needs.
func (m *Machine) cutTo(level int) {
	if level < len(m.choices) {
		if len(m.engineCalls) > 0 {
			m.closeEngineCalls(level)
		}
		if m.cleanupFrames > 0 {
			m.takeCleanups(level)
		}
		from := m.choices[level].tr
		m.saved = m.saved[:m.choices[level].args]
		m.choices = m.choices[:level]
		if n := len(m.trail) - from; n > 0 && n <= tidyMax {
			m.tidyTrail(from)
		}
	}
}

// tidyMax is the most trail entries a cut looks at: a deterministic
// recursion that commits with a cut to a clause whose head bound a
// variable (fib(1, 1) :- !.) leaves one entry per call that no
// choicepoint needs, which the cut drops at once, where they would
// otherwise pile up to the next collection; a cut of a choicepoint
// older than many entries leaves them to the collector, so that cutting
// costs a bounded time.
const tidyMax = 32

// tidyTrail drops the trail entries from index from on whose cells are
// as new as the newest choicepoint's heap top, or newer: backtracking
// to that choicepoint or an older one takes those cells away, and none
// restores them. An undo entry (see TrailUndo), whose index is below
// every top, stays: the collector drops it when no choicepoint needs it.
func (m *Machine) tidyTrail(from int) {
	top := 0
	if k := len(m.choices); k > 0 {
		top = m.choices[k-1].h
	}
	kept := from
	for _, e := range m.trail[from:] {
		if e.i < top {
			m.trail[kept] = e
			kept++
		}
	}
	m.trail = m.trail[:kept]
}

// checkAfter runs the checks due after a call that ended with err: their
// error when the call's was nil and the inference count has reached
// nextCheck.
func (m *Machine) checkAfter(err error) error {
	if err == nil && m.Inferences >= m.nextCheck {
		return m.runChecks(nil, 0)
	}
	return err
}

// The starting points of run that are not code indices: backtracking
// into the newest choicepoint, after a failure that was not or was of a
// counted call.
const (
	redo        = -1
	redoCounted = -2
)

// run executes code from pc until the query succeeds (true), fails back
// below choicepoint level base (false) or raises an error. A pc below
// zero starts by backtracking.
func (m *Machine) run(pc int, base int) (bool, error) {
	m.syncOccursCode()
	var (
		code = m.code
		regs = &m.regs
		// u and x are kept in memory (see keepInMemory): held in
		// registers, they were spilled at the loop's head, a store
		// each at every instruction, because the paths that call out
		// need them saved.
		//
		// u is where structures are matched or built: the next
		// argument and whether building (write mode).
		u struct {
			s     int
			write bool
		}
		in *instr
		p  *pred
		// x is the arity of the predicate called and the state of the
		// loop's failure and error paths.
		x struct {
			// counted says that what failed last was a counted call.
			counted bool
			// thrown is the error being raised (see throw).
			thrown error
			// redefined names a predicate whose call goes to the
			// engine (see callNamed); rebind is set when that is for
			// a change of its definition, which the core may follow.
			redefined *engine.Atom
			rebind    bool
			// n is the arity of the predicate called.
			n int
		}
	)
	if pc < 0 {
		// A redo: backtrack into the newest choicepoint.
		if pc = m.backtrack(base, pc == redoCounted); pc < 0 {
			m.failCounted = false
			return false, nil
		}
	}
	y := func(k int) *cell { return &m.stack[m.e+frameY+k] }
	keepInMemory(&u.s, &x.counted)
	for {
		in = &code[pc]
		if len(m.wakeups) > 0 && in.op >= opHalt && in.op != opTraceNeck {
			if m.occursCode {
				// The occurs checks of the head's bindings (see
				// occurs.go).
				switch failed, err := m.checkQueuedOccurs(pc); {
				case err != nil:
					x.thrown = err
					goto throw
				case failed:
					goto failCounted
				}
			}
			if len(m.wakeups) > 0 {
				// A binding of an attributed variable: its wake-up runs
				// before the goal at pc (see attvar.go), after the mark
				// that the clause got past its head, which makes its
				// failure a Redo (see trace.go).
				if x.thrown = m.wakeGoal(pc); x.thrown != nil {
					goto throw
				}
				p, x.n = m.wakeupPred(), 1
				if code = m.code; p == nil {
					m.wakeupGoal()
					x.counted = false
					goto callOnEngine
				}
				if m.traceCode {
					if x.thrown = m.traceWakeEnter(p); x.thrown != nil {
						goto throw
					}
				}
				goto enter
			}
		}
		switch in.op {
		case opHalt:
			return true, nil

		case opGetVarX:
			regs[in.b] = regs[in.a]
		case opGetVarY:
			*y(in.b) = regs[in.a]
		case opGetValX:
			if !m.unify(regs[in.b], regs[in.a]) {
				goto failHead
			}
		case opGetValY:
			if !m.unify(*y(in.b), regs[in.a]) {
				goto failHead
			}
		case opGetConst:
			c := m.deref(regs[in.a])
			if c != in.c {
				switch c.tag() {
				case tagRef:
					m.bind(c.val(), in.c)
				case tagAttv:
					m.bindAttv(c, in.c)
				default:
					if c.tag() != tagBox || in.c.tag() != tagBox || !m.boxEqual(c, in.c) {
						goto failHead
					}
				}
			}
		case opGetListOccurs:
			// Under the flag occurs_check: the variable the instruction
			// binds is checked after the head (see occurs.go).
			m.occursPrepare(regs[in.a])
			fallthrough
		case opGetList:
			c := m.deref(regs[in.a])
			switch c.tag() {
			case tagList:
				u.s, u.write = c.val(), false
			case tagRef:
				m.bind(c.val(), mkList(m.h))
				u.s, u.write = m.h, true
				m.h += 2
			case tagAttv:
				m.bindAttv(c, mkList(m.h))
				u.s, u.write = m.h, true
				m.h += 2
			default:
				goto failHead
			}
		case opGetList2Occurs:
			// Under the flag occurs_check: the variable the instruction
			// binds is checked after the head (see occurs.go).
			m.occursPrepare(regs[in.a])
			fallthrough
		case opGetList2:
			c := m.deref(regs[in.a])
			if c.tag() != tagList {
				switch c.tag() {
				case tagRef:
					m.bind(c.val(), mkList(m.h))
				case tagAttv:
					m.bindAttv(c, mkList(m.h))
				default:
					goto failHead
				}
				// Write mode: the two unify instructions run here too,
				// as in read mode; a list built in a head (an output
				// argument, app/3's third) takes one dispatch.
				s := m.h
				m.h += 2
				if a := &code[pc+1]; a.op == opUnifyValX {
					m.heap[s] = regs[a.a]
				} else {
					m.buildArg(a, s)
				}
				if a := &code[pc+2]; a.op == opUnifyVarX {
					c := mkRef(s + 1)
					m.heap[s+1] = c
					regs[a.a] = c
				} else {
					m.buildArg(a, s+1)
				}
				pc += 3
				continue
			}
			// The unify instructions run here, a fresh register's in
			// line: most lists are taken apart into two of them.
			u.s = c.val()
			if a := &code[pc+1]; a.op == opUnifyVarX {
				regs[a.a] = m.heap[u.s]
			} else if !m.matchArg(a, m.heap[u.s]) {
				goto failHead
			}
			if a := &code[pc+2]; a.op == opUnifyVarX {
				regs[a.a] = m.heap[u.s+1]
			} else if !m.matchArg(a, m.heap[u.s+1]) {
				goto failHead
			}
			pc += 3
			continue
		case opGetStructNOccurs:
			// Under the flag occurs_check: the variable the instruction
			// binds is checked after the head (see occurs.go).
			m.occursPrepare(regs[in.a])
			fallthrough
		case opGetStructN:
			c := m.deref(regs[in.a])
			if c.tag() != tagStr {
				if !isVarCell(c) {
					goto failHead
				}
				// Write mode: the unify instructions after it build
				// the arguments.
				m.heap[m.h] = in.c
				if c.tag() == tagRef {
					m.bind(c.val(), mkStr(m.h))
				} else {
					m.bindAttv(c, mkStr(m.h))
				}
				s := m.h + 1
				m.h += 1 + in.b
				for k := 1; k <= in.b; k++ {
					switch a := &code[pc+k]; a.op {
					case opUnifyValX:
						m.heap[s] = regs[a.a]
					case opUnifyVarX:
						c := mkRef(s)
						m.heap[s] = c
						regs[a.a] = c
					default:
						m.buildArg(a, s)
					}
					s++
				}
				pc += 1 + in.b
				continue
			}
			if m.heap[c.val()] != in.c {
				goto failHead
			}
			// Read mode: the unify instructions run here, a fresh
			// register's in line, as opGetList2's do.
			u.s = c.val() + 1
			for k := 1; k <= in.b; k++ {
				if a := &code[pc+k]; a.op == opUnifyVarX {
					regs[a.a] = m.heap[u.s]
				} else if !m.matchArg(a, m.heap[u.s]) {
					goto failHead
				}
				u.s++
			}
			pc += 1 + in.b
			continue
		case opGetStructOccurs:
			// Under the flag occurs_check: the variable the instruction
			// binds is checked after the head (see occurs.go).
			m.occursPrepare(regs[in.a])
			fallthrough
		case opGetStruct:
			c := m.deref(regs[in.a])
			switch c.tag() {
			case tagStr:
				if m.heap[c.val()] != in.c {
					goto failHead
				}
				u.s, u.write = c.val()+1, false
			case tagRef, tagAttv:
				m.heap[m.h] = in.c
				if c.tag() == tagRef {
					m.bind(c.val(), mkStr(m.h))
				} else {
					m.bindAttv(c, mkStr(m.h))
				}
				u.s, u.write = m.h+1, true
				m.h += 1 + m.functors[in.c.val()].arity
			default:
				goto failHead
			}

		case opUnifyVarX, opUnifyVarY:
			// Matching, the argument is taken as it is: an unbound one
			// is a reference to itself already.
			var c cell
			if u.write {
				c = mkRef(u.s)
				m.heap[u.s] = c
			} else {
				c = m.heap[u.s]
			}
			u.s++
			if in.op == opUnifyVarX {
				regs[in.a] = c
			} else {
				*y(in.a) = c
			}
		case opUnifyValX, opUnifyValY:
			var c cell
			if in.op == opUnifyValX {
				c = regs[in.a]
			} else {
				c = *y(in.a)
			}
			if u.write {
				m.heap[u.s] = c
			} else if !m.unify(mkRef(u.s), c) {
				goto failHead
			}
			u.s++
		case opUnifyConst:
			if u.write {
				m.heap[u.s] = in.c
			} else if !m.unify(mkRef(u.s), in.c) {
				goto failHead
			}
			u.s++
		case opUnifyVoid:
			if u.write {
				for k := 0; k < in.a; k++ {
					m.heap[u.s+k] = mkRef(u.s + k)
				}
			}
			u.s += in.a

		case opPutVarX, opPutVarY:
			c := mkRef(m.h)
			m.heap[m.h] = c
			m.h++
			regs[in.b] = c
			if in.op == opPutVarX {
				regs[in.a] = c
			} else {
				*y(in.a) = c
			}
		case opPutValX:
			regs[in.b] = regs[in.a]
		case opPutValY:
			regs[in.b] = *y(in.a)
		case opPutValYs:
			// The run's two or three moves are packed in c (see
			// packRun): a byte indexes the registers with no bounds
			// check.
			st, e, mv := m.stack, m.e+frameY, uint64(in.c)
			regs[uint8(mv>>24)] = st[e+int(uint8(mv>>16))]
			regs[uint8(mv>>40)] = st[e+int(uint8(mv>>32))]
			if mv&runCount > 2 {
				regs[uint8(mv>>56)] = st[e+int(uint8(mv>>48))]
			}
			pc += int(mv & runCount)
			if mv&runThenCall != 0 && len(m.wakeups) == 0 {
				// The call the run loads the arguments of, in the
				// same dispatch (see fuse).
				in = &code[pc]
				switch in.op {
				case opCall:
					m.cp = pc + 1
				case opDeallocExecute:
					m.cp = int(m.stack[m.e+frameCP].intVal())
					m.e = int(m.stack[m.e+frameCE].intVal())
				}
				p, x.n = in.p, in.a
				goto enter
			}
			continue
		case opGetVarYs:
			m.getVarYs(uint64(in.c))
			pc += int(in.c & runCount)
			continue
		case opMovesX:
			mv := uint64(in.c)
			regs[uint8(mv>>24)] = regs[uint8(mv>>16)]
			regs[uint8(mv>>40)] = regs[uint8(mv>>32)]
			if mv&runCount > 2 {
				regs[uint8(mv>>56)] = regs[uint8(mv>>48)]
			}
			pc += int(mv & runCount)
			continue
		case opPutConst:
			regs[in.b] = in.c
		case opPutList:
			regs[in.b] = mkList(m.h)
			u.s, u.write = m.h, true
			m.h += 2
		case opPutStruct:
			m.heap[m.h] = in.c
			regs[in.b] = mkStr(m.h)
			u.s, u.write = m.h+1, true
			m.h += 1 + m.functors[in.c.val()].arity

		case opAllocate:
			if x.thrown = m.pushFrame(in.a); x.thrown != nil {
				goto throw
			}
			if in.c != 0 {
				// The run of opGetVarY after it (see fuse).
				m.getVarYs(uint64(in.c))
				pc += 1 + int(in.c&runCount)
				continue
			}
		case opDeallocate:
			m.cp = int(m.stack[m.e+frameCP].intVal())
			m.e = int(m.stack[m.e+frameCE].intVal())
			if m.h > m.gcAt && code[pc+1].op == opProceed {
				// A return of traced code, which keeps the two
				// instructions apart: a due collection runs here as at
				// opDeallocProceed.
				m.collect(0)
			}
		case opCall:
			m.cp = pc + 1
			p, x.n = in.p, in.a
			goto enter
		case opExecute:
			p, x.n = in.p, in.a
			goto enter
		case opDeallocExecute:
			m.cp = int(m.stack[m.e+frameCP].intVal())
			m.e = int(m.stack[m.e+frameCE].intVal())
			p, x.n = in.p, in.a
			goto enter
		case opProceed:
			pc = m.cp
			m.keepMargin()
			continue
		case opDeallocProceed:
			m.cp = int(m.stack[m.e+frameCP].intVal())
			m.e = int(m.stack[m.e+frameCE].intVal())
			if m.h > m.gcAt {
				// A return, like a call, is a point where no argument
				// register is live: the caller goes on with its
				// permanent variables. A deep recursion that makes its
				// terms on the way back (F is N*F1 after the recursive
				// call) makes no call to collect at. Only the heap's
				// test of needCollect is made, which the bytes of new
				// boxes pass too (see addBox).
				m.collect(0)
			}
			pc = m.cp
			m.keepMargin()
			continue
		case opWakeResume:
			pc = m.wakeReturn()
			continue

		case opCutB:
			regs[in.a] = mkInt(int64(m.cutB))
		case opCutBY:
			*y(in.a) = mkInt(int64(m.cutB))
		case opLevelX:
			regs[in.a] = mkInt(int64(len(m.choices)))
		case opLevelY:
			*y(in.a) = mkInt(int64(len(m.choices)))
		case opCutTo:
			m.cutTo(int(m.deref(regs[in.a]).intVal()))
			if len(m.cleanupGoals) > 0 {
				goto cleanups
			}
		case opSoftCut:
			// The construct made a choicepoint for its else branch
			// when the level at its clause's start is one above the
			// call's barrier; the condition's own ones stay above it.
			if b := int(m.deref(regs[in.a]).intVal()); int(m.deref(regs[in.b]).intVal()) == b+1 {
				m.choices[b].next = len(m.choices[b].cands)
			}
		case opUnify:
			m.Inferences += m.Costs.Test
			if !m.unify(regs[in.a], regs[in.b]) {
				if m.occursFound != nil {
					goto raiseOccurs
				}
				goto failQuietFV
			}
		case opUnifyFree:
			if !m.unify(regs[in.a], regs[in.b]) {
				goto failQuiet
			}
		case opNotUnify:
			m.Inferences++
			if m.unifiable(regs[in.a], regs[in.b]) {
				if in.fv {
					m.Inferences += m.Costs.FVFail
				}
				goto failCounted
			}
		case opUnifiable:
			// delete/3's test, whose cost the model says.
			m.Inferences += m.Costs.DeleteTest
			if !m.unifiable(regs[in.a], regs[in.b]) {
				goto failQuiet
			}
			m.Inferences += m.Costs.DeleteDrop
		case opEq:
			m.Inferences += m.Costs.Test
			if !m.identical(regs[in.a], regs[in.b]) {
				goto failQuietFV
			}
		case opNotEq:
			m.Inferences += m.Costs.Test
			if m.identical(regs[in.a], regs[in.b]) {
				goto failQuietFV
			}
		case opType:
			m.Inferences += m.Costs.Test
			if !m.typeTest(in.a, m.deref(regs[in.b])) {
				goto failQuietFV
			}
		case opArith:
			if in.ar.freshIs {
				m.Inferences += m.Costs.FreshIs
			} else {
				m.Inferences++
			}
			ok, err := m.runArith(in.ar)
			if err != nil {
				if ok, err = m.arithSlow(in.ar, err); err != nil {
					if e, isExc := err.(*engine.Exception); isExc && in.ar.inlineOf != nil {
						err = engine.InlineIsError(e, in.ar.inlineOf)
					}
					x.thrown = err
					goto throw
				}
				m.keepMargin()
			}
			if !ok {
				if in.ar.fv {
					m.Inferences += m.Costs.FVFail
				}
				goto failCounted
			}
		case opArg, opFunctor, opCompare:
			// arg/3, functor/3 or compare/3 decided by its fast path in line, as
			// runNative would decide it (not under the ISO flag, whose
			// errors the natives' iso functions raise); the rest goes
			// on as opNative.
			if in.bi.IsForeign() && !m.iso() {
				var ok, done bool
				h := m.h
				switch in.op {
				case opArg:
					ok, done = m.argInto(in.c)
				case opFunctor:
					ok, done = m.functorInto(in.c)
				default:
					ok, done = m.compareInto(in.c)
				}
				if done {
					counts := in.bi.CountsInference()
					if counts {
						m.Inferences++
					}
					if m.h > h {
						m.chargeCopy(int64(m.h - h))
					}
					if m.Inferences >= m.nextCheck {
						if m.occursFound != nil {
							x.thrown = m.raiseOccurs(in, pc) // see keepOccursError
							goto throw
						}
						if x.thrown = m.runChecks(nil, 0); x.thrown != nil {
							goto throw
						}
					}
					if !ok {
						goto builtinFailed
					}
					m.keepMargin()
					break
				}
			}
			if in.c != 0 {
				switch in.op {
				case opArg:
					m.intoVar(in.c, 2)
				case opFunctor:
					m.functorIntoVars(in.c)
				default:
					m.intoVar(in.c, 0)
				}
			}
			fallthrough
		case opNative, opForeign:
			counts := in.bi.CountsInference()
			if counts {
				m.Inferences++
			}
			var ok, done bool
			var err error
			// A built-in the program redefined since the clause was
			// compiled is called as the predicate it now is (see
			// callForeign).
			if in.op != opForeign && in.bi.IsForeign() {
				h := m.h
				ok, done, err = m.runNative(in.b, pc+1)
				if m.h > h {
					// A native that builds a large term (copy_term/2,
					// msort/2) brings the checks nearer by its cells.
					m.chargeCopy(int64(m.h - h))
				}
			}
			if !done {
				ok, err = m.callForeign(in.bi, in.a, pc+1)
				m.syncOccursCode() // set_prolog_flag/2's
				code = m.code      // the first call that stays open makes engineRedo
			}
			if err != nil || m.Inferences >= m.nextCheck {
				if m.occursFound != nil && err == nil {
					// Its unification failed under
					// occurs_check=error, whatever it made of that.
					err = m.raiseOccurs(in, pc)
				}
				err = m.checkAfter(err)
			}
			if err != nil {
				x.thrown = err
				goto throw
			}
			if !ok {
				goto builtinFailed
			}
			m.keepMargin()
			if len(m.cleanupGoals) > 0 {
				goto cleanups // '$exit_cleanup'/1 cut a cleanup frame
			}
		case opLength:
			m.Inferences += m.Costs.Length // length/2's clauses beside its call
			ok, done, t, b := m.length(regs[0], regs[1])
			if !done {
				var err error
				if ok, err = m.callForeign(in.bi, 2, -1); err != nil {
					x.thrown = err
					goto throw
				}
				t, b = nilCell, m.deref(regs[1])
				m.keepMargin()
			}
			if !ok {
				goto failCounted
			}
			regs[0], regs[2] = t, b
		case opBetween:
			var ok, done bool
			if in.bi.IsForeign() {
				ok, done = m.between()
			}
			if !done {
				var err error
				if ok, err = m.callForeign(in.bi, 3, m.cp); err != nil {
					x.thrown = err
					goto throw
				}
			}
			if !ok {
				goto failCounted
			}
			pc = m.cp
			m.keepMargin()
			continue
		case opBetweenStep:
			if m.needCollect() {
				// Backtracking into between/3 resumes its call as it
				// was made, a point where a collection may run as at
				// any call: a failure-driven loop over between/3 whose
				// body calls only built-ins (sub_string/5, X is F*1.5)
				// reaches no other, and its strings and floats, which
				// backtracking does not take back, would pile up.
				m.collect(3)
			}
			m.betweenNext()
			pc = m.cp
			m.keepMargin()
			continue
		case opRepeat:
			if m.needCollect() {
				// As at opBetweenStep: repeat/0's retry is its call.
				m.collect(0)
			}
			m.pushChoice(m.repeatStep, stepCands, 0)
			pc = m.cp
			continue
		case opNativeRedo:
			next, ok, err := m.nativeRedo(in.b)
			if err != nil {
				x.thrown = err
				goto throw
			}
			if !ok {
				goto failCounted
			}
			m.keepMargin()
			pc = next
			continue
		case opCatchExit:
			m.catchExit(regs[in.a], regs[in.b])
		case opIncr:
			regs[in.b] = mkInt(m.deref(regs[in.a]).intVal() + 1)
		case opIncrY:
			*y(in.b) = mkInt(m.deref(regs[in.a]).intVal() + 1)
		case opBagOpen:
			if !m.unify(regs[in.a], m.bagOpen()) {
				goto failQuiet
			}
		case opBagAdd:
			// '$findall_add' fails, to drive the collection; it is no
			// counted call.
			if err := m.bagAdd(regs[in.a], regs[in.b]); err != nil {
				x.thrown = err
				goto throw
			}
			goto failQuiet
		case opBagCollect, opBagCollectTail:
			tail := in.c
			if in.op == opBagCollectTail {
				tail = regs[in.c.intVal()]
			}
			m.Inferences += m.Costs.Findall // findall/3's clauses beside its call
			list, err := m.bagCollect(regs[in.a], tail)
			if err != nil {
				x.thrown = err
				goto throw
			}
			m.keepMargin()
			if !m.unify(regs[in.b], list) {
				goto failQuiet
			}
		case opFail:
			if in.a == failIsCounted {
				goto failCounted
			}
			goto failQuiet
		case opCleanupRun:
			if pc, x.thrown = m.divertCleanups(in.b, 0, nil); x.thrown != nil {
				goto throw
			}
			continue
		case opCleanupNext:
			call, next, err := m.cleanupNext(in.a == 1)
			code = m.code
			if err != nil {
				x.thrown = err
				goto throw
			}
			if call {
				p, x.n = m.cleanupCall, 1
				goto enter
			}
			pc = next
			continue
		case opMemberEnd:
			if m.deref(regs[in.a]) == nilCell {
				m.pushGhost()
			}
			if !m.unify(regs[in.b], regs[in.c.intVal()]) {
				goto failQuiet
			}
		case opGhostRedo:
			m.Inferences += m.Costs.MemberEnd
			goto failQuiet
		case opCallDyn, opClause, opPredProp:
			// Resolving may compile code; what the core does not run,
			// the engine solves.
			var ok, decided, applied, raises bool
			var err error
			var applyN int
			p = nil
			switch in.op {
			case opCallDyn:
				switch in.b {
				case goalClauses:
					p, x.n = m.clausesTarget()
				case goalApply:
					if applyN, applied, raises = m.applyArgs(); applied {
						p, x.n, err = m.dynTarget(applyN)
						decided = err != nil
					} else if raises && in.bi != nil && m.Foreign != nil {
						// The built-in's error, which it raises
						// before it would call a goal.
						ok, err = m.callForeign(in.bi, 2, -1)
						decided = true
					}
				default:
					p, x.n, err = m.dynTarget(in.a)
					if p == nil && err == nil && in.a == 1 && (in.b != goalOnly || !m.tracing()) {
						// A construct with a goal that is not callable,
						// which the engine's compiler rejects before
						// the construct counts an inference.
						err = m.controlNotCallable(regs[0])
					}
					decided = err != nil
				}
			case opClause:
				p, x.n, decided, err = m.clauseTarget()
			default:
				ok, decided, err = m.predProp(in.bi)
			}
			code = m.code
			if p != nil {
				if m.traceCode {
					// The goal's Call port (see traceMetaEnter).
					if ok, err = m.traceMetaEnter(p, x.n, in.op == opCallDyn && in.b == goalClauses); err != nil {
						x.thrown = err
						goto throw
					} else if !ok {
						goto failCounted
					}
				}
				goto enter
			}
			if !decided && err == nil {
				switch {
				case in.op == opCallDyn && in.b == goalApply && applied:
					// call/N of the goal and the elements, which the
					// engine solves.
					x.n, x.counted = applyN, false
					m.callN = true
					goto callOnEngine
				case in.op == opCallDyn && in.b == goalApply:
					// apply/2's error, or a goal of too many arguments.
					x.redefined = atomApply.name
				case in.op == opCallDyn:
					x.n, x.counted = in.a, false
					m.callN = in.b != goalOnly
					if in.b == goalClauses {
						// The engine runs '$tbl_clauses'(G) itself.
						m.wrapRegister0(atomTblClauses.name)
						m.callN = false
					}
					goto callOnEngine
				case in.op == opClause:
					x.redefined = atomClause.name
				default:
					x.redefined = atomPredProp.name
				}
				// clause(H, B), predicate_property(H, P) or apply(G,
				// Args), whose inference the core counted.
				x.n, x.counted = 2, true
				goto callNamed
			}
			if err != nil || m.Inferences >= m.nextCheck {
				err = m.checkAfter(err)
			}
			if err != nil {
				x.thrown = err
				goto throw
			}
			if !ok {
				goto failCounted // clause/2 or predicate_property/2 decided on the core
			}
			m.keepMargin()
			pc = m.cp
			continue
		case opFacts:
			if in.b == 0 && m.programChanged && !in.bi.IsDynamic() && (in.p == nil || in.p.src == nil) {
				// Abolished since the code was compiled (a static table's
				// changes are seen at its call, see pred.src): the call
				// runs what the predicate is now, counted once.
				p, x.n = in.p, in.a
				x.redefined, x.counted, x.rebind = in.bi.Name, true, true
				goto callNamed
			}
			if in.b == 0 && in.bi.HasRules() {
				// A rule was added since the code that calls the table
				// was compiled: the call goes to the rules, counted once.
				p, x.n = in.p, in.a
				m.factsToDynamic(p, in.bi)
				m.Inferences--
				goto enter
			}
			ok, err := m.callFacts(in.bi, in.a, in.b)
			code = m.code // the first call that stays open makes engineRedo
			if err != nil || m.Inferences >= m.nextCheck {
				err = m.checkAfter(err)
			}
			if err != nil {
				x.thrown = err
				goto throw
			}
			if !ok {
				goto failCounted
			}
			pc = m.cp
			continue
		case opMetaVariant:
			g := &m.metaGoals[in.a]
			unbound := 0
			for k, r := range g.pos {
				if isVarCell(m.deref(regs[r])) {
					unbound |= 1 << k
				}
			}
			v, err := m.metaVariant(g, unbound)
			code = m.code
			if err != nil {
				x.thrown = err
				goto throw
			}
			p, x.n = v, len(g.head.Args)
			goto enter
		case opEngineRedo:
			next, ok, err := m.engineNext()
			m.syncOccursCode()
			if err != nil {
				x.thrown = err
				goto throw
			}
			if !ok {
				goto failEngine
			}
			if pc = m.cp; next >= 0 {
				pc = next
			}
			continue
		default:
			goto traceOps // the tracer's, or an error
		}
		pc++
		continue

	builtinFailed:
		// A built-in's call at pc failed: its arguments all clause
		// variables, it counts a redo too (see engine.InlineFV).
		if m.occursFound != nil {
			goto raiseOccurs
		}
		if in.fv {
			m.Inferences += m.Costs.FVFail
		}
		if in.bi.CountsInference() {
			goto failCounted
		}
		goto failQuiet

	cleanups:
		// The instruction at pc cut cleanup frames: their goals run
		// before the next one, nothing between the two being in flight
		// but the registers.
		if pc, x.thrown = m.divertCleanups(pc+1, m.regsUsed, nil); x.thrown != nil {
			goto throw
		}
		continue

	enter:
		// Call predicate p of arity n: its arguments are in regs[:n].
		if !p.aux && !p.uncounted {
			m.Inferences++
			if m.Inferences >= m.nextCheck {
				if err := m.runChecks(p, x.n); err != nil {
					x.thrown = err
					goto throw
				}
			}
		}
		if m.programChanged && p.src != nil && p.src.Changes() != p.srcStamp {
			// The engine's definition of p changed since its code was
			// compiled: the call runs the current one.
			x.redefined, x.counted, x.rebind = p.fn.name, !p.aux && !p.uncounted, true
			goto callNamed
		}
		if p.dyn != nil && p.dynStamp != p.dyn.Changes() {
			// A dynamic predicate whose clauses changed since its
			// last call: the core compiles the new ones.
			err := m.syncDynamic(p)
			code = m.code
			if _, ok := err.(errUnsupported); ok {
				// A clause the core does not compile: the engine runs
				// the call.
				x.redefined, x.counted = p.fn.name, !p.aux && !p.uncounted
				goto callNamed
			}
			if err != nil {
				x.thrown = err
				goto throw
			}
		}
		if m.needCollect() {
			m.collect(x.n)
		}
		m.keepMargin()
		{
			key := varKey
			if x.n > 0 {
				key = m.keyOf(m.deref(regs[0]))
			}
			cands := p.candidates(key)
			if len(cands) == 1 {
				// One clause to try, as most calls have: none of the
				// filters below applies to it, and it leaves no
				// choicepoint.
				m.cutB = len(m.choices)
				pc = p.clauses[cands[0]].start
				continue
			}
			if p.sigArg > 0 && len(cands) > 1 {
				if f := m.sigOf(m.deref(regs[p.sigArg])); f != 0 {
					cands = p.bySig(cands, f)
				}
			}
			if p.deep && len(cands) > 2 && m.deepIndexes(p) {
				// The deep index (see byDeep): the key one level
				// inside the first argument.
				switch c := m.deref(regs[0]); c.tag() {
				case tagList:
					if k := m.keyOf(m.deref(m.heap[c.val()])); k != varKey {
						cands = p.byDeep(cands, k)
					}
				case tagStr:
					if m.functors[m.heap[c.val()].val()].arity > 0 {
						if k := m.keyOf(m.deref(m.heap[c.val()+1])); k != varKey {
							cands = p.byDeep(cands, k)
						}
					}
				}
			}
			if len(cands) == 0 {
				if len(p.clauses) == 0 && p.dyn == nil {
					defined, err := m.unknown(p.fn)
					if defined {
						// Defined since the code was compiled.
						x.redefined, x.counted, x.rebind = p.fn.name, !p.aux && !p.uncounted, true
						goto callNamed
					}
					if x.thrown = err; err != nil {
						goto throw
					}
				}
				goto failCounted
			}
			// Clauses that their prechecks rule out are not tried: the
			// first one left is, and a choicepoint is made only when
			// others follow it. Going on to the next branch of a
			// control construct after a counted failure is an inference
			// (see backtrack), which the skip counts too.
			for len(cands) > 1 && !p.catch {
				pre := p.clauses[cands[0]].pre
				if pre == nil || m.varPasses(pre) {
					break
				}
				pass, commit, counted := m.passes(pre)
				if pass {
					if commit {
						cands = cands[:1]
					}
					break
				}
				if counted && p.aux && !p.quietRedo {
					m.Inferences += m.Costs.Redo
				}
				cands = cands[1:]
			}
			m.cutB = len(m.choices)
			if len(cands) > 1 && len(cands) <= maxOthers && !p.catch && p.clauses[cands[1]].pre != nil && m.Costs.Redo == 0 && m.othersFail(p, cands) {
				cands = cands[:1]
			}
			if len(cands) > 1 {
				m.pushChoice(p, cands, x.n)
			}
			pc = p.clauses[cands[0]].start
		}
		continue

	callNamed:
		// A call of the predicate named redefined, of arity n, for the
		// engine to solve: one whose definition in the engine changed
		// under the running query, clause/2 or predicate_property/2.
		if x.rebind {
			// p's definition changed under the running query: the
			// call runs the current one when the core can (see
			// Machine.redefinition), entered again and counted once.
			x.rebind = false
			np, how := m.redefinition(p)
			code = m.code // compiling the definition may have grown it
			switch how {
			case rebound:
				if x.counted {
					m.Inferences--
				}
				p = np
				goto enter
			case reboundUndefined:
				if _, err := m.unknown(p.fn); err != nil {
					x.thrown = err
					goto throw
				}
				goto failCounted
			}
		}
		if x.n+1 > maxRegs {
			x.thrown = engine.ResourceError("registers")
			goto throw
		}
		copy(regs[1:x.n+1], regs[:x.n])
		regs[0] = mkAtom(m.atomIndex(x.redefined))
		x.n++
	callOnEngine:
		// The engine solves call/n of the goal in register 0 and the
		// extra arguments after it, counting the inference the core
		// counted when counted; the core goes on after it.
		{
			ok, err := m.callEngine(x.n, x.counted)
			m.syncOccursCode()
			code = m.code // the first engine query that stays open makes engineRedo
			if err != nil || m.Inferences >= m.nextCheck {
				err = m.checkAfter(err)
			}
			if err != nil {
				x.thrown = err
				goto throw
			}
			if !ok {
				goto failEngine
			}
		}
		m.keepMargin()
		pc = m.cp
		continue

		// Backtracking. As in package engine (and SWI-Prolog's redo of a
		// clause's frame), going into the next branch of a disjunction,
		// if-then-else or negation is an inference when what failed was
		// a counted call, not an in-line test.
	failHead:
		// A head instruction at pc failed, maybe a unification under
		// occurs_check=error (see keepOccursError).
		if m.occursFound != nil {
			goto raiseOccurs
		}
		goto failCounted
	raiseOccurs:
		// The unification of the instruction at pc failed under
		// occurs_check=error.
		x.thrown = m.raiseOccurs(in, pc)
		goto throw
	failQuietFV:
		// An in-line test failed: it counts a redo when its arguments
		// are all clause variables (see engine.InferenceCosts).
		if in.fv {
			m.Inferences += m.Costs.FVFail
		}
	failQuiet:
		x.counted = false
		goto fail
	failEngine:
		// A goal the engine solved failed as its last call did.
		x.counted = m.engineFailCounted
		goto fail
	failCounted:
		x.counted = true
	fail:
		// A loop that only backtracks (between(1, inf, X), fail) calls
		// nothing: the checks run every CheckInterval backtracks too, so
		// that it can be interrupted and its memory bounded. A
		// unification that failed under occurs_check=error raises its
		// error here (see keepOccursError).
		if m.backtracks++; m.backtracks%engine.CheckInterval == 0 {
			if m.occursFound != nil {
				x.thrown = m.raiseOccurs(nil, 0) // see raiseOccurs
				goto throw
			}
			if m.Check != nil {
				if err := m.Check(); err != nil {
					x.thrown = err
					goto throw
				}
			}
		}
		if pc = m.backtrack(base, x.counted); pc < 0 {
			m.failCounted = x.counted
			return false, nil
		}
		continue

		// An error: the newest catch frame that takes it runs its
		// recovery, or the error leaves the run (see catch.go).
	throw:
		if len(m.cleanupGoals) > 0 {
			var err error
			if pc, err = m.divertCleanups(m.cleanupNextPC+cleanupUnwind, 0, x.thrown); err != nil {
				m.cleanupGoals = m.cleanupGoals[:0]
				x.thrown = err
				goto throw
			}
			continue
		}
		{
			var caught bool
			if pc, caught = m.catchAt(base, x.thrown); !caught {
				return false, x.thrown
			}
		}
		continue

		// The tracer's instructions (see trace.go), which only code
		// compiled for tracing holds, run outside the loop's function.
	traceOps:
		if in.op < opTracePort || in.op > opTraceBack {
			return false, fmt.Errorf("wam: bad instruction %d at %d", in.op, pc)
		}
		switch next, failed, err := m.traceOp(in, pc); {
		case err != nil:
			x.thrown = err
			goto throw
		case failed && in.op == opTraceFail:
			goto fail
		case failed:
			goto failCounted
		default:
			pc = next
		}
	}
}

// traceOp runs the tracer's instruction in at pc: the code index to go on
// at, or failed (a call refused at its Call port, or opTraceFail), or the
// error to raise.
func (m *Machine) traceOp(in *instr, pc int) (next int, failed bool, err error) {
	switch in.op {
	case opTracePort:
		if in.b == 1 {
			m.cp = pc + 2
		}
		ok, err := m.traceEnter(in.p, in.a, in.b != 0)
		if err != nil || !ok {
			return 0, !ok, err
		}
	case opTraceExit:
		if err := m.traceExit(); err != nil {
			return 0, false, err
		}
	case opTraceFail:
		if err := m.traceFailPort(); err != nil {
			return 0, false, err
		}
		return 0, true, nil
	case opTraceRedo:
		m.traceRedo()
		return m.redoPC, false, nil
	case opTraceBack:
		m.tdepth = int32(m.stack[m.e+frameY+1].intVal())
	case opTraceNeck:
		if m.cutB < len(m.choices) {
			m.traceChoices[m.cutB].entered = true
		}
	}
	return pc + 1, false, nil
}

// runChecks runs the checks (see Machine.Check), which are due when
// CheckInterval inferences have passed since the last, or when a
// built-in's copying made them due (see callForeign). Its callers test
// m.nextCheck in line. p is the predicate being called with n
// arguments, for the account of a stack overflow, or nil.
func (m *Machine) runChecks(p *pred, n int) error {
	m.nextCheck = m.Inferences + engine.CheckInterval
	if m.occursFound != nil {
		return m.raiseOccurs(nil, 0) // see keepOccursError
	}
	if m.Check == nil {
		return nil
	}
	return m.stackOverflow(m.Check(), p, n)
}

// chargeCopy brings the next checks nearer by the work of copying n
// cells (argument slots copied out to a built-in, or cells into a
// findall bag), one inference's worth for every copyPerInference cells:
// a loop that copies a large term at each of its few inferences (a cyclic
// one is copied twice, see termOfVars; a setof/3 witness that grows) is
// checked as often in time as one that only calls, and stops on time.
func (m *Machine) chargeCopy(n int64) {
	m.nextCheck -= n / copyPerInference
}

// copyPerInference is the cells of copying that chargeCopy counts as one
// inference.
const copyPerInference = 16

// keepMargin restores the room for a clause's heap cells (see
// Machine.margin) after an instruction that copied a term of any size
// onto the heap: the rest of the clause writes as if it were resuming.
func (m *Machine) keepMargin() {
	if m.h+m.margin > len(m.heap) {
		m.grow(m.margin)
	}
}

// backtrack resumes the newest choicepoint above level base and returns
// the code index of the clause to try, or -1 when there is none. counted
// says that what failed was a counted call (see run).
func (m *Machine) backtrack(base int, counted bool) int {
	// Failing into a choicepoint that is no alternative goes on below.
	for len(m.choices) > base && m.choices[len(m.choices)-1].spent() {
		b := &m.choices[len(m.choices)-1]
		m.unwindTrail(b.tr)
		if p := b.pred; p == m.cleanupFrame || p == m.cleanupBarrier {
			// The goal of a cleanup frame failed (its cleanup runs,
			// then the failure goes on), or the goal of a cleanup
			// that is running did (the next one runs): with the
			// machine as the choicepoint left it.
			m.wakeups = m.wakeups[:0]
			m.h, m.e, m.cp = b.h, b.e, b.cp
			if p == m.cleanupFrame {
				m.setCleanupReason(m.reasonCell(atomFailReason))
			}
			m.cutTo(len(m.choices) - 1)
			switch {
			case p == m.cleanupBarrier:
				return m.cleanupNextPC + cleanupAfterFailure
			case counted:
				return m.cleanupNextPC + cleanupFailCounted
			}
			return m.cleanupNextPC + cleanupFailQuiet
		}
		m.cutTo(len(m.choices) - 1)
	}
	if len(m.choices) <= base {
		return -1
	}
	b := &m.choices[len(m.choices)-1]
	if counted && b.pred.aux && !b.pred.quietRedo {
		m.Inferences += m.Costs.Redo
	}
	if len(m.undos) > 0 {
		m.unwindTrail(b.tr)
	}
	m.undoTrail(b.tr)         // in line, where no undo entry is there to run
	m.wakeups = m.wakeups[:0] // of the bindings of the branch that failed
	m.h, m.e, m.cp = b.h, b.e, b.cp
	m.cutB = len(m.choices) - 1 // the call's barrier: this choicepoint's own level
	saved := m.saved[b.args : b.args+b.n]
	regs := m.regs[:len(saved)]
	for i := range saved {
		regs[i] = saved[i]
	}
	if m.atomsDue {
		m.collectAtomsAtRetry(b.n)
	}
	// The retry skips the clauses that their prechecks rule out, as the
	// call skips those before its first clause: a table of rules on one
	// functor would otherwise try each of them by its head. The last
	// candidate is always tried, so that the failure that leaves the
	// choicepoint is its own, counted as it counts. Where going on into
	// the next branch of a control construct costs an inference
	// (Costs.Redo), the failure of a head that the precheck would count
	// as no call is one, so the retries of those are not skipped.
	i := b.next
	last := i+1 == len(b.cands)
	if !last {
		var commit bool
		i, commit = m.retrySkip(b)
		last = commit || i+1 == len(b.cands)
	}
	pc := b.pred.clauses[b.cands[i]].start
	// The choicepoint of a built-in's redo stays for the redo to renew
	// with its next state, or take away (see nativeRedo).
	m.redoKept = last && b.pred.nativeRedo && !m.traceCode
	switch {
	case m.redoKept:
	case last:
		m.saved = m.saved[:b.args]
		m.choices = m.choices[:len(m.choices)-1]
	default:
		b.next = i + 1
	}
	return m.resumeAt(b, pc)
}

// retrySkip returns the candidate of b that its retry tries, the first
// from b.next on that its precheck does not rule out or else the last,
// and whether that clause commits (see backtrack).
func (m *Machine) retrySkip(b *choicepoint) (i int, commit bool) {
	i, p := b.next, b.pred
	if m.traceCode || p.catch || p.aux && m.Costs.Redo != 0 {
		return i, false
	}
	for ; i+1 < len(b.cands); i++ {
		pre := p.clauses[b.cands[i]].pre
		if pre == nil || m.varPasses(pre) {
			return i, false
		}
		if pass, commit, _ := m.passes(pre); pass {
			return i, commit
		}
	}
	return i, false
}

// deepIndexes reports whether calls of p filter their candidates by the
// deep index (see byDeep): where retrySkip passes over the clauses that
// their prechecks rule out, and the predicate's clauses are compiled
// once (not a dynamic predicate's, whose buckets grow in place).
func (m *Machine) deepIndexes(p *pred) bool {
	return !m.traceCode && !p.catch && p.dyn == nil && (!p.aux || m.Costs.Redo == 0)
}

// resumeAt is where backtracking into b goes on, pc unless the code is
// compiled for tracing (see traceResume).
func (m *Machine) resumeAt(b *choicepoint, pc int) int {
	if m.traceCode {
		return m.traceResume(b, pc)
	}
	return pc
}

// pushChoice records the alternatives of a call of p with n arguments.
func (m *Machine) pushChoice(p *pred, cands []int32, n int) {
	etop := m.frameEnd(m.e)
	k := len(m.choices)
	if k > 0 {
		etop = max(etop, m.choices[k-1].etop)
	}
	// The choicepoint is written in place, field by field: append of a
	// composite literal builds it on the stack and copies it.
	if k == cap(m.choices) {
		m.choices = slices.Grow(m.choices, 1)
	}
	m.choices = m.choices[:k+1]
	b := &m.choices[k]
	b.e, b.cp, b.h, b.tr, b.etop = m.e, m.cp, m.h, len(m.trail), etop
	b.pred, b.cands, b.next = p, cands, 1
	b.args, b.n, b.bags = len(m.saved), n, len(m.bags)
	// A call has a few arguments: a loop beats append's call of
	// memmove, and with regs sliced to saved's length it has no
	// bounds checks.
	a := len(m.saved)
	if a+n > cap(m.saved) {
		m.saved = slices.Grow(m.saved, n)
	}
	m.saved = m.saved[:a+n]
	saved := m.saved[a:]
	regs := m.regs[:len(saved)]
	for i := range saved {
		saved[i] = regs[i]
	}
	if m.traceCode {
		m.traceChoice()
	}
}

// unifiable reports whether a and b unify, leaving them as they were.
func (m *Machine) unifiable(a, b cell) bool {
	mark, wakes := len(m.trail), len(m.wakeups)
	// Bind as if a choicepoint were there, then undo. Only its heap top
	// is read: one in the slice's room is set as it is, not cleared.
	if k := len(m.choices); k < cap(m.choices) {
		m.choices = m.choices[:k+1]
		m.choices[k].h = m.h
	} else {
		m.choices = append(m.choices, choicepoint{h: m.h})
	}
	ok := m.unify(a, b)
	m.choices = m.choices[:len(m.choices)-1]
	m.undoTrail(mark)
	m.wakeups = m.wakeups[:wakes]
	return ok
}

// typeTest runs type test t on c.
func (m *Machine) typeTest(t int, c cell) bool {
	switch t {
	case testVar:
		return isVarCell(c)
	case testNonvar:
		return !isVarCell(c)
	case testAtom:
		// [] is a reserved constant, not an atom, as in SWI-Prolog 7
		// and the engine: atom([]) fails, atomic([]) succeeds; under
		// the flag iso it is the atom '[]'.
		return c.tag() == tagAtom && (c != nilCell || m.iso())
	case testInteger:
		return m.isInteger(c)
	case testNumber:
		return m.isNumber(c)
	case testAtomic:
		return c.tag() == tagAtom || c.tag() == tagInt || c.tag() == tagBox
	case testCompound:
		return c.tag() == tagStr || c.tag() == tagList
	}
	return c.tag() == tagAtom && (c != nilCell || m.iso()) || c.tag() == tagStr || c.tag() == tagList
}

// iso reports whether the engine's flag iso is true.
func (m *Machine) iso() bool { return m.Flags != nil && m.Flags.ISO }

// SetForeign makes the clauses compiled from now on call the engine's
// built-in p, which must be deterministic, through Foreign. An output
// built-in binds no variable: it is shown the variables of the running
// query's goal themselves, so that it writes the names they have outside
// the machine.
func (m *Machine) SetForeign(p *engine.Pred, output bool) {
	if m.foreign == nil {
		m.foreign = map[functor]*engine.Pred{}
		m.output = map[*engine.Pred]bool{}
	}
	m.foreign[functor{p.Name, p.Arity}] = p
	m.output[p] = output
}

// SetAnyForeign makes the clauses compiled from now on call the engine's
// built-in p, which may leave alternatives, through ForeignRedo; its
// calls count as effects (see Machine.Effects).
func (m *Machine) SetAnyForeign(p *engine.Pred) {
	m.SetForeign(p, false)
	m.SetEffect(p)
	if m.anyForeign == nil {
		m.anyForeign = map[*engine.Pred]bool{}
	}
	m.anyForeign[p] = true
}

// SetEffect marks the foreign built-in p as one whose calls do what a
// run on the engine instead could not undo (see Machine.Effects).
func (m *Machine) SetEffect(p *engine.Pred) {
	if m.effects == nil {
		m.effects = map[*engine.Pred]bool{}
	}
	m.effects[p] = true
}

// callForeign calls the engine's built-in p on the first n argument
// registers, copied out of the heap, and binds the variables of the
// arguments as the built-in bound their copies. A built-in of anyForeign
// that leaves alternatives leaves a choicepoint that asks it for the
// next answer and goes on at code index next, after the call.
func (m *Machine) callForeign(p *engine.Pred, n int, next int) (bool, error) {
	if (m.anyForeign[p] || !p.IsForeign()) && m.ForeignRedo != nil {
		return m.callAnyForeign(p, n, next)
	}
	// Output and conversions in a loop come here at each step: the map
	// and the argument slice are the machine's, reused (the core does not
	// run again inside a built-in, see Bridge).
	names := reusedNames(&m.foreignNames)
	if m.output[p] && len(m.open) > 0 {
		m.open[len(m.open)-1].nameVars(names)
	}
	if m.effects[p] {
		m.Effects++
	}
	args := m.foreignArgs[:n]
	conv := m.converted
	// Output writes a heap variable by its place: write(X), write(X)
	// writes one name twice, as in SWI-Prolog.
	m.heapNamed = m.output[p]
	err := m.termsOf(args, m.regs[:n], names)
	m.heapNamed = false
	if err != nil {
		clear(args)
		return false, err
	}
	m.chargeCopy(m.converted - conv)
	ok, err := m.Foreign(p, args)
	m.noteProgram()
	clear(args)
	if !ok || err != nil {
		return ok, err
	}
	return m.bindBack(names)
}

// bindBack binds the heap variables that names maps to engine variables
// to the values an engine built-in gave those: false when a value does
// not unify (the variables may be bound by then to each other's).
func (m *Machine) bindBack(names map[int]*engine.Var) (bool, error) {
	var back map[*engine.Var]cell
	for i, v := range names {
		t := engine.Deref(v)
		if t == engine.Term(v) {
			continue
		}
		// An atomic answer, the most common one of a built-in, needs
		// no map of the variables.
		if engine.IsAtomic(t) {
			if !m.unify(mkRef(i), m.constCell(t)) {
				return false, nil
			}
			continue
		}
		if back == nil {
			back = make(map[*engine.Var]cell, len(names))
			for j, w := range names {
				back[w] = mkRef(j)
			}
		}
		c, err := m.putTermAttrs(t, back)
		if err != nil {
			return false, err
		}
		if !m.unify(mkRef(i), c) {
			return false, nil
		}
	}
	return true, nil
}

// sigOf is the signature field of the cell c, as engine.SigOf gives it
// for the term c stands for.
func (m *Machine) sigOf(c cell) uint64 {
	switch c.tag() {
	case tagAtom:
		return engine.SigAtom(m.atoms[c.val()])
	case tagInt:
		return engine.SigInt(c.intVal())
	case tagList:
		return engine.SigFunctor(engine.AtomDot, 2)
	case tagStr:
		f := m.functors[m.heap[c.val()].val()]
		return engine.SigFunctor(f.name, f.arity)
	case tagBox:
		return engine.SigOf(m.boxes[c.val()])
	}
	return 0
}

// SetSignature makes calls of name/arity filter their candidates by the
// signature field of argument arg (1 to 3), as package engine does for
// the predicate (see engine.Pred.SigArg); sigs holds the field of each
// clause's argument there, in clause order.
func (m *Machine) SetSignature(name *engine.Atom, arity, arg int, sigs []uint64) {
	p := m.lookup(functor{name, arity})
	p.sigArg, p.sigs, p.sigLists, p.sigFields = arg, sigs, filtered{}, nil
}

// getVarYs carries out the packed run of opGetVarY mv (see packRun).
func (m *Machine) getVarYs(mv uint64) {
	st, e := m.stack, m.e+frameY
	st[e+int(uint8(mv>>24))] = m.regs[uint8(mv>>16)]
	st[e+int(uint8(mv>>40))] = m.regs[uint8(mv>>32)]
	if mv&runCount > 2 {
		st[e+int(uint8(mv>>56))] = m.regs[uint8(mv>>48)]
	}
}

// matchArg runs in, a unify instruction in read mode, on the argument v
// of the structure being matched (see opGetList2).
func (m *Machine) matchArg(in *instr, v cell) bool {
	switch in.op {
	case opUnifyVarX:
		m.regs[in.a] = v
	case opUnifyVarY:
		m.stack[m.e+frameY+in.a] = v
	case opUnifyValX:
		return m.unify(v, m.regs[in.a])
	case opUnifyValY:
		return m.unify(v, m.stack[m.e+frameY+in.a])
	case opUnifyConst:
		return m.unify(v, in.c)
	}
	return true
}

// buildArg runs in, a unify instruction in write mode, on heap cell s,
// an argument of the structure being built (see opGetList2): as the
// instruction's own case in run does.
func (m *Machine) buildArg(in *instr, s int) {
	switch in.op {
	case opUnifyValX:
		m.heap[s] = m.regs[in.a]
	case opUnifyVarX:
		c := mkRef(s)
		m.heap[s] = c
		m.regs[in.a] = c
	case opUnifyVarY:
		c := mkRef(s)
		m.heap[s] = c
		m.stack[m.e+frameY+in.a] = c
	case opUnifyValY:
		m.heap[s] = m.stack[m.e+frameY+in.a]
	case opUnifyConst:
		m.heap[s] = in.c
	case opUnifyVoid:
		m.heap[s] = mkRef(s)
	}
}

// keepInMemory takes the addresses of run's variables u and x, so that
// the compiler keeps them in memory rather than in registers (taking an
// address the compiler can see through is not enough).
//
//go:noinline
func keepInMemory(*int, *bool) {}
