package builtins

import (
	"bytes"
	"hash/maphash"
	"slices"

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
// A table keeps its answers as the variant keys of their arguments, in
// one byte slice, with a hash set over them (answerTable): the WAM core
// writes the key of an answer on its heap and reads an answer's key back
// onto its heap (engine.AnswerTables), and the engine's solver decodes it
// (engine.DecodeVariantKey).
//
// Mode-directed tabling (:- table path(_,_,min)) keeps one answer per
// variant of the index arguments (the _ ones), and in each moded argument
// the least (min), greatest (max) or first (first) value found, in the
// standard order of terms, or the join of the values found, for
// lattice(PI): PI's predicate, called as Join(Old, New, Joined). These
// modes are idempotent (a lattice's join is), so evaluating the clauses
// again finds nothing new once they are stable; sum and last are not,
// and are not supported.

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
	// modeLattice + i: lattice(PI), PI the store's lattices[i], a
	// predicate Join(Old, New, Joined) whose result replaces the answer
	// unless it is a variant of the old one.
	modeLattice
)

// maxLattices bounds the lattice predicates of the program's tables (a
// tableMode holds the index of one).
const maxLattices = 255 - int(modeLattice)

var tableModeNames = map[string]tableMode{"min": modeMin, "max": modeMax, "first": modeFirst}

// answerTable is the table of one call variant.
type answerTable struct {
	id     int
	key    string // the variant key of the call (see variantKey)
	status tableStatus
	// prefix is the length of the key's first item, the goal's functor,
	// which every answer shares: an answer is kept as the rest of its
	// key, the key of its arguments, from which the core reads it back
	// onto its heap and the engine decodes it.
	prefix int
	// answers holds the keys of the answers in the order found, answer i
	// at spans[i]. No answer is kept as a term of the engine: keys hold no
	// pointers, so that Go's collector does not scan them.
	answers []byte
	spans   []answerSpan
	// slots is an open-addressing hash set of the answers (of variant
	// tables): 0 for an empty slot, otherwise the answer's index plus one
	// in the low 32 bits and the hash of its key in the high 32, which is
	// compared before the key.
	slots []uint64
	// terms holds the ground answers that the engine's solver read, as
	// the terms it decoded, which every later read shares (see
	// answerTerm): the core reads the keys alone, and makes none.
	terms []engine.Term
	// refs holds the answers that hold a database reference, whose key
	// is its text, or an attributed variable, whose key leaves its
	// attributes out (engine.VariantKey.Opaque).
	refs map[int]engine.Term
	// seen maps the key of the index arguments of each answer of a
	// mode-directed table to its place in spans.
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
	gone                 bool           // forgotten: abolished, or abandoned with its evaluation
}

// answerSpan is where an answer's key is in answerTable.answers.
type answerSpan struct{ from, to uint32 }

// answerSeed seeds the hashes of answer keys.
var answerSeed = maphash.MakeSeed()

// answerKey returns the key of answer i (of its arguments).
func (t *answerTable) answerKey(i int) []byte {
	sp := t.spans[i]
	return t.answers[sp.from:sp.to:sp.to]
}

// maxAnswerBytes bounds the keys a table holds, whose offsets are 32-bit.
const maxAnswerBytes = 1<<32 - 1

// full reports whether the table cannot take args, a key that it does
// not have, without passing maxAnswerBytes.
func (t *answerTable) full(args []byte) bool {
	return len(t.answers)+len(args) > maxAnswerBytes || len(t.spans) >= maxAnswerBytes/2
}

// addKey adds the answer whose key of the arguments is args unless the
// table has it, and reports whether it was new. The caller makes sure
// that the table is not full.
func (t *answerTable) addKey(args []byte) bool {
	if 2*(len(t.spans)+1) > len(t.slots) {
		t.rehash()
	}
	h := maphash.Bytes(answerSeed, args)
	hi := h >> 32 << 32
	mask := uint64(len(t.slots) - 1)
	i := h & mask
	for ; t.slots[i] != 0; i = (i + 1) & mask {
		if s := t.slots[i]; s>>32<<32 == hi && bytes.Equal(t.answerKey(int(uint32(s))-1), args) {
			return false
		}
	}
	t.slots[i] = hi | uint64(len(t.spans)+1)
	t.append(args)
	t.changed, t.grew = true, true
	return true
}

// append adds the key of a new answer to answers.
func (t *answerTable) append(args []byte) {
	from := len(t.answers)
	t.answers = append(t.answers, args...)
	t.spans = append(t.spans, answerSpan{uint32(from), uint32(len(t.answers))})
}

