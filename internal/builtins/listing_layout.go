package builtins

import (
	"strings"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
)

// The layout of portray_clause/1 and listing/1, a port of SWI-Prolog 9's
// library(listing): portray_clause/3's do_portray_clause, portray_body,
// portray_or, portray_meta, portray_list and pprint. A clause is laid out
// by a stack machine whose tasks are the calls of those predicates, so
// that neither deep control constructs nor deep terms grow the Go stack.
//
// pprint wraps a compound (not an operator term, not '$VAR'(_)) when,
// written as write_length/3 measures it (unquoted, '$VAR'(N) as written
// by write/1 without numbervars, at most 78 characters), it would pass
// the right margin of 78 from the current column and it is longer than a
// quarter of the margin: a list goes one element a line between "[ " and
// "]", another compound one argument a line under its first argument.
// A term written at column 0 is measured as 78 at most and so is never
// wrapped there: facts and clause heads stay on one line.

// listingWidth is swipl's setting listing:line_width, the right margin.
const listingWidth = 78

// layoutKind names a task of the layout machine.
type layoutKind uint8

const (
	taskWrite    layoutKind = iota // write s
	taskNL                         // newline and indent to column n
	taskBody                       // portray_body(t, n, indent?, pri)
	taskOr                         // portray_or/5: portray_or(t, n, pri)
	taskOrLayout                   // portray_or/4: portray_or(t, n)
	taskPprint                     // pprint(t, pri)
	taskArgs                       // pprint_args(args[i:], n)
	taskElems                      // portray_list_elements(t, n)
	taskMetaArgs                   // portray_meta_args(decls[i:], args[i:], n)
)

// layoutTask is one pending call of the layout machine.
type layoutTask struct {
	kind   layoutKind
	t      engine.Term
	n      int  // indent column
	pri    int  // priority
	indent bool // portray_body's DoIndent: start on a new line
	s      string
	args   []engine.Term
	decls  []engine.Term
	i      int
}

// layout is the state of one clause's layout: the text so far, the
// column it ends at, and the tasks left, the next on top.
type layout struct {
	p     *portrayer
	m     *engine.Machine
	col   int
	tasks []layoutTask
}

// write appends s to the text, following its column as line_position/2
// does.
func (l *layout) write(s string) {
	l.p.b.WriteString(s)
	l.col = engine.LinePosAfter(l.col, s)
}

// nlindent starts a new line indented to column n (the setting
// listing:tab_distance is 0: spaces only).
func (l *layout) nlindent(n int) {
	l.write("\n" + strings.Repeat(" ", max(n, 0)))
}

// push schedules ts to run in their order, before the tasks pending.
func (l *layout) push(ts ...layoutTask) {
	for i := len(ts) - 1; i >= 0; i-- {
		l.tasks = append(l.tasks, ts[i])
	}
}

// run performs the tasks until none is left or a write fails.
func (l *layout) run() {
	for len(l.tasks) > 0 && l.p.err == nil {
		t := l.tasks[len(l.tasks)-1]
		l.tasks = l.tasks[:len(l.tasks)-1]
		switch t.kind {
		case taskWrite:
			l.write(t.s)
		case taskNL:
			l.nlindent(t.n)
		case taskBody:
			l.body(t.t, t.n, t.indent, t.pri)
		case taskOr:
			l.or5(t.t, t.n, t.pri)
		case taskOrLayout:
			l.or4(t.t, t.n)
		case taskPprint:
			l.pprint(t.t, t.pri)
		case taskArgs:
			next := []layoutTask{{kind: taskPprint, t: t.args[t.i], pri: 999}}
			if t.i+1 < len(t.args) {
				next = append(next, layoutTask{kind: taskWrite, s: ","}, layoutTask{kind: taskNL, n: t.n},
					layoutTask{kind: taskArgs, args: t.args, i: t.i + 1, n: t.n})
			}
			l.push(next...)
		case taskElems:
			l.elems(t.t, t.n)
		case taskMetaArgs:
			l.metaArgs(t)
		}
	}
}

