package builtins

import "github.com/goprolog/goprolog/internal/engine"

// The recorded database (recorda/2,3, recordz/2,3, recorded/2,3,
// current_key/1, and erase/1 and instance/2 on the references recorda/3
// gives: see dbref.go) and flag/3, whose flags are named by the same
// keys. Both are per interpreter, in slotRecords.
//
// A key is an atom, a small integer or a compound, of which only the name
// and arity count: f(1, 2) and f(a, b) are the same key, f/2.
//
// recorded/3 follows SWI-Prolog 9's view of updates, which is not the
// logical update view of clauses: a record added at the end of a key
// while recorded/3 walks it is found by that walk, one added at the front
// is not, and a record erased after the walk began is still found (SWI
// keeps it in its list while a walk is on it). Like SWI-Prolog,
// recorded/3 looks one record ahead to leave no choicepoint after the
// last one; with an unbound key it always leaves one.
//
// SWI-Prolog keeps an erased record until no walk of its key is left,
// so that a walk begun after the erasure, while an older one still has
// a choicepoint, finds it too. goprolog's walks do not: telling when the
// older walk's choicepoint is cut would cost every walk a cleanup
// choicepoint.
//
// SWI-Prolog enumerates keys in the order of a hash table; goprolog
// enumerates them in the order they were first used.

// recKey is a key of the recorded database or of flag/3.
type recKey struct {
	name  *engine.Atom // the atom or the functor's name; nil for an integer
	arity int          // the functor's arity; 0 for an atom
	n     int64        // the integer
}

// The integers that may be keys: SWI-Prolog 9's tagged integers on a
// 64-bit machine (its flags max_tagged_integer and min_tagged_integer).
const (
	recMaxIntKey = 1<<56 - 1
	recMinIntKey = -1 << 56
)

// recKeyArg requires a key: an atom, a small integer or a compound
// (type_error(key, T) for anything else).
func recKeyArg(t engine.Term) (recKey, error) {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		return recKey{}, engine.InstantiationError()
	case *engine.Atom:
		return recKey{name: x}, nil
	case engine.Int:
		if x >= recMinIntKey && x <= recMaxIntKey {
			return recKey{n: int64(x)}, nil
		}
	case *engine.Compound:
		return recKey{name: x.Name, arity: len(x.Args)}, nil
	}
	return recKey{}, engine.TypeError("key", engine.Deref(t))
}

// term returns the key as recorded/3 gives it: the atom, the integer, or
// a compound with fresh arguments.
func (k recKey) term(m *engine.Machine) engine.Term {
	switch {
	case k.name == nil:
		return engine.MakeInt(k.n)
	case k.arity == 0:
		return k.name
	}
	c := engine.NewCompoundN(k.name, k.arity)
	for i := range c.Args {
		c.Args[i] = m.NewVar()
	}
	return c
}

// recList holds the records of one key, linked through their Next
// fields. Erased records stay linked, so that a walk that began before
// their erasure finds them, until they outnumber the live ones
// (recCompactMin at least); then the list is rebuilt without them. The
// erased records keep their links, so a walk standing on one goes on to
// the records that followed it.
type recList struct {
	key         recKey
	pos         int // in recordDB.order
	first, last *engine.Record
	live, dead  int
}

// recCompactMin is the most erased records a list keeps linked when it
// has no live one.
const recCompactMin = 8

// compact unlinks the erased records of l.
func (l *recList) compact() {
	var last *engine.Record
	for r := l.first; r != nil; r = r.Next {
		if r.Erased() {
			continue
		}
		if last == nil {
			l.first = r
		} else {
			last.Next = r
		}
		last = r
	}
	if last == nil {
		l.first = nil
	} else {
		last.Next = nil
	}
	l.last, l.dead = last, 0
}

// recordDB is the recorded database and the flags of an interpreter.
type recordDB struct {
	lists map[recKey]*recList
	order []*recList // in the order the keys were first used
	// gen counts erasures: a walk sees the records not erased before
	// it began (see recWalk.visible).
	gen    uint64
	serial uint64 // of the last record made
	flags  map[recKey]engine.Term
}

