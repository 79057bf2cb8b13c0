package wam

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// clause/2 and predicate_property/2 called by the core. clause/2 of a
// static predicate reads the clauses as facts of a predicate of the
// core's (see Machine.ClauseTable): a head and a body per clause,
// first-argument indexed like the predicate itself.

// clauseTarget resolves clause(H, B) in the registers: when H is the head
// of a static predicate whose clauses the core has as facts (see
// Machine.ClauseTable) and B may be a body, it loads H's arguments and B
// into the registers and returns the facts' predicate and its arity.
// Otherwise decided says that the call is decided on the core: err is
// its error (H unbound, not callable, or a built-in's head: swipl's
// errors, in swipl's order), or it fails (H names no clauses, or B is no
// callable term, which matches none); when not decided, the engine's
// built-in runs it.
func (m *Machine) clauseTarget() (p *pred, n int, decided bool, err error) {
	h, b := m.deref(m.regs[0]), m.deref(m.regs[1])
	if x := notCallable(m, h); x != nil {
		return nil, 0, true, x.WithContext(atomClause.name, 2)
	}
	noBody := false
	switch b.tag() {
	case tagRef, tagAttv, tagStr:
	case tagAtom:
		if b == nilCell {
			return nil, 0, false, nil
		}
	case tagInt, tagBox:
		noBody = true
	default:
		return nil, 0, false, nil
	}
	f, from, ok := m.callable(h)
	if ok && f == atomColon2 {
		// A qualified head (user:foo(X)) names the predicate in its
		// module, not (:)/2's own clauses: the core reads a predicate
		// the module sees under its own name, and leaves a module's own
		// (whose clauses call its predicates under their local names,
		// which the engine's clause/2 gives back as written) to the
		// engine.
		f, from, ok = m.qualifiedHead(h)
	} else if ok && m.ClauseAccess != nil {
		switch m.ClauseAccess(f.name, f.arity) {
		case ClausesPrivate:
			return nil, 0, true, engine.PermissionError("access", "private_procedure", engine.PI(f.name, f.arity)).WithContext(atomClause.name, 2)
		case ClausesNone:
			return nil, 0, true, nil
		}
		if noBody {
			return nil, 0, true, nil
		}
	}
	if !ok || noBody || f.arity+1 > maxRegs {
		return nil, 0, false, nil
	}
	p, known := m.clauseTables[f]
	if !known {
		if p = m.clauseFacts(f); p == nil && m.ClauseTable != nil {
			if clauses, ok := m.ClauseTable(f.name, f.arity); ok {
				p = m.factTable(clauses)
			}
		}
		if p == nil && m.Dynamic != nil {
			if q := m.Dynamic.Lookup(f.name, f.arity); q != nil {
				p = m.clauseTable(q)
			}
		}
		if m.clauseTables == nil {
			m.clauseTables = map[functor]*pred{}
		}
		m.clauseTables[f] = p
	}
	if p == nil {
		return nil, 0, false, nil
	}
	if p.clauseOf && !p.dyn.HasRules() && !m.traceCode {
		if p.factsOf == nil {
			p.factsOf = m.factsClausePred(p.dyn)
		}
		p = p.factsOf
	}
	m.regs[f.arity] = b
	copy(m.regs[:f.arity], m.heap[from:from+f.arity])
	return p, f.arity + 1, false, nil
}

// ClauseAccess says what clause/2 of a predicate's head finds (see
// Machine.ClauseAccess).
type ClauseAccess uint8

// The answers of Machine.ClauseAccess.
const (
	// ClausesRead: clauses that clause/2 reads, or that the engine's
	// clause/2 is to decide on.
	ClausesRead ClauseAccess = iota
	// ClausesNone: no predicate, or one with no clauses: clause/2
	// fails.
	ClausesNone
	// ClausesPrivate: a built-in or a control construct, whose clauses
	// clause/2 may not read (a permission error).
	ClausesPrivate
)

