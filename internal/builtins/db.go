package builtins

import (
	"slices"
	"strings"

	"github.com/goprolog/goprolog/internal/engine"
)

// The clause database: assert/retract, clause/2, declarations and
// predicate inspection.

var (
	atomDynamic       = engine.Intern("dynamic")
	atomBuiltIn       = engine.Intern("built_in")
	atomDefined       = engine.Intern("defined")
	atomStatic        = engine.Intern("static")
	atomNumClauses    = engine.Intern("number_of_clauses")
	atomForeign       = engine.Intern("foreign")
	atomInterpreted   = engine.Intern("interpreted")
	atomVisible       = engine.Intern("visible")
	atomSystem        = engine.Intern("system")
	atomIso           = engine.Intern("iso")
	atomFile          = engine.Intern("file")
	atomDiscontiguous = engine.Intern("discontiguous")
	atomProcedure     = engine.Intern("procedure")
	atomStaticProc    = engine.Intern("static_procedure")
	atomPrivateProc   = engine.Intern("private_procedure")
	atomAs            = engine.Intern("as")
)

// clauseParts checks a clause term for assert/1 and returns its head and
// body (ISO 8.9.1.3 errors). A cyclic clause is refused first, as
// SWI-Prolog does (representation_error(cyclic_term)): the body's walk
// and the compiler need an acyclic term.
func clauseParts(t engine.Term) (head *engine.Atom, arity int, body engine.Term, err error) {
	if isCyclic(t) {
		return nil, 0, nil, engine.RepresentationError("cyclic_term")
	}
	h, b := engine.SplitClause(t)
	h = engine.Deref(h)
	switch x := h.(type) {
	case *engine.Var:
		return nil, 0, nil, engine.InstantiationError()
	case *engine.Atom:
		head = x
	case *engine.Compound:
		head, arity = x.Name, len(x.Args)
	default:
		return nil, 0, nil, engine.TypeError("callable", h)
	}
	b = engine.Deref(b)
	if err := checkBody(t, b); err != nil {
		return nil, 0, nil, err
	}
	return head, arity, b, nil
}

// checkBody reports a body that is not callable: a number anywhere in
// control position (ISO type_error(callable, Body)), or, as SWI-Prolog's
// compiler refuses it, a variable in control position that occurs
// nowhere else in the clause (p :- q, X): instantiation_error when it is
// the whole body, else type_error(callable, Body). The control
// constructs are those compiled inline: ',', ';', '->', '*->' and \+.
func checkBody(clause, b engine.Term) error {
	var goals []*engine.Var
	stack := []engine.Term{b}
	for len(stack) > 0 {
		t := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch x := t.(type) {
		case *engine.Var:
			goals = append(goals, x)
		case *engine.Atom:
		case *engine.Compound:
			if len(x.Args) == 2 && (x.Name == engine.AtomComma || x.Name == engine.AtomSemicolon || x.Name == engine.AtomIf || x.Name == engine.AtomSoftIf) {
				stack = append(stack, x.Args[1], x.Args[0])
			} else if len(x.Args) == 1 && x.Name == engine.AtomNot {
				stack = append(stack, x.Args[0])
			}
		default:
			return engine.TypeError("callable", b)
		}
	}
	if len(goals) == 0 {
		return nil
	}
	occurrences := map[*engine.Var]int{}
	engine.Walk(clause, func(t engine.Term) bool {
		if v, ok := t.(*engine.Var); ok {
			occurrences[v]++
		}
		return true
	})
	for _, v := range goals {
		if occurrences[v] > 1 {
			continue
		}
		if _, whole := b.(*engine.Var); whole {
			return engine.InstantiationError()
		}
		return engine.TypeError("callable", b)
	}
	return nil
}

// modifiable returns the predicate name/arity if a program may change its
// clauses, making it dynamic when it is new (or a library predicate being
// overridden, as a user definition replaces SWI-Prolog's autoloaded one).
func modifiable(m *engine.Machine, name *engine.Atom, arity int) (*engine.Pred, error) {
	p := m.Lookup(name, arity)
	if p == nil || !p.IsDefined() {
		p = definePred(m, name, arity)
		p.SetDynamic()
		return p, nil
	}
	if p.IsDynamic() {
		return p, nil
	}
	if replaceableSystem(p, name) {
		replaceSystem(m, p)
		p.SetDynamic()
		return p, nil
	}
	if swiDynamicHook(p) && !p.IsBuiltin() {
		p.SetDynamic()
		return p, nil
	}
	return nil, engine.PermissionError("modify", "static_procedure", displayPI(m, name, arity))
}