// recordsOf returns the recorded database of m, creating it on first use.
func recordsOf(m *engine.Machine) *recordDB {
	if db, ok := m.Hooks.Slots[slotRecords].(*recordDB); ok {
		return db
	}
	db := &recordDB{lists: map[recKey]*recList{}, flags: map[recKey]engine.Term{}}
	m.Hooks.Slots[slotRecords] = db
	return db
}

// add records a copy of value under key, at the end of its list or (atEnd
// false) at the front.
func (db *recordDB) add(m *engine.Machine, key recKey, value engine.Term, atEnd bool) *engine.Record {
	l := db.lists[key]
	if l == nil {
		l = &recList{key: key, pos: len(db.order)}
		db.lists[key] = l
		db.order = append(db.order, l)
	}
	db.serial++
	r := engine.NewRecord(m.CopyTerm(value), db.serial)
	r.Owner = l
	switch {
	case l.first == nil:
		l.first, l.last = r, r
	case atEnd:
		l.last.Next = r
		l.last = r
	default:
		r.Next = l.first
		l.first = r
	}
	l.live++
	return r
}

// erase erases r, reporting false if it already was.
func (db *recordDB) erase(r *engine.Record) bool {
	if r.Erased() {
		return false
	}
	db.gen++
	r.Died = db.gen
	l := r.Owner.(*recList)
	l.live--
	l.dead++
	if l.dead > recCompactMin && l.dead > l.live {
		l.compact()
	}
	return true
}

// recRecord implements recorda/2,3 (atEnd false) and recordz/2,3.
func recRecord(atEnd bool) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		key, err := recKeyArg(args[0])
		if err != nil {
			return false, err
		}
		if len(args) == 2 {
			recordsOf(m).add(m, key, args[1], atEnd)
			return true, nil
		}
		if err := unboundRefArg(args[2]); err != nil {
			return false, err
		}
		return m.Unify(args[2], recordsOf(m).add(m, key, args[1], atEnd)), nil
	}
}

// recRecorded implements recorded/2,3: the records of a key, or with an
// unbound key of every key, or with a bound reference that record.
func recRecorded(m *engine.Machine, args []engine.Term) (bool, error) {
	w := &recWalk{db: recordsOf(m), value: args[1]}
	w.gen = w.db.gen
	if len(args) == 3 {
		if !isUnbound(args[2]) {
			return recRecordedRef(m, args)
		}
		w.ref = args[2]
	}
	if isUnbound(args[0]) {
		w.key = args[0]
		return w.fromList(m, 0)
	}
	key, err := recKeyArg(args[0])
	if err != nil {
		return false, err
	}
	l := w.db.lists[key]
	if l == nil {
		return false, nil
	}
	return w.from(m, l, l.first)
}

// recordRefArg requires a record reference: a clause reference is a
// type_error(db_reference, R) here too, as in SWI-Prolog.
func recordRefArg(t engine.Term) (*engine.Record, error) {
	ref, err := dbRefArg(t)
	if err != nil {
		return nil, err
	}
	r, ok := ref.(*engine.Record)
	if !ok {
		return nil, engine.TypeError("db_reference", ref)
	}
	return r, nil
}

// recRecordedRef is recorded/3 given a reference: the key and term of that
// record, unless it is erased.
func recRecordedRef(m *engine.Machine, args []engine.Term) (bool, error) {
	r, err := recordRefArg(args[2])
	if err != nil {
		return false, err
	}
	if r.Erased() {
		return false, nil
	}
	key := r.Owner.(*recList).key
	return m.Unify(args[0], key.term(m)) && m.Unify(args[1], m.CopyTerm(r.Value)), nil
}

// recWalk is one call of recorded/2,3 walking the records.
type recWalk struct {
	db  *recordDB
	gen uint64 // db.gen when the walk began
	// key is the unbound key argument, to be bound to each record's key,
	// or nil when the key was given.
	key        engine.Term
	value, ref engine.Term
}

// visible reports whether the walk sees r: it does unless r was erased
// before the walk began.
func (w *recWalk) visible(r *engine.Record) bool {
	return r.Died == 0 || r.Died > w.gen
}

