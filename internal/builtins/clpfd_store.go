package builtins

import "github.com/goprolog/goprolog/internal/engine"

// The constraint store of library(clpfd). Each constrained Prolog variable
// has the attribute clpfd whose value is a handle (an index into
// fdStore.vars). Propagators are Go values that read and narrow the domains
// of fdVars; they never look at Prolog terms after posting, so a variable
// bound by the store is just an fdVar with a one-value domain.
//
// Undo: every change to the store is recorded in the store's own trail and
// each built-in call (a "segment") registers a single engine undo closure
// that rewinds the store trail to where the segment began. A domain is
// saved at most once per segment (stamp), which keeps labeling cheap.

var fdAtomClpfd = engine.Intern("clpfd")

// Wake-up levels: a change of kind c wakes a propagator attached with need
// n when c >= n.
const (
	chDom    = 1 // some value removed, bounds unchanged
	chBounds = 2 // a bound changed
	chFix    = 3 // the domain became a single value
)

type fdVar struct {
	id int
	v  engine.Term // the Prolog variable, nil for an anonymous constant
	// host, when not nil, is the machine whose variable of handle slot
	// the store variable stands for (see engine.ForeignHost): v is then
	// the copy that the call that made it was given.
	host  engine.ForeignHost
	slot  int
	d     fdDom
	props []fdAttach
	stamp uint64
	// age orders the variable as SWI-Prolog's standard order of
	// attributed variables does (0: not attributed in SWI's sense yet);
	// resids are the residual goals of SWI's propagators on it, oldest
	// first (see clpfd_resid.go).
	age    uint64
	resids []*fdResid
	// term holds library(clpfd)'s flags of terminating propagation for
	// a domain with an infinite bound (see termWake).
	term uint8
}

// Flags of fdVar.term: which of the domain's bounds and spread have
// changed since the variable was last reinforced, and whether its
// domain has been finite.
const (
	termLeft uint8 = 1 << iota
	termRight
	termSpread
	termBounded
)

// prolog returns the Prolog term the store variable stands for in the
// running call: its variable, the call's copy of the host's, or the value
// that has bound it; nil for an anonymous constant, for a host's variable
// of which the call has no copy (see engine.ForeignHost's BindInt), and
// for a host's variable in a call that another machine, or none, hosts.
func (x *fdVar) prolog(s *fdStore) engine.Term {
	switch {
	case x.host == nil:
		return x.v
	case x.host == s.m.Host:
		return x.host.Value(x.slot)
	}
	return nil
}

func (x *fdVar) min() int64   { return x.d[0].lo }
func (x *fdVar) max() int64   { return x.d[len(x.d)-1].hi }
func (x *fdVar) fixed() bool  { return x.d.single() }
func (x *fdVar) value() int64 { return x.d[0].lo }

type fdAttach struct {
	p    fdProp
	need uint8
}

// fdProp is a propagator. run narrows domains through the store and
// returns false when it detects inconsistency.
type fdProp interface {
	base() *propBase
	run(s *fdStore) bool
}

type propBase struct {
	queued, dead bool
}

func (p *propBase) base() *propBase { return p }

type undoKind uint8

const (
	undoDom undoKind = iota
	undoProps
	undoDead
	undoVars
	undoRests
	undoAge
	undoResids
	undoAlias
)

type fdUndo struct {
	kind  undoKind
	x     *fdVar
	d     fdDom
	term  uint8
	n     int
	stamp uint64
	p     *propBase
	// restore puts back a propagator's variables that aliasing two
	// variables replaced (see alias).
	restore func()
}

type fdStore struct {
	m      *engine.Machine
	vars   []*fdVar
	queue  []fdProp
	slab   []ival
	qhead  int
	trail  []fdUndo
	gen    uint64
	toBind []*fdVar
	// reinf are the terms whose variables the running built-in
	// reinforces after propagation (see reinforceTerms).
	reinf []engine.Term
	// rests are the variables that hosted labeling hands back to Prolog
	// as '$fd_rest'(K) (see fdLabel.restVars).
	rests [][]*fdVar
	mark  int
	depth int
	// failed records an inconsistency found while posting.
	failed bool
	// woke records that a binding woke another attribute's goals.
	woke bool
	// ageSeq numbers the variables as SWI-Prolog attributes them,
	// residSeq the residual goal records (fdResid).
	ageSeq, residSeq uint64
}

func fdStoreOf(m *engine.Machine) *fdStore {
	if s, ok := m.Hooks.Slots[slotFD].(*fdStore); ok {
		return s
	}
	s := &fdStore{m: m}
	m.Hooks.Slots[slotFD] = s
	m.NoteEngineOnlyAttributes() // a program may post constraints without loading library(clpfd)
	return s
}

