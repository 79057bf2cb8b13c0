package builtins

import (
	"strings"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
)

// listing/0,1 and portray_clause/1,2 in SWI-Prolog's layout: one goal a
// line indented by four, if-then-else and disjunctions in the
//
//	(   Cond
//	->  Then
//	;   Else
//	)
//
// style, the arguments of meta-calls holding control constructs one per
// line, and goals and arguments too long for the right margin wrapped
// (see listing_layout.go). Variables are named A, B, ... in order of
// appearance, singletons _. listing/2's options are in listing_opts.go.

var (
	atomNeck     = engine.Intern(":-")
	atomSoftThen = engine.Intern("*->")
)

// PortrayClause returns the text portray_clause/1 writes for t, starting
// at column col, or the error with which the query's interrupt or limits
// ended the writing of a huge integer.
func PortrayClause(m *engine.Machine, t engine.Term, col int) (string, error) {
	return portrayClause(m, t, clauseVarNames(t), col, false)
}

// portrayClause is PortrayClause with the variables named by naming.
// With qualified set (listing/1), a head Module:Head is written as
// listing's write_module/3 does: Module: before the clause, which is laid
// out from the column after it.
func portrayClause(m *engine.Machine, t engine.Term, naming varNaming, col int, qualified bool) (string, error) {
	p := &portrayer{opts: engine.WriteOptions{Quoted: true, NumberVars: true, SpaceArgs: true, UnicodeEscapes: unicodeEscapes(m), Ops: m.Ops, Poll: m.Poll, AtomAlias: localNamer(m)}}
	// The variables are bound to '$VAR' terms, as swipl's numbervars/4
	// and bind_vars/1 bind them: pprint measures the terms so.
	t = engine.Deref(m.CopyWith(t, naming.terms()))
	var b strings.Builder
	p.b = &b
	l := &layout{p: p, m: m, col: col}
	c, _ := t.(*engine.Compound)
	if qualified && c != nil && len(c.Args) == 2 && (c.Name == atomNeck || c.Name == atomSSUArrow) {
		if h, ok := engine.Deref(c.Args[0]).(*engine.Compound); ok && h.Name == engine.AtomColon && len(h.Args) == 2 {
			l.write(engine.Format(h.Args[0], p.opts) + ":")
			c = engine.NewCompound(c.Name, h.Args[1], c.Args[1])
			t = c
		}
	}
	switch {
	case c != nil && c.Name == atomNeck && len(c.Args) == 2 && engine.Deref(c.Args[1]) == engine.Term(engine.AtomTrue):
		l.pprint(c.Args[0], 1200)
	case c != nil && len(c.Args) == 2 && (c.Name == atomNeck || c.Name == atomDCGArrow || c.Name == atomSSUArrow):
		bodyPri, headPri := l.infixPris(c.Name, 1199, 1199)
		l.pprint(c.Args[0], headPri)
		l.run()
		l.write(" " + c.Name.Name)
		body := engine.Deref(c.Args[1])
		if mb, ok := body.(*engine.Compound); ok && mb.Name == engine.AtomColon && len(mb.Args) == 2 && !primitiveGoal(mb.Args[1]) {
			l.nlindent(4)
			l.write(engine.Format(mb.Args[0], p.opts) + ":")
			l.nlindent(4)
			l.write("(   ")
			l.push(layoutTask{kind: taskBody, t: mb.Args[1], n: 8, pri: 1200},
				layoutTask{kind: taskNL, n: 4}, layoutTask{kind: taskWrite, s: ")"})
		} else {
			l.push(layoutTask{kind: taskBody, t: body, n: 4, indent: true, pri: bodyPri})
		}
	case c != nil && len(c.Args) == 1 && c.Name == atomNeck && isModuleDecl(c.Args[0]):
		d := engine.Deref(c.Args[0]).(*engine.Compound)
		l.write(":- module(")
		n := l.col
		l.write(engine.Format(d.Args[0], p.opts) + ",")
		l.nlindent(n)
		if engine.Deref(d.Args[1]) == engine.Term(engine.AtomNil) {
			l.write("[]")
		} else {
			l.push(layoutTask{kind: taskWrite, s: "[ "}, layoutTask{kind: taskElems, t: d.Args[1], n: n + 2},
				layoutTask{kind: taskNL, n: n}, layoutTask{kind: taskWrite, s: "]"})
		}
		l.run()
		l.write(").\n")
		return b.String(), p.err
	case c != nil && len(c.Args) == 1 && (c.Name == atomNeck || c.Name == atomQuery):
		l.write(c.Name.Name + " ")
		l.push(layoutTask{kind: taskBody, t: c.Args[0], n: 3, pri: 1199})
	default:
		l.push(layoutTask{kind: taskBody, t: t, n: 0, pri: 1200})
	}
	l.run()
	// swipl's '$put_token'/2: a full stop after a symbol character
	// would read as part of its token.
	if r, _ := utf8.DecodeLastRuneInString(b.String()); strings.ContainsRune(symbolChars, r) {
		l.write(" ")
	}
	l.write(".\n")
	return b.String(), p.err
}

