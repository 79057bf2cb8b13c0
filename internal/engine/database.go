package engine

import (
	"math"
	"slices"
)

// predKey identifies a predicate by name and arity.
type predKey struct {
	name  *Atom
	arity int
}

type predFlags uint32

const (
	predBuiltin       predFlags = 1 << iota // implemented in Go
	predStatic                              // not dynamic
	predDynamic                             // declared dynamic or created by assert
	predLibrary                             // defined by the system library: a user file may redefine it
	predISO                                 // an ISO built-in or control construct: never redefinable
	predDefined                             // has been defined (possibly with no clauses)
	predDiscontiguous                       // declared discontiguous
	predTransparent                         // meta-predicate whose cut barrier matters (call/N)
	predNoInference                         // internal helper that does not count as an inference
	predTabled                              // tabled: calls run a trampoline, the clauses stay (see tabling.go)
	predFastPath                            // calls run a Go fast path in front of the clauses (see fastpath.go)
	predModelTest                           // =, ==, \==, a type test: counted or not by the inference model (see inference.go)
	predMultifile                           // declared multifile: several files add clauses
	predRules                               // a clause with a body was added (see HasRules)
	predSolverOnly                          // a built-in only the solver may call (see SetSolverOnly)
	predOnOriginals                         // a built-in that works on its arguments themselves (see SetOnOriginals)
	predSystem                              // a built-in of the system's tables (see RegisterAll), not the host's
	predHostState                           // a built-in whose effects are state about a host's variables (see SetHostState)
)

// Pred is a predicate: a Go built-in or a list of clauses.
type Pred struct {
	Name  *Atom
	Arity int
	flags predFlags
	// sigArg is the argument (1 to sigArgs, or 0 for none) whose clause
	// signature fields filter the candidates of a call (see argSig and
	// bySig), chosen by sigStats; sigCache keeps the filtered lists.
	sigArg   int8
	sigStats [sigArgs]sigStats
	sigCache []sigBucket

	builtin Builtin
	// db is the database p belongs to: declaring p dynamic changes the
	// program (see noteProgramChange).
	db *database
	// nativeGen is the program generation at which the Native hook last
	// looked at p (see native.go).
	nativeGen uint64
	clauses   []*Clause
	live      int // clauses not erased
	// first is the number of erased clauses that begin clauses: a call
	// begun now sees none of them, and selects among the others, so that
	// a queue (retract the first clause, assert one at the end) costs no
	// walk over the clauses it took.
	first int
	// changes counts the additions and erasures of p's clauses, and
	// reordered is its value after the last change that did not add a
	// clause at the end (see AddedSince).
	changes, reordered uint64
	index              *predIndex
	// argIx holds the indexes on arguments after the first, made when a
	// call needs one (see BeginFactsAt).
	argIx []*predIndex

	// File is the absolute path of the file that defined the predicate.
	File string
	// Spy marks a spy point.
	Spy bool
}

// Clause is a compiled clause. A program may hold millions of clauses
// (a dynamic database of asserted facts), so the struct is kept small
// (144 bytes, a size class of Go's allocator): the fields are ordered so
// that none needs padding, what only a consulted clause has is behind
// one pointer, and a fact has no body instructions and shares the atom
// true as its srcBody.
type Clause struct {
	pred *Pred
	head []headArg
	// rule is the body: factBody, shared, for every fact.
	rule *ruleBody
	key  indexKey
	sig  argSig // arguments 2 to 4 (see argSig)
	born uint64
	died uint64
	// source is where a consulted clause was read and the names of its
	// variables there; nil for an asserted clause.
	source *clauseSource
	nvars  int32
	// nclear is the number of slots a reused environment must have
	// emptied (the first ones): those of the head variables that head
	// unification tells new by their empty slot (see headArgs). The
	// others, and the body's, are written before they are read.
	nclear int32
	// line is the line of source that a consulted clause was read at
	// (see SetSource), kept here, where it costs no bytes, so that the
	// clauses of a file share their source.
	line int32
	// eqA and eqB (eqB > 0) are two head arguments that are one
	// variable, count(N, N): two different integers or atoms there rule
	// the clause out before its head is tried (see repeated.go).
	eqA, eqB int8
}