// begin opens a segment; end must follow.
func (s *fdStore) begin() {
	if s.depth == 0 {
		s.mark = len(s.trail)
		s.gen++
		s.failed = false
	}
	s.depth++
}

// end closes a segment: it binds the variables that became fixed, and
// either registers the undo of the segment or, on failure or error, undoes
// it at once.
func (s *fdStore) end(ok bool, err error) (bool, error) {
	s.depth--
	if s.depth > 0 {
		return ok, err
	}
	if ok && err == nil {
		ok = s.bindFixed()
	} else {
		s.toBind = s.toBind[:0]
	}
	mark := s.mark
	if !ok || err != nil {
		s.resetQueue()
		s.undoTo(mark)
		return ok, err
	}
	if len(s.trail) > mark {
		s.m.TrailUndo(func() { s.undoTo(mark) })
	}
	return true, nil
}

func (s *fdStore) undoTo(mark int) {
	// A mark past the top is one that an older mark's undo took the
	// store below already: a core's query that closes hands its undo
	// entries to the engine, above those the engine made since.
	if mark >= len(s.trail) {
		return
	}
	for i := len(s.trail) - 1; i >= mark; i-- {
		u := &s.trail[i]
		switch u.kind {
		case undoDom:
			u.x.d, u.x.stamp, u.x.term = u.d, u.stamp, u.term
		case undoProps:
			clear(u.x.props[u.n:])
			u.x.props = u.x.props[:u.n]
		case undoDead:
			u.p.dead = false
		case undoVars:
			clear(s.vars[u.n:])
			s.vars = s.vars[:u.n]
		case undoRests:
			clear(s.rests[u.n:])
			s.rests = s.rests[:u.n]
		case undoAge:
			u.x.age = 0
		case undoResids:
			clear(u.x.resids[u.n:])
			u.x.resids = u.x.resids[:u.n]
		case undoAlias:
			u.restore()
		}
		*u = fdUndo{}
	}
	s.trail = s.trail[:mark]
}

func (s *fdStore) resetQueue() {
	for _, p := range s.queue[s.qhead:] {
		p.base().queued = false
	}
	clear(s.queue)
	s.queue, s.qhead = s.queue[:0], 0
}

// bindFixed binds the Prolog variables of fixed fdVars. The clpfd attribute
// is removed first, so the binding wakes only other attributes.
func (s *fdStore) bindFixed() bool {
	ok := true
	for i := 0; i < len(s.toBind); i++ {
		x := s.toBind[i]
		if !ok || x.v == nil || !x.fixed() {
			continue
		}
		t := x.prolog(s)
		if t == nil {
			if h := x.host; h != nil && h == s.m.Host {
				h.SetAttr(x.slot, fdAtomClpfd, nil)
				if h.OtherAttrs(x.slot, fdAtomClpfd) {
					s.woke = true
				}
				h.BindInt(x.slot, x.value())
			}
			continue
		}
		switch t := engine.Deref(t).(type) {
		case *engine.Var:
			if t.Attrs() != nil {
				rest := attrReplace(t.Attrs(), fdAtomClpfd, nil)
				s.m.SetAttrs(t, rest)
				if rest != nil {
					s.woke = true
				}
			}
			if x.host != nil {
				x.host.SetAttr(x.slot, fdAtomClpfd, nil)
			}
			s.m.Bind(t, engine.MakeInt(x.value()))
		case engine.Int:
			ok = int64(t) == x.value()
		}
	}
	s.toBind = s.toBind[:0]
	return ok
}

// newVar makes a store variable for the unbound Prolog variable v (or a
// constant when v is nil).
func (s *fdStore) newVar(v *engine.Var, d fdDom) *fdVar {
	x := &fdVar{id: len(s.vars), d: d}
	s.trail = append(s.trail, fdUndo{kind: undoVars, n: len(s.vars)})
	s.vars = append(s.vars, x)
	if v != nil {
		x.v = v
		if slot, ok := s.setHandle(v, x); ok {
			x.host, x.slot = s.m.Host, slot
		}
	}
	return x
}

// setHandle gives the variable v the attribute clpfd with x's handle,
// and, when a host called the store and v is a copy of its variable,
// that variable: the slot of which it returns.
func (s *fdStore) setHandle(v *engine.Var, x *fdVar) (int, bool) {
	handle := engine.MakeInt(int64(x.id))
	s.m.SetAttrs(v, attrReplace(v.Attrs(), fdAtomClpfd, handle))
	if h := s.m.Host; h != nil {
		if slot, ok := h.Slot(v); ok {
			h.SetAttr(slot, fdAtomClpfd, handle)
			return slot, true
		}
	}
	return 0, false
}

