package wam

import "github.com/goprolog/goprolog/internal/engine"

// The core as the host of the engine's built-ins it calls on copies of
// their arguments (engine.ForeignHost, see anyforeign.go): a built-in
// that keeps Go state about the core's variables, CLP(FD)'s store, holds
// a slot for each, a root (Machine.roots) that the collector moves with
// the variable. What the built-in asks of the core's variables beyond
// binding its copies (attributes to set or drop) and the undo of its own
// state wait in the host until the built-in has returned and the core
// has made the choicepoint of its alternatives: backtracking into that
// choicepoint then undoes them, with the bindings the core makes for the
// copies after it.
type foreignHost struct {
	m *Machine
	// names are the copies of the running call by heap index, as the
	// call's conversion made them; rev maps them back, made when first
	// needed.
	names map[int]*engine.Var
	rev   map[*engine.Var]int
	// attrs, binds and undos are what waits for apply; roots is the
	// length of Machine.roots when the call began, to which a failed
	// call goes back.
	attrs []hostAttr
	binds []hostBind
	undos []hostUndo
	roots int
	// name and nameCell are the last attribute name asked about and its
	// atom cell, att the cell of the functor att/3: the attribute a
	// built-in sets or drops is one name, looked up once.
	name     *engine.Atom
	nameCell cell
	att      cell
	// sharing is set while the arguments of a built-in that keeps host
	// state are converted; shared holds the attribute lists
	// att(clpfd, K, []) made for them, by handle K (see sharedAttrs).
	sharing bool
	// copied says copies lists every copy in names (a call of
	// callAnyForeign; a redo's answer has names only).
	copied bool
	// copies lists the call's copies (names) in the order the
	// conversion made them, while sharing: the call's steps after it
	// walk this rather than the map.
	copies []hostCopy
	// args is the room callAnyForeign converts arguments into, while no
	// redo keeps it.
	args   []engine.Term
	clpfd  cell
	shared []*engine.Compound
}

// hostCopy is a heap variable, by heap index, and the engine's copy of
// it that a hosted call was given.
type hostCopy struct {
	at int
	v  *engine.Var
}

// hostCopiesMax is the number of copies up to which a hosted call's
// host finds one by a walk of copies: past it, by a map.
const hostCopiesMax = 16

// noteCopy records that the conversion of a hosted call's arguments made
// v for the heap variable at i (see foreignHost.copies).
func (m *Machine) noteCopy(i int, v *engine.Var) {
	if h := m.host; h != nil && h.sharing {
		h.copies = append(h.copies, hostCopy{i, v})
	}
}

// sharedAttrsMax bounds the handles whose attribute lists sharedAttrs
// keeps.
const sharedAttrsMax = 1 << 16

// sharedAttrs returns the engine's attribute list for the attribute
// list c on the heap when it is the one attribute clpfd with a handle K,
// att(clpfd, K, []), the list of every variable the store keeps and no
// other library constrains, while the arguments of a built-in that keeps
// host state are converted: the list is ground and the built-in only
// reads or replaces it, so one engine term per handle serves every call
// rather than a new one per variable and call. nil otherwise.
func (m *Machine) sharedAttrs(c cell) *engine.Compound {
	h := m.host
	if h == nil || !h.sharing {
		return nil
	}
	c = m.deref(c)
	if c.tag() != tagStr || m.heap[c.val()] != h.att {
		return nil
	}
	i := c.val()
	k := m.deref(m.heap[i+2])
	if m.deref(m.heap[i+1]) != h.clpfd || k.tag() != tagInt || m.deref(m.heap[i+3]) != nilCell {
		return nil
	}
	n := k.intVal()
	if n < 0 || n >= sharedAttrsMax {
		return nil
	}
	if int(n) >= len(h.shared) {
		h.shared = append(h.shared, make([]*engine.Compound, int(n)+1-len(h.shared))...)
	}
	x := h.shared[n]
	if x == nil {
		x = engine.NewCompound(atomAtt, atomClpfd, engine.MakeInt(n), engine.AtomNil)
		h.shared[n] = x
	}
	return x
}