// ruleBody is what a rule holds beyond its head. Facts share one,
// factBody, so that a fact is a 112-byte object: a large dynamic
// database holds one per fact.
type ruleBody struct {
	// code is the compiled body; src its source form, for clause/2 and
	// listing/1.
	code []instr
	src  Term
	// guards counts the arithmetic comparisons that begin the body, and
	// neckCut says a cut follows them, or begins the body when there are
	// none (p(X) :- X > 0, !, ... and p(a) :- !, ...): clause selection
	// decides them, and commits, before leaving a choicepoint.
	guards int32
	// chain marks a clause whose body never captures its environment
	// (inline arithmetic and cuts, then at most one final call): its
	// environment can live in the machine's scratch space.
	chain   bool
	neckCut bool
	// deferred marks a rule whose body is not compiled yet (see
	// compileDeferred): only src is set.
	deferred bool
	// owned marks a deferred rule of the program's, whose is/2 goals
	// get their errors' context when it is compiled (see InlineIsVars).
	owned bool
}

// factBody is the body of every fact: true, compiled to nothing. It is
// never changed.
var factBody = ruleBody{src: AtomTrue, chain: true}

// clauseSource is the file a consulted clause was read from (its line
// is the clause's own, Clause.line): file is an atom so that the clauses
// of a file share one string. varNames are the source
// names of its variables, for listing/1 (see SetVarNames).
type clauseSource struct {
	file     *Atom
	varNames []string
}

// SetSource records that c was read from file at line. The clauses of
// a file whose variables have no names share one clauseSource (see
// fileSource): a consulted table of facts holds one per fact otherwise.
func (c *Clause) SetSource(file string, line int) {
	var names []string
	if c.source != nil {
		names = c.source.varNames
	}
	var f *Atom
	if file != "" {
		f = Intern(file)
	}
	c.line = 0
	if line > 0 && line <= math.MaxInt32 {
		c.line = int32(line)
	}
	if names != nil {
		c.source = &clauseSource{file: f, varNames: names}
		return
	}
	if c.pred == nil || c.pred.db == nil {
		c.source = &clauseSource{file: f}
		return
	}
	c.source = c.pred.db.fileSource(f)
}

// fileSource returns a clauseSource of file f without variable names,
// the one made last when it is f's. A clauseSource that clauses share
// is never written (see SetVarNames).
func (db *database) fileSource(f *Atom) *clauseSource {
	if s := db.lastSource; s != nil && s.file == f {
		return s
	}
	db.lastSource = &clauseSource{file: f}
	return db.lastSource
}

// Source returns the file and line c was read from: "" and 0 for a clause
// that was asserted, not consulted.
func (c *Clause) Source() (file string, line int) {
	if c.source == nil {
		return "", 0
	}
	if c.source.file != nil {
		file = c.source.file.Name
	}
	return file, int(c.line)
}

// Pred returns the predicate c belongs to.
func (c *Clause) Pred() *Pred { return c.pred }

// Erased reports whether c has been retracted.
func (c *Clause) Erased() bool { return c.died != math.MaxUint64 }

type database struct {
	preds      map[predKey]*Pred
	order      []*Pred
	generation uint64
	// program counts changes to the static program: clauses of
	// predicates that are not dynamic, and declarations (see native.go).
	program uint64
	// engineAttrs says that the program uses attributes only the engine's
	// solver keeps (see Machine.NoteEngineOnlyAttributes).
	engineAttrs bool
	// lastSource is the clauseSource that fileSource made last.
	lastSource *clauseSource
}

func (db *database) init() {
	db.preds = map[predKey]*Pred{}
}

// lookup returns the predicate name/arity, creating an undefined entry if
// needed so that compiled calls can refer to it before it is defined.
func (db *database) lookup(name *Atom, arity int) *Pred {
	k := predKey{name, arity}
	if p := db.preds[k]; p != nil {
		return p
	}
	p := &Pred{Name: name, Arity: arity, db: db}
	db.preds[k] = p
	db.order = append(db.order, p)
	return p
}

// Lookup returns the predicate name/arity or nil.
func (m *Machine) Lookup(name *Atom, arity int) *Pred {
	return m.db.preds[predKey{name, arity}]
}

// Preds calls fn for every predicate that is defined, in creation order.
func (m *Machine) Preds(fn func(*Pred)) {
	for _, p := range m.db.order {
		if p.IsDefined() {
			fn(p)
		}
	}
}

// IsDefined reports whether p has a definition (built-in, clauses, or a
// dynamic declaration).
func (p *Pred) IsDefined() bool {
	return p.IsForeign() || p.flags&(predDefined|predDynamic) != 0 || p.live > 0
}