// replaceableSystem reports whether p is a system or library predicate
// that a program may replace with its own definition: in SWI-Prolog
// 9.0.4 asserting clauses for, or declaring dynamic, a system predicate
// it does not mark iso defines a predicate of module user that hides the
// system's (permission_error(modify, static_procedure, PI) for the iso
// ones). This is the rule consult applies to a file's clauses (see
// addProgramClause); goprolog's own helpers stay protected (see
// systemHelper).
func replaceableSystem(p *engine.Pred, name *engine.Atom) bool {
	if !p.IsBuiltin() || p.IsISO() {
		return false
	}
	return !systemHelper(p, name)
}

// systemHelper reports whether p is one of goprolog's internal helpers: a
// static system or library predicate whose name starts with $, written
// in Go or in the library's Prolog ('$load_library'/1). Without modules,
// a program's definition would replace it for the library as well, so a
// program may not assert to, retract from, abolish, declare or redefine
// it: permission_error(modify, static_procedure, PI), as for SWI-Prolog's
// protected system predicates.
func systemHelper(p *engine.Pred, name *engine.Atom) bool {
	return p.IsBuiltin() && !p.IsDynamic() && strings.HasPrefix(name.Name, "$")
}

// replaceSystem drops the system definition of p (see replaceableSystem).
func replaceSystem(m *engine.Machine, p *engine.Pred) {
	overrideLibrary(m, p)
}

// definePred returns the (new) predicate name/arity.
func definePred(m *engine.Machine, name *engine.Atom, arity int) *engine.Pred {
	if p := m.Lookup(name, arity); p != nil {
		return p
	}
	// Create through a clause-free path: AddClause creates on demand, but
	// declarations need the entry without a clause.
	return m.Declare(name, arity)
}

func assertClause(atEnd bool) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		_, err := assertTerm(m, args[0], atEnd)
		return err == nil, err
	}
}

// assertTerm adds clause t to its predicate, at the end or (atEnd false)
// at the front, with assert/1's checks, and returns the new clause.
func assertTerm(m *engine.Machine, t engine.Term, atEnd bool) (*engine.Clause, error) {
	assertTarget(m, t)
	t = resolveQualified(m, t)
	tr, ssu, err := ssuRule(t)
	if err == nil && ssu && hasGuard(t) {
		// SWI-Prolog 9.0.4's assert/1 takes Head, Guard as a head.
		err = engine.PermissionError("modify", "static_procedure", engine.PI(atomComma, 2))
	}
	if err != nil {
		return nil, err
	}
	t = tr.clause
	name, arity, body, err := clauseParts(t)
	if err != nil {
		return nil, err
	}
	if v, ok := body.(*engine.Var); ok && !varInHead(v, t) {
		// SWI-Prolog refuses a body that is a fresh variable; one the
		// head binds, as in (p(G) :- G), is stored as call(G).
		return nil, engine.InstantiationError()
	}
	p, err := modifiable(m, name, arity)
	if err != nil {
		return nil, err
	}
	if err := ssuCheckMix(m, p, ssu); err != nil {
		return nil, err
	}
	// The clause is compiled from the caller's term itself: compiling
	// copies it into templates and keeps no part of it, so copying it
	// first would only make garbage.
	cl, err := m.AddClause(callVarGoals(t), atEnd)
	if err != nil {
		return nil, freshCulprit(m, err)
	}
	if ssu {
		ssuRemember(m, cl, m.CopyTerm(tr.rule), nil)
		if err := ssuSeal(m, p); err != nil {
			return nil, err
		}
	}
	return cl, nil
}

// freshCulprit returns err with the formal term of an error(Formal, _)
// ball copied. A clause that does not compile is reported with the
// offending part of it as the culprit, which must share no variable with
// the caller's term: the clause asserted is a copy of that term.
func freshCulprit(m *engine.Machine, err error) error {
	e, ok := err.(*engine.Exception)
	if !ok {
		return err
	}
	if b, ok := e.Ball.(*engine.Compound); ok && b.Name == engine.AtomError && len(b.Args) == 2 {
		return engine.Throw(engine.NewCompound(engine.AtomError, m.CopyTerm(b.Args[0]), b.Args[1]))
	}
	return err
}

// callVarGoals returns clause t with each variable in goal position of its
// body replaced by call(V), so that clause/2 shows the body as SWI-Prolog
// (and ISO's clause conversion) stores it. The body is rebuilt bottom-up
// with an explicit stack, as control constructs may nest deeply.
func callVarGoals(t engine.Term) engine.Term {
	h, b := engine.SplitClause(t)
	if engine.Deref(b) == engine.AtomTrue {
		return t
	}
	type frame struct {
		c    *engine.Compound
		args []engine.Term
	}
	var stack []*frame
	var result engine.Term
	push := func(g engine.Term) {
		g = engine.Deref(g)
		switch x := g.(type) {
		case *engine.Var:
			result = engine.NewCompound(engine.AtomCall, x)
		case *engine.Compound:
			if IsControl(x) {
				stack = append(stack, &frame{c: x})
				result = nil
				return
			}
			result = g
		default:
			result = g
		}
	}
	push(b)
	for len(stack) > 0 {
		f := stack[len(stack)-1]
		if result != nil {
			f.args = append(f.args, result)
			result = nil
		}
		if len(f.args) < len(f.c.Args) {
			push(f.c.Args[len(f.args)])
			continue
		}
		stack = stack[:len(stack)-1]
		result = engine.NewCompound(f.c.Name, f.args...)
	}
	return engine.NewCompound(engine.AtomNeck, h, result)
}

