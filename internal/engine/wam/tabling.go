package wam

import (
	"encoding/binary"
	"slices"

	"github.com/goprolog/goprolog/internal/engine"
)

// Tabled predicates on the core. The tables and their completion are the
// engine's (internal/builtins/tabling.go), and so is the driver, the
// library's '$tbl_call'/1 (lib/tabling.pl), which the core compiles as
// any library predicate. Its '$tbl_*' built-ins that keep the evaluation
// stack ('$tbl_push'/1, '$tbl_iteration'/1, '$tbl_pop'/1, ...) are called
// on copies of their arguments, a table's handle and nothing more; those
// that read and add answers are natives, below.
//
// A tabled predicate's clauses are compiled as its own predicate, which
// only '$tbl_clauses'/1 calls: a goal of the predicate, in a clause or
// met by a meta-call, calls instead a predicate made for it (tabledPred),
// whose one clause is
//
//	'$wam_tabled p'(X...) :- '$tbl_call'(p(X...)).
//
// Calling it counts the inference that the engine counts for the
// tabled predicate's trampoline, and '$tbl_call'/1 its own.
// The tables keep each answer as the variant key of its arguments
// (engine.VariantKey), bytes and no terms. '$tbl_answers'(T, G) is a
// native (tblAnswers): it reads the answers of table T through
// Machine.Tables and matches G's arguments against each key in turn
// (unifyAnswer), building on the heap only what meets an unbound
// variable of G, and leaves a choicepoint, retried in place, while
// another answer may come, so that a recursive call of a variant under
// evaluation reads the answers added since too. '$tbl_lookup'/3 and
// '$tbl_add'/2 are natives that find a table or an answer by the variant
// key they write of the heap term: adding an answer the table has makes
// nothing, and a new one is its key.
//
// '$tbl_clauses'(G) is a predicate of one instruction, opCallDyn marked
// goalClauses, which goes on to the clauses of G's predicate: the call
// of those counts the inference that the engine counts for the built-in,
// which runs them without counting another.

var (
	atomTblCall     = engine.Intern("$tbl_call")
	atomTblClauses  = functor{engine.Intern("$tbl_clauses"), 1}
	atomWamTblClaus = engine.Intern("$wam_tbl_clauses")
)

// goalClauses marks the opCallDyn of '$tbl_clauses'/1.
const goalClauses = 2

// tabledGoal returns the goal that calls goal, of functor f, when f is a
// tabled predicate: a call of its tabledPred.
func (m *Machine) tabledGoal(f functor, goal engine.Term) (engine.Term, bool) {
	if m.Tabled == nil || !m.Tabled(f.name, f.arity) {
		return nil, false
	}
	p := m.tabledPred(f)
	if p == nil {
		return nil, false
	}
	var args []engine.Term
	if c, ok := goal.(*engine.Compound); ok {
		args = c.Args
	}
	return goalOf(p.fn.name, args), true
}

// tabledPred returns the predicate that calls the tabled predicate f
// through '$tbl_call'/1, making it the first time.
func (m *Machine) tabledPred(f functor) *pred {
	name := engine.Intern("$wam_tabled " + f.name.Name)
	if p := m.preds[functor{name, f.arity}]; p != nil && len(p.clauses) > 0 {
		return p
	}
	args := make([]engine.Term, f.arity)
	for k := range args {
		args[k] = new(engine.Var)
	}
	clause := engine.NewCompound(atomNeck, goalOf(name, args), engine.NewCompound(atomTblCall, goalOf(f.name, args)))
	if err := m.AddClause(clause); err != nil {
		return nil
	}
	p := m.preds[functor{name, f.arity}]
	m.traceCallsAs(p, f, 1)
	return p
}

// tblClausesGoal returns the goal that runs '$tbl_clauses'(G) on the
// core.
func (m *Machine) tblClausesGoal(args []engine.Term) engine.Term {
	g := m.oneInstrGoal(atomWamTblClaus, args, instr{op: opCallDyn, a: 1, b: goalClauses})
	m.preds[functor{atomWamTblClaus, 1}].aux = true
	return g
}