// shareAttrs sets whether conversions share attribute lists (see
// sharedAttrs).
func (h *foreignHost) shareAttrs(on bool) {
	m := h.m
	if on && h.att == 0 {
		h.att = mkFun(m.functorIndex(functor{atomAtt, 3}))
	}
	if on && h.clpfd == 0 {
		h.clpfd = m.lastingAtom(atomClpfd)
	}
	if on {
		clear(h.copies)
		h.copies = h.copies[:0]
	}
	h.sharing = on
}

// hostAttr is an attribute to set (value an atomic term) or drop (value
// nil) on the variable of a slot.
type hostAttr struct {
	slot  int
	name  *engine.Atom
	value engine.Term
}

// atomCell returns the atom cell of the attribute name a.
func (h *foreignHost) atomCell(a *engine.Atom) cell {
	if a != h.name {
		h.name, h.nameCell = a, h.m.lastingAtom(a)
	}
	return h.nameCell
}

// hostBind is a binding of the variable of a slot to an integer.
type hostBind struct {
	slot int
	n    int64
}

// hostFor returns m's host, ready for a call whose copies are names.
func (m *Machine) hostFor(names map[int]*engine.Var) *foreignHost {
	h := m.hostOf()
	h.names, h.rev, h.roots = names, nil, len(m.roots)
	h.copied = false
	h.attrs, h.undos, h.binds = h.attrs[:0], h.undos[:0], h.binds[:0]
	return h
}

// hostOf returns m's host, made on first use.
func (m *Machine) hostOf() *foreignHost {
	if m.host == nil {
		m.host = &foreignHost{m: m}
	}
	return m.host
}

// Slot is engine.ForeignHost's: a new root for the variable v stands for.
func (h *foreignHost) Slot(v *engine.Var) (int, bool) {
	i, ok := h.heapIndex(v)
	if !ok {
		return 0, false
	}
	m := h.m
	m.roots = append(m.roots, m.deref(mkRef(i)))
	n := len(m.roots) - 1
	h.undos = append(h.undos, hostUndo{fn: func() { m.roots = m.roots[:min(len(m.roots), n)] }})
	return n, true
}

// heapIndex returns the heap index of the variable the call's copy v
// stands for: from copies when they list the call's copies and are few,
// else from rev, made from names when first needed.
func (h *foreignHost) heapIndex(v *engine.Var) (int, bool) {
	if h.copied && len(h.copies) <= hostCopiesMax {
		for _, c := range h.copies {
			if c.v == v {
				return c.at, true
			}
		}
		return 0, false
	}
	if h.rev == nil {
		h.rev = make(map[*engine.Var]int, len(h.names))
		for i, w := range h.names {
			h.rev[w] = i
		}
	}
	i, ok := h.rev[v]
	return i, ok
}

// Value is engine.ForeignHost's: the call's copy of the slot's variable,
// or its value; nil for an unbound variable of which the call has no
// copy, and for a slot that is no longer the core's.
func (h *foreignHost) Value(slot int) engine.Term {
	m := h.m
	if slot < 0 || slot >= len(m.roots) {
		return nil // a slot of a query closed since
	}
	c := m.deref(m.roots[slot])
	if !isVarCell(c) {
		return m.termOf(c)
	}
	if h.copied && len(h.copies) <= hostCopiesMax {
		for _, cp := range h.copies {
			if cp.at == c.val() {
				return cp.v
			}
		}
		return nil
	}
	if v, ok := h.names[c.val()]; ok {
		return v
	}
	return nil
}

// BindInt is engine.ForeignHost's.
func (h *foreignHost) BindInt(slot int, n int64) {
	h.binds = append(h.binds, hostBind{slot, n})
}

// SetAttr is engine.ForeignHost's.
func (h *foreignHost) SetAttr(slot int, name *engine.Atom, value engine.Term) {
	h.attrs = append(h.attrs, hostAttr{slot, name, value})
}

