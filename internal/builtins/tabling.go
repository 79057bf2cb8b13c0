package builtins

import (
	"encoding/binary"
	"math"

	"github.com/goprolog/goprolog/internal/engine"
)

// Tabling (:- table Name/Arity): a tabled call computes all the answers
// of its variant before it returns the first, and a recursive call of a
// variant under evaluation reads the answers found so far, so that left
// recursion terminates and every variant is computed once.
//
// The evaluation is iterative, SLG's completion without its suspension:
// each call variant has an answer table; a call that finds no table runs
// its clauses again and again (the driver '$tbl_call'/1 in lib/tabling.pl)
// until an iteration adds no answer. Tables that read one another form a
// strongly connected component, found as Tarjan's algorithm does with the
// evaluation stack (tableEntry.depth and lowlink): a table that read an
// older table still under evaluation cannot be complete before it, so it
// is left incomplete, its growth makes the older one iterate again, and
// the older one completes them all.
//
// Mode-directed tabling (:- table path(_,_,min)) keeps one answer per
// variant of the index arguments (the _ ones), and in each moded argument
// the least (min), greatest (max) or first (first) value found, in the
// standard order of terms. These modes are idempotent, so evaluating the
// clauses again finds nothing new once they are stable; sum, last and
// lattice(PI) are not, and are not supported.

// tableStatus is where a table is in its evaluation.
type tableStatus uint8

const (
	// tableFresh: no evaluation has run, or the last one was abandoned.
	tableFresh tableStatus = iota
	// tableEvaluating: on the evaluation stack.
	tableEvaluating
	// tableIncomplete: evaluated, but it read a table still under
	// evaluation, whose completion completes it; a new call evaluates it
	// again.
	tableIncomplete
	// tableComplete: every answer is known.
	tableComplete
)

// tableMode is how an argument of a mode-directed tabled predicate
// collects its answers.
type tableMode uint8

const (
	modeIndex tableMode = iota // _: part of the answer's key
	modeMin
	modeMax
	modeFirst
)

var tableModeNames = map[string]tableMode{"min": modeMin, "max": modeMax, "first": modeFirst}

// answerTable is the table of one call variant.
type answerTable struct {
	id      int
	key     string // the variant key of the call (see variantKey)
	status  tableStatus
	answers []tabledAnswer
	// seen maps the variant key of each answer (of its index arguments
	// only, under mode-directed tabling) to its place in answers.
	seen  map[string]int
	modes []tableMode // nil for variant tabling

	// While the table is on the evaluation stack, or incomplete: its
	// depth on the stack, and the depth of the oldest table under
	// evaluation that it read (its component's leader: that table is on
	// the stack while this one is incomplete).
	depth, lowlink int
	// evaluated and iteration are the serial numbers (tableStore.serial)
	// of the last start of this table's evaluation and of its current
	// iteration.
	evaluated, iteration int
	changed              bool           // an answer was added in this iteration (here or by a table it depends on)
	grew                 bool           // an answer was added in this evaluation
	members              []*answerTable // incomplete tables that complete with this one
}

// tabledAnswer is one answer, a copy of the call's instance.
type tabledAnswer struct {
	term   engine.Term
	ground bool // returned without renaming
}

// tableStore is an interpreter's tables.
type tableStore struct {
	byKey  map[string]*answerTable
	byID   map[int]*answerTable
	stack  []*answerTable
	next   int
	serial int // counts evaluations and iterations
	// modes holds the argument modes of mode-directed tabled predicates.
	modes map[*engine.Pred][]tableMode
}

// tablesOf returns m's tables, creating the store on first use.
func tablesOf(m *engine.Machine) *tableStore {
	if s, ok := m.Hooks.Slots[slotTabling].(*tableStore); ok {
		return s
	}
	s := &tableStore{byKey: map[string]*answerTable{}, byID: map[int]*answerTable{}, modes: map[*engine.Pred][]tableMode{}}
	m.Hooks.Slots[slotTabling] = s
	return s
}

// abolishTables forgets every complete table, and every table if none is
// under evaluation: tables under evaluation (abolish_all_tables/0 called
// from a tabled goal) are kept for their driver.
func abolishTables(m *engine.Machine) {
	s, ok := m.Hooks.Slots[slotTabling].(*tableStore)
	if !ok {
		return
	}
	for k, t := range s.byKey {
		if t.status == tableComplete || len(s.stack) == 0 {
			delete(s.byKey, k)
			delete(s.byID, t.id)
		}
	}
}