// skip returns the first record from r on that the walk sees, or nil.
func (w *recWalk) skip(r *engine.Record) *engine.Record {
	for r != nil && !w.visible(r) {
		r = r.Next
	}
	return r
}

// fromList gives the answers from the first record of the i-th key on
// (the walk of an unbound key).
func (w *recWalk) fromList(m *engine.Machine, i int) (bool, error) {
	for ; i < len(w.db.order); i++ {
		if l := w.db.order[i]; l.first != nil {
			return w.from(m, l, l.first)
		}
	}
	return false, nil
}

// from gives the answers from record r of list l on: it unifies the first
// record whose term unifies and leaves the rest for backtracking, if any
// record follows (and always with an unbound key).
func (w *recWalk) from(m *engine.Machine, l *recList, r *engine.Record) (bool, error) {
	for r = w.skip(r); r != nil; r = w.skip(r.Next) {
		if !m.Unifiable(w.value, r.Value) {
			continue
		}
		// The alternative is left before binding, so that backtracking
		// into it undoes this answer's bindings.
		if next := w.skip(r.Next); next != nil {
			m.PushRedo(func(m *engine.Machine) (bool, error) { return w.from(m, l, next) })
		} else if w.key != nil {
			m.PushRedo(func(m *engine.Machine) (bool, error) { return w.fromList(m, l.pos+1) })
		}
		ok := m.Unify(w.value, m.CopyTerm(r.Value)) &&
			(w.ref == nil || m.Unify(w.ref, r)) &&
			(w.key == nil || m.Unify(w.key, l.key.term(m)))
		return ok, nil
	}
	if w.key != nil {
		return w.fromList(m, l.pos+1)
	}
	return false, nil
}

// recCurrentKey implements current_key/1: the keys that have records.
func recCurrentKey(m *engine.Machine, args []engine.Term) (bool, error) {
	db := recordsOf(m)
	if !isUnbound(args[0]) {
		key, err := recKeyArg(args[0])
		if err != nil {
			return false, err
		}
		l := db.lists[key]
		return l != nil && l.live > 0, nil
	}
	var keys []engine.Term
	for _, l := range db.order {
		if l.live > 0 {
			keys = append(keys, l.key.term(m))
		}
	}
	return unifyAlternatives(m, args[0], keys)
}

// recFlag3 implements flag(Key, Old, New): Old is the value of the flag
// (0 if it was never set), which becomes New, evaluated unless it is an
// atom. As in SWI-Prolog's definition, a New identical to Old only reads
// the flag, and a value must fit in 64 bits.
func recFlag3(m *engine.Machine, args []engine.Term) (bool, error) {
	key, err := recKeyArg(args[0])
	if err != nil {
		return false, err
	}
	db := recordsOf(m)
	old, ok := db.flags[key]
	if !ok {
		old = engine.MakeInt(0)
	}
	if engine.Compare(args[1], args[2]) == 0 {
		return m.Unify(args[1], old), nil
	}
	if !m.Unify(args[1], old) {
		return false, nil
	}
	v := engine.Deref(args[2])
	if _, ok := v.(*engine.Atom); !ok {
		if v, err = Eval(m, v); err != nil {
			return false, err
		}
		if _, big := v.(*engine.BigInt); big {
			return false, engine.RepresentationError("int64_t")
		}
	}
	db.flags[key] = v
	return true, nil
}

var recordBuiltins = []engine.BuiltinSpec{
	{Name: "recorda", Arity: 2, Fn: recRecord(false)},
	{Name: "recorda", Arity: 3, Fn: recRecord(false)},
	{Name: "recordz", Arity: 2, Fn: recRecord(true)},
	{Name: "recordz", Arity: 3, Fn: recRecord(true)},
	{Name: "recorded", Arity: 2, Fn: recRecorded},
	{Name: "recorded", Arity: 3, Fn: recRecorded},
	{Name: "current_key", Arity: 1, Fn: recCurrentKey},
	{Name: "flag", Arity: 3, Fn: recFlag3},
}