// varInHead reports whether v occurs in the head of clause t.
func varInHead(v *engine.Var, t engine.Term) bool {
	h, _ := engine.SplitClause(t)
	found := false
	engine.Walk(h, func(x engine.Term) bool {
		if x == engine.Term(v) {
			found = true
		}
		return !found
	})
	return found
}

// accessible returns the predicate whose clauses clause/2 and retract/1
// may read, or nil if it does not exist.
func accessible(m *engine.Machine, head engine.Term, action string) (*engine.Pred, error) {
	head = engine.Deref(head)
	name, arity, ok := engine.Functor(head)
	if !ok {
		if _, isVar := head.(*engine.Var); isVar {
			return nil, engine.InstantiationError()
		}
		return nil, engine.TypeError("callable", head)
	}
	p := m.Lookup(name, arity)
	if p == nil {
		return nil, nil
	}
	if p.IsForeign() || p.IsISO() {
		if action == "access" {
			return nil, engine.PermissionError("access", "private_procedure", engine.PI(name, arity))
		}
		if !p.IsISO() {
			// SWI-Prolog's retract/1 in module user looks for a
			// user definition of a system predicate it does not mark
			// iso, finds none and fails.
			return nil, nil
		}
		return nil, engine.PermissionError("modify", "static_procedure", displayPI(m, name, arity))
	}
	if action == "modify" && !p.IsDynamic() {
		if systemHelper(p, name) {
			return nil, engine.PermissionError("modify", "static_procedure", displayPI(m, name, arity))
		}
		if !p.IsDefined() || p.IsLibrary() {
			return nil, nil
		}
		return nil, engine.PermissionError("modify", "static_procedure", displayPI(m, name, arity))
	}
	return p, nil
}

func firstArgOf(head engine.Term) engine.Term {
	if c, ok := engine.Deref(head).(*engine.Compound); ok {
		return c.Args[0]
	}
	return nil
}

// clause2 implements clause/2: it reads static and dynamic user
// predicates alike, as SWI-Prolog does.
func clause2(m *engine.Machine, args []engine.Term) (bool, error) {
	head := resolveQualified(m, args[0])
	inner, mod, ok := stripQualifiers(head)
	if !ok {
		return false, engine.TypeError("acyclic_term", args[0])
	}
	if mod != nil {
		// A module no file defined sees user's predicates, as a new
		// module in swipl imports from user: clause(m:foo(X), B) reads
		// foo/1's clauses.
		head = inner
	}
	// A body that is no callable term matches no clause: swipl fails
	// there rather than raise ISO's type error.
	p, err := accessible(m, head, "access")
	if p == nil || err != nil {
		return false, err
	}
	if hidden := transparentClauses(m, p); hidden != nil {
		// A module_transparent predicate's clauses, as written.
		mt := loaderOf(m).modules
		home := predModule(m, p)
		var sols []engine.Term
		for _, c := range m.VisibleClauses(hidden, nil) {
			h, b := m.ClauseTerms(c)
			h, b = mt.untransparent(p.Name, h, b)
			sols = append(sols, engine.NewCompound(engine.AtomNeck, h, qualifiedGoals(m, b, home)))
		}
		return unifyAlternatives(m, engine.NewCompound(engine.AtomNeck, head, args[1]), sols)
	}
	return clauseFrom(m, m.ClauseCandidates(p, head), 0, engine.Deref(head), args[1], nil)
}

// clauseFrom gives clause/2's solutions from candidate i on, and
// clause/3's when ref is not nil: ref is unified with each clause.
// Candidates are tested and unified without being built
// (ClauseUnifiable, UnifyClause), and the closure for the next solutions
// is made only when there are candidates left.
func clauseFrom(m *engine.Machine, cs []*engine.Clause, i int, head, body, ref engine.Term) (bool, error) {
	for ; i < len(cs); i++ {
		c := cs[i]
		if !m.ClauseUnifiable(c, head, body) {
			continue
		}
		// The alternative is left before binding, so that backtracking
		// into it undoes this solution's bindings.
		if next := i + 1; next < len(cs) {
			m.PushRedo(func(m *engine.Machine) (bool, error) { return clauseFrom(m, cs, next, head, body, ref) })
		}
		if ref != nil && !m.Unify(ref, c) {
			return false, nil
		}
		if l := loaderOf(m); l.modules != nil && len(l.modules.local) > 0 {
			// A module's clause calls its own predicates by their
			// local names, which clause/2 gives as they were written,
			// and another module's as Module:Goal.
			h, b := m.ClauseTerms(c)
			var home *engine.Atom
			if name, arity, ok := engine.Functor(h); ok {
				if p := m.Lookup(name, arity); p != nil {
					home = predModule(m, p)
				}
			}
			if pb := qualifiedGoals(m, b, home); pb != b {
				return m.Unify(head, h) && m.Unify(body, pb), nil
			}
		}
		return m.UnifyClause(c, head, body), nil
	}
	return false, nil
}