// body is portray_body/6: a goal at column indent (after a newline when
// nl is set), written at priority pri.
func (l *layout) body(t engine.Term, indent int, nl bool, pri int) {
	t = engine.Deref(t)
	if _, ok := t.(*engine.Var); ok {
		l.pprint(t, pri)
		return
	}
	if nl {
		l.nlindent(indent)
	}
	c, _ := t.(*engine.Compound)
	switch {
	case orLayout(t):
		l.write("(   ")
		l.push(layoutTask{kind: taskOr, t: t, n: indent, pri: 1200},
			layoutTask{kind: taskNL, n: indent},
			layoutTask{kind: taskWrite, s: ")"})
	case l.needsBraces(t, pri):
		l.write("( ")
		l.push(layoutTask{kind: taskBody, t: t, n: indent + 2, pri: 1200},
			layoutTask{kind: taskNL, n: indent},
			layoutTask{kind: taskWrite, s: ")"})
	case c != nil && c.Name == engine.AtomComma && len(c.Args) == 2:
		// ((A,B),C) is written as (A,(B,C)): the rotation keeps a
		// left-nested conjunction one goal a line at one indent.
		a, rest := engine.Deref(c.Args[0]), c.Args[1]
		for {
			ac, ok := a.(*engine.Compound)
			if !ok || ac.Name != engine.AtomComma || len(ac.Args) != 2 {
				break
			}
			rest = engine.NewCompound(engine.AtomComma, ac.Args[1], rest)
			a = engine.Deref(ac.Args[0])
		}
		lp, rp := l.infixPris(engine.AtomComma, 999, 1000)
		l.push(layoutTask{kind: taskBody, t: a, n: indent, pri: lp},
			layoutTask{kind: taskWrite, s: ","},
			layoutTask{kind: taskBody, t: rest, n: indent, indent: true, pri: rp})
	case c != nil && c.Name == engine.AtomNot && len(c.Args) == 1:
		l.write(`\+ `)
		argPri := 900
		if d := l.p.opts.Ops.Lookup(engine.AtomNot); d != nil && d.Prefix != nil {
			_, argPri = d.Prefix.ArgPriorities()
		}
		l.push(layoutTask{kind: taskBody, t: c.Args[0], n: indent + 3, pri: argPri})
	default:
		if c != nil {
			if decls := l.metaSpec(c); decls != nil {
				l.meta(c, decls)
				return
			}
		}
		l.pprint(t, pri)
	}
}

// or5 is portray_or/5: a branch of a control construct at priority pri.
func (l *layout) or5(t engine.Term, indent, pri int) {
	t = engine.Deref(t)
	switch {
	case l.needsBraces(t, pri) && orLayout(t):
		in := indent + 4
		l.write("(   ")
		l.push(layoutTask{kind: taskOrLayout, t: t, n: in},
			layoutTask{kind: taskNL, n: in},
			layoutTask{kind: taskWrite, s: ")"})
	case orLayout(t):
		l.or4(t, indent)
	default:
		l.body(t, indent+4, false, pri)
	}
}

// or4 is portray_or/4: the branches of a disjunction or if-then(-else),
// each operator at column indent and the goals four further.
func (l *layout) or4(t engine.Term, indent int) {
	c := engine.Deref(t).(*engine.Compound)
	nest := indent + 4
	if c.Name == engine.AtomSemicolon {
		if ite, ok := engine.Deref(c.Args[0]).(*engine.Compound); ok && len(ite.Args) == 2 && (ite.Name == engine.AtomIf || ite.Name == atomSoftThen) {
			lp, rp := l.infixPris(ite.Name, 1049, 1050)
			_, rp2 := l.infixPris(engine.AtomSemicolon, 1099, 1100)
			l.push(layoutTask{kind: taskBody, t: ite.Args[0], n: nest, pri: lp},
				layoutTask{kind: taskNL, n: indent},
				layoutTask{kind: taskWrite, s: thenText(ite.Name)},
				layoutTask{kind: taskBody, t: ite.Args[1], n: nest, pri: rp},
				layoutTask{kind: taskNL, n: indent},
				layoutTask{kind: taskWrite, s: ";   "},
				layoutTask{kind: taskOr, t: c.Args[1], n: indent, pri: rp2})
			return
		}
		lp, rp := l.infixPris(engine.AtomSemicolon, 1099, 1100)
		l.push(layoutTask{kind: taskBody, t: c.Args[0], n: nest, pri: lp},
			layoutTask{kind: taskNL, n: indent},
			layoutTask{kind: taskWrite, s: ";   "},
			layoutTask{kind: taskOr, t: c.Args[1], n: indent, pri: rp})
		return
	}
	// (If -> Then) and (If *-> Then): swipl takes the priorities of ->
	// for both.
	lp, rp := l.infixPris(engine.AtomIf, 1049, 1050)
	l.push(layoutTask{kind: taskBody, t: c.Args[0], n: nest, pri: lp},
		layoutTask{kind: taskNL, n: indent},
		layoutTask{kind: taskWrite, s: thenText(c.Name)},
		layoutTask{kind: taskOr, t: c.Args[1], n: indent, pri: rp})
}

