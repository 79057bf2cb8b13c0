package builtins

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
)

// DWIM ("do what I mean") for an unknown procedure, as SWI-Prolog's
// error message gives it: "However, there are definitions for:" and the
// defined predicates of the same name with another arity or of a similar
// name (one character wrong, missing, added or two swapped, a different
// case, an underscore more or less). As in SWI-Prolog, library
// predicates a program has not used are not candidates, those written in
// Go as those written in Prolog: there they are not loaded yet, so only
// the system's predicates and the program's own are.

// DWIMPredicates returns the indicators (name/arity, quoted as writeq
// would) of the candidates for the unknown name/arity, in standard order.
// As swipl's message looks for the name as a goal first
// (dwim_predicate/2 of Name, which sees an autoloadable library
// predicate too), a visible Name/0 is the one candidate when there is
// one: nl/2 offers nl/0, not nl/1, and main/1 the library's main/0.
func DWIMPredicates(m *engine.Machine, name *engine.Atom, arity int) []string {
	cs := dwimCandidates(m, name, arity)
	if p := m.Lookup(name, 0); arity != 0 && p != nil && p.IsDefined() {
		cs = []*engine.Pred{p}
	}
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = quoted(engine.PI(c.Name, c.Arity))
	}
	return append(out, otherModulesDWIM(m, name, arity)...)
}

// otherModulesDWIM returns, for an unknown Name/0, the Name/0 that
// modules define for themselves, which a call in user does not see, as
// Module:Name/0: swipl's DWIM offers those (a module's private priv/0
// called from user), and no other arity's.
func otherModulesDWIM(m *engine.Machine, name *engine.Atom, arity int) []string {
	mt := loaderOf(m).modules
	if mt == nil || arity != 0 {
		return nil
	}
	var out []string
	for _, mod := range mt.order {
		local := mod.locals[predKey{name, arity}]
		if local == nil || mt.local[local].module != mod {
			continue
		}
		if p := m.Lookup(local, arity); p != nil && p.IsDefined() {
			out = append(out, quoted(engine.NewCompound(engine.AtomColon, mod.name, engine.PI(name, arity))))
		}
	}
	return out
}

// DWIMCorrection returns the name of the one candidate of the unknown
// name/arity that has the same arity, which SWI-Prolog's top level
// offers in place of the goal ("Correct to: ...?"); false when no
// candidate or more than one has that arity.
func DWIMCorrection(m *engine.Machine, name *engine.Atom, arity int) (*engine.Atom, bool) {
	var found *engine.Atom
	for _, c := range dwimCandidates(m, name, arity) {
		if c.Arity == arity {
			if found != nil {
				return nil, false
			}
			found = c.Name
		}
	}
	return found, found != nil
}

// dwimCandidates returns the predicates that DWIM offers for the unknown
// name/arity, in the standard order of their heads (swipl collects them
// with setof/3): by arity, then by name.
func dwimCandidates(m *engine.Machine, name *engine.Atom, arity int) []*engine.Pred {
	var cs []*engine.Pred
	m.Preds(func(p *engine.Pred) {
		if p.Name == name && p.Arity == arity || strings.HasPrefix(p.Name.Name, "$") {
			return
		}
		if p.IsLibrary() {
			return
		}
		if p.Name == name || dwimMatch(name.Name, p.Name.Name) {
			cs = append(cs, p)
		}
	})
	slices.SortFunc(cs, func(a, b *engine.Pred) int {
		if a.Arity != b.Arity {
			return a.Arity - b.Arity
		}
		return strings.Compare(a.Name.Name, b.Name.Name)
	})
	return cs
}