// rehash doubles slots, placing every answer again.
func (t *answerTable) rehash() {
	t.slots = make([]uint64, max(16, 2*len(t.slots)))
	mask := uint64(len(t.slots) - 1)
	for k := range t.spans {
		h := maphash.Bytes(answerSeed, t.answerKey(k))
		i := h & mask
		for t.slots[i] != 0 {
			i = (i + 1) & mask
		}
		t.slots[i] = h>>32<<32 | uint64(k+1)
	}
}

// answerTerm returns answer i as a term of the engine, with fresh
// variables.
func (t *answerTable) answerTerm(i int) engine.Term {
	if a, ok := t.refs[i]; ok {
		return a
	}
	if i < len(t.terms) && t.terms[i] != nil && t.terms[i] != nonGroundAnswer {
		return t.terms[i]
	}
	key := make([]byte, 0, t.prefix+int(t.spans[i].to-t.spans[i].from))
	key = append(append(key, t.key[:t.prefix]...), t.answerKey(i)...)
	a, _ := engine.DecodeVariantKey(key)
	if i < len(t.terms) && t.terms[i] == nonGroundAnswer {
		return a
	}
	for len(t.terms) <= i {
		t.terms = append(t.terms, nil)
	}
	if engine.IsGround(a) {
		t.terms[i] = a
	} else {
		t.terms[i] = nonGroundAnswer
	}
	return a
}

// nonGroundAnswer marks in answerTable.terms an answer that is decoded at
// each read, for its fresh variables.
var nonGroundAnswer engine.Term = engine.Intern("$tbl_non_ground")

// tableStore is an interpreter's tables.
type tableStore struct {
	byKey map[string]*answerTable
	// byID holds each table at its handle, nil where a table was
	// abolished: a handle is looked up at every call of the driver's
	// built-ins and at every answer read.
	byID   []*answerTable
	stack  []*answerTable
	next   int
	serial int // counts evaluations and iterations
	// modes holds the argument modes of mode-directed tabled predicates.
	modes map[*engine.Pred][]tableMode
	// lattices are the join predicates of lattice(PI) modes, by index.
	lattices []*engine.Atom
}

// tablesOf returns m's tables, creating the store on first use.
func tablesOf(m *engine.Machine) *tableStore {
	if s, ok := m.Hooks.Slots[slotTabling].(*tableStore); ok {
		return s
	}
	s := &tableStore{byKey: map[string]*answerTable{}, byID: []*answerTable{nil}, modes: map[*engine.Pred][]tableMode{}}
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
	for _, t := range s.byKey {
		if t.status == tableComplete || len(s.stack) == 0 {
			s.forget(t)
		}
	}
	if len(s.byKey) == 0 {
		// No handle is in use: they start again.
		s.byID, s.next = s.byID[:1], 0
	}
}

// table returns the table that handle (an integer from '$tbl_lookup'/3)
// names.
func (s *tableStore) table(handle engine.Term) (*answerTable, error) {
	if id, ok := engine.Deref(handle).(engine.Int); ok {
		if t, err := s.tableAt(int64(id)); err == nil {
			return t, nil
		}
	}
	return nil, engine.ExistenceError("table", handle)
}

// tableAt returns the table whose handle is id.
func (s *tableStore) tableAt(id int64) (*answerTable, error) {
	if id > 0 && id < int64(len(s.byID)) && s.byID[id] != nil {
		return s.byID[id], nil
	}
	return nil, engine.ExistenceError("table", engine.MakeInt(id))
}

// variantKey returns the variant key of t (see engine.VariantKey); ok is
// false for a cyclic (or enormous) term.
func variantKey(t engine.Term) (key string, ok bool) {
	var buf [128]byte
	k := engine.VariantKey{B: buf[:0]}
	ok = engine.AppendVariantKey(&k, t)
	return string(k.B), ok
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
			modes, err := tableModes(tablesOf(m), s)
			if err != nil {
				return false, err
			}
			if err := declareTabled(m, s.Name, len(s.Args)); err != nil {
				return false, err
			}
			tablesOf(m).modes[m.Declare(s.Name, len(s.Args))] = modes
		default:
			// sic: SWI-Prolog 9.0.4's spelling, raised by its library
			// with no predicate named
			return false, m.ThrowCopy(engine.TypeError("table_desclaration", s).Ball)
		}
	}
	return true, nil
}

var atomDoubleSlash = engine.Intern("//")