// constVar returns an anonymous fixed variable.
func (s *fdStore) constVar(c int64) *fdVar {
	return &fdVar{id: -1, d: fdDom{{c, c}}}
}

// varOf returns the store variable of a Prolog variable, creating it with
// domain inf..sup when it has none.
func (s *fdStore) varOf(v *engine.Var) *fdVar {
	if h, ok := attrLookup(v.Attrs(), fdAtomClpfd); ok {
		if i, ok := engine.Deref(h).(engine.Int); ok && int(i) < len(s.vars) && s.vars[i] != nil {
			return s.vars[i]
		}
	}
	return s.newVar(v, fdDom{{fdInf, fdSup}})
}

// lookup returns the store variable of v, or nil.
func (s *fdStore) lookup(v *engine.Var) *fdVar {
	if h, ok := attrLookup(v.Attrs(), fdAtomClpfd); ok {
		if i, ok := engine.Deref(h).(engine.Int); ok && int(i) < len(s.vars) {
			return s.vars[i]
		}
	}
	return nil
}

// attach subscribes p to changes of x.
func (s *fdStore) attach(x *fdVar, p fdProp, need uint8) {
	if x.id < 0 {
		return
	}
	s.trail = append(s.trail, fdUndo{kind: undoProps, x: x, n: len(x.props)})
	x.props = append(x.props, fdAttach{p, need})
}

// kill marks p entailed: it will not run again on this branch.
func (s *fdStore) kill(p *propBase) {
	if !p.dead {
		p.dead = true
		s.trail = append(s.trail, fdUndo{kind: undoDead, p: p})
	}
}

func (s *fdStore) enqueue(p fdProp) {
	b := p.base()
	if !b.queued && !b.dead {
		b.queued = true
		s.queue = append(s.queue, p)
	}
}

// setDom narrows x to d (d must be a subset of x.d); false when d is empty.
func (s *fdStore) setDom(x *fdVar, d fdDom) bool {
	if len(d) == 0 {
		return false
	}
	old := x.d
	if len(old) == len(d) && (len(d) == 0 || &old[0] == &d[0]) {
		return true
	}
	if domEqual(old, d) {
		return true
	}
	if x.id < 0 {
		// A constant cannot change: d is a proper subset, so empty.
		return false
	}
	s.swiAttr(x)
	s.saveDom(x)
	x.d = d
	var ch uint8 = chDom
	if d.single() {
		ch = chFix
		s.toBind = append(s.toBind, x)
	} else if d[0].lo != old[0].lo || d[len(d)-1].hi != old[len(old)-1].hi {
		ch = chBounds
	}
	if ch != chFix && x.term&termBounded == 0 && !termWake(x, old, d) {
		return true
	}
	for _, a := range x.props {
		if ch >= a.need {
			s.enqueue(a.p)
		}
	}
	return true
}

// saveDom trails x's domain and flags once per segment.
func (s *fdStore) saveDom(x *fdVar) {
	if x.stamp != s.gen {
		s.trail = append(s.trail, fdUndo{kind: undoDom, x: x, d: x.d, term: x.term, stamp: x.stamp})
		x.stamp = s.gen
	}
}

// termWake is library(clpfd)'s terminating propagation
// (put_terminating/3): x's domain went from old to d. A finite domain
// wakes x's propagators; an infinite one does not when a bound that had
// changed since x was last reinforced changes again, or the spread
// (the distance between the outermost finite bounds) grows again, so
// that propagators pushing a bound towards infinity come to rest.
func termWake(x *fdVar, old, d fdDom) bool {
	if d.finite() {
		x.term = termBounded
		return true
	}
	f := x.term
	nf := f & (termLeft | termRight | termSpread)
	if d[0].lo != old[0].lo {
		nf |= termLeft
	}
	if d[len(d)-1].hi != old[len(old)-1].hi {
		nf |= termRight
	}
	os, ns := domSpread(old), domSpread(d)
	switch {
	case ns == os:
	case ns < os:
		nf &^= termSpread
	default:
		nf |= termSpread
	}
	x.term = nf
	return f&nf == 0
}

// domSpread is domain_spread/2: the largest finite bound less the
// smallest one, fdInf when there is none.
func domSpread(d fdDom) int64 {
	s := d[0].lo
	if s == fdInf {
		s = d[0].hi
	}
	l := d[len(d)-1].hi
	if l == fdSup {
		l = d[len(d)-1].lo
	}
	if s == fdSup || l == fdInf {
		return fdInf
	}
	return l - s
}