// clausesTarget resolves '$tbl_clauses'(G), G in register 0: it loads
// G's arguments into the registers and returns the predicate of G's own
// clauses and its arity, or nil when the core does not have them.
func (m *Machine) clausesTarget() (*pred, int) {
	g := m.deref(m.regs[0])
	f, from, ok := m.callable(g)
	if !ok || m.target(f) == nil {
		return nil, 0
	}
	p := m.preds[f]
	if p == nil || len(p.clauses) == 0 {
		return nil, 0
	}
	copy(m.regs[:f.arity], m.heap[from:from+f.arity])
	return p, f.arity
}

// tblAnswers is '$tbl_answers'(T, G): G is each answer of table T, in the
// order they were found.
func tblAnswers(a args) (bool, error) { return tblAnswerFrom(a, 0, false) }

// tblAnswersRedo gives the answer after the one the redo's state names.
func tblAnswersRedo(a args) (bool, error) {
	return tblAnswerFrom(a, int(a.state(0).intVal()), true)
}

// tblCands are the candidates of the choicepoint that reads a table's
// answers: it stays while answers may come, each retry setting its next
// candidate back (tblRetry), and goes when the last is read. Retrying
// one choicepoint in place does for each answer what popping it and
// pushing it again (args.redo) does, without the copies.
var tblCands = []int32{0, 0, 0}

// tblRetry keeps the choicepoint that a redo of '$tbl_answers'/2 resumed,
// the newest, for answer next, or, if none may come (more is false),
// removes it. It reports false when that choicepoint is not one it
// keeps, which args.redo then leaves instead.
func tblRetry(a args, next int, more bool) bool {
	m := a.m
	k := len(m.choices) - 1
	if m.traceCode || k < 0 {
		return false
	}
	b := &m.choices[k]
	if b.pred != m.redos[a.k] || len(b.cands) != len(tblCands) || &b.cands[0] != &tblCands[0] {
		return false
	}
	if !more {
		m.saved = m.saved[:b.args]
		m.choices = m.choices[:k]
		return true
	}
	b.next = 1
	m.saved[b.args+a.fn.arity+1] = mkInt(int64(next))
	return true
}

// tblAnswerFrom unifies G with answer i of table T, leaving a redo for
// answer i+1 when one may come: a choicepoint of its own, or on a retry
// (retry is true) the one retried, kept.
func tblAnswerFrom(a args, i int, retry bool) (bool, error) {
	m := a.m
	if m.Tables == nil {
		return false, engine.SystemError("the core reads no answer tables")
	}
	t, err := m.answerTable(a.arg(0))
	var (
		key         []byte
		answer      engine.Term
		found, more bool
	)
	if err == nil {
		key, answer, found, more = t.Answer(i)
	}
	if retry && tblRetry(a, i+1, found && more) {
		if err != nil || !found {
			return false, err
		}
	} else {
		if err != nil || !found {
			return false, err
		}
		if more {
			a.redo(mkInt(int64(i + 1)))
			if !m.traceCode {
				m.choices[len(m.choices)-1].cands = tblCands
			}
		}
	}
	if answer == nil {
		return m.unifyAnswer(a.arg(1), key), nil
	}
	if m.answerVars == nil {
		m.answerVars = map[*engine.Var]cell{}
	}
	clear(m.answerVars)
	return m.unifyTerm(a.m.regs[1], answer, m.answerVars)
}

// unifyAnswer unifies goal with an answer of its table, given as the
// variant key of the answer's arguments (see engine.AnswerTables). It
// reads the key against the goal's arguments in place and builds on the
// heap only the parts of the answer that meet an unbound variable of the
// goal: a call whose arguments are bound reads a ground answer making
// nothing.
func (m *Machine) unifyAnswer(goal cell, key []byte) bool {
	goal = m.deref(goal)
	var from, n int
	switch goal.tag() {
	case tagStr:
		f, at := m.compoundParts(goal)
		from, n = at, f.arity
	case tagList:
		from, n = goal.val(), 2
	}
	vars := m.keyVars[:0]
	ok := true
	i := 0
	for j := from; j < from+n && ok; j++ {
		t := m.deref(m.heap[j])
		if i+9 <= len(key) && key[i] == engine.KeyInt {
			// An integer argument, the commonest, is read in line.
			if v := int64(binary.LittleEndian.Uint64(key[i+1:])); v <= maxSmall && v >= minSmall {
				i += 9
				switch c := mkInt(v); {
				case t == c:
				case t.tag() == tagRef:
					m.bind(t.val(), c)
				default:
					ok = t.tag() == tagAttv && m.unify(t, c)
				}
				continue
			}
		}
		var targets []cell
		targets, vars, i, ok = m.unifyItems(key, i, append(m.keyStack[:0], t), vars)
		m.keyStack = targets[:0]
	}
	m.keyVars = vars[:0]
	return ok && i == len(key)
}