// dwimMatch reports whether b is a plausible misspelling of a, or the
// reverse, by SWI-Prolog's rules (pl-dwim.c): names shorter than three
// characters match nothing.
func dwimMatch(a, b string) bool {
	if a == b || utf8.RuneCountInString(a) < 3 || utf8.RuneCountInString(b) < 3 {
		return false
	}
	if strings.EqualFold(a, b) || separatorsOnly(a, b) || subwordsSwapped(a, b) {
		return true
	}
	ra, rb := []rune(a), []rune(b)
	if len(ra) > len(rb) {
		ra, rb = rb, ra
	}
	switch len(rb) - len(ra) {
	case 0:
		var diff []int
		for i := range ra {
			if ra[i] != rb[i] {
				diff = append(diff, i)
				if len(diff) > 2 {
					return false
				}
			}
		}
		switch len(diff) {
		case 1: // one character wrong
			return true
		case 2: // two adjacent characters swapped
			i, j := diff[0], diff[1]
			return j == i+1 && ra[i] == rb[j] && ra[j] == rb[i]
		}
	case 1: // one character added or missing
		i := 0
		for i < len(ra) && ra[i] == rb[i] {
			i++
		}
		return slices.Equal(ra[i:], rb[i+1:])
	}
	return false
}

// subwordsSwapped reports whether a and b are two words joined by an
// underscore, in the other order: number_string, string_number.
func subwordsSwapped(a, b string) bool {
	a1, a2, ok1 := strings.Cut(a, "_")
	b1, b2, ok2 := strings.Cut(b, "_")
	return ok1 && ok2 && !strings.Contains(a2, "_") && !strings.Contains(b2, "_") && a1 == b2 && a2 == b1
}

// separatorsOnly reports whether a and b differ only in underscores and
// the case of the letter after them: bar_baz, barbaz, barBaz.
func separatorsOnly(a, b string) bool {
	norm := func(s string) string {
		var sb strings.Builder
		for _, r := range s {
			if r != '_' {
				sb.WriteRune(unicode.ToLower(r))
			}
		}
		return sb.String()
	}
	return (strings.Contains(a, "_") || strings.Contains(b, "_")) && norm(a) == norm(b)
}

// ErrorMessageIn is ErrorMessage with what the program adds, its
// prolog:message//1 translation of the ball, and, for an unknown
// procedure, the DWIM lines SWI-Prolog adds.
func ErrorMessageIn(m *engine.Machine, ball engine.Term) string {
	if lines, ok := programMessageLines(m, ball); ok {
		// The program's prolog:message//1 translates the whole ball, as
		// in print_message/2.
		if text, err := linesText(m, "", lines); err == nil {
			return strings.TrimSuffix(text, "\n")
		}
	}
	msg := ErrorMessage(ball)
	if pi, ok := unknownProcedurePI(ball); ok {
		// A user-defined operator's indicator is written (===>)/2, as
		// writeq/1 writes it with the program's operators.
		if plain, withOps := quoted(pi), quotedOps(m, pi); plain != withOps {
			msg = strings.Replace(msg, "Unknown procedure: "+plain, "Unknown procedure: "+withOps, 1)
		}
	}
	if formal, text, ok := hookedErrorMessage(m, ball); ok {
		msg = strings.Replace(msg, "Unknown error term: "+quoted(formal), text, 1)
	}
	if alts := UnknownProcedureDWIM(m, ball); len(alts) > 0 {
		msg += "\n  However, there are definitions for:\n        " + strings.Join(alts, "\n        ")
	}
	if file, line, ok := staticDefinition(m, ball); ok {
		msg += fmt.Sprintf("\nDefined at %s:%d", file, line)
	}
	return msg
}

var atomErrorMessage = engine.Intern("error_message")

// hookedErrorMessage returns the text the program's
// prolog:error_message//1 gives the formal term of an error(Formal, _)
// ball that has no message of the system's.
func hookedErrorMessage(m *engine.Machine, ball engine.Term) (engine.Term, string, bool) {
	c, ok := engine.Deref(ball).(*engine.Compound)
	if !ok || c.Name != engine.AtomError || len(c.Args) != 2 || !programDefines(m, atomErrorMessage, 3) {
		return nil, "", false
	}
	formal := engine.Deref(c.Args[0])
	lines := m.NewVar()
	if ok, err := m.Once(engine.NewCompound(atomErrorMessage, formal, lines, engine.AtomNil)); !ok || err != nil {
		return nil, "", false
	}
	text, err := linesText(m, "", lines)
	if err != nil {
		return nil, "", false
	}
	return formal, strings.TrimSuffix(text, "\n"), true
}

