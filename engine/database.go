package engine

import "math"

// predKey identifies a predicate by name and arity.
type predKey struct {
	name  *Atom
	arity int
}

type predFlags uint16

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
)

// Pred is a predicate: a Go built-in or a list of clauses.
type Pred struct {
	Name  *Atom
	Arity int
	flags predFlags

	builtin Builtin
	clauses []*Clause
	live    int // clauses not erased
	index   *predIndex

	// File is the absolute path of the file that defined the predicate.
	File string
	// Spy marks a spy point.
	Spy bool
}

// Clause is a compiled clause.
type Clause struct {
	pred *Pred
	head []Term
	hops []headOp // head, decoded for clause selection
	// nilSlots are the slots a reused environment must have emptied: those
	// whose first occurrence is inside a compound of the head, where head
	// unification tells a new variable by its empty slot.
	nilSlots []int32
	body     []instr
	srcBody  Term
	nvars    int
	// chain marks a clause whose body never captures its environment
	// (inline arithmetic and cuts, then at most one final call): its
	// environment can live in the machine's scratch space.
	chain bool
	// guards counts the arithmetic comparisons that begin the body, and
	// neckCut says a cut follows them (p(X) :- X > 0, !, ...): clause
	// selection decides them before leaving a choicepoint.
	guards  int
	neckCut bool
	key     indexKey
	born    uint64
	died    uint64
	// Line is the source line the clause was read from, if known.
	Line int
	File string
}

// Pred returns the predicate c belongs to.
func (c *Clause) Pred() *Pred { return c.pred }

// Erased reports whether c has been retracted.
func (c *Clause) Erased() bool { return c.died != math.MaxUint64 }

type database struct {
	preds      map[predKey]*Pred
	order      []*Pred
	generation uint64
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
	p := &Pred{Name: name, Arity: arity}
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
	return p.builtin != nil || p.flags&(predDefined|predDynamic) != 0 || p.live > 0
}

// IsBuiltin reports whether p is a system predicate (Go or library).
func (p *Pred) IsBuiltin() bool { return p.flags&(predBuiltin|predLibrary) != 0 }

// IsForeign reports whether p is implemented in Go.
func (p *Pred) IsForeign() bool { return p.builtin != nil }

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
func (p *Pred) SetDynamic() { p.flags |= predDynamic | predDefined; p.flags &^= predStatic }

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

// SetDefined marks p as defined even without clauses.
func (p *Pred) SetDefined() { p.flags |= predDefined }

// Abolish removes all clauses and declarations of p.
func (m *Machine) Abolish(p *Pred) {
	m.Retire(p)
	p.flags &^= predDynamic | predDefined | predDiscontiguous | predLibrary
	p.File = ""
}

// Retire erases every clause of p (as on reconsult), keeping its
// declarations.
func (m *Machine) Retire(p *Pred) {
	m.db.generation++
	for _, c := range p.clauses {
		if !c.Erased() {
			c.died = m.db.generation
		}
	}
	p.clauses = nil
	p.live = 0
	p.index = nil
	if p.builtin != nil && p.flags&predLibrary != 0 {
		p.builtin = nil
		p.flags &^= predBuiltin
	}
}

// AddClause compiles term (Head or Head :- Body) and adds it to its
// predicate, at the end or (atEnd false) at the front. Permission checks
// against redefining built-ins are the caller's.
func (m *Machine) AddClause(term Term, atEnd bool) (*Clause, error) {
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
	cl, err := m.compileClause(hc, args, body)
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
	m.db.generation++
	cl.born = m.db.generation
	cl.died = math.MaxUint64
	p.flags |= predDefined
	p.live++
	if atEnd {
		p.clauses = append(p.clauses, cl)
		if p.index != nil {
			p.index.add(cl)
		}
		return
	}
	cs := make([]*Clause, 0, len(p.clauses)+1)
	cs = append(cs, cl)
	p.clauses = append(cs, p.clauses...)
	p.index = nil
}

// Erase retracts clause c.
func (m *Machine) Erase(c *Clause) {
	if c.Erased() {
		return
	}
	m.db.generation++
	c.died = m.db.generation
	p := c.pred
	p.live--
	// Compact when most of the slice is dead; running calls keep their own
	// snapshot of the old slice.
	if dead := len(p.clauses) - p.live; dead > 8 && dead > p.live {
		cs := make([]*Clause, 0, p.live)
		for _, x := range p.clauses {
			if !x.Erased() {
				cs = append(cs, x)
			}
		}
		p.clauses = cs
		p.index = nil
	}
}

// Generation returns the database generation: a clause is visible to a
// call that started at generation g when born <= g < died.
func (m *Machine) Generation() uint64 { return m.db.generation }

// Visible reports whether c is visible at generation g.
func (c *Clause) Visible(g uint64) bool { return c.born <= g && g < c.died }

// indexKey is the first-argument index key of a clause head or a call.
type indexKey struct {
	kind  uint8
	atom  *Atom
	n     int64
	arity int
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
		return indexKey{kind: keyFunctor, atom: x.Name, arity: len(x.Args)}
	case *tcomp:
		return indexKey{kind: keyFunctor, atom: x.name, arity: len(x.args)}
	case nil, *Var, *tvar:
		return indexKey{}
	}
	return indexKey{kind: keyOther}
}