// tableModes reads the modes of a mode-directed table declaration such as
// path(_,_,min): a variable is an index argument.
func tableModes(store *tableStore, spec *engine.Compound) ([]tableMode, error) {
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
		case *engine.Compound:
			join, ok := latticeJoin(x)
			if !ok {
				return nil, engine.DomainError("tabled_mode", x)
			}
			idx := slices.Index(store.lattices, join)
			if idx < 0 {
				if len(store.lattices) >= maxLattices {
					return nil, engine.ResourceError("lattice_predicates")
				}
				idx = len(store.lattices)
				store.lattices = append(store.lattices, join)
			}
			modes[i], moded = modeLattice+tableMode(idx), true
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
	name, arity, _ := engine.Functor(engine.Deref(args[0]))
	t, status := tablesOf(m).lookup(m, []byte(key), name, arity)
	return m.Unify(args[1], engine.MakeInt(int64(t.id))) && m.Unify(args[2], status), nil
}

// lookup returns the table of the variant of a goal of name/arity whose
// key is key, made if there is none, and whether the caller must
// evaluate it (fresh) or may read its answers (complete, or evaluating:
// a recursive call).
func (s *tableStore) lookup(m *engine.Machine, key []byte, name *engine.Atom, arity int) (*answerTable, *engine.Atom) {
	t := s.byKey[string(key)]
	if t == nil {
		s.next++
		t = &answerTable{id: s.next, key: string(key)}
		if _, next, ok := engine.ReadKeyItem(key, 0); ok {
			t.prefix = next
		}
		if len(s.modes) > 0 && name != nil {
			t.modes = s.modes[m.Lookup(name, arity)]
			if t.modes != nil {
				t.seen = map[string]int{}
			}
		}
		s.byKey[t.key] = t
		s.byID = append(s.byID, t)
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
	return t, status
}

var atomEvaluating = engine.Intern("evaluating")

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
	k := engine.VariantKey{B: buf[:0]}
	if !engine.AppendVariantKey(&k, answer) {
		return false, engine.TypeError("acyclic_term", answer)
	}
	if len(k.B) < t.prefix {
		return false, engine.SystemError("tabling: an answer of table %d is not an instance of its call", t.id)
	}
	if t.full(k.B[t.prefix:]) {
		return false, engine.ResourceError("memory")
	}
	if t.modes == nil {
		n := len(t.spans)
		if t.addKey(k.B[t.prefix:]) && k.Opaque {
			t.keepRef(n, m.CopyTerm(answer))
		}
		return true, nil
	}
	// Under mode-directed tabling, the key of the index arguments finds
	// the answer that this one may improve.
	full := k.B
	var ibuf [128]byte
	ik := engine.VariantKey{B: ibuf[:0]}
	if !engine.AppendVariantKey(&ik, t.indexPart(answer)) {
		return false, engine.TypeError("acyclic_term", t.indexPart(answer))
	}
	if i, seen := t.seen[string(ik.B)]; seen && t.hasLattice() {
		joined, changed, err := t.join(m, t.answerTerm(i), answer)
		if err != nil || !changed {
			return err == nil, err
		}
		jk := engine.VariantKey{}
		if !engine.AppendVariantKey(&jk, joined) || len(jk.B) < t.prefix {
			return false, engine.TypeError("acyclic_term", joined)
		}
		t.replace(m, i, jk, joined)
		return true, nil
	}
	if i, seen := t.seen[string(ik.B)]; seen {
		if t.improves(t.answerTerm(i), answer) {
			t.replace(m, i, k, answer)
		}
		return true, nil
	}
	t.seen[string(ik.B)] = len(t.spans)
	if k.Opaque {
		t.keepRef(len(t.spans), m.CopyTerm(answer))
	}
	t.append(full[t.prefix:])
	t.changed, t.grew = true, true
	return true, nil
}

// replace makes answer, whose variant key is k, the table's i-th answer
// in place of the one it improves or joins with.
func (t *answerTable) replace(m *engine.Machine, i int, k engine.VariantKey, answer engine.Term) {
	from := len(t.answers)
	t.answers = append(t.answers, k.B[t.prefix:]...)
	t.spans[i] = answerSpan{uint32(from), uint32(len(t.answers))}
	delete(t.refs, i)
	if i < len(t.terms) {
		t.terms[i] = nil
	}
	if k.Opaque {
		t.keepRef(i, m.CopyTerm(answer))
	}
	t.changed, t.grew = true, true
}