// symbolChars are the characters Prolog's symbol-char tokens are made of.
const symbolChars = "#$&*+-./:<=>?@^~\\"

// isModuleDecl tells a module/2 directive, whose export list
// portray_clause writes one element a line.
func isModuleDecl(t engine.Term) bool {
	c, ok := engine.Deref(t).(*engine.Compound)
	return ok && c.Name == atomModule && len(c.Args) == 2
}

// varNaming is how portray_clause names a clause's variables: the name
// of each, and for the names it generates, the N of the '$VAR'(N) swipl
// binds the variable to (the others it binds to '$VAR'(Name)).
type varNaming struct {
	names map[*engine.Var]string
	gen   map[*engine.Var]int // nil: every letter name is generated
}

// terms returns the '$VAR' term each named variable stands for.
func (n varNaming) terms() map[*engine.Var]engine.Term {
	out := make(map[*engine.Var]engine.Term, len(n.names))
	for v, name := range n.names {
		if k, ok := n.gen[v]; ok {
			out[v] = engine.NewCompound(atomVARName, engine.MakeInt(int64(k)))
		} else if k, ok := letterIndex(name); ok && n.gen == nil {
			out[v] = engine.NewCompound(atomVARName, engine.MakeInt(int64(k)))
		} else {
			out[v] = engine.NewCompound(atomVARName, engine.Intern(name))
		}
	}
	return out
}

// letterIndex is the inverse of letterName.
func letterIndex(name string) (int, bool) {
	if name == "" || name[0] < 'A' || name[0] > 'Z' {
		return 0, false
	}
	k := 0
	if len(name) > 1 {
		if name[1] == '0' {
			return 0, false
		}
		for _, c := range name[1:] {
			if c < '0' || c > '9' || k > 1<<20 {
				return 0, false
			}
			k = k*10 + int(c-'0')
		}
	}
	return k*26 + int(name[0]-'A'), true
}

// storedVarNames names the variables of a stored clause's Head :- Body:
// by the source names recorded with it (see engine.Clause.VarNames), in
// the order of their first occurrence, and the others as clauseVarNames
// does, with letters that no source name takes.
// remapVarNames returns the names source, of the variables of from in
// order, for the variables of to in order (to has some of from's).
func remapVarNames(from engine.Term, source []string, to engine.Term) []string {
	order, _ := varsInOrder(from)
	if len(order) != len(source) {
		return nil
	}
	byVar := make(map[*engine.Var]string, len(order))
	for i, v := range order {
		byVar[v] = source[i]
	}
	toOrder, _ := varsInOrder(to)
	names := make([]string, len(toOrder))
	for i, v := range toOrder {
		names[i] = byVar[v]
	}
	return names
}