// IsBuiltin reports whether p is a system predicate (Go or library).
func (p *Pred) IsBuiltin() bool { return p.flags&(predBuiltin|predLibrary) != 0 }

// IsForeign reports whether p is implemented in Go.
func (p *Pred) IsForeign() bool { return p.builtin != nil && p.flags&(predTabled|predFastPath) == 0 }

// IsDynamic reports whether p is dynamic.
func (p *Pred) IsDynamic() bool { return p.flags&predDynamic != 0 }

// IsLibrary reports whether p belongs to the system library.
func (p *Pred) IsLibrary() bool { return p.flags&predLibrary != 0 }

// IsISO reports whether p is a protected ISO built-in.
func (p *Pred) IsISO() bool { return p.flags&predISO != 0 }

// IsDiscontiguous reports whether p was declared discontiguous.
func (p *Pred) IsDiscontiguous() bool { return p.flags&predDiscontiguous != 0 }

// NumberOfClauses returns the number of live clauses.
func (p *Pred) NumberOfClauses() int { return p.live }

// Clauses returns the live clauses of p.
func (p *Pred) Clauses() []*Clause {
	out := make([]*Clause, 0, p.live)
	for _, c := range p.clauses {
		if !c.Erased() {
			out = append(out, c)
		}
	}
	return out
}

// SetDynamic declares p dynamic.
func (p *Pred) SetDynamic() {
	p.noteProgramChange()
	p.flags |= predDynamic | predDefined
	p.flags &^= predStatic
}

// IsMultifile reports whether p was declared multifile.
func (p *Pred) IsMultifile() bool { return p.flags&predMultifile != 0 }

// SetMultifile declares p multifile: clauses from several files add up
// instead of replacing each other.
func (p *Pred) SetMultifile() { p.flags |= predMultifile | predDefined }

// SetDiscontiguous declares p discontiguous.
func (p *Pred) SetDiscontiguous() { p.flags |= predDiscontiguous }

// SetLibrary marks p as a library predicate: system, but redefinable.
func (p *Pred) SetLibrary() { p.flags |= predLibrary }

// SetISO marks p as a protected ISO built-in.
func (p *Pred) SetISO() { p.flags |= predISO }

// SetNoInference makes calls of p not count as inferences (internal
// helpers of library predicates, so that counts match SWI-Prolog's
// C-implemented equivalents).
func (p *Pred) SetNoInference() { p.flags |= predNoInference }

// CountsInference reports whether a call of p counts an inference.
func (p *Pred) CountsInference() bool { return p.flags&predNoInference == 0 }

// SetDefined marks p as defined even without clauses.
func (p *Pred) SetDefined() { p.flags |= predDefined }

// Abolish removes all clauses and declarations of p.
func (m *Machine) Abolish(p *Pred) {
	m.Retire(p)
	if p.flags&(predTabled|predFastPath) != 0 {
		p.builtin = nil
	}
	p.flags &^= predDynamic | predDefined | predDiscontiguous | predMultifile | predLibrary | predTabled | predFastPath
	p.File = ""
}

// Retire erases every clause of p (as on reconsult), keeping its
// declarations.
func (m *Machine) Retire(p *Pred) {
	m.db.program++
	m.db.generation++
	for _, c := range p.clauses {
		if !c.Erased() {
			c.died = m.db.generation
		}
	}
	p.clauses, p.first = nil, 0
	p.live = 0
	p.changes++
	p.reordered = p.changes
	p.index, p.argIx = nil, nil
	if p.builtin != nil && p.flags&predLibrary != 0 {
		p.builtin = nil
		p.flags &^= predBuiltin | predFastPath
	}
}

// AddClause adds term (Head or Head :- Body) to its predicate, at the
// end or (atEnd false) at the front. Permission checks against redefining
// built-ins are the caller's. The clause's errors (a body goal that is
// not callable) are found now; its body is compiled when the engine's
// solver first selects the clause (see compileDeferred): most
// predicates, and all of the system library, run only on the WAM core,
// which compiles its own code from the clause terms, and compiling every
// body for a solver that never ran it held most of a large program's
// memory and half of the start-up time.
func (m *Machine) AddClause(term Term, atEnd bool) (*Clause, error) {
	return m.addClause(term, atEnd, false)
}

// AddLibraryClause adds term, a clause of the system library, at the
// end of its predicate. A library clause is well formed: its body is not
// looked over for errors.
func (m *Machine) AddLibraryClause(term Term) (*Clause, error) {
	return m.addClause(term, true, true)
}