// table returns the table that handle (an integer from '$tbl_lookup'/3)
// names.
func (s *tableStore) table(handle engine.Term) (*answerTable, error) {
	if id, ok := engine.Deref(handle).(engine.Int); ok {
		if t := s.byID[int(id)]; t != nil {
			return t, nil
		}
	}
	return nil, engine.ExistenceError("table", handle)
}

// variantKeyLimit bounds the size of a variant key: a cyclic term has
// none.
const variantKeyLimit = 1 << 24

// variantKey returns a string that two terms share exactly when they are
// variants (=@=) (see appendVariantKey). ok is false for a cyclic (or
// enormous) term.
func variantKey(t engine.Term) (key string, ok bool) {
	var buf [128]byte
	b, ok := appendVariantKey(buf[:0], t)
	return string(b), ok
}

// appendVariantKey appends to b the variant key of t: the term written
// out in prefix form, a tag byte before each subterm, integers and
// variable numbers (each variable numbered by its first occurrence) in
// eight bytes, texts after their length, so that no part of a key can
// imitate another. Adding an answer builds a key at every call, which
// decimal digits and a map of the variables made the larger part of a
// tabled program's time: a term's few variables are found by a linear
// search, a map made only past a dozen. ok is false for a cyclic (or
// enormous) term.
func appendVariantKey(b []byte, t engine.Term) (key []byte, ok bool) {
	var (
		stackBuf [32]engine.Term
		varBuf   [12]*engine.Var
	)
	stack := append(stackBuf[:0], t)
	vars := varBuf[:0]
	var varMap map[*engine.Var]int
	number := func(v *engine.Var) int {
		if varMap != nil {
			n, seen := varMap[v]
			if !seen {
				n = len(varMap)
				varMap[v] = n
			}
			return n
		}
		for n, w := range vars {
			if w == v {
				return n
			}
		}
		if len(vars) < cap(varBuf) {
			vars = append(vars, v)
			return len(vars) - 1
		}
		varMap = make(map[*engine.Var]int, 2*len(vars))
		for n, w := range vars {
			varMap[w] = n
		}
		varMap[v] = len(vars)
		return len(vars)
	}
	for len(stack) > 0 {
		if len(b) > variantKeyLimit {
			return b, false
		}
		t := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch x := t.(type) {
		case *engine.Var:
			b = binary.LittleEndian.AppendUint64(append(b, '_'), uint64(number(x)))
		case *engine.Atom:
			b = appendKeyText(append(b, 'a'), x.Name)
		case engine.Int:
			b = binary.LittleEndian.AppendUint64(append(b, 'i'), uint64(x))
		case *engine.BigInt:
			b = appendKeyText(append(b, 'b'), x.Big().Text(16))
		case engine.Float:
			b = binary.LittleEndian.AppendUint64(append(b, 'f'), math.Float64bits(float64(x)))
		case engine.String:
			b = appendKeyText(append(b, 's'), string(x))
		case *engine.Clause:
			b = appendKeyText(append(b, 'r'), x.String())
		case *engine.Record:
			b = appendKeyText(append(b, 'r'), x.String())
		case *engine.Compound:
			b = appendKeyText(append(b, 'c'), x.Name.Name)
			b = binary.LittleEndian.AppendUint64(b, uint64(len(x.Args)))
			for i := len(x.Args) - 1; i >= 0; i-- {
				stack = append(stack, x.Args[i])
			}
		}
	}
	return b, true
}

// appendKeyText appends s with its length, so that no text can imitate
// the rest of a key.
func appendKeyText(b []byte, s string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}

// keyOf is variantKey for a built-in's argument: a cyclic term is a type
// error, as it has no variant to table.
func keyOf(t engine.Term) (string, error) {
	k, ok := variantKey(t)
	if !ok {
		return "", engine.TypeError("acyclic_term", t)
	}
	return k, nil
}

var (
	atomTblCall  = engine.Intern("$tbl_call")
	atomFresh    = engine.Intern("fresh")
	atomComplete = engine.Intern("complete")
)

// tableTrampoline is what a call of the tabled predicate name runs: it
// hands the call to the tabling driver.
func tableTrampoline(name *engine.Atom) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		var goal engine.Term = name
		if len(args) > 0 {
			goal = engine.NewCompound(name, args...)
		}
		m.PushGoal(engine.NewCompound(atomTblCall, goal))
		return true, nil
	}
}