// retract1 implements retract/1 with the logical update view: it removes
// the first clause visible when it was called that unifies with its
// argument, and the next ones on backtracking.
func retract1(m *engine.Machine, args []engine.Term) (bool, error) {
	head, body := engine.SplitClause(resolveQualified(m, args[0]))
	p, err := accessible(m, head, "modify")
	if p == nil || err != nil {
		return false, err
	}
	return retractFrom(m, m.RetractCandidates(p, head), 0, head, body)
}

// retractFrom removes the first clause from candidate i on that unifies
// with head :- body, and leaves the rest for backtracking. Candidates are
// tested and unified as clause/2's are (see clauseFrom). The candidates
// are the clauses visible when the call began: as in SWI-Prolog's
// logical update view, one that was erased since (by a retract/1 the
// call's continuation ran) is still an answer, its erasure a no-op.
func retractFrom(m *engine.Machine, cs []*engine.Clause, i int, head, body engine.Term) (bool, error) {
	for ; i < len(cs); i++ {
		c := cs[i]
		if !m.ClauseUnifiable(c, head, body) {
			continue
		}
		m.Erase(c)
		if next := i + 1; next < len(cs) {
			m.PushRedo(func(m *engine.Machine) (bool, error) { return retractFrom(m, cs, next, head, body) })
		}
		return m.UnifyClause(c, head, body), nil
	}
	return false, nil
}

func retractall1(m *engine.Machine, args []engine.Term) (bool, error) {
	head := engine.Deref(resolveQualified(m, args[0]))
	name, arity, ok := engine.Functor(head)
	if !ok {
		if _, isVar := head.(*engine.Var); isVar {
			return false, engine.InstantiationError()
		}
		return false, engine.TypeError("callable", head)
	}
	p, err := modifiable(m, name, arity)
	if err != nil {
		return false, err
	}
	for _, c := range m.RetractCandidates(p, head) {
		if m.HeadUnifiable(c, head) {
			m.Erase(c)
		}
	}
	return true, nil
}

// piArg decodes Name/Arity.
func piArg(t engine.Term) (*engine.Atom, int, error) {
	t = engine.Deref(t)
	c, ok := t.(*engine.Compound)
	if !ok || c.Name != engine.AtomSlash || len(c.Args) != 2 {
		if _, isVar := t.(*engine.Var); isVar {
			return nil, 0, engine.InstantiationError()
		}
		return nil, 0, engine.TypeError("predicate_indicator", t)
	}
	name, err := atomArg(c.Args[0])
	if err != nil {
		return nil, 0, err
	}
	n, err := intArg(c.Args[1])
	if err != nil {
		return nil, 0, err
	}
	if n < 0 {
		return nil, 0, engine.DomainError("not_less_than_zero", engine.Deref(c.Args[1]))
	}
	return name, int(n), nil
}

func abolish1(m *engine.Machine, args []engine.Term) (bool, error) {
	name, arity, err := piArg(resolveIndicator(m, args[0]))
	if err != nil {
		return false, err
	}
	return abolishPred(m, name, arity)
}

// abolish2 implements abolish(Name, Arity), SWI-Prolog's older form of
// abolish/1.
func abolish2(m *engine.Machine, args []engine.Term) (bool, error) {
	name, err := atomArg(args[0])
	if err != nil {
		return false, err
	}
	arity, err := nonNegIntArg(args[1])
	if err != nil {
		return false, err
	}
	return abolishPred(m, name, int(arity))
}

// abolishPred removes the clauses and declarations of name/arity. As in
// SWI-Prolog (unless its flag iso is set), a program may abolish its own
// static predicates as well as its dynamic ones. The ISO built-ins are
// protected; abolishing another system or library predicate succeeds
// and leaves it in place, as SWI-Prolog's abolish/1 does in module user,
// where such predicates are not defined but imported.
func abolishPred(m *engine.Machine, name *engine.Atom, arity int) (bool, error) {
	p := m.Lookup(name, arity)
	switch {
	case p == nil:
		return true, nil
	case p.IsISO() || systemHelper(p, name):
		return false, engine.PermissionError("modify", "static_procedure", displayPI(m, name, arity))
	case p.IsBuiltin():
		return true, nil
	}
	m.Abolish(p)
	return true, nil
}