// thenText is the operator column's text for -> or *->.
func thenText(op *engine.Atom) string {
	if op == atomSoftThen {
		return "*-> "
	}
	return "->  "
}

// orLayout is swipl's or_layout/1: the control constructs laid out as
// (   If -> Then ; Else ) blocks.
func orLayout(t engine.Term) bool {
	c, ok := engine.Deref(t).(*engine.Compound)
	return ok && len(c.Args) == 2 && (c.Name == engine.AtomSemicolon || c.Name == engine.AtomIf || c.Name == atomSoftThen)
}

// primitiveGoal is swipl's primitive/1: a goal that is neither a control
// construct nor a conjunction.
func primitiveGoal(t engine.Term) bool {
	c, ok := engine.Deref(t).(*engine.Compound)
	return !orLayout(t) && !(ok && c.Name == engine.AtomComma && len(c.Args) == 2)
}

// infixPris gives the priorities of the left and right arguments of the
// infix operator op, or left and right when op is no infix operator.
func (l *layout) infixPris(op *engine.Atom, left, right int) (int, int) {
	if d := l.p.opts.Ops.Lookup(op); d != nil && d.Infix != nil {
		return d.Infix.ArgPriorities()
	}
	return left, right
}

// needsBraces is swipl's term_needs_braces/2: t is callable and its name
// is an operator (of any kind) of a priority above pri.
func (l *layout) needsBraces(t engine.Term, pri int) bool {
	var name *engine.Atom
	switch x := engine.Deref(t).(type) {
	case *engine.Atom:
		name = x
	case *engine.Compound:
		name = x.Name
	default:
		return false
	}
	d := l.p.opts.Ops.Lookup(name)
	return d != nil && d.MaxPriority() > pri
}

// metaSpec returns the meta-argument specifiers of goal c, as
// predicate_property(user:Goal, meta_predicate(Spec)) gives them, or nil.
func (l *layout) metaSpec(c *engine.Compound) []engine.Term {
	if c.Name == engine.AtomColon && len(c.Args) == 2 {
		return nil
	}
	if l.m == nil {
		return nil
	}
	if p := l.m.Lookup(c.Name, len(c.Args)); p != nil {
		if head := metaDeclaration(l.m, p); head != nil {
			return head.Args
		}
		if head := builtinMetaDeclaration(l.m, p); head != nil {
			return head.Args
		}
		if !p.IsBuiltin() {
			return nil
		}
	}
	if !strings.HasPrefix(c.Name.Name, "$") {
		// A library predicate swipl autoloads to answer.
		return swiMetaSpecs()[predKey{c.Name, len(c.Args)}]
	}
	return nil
}

// meta is portray_meta/4: a meta-call with a control construct or
// conjunction among its goal arguments goes one argument a line, its
// goal arguments laid out as bodies; another is written by pprint at
// priority 999.
func (l *layout) meta(c *engine.Compound, decls []engine.Term) {
	complex := false
	for i, a := range c.Args {
		if _, ok := engine.Deref(decls[i]).(engine.Int); ok && !primitiveGoal(a) {
			complex = true
			break
		}
	}
	if !complex {
		l.pprint(c, 999)
		return
	}
	l.write(l.atomText(c.Name) + "(")
	l.push(layoutTask{kind: taskMetaArgs, args: c.Args, decls: decls, n: l.col},
		layoutTask{kind: taskWrite, s: ")"})
}

// metaArgs is portray_meta_args/5 from argument t.i on.
func (l *layout) metaArgs(t layoutTask) {
	a := t.args[t.i]
	if t.i+1 < len(t.args) {
		l.push(layoutTask{kind: taskWrite, s: ","}, layoutTask{kind: taskNL, n: t.n},
			layoutTask{kind: taskMetaArgs, args: t.args, decls: t.decls, i: t.i + 1, n: t.n})
	}
	if _, ok := engine.Deref(t.decls[t.i]).(engine.Int); ok {
		l.body(a, l.col, false, 999)
		return
	}
	l.pprint(a, 999)
}