// unifyItems matches the items of key from i on against targets, the
// heap cells they stand for, the last first, until none is left: it
// returns its stacks, to be kept for reuse, and where it stopped.
func (m *Machine) unifyItems(key []byte, i int, targets []cell, vars []int) ([]cell, []int, int, bool) {
	for len(targets) > 0 {
		if i >= len(key) {
			return targets, vars, i, false
		}
		t := m.deref(targets[len(targets)-1])
		targets = targets[:len(targets)-1]
		if key[i] == engine.KeyInt && i+9 <= len(key) {
			// Integers first: the commonest answers, read in line.
			n := int64(binary.LittleEndian.Uint64(key[i+1:]))
			i += 9
			if n <= maxSmall && n >= minSmall {
				c := mkInt(n)
				switch {
				case t == c:
				case t.tag() == tagRef:
					m.bind(t.val(), c)
				case t.tag() == tagAttv:
					if !m.unify(t, c) {
						return targets, vars, i, false
					}
				default:
					return targets, vars, i, false
				}
				continue
			}
			if isVarCell(t) {
				if !m.unify(t, m.addBox(engine.Int(n))) {
					return targets, vars, i, false
				}
			} else if x, ok := m.atomicTerm(t).(engine.Int); t.tag() != tagBox || !ok || int64(x) != n {
				return targets, vars, i, false
			}
			continue
		}
		it, next, ok := engine.ReadKeyItem(key, i)
		if !ok {
			return targets, vars, i, false
		}
		if it.Tag == engine.KeyVar {
			// The answer's variable: its first occurrence stands for
			// what the goal holds there, a later one must unify with
			// that.
			if int(it.N) < len(vars) {
				if !m.unify(mkCell(tagRef, uint64(vars[it.N])), t) {
					return targets, vars, i, false
				}
			} else if !m.keyVarAt(&vars, int(it.N), t) {
				return targets, vars, i, false
			}
			i = next
			continue
		}
		if isVarCell(t) {
			c, end, ok := m.buildAnswer(key, i, &vars)
			if !ok {
				return targets, vars, i, false
			}
			i = end
			if t.tag() == tagRef {
				m.bind(t.val(), c)
			} else if !m.unify(t, c) {
				return targets, vars, i, false
			}
			continue
		}
		i = next
		switch it.Tag {
		case engine.KeyAtom:
			if t.tag() != tagAtom || t == nilCell || m.atoms[t.val()].Name != string(it.Text) {
				return targets, vars, i, false
			}
		case engine.KeyNil:
			if t != nilCell {
				return targets, vars, i, false
			}
		case engine.KeyInt:
			switch t.tag() {
			case tagInt:
				if t.intVal() != it.N {
					return targets, vars, i, false
				}
			case tagBox:
				if x, ok := m.boxes[t.val()].(engine.Int); !ok || int64(x) != it.N {
					return targets, vars, i, false
				}
			default:
				return targets, vars, i, false
			}
		case engine.KeyCompound:
			switch {
			case t.tag() == tagList:
				if it.N != 2 || string(it.Text) != engine.AtomDot.Name {
					return targets, vars, i, false
				}
				targets = append(targets, m.heap[t.val()+1], m.heap[t.val()])
			case t.tag() == tagStr:
				f, from := m.compoundParts(t)
				if int64(f.arity) != it.N || f.name.Name != string(it.Text) {
					return targets, vars, i, false
				}
				for k := from + f.arity - 1; k >= from; k-- {
					targets = append(targets, m.heap[k])
				}
			default:
				return targets, vars, i, false
			}
		default:
			x := engine.KeyAtomic(it)
			if x == nil || t.tag() != tagBox || !engine.AtomicEqual(m.boxes[t.val()], x) {
				return targets, vars, i, false
			}
		}
	}
	return targets, vars, i, true
}