// keepRef keeps answer i, which holds a database reference, as a term.
func (t *answerTable) keepRef(i int, answer engine.Term) {
	if t.refs == nil {
		t.refs = map[int]engine.Term{}
	}
	t.refs[i] = answer
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

// latticeJoin returns the join predicate's name of the mode lattice(PI),
// PI Name/3 or Name.
func latticeJoin(c *engine.Compound) (*engine.Atom, bool) {
	if c.Name.Name != "lattice" || len(c.Args) != 1 {
		return nil, false
	}
	switch pi := engine.Deref(c.Args[0]).(type) {
	case *engine.Atom:
		return pi, true
	case *engine.Compound:
		if pi.Name == engine.AtomSlash && len(pi.Args) == 2 && engine.Deref(pi.Args[1]) == engine.Term(engine.MakeInt(3)) {
			name, ok := engine.Deref(pi.Args[0]).(*engine.Atom)
			return name, ok
		}
	}
	return nil, false
}

// hasLattice reports whether a moded argument of t is a lattice's.
func (t *answerTable) hasLattice() bool {
	for _, mode := range t.modes {
		if mode >= modeLattice {
			return true
		}
	}
	return false
}

// join returns the answer that old and answer, of the same index
// arguments, make together: each lattice argument their join (its
// predicate called as Join(Old, New, Joined)), each min or max argument
// the better one, first and index arguments old's; and whether it is no
// variant of old. A join that fails or raises an error keeps old.
func (t *answerTable) join(m *engine.Machine, old, answer engine.Term) (engine.Term, bool, error) {
	o, ok1 := old.(*engine.Compound)
	a, ok2 := answer.(*engine.Compound)
	if !ok1 || !ok2 || len(o.Args) != len(t.modes) || len(a.Args) != len(t.modes) {
		return old, false, nil
	}
	args := append([]engine.Term(nil), o.Args...)
	for i, mode := range t.modes {
		switch {
		case mode >= modeLattice:
			joined := m.NewVar()
			goal := engine.NewCompound(tablesOf(m).lattices[mode-modeLattice], o.Args[i], a.Args[i], joined)
			ok, err := m.Once(goal)
			if err != nil {
				return old, false, err
			}
			if ok {
				args[i] = m.CopyTerm(engine.Deref(joined))
			}
		case mode == modeMin && engine.Compare(a.Args[i], o.Args[i]) < 0,
			mode == modeMax && engine.Compare(a.Args[i], o.Args[i]) > 0:
			args[i] = a.Args[i]
		}
	}
	joined := engine.NewCompound(o.Name, args...)
	return joined, !engine.Variant(joined, old), nil
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
	t.gone = true
	if s.byKey[t.key] == t {
		delete(s.byKey, t.key)
	}
	s.byID[t.id] = nil
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
	for ; i < len(t.spans); i++ {
		term := t.answerTerm(i)
		if _, ref := t.refs[i]; ref {
			term = m.CopyTerm(term)
		}
		if i+1 < len(t.spans) || t.status != tableComplete {
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

// answerTables are the tables as the WAM core reads them (see
// engine.AnswerTables): by the variant keys it writes of its own terms.
type answerTables struct{}

// Lookup is '$tbl_lookup'/3 by key.
func (answerTables) Lookup(m *engine.Machine, key []byte, name *engine.Atom, arity int) (int64, *engine.Atom) {
	t, status := tablesOf(m).lookup(m, key, name, arity)
	return int64(t.id), status
}

// Table returns the table whose handle is id.
func (answerTables) Table(m *engine.Machine, id int64) (engine.AnswerTable, error) {
	t, err := tablesOf(m).tableAt(id)
	if err != nil {
		return nil, err
	}
	return t, nil
}

// Add is '$tbl_add'/2 by the key of the answer's arguments, but for
// mode-directed tables, whose answers are compared, and a full table,
// whose error the engine's built-in raises.
func (t *answerTable) Add(args []byte) bool {
	if t.modes != nil || t.full(args) {
		return false
	}
	t.addKey(args)
	return true
}

// Answer returns answer i of the table.
func (t *answerTable) Answer(i int) ([]byte, engine.Term, bool, bool) {
	if i >= len(t.spans) {
		return nil, nil, false, false
	}
	more := i+1 < len(t.spans) || t.status != tableComplete
	if t.refs != nil {
		if a, ok := t.refs[i]; ok {
			return nil, a, true, more
		}
	}
	return t.answerKey(i), nil, true, more
}

// Gone reports whether the table was forgotten.
func (t *answerTable) Gone() bool { return t.gone }