// table/1: declares tabled predicates, given as Name/Arity, Name//Arity
// (a DCG nonterminal) or a comma list of them.
func table1(m *engine.Machine, args []engine.Term) (bool, error) {
	specs := []engine.Term{args[0]}
	for len(specs) > 0 {
		spec := engine.Deref(specs[len(specs)-1])
		specs = specs[:len(specs)-1]
		c, ok := spec.(*engine.Compound)
		switch {
		case ok && c.Name == engine.AtomComma && len(c.Args) == 2:
			specs = append(specs, c.Args[1], c.Args[0])
			continue
		case ok && (c.Name == engine.AtomSlash || c.Name == atomDoubleSlash) && len(c.Args) == 2:
			name, err := atomArg(c.Args[0])
			if err != nil {
				return false, err
			}
			arity, err := nonNegIntArg(c.Args[1])
			if isTypeError(err, "integer") {
				// SWI-Prolog takes Name/Mode for a mode it does not know.
				return false, engine.DomainError("tabled_mode", name)
			}
			if err != nil {
				return false, err
			}
			if c.Name == atomDoubleSlash {
				arity += 2
			}
			if err := declareTabled(m, name, int(arity)); err != nil {
				return false, err
			}
			continue
		}
		switch s := spec.(type) {
		case *engine.Var:
			return false, engine.InstantiationError()
		case *engine.Atom:
			if err := declareTabled(m, s, 0); err != nil {
				return false, err
			}
		case *engine.Compound:
			modes, err := tableModes(s)
			if err != nil {
				return false, err
			}
			if err := declareTabled(m, s.Name, len(s.Args)); err != nil {
				return false, err
			}
			tablesOf(m).modes[m.Declare(s.Name, len(s.Args))] = modes
		default:
			return false, engine.TypeError("table_desclaration", s) // sic: SWI-Prolog 9.0.4's spelling
		}
	}
	return true, nil
}

var atomDoubleSlash = engine.Intern("//")

// tableModes reads the modes of a mode-directed table declaration such as
// path(_,_,min): a variable is an index argument.
func tableModes(spec *engine.Compound) ([]tableMode, error) {
	modes := make([]tableMode, len(spec.Args))
	moded := false
	for i, a := range spec.Args {
		switch x := engine.Deref(a).(type) {
		case *engine.Var:
		case *engine.Atom:
			mode, ok := tableModeNames[x.Name]
			if !ok {
				return nil, engine.DomainError("tabled_mode", x)
			}
			modes[i], moded = mode, true
		default:
			return nil, engine.DomainError("tabled_mode", x)
		}
	}
	if !moded {
		return nil, nil
	}
	return modes, nil
}

// declareTabled makes name/arity tabled, with variant tabling until
// table/1 gives it modes. As dynamic/1 does, it replaces a system
// predicate that a program may redefine (see replaceableSystem), and
// refuses the others with SWI-Prolog 9.0.4's error.
func declareTabled(m *engine.Machine, name *engine.Atom, arity int) error {
	p := m.Declare(name, arity)
	if replaceableSystem(p, name) {
		replaceSystem(m, p)
	} else if p.IsBuiltin() {
		return engine.PermissionError("modify", "static_procedure", engine.PI(name, arity))
	}
	if !p.IsTabled() {
		p.SetTabled(tableTrampoline(name))
	}
	delete(tablesOf(m).modes, p)
	return nil
}

// tableModed reports whether p is tabled with answer subsumption.
func tableModed(m *engine.Machine, p *engine.Pred) bool {
	s, ok := m.Hooks.Slots[slotTabling].(*tableStore)
	return ok && s.modes[p] != nil
}

// '$tbl_lookup'(+Goal, -Table, -Status): the table of Goal's variant,
// made if there is none, and whether the caller must evaluate it (fresh)
// or may read its answers (complete, or evaluating: a recursive call).
func tblLookup(m *engine.Machine, args []engine.Term) (bool, error) {
	key, err := keyOf(args[0])
	if err != nil {
		return false, err
	}
	s := tablesOf(m)
	t := s.byKey[key]
	if t == nil {
		s.next++
		t = &answerTable{id: s.next, key: key, seen: map[string]int{}, modes: s.modesOf(m, args[0])}
		s.byKey[key], s.byID[t.id] = t, t
	}
	status := atomFresh
	switch t.status {
	case tableComplete:
		status = atomComplete
	case tableEvaluating:
		if t.depth >= len(s.stack) || s.stack[t.depth] != t {
			// Left so by an evaluation that ended without '$tbl_pop'
			// or '$tbl_abandon' (it cannot, short of a bug): evaluate
			// it again rather than read a partial table.
			t.status = tableFresh
			break
		}
		// The caller reads a table under evaluation: it belongs to that
		// table's component.
		top := s.stack[len(s.stack)-1]
		top.lowlink = min(top.lowlink, t.depth)
		status = atomEvaluating
	case tableIncomplete:
		// Evaluated again at most once in each iteration of its
		// component's leader: the leader iterates until nothing changes,
		// so an answer this misses is found in the next iteration.
		if t.lowlink < len(s.stack) && t.evaluated > s.stack[t.lowlink].iteration {
			top := s.stack[len(s.stack)-1]
			top.lowlink = min(top.lowlink, t.lowlink)
			status = atomEvaluating
		}
	}
	return m.Unify(args[1], engine.MakeInt(int64(t.id))) && m.Unify(args[2], status), nil
}