// declItems calls fn, in order, for each item of a declaration
// argument: Item, (Item, Item), [Item, ...], and with unwrapAs the
// items of Items as Options; false from fn stops the walk. It works with
// a stack, not Go recursion.
func declItems(t engine.Term, unwrapAs bool, fn func(x engine.Term) bool) {
	stack := []engine.Term{t}
	for len(stack) > 0 {
		x := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		c, ok := x.(*engine.Compound)
		switch {
		case ok && (c.Name == engine.AtomComma || c.Name == engine.AtomDot) && len(c.Args) == 2:
			stack = append(stack, c.Args[1], c.Args[0])
			continue
		case ok && unwrapAs && c.Name == atomAs && len(c.Args) == 2:
			stack = append(stack, c.Args[0])
			continue
		}
		if x != engine.AtomNil && !fn(x) {
			return
		}
	}
}

// forEachPI calls fn for each predicate indicator in a declaration
// argument: PI, (PI, PI), [PI, ...], PIs as Options (the options,
// incremental, abstract(0), ..., change nothing in goprolog).
func forEachPI(t engine.Term, fn func(name *engine.Atom, arity int) error) error {
	var err error
	declItems(t, true, func(x engine.Term) bool {
		var name *engine.Atom
		var arity int
		if name, arity, err = piArg(declIndicator(x)); err != nil {
			return false
		}
		err = fn(name, arity)
		return err == nil
	})
	return err
}

func dynamic1(m *engine.Machine, args []engine.Term) (bool, error) {
	err := forEachPI(qualifiedPIs(m, args[0]), func(name *engine.Atom, arity int) error {
		p := definePred(m, name, arity)
		if p.IsDynamic() {
			return nil
		}
		if replaceableSystem(p, name) {
			replaceSystem(m, p)
		} else if p.IsBuiltin() {
			return engine.PermissionError("modify", "static_procedure", displayPI(m, name, arity))
		}
		if p.NumberOfClauses() > 0 && m.LoadContext == nil {
			return engine.PermissionError("modify", "static_procedure", displayPI(m, name, arity))
		}
		p.SetDynamic()
		return nil
	})
	return err == nil, err
}

func discontiguous1(m *engine.Machine, args []engine.Term) (bool, error) {
	err := forEachPI(qualifiedPIs(m, args[0]), func(name *engine.Atom, arity int) error {
		// As in SWI-Prolog, the declaration defines the predicate: a call
		// before any clause fails instead of raising an existence error.
		p := definePred(m, name, arity)
		p.SetDiscontiguous()
		p.SetDefined()
		return nil
	})
	return err == nil, err
}

// predicateProperty implements predicate_property/2 for a given head, or
// enumerating heads of user predicates when the head is unbound.
func predicateProperty(m *engine.Machine, args []engine.Term) (bool, error) {
	if mod, h, ok := moduleEnumeration(m, args[0]); ok {
		return moduleProperties(m, mod, h, args[1])
	}
	if mod, k, ok := moduleHead(m, args[0]); ok {
		return modulePredProperty(m, mod, k, args[0], args[1])
	}
	head := engine.Deref(resolveQualified(m, args[0]))
	var (
		preds []*engine.Pred
		one   [1]*engine.Pred // a bound head's: no allocation per call
	)
	switch h := head.(type) {
	case *engine.Var:
		m.Preds(func(p *engine.Pred) {
			if !isLocalName(m, p.Name) {
				preds = append(preds, p)
			}
		})
	default:
		name, arity, ok := engine.Functor(h)
		if !ok {
			return false, engine.TypeError("callable", h)
		}
		if p := m.Lookup(name, arity); p != nil && p.IsDefined() {
			one[0] = p
			preds = one[:]
		}
	}
	// The common question "is G built-in?" is answered without
	// enumerating: a bound head and a bound property.
	if len(preds) <= 1 {
		if prop := engine.Deref(args[1]); !isUnbound(prop) {
			if len(preds) == 0 {
				return false, nil
			}
			if a, ok := prop.(*engine.Atom); ok {
				// dg/3 of the course's freeze.pl asks this of every goal
				// it proves: answered without building the list.
				var buf [10]*engine.Atom
				if a == atomExported {
					_, exported := moduleOfPred(m, preds[0])
					return exported, nil
				}
				if a == atomTransparent {
					return transparentPred(m, preds[0]), nil
				}
				return slices.Contains(atomPropertiesOf(preds[0], buf[:0]), a), nil
			}
			for _, pp := range propertiesOf(m, preds[0]) {
				if m.Unifiable(prop, pp) {
					return m.Unify(prop, pp), nil
				}
			}
			return false, nil
		}
	}
	var sols []engine.Term
	for _, p := range preds {
		h := generalGoal(m, p.Name, p.Arity)
		for _, prop := range propertiesOf(m, p) {
			sols = append(sols, engine.NewCompound(engine.AtomComma, h, prop))
		}
	}
	return unifyAlternatives(m, engine.NewCompound(engine.AtomComma, head, args[1]), sols)
}