func (m *Machine) addClause(term Term, atEnd, trusted bool) (*Clause, error) {
	head, body := SplitClause(term)
	head = Deref(head)
	var args []Term
	var name *Atom
	switch h := head.(type) {
	case *Var:
		return nil, InstantiationError()
	case *Atom:
		name = h
	case *Compound:
		name, args = h.Name, h.Args
	default:
		return nil, TypeError("callable", head)
	}
	body = Deref(body)
	if !IsCallable(body) {
		if _, ok := body.(*Var); !ok {
			return nil, TypeError("callable", body)
		}
	}
	p := m.db.lookup(name, len(args))
	hc, _ := head.(*Compound)
	owner := p
	if p.IsLibrary() {
		owner = nil // SWI-Prolog names a library's predicate with its module
	}
	cl, err := m.compileClauseWith(hc, args, body, true, trusted, owner)
	if err != nil {
		return nil, err
	}
	cl.pred = p
	m.insertClause(p, cl, atEnd)
	return cl, nil
}

// SplitClause splits (H :- B) into H and B; a fact has body true.
func SplitClause(t Term) (head, body Term) {
	t = Deref(t)
	if c, ok := t.(*Compound); ok && c.Name == AtomNeck && len(c.Args) == 2 {
		return c.Args[0], c.Args[1]
	}
	return t, AtomTrue
}

func (m *Machine) insertClause(p *Pred, cl *Clause, atEnd bool) {
	p.noteClauseChange()
	m.noteRule(p, cl)
	p.changes++
	if !atEnd {
		p.reordered = p.changes
	}
	m.db.generation++
	cl.born = m.db.generation
	cl.died = math.MaxUint64
	p.flags |= predDefined
	p.noteSig(cl.sig)
	p.live++
	if atEnd {
		// The list doubles when full: append's growth by a quarter for a
		// long slice would copy a database asserted one clause at a time
		// four times as often.
		if len(p.clauses) == cap(p.clauses) {
			p.clauses = slices.Grow(p.clauses, max(len(p.clauses), 4))
		}
		p.clauses = append(p.clauses, cl)
		if p.index != nil {
			p.index.add(p.clauses, len(p.clauses)-1)
		}
		p.addToArgIndexes(len(p.clauses) - 1)
		return
	}
	cs := make([]*Clause, 0, len(p.clauses)-p.first+1)
	cs = append(cs, cl)
	p.clauses, p.first = append(cs, p.clauses[p.first:]...), 0
	p.index = nil
	p.dropArgIndexes()
}

// Erase retracts clause c.
func (m *Machine) Erase(c *Clause) {
	if c.Erased() {
		return
	}
	m.db.generation++
	c.died = m.db.generation
	p := c.pred
	p.noteClauseChange()
	p.changes++
	p.reordered = p.changes
	p.live--
	for p.first < len(p.clauses) && p.clauses[p.first].Erased() {
		p.first++
	}
	if p.index != nil {
		p.index.dropErased(c)
	}
	for _, ix := range p.argIx {
		if ix != nil && ix != noArgIndex {
			ix.dropErased(c)
		}
	}
	// Compact when most of the slice is dead; running calls keep their own
	// snapshot of the old slice.
	if dead := len(p.clauses) - p.live; dead > compactMin && dead > p.live {
		cs := make([]*Clause, 0, p.live)
		for _, x := range p.clauses[p.first:] {
			if !x.Erased() {
				cs = append(cs, x)
			}
		}
		p.clauses, p.first = cs, 0
		p.index = nil
		p.dropArgIndexes()
	}
}

// compactMin is the most erased clauses a predicate's clause list keeps
// when it has no live clause (with live clauses, it keeps at most as many
// erased ones as live ones).
const compactMin = 8

// Generation returns the database generation: a clause is visible to a
// call that started at generation g when born <= g < died.
func (m *Machine) Generation() uint64 { return m.db.generation }

// Visible reports whether c is visible at generation g.
func (c *Clause) Visible(g uint64) bool { return c.born <= g && g < c.died }

// indexKey is the first-argument index key of a clause head or a call:
// an atom (atom), a small integer (n), or a compound's name (atom) and
// arity (n). It is kept in every clause and every clause choicepoint, so
// the arity shares n with the integer rather than having a field of its
// own.
type indexKey struct {
	kind uint8
	atom *Atom
	n    int64
}

const (
	keyNone    uint8 = iota // variable: matches anything
	keyAtom                 // atom
	keyInt                  // small integer
	keyFunctor              // compound name/arity
	keyOther                // float, big integer, string: no index
)