var atomEvaluating = engine.Intern("evaluating")

// modesOf returns the argument modes of goal's predicate, or nil.
func (s *tableStore) modesOf(m *engine.Machine, goal engine.Term) []tableMode {
	if len(s.modes) == 0 {
		return nil
	}
	if name, arity, ok := engine.Functor(engine.Deref(goal)); ok {
		return s.modes[m.Lookup(name, arity)]
	}
	return nil
}

// '$tbl_push'(+Table): Table's evaluation begins.
func tblPush(m *engine.Machine, args []engine.Term) (bool, error) {
	s := tablesOf(m)
	t, err := s.table(args[0])
	if err != nil {
		return false, err
	}
	t.status = tableEvaluating
	t.depth = len(s.stack)
	t.lowlink = t.depth
	t.members, t.grew = nil, false
	s.serial++
	t.evaluated = s.serial
	s.stack = append(s.stack, t)
	return true, nil
}

// '$tbl_iteration'(+Table): a new iteration of Table's clauses begins.
func tblIteration(m *engine.Machine, args []engine.Term) (bool, error) {
	s := tablesOf(m)
	t, err := s.table(args[0])
	if err != nil {
		return false, err
	}
	t.changed = false
	s.serial++
	t.iteration = s.serial
	return true, nil
}

// '$tbl_changed'(+Table): the last iteration found a new answer, here or
// in a table of the same component.
func tblChanged(m *engine.Machine, args []engine.Term) (bool, error) {
	t, err := tablesOf(m).table(args[0])
	if err != nil {
		return false, err
	}
	return t.changed, nil
}

// '$tbl_add'(+Table, +Answer): adds Answer unless a variant of it is
// there.
func tblAdd(m *engine.Machine, args []engine.Term) (bool, error) {
	t, err := tablesOf(m).table(args[0])
	if err != nil {
		return false, err
	}
	answer := engine.Deref(args[1])
	var buf [128]byte
	key, ok := appendVariantKey(buf[:0], t.indexPart(answer))
	if !ok {
		return false, engine.TypeError("acyclic_term", t.indexPart(answer))
	}
	if i, seen := t.seen[string(key)]; seen {
		if t.modes != nil && t.improves(t.answers[i].term, answer) {
			t.answers[i] = tabledAnswer{term: m.CopyTerm(answer), ground: engine.IsGround(answer)}
			t.changed, t.grew = true, true
		}
		return true, nil
	}
	t.seen[string(key)] = len(t.answers)
	// A copy: the bindings that make the answer are undone when the
	// driver backtracks into the clauses for the next one.
	t.answers = append(t.answers, tabledAnswer{term: m.CopyTerm(answer), ground: engine.IsGround(answer)})
	t.changed, t.grew = true, true
	return true, nil
}

// indexPart is what identifies an answer: the whole answer, or under
// mode-directed tabling the list of its index arguments.
func (t *answerTable) indexPart(answer engine.Term) engine.Term {
	c, ok := answer.(*engine.Compound)
	if t.modes == nil || !ok || len(c.Args) != len(t.modes) {
		return answer
	}
	var index []engine.Term
	for i, mode := range t.modes {
		if mode == modeIndex {
			index = append(index, c.Args[i])
		}
	}
	return engine.List(index...)
}

// improves reports whether answer, with the same index arguments as old,
// replaces it: whether one of its moded arguments is better, the first
// moded argument that differs deciding.
func (t *answerTable) improves(old, answer engine.Term) bool {
	o, ok1 := old.(*engine.Compound)
	a, ok2 := answer.(*engine.Compound)
	if !ok1 || !ok2 || len(o.Args) != len(t.modes) || len(a.Args) != len(t.modes) {
		return false
	}
	for i, mode := range t.modes {
		if mode == modeIndex || mode == modeFirst {
			continue
		}
		switch c := engine.Compare(a.Args[i], o.Args[i]); {
		case c == 0:
			continue
		case mode == modeMin:
			return c < 0
		default:
			return c > 0
		}
	}
	return false
}