// pprint writes t at priority pri: {Goal} as a body between "{ " and
// "}", a long compound wrapped (see the top of this file), another term
// as write_term/2 with quoted(true), numbervars(true) and
// spacing(next_argument) writes it.
func (l *layout) pprint(t engine.Term, pri int) {
	t = engine.Deref(t)
	c, ok := t.(*engine.Compound)
	if ok && c.Name == engine.AtomCurly && len(c.Args) == 1 {
		col := l.col
		l.write("{ ")
		l.push(layoutTask{kind: taskBody, t: c.Args[0], n: col + 2, pri: 1000},
			layoutTask{kind: taskNL, n: col},
			layoutTask{kind: taskWrite, s: "}"})
		return
	}
	if ok && !l.noWrap(c) {
		n := l.writeLength(c)
		if l.col+n > listingWidth && float64(n) > float64(listingWidth)/4 {
			l.wrapped(c)
			return
		}
	}
	l.write(l.p.text(t, pri))
}

// wrapped is pprint_wrapped/4: a list one element a line, another
// compound one argument a line.
func (l *layout) wrapped(c *engine.Compound) {
	if c.Name == engine.AtomDot && len(c.Args) == 2 {
		col := l.col
		l.write("[ ")
		l.push(layoutTask{kind: taskElems, t: c, n: col + 2},
			layoutTask{kind: taskNL, n: col},
			layoutTask{kind: taskWrite, s: "]"})
		return
	}
	l.write(l.atomText(c.Name) + "(")
	l.push(layoutTask{kind: taskArgs, args: c.Args, n: l.col},
		layoutTask{kind: taskWrite, s: ")"})
}

// elems is portray_list_elements/4: the elements of list t at column n,
// an improper tail after "| " at column n-2.
func (l *layout) elems(t engine.Term, n int) {
	c := engine.Deref(t).(*engine.Compound)
	tail := engine.Deref(c.Args[1])
	next := []layoutTask{{kind: taskPprint, t: c.Args[0], pri: 999}}
	switch tc, ok := tail.(*engine.Compound); {
	case tail == engine.Term(engine.AtomNil):
	case ok && tc.Name == engine.AtomDot && len(tc.Args) == 2:
		next = append(next, layoutTask{kind: taskWrite, s: ","}, layoutTask{kind: taskNL, n: n},
			layoutTask{kind: taskElems, t: tail, n: n})
	default:
		next = append(next, layoutTask{kind: taskNL, n: n - 2}, layoutTask{kind: taskWrite, s: "| "},
			layoutTask{kind: taskPprint, t: tail, pri: 999})
	}
	l.push(next...)
}

// noWrap is swipl's nowrap_term/1: '$VAR'(_) and the operator terms,
// which pprint always writes on one line.
func (l *layout) noWrap(c *engine.Compound) bool {
	if c.Name == atomVARName && len(c.Args) == 1 {
		return true
	}
	d := l.p.opts.Ops.Lookup(c.Name)
	if d == nil {
		return false
	}
	switch len(c.Args) {
	case 2:
		return d.Infix != nil
	case 1:
		return d.Prefix != nil || d.Postfix != nil
	}
	return false
}

var atomVARName = engine.Intern("$VAR")

// writeLength is write_length(T, Len, [max_length(78)]) as pprint asks
// it, Len 78 when T is longer: T written unquoted, without numbervars,
// so that a variable bound to '$VAR'(N) counts as $VAR(N).
func (l *layout) writeLength(t engine.Term) int {
	if l.p.err != nil {
		return 0
	}
	// Each compound and each atomic leaf but '' and "" writes a
	// character at least: a term with more of them than the margin is
	// not written to be measured, which keeps the measuring of a deep
	// term's subterms linear.
	nodes := 0
	engine.Walk(t, func(x engine.Term) bool {
		switch y := x.(type) {
		case *engine.Atom:
			if y.Name == "" {
				return true
			}
		case engine.String:
			if y == "" {
				return true
			}
		}
		nodes++
		return nodes <= listingWidth
	})
	if nodes > listingWidth {
		return listingWidth
	}
	s, err := engine.FormatChecked(t, engine.WriteOptions{Ops: l.p.opts.Ops, Poll: l.p.opts.Poll, AtomAlias: l.p.opts.AtomAlias})
	if err != nil {
		l.p.err = err
		return 0
	}
	return min(utf8.RuneCountInString(s), listingWidth)
}

// atomText is the atom a written as format's ~q writes it.
func (l *layout) atomText(a *engine.Atom) string {
	opts := l.p.opts
	opts.SpaceArgs = false
	return engine.Format(a, opts)
}