func indexKeyOf(t Term) indexKey {
	switch x := t.(type) {
	case *Atom:
		return indexKey{kind: keyAtom, atom: x}
	case Int:
		return indexKey{kind: keyInt, n: int64(x)}
	case *Compound:
		return indexKey{kind: keyFunctor, atom: x.Name, n: int64(len(x.Args))}
	case *tcomp:
		return indexKey{kind: keyFunctor, atom: x.name, n: int64(len(x.args))}
	case nil, *Var, *tvar:
		return indexKey{}
	}
	return indexKey{kind: keyOther}
}

// predIndex maps first-argument keys to the clauses that may match a call
// with that key, in order (clauses with a variable first argument appear in
// every bucket).
//
// A large dynamic database is mostly one clause per key (facts keyed by an
// identifier), so the index stores a bucket as a bucketRef, not a slice:
// a key with a single clause and no variable-first-argument clause before
// it refers to that clause's position in the predicate's clause list, and
// its bucket is a one-element subslice of that list, made on look-up
// without allocating. This is sound because a clause list is never written
// in place: clauses are appended past its length, and every other change
// (insertion at the front, compaction on erase, retirement) makes a new
// list and drops the index. Keys are split by kind into maps with compact
// keys, so that an entry of the integer or atom map is 16 bytes.
type predIndex struct {
	// arg is the argument indexed: 0 for the first (the clause's key),
	// or a later one (see laterArg).
	arg      int
	ints     map[int64]bucketRef
	atoms    map[*Atom]bucketRef
	functors map[functorKey]bucketRef
	nkeys    int
	// lists holds the buckets that are not a single clause, for the
	// bucketRefs that are negative.
	lists [][]*Clause
	// cons and nil cache the buckets of '[|]'/2 and [] (valid when
	// consOK/nilOK).
	cons, nil_    []*Clause
	consOK, nilOK bool
	varOnly       []*Clause // clauses with a variable first argument
	other         []*Clause // clauses whose key is keyOther, plus varOnly, in order
	keyed         int       // clauses with a first-argument key
	// small is the buckets as a list, built on the first look-up when
	// there are at most smallIndex keys; nil until then or when larger.
	// few is the keys while there are at most smallIndex of them.
	small []indexBucket
	few   []indexKey
}

// functorKey is the index map key of a compound first argument.
type functorKey struct {
	name  *Atom
	arity int64
}

// bucketRef is a bucket of a predIndex: r >= 0 is the single clause at
// position r of the predicate's clause list, r < 0 is lists[-r-1].
type bucketRef int32

// bucketRefList returns the bucketRef of lists[i].
func bucketRefList(i int) bucketRef { return bucketRef(-i - 1) }

const indexMinClauses = 2

// keyOf is the key of c in ix: that of its first argument, or of the
// later argument ix indexes.
func (ix *predIndex) keyOf(c *Clause) indexKey {
	if ix.arg == 0 {
		return c.key
	}
	return indexKeyOf(c.head[ix.arg].t)
}

// buildIndex indexes the live clauses of p, with maps sized for them.
func buildIndex(p *Pred) *predIndex { return buildIndexOn(p, 0) }

// buildIndexOn indexes the live clauses of p on argument arg.
func buildIndexOn(p *Pred, arg int) *predIndex {
	ix := &predIndex{arg: arg}
	var ints, atoms, functors int
	for _, c := range p.clauses {
		if !c.Erased() {
			switch ix.keyOf(c).kind {
			case keyInt:
				ints++
			case keyAtom:
				atoms++
			case keyFunctor:
				functors++
			}
		}
	}
	if ints > 0 {
		ix.ints = make(map[int64]bucketRef, ints)
	}
	if atoms > 0 {
		ix.atoms = make(map[*Atom]bucketRef, atoms)
	}
	if functors > 0 {
		ix.functors = make(map[functorKey]bucketRef, functors)
	}
	for i, c := range p.clauses {
		if !c.Erased() {
			ix.add(p.clauses, i)
		}
	}
	return ix
}

// lookup returns the bucketRef of key k (of kind keyAtom, keyInt or
// keyFunctor).
func (ix *predIndex) lookup(k indexKey) (bucketRef, bool) {
	var r bucketRef
	var ok bool
	switch k.kind {
	case keyInt:
		r, ok = ix.ints[k.n]
	case keyAtom:
		r, ok = ix.atoms[k.atom]
	default:
		r, ok = ix.functors[functorKey{k.atom, k.n}]
	}
	return r, ok
}