// OtherAttrs is engine.ForeignHost's.
func (h *foreignHost) OtherAttrs(slot int, name *engine.Atom) bool {
	m := h.m
	if slot < 0 || slot >= len(m.roots) {
		return false
	}
	attrs, ok := m.attrsOf(m.deref(m.roots[slot]))
	if !ok {
		return false
	}
	n := h.atomCell(name)
	if h.att == 0 {
		h.att = mkFun(m.functorIndex(functor{atomAtt, 3}))
	}
	att := h.att
	for a := m.deref(attrs); a.tag() == tagStr && m.heap[a.val()] == att; a = m.deref(m.heap[a.val()+3]) {
		if m.deref(m.heap[a.val()+1]) != n {
			return true
		}
	}
	return false
}

// TrailUndo is engine.ForeignHost's. What the built-in changed is Go
// state that outlives the core's query (a constraint store's): a query
// that closes hands the entry to its caller (see Machine.PassUndo).
func (h *foreignHost) TrailUndo(fn func()) { h.undos = append(h.undos, hostUndo{fn: fn, pass: true}) }

// hostUndo is an undo entry waiting for apply; pass marks one that a
// closing query hands to its caller.
type hostUndo struct {
	fn   func()
	pass bool
}

// apply makes the waiting changes, once the call has succeeded and its
// choicepoint, if any, is made: false when a binding fails.
func (h *foreignHost) apply() bool {
	m := h.m
	for _, a := range h.attrs {
		if a.slot >= len(m.roots) {
			continue
		}
		c := m.deref(m.roots[a.slot])
		attrs, ok := m.attrsOf(c)
		if !ok {
			continue
		}
		var value cell
		if a.value != nil {
			value = m.constCell(a.value)
		}
		m.setAttrs(c, m.attrReplace(attrs, h.atomCell(a.name), value, a.value == nil))
	}
	for _, u := range h.undos {
		if m.TrailUndo(u.fn) && u.pass {
			m.passed = append(m.passed, len(m.undos)-1)
		}
	}
	ok := true
	for _, b := range h.binds {
		if b.slot < len(m.roots) && !m.unify(m.roots[b.slot], m.constCell(engine.MakeInt(b.n))) {
			ok = false
			break
		}
	}
	h.done()
	return ok
}

// abandon drops the waiting changes of a call that failed or raised an
// error, and the roots it made: the built-in undid its own state.
func (h *foreignHost) abandon() {
	h.m.roots = h.m.roots[:min(len(h.m.roots), h.roots)]
	h.done()
}

func (h *foreignHost) done() {
	clear(h.attrs)
	clear(h.undos)
	h.attrs, h.undos, h.binds = h.attrs[:0], h.undos[:0], h.binds[:0]
	h.names, h.rev = nil, nil
	h.copied = false
}

// holdsStoreVar reports whether one of vars, the engine variables made for
// heap variables, has CLP(FD)'s attribute: a handle into the store that
// stands for the heap variable, by a slot of the core's (see Slot), and
// that the engine's solver cannot follow to its copy.
func holdsStoreVar(vars map[int]*engine.Var) bool {
	for _, v := range vars {
		for a := v.Attrs(); a != nil && len(a.Args) == 3; {
			if engine.Deref(a.Args[0]) == engine.Term(atomClpfd) {
				return true
			}
			next, ok := engine.Deref(a.Args[2]).(*engine.Compound)
			if !ok {
				break
			}
			a = next
		}
	}
	return false
}

// adoptStoreVars hands the engine em the store's variables that vars, the
// engine's copies of heap variables in a solution, stand for
// (engine.Hooks.AdoptHostVars); an undo entry gives them back to the
// core when it backtracks into the run that made the solution.
func (m *Machine) adoptStoreVars(em *engine.Machine, vars map[int]*engine.Var) {
	adopt := em.Hooks.AdoptHostVars
	if adopt == nil {
		return
	}
	vs := make([]*engine.Var, 0, len(vars))
	for _, v := range vars {
		vs = append(vs, v)
	}
	if undo := adopt(em, m.host, vs); undo != nil {
		m.TrailUndo(undo)
	}
}

// errStoreVarOut is the error of a goal or a solution that would take a
// variable that CLP(FD)'s store keeps for the core to the engine's solver,
// once the run can no longer be handed back to the engine whole.
var errStoreVarOut = engine.SystemError("a variable with CLP(FD) constraints on the WAM core went to the engine's solver")