func storedVarNames(t engine.Term, source []string) varNaming {
	order, counts := varsInOrder(t)
	if len(order) != len(source) {
		source = nil // not the clause the names were recorded for
	}
	taken := map[string]bool{}
	for _, n := range source {
		taken[n] = true
	}
	names := make(map[*engine.Var]string, len(order))
	gen := map[*engine.Var]int{}
	n := 0
	for i, v := range order {
		switch {
		case source != nil && source[i] != "":
			names[v] = source[i]
		case counts[v] == 1:
			names[v] = "_"
		default:
			for taken[letterName(n)] {
				n++
			}
			names[v] = letterName(n)
			gen[v] = n
			n++
		}
	}
	return varNaming{names: names, gen: gen}
}

// listedNames names the variables of listed, the clause cl as listing/1
// shows it changed (see swiListed): by the source names recorded for cl
// when keep is set, as storedVarNames names cl.
func listedNames(cl, listed engine.Term, source []string, keep bool) varNaming {
	order, _ := varsInOrder(cl)
	byVar := map[*engine.Var]string{}
	if keep && len(order) == len(source) {
		for i, v := range order {
			byVar[v] = source[i]
		}
	}
	inHead := map[*engine.Var]bool{}
	if c, ok := engine.Deref(cl).(*engine.Compound); ok && len(c.Args) == 2 {
		engine.Walk(c.Args[0], func(x engine.Term) bool {
			if v, ok := x.(*engine.Var); ok {
				inHead[v] = true
			}
			return true
		})
	}
	order2, counts := varsInOrder(listed)
	src := make([]string, len(order2))
	for i, v := range order2 {
		if counts[v] > 1 || inHead[v] {
			// A singleton of a unification moved into the head is
			// a void there, which swipl lists as _.
			src[i] = byVar[v]
		}
	}
	return storedVarNames(listed, src)
}

// clauseVarNames names the variables of t: A, B, ... for those occurring
// more than once, _ for singletons.
func clauseVarNames(t engine.Term) varNaming { return storedVarNames(t, nil) }

// varsInOrder returns the variables of t in the order of their first
// occurrence, and how often each occurs.
func varsInOrder(t engine.Term) ([]*engine.Var, map[*engine.Var]int) {
	var order []*engine.Var
	counts := map[*engine.Var]int{}
	engine.Walk(t, func(x engine.Term) bool {
		if v, ok := x.(*engine.Var); ok {
			if counts[v] == 0 {
				order = append(order, v)
			}
			counts[v]++
		}
		return true
	})
	return order, counts
}

// letterName is the n-th generated variable name: A, ..., Z, A1, ...
func letterName(n int) string {
	s := string(rune('A' + n%26))
	if n >= 26 {
		s += itoaSmall(n / 26)
	}
	return s
}

func itoaSmall(n int) string {
	var b []byte
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	if len(b) == 0 {
		return "0"
	}
	return string(b)
}

type portrayer struct {
	b    *strings.Builder
	opts engine.WriteOptions
	err  error // the first error of opts.Poll
}

// text writes t as an argument of priority prio, in parentheses when its
// operator binds more loosely.
func (p *portrayer) text(t engine.Term, prio int) string {
	if p.err != nil {
		return ""
	}
	s, err := engine.FormatChecked(t, p.opts)
	p.err = err
	if termPriority(p.opts.Ops, engine.Deref(t)) > prio {
		return "(" + s + ")"
	}
	return s
}