// staticDefinition returns where the program's file defines the static
// procedure of an error(permission_error(_, static_procedure, Name/Arity),
// _) ball: the file and the line of its first clause, which swipl's
// message adds ("Defined at File:Line"), as for a program that asserts
// to a predicate its file defines without declaring it dynamic. The
// system's and the library's predicates have no such place here.
func staticDefinition(m *engine.Machine, ball engine.Term) (string, int, bool) {
	c, ok := engine.Deref(ball).(*engine.Compound)
	if !ok || c.Name != engine.AtomError || len(c.Args) != 2 {
		return "", 0, false
	}
	f, ok := engine.Deref(c.Args[0]).(*engine.Compound)
	if !ok || f.Name.Name != "permission_error" || len(f.Args) != 3 || textOrQuoted(f.Args[1]) != "static_procedure" {
		return "", 0, false
	}
	culprit := engine.Deref(f.Args[2])
	if isQualified(culprit) {
		// Module:Name/Arity: the module's predicate.
		culprit = resolveIndicator(m, culprit)
	}
	pi, ok := engine.Deref(culprit).(*engine.Compound)
	if !ok || pi.Name != engine.AtomSlash || len(pi.Args) != 2 {
		return "", 0, false
	}
	name, ok1 := engine.Deref(pi.Args[0]).(*engine.Atom)
	arity, ok2 := engine.Deref(pi.Args[1]).(engine.Int)
	if !ok1 || !ok2 {
		return "", 0, false
	}
	p := m.Lookup(name, int(arity))
	if p == nil || p.IsBuiltin() || p.IsLibrary() {
		if at, ok := swiBootDefinitions[name.Name+"/"+strconv.Itoa(int(arity))]; ok {
			return swiBoot + at.file, at.line, true
		}
		return "", 0, false
	}
	if p.File == "" {
		return "", 0, false
	}
	for _, cl := range p.Clauses() {
		if cl.Erased() {
			continue
		}
		if file, line, ok := clauseSourceOf(cl); ok {
			return file, line, true
		}
		break
	}
	return "", 0, false
}

// swiBootDefinitions says where swipl 9.0.4's boot files define the
// protected system predicates written in Prolog, the place its
// permission error for modifying one of them names. The others are
// written in C and have none.
var swiBootDefinitions = map[string]struct {
	file string
	line int
}{
	"predicate_property/2": {"syspred.pl", 757}, "initialization/1": {"toplevel.pl", 203},
	"call/1": {"init.pl", 501}, "call/2": {"init.pl", 503}, "call/3": {"init.pl", 505},
	"call/4": {"init.pl", 507}, "call/5": {"init.pl", 509}, "call/6": {"init.pl", 511},
	"call/7": {"init.pl", 513}, "call/8": {"init.pl", 515}, "->/2": {"init.pl", 401},
	";/2": {"init.pl", 398}, `\+/1`: {"init.pl", 530}, "length/2": {"init.pl", 4180},
	"catch/3": {"init.pl", 564}, "once/1": {"init.pl", 537}, "stream_property/2": {"init.pl", 872},
	"discontiguous/1": {"init.pl", 136}, "multifile/1": {"init.pl", 134}, "dynamic/1": {"init.pl", 133},
	"numbervars/3": {"syspred.pl", 1434}, "findall/3": {"bags.pl", 89}, "bagof/3": {"bags.pl", 179},
	"setof/3": {"bags.pl", 257}, "phrase/2": {"dcg.pl", 342}, "phrase/3": {"dcg.pl", 344},
}

// clauseSourceOf returns where clause cl was read, false for an asserted
// clause.
func clauseSourceOf(cl *engine.Clause) (string, int, bool) {
	file, line := cl.Source()
	return file, line, file != "" && line > 0
}

// UnknownProcedureDWIM returns the DWIM candidates of an
// error(existence_error(procedure, Name/Arity), _) ball, nil for any
// other.
func UnknownProcedureDWIM(m *engine.Machine, ball engine.Term) []string {
	name, arity, ok := UnknownProcedure(ball)
	if !ok {
		return nil
	}
	if mod := unknownInModule(m, ball); mod != nil {
		return moduleDWIM(m, mod, name, arity)
	}
	return DWIMPredicates(m, name, arity)
}