// qualifiedHead returns the functor and the arguments of the head
// inside Module:Head, h, when Module names no predicate of its own of
// that name: the one the head names then is the one of that name that
// every module sees. ok is false for any other head.
func (m *Machine) qualifiedHead(h cell) (f functor, from int, ok bool) {
	var mod cell
	for k := 0; ; k++ {
		if f, from, ok = m.callable(h); !ok || f != atomColon2 {
			break
		}
		if k == maxQualifiers {
			return functor{}, 0, false
		}
		if mod = m.deref(m.heap[from]); mod.tag() != tagAtom || mod == nilCell {
			return functor{}, 0, false
		}
		h = m.deref(m.heap[from+1])
	}
	if !ok || m.ModuleCall == nil {
		return functor{}, 0, false
	}
	if local, simple := m.ModuleCall(m.atoms[mod.val()], f.name, f.arity); !simple || local != nil {
		return functor{}, 0, false
	}
	return f, from, true
}

// factTable makes the predicate whose facts are the clauses given, each
// a head and a body: the fact of a clause H :- B of p(A1, ..., An) is
// '$wam_clausesK'(A1, ..., An, B). Calling it is no inference (clause/2's
// was counted), and its redos count nothing, as the engine's redo of
// clause/2 counts nothing.
func (m *Machine) factTable(clauses [][2]engine.Term) *pred {
	var p *pred
	for _, cl := range clauses {
		var args []engine.Term
		if c, ok := engine.Deref(cl[0]).(*engine.Compound); ok {
			args = append(args, c.Args...)
		}
		args = append(args, cl[1])
		if p == nil {
			p, _ = m.newPred("$wam_clauses", args)
			p.aux, p.quietRedo = true, true
		}
		if err := m.AddClause(engine.NewCompound(p.fn.name, args...)); err != nil {
			return nil
		}
	}
	return p
}

// predProp runs opPredProp: predicate_property(H, P) with both bound is
// deterministic, and the engine's built-in answers it from H's functor
// alone, so only that is copied out. Otherwise the built-in enumerates
// (predPropAll). Without the engine's built-in the engine solves the
// goal (done false).
func (m *Machine) predProp(bi *engine.Pred) (ok, done bool, err error) {
	if bi == nil || m.Foreign == nil {
		return false, false, nil
	}
	h, prop := m.deref(m.regs[0]), m.deref(m.regs[1])
	if isVarCell(h) || isVarCell(prop) {
		return m.predPropAll(bi)
	}
	var head engine.Term
	switch h.tag() {
	case tagAtom:
		head = m.atoms[h.val()]
	case tagStr:
		// The built-in reads the head's functor only: one head of
		// fresh variables per functor serves every call, but that of
		// Module:Head, whose module and functor the built-in reads
		// inside it.
		fi := m.heap[h.val()].val()
		if m.functors[fi] == (functor{engine.AtomColon, 2}) {
			return m.predPropAll(bi) // Module:Head may leave its head unbound
		}
		if head = m.propHeads[fi]; head == nil {
			f := m.functors[fi]
			args := make([]engine.Term, f.arity)
			for k := range args {
				args[k] = new(engine.Var)
			}
			head = engine.NewCompound(f.name, args...)
			if m.propHeads == nil {
				m.propHeads = map[int]engine.Term{}
			}
			m.propHeads[fi] = head
		}
	default:
		return m.predPropAll(bi) // the built-in's type error
	}
	if prop.tag() != tagAtom {
		ok, err = m.callForeign(bi, 2, -1)
		return ok, true, err
	}
	args := m.foreignArgs[:2]
	args[0], args[1] = head, m.atoms[prop.val()]
	ok, err = m.Foreign(bi, args)
	clear(args)
	return ok, true, err
}

// predPropAll calls the engine's predicate_property/2, bi, on copies of
// the argument registers through ForeignRedo: the built-in leaves its
// further answers as a redo, which a choicepoint of the core asks for
// when it backtracks, going on at the continuation, as the one
// instruction of opPredProp's predicate does after an answer. Without
// ForeignRedo the engine solves the goal (done false).
func (m *Machine) predPropAll(bi *engine.Pred) (ok, done bool, err error) {
	if m.ForeignRedo == nil {
		return false, false, nil
	}
	ok, err = m.callAnyForeign(bi, 2, m.cp)
	return ok, true, err
}