// moduleEnumeration reports whether t is Module:Head with Head unbound
// and Module a module a file defined: predicate_property/2 then
// enumerates that module's predicates.
func moduleEnumeration(m *engine.Machine, t engine.Term) (*module, engine.Term, bool) {
	c, ok := engine.Deref(t).(*engine.Compound)
	if !ok || c.Name != engine.AtomColon || len(c.Args) != 2 || !isUnbound(engine.Deref(c.Args[1])) {
		return nil, nil, false
	}
	name, ok := engine.Deref(c.Args[0]).(*engine.Atom)
	l := loaderOf(m)
	if !ok || l.modules == nil || l.modules.byName[name] == nil {
		return nil, nil, false
	}
	return l.modules.byName[name], c.Args[1], true
}

// moduleProperties enumerates Head-Property of mod's predicates, its
// exports, its own and the library's it imports or calls, by the names
// mod knows them by, in the order of those names.
func moduleProperties(m *engine.Machine, mod *module, head, prop engine.Term) (bool, error) {
	type named struct {
		k predKey
		p *engine.Pred
	}
	var ps []named
	for k := range mod.exports {
		if p := modulePred(m, mod, k); p != nil {
			ps = append(ps, named{k, p})
		}
	}
	for k := range mod.locals {
		if mod.exports[k] {
			continue
		}
		if p := modulePred(m, mod, k); p != nil {
			ps = append(ps, named{k, p})
		}
	}
	for k := range mod.libraryCalls {
		// The library predicates it imports or calls, which swipl
		// imports into it (see modulePredicates).
		if mod.locals[k] != nil || mod.exports[k] {
			continue
		}
		if p := m.Lookup(k.name, k.arity); autoloadedLibraryPred(m, p) {
			ps = append(ps, named{k, p})
		}
	}
	slices.SortFunc(ps, func(a, b named) int {
		if c := strings.Compare(a.k.name.Name, b.k.name.Name); c != 0 {
			return c
		}
		return a.k.arity - b.k.arity
	})
	var sols []engine.Term
	for _, n := range ps {
		h := generalGoal(m, n.k.name, n.k.arity)
		for _, pp := range modulePropertiesOf(m, mod, n.k, n.p) {
			sols = append(sols, engine.NewCompound(engine.AtomComma, h, pp))
		}
	}
	return unifyAlternatives(m, engine.NewCompound(engine.AtomComma, head, prop), sols)
}

// moduleHead reports whether t is Module:Head with Head callable and
// Module a module a file defined, and names the predicate Head is in
// it.
func moduleHead(m *engine.Machine, t engine.Term) (*module, predKey, bool) {
	if !isQualified(t) {
		return nil, predKey{}, false
	}
	inner, q, ok := stripQualifiers(t)
	l := loaderOf(m)
	if !ok || q == nil || l.modules == nil || l.modules.byName[q] == nil {
		return nil, predKey{}, false
	}
	name, arity, ok := engine.Functor(inner)
	if !ok {
		return nil, predKey{}, false
	}
	return l.modules.byName[q], predKey{name, arity}, true
}

// modulePred returns the defined predicate that mod knows as k: its
// own or one it imported (by its local name), or a dynamic or
// multifile export (the one predicate of its name); nil for none.
func modulePred(m *engine.Machine, mod *module, k predKey) *engine.Pred {
	name := k.name
	if local := mod.locals[k]; local != nil {
		name = local
	}
	if p := m.Lookup(name, k.arity); p != nil && p.IsDefined() {
		return p
	}
	return nil
}

// modulePredProperty implements predicate_property(Module:Head, Prop)
// for a module a file defined: of a predicate mod defines or imports,
// what mod says of it (see modulePropertiesOf); of another, what user
// says.
func modulePredProperty(m *engine.Machine, mod *module, k predKey, head, prop engine.Term) (bool, error) {
	if mod.locals[k] == nil && !mod.exports[k] {
		p := m.Lookup(k.name, k.arity)
		if p == nil || !p.IsDefined() {
			return false, nil
		}
		return unifyAlternatives(m, prop, propertiesOf(m, p))
	}
	p := modulePred(m, mod, k)
	if p == nil {
		return false, nil
	}
	return unifyAlternatives(m, prop, modulePropertiesOf(m, mod, k, p))
}

// modulePropertiesOf returns the properties of p, the predicate mod
// knows as k, as swipl gives them for mod:Head: imported_from(Other)
// when Other defines it (mod imported it, or reexports it), and
// exported when mod's export list has it (as it may for an import that
// mod reexports).
func modulePropertiesOf(m *engine.Machine, mod *module, k predKey, p *engine.Pred) []engine.Term {
	var from *module
	if ln, ok := loaderOf(m).modules.local[p.Name]; ok {
		from = ln.module
	} else {
		from, _ = moduleOfPred(m, p)
	}
	props := propertiesOf(m, p)
	kept := props[:0]
	for _, pp := range props {
		if c, ok := pp.(*engine.Compound); ok && c.Name == atomImportedFrom && from != nil || pp == engine.Term(atomExported) {
			continue // a library predicate's imported_from/1 stays
		}
		kept = append(kept, pp)
	}
	if from != nil && from != mod {
		kept = append(kept, engine.NewCompound(atomImportedFrom, from.name))
	}
	if mod.exports[k] {
		kept = append(kept, atomExported)
	}
	return kept
}