// unknownInModule returns the module a file defined that the unknown
// procedure of ball, Module:Name/Arity, names; nil for any other.
func unknownInModule(m *engine.Machine, ball engine.Term) *module {
	l := loaderOf(m)
	if l.modules == nil {
		return nil
	}
	c, _ := engine.Deref(ball).(*engine.Compound)
	f, _ := engine.Deref(c.Args[0]).(*engine.Compound)
	pi, ok := engine.Deref(f.Args[1]).(*engine.Compound)
	if !ok || pi.Name != engine.AtomColon || len(pi.Args) != 2 {
		return nil
	}
	a, _ := engine.Deref(pi.Args[0]).(*engine.Atom)
	return l.modules.byName[a]
}

// moduleDWIM returns the DWIM candidates of the unknown name/arity
// called in mod: its own predicates, as Module:Name/Arity.
func moduleDWIM(m *engine.Machine, mod *module, name *engine.Atom, arity int) []string {
	mt := loaderOf(m).modules
	if arity != 0 {
		// As for user's (see DWIMPredicates), a Name/0 the module sees,
		// its own or user's or the system's, is the one candidate,
		// written as the module's (md:nl/0).
		nullary := name
		if local := mod.locals[predKey{name, 0}]; local != nil {
			nullary = local
		}
		if p := m.Lookup(nullary, 0); p != nil && p.IsDefined() {
			return []string{quoted(engine.NewCompound(engine.AtomColon, mod.name, engine.PI(name, 0)))}
		}
	}
	var ks []predKey
	for k, local := range mod.locals {
		if mt.local[local].module != mod || k.name == name && k.arity == arity {
			continue
		}
		if p := m.Lookup(local, k.arity); p == nil || !p.IsDefined() {
			continue
		}
		if k.name == name || dwimMatch(name.Name, k.name.Name) {
			ks = append(ks, k)
		}
	}
	// swipl lists them by arity, then by name, and then user's, which
	// the module sees.
	slices.SortFunc(ks, func(a, b predKey) int {
		if a.arity != b.arity {
			return a.arity - b.arity
		}
		return strings.Compare(a.name.Name, b.name.Name)
	})
	out := make([]string, len(ks))
	for i, k := range ks {
		out[i] = quoted(engine.NewCompound(engine.AtomColon, mod.name, engine.PI(k.name, k.arity)))
	}
	return append(out, DWIMPredicates(m, name, arity)...)
}

// UnknownProcedure returns Name and Arity of an
// error(existence_error(procedure, PI), _) ball, PI Name/Arity or
// Module:Name/Arity; false for any other.
func UnknownProcedure(ball engine.Term) (*engine.Atom, int, bool) {
	c, ok := engine.Deref(ball).(*engine.Compound)
	if !ok || c.Name != engine.AtomError || len(c.Args) != 2 {
		return nil, 0, false
	}
	f, ok := engine.Deref(c.Args[0]).(*engine.Compound)
	if !ok || f.Name.Name != "existence_error" || len(f.Args) != 2 || textOrQuoted(f.Args[0]) != "procedure" {
		return nil, 0, false
	}
	pi, ok := engine.Deref(f.Args[1]).(*engine.Compound)
	if ok && pi.Name == engine.AtomColon && len(pi.Args) == 2 {
		// Module:Name/Arity: a module's predicates see user's and the
		// system's, which are the candidates, as in swipl.
		pi, ok = engine.Deref(pi.Args[1]).(*engine.Compound)
	}
	if !ok || pi.Name != engine.AtomSlash || len(pi.Args) != 2 {
		return nil, 0, false
	}
	name, ok1 := engine.Deref(pi.Args[0]).(*engine.Atom)
	arity, ok2 := engine.Deref(pi.Args[1]).(engine.Int)
	if !ok1 || !ok2 {
		return nil, 0, false
	}
	return name, int(arity), true
}