// keyVarAt records that variable n of an answer's key, met for the first
// time, stands for the heap cell c; false for a key whose variables are
// not numbered in order.
func (m *Machine) keyVarAt(vars *[]int, n int, c cell) bool {
	if n != len(*vars) {
		return false
	}
	if isVarCell(c) {
		*vars = append(*vars, c.val())
		return true
	}
	// A bound cell: kept on the heap, so that the variable's later
	// occurrences refer to it.
	m.grow(1)
	m.heap[m.h] = c
	*vars = append(*vars, m.h)
	m.h++
	return true
}

// buildAnswer makes on the heap the term whose key begins at key[i:] and
// returns its cell and where its key ends. vars holds the heap index of
// each of the answer's variables met so far, and gets those it makes.
func (m *Machine) buildAnswer(key []byte, i int, vars *[]int) (cell, int, bool) {
	// holes are the heap indexes that the next items fill, the next on
	// top; -1 stands for the term's own cell.
	holes := append(m.keyHoles[:0], -1)
	out, i, holes, ok := m.buildAnswerWith(key, i, vars, holes)
	m.keyHoles = holes[:0]
	return out, i, ok
}

// buildAnswerWith is buildAnswer with holes, its stack, which it returns
// to be kept for reuse.
func (m *Machine) buildAnswerWith(key []byte, i int, vars *[]int, holes []int) (cell, int, []int, bool) {
	var out cell
	for len(holes) > 0 {
		hole := holes[len(holes)-1]
		holes = holes[:len(holes)-1]
		if key[i] == engine.KeyInt && i+9 <= len(key) {
			n := int64(binary.LittleEndian.Uint64(key[i+1:]))
			i += 9
			c := mkInt(n)
			if n > maxSmall || n < minSmall {
				c = m.addBox(engine.Int(n))
			}
			if hole >= 0 {
				m.heap[hole] = c
			} else {
				out = c
			}
			continue
		}
		it, next, ok := engine.ReadKeyItem(key, i)
		if !ok {
			return 0, i, holes, false
		}
		i = next
		var c cell
		switch it.Tag {
		case engine.KeyVar:
			switch {
			case int(it.N) < len(*vars):
				c = mkRef((*vars)[it.N])
			case int(it.N) != len(*vars):
				return 0, i, holes, false
			case hole >= 0:
				c = mkRef(hole)
				*vars = append(*vars, hole)
			default:
				m.grow(1)
				c = mkRef(m.h)
				m.heap[m.h] = c
				*vars = append(*vars, m.h)
				m.h++
			}
		case engine.KeyAtom:
			c = mkAtom(m.atomIndex(engine.InternBytes(it.Text)))
		case engine.KeyNil:
			c = nilCell
		case engine.KeyInt:
			if it.N <= maxSmall && it.N >= minSmall {
				c = mkInt(it.N)
			} else {
				c = m.addBox(engine.Int(it.N))
			}
		case engine.KeyCompound:
			n := int(it.N)
			if n <= 0 || n > len(key) {
				return 0, i, holes, false
			}
			name := engine.InternBytes(it.Text)
			if n == 2 && name == engine.AtomDot {
				m.grow(2)
				c = mkList(m.h)
				holes = append(holes, m.h+1, m.h)
				m.h += 2
			} else {
				m.grow(n + 1)
				c = mkStr(m.h)
				m.heap[m.h] = mkFun(m.functorIndex(functor{name, n}))
				for k := m.h + n; k > m.h; k-- {
					holes = append(holes, k)
				}
				m.h += n + 1
			}
		default:
			x := engine.KeyAtomic(it)
			if x == nil {
				return 0, i, holes, false
			}
			c = m.constCell(x)
		}
		if hole >= 0 {
			m.heap[hole] = c
		} else {
			out = c
		}
	}
	return out, i, holes, true
}