// '$tbl_pop'(+Table): Table's evaluation ends. If it read no older table
// under evaluation, it completes with the tables of its component;
// otherwise it joins the component of the table below it.
func tblPop(m *engine.Machine, args []engine.Term) (bool, error) {
	s := tablesOf(m)
	t, err := s.table(args[0])
	if err != nil {
		return false, err
	}
	if len(s.stack) == 0 || s.stack[len(s.stack)-1] != t {
		return false, engine.SystemError("tabling: %d is not the table under evaluation", t.id)
	}
	s.stack = s.stack[:len(s.stack)-1]
	if t.lowlink >= t.depth {
		t.status = tableComplete
		for _, u := range t.members {
			u.status = tableComplete
		}
		t.members = nil
		return true, nil
	}
	t.status = tableIncomplete
	parent := s.stack[len(s.stack)-1]
	parent.lowlink = min(parent.lowlink, t.lowlink)
	for _, u := range t.members {
		u.lowlink = t.lowlink // their leader is t's
	}
	parent.members = append(append(parent.members, t), t.members...)
	t.members = nil
	if t.grew {
		parent.changed = true
	}
	return true, nil
}

// '$tbl_abandon'(+Table): Table's evaluation ended. If it ended without
// '$tbl_pop'/1 (an exception, or a query stopped), Table and every table
// evaluated under it that is not complete are forgotten, so that the next
// call starts afresh.
func tblAbandon(m *engine.Machine, args []engine.Term) (bool, error) {
	s := tablesOf(m)
	t, err := s.table(args[0])
	if err != nil || t.status != tableEvaluating || t.depth >= len(s.stack) || s.stack[t.depth] != t {
		return true, nil // popped, or forgotten with an older table
	}
	for len(s.stack) > t.depth {
		u := s.stack[len(s.stack)-1]
		s.stack = s.stack[:len(s.stack)-1]
		s.forget(u)
		for _, v := range u.members {
			s.forget(v)
		}
	}
	return true, nil
}

// forget removes t from the store.
func (s *tableStore) forget(t *answerTable) {
	if s.byKey[t.key] == t {
		delete(s.byKey, t.key)
	}
	delete(s.byID, t.id)
}

// '$tbl_answers'(+Table, ?Goal): Goal is each answer of Table, in the
// order they were found. Answers added while this runs (Table is under
// evaluation) are returned too.
func tblAnswers(m *engine.Machine, args []engine.Term) (bool, error) {
	t, err := tablesOf(m).table(args[0])
	if err != nil {
		return false, err
	}
	return answerFrom(m, t, args[1], 0)
}

// answerFrom unifies goal with the answers of t from the i-th on, leaving
// a choicepoint for the next while there may be one.
func answerFrom(m *engine.Machine, t *answerTable, goal engine.Term, i int) (bool, error) {
	for ; i < len(t.answers); i++ {
		a := t.answers[i]
		term := a.term
		if !a.ground {
			term = m.CopyTerm(term)
		}
		if i+1 < len(t.answers) || t.status != tableComplete {
			next := i + 1
			m.PushRedo(func(m *engine.Machine) (bool, error) { return answerFrom(m, t, goal, next) })
			return m.Unify(goal, term), nil
		}
		return m.Unify(goal, term), nil
	}
	return false, nil
}

// '$tbl_clauses'(+Goal): Goal run on its predicate's own clauses, past the
// tabling trampoline.
func tblClauses(m *engine.Machine, args []engine.Term) (bool, error) {
	goal, err := callableArg(args[0])
	if err != nil {
		return false, err
	}
	m.PushClauses(goal)
	return true, nil
}

// abolish_all_tables/0.
func abolishAllTables(m *engine.Machine, args []engine.Term) (bool, error) {
	abolishTables(m)
	return true, nil
}

var tablingBuiltins = []engine.BuiltinSpec{
	{Name: "table", Arity: 1, Fn: table1},
	{Name: "abolish_all_tables", Arity: 0, Fn: abolishAllTables},
	{Name: "$tbl_lookup", Arity: 3, Fn: tblLookup},
	{Name: "$tbl_push", Arity: 1, Fn: tblPush},
	{Name: "$tbl_iteration", Arity: 1, Fn: tblIteration},
	{Name: "$tbl_changed", Arity: 1, Fn: tblChanged},
	{Name: "$tbl_add", Arity: 2, Fn: tblAdd},
	{Name: "$tbl_pop", Arity: 1, Fn: tblPop},
	{Name: "$tbl_abandon", Arity: 1, Fn: tblAbandon},
	{Name: "$tbl_answers", Arity: 2, Fn: tblAnswers},
	{Name: "$tbl_clauses", Arity: 1, Fn: tblClauses},
}