// predIndex maps first-argument keys to the clauses that may match a call
// with that key, in order (clauses with a variable first argument appear in
// every bucket).
type predIndex struct {
	buckets map[indexKey][]*Clause
	// cons and nil cache the buckets of '[|]'/2 and [] (valid when
	// consOK/nilOK).
	cons, nil_    []*Clause
	consOK, nilOK bool
	varOnly       []*Clause // clauses with a variable first argument
	other         []*Clause // clauses whose key is keyOther, plus varOnly, in order
	keyed         int       // clauses with a first-argument key
	// small is the buckets as a list, built on the first look-up when
	// there are at most smallIndex keys; nil until then or when larger.
	small []indexBucket
}

const indexMinClauses = 2

func buildIndex(p *Pred) *predIndex {
	ix := &predIndex{buckets: map[indexKey][]*Clause{}}
	for _, c := range p.clauses {
		if !c.Erased() {
			ix.add(c)
		}
	}
	return ix
}

func (ix *predIndex) consCands() []*Clause {
	if !ix.consOK {
		if b, ok := ix.buckets[indexKey{kind: keyFunctor, atom: AtomDot, arity: 2}]; ok {
			ix.cons = b
		} else {
			ix.cons = ix.varOnly
		}
		ix.consOK = true
	}
	return ix.cons
}

func (ix *predIndex) nilCands() []*Clause {
	if !ix.nilOK {
		if b, ok := ix.buckets[indexKey{kind: keyAtom, atom: AtomNil}]; ok {
			ix.nil_ = b
		} else {
			ix.nil_ = ix.varOnly
		}
		ix.nilOK = true
	}
	return ix.nil_
}

func (ix *predIndex) add(c *Clause) {
	ix.consOK, ix.nilOK, ix.small = false, false, nil
	if c.key.kind != keyNone {
		ix.keyed++
	}
	switch c.key.kind {
	case keyNone:
		ix.varOnly = append(ix.varOnly, c)
		ix.other = append(ix.other, c)
		for k, b := range ix.buckets {
			ix.buckets[k] = append(b, c)
		}
	case keyOther:
		ix.other = append(ix.other, c)
	default:
		b, ok := ix.buckets[c.key]
		if !ok {
			b = append([]*Clause(nil), ix.varOnly...)
		}
		ix.buckets[c.key] = append(b, c)
	}
}

// candidates returns the clauses of p that may match a call whose first
// argument has index key k.
func (p *Pred) candidates(k indexKey) []*Clause {
	if len(p.clauses) < indexMinClauses || k.kind == keyNone {
		return p.clauses
	}
	if p.index == nil {
		p.index = buildIndex(p)
	}
	ix := p.index
	if ix.keyed == 0 {
		// Every clause has a variable first argument: nothing to select.
		return p.clauses
	}
	if k.kind == keyOther {
		return ix.other
	}
	// Lists are the commonest first arguments: their buckets are cached
	// outside the map.
	if k.kind == keyFunctor && k.atom == AtomDot && k.arity == 2 {
		return ix.consCands()
	}
	if k.kind == keyAtom && k.atom == AtomNil {
		return ix.nilCands()
	}
	return ix.bucket(k)
}

// bucket returns the clauses for key k. Most predicates have a handful of
// keys, which a linear scan finds faster than a map lookup.
func (ix *predIndex) bucket(k indexKey) []*Clause {
	if ix.small != nil {
		for i := range ix.small {
			if ix.small[i].key == k {
				return ix.small[i].clauses
			}
		}
		return ix.varOnly
	}
	if len(ix.buckets) <= smallIndex {
		ix.small = make([]indexBucket, 0, len(ix.buckets))
		for key, b := range ix.buckets {
			ix.small = append(ix.small, indexBucket{key, b})
		}
		return ix.bucket(k)
	}
	if b, ok := ix.buckets[k]; ok {
		return b
	}
	return ix.varOnly
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
	env := make([]Term, c.nvars)
	if len(c.head) == 0 {
		head = c.pred.Name
	} else {
		h := NewCompoundN(c.pred.Name, len(c.head))
		for i, t := range c.head {
			h.Args[i] = m.buildNil(t, env)
		}
		head = h
	}
	return head, m.buildNil(c.srcBody, env)
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

// Declare returns the predicate name/arity, creating it undefined.
func (m *Machine) Declare(name *Atom, arity int) *Pred { return m.db.lookup(name, arity) }

// HeadUnifiable reports whether head unifies with the head of c, without
// building the clause or keeping bindings (clause/2 and retract/1 use it
// to skip clauses cheaply).
func (m *Machine) HeadUnifiable(c *Clause, head Term) bool {
	var args []Term
	if h, ok := Deref(head).(*Compound); ok {
		args = h.Args
	}
	if len(args) != len(c.head) {
		return false
	}
	env := m.allocTerms(c.nvars)
	mark, wakes, saved := len(m.trail), len(m.wakeups), m.varMark
	m.varMark = 1<<63 - 1
	ok := true
	for k, t := range c.head {
		if !m.unifyHead(t, args[k], env) {
			ok = false
			break
		}
	}
	m.undoTrail(mark)
	m.wakeups = m.wakeups[:wakes]
	m.varMark = saved
	return ok
}