// set makes r the bucketRef of key k, creating the map it belongs in.
func (ix *predIndex) set(k indexKey, r bucketRef) {
	switch k.kind {
	case keyInt:
		if ix.ints == nil {
			ix.ints = map[int64]bucketRef{}
		}
		ix.ints[k.n] = r
	case keyAtom:
		if ix.atoms == nil {
			ix.atoms = map[*Atom]bucketRef{}
		}
		ix.atoms[k.atom] = r
	default:
		if ix.functors == nil {
			ix.functors = map[functorKey]bucketRef{}
		}
		ix.functors[functorKey{k.atom, k.n}] = r
	}
}

// forEach calls fn with every key and its bucketRef, in no particular
// order; fn may replace the bucketRef of the key it is given.
func (ix *predIndex) forEach(fn func(k indexKey, r bucketRef)) {
	for n, r := range ix.ints {
		fn(indexKey{kind: keyInt, n: n}, r)
	}
	for a, r := range ix.atoms {
		fn(indexKey{kind: keyAtom, atom: a}, r)
	}
	for f, r := range ix.functors {
		fn(indexKey{kind: keyFunctor, atom: f.name, n: f.arity}, r)
	}
}

// clausesOf returns the bucket that r refers to; clauses is the
// predicate's clause list.
func (ix *predIndex) clausesOf(r bucketRef, clauses []*Clause) []*Clause {
	if r >= 0 {
		return clauses[r : r+1 : r+1]
	}
	return ix.lists[-r-1]
}

// find returns the bucket of key k, or the clauses with a variable first
// argument if k has none.
func (ix *predIndex) find(k indexKey, clauses []*Clause) []*Clause {
	if r, ok := ix.lookup(k); ok {
		return ix.clausesOf(r, clauses)
	}
	return ix.varOnly
}

// consKey and nilKey are the index keys of a list cell and of [], whose
// buckets are cached (consCands, nilCands).
var (
	consKey = indexKey{kind: keyFunctor, atom: AtomDot, n: 2}
	nilKey  = indexKey{kind: keyAtom, atom: AtomNil}
)

func (ix *predIndex) consCands(clauses []*Clause) []*Clause {
	if !ix.consOK {
		ix.cons = ix.find(consKey, clauses)
		ix.consOK = true
	}
	return ix.cons
}

func (ix *predIndex) nilCands(clauses []*Clause) []*Clause {
	if !ix.nilOK {
		ix.nil_ = ix.find(nilKey, clauses)
		ix.nilOK = true
	}
	return ix.nil_
}

// add indexes clauses[i], the last clause indexed so far.
func (ix *predIndex) add(clauses []*Clause, i int) {
	c := clauses[i]
	key := ix.keyOf(c)
	ix.consOK, ix.nilOK, ix.small = false, false, nil
	if key.kind != keyNone {
		ix.keyed++
	}
	switch key.kind {
	case keyNone:
		ix.varOnly = append(ix.varOnly, c)
		ix.other = append(ix.other, c)
		ix.forEach(func(k indexKey, r bucketRef) {
			if r >= 0 {
				ix.lists = append(ix.lists, []*Clause{clauses[r], c})
				ix.set(k, bucketRefList(len(ix.lists)-1))
				return
			}
			ix.lists[-r-1] = append(ix.lists[-r-1], c)
		})
	case keyOther:
		ix.other = append(ix.other, c)
	default:
		r, ok := ix.lookup(key)
		switch {
		case !ok && len(ix.varOnly) == 0:
			ix.set(key, bucketRef(i))
			ix.newKey(key)
		case !ok:
			b := make([]*Clause, len(ix.varOnly), len(ix.varOnly)+1)
			copy(b, ix.varOnly)
			ix.lists = append(ix.lists, append(b, c))
			ix.set(key, bucketRefList(len(ix.lists)-1))
			ix.newKey(key)
		case r >= 0 && clauses[r].Erased():
			// The key's one clause is gone (a fact replaced by
			// retract and assert): c is its one clause now.
			ix.set(key, bucketRef(i))
		case r >= 0:
			ix.lists = append(ix.lists, []*Clause{clauses[r], c})
			ix.set(key, bucketRefList(len(ix.lists)-1))
		default:
			ix.lists[-r-1] = append(ix.lists[-r-1], c)
		}
	}
}