// termPriority is the priority of the operator t is written with, 0 for
// a term written without one.
func termPriority(ops *engine.OpTable, t engine.Term) int {
	// An operator atom standing alone is written bare, as swipl's
	// write_term/2 writes it at any priority.
	c, ok := t.(*engine.Compound)
	if !ok || len(c.Args) > 2 || (c.Name == engine.AtomDot && len(c.Args) == 2) {
		return 0
	}
	d := ops.Lookup(c.Name)
	if d == nil {
		return 0
	}
	var op *engine.Op
	if len(c.Args) == 2 {
		op = d.Infix
	} else if d.Prefix != nil {
		op = d.Prefix
	} else {
		op = d.Postfix
	}
	if op == nil {
		return 0
	}
	return op.Priority
}

func portrayClause1(m *engine.Machine, args []engine.Term) (bool, error) {
	text, err := PortrayClause(m, args[0], m.Out.Column)
	if err != nil {
		return false, err
	}
	m.Out.WriteString(text)
	return true, nil
}

func portrayClause2(m *engine.Machine, args []engine.Term) (bool, error) {
	s := streamOf(m, args[0])
	if s == nil {
		if _, ok := engine.Deref(args[0]).(*engine.Var); ok {
			return false, engine.InstantiationError()
		}
		return false, engine.ExistenceError("stream", args[0])
	}
	if !s.IsOutput() {
		return false, engine.PermissionError("output", "stream", args[0])
	}
	text, err := PortrayClause(m, args[1], s.Column)
	if err != nil {
		return false, err
	}
	s.WriteString(text)
	return true, nil
}

// listPred writes one predicate as listing/1 does: a dynamic or table
// declaration when it is dynamic or tabled, its clauses, and a blank line.
// The error is the query's interrupt or limit, met while a huge integer
// was turned into text.
func listPred(m *engine.Machine, p *engine.Pred, context *engine.Atom, opts *listingOpts) error {
	var b strings.Builder
	name := p.Name
	if plain := localNamer(m); plain != nil {
		name = plain(name) // a module's own is declared by its name in the module
	}
	from := predModule(m, p) // its module's name, nil for user
	if mod, _ := moduleOfPred(m, p); from == nil && mod != nil && p.IsDynamic() {
		from = mod.name // a dynamic predicate a module exports, user's too
	}
	// Listed in its module (by Module:Spec), the module's predicate is
	// written unqualified.
	qualify := func(t engine.Term) engine.Term {
		if from == nil || from == context {
			return t
		}
		return engine.NewCompound(engine.AtomColon, from, t)
	}
	if p.IsDynamic() {
		b.WriteString(":- dynamic " + quoted(qualify(engine.PI(name, p.Arity))) + ".\n\n")
	}
	switch {
	case p.IsTabled() && tableModed(m, p):
		b.WriteString("% tabled using answer subsumption\n")
	case p.IsTabled():
		b.WriteString(":- table " + quoted(engine.PI(name, p.Arity)) + " as variant.\n\n")
	}
	ssu := isSSUPred(m, p)
	if head := metaDeclaration(m, p); head != nil && from != nil {
		b.WriteString(":- meta_predicate " + quoted(qualify(head)) + ".\n\n")
	}
	clausesOf := p
	if hidden := transparentClauses(m, p); hidden != nil {
		b.WriteString(":- module_transparent " + quoted(qualify(engine.PI(name, p.Arity))) + ".\n\n")
		clausesOf = hidden
	}
	for _, c := range m.VisibleClauses(clausesOf, nil) {
		h, body := m.ClauseTerms(c)
		var stored engine.Term // the clause as stored, when listed otherwise
		if clausesOf != p {
			stored = engine.NewCompound(atomNeck, h, body)
			h, body = loaderOf(m).modules.untransparent(p.Name, h, body)
		}
		// The calls of other modules' predicates are qualified, as the
		// clause's module sees them.
		body = qualifiedGoals(m, body, from)
		if from != nil {
			// A predicate user imports is the module's, as swipl lists it,
			// and its goal arguments, qualified with the module where the
			// module's own calls them, are as the source wrote them.
			h = qualify(h)
			body = unqualifyVars(body, from)
		}
		if err := opts.check(m); err != nil {
			m.Out.WriteString(b.String())
			return err
		}
		if opts.source {
			text, done := opts.sourceText(c)
			b.WriteString(text)
			if done {
				continue
			}
		}
		var cl engine.Term = engine.NewCompound(atomNeck, h, body)
		source := c.VarNames()
		if stored != nil {
			source = remapVarNames(stored, source, cl)
		}
		if opts.generated {
			source = nil
		}
		names := storedVarNames(cl, source)
		// swipl moves a clause's leading unifications into its head,
		// except in the clauses of a dynamic predicate that a file loads.
		file, _ := c.Source()
		if listed, keep := swiListed(cl, !p.IsDynamic() || file == ""); listed != cl {
			names = listedNames(cl, listed, source, keep)
			cl = listed
		}
		if ssu {
			rule, ruleNames, ok := ssuListed(m, c)
			if !ok {
				continue // the clause raising the no-matching-rule error
			}
			cl, names = rule, varNaming{names: ruleNames}
			if opts.generated {
				names = clauseVarNames(rule)
			}
		}
		col := 0
		if b.Len() == 0 {
			col = m.Out.Column
		}
		text, err := portrayClause(m, cl, names, col, true)
		if err != nil {
			return err
		}
		b.WriteString(text)
	}
	b.WriteString("\n")
	m.Out.WriteString(b.String())
	return nil
}