// GoalCalls reports whether goal, a query, calls name/arity itself: as
// one of its goals, through control constructs and the goal and closure
// arguments of meta-predicates (findall/3, forall/2, maplist/3, ...).
// That is the call SWI-Prolog's top level checks before it runs the
// query, and whose unknown procedure it reports with "(DWIM could not
// correct goal)"; one met deeper is the program's.
func GoalCalls(goal engine.Term, name *engine.Atom, arity int) bool {
	type item struct {
		t     engine.Term
		extra int
	}
	stack := []item{{goal, 0}}
	for steps := 0; len(stack) > 0 && steps < 100000; steps++ {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		t := engine.Deref(it.t)
		c, isCompound := t.(*engine.Compound)
		if isCompound && c.Name == engine.AtomColon && len(c.Args) == 2 {
			stack = append(stack, item{c.Args[1], it.extra})
			continue
		}
		if isCompound && it.extra == 0 && IsControl(c) {
			for _, a := range c.Args {
				stack = append(stack, item{a, 0})
			}
			continue
		}
		if isCompound && it.extra == 0 && c.Name == atomCaret && len(c.Args) == 2 {
			stack = append(stack, item{c.Args[1], 0}) // V^Goal of bagof/3
			continue
		}
		n, a, ok := engine.Functor(t)
		if !ok {
			continue
		}
		if n == name && a+it.extra == arity {
			return true
		}
		if it.extra > 0 || !isCompound {
			continue
		}
		for i, kind := range metaSpecs[predKey{n, a}] {
			switch {
			case kind >= 0 && kind <= 9:
				stack = append(stack, item{c.Args[i], int(kind)})
			case kind == metaCaret:
				stack = append(stack, item{c.Args[i], 0})
			}
		}
	}
	return false
}

// UndefinedQueryGoals calls visit, in the order of the query's text, with
// each goal of *goal (a query of the top level) that calls a predicate
// that is not defined: the place that holds the goal, which visit may
// replace (the goal put there is checked next), and the predicate's name
// and arity. It stops when visit returns
// false. SWI-Prolog's top level checks the query before it runs it
// ('$dwim_correct_goal'/3), so that `assertz(f(1)), f(X)` is an unknown
// procedure f/1 there, and so is a goal of catch/3 that the query would
// catch. It looks where swipl's check looks: through control constructs
// and the arguments of meta-predicates that are goals (meta-argument 0),
// except call/1's, the escape swipl leaves from the check; not into
// closures, V^Goal, or qualified goals. It visits nothing when the
// unknown flag is not error.
func UndefinedQueryGoals(m *engine.Machine, goal *engine.Term, visit func(place *engine.Term, name *engine.Atom, arity int) bool) {
	if m.Flags.Unknown.Name != "error" {
		return
	}
	atomCall := engine.Intern("call")
	stack := []*engine.Term{goal}
	for steps := 0; len(stack) > 0 && steps < 100000; steps++ {
		place := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		t := engine.Deref(*place)
		c, isCompound := t.(*engine.Compound)
		if isCompound && IsControl(c) {
			for i := len(c.Args) - 1; i >= 0; i-- {
				stack = append(stack, &c.Args[i])
			}
			continue
		}
		n, a, ok := engine.Functor(t)
		if !ok || isCompound && c.Name == engine.AtomColon && a == 2 {
			continue
		}
		if p := m.Lookup(n, a); p == nil || !p.IsDefined() {
			before := *place
			if !visit(place, n, a) {
				return
			}
			if *place != before {
				// A goal put in its place is checked in turn, its
				// meta-arguments too, as swipl checks a corrected goal.
				stack = append(stack, place)
			}
			continue
		}
		if !isCompound || n == atomCall && a == 1 {
			continue
		}
		spec := metaSpecs[predKey{n, a}]
		for i := len(spec) - 1; i >= 0; i-- {
			if spec[i] == 0 {
				stack = append(stack, &c.Args[i])
			}
		}
	}
}

// unknownProcedurePI returns the culprit of the ball
// error(existence_error(procedure, PI), _).
func unknownProcedurePI(ball engine.Term) (engine.Term, bool) {
	c, ok := engine.Deref(ball).(*engine.Compound)
	if !ok || c.Name != engine.AtomError || len(c.Args) != 2 {
		return nil, false
	}
	f, ok := engine.Deref(c.Args[0]).(*engine.Compound)
	if !ok || f.Name != atomExistenceError || len(f.Args) != 2 || engine.Deref(f.Args[0]) != engine.Term(atomProcedure) {
		return nil, false
	}
	return f.Args[1], true
}