// unifyTerm unifies the heap term at c with t, a term of the engine, as
// unifying c with putTermAttrs(t, vars) would, but builds on the heap
// only the parts of t that meet an unbound variable of c: a tabled call
// whose arguments are bound reads its ground answers without making
// them. vars maps t's variables to their heap cells.
func (m *Machine) unifyTerm(c cell, t engine.Term, vars map[*engine.Var]cell) (bool, error) {
	type pair struct {
		c cell
		t engine.Term
	}
	var buf [16]pair
	stack := append(buf[:0], pair{c, t})
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		c, t := m.deref(p.c), engine.Deref(p.t)
		x, compound := t.(*engine.Compound)
		_, variable := t.(*engine.Var)
		switch {
		case isVarCell(c) || variable:
			y, err := m.putTermAttrs(t, vars)
			if err != nil {
				return false, err
			}
			if !m.unify(c, y) {
				return false, nil
			}
		case !compound:
			if !m.unify(c, m.constCell(t)) {
				return false, nil
			}
		case c.tag() == tagList && x.Name == engine.AtomDot && len(x.Args) == 2:
			stack = append(stack, pair{m.heap[c.val()+1], x.Args[1]}, pair{m.heap[c.val()], x.Args[0]})
		case c.tag() == tagStr:
			f, from := m.compoundParts(c)
			if f.name != x.Name || f.arity != len(x.Args) {
				return false, nil
			}
			for i := f.arity - 1; i >= 0; i-- {
				stack = append(stack, pair{m.heap[from+i], x.Args[i]})
			}
		default:
			return false, nil
		}
	}
	return true, nil
}

// tblLookup runs '$tbl_lookup'(G, T, S) by G's variant key; done is
// false for a G that has none (a cyclic term) or is not callable, whose
// error the engine's built-in raises.
func (m *Machine) tblLookup() (ok, done bool) {
	g := m.deref(m.regs[0])
	f, _, callable := m.callable(g)
	if m.Tables == nil || !callable || !m.writeVariantKey(g) {
		return false, false
	}
	m.Effects++
	table, status := m.Tables.Lookup(m.TablesOwner, m.keyBuf, f.name, f.arity)
	return m.unify(m.regs[1], m.constCell(engine.MakeInt(table))) && m.unify(m.regs[2], mkAtom(m.atomIndex(status))), true
}

// tblAdd runs '$tbl_add'(T, A) by A's variant key, which the table
// keeps: nothing is read out of the heap. done is false when the
// engine's built-in decides, on copies (a cyclic answer, one that holds a
// database reference, a mode-directed table, an error).
func (m *Machine) tblAdd() (ok, done bool) {
	answer := m.deref(m.regs[1])
	if m.Tables == nil || !m.writeArgsKey(answer) || m.keyOpaque {
		return false, false
	}
	t, err := m.answerTable(m.deref(m.regs[0]))
	if err != nil || !t.Add(m.keyBuf) {
		return false, false
	}
	m.Effects++
	return true, true
}

// answerTable returns the table whose handle is the cell h, an integer,
// through m.tbls, which keeps each table found at its handle while it is
// not gone: a driver's iteration reads one table and adds to another.
func (m *Machine) answerTable(h cell) (engine.AnswerTable, error) {
	if h.tag() != tagInt {
		return nil, engine.ExistenceError("table", m.termOf(h))
	}
	id := h.intVal()
	if id >= 0 && id < int64(len(m.tbls)) {
		if t := m.tbls[id]; t != nil {
			if !t.Gone() {
				return t, nil
			}
			// Tables go when they are abolished, mostly all at once:
			// the others kept are let go with it.
			clear(m.tbls)
			m.tbls = m.tbls[:0]
		}
	}
	t, err := m.Tables.Table(m.TablesOwner, id)
	if err != nil {
		return nil, err
	}
	if id >= 0 && id < 1<<24 {
		for int64(len(m.tbls)) <= id {
			m.tbls = append(m.tbls, nil)
		}
		m.tbls[id] = t
	}
	return t, nil
}