// dropErased drops from the front of the buckets that hold c, which was
// just erased, the erased clauses that begin them, as Pred.first does
// for the clause list: a call begun now sees none of them (one begun
// before has its own bucket), and a queue kept under one key costs no
// walk over the clauses taken from it. The buckets' caches (small, cons
// and nil_) are brought up to date.
func (ix *predIndex) dropErased(c *Clause) {
	key := ix.keyOf(c)
	switch key.kind {
	case keyNone:
		ix.varOnly = skipErased(ix.varOnly)
		ix.other = skipErased(ix.other)
		ix.consOK, ix.nilOK = false, false // either may be varOnly
	case keyOther:
		ix.other = skipErased(ix.other)
	default:
		r, ok := ix.lookup(key)
		if !ok || r >= 0 {
			return
		}
		b := ix.lists[-r-1]
		if len(b) == 0 || !b[0].Erased() {
			return
		}
		b = skipErased(b)
		ix.lists[-r-1] = b
		switch key {
		case consKey:
			ix.consOK = false
		case nilKey:
			ix.nilOK = false
		}
		for k := range ix.small {
			if ix.small[k].key == key {
				ix.small[k].clauses = b
			}
		}
	}
}

// skipErased returns cs without the erased clauses that begin it.
func skipErased(cs []*Clause) []*Clause {
	for len(cs) > 0 && cs[0].Erased() {
		cs = cs[1:]
	}
	return cs
}

// newKey counts k, a key that the index did not have.
func (ix *predIndex) newKey(k indexKey) {
	if ix.nkeys++; ix.nkeys <= smallIndex {
		ix.few = append(ix.few, k)
	}
}

// candidates returns the clauses of p that may match a call whose first
// argument has index key k.
func (p *Pred) candidates(k indexKey) []*Clause {
	cands, _ := p.indexed(k)
	return cands
}

// indexed returns candidates(k) and the key by which nextClause must
// still filter them: k for the whole clause list, none for an index
// bucket, which holds only clauses that match k.
func (p *Pred) indexed(k indexKey) ([]*Clause, indexKey) {
	// A list cell, the commonest first argument, once its bucket is
	// cached: consCands' answer, before the checks that lead to it.
	if ix := p.index; ix != nil && ix.consOK && k == consKey {
		return ix.cons, indexKey{}
	}
	if len(p.clauses) < indexMinClauses || k.kind == keyNone {
		return p.clauses[p.first:], k
	}
	if p.index == nil {
		p.index = buildIndex(p)
	}
	ix := p.index
	if ix.keyed == 0 {
		// Every clause has a variable first argument: nothing to select.
		return p.clauses[p.first:], k
	}
	if k.kind == keyOther {
		return ix.other, k
	}
	// Lists are the commonest first arguments: their buckets are cached
	// outside the maps.
	if k == consKey {
		return ix.consCands(p.clauses), indexKey{}
	}
	if k == nilKey {
		return ix.nilCands(p.clauses), indexKey{}
	}
	return ix.bucket(k, p.clauses), indexKey{}
}

// bucket returns the clauses for key k. Most predicates have a handful of
// keys, which a linear scan finds faster than a map lookup.
func (ix *predIndex) bucket(k indexKey, clauses []*Clause) []*Clause {
	if ix.small != nil {
		for i := range ix.small {
			if ix.small[i].key == k {
				return ix.small[i].clauses
			}
		}
		return ix.varOnly
	}
	if ix.nkeys <= smallIndex {
		// From the keys in a list, not by walking the maps: a map sized
		// for a large database whose clauses share a few keys has room
		// for them all, which its walk would go through.
		ix.small = make([]indexBucket, 0, ix.nkeys)
		for _, key := range ix.few {
			r, _ := ix.lookup(key)
			ix.small = append(ix.small, indexBucket{key, ix.clausesOf(r, clauses)})
		}
		return ix.bucket(k, clauses)
	}
	return ix.find(k, clauses)
}

// smallIndex is the most keys an index scans linearly.
const smallIndex = 8

// indexBucket is one key's clauses in a small index.
type indexBucket struct {
	key     indexKey
	clauses []*Clause
}

// ClauseTerms returns a fresh copy of the head and body of c.
func (m *Machine) ClauseTerms(c *Clause) (head, body Term) {
	env := make([]Term, int(c.nvars))
	if len(c.head) == 0 {
		head = c.pred.Name
	} else {
		h := NewCompoundN(c.pred.Name, len(c.head))
		for i, a := range c.head {
			h.Args[i] = m.buildNil(a.t, env)
		}
		head = h
	}
	return head, m.buildNil(c.rule.src, env)
}