// propertiesOf returns the properties of p in SWI-Prolog's order.
func propertiesOf(m *engine.Machine, p *engine.Pred) []engine.Term {
	var buf [10]*engine.Atom
	atoms := atomPropertiesOf(p, buf[:0])
	props := make([]engine.Term, 0, len(atoms)+4)
	for _, a := range atoms {
		if a == atomTabled {
			continue // after file/1, below
		}
		props = append(props, a)
		if a == atomInterpreted {
			n := ssuNumberOfClauses(m, p)
			if clauses := transparentClauses(m, p); clauses != nil {
				n = clauses.NumberOfClauses()
			}
			props = append(props, engine.NewCompound(atomNumClauses, engine.MakeInt(int64(n))))
		}
	}
	if transparentPred(m, p) {
		props = append(props, atomTransparent)
	}
	if p.File != "" {
		props = append(props, engine.NewCompound(atomFile, engine.Intern(p.File)))
	}
	if p.IsTabled() {
		// SWI-Prolog 9.0.4 says variant for mode-directed tables too.
		props = append(props, atomTabled, engine.NewCompound(atomTabled, atomVariant))
	}
	if head := metaDeclaration(m, p); head != nil {
		props = append(props, engine.NewCompound(atomMetaPredicate, head))
	} else if head := builtinMetaDeclaration(m, p); head != nil {
		props = append(props, engine.NewCompound(atomMetaPredicate, head))
	}
	from, exported := moduleOfPred(m, p)
	if from != nil {
		props = append(props, engine.NewCompound(atomImportedFrom, from.name))
	} else if home := builtinHome(m, p); home != nil {
		// As swipl says of what user imports from system and the
		// libraries.
		props = append(props, engine.NewCompound(atomImportedFrom, home))
	}
	if exported {
		props = append(props, atomExported)
	}
	return props
}

// atomPropertiesOf appends to props the properties of p that are atoms,
// in propertiesOf's order.
func atomPropertiesOf(p *engine.Pred, props []*engine.Atom) []*engine.Atom {
	props = append(props, atomDefined, atomVisible)
	if p.IsBuiltin() {
		// The library's too (swipl's are not built_in): the course's
		// meta-interpreters prove what is built_in directly.
		props = append(props, atomBuiltIn, atomStatic)
	} else if p.IsDynamic() {
		props = append(props, atomDynamic)
	} else {
		props = append(props, atomStatic)
	}
	if p.IsForeign() {
		props = append(props, atomForeign)
	} else {
		props = append(props, atomInterpreted)
	}
	if p.IsISO() {
		props = append(props, atomIso)
	}
	if p.IsDiscontiguous() {
		props = append(props, atomDiscontiguous)
	}
	if p.IsMultifile() {
		props = append(props, atomMultifile)
	}
	if p.IsTabled() {
		props = append(props, atomTabled)
	}
	return props
}

var (
	atomTabled       = engine.Intern("tabled")
	atomVariant      = engine.Intern("variant")
	atomMultifile    = engine.Intern("multifile")
	atomImportedFrom = engine.Intern("imported_from")
	atomExported     = engine.Intern("exported")
	atomTransparent  = engine.Intern("transparent")
)

// transparentPred reports whether p is a module_transparent predicate
// of a module's file, or user's import of one.
func transparentPred(m *engine.Machine, p *engine.Pred) bool {
	return transparentClauses(m, p) != nil
}

// transparentClauses returns the predicate that holds the clauses of p
// when p is a module_transparent predicate of a module's file, or
// user's import of one (see moduleTable.declareTransparent); nil
// otherwise.
func transparentClauses(m *engine.Machine, p *engine.Pred) *engine.Pred {
	mt := loaderOf(m).modules
	if mt == nil || mt.transparent == nil {
		return nil
	}
	hidden := mt.transparent[p.Name]
	if mod := mt.imported[p]; hidden == nil && mod != nil {
		hidden = mt.transparent[mod.locals[predKey{p.Name, p.Arity}]]
	}
	if hidden == nil {
		return nil
	}
	return m.Lookup(hidden, p.Arity+1)
}

// unifyAlternatives unifies t with each of sols in turn on backtracking.
func unifyAlternatives(m *engine.Machine, t engine.Term, sols []engine.Term) (bool, error) {
	var try func(i int) (bool, error)
	try = func(i int) (bool, error) {
		for ; i < len(sols); i++ {
			if m.Unifiable(t, sols[i]) {
				if i+1 < len(sols) {
					next := i + 1
					m.PushRedo(func(m *engine.Machine) (bool, error) { return try(next) })
				}
				return m.Unify(t, sols[i]), nil
			}
		}
		return false, nil
	}
	return try(0)
}