// writeArgsKey writes into m.keyBuf the key of the arguments of the
// callable term at c, the key of c after its functor, as
// writeVariantKey does; false for a term that is not callable or has no
// key.
func (m *Machine) writeArgsKey(c cell) bool {
	switch c.tag() {
	case tagAtom:
		m.keyBuf, m.keyOpaque = m.keyBuf[:0], false
		return c != nilCell
	case tagStr:
		f, from := m.compoundParts(c)
		if m.writeSmallArgsKey(from, f.arity) {
			return true
		}
		stack := m.keyStack[:0]
		for i := from + f.arity - 1; i >= from; i-- {
			stack = append(stack, m.heap[i])
		}
		return m.writeKeyOf(stack, engine.VariantKeyLimit)
	}
	return false
}

// writeSmallArgsKey is writeArgsKey of the n arguments at heap[from:]
// when each is a small integer or an atom other than [], the commonest
// answers, written with no stack; false, having written nothing to keep,
// for any other.
func (m *Machine) writeSmallArgsKey(from, n int) bool {
	k := engine.VariantKey{B: m.keyBuf[:0]}
	for j := from; j < from+n; j++ {
		switch c := m.deref(m.heap[j]); {
		case c.tag() == tagInt:
			k.Int(c.intVal())
		case c.tag() == tagAtom && c != nilCell:
			k.Atom(m.atoms[c.val()].Name)
		default:
			m.keyBuf = k.B
			return false
		}
	}
	m.keyBuf, m.keyVars, m.keyOpaque = k.B, m.keyVars[:0], false
	return true
}

// writeVariantKey writes the variant key of the term at c into m.keyBuf,
// as engine.AppendVariantKey writes that of the engine's term of it, and
// sets m.keyOpaque as the key's Opaque: false for a cyclic (or enormous)
// term.
func (m *Machine) writeVariantKey(c cell) bool {
	return m.writeVariantKeyUpTo(c, engine.VariantKeyLimit)
}

// writeVariantKeyUpTo is writeVariantKey, stopping past limit bytes.
func (m *Machine) writeVariantKeyUpTo(c cell, limit int) bool {
	return m.writeKeyOf(append(m.keyStack[:0], c), limit)
}

// writeKeyOf writes into m.keyBuf the keys of the terms on stack, the
// last first, their variables numbered together, stopping past limit
// bytes.
func (m *Machine) writeKeyOf(stack []cell, limit int) bool {
	k := engine.VariantKey{B: m.keyBuf[:0]}
	vars := m.keyVars[:0]
	var byCell map[int]int
	// keyVars keeps the variables, whose number says whether the term
	// is ground.
	for len(stack) > 0 {
		if len(k.B) > limit {
			m.keyBuf, m.keyStack, m.keyVars, m.keyOpaque = k.B, stack[:0], vars, k.Opaque
			return false
		}
		c := m.deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch c.tag() {
		case tagRef, tagAttv:
			if c.tag() == tagAttv {
				k.Opaque = true // the key leaves the attributes out
			}
			// A term's few variables are found by a linear search, a
			// map made only past a dozen (see engine.AppendVariantKey).
			n, seen := 0, false
			if byCell != nil {
				n, seen = byCell[c.val()]
			} else if n = slices.Index(vars, c.val()); n >= 0 {
				seen = true
			}
			if !seen {
				n = len(vars)
				vars = append(vars, c.val())
				if byCell != nil {
					byCell[c.val()] = n
				} else if len(vars) > 12 {
					byCell = make(map[int]int, 2*len(vars))
					for i, v := range vars {
						byCell[v] = i
					}
				}
			}
			k.Var(n)
		case tagAtom:
			if c == nilCell {
				k.Nil()
			} else {
				k.Atom(m.atoms[c.val()].Name)
			}
		case tagInt:
			k.Int(c.intVal())
		case tagBox:
			if x, ok := m.boxes[c.val()].(engine.Int); ok {
				k.Int(int64(x))
			} else {
				k.Atomic(m.boxes[c.val()])
			}
		case tagList:
			k.Compound(engine.AtomDot.Name, 2)
			stack = append(stack, m.heap[c.val()+1], m.heap[c.val()])
		case tagStr:
			f, from := m.compoundParts(c)
			k.Compound(f.name.Name, f.arity)
			for i := f.arity - 1; i >= 0; i-- {
				stack = append(stack, m.heap[from+i])
			}
		}
	}
	m.keyBuf, m.keyStack, m.keyVars, m.keyOpaque = k.B, stack[:0], vars, k.Opaque
	return true
}