func userPred(p *engine.Pred) bool {
	return !p.IsForeign() && !p.IsLibrary() && (p.NumberOfClauses() > 0 || p.IsDynamic())
}

func listing0(m *engine.Machine, args []engine.Term) (bool, error) {
	var err error
	m.Preds(func(p *engine.Pred) {
		// An import is the module's predicate, which swipl's listing/0
		// of user leaves out.
		if err == nil && userPred(p) && !strings.HasPrefix(p.Name.Name, "$") && !isLocalName(m, p.Name) && importedFrom(m, p) == nil {
			err = listPred(m, p, nil, &listingOpts{valid: true})
		}
	})
	return err == nil, err
}

// listing1 lists the predicates named by Name, Name/Arity or
// Name//Arity (or a list of those).
func listing1(m *engine.Machine, args []engine.Term) (bool, error) {
	return listSpecs(m, args, &listingOpts{valid: true})
}

// listSpecs lists the predicates args[0] names as listing/2 does with
// the options opts.
func listSpecs(m *engine.Machine, args []engine.Term, opts *listingOpts) (bool, error) {
	var specs []engine.Term
	if xs, ok := engine.ListToSlice(args[0]); ok && engine.Deref(args[0]) != engine.AtomNil {
		specs = xs
	} else {
		specs = []engine.Term{args[0]}
	}
	for _, given := range specs {
		var context *engine.Atom // the module a Module:Spec names
		if c, ok := engine.Deref(given).(*engine.Compound); ok && c.Name == engine.AtomColon && len(c.Args) == 2 {
			context, _ = engine.Deref(c.Args[0]).(*engine.Atom)
		}
		spec := nonterminalPI(resolveListingSpec(m, given))
		found := false
		switch s := engine.Deref(spec).(type) {
		case *engine.Var:
			return false, engine.InstantiationError()
		case *engine.Atom:
			var err error
			m.Preds(func(p *engine.Pred) {
				if p.Name == s {
					found = true
					if err == nil && (userPred(p) || p.IsDynamic()) {
						err = listPred(m, p, context, opts)
					}
				}
			})
			if err != nil {
				return false, err
			}
		default:
			err := forEachPI(spec, func(name *engine.Atom, arity int) error {
				if p := m.Lookup(name, arity); p != nil {
					found = true
					if !p.IsForeign() {
						return listPred(m, p, context, opts)
					}
				}
				return nil
			})
			if err != nil {
				return false, err
			}
		}
		if !found {
			return false, noListing(given)
		}
	}
	return true, nil
}