// reinforce is library(clpfd)'s reinforce/1 on x: the flags of
// terminating propagation start afresh.
func (s *fdStore) reinforce(x *fdVar) {
	if x.id < 0 || x.term&^termBounded == 0 {
		return
	}
	s.saveDom(x)
	x.term &= termBounded
}

func (s *fdStore) setMin(x *fdVar, lo int64) bool {
	if lo <= x.min() {
		return true
	}
	return s.setDom(x, x.d.clip(lo, fdSup))
}

func (s *fdStore) setMax(x *fdVar, hi int64) bool {
	if hi >= x.max() {
		return true
	}
	return s.setDom(x, x.d.clip(fdInf, hi))
}

func (s *fdStore) setBounds(x *fdVar, lo, hi int64) bool {
	if lo <= x.min() && hi >= x.max() {
		return true
	}
	return s.setDom(x, x.d.clip(lo, hi))
}

func (s *fdStore) removeVal(x *fdVar, v int64) bool {
	if !x.d.contains(v) {
		return true
	}
	return s.setDom(x, s.domRemove(x.d, v))
}

// alloc returns a zero-length domain with capacity n carved from a slab,
// so that the many small domains made during search cost few allocations.
// Domains are immutable, so sharing a slab is safe.
func (s *fdStore) alloc(n int) fdDom {
	if n > 64 {
		return make(fdDom, 0, n)
	}
	if len(s.slab)+n > cap(s.slab) {
		s.slab = make([]ival, 0, 4096)
	}
	l := len(s.slab)
	s.slab = s.slab[:l+n]
	return s.slab[l : l : l+n]
}

// domRemove is fdDom.remove with slab allocation.
func (s *fdStore) domRemove(d fdDom, v int64) fdDom {
	for i, iv := range d {
		if v < iv.lo {
			return d
		}
		if v > iv.hi {
			continue
		}
		var out fdDom
		switch {
		case iv.lo == iv.hi:
			out = append(s.alloc(len(d)-1), d[:i]...)
			out = append(out, d[i+1:]...)
		case v == iv.lo:
			out = append(s.alloc(len(d)), d...)
			out[i].lo++
		case v == iv.hi:
			out = append(s.alloc(len(d)), d...)
			out[i].hi--
		default:
			out = append(s.alloc(len(d)+1), d[:i]...)
			out = append(out, ival{iv.lo, v - 1}, ival{v + 1, iv.hi})
			out = append(out, d[i+1:]...)
		}
		return out
	}
	return d
}

func (s *fdStore) fix(x *fdVar, v int64) bool {
	if !x.d.contains(v) {
		return false
	}
	if x.fixed() {
		return true
	}
	return s.setDom(x, fdDom{{v, v}})
}

// fixpoint runs queued propagators until none is left.
func (s *fdStore) fixpoint() bool {
	for s.qhead < len(s.queue) {
		p := s.queue[s.qhead]
		s.queue[s.qhead] = nil
		s.qhead++
		b := p.base()
		b.queued = false
		if b.dead {
			continue
		}
		if !p.run(s) {
			s.resetQueue()
			return false
		}
	}
	s.queue, s.qhead = s.queue[:0], 0
	return true
}

// post adds a propagator: it attaches it with the given need to xs and
// runs it once (through the queue).
func (s *fdStore) post(p fdProp, need uint8, xs ...*fdVar) {
	for _, x := range xs {
		s.attach(x, p, need)
	}
	s.enqueue(p)
}

// fdAdoptHostVars is engine.Hooks.AdoptHostVars for CLP(FD): each of vars
// whose handle names a store variable of the host h becomes the variable
// that store variable stands for, so that the engine's solver narrows and
// binds it as its own. The undo gives the store variables back to h.
func fdAdoptHostVars(m *engine.Machine, h engine.ForeignHost, vars []*engine.Var) func() {
	s, ok := m.Hooks.Slots[slotFD].(*fdStore)
	if !ok {
		return nil
	}
	type adopted struct {
		x    *fdVar
		v    engine.Term
		slot int
	}
	var done []adopted
	for _, v := range vars {
		x := s.lookup(v)
		if x == nil || x.host != h {
			continue
		}
		done = append(done, adopted{x, x.v, x.slot})
		x.host, x.v = nil, v
	}
	if len(done) == 0 {
		return nil
	}
	return func() {
		for _, a := range done {
			a.x.host, a.x.v, a.x.slot = h, a.v, a.slot
		}
	}
}