// VisibleClauses returns the clauses of p visible now, for a
// nondeterministic built-in to iterate over (the logical update view).
func (m *Machine) VisibleClauses(p *Pred, first Term) []*Clause {
	gen := m.db.generation
	cands := p.candidates(indexKeyOf(Deref(first)))
	out := make([]*Clause, 0, len(cands))
	for _, c := range cands {
		if c.Visible(gen) {
			out = append(out, c)
		}
	}
	return out
}

// ClauseCandidates returns the clauses of p visible now that clause/2
// of head tries, in order. Those of a large table of facts
// (IndexesLaterArgs) are the ones a call of head selects through its
// indexes (the first argument, an argument's signature, a later
// argument), as the WAM core reads such a table for clause/2 too: the
// last answer leaves a choicepoint exactly when a call's would, and so
// counts the same redo. Any other predicate's are those of head's first
// argument (VisibleClauses).
func (m *Machine) ClauseCandidates(p *Pred, head Term) []*Clause {
	c, ok := Deref(head).(*Compound)
	if !ok {
		return m.VisibleClauses(p, nil)
	}
	if !p.IndexesLaterArgs() {
		return m.VisibleClauses(p, c.Args[0])
	}
	cands, key := p.callCandidates(c.Args)
	gen := m.db.generation
	var out []*Clause
	for i := nextClause(cands, 0, gen, key); i >= 0; i = nextClause(cands, i+1, gen, key) {
		out = append(out, cands[i])
	}
	return out
}

// callCandidates returns the clauses a call of p on args tries, through
// p's indexes (the first argument, a later argument of a large table of
// facts, an argument's signature), and the first argument's key, which
// nextClause matches them against.
func (p *Pred) callCandidates(args []Term) ([]*Clause, indexKey) {
	var first Term
	if len(args) > 0 {
		first = Deref(args[0])
	}
	k := indexKeyOf(first)
	cands, key := p.indexed(k)
	if later, ok := p.byLaterArg(k, cands, args); ok {
		// The first argument, if bound, is matched as the candidates
		// are tried.
		cands, key = later, k
	} else if p.sigArg > 0 && len(cands) > 1 {
		cands = p.bySig(cands, args)
	}
	return cands, key
}

// Declare returns the predicate name/arity, creating it undefined.
func (m *Machine) Declare(name *Atom, arity int) *Pred { return m.db.lookup(name, arity) }

// HeadUnifiable reports whether head unifies with the head of c, without
// building the clause or keeping bindings (retractall/1 selects clauses
// so).
func (m *Machine) HeadUnifiable(c *Clause, head Term) bool {
	return m.clauseUnifiable(c, head, nil)
}

// ClauseUnifiable reports whether head :- body unifies with clause c,
// without building the clause or keeping bindings: clause/2 and retract/1
// test their candidates so, and build only the clauses they return.
func (m *Machine) ClauseUnifiable(c *Clause, head, body Term) bool {
	return m.clauseUnifiable(c, head, body)
}

// clauseUnifiable is unifyClause leaving no bindings.
func (m *Machine) clauseUnifiable(c *Clause, head, body Term) bool {
	mark, wakes, saved := len(m.trail), len(m.wakeups), m.varMark
	m.varMark = 1<<63 - 1
	ok := m.unifyClause(c, head, body)
	m.undoTrail(mark)
	m.wakeups = m.wakeups[:wakes]
	m.varMark = saved
	return ok
}

// UnifyClause unifies head :- body with a fresh copy of clause c, as Unify
// would unify it with the terms ClauseTerms returns, but building only
// the parts of the clause that variables of head or body are bound to.
// clause/2 and retract/1 bind their argument so.
func (m *Machine) UnifyClause(c *Clause, head, body Term) bool {
	return m.unifyClause(c, head, body)
}

// unifyClause unifies the templates of c with head and, unless body is
// nil, body. The templates are matched as the solver matches a clause
// head, in an environment of their own.
func (m *Machine) unifyClause(c *Clause, head, body Term) bool {
	var args []Term
	if h, ok := Deref(head).(*Compound); ok {
		args = h.Args
	}
	if len(args) != len(c.head) {
		return false
	}
	env := m.allocTerms(int(c.nvars))
	for k, a := range c.head {
		if !m.unifyHead(a.t, args[k], env) {
			return false
		}
	}
	return body == nil || m.unifyHead(c.rule.src, body, env)
}