// noListing is SWI-Prolog's error for a listing/1 spec that names no
// predicate, raised by its correction of misspelt goals (DWIM).
func noListing(spec engine.Term) error {
	return engine.Throw(engine.NewCompound(engine.AtomError,
		engine.NewCompound(engine.Intern("existence_error"), engine.Intern("procedure"), engine.Deref(spec)),
		engine.NewCompound(engine.Intern("context"), engine.Intern("toplevel"), engine.Intern("DWIM could not correct goal"))))
}

// nonterminalPI turns Name//Arity into the indicator of its predicate,
// Name/(Arity+2); any other spec is returned as it is.
func nonterminalPI(spec engine.Term) engine.Term {
	if s, ok := engine.Deref(spec).(*engine.Compound); ok && s.Name == atomDoubleSlash && len(s.Args) == 2 {
		if n, ok := engine.Deref(s.Args[1]).(engine.Int); ok {
			return engine.NewCompound(engine.AtomSlash, s.Args[0], engine.MakeInt(int64(n)+2))
		}
	}
	return spec
}

var listingBuiltins = []engine.BuiltinSpec{
	{Name: "portray_clause", Arity: 1, Fn: portrayClause1},
	{Name: "portray_clause", Arity: 2, Fn: portrayClause2},
	{Name: "listing", Arity: 0, Fn: listing0},
	{Name: "listing", Arity: 1, Fn: listing1},
	{Name: "listing", Arity: 2, Fn: listing2},
}

// unqualifyVars returns the clause body t with each Module:Var in it,
// Module mod, as Var, or as call(Var) where it is a goal, and each
// Module:Term as Term (the loader qualifies the module's clauses and
// heads it passes to assert/1 and its kin).
// It keeps a stack of its own: a clause nests as deeply as it is written.
func unqualifyVars(t engine.Term, mod *engine.Atom) engine.Term {
	qualifiedVar := func(x engine.Term) (engine.Term, bool) {
		c, ok := x.(*engine.Compound)
		if ok && c.Name == engine.AtomColon && len(c.Args) == 2 && engine.Deref(c.Args[0]) == engine.Term(mod) {
			return engine.Deref(c.Args[1]), true
		}
		return nil, false
	}
	found := false
	engine.Walk(t, func(x engine.Term) bool {
		if _, ok := qualifiedVar(x); ok {
			found = true
		}
		return !found
	})
	if !found {
		return t
	}
	// Each frame is a compound whose arguments are being rebuilt; done
	// holds the rebuilt arguments of the frames on the stack.
	type frame struct {
		c    *engine.Compound
		args []engine.Term
	}
	var stack []frame
	var result engine.Term
	visit := func(x engine.Term) (engine.Term, bool) {
		x = engine.Deref(x)
		for n := 0; n < 8; n++ {
			inner, ok := qualifiedVar(x)
			if !ok || isUnbound(inner) {
				break
			}
			x = inner
		}
		if v, ok := qualifiedVar(x); ok {
			if len(stack) == 0 || IsControl(stack[len(stack)-1].c) {
				// A goal of the body: the source's G, which swipl
				// lists as call(G).
				return engine.NewCompound(atomCall, v), true
			}
			return v, true
		}
		if c, ok := x.(*engine.Compound); ok {
			stack = append(stack, frame{c: c})
			return nil, false
		}
		return x, true
	}
	if r, done := visit(t); done {
		return r
	}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if len(top.args) < len(top.c.Args) {
			if r, done := visit(top.c.Args[len(top.args)]); done {
				top.args = append(top.args, r)
			}
			continue
		}
		built := engine.NewCompound(top.c.Name, top.args...)
		stack = stack[:len(stack)-1]
		if len(stack) == 0 {
			result = built
		} else {
			parent := &stack[len(stack)-1]
			parent.args = append(parent.args, built)
		}
	}
	return result
}