// currentPredicate implements current_predicate/1 over user-visible
// predicates that have clauses or are dynamic, and built-ins.
func currentPredicate(m *engine.Machine, args []engine.Term) (bool, error) {
	return currentPredicates(m, args[0], true)
}

// currentPredicates enumerates the predicates that match spec: those with
// clauses or dynamic, and the built-ins when builtins is true.
func currentPredicates(m *engine.Machine, spec engine.Term, builtins bool) (bool, error) {
	if pis, inner, ok := modulePredicates(m, spec); ok {
		return unifyAlternatives(m, inner, pis)
	}
	if answered, found, err := qualifiedIndicator(m, spec); answered {
		return found, err
	}
	spec = engine.Deref(resolveIndicator(m, spec))
	switch s := spec.(type) {
	case *engine.Var:
	case *engine.Compound:
		if s.Name != engine.AtomSlash || len(s.Args) != 2 {
			return false, engine.TypeError("predicate_indicator", spec)
		}
		n, a := engine.Deref(s.Args[0]), engine.Deref(s.Args[1])
		if _, ok := n.(*engine.Var); !ok {
			if _, ok := n.(*engine.Atom); !ok {
				return false, engine.TypeError("predicate_indicator", spec)
			}
		}
		if _, ok := a.(*engine.Var); !ok {
			if n, ok := a.(engine.Int); !ok {
				return false, engine.TypeError("predicate_indicator", spec)
			} else if n < 0 {
				return false, engine.DomainError("not_less_than_zero", a)
			}
		}
	default:
		return false, engine.TypeError("predicate_indicator", spec)
	}
	// As in SWI-Prolog (not ISO), built-in predicates are current too:
	// portable code tests current_predicate(P) before defining P itself.
	current := func(p *engine.Pred) bool {
		return !(p.IsBuiltin() && !builtins || !p.IsBuiltin() && p.NumberOfClauses() == 0 && !p.IsDynamic())
	}
	if name, arity, err := piArg(spec); err == nil {
		// Name/Arity is one predicate at most: no choice point.
		p := m.Lookup(name, arity)
		return p != nil && current(p) && (!isLocalName(m, p.Name) || namesPred(spec, p)), nil
	}
	var sols []engine.Term
	m.Preds(func(p *engine.Pred) {
		if !current(p) {
			return
		}
		if isLocalName(m, p.Name) && !namesPred(spec, p) {
			return // a module's own, asked for by Module:Name/Arity
		}
		sols = append(sols, engine.PI(p.Name, p.Arity))
	})
	return unifyAlternatives(m, spec, sols)
}

func currentPredicate2(m *engine.Machine, args []engine.Term) (bool, error) {
	var sols []engine.Term
	m.Preds(func(p *engine.Pred) {
		if p.IsBuiltin() || (p.NumberOfClauses() == 0 && !p.IsDynamic()) || isLocalName(m, p.Name) {
			return
		}
		h := engine.Term(p.Name)
		if p.Arity > 0 {
			vs := make([]engine.Term, p.Arity)
			for i := range vs {
				vs[i] = m.NewVar()
			}
			h = engine.NewCompound(p.Name, vs...)
		}
		sols = append(sols, engine.NewCompound(engine.AtomComma, p.Name, h))
	})
	return unifyAlternatives(m, engine.NewCompound(engine.AtomComma, args[0], args[1]), sols)
}

// namesPred reports whether spec, a predicate indicator, names p's
// name.
func namesPred(spec engine.Term, p *engine.Pred) bool {
	c, ok := spec.(*engine.Compound)
	return ok && len(c.Args) == 2 && engine.Deref(c.Args[0]) == p.Name
}

var dbBuiltins = []engine.BuiltinSpec{
	{Name: "assert", Arity: 1, Fn: assertClause(true)},
	{Name: "assertz", Arity: 1, Fn: assertClause(true)},
	{Name: "asserta", Arity: 1, Fn: assertClause(false)},
	{Name: "retract", Arity: 1, Fn: retract1},
	{Name: "retractall", Arity: 1, Fn: retractall1},
	{Name: "abolish", Arity: 1, Fn: abolish1},
	{Name: "abolish", Arity: 2, Fn: abolish2},
	{Name: "clause", Arity: 2, Fn: clause2},
	{Name: "dynamic", Arity: 1, Fn: dynamic1},
	{Name: "discontiguous", Arity: 1, Fn: discontiguous1},
	{Name: "predicate_property", Arity: 2, Fn: predicateProperty},
	{Name: "current_predicate", Arity: 1, Fn: currentPredicate},
	{Name: "current_predicate", Arity: 2, Fn: currentPredicate2},
}
