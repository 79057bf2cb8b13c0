package builtins

import (
	_ "embed" // the library's callers
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/goprolog/goprolog/internal/engine"
)

// A program's own definition of a library predicate replaces it in user
// only. In SWI-Prolog the library's predicates live in their modules:
// a student's append/3 with the arguments in another order changes what
// append([a], [b], X) answers at the top level, but library(lists)'s
// append/2 and library(strings)'s string_lines/2 still call lists'
// append/3. goprolog's library shares one name space with the program,
// so before a program's definition (a consulted clause, assert/1, a
// dynamic or table declaration, an import from a module file) replaces
// a library or system predicate P that other library predicates call,
// overrideLibrary keeps the library's P under a name of its own, the
// local name 'Module:P' of P's module in SWI-Prolog ('lists:append',
// 'system:memberchk'), and makes the library's clauses that call P call
// that name instead. The library is left as it is until a program
// redefines one of its predicates, so a program that does not runs the
// library it always did, with the same inferences; one that does runs
// the library's clauses with the same inferences as swipl counts there.
//
// The kept definition is the library's clauses, renamed, for a Prolog
// predicate, and the same Go function, under the new name, for a built-in
// (its errors still name P). Module:Goal of a library module's P
// (lists:append(X, Y, Z)) runs the kept definition, as in SWI-Prolog, and
// messages name it lists:append/3.

// libCallersText is, for each predicate a program may redefine that the
// library's clauses call (in their bodies, or as the goals and closures
// they pass to meta-predicates), the library predicates whose clauses
// call it: a line
// of tab-separated Name/Arity, the called predicate's first. It is made
// from the library's source with the snapshot (see libsnap_test.go) and
// read only when a program redefines a library predicate, so that
// start-up does not pay for it.
//
//go:embed lib/library.callers
var libCallersText string

// libraryCallers returns the library predicates whose clauses call
// the predicate k, as libCallersText lists them.
func libraryCallers(k predKey) []predKey {
	line := k.name.Name + "/" + strconv.Itoa(k.arity) + "\t"
	i := strings.Index("\n"+libCallersText, "\n"+line)
	if i < 0 {
		return nil
	}
	rest := libCallersText[i+len(line):]
	if j := strings.IndexByte(rest, '\n'); j >= 0 {
		rest = rest[:j]
	}
	var keys []predKey
	for _, f := range strings.Split(rest, "\t") {
		i := strings.LastIndexByte(f, '/')
		if i < 0 {
			continue
		}
		if n, err := strconv.Atoi(f[i+1:]); err == nil {
			keys = append(keys, predKey{engine.Intern(f[:i]), n})
		}
	}
	return keys
}

// libraryCallersOf computes libCallersText from the library's clauses.
func libraryCallersOf(clauses []engine.Term) string {
	iso := map[string]bool{}
	for _, pi := range isoBuiltins {
		iso[pi] = true
	}
	callers := map[predKey][]predKey{}
	for _, t := range clauses {
		head, body := engine.SplitClause(t)
		name, arity, ok := engine.Functor(head)
		if !ok {
			continue
		}
		self := predKey{name, arity}
		renameLibGoals(body, 0, func(k predKey) *engine.Atom {
			// The predicates a program may redefine only.
			redefinable := !strings.HasPrefix(k.name.Name, "$") && !iso[k.name.Name+"/"+strconv.Itoa(k.arity)]
			if redefinable && k != self && !slices.Contains(callers[k], self) {
				callers[k] = append(callers[k], self)
			}
			return nil
		})
	}
	pi := func(k predKey) string { return k.name.Name + "/" + strconv.Itoa(k.arity) }
	var lines []string
	for k, cs := range callers {
		fields := []string{pi(k)}
		for _, c := range cs {
			fields = append(fields, pi(c))
		}
		slices.Sort(fields[1:])
		lines = append(lines, strings.Join(fields, "\t"))
	}
	slices.Sort(lines)
	return "% Made by go test ./internal/builtins -run LibrarySnapshot -update: see libprivate.go.\n" + strings.Join(lines, "\n") + "\n"
}

// libraryClauses returns the library's clauses of the predicates keys.
func libraryClauses(keys []predKey) map[predKey][]engine.Term {
	names := make(map[*engine.Atom]bool, len(keys))
	for _, k := range keys {
		names[k.name] = true
	}
	out := map[predKey][]engine.Term{}
	for _, t := range libTerms {
		head, _ := engine.SplitClause(t)
		name, arity, ok := engine.Functor(head)
		if !ok || !names[name] {
			continue
		}
		if k := (predKey{name, arity}); slices.Contains(keys, k) {
			out[k] = append(out[k], t)
		}
	}
	return out
}

// libKept is the library's definition of a predicate a program redefined:
// its module in SWI-Prolog and its name there.
type libKept struct {
	module, name *engine.Atom
}

// libPrivate is an interpreter's kept library definitions: the name each
// redefined predicate's is kept under, and what each such name stands
// for.
type libPrivate struct {
	byKey  map[predKey]*engine.Atom
	byName map[*engine.Atom]libKept
}

// libPrivateOf returns m's kept library definitions, nil when it has none.
func libPrivateOf(m *engine.Machine) *libPrivate { return loaderOf(m).libPrivate }

// keptName returns the name a redefined library predicate's definition
// is kept under in m, or nil.
func keptName(m *engine.Machine, name *engine.Atom, arity int) *engine.Atom {
	if lp := libPrivateOf(m); lp != nil {
		return lp.byKey[predKey{name, arity}]
	}
	return nil
}

// keptFor returns what such a kept name stands for.
func keptFor(m *engine.Machine, a *engine.Atom) (libKept, bool) {
	if lp := libPrivateOf(m); lp != nil {
		k, ok := lp.byName[a]
		return k, ok
	}
	return libKept{}, false
}

// libraryHomes names the modules of the library predicates that other
// library predicates call and that swiLibraryExports does not list.
var libraryHomes = map[string]string{
	"cd/1": "shell", "ls/1": "shell",
	"csv/4": "csv", "csv_read_file/3": "csv", "csv_write_file/3": "csv", "csv_write_stream/3": "csv",
	"dif/2": "dif", "when/2": "when", "label/1": "clpfd", "labeling/2": "clpfd",
	"phrase_from_file/3": "pure_input", "phrase_from_stream/2": "pure_input",
	"writef/2": "writef", "foreach/5": "aggregate",
}

// libraryHome returns the module of SWI-Prolog that defines the library
// or system predicate p.
func libraryHome(p *engine.Pred) *engine.Atom {
	pi := p.Name.Name + "/" + strconv.Itoa(p.Arity)
	for _, lib := range swiLibraryExports {
		for rest := lib.preds; rest != ""; {
			i := strings.Index(rest, pi)
			if i < 0 {
				break
			}
			if end := i + len(pi); (i == 0 || rest[i-1] == ' ') && (end == len(rest) || rest[end] == ' ') {
				return engine.Intern(lib.module)
			}
			rest = rest[i+len(pi):]
		}
	}
	if mod, ok := libraryHomes[pi]; ok {
		return engine.Intern(mod)
	}
	return engine.Intern("system")
}

// systemSpecs maps each Go built-in of the system's tables to the
// function Install registers for it (set in init: the tables refer to
// the loader, which calls it).
var systemSpecs func() map[predKey]engine.Builtin

func init() {
	systemSpecs = sync.OnceValue(func() map[predKey]engine.Builtin {
		out := map[predKey]engine.Builtin{}
		for _, t := range tables() {
			for _, s := range withISOGuards(t) {
				out[predKey{engine.Intern(s.Name), s.Arity}] = s.Fn
			}
		}
		return out
	})
}

// keepable reports whether the library's definition of p must be kept
// when a program redefines p: p is a library or system predicate other
// library predicates call, which a program may redefine, and not a Go
// built-in that runs goals (which the solvers know by name: the
// library's calls of those run the system's definition whatever the
// program defines).
func keepable(p *engine.Pred) bool {
	if strings.HasPrefix(p.Name.Name, "$") || p.IsISO() || p.IsDynamic() {
		return false
	}
	k := predKey{p.Name, p.Arity}
	if len(libraryCallers(k)) == 0 {
		return false
	}
	switch {
	case p.IsLibrary() && !p.IsForeign():
		return p.NumberOfClauses() > 0
	case p.IsForeign():
		for _, s := range metaSpecs[k] {
			if s == 0 || s >= metaCaret {
				return false
			}
		}
		return systemSpecs()[k] != nil
	}
	return false
}

// overrideLibrary drops the library or system definition of p, which a
// program's own replaces, keeping it first for the library's calls (see
// above).
func overrideLibrary(m *engine.Machine, p *engine.Pred) {
	if keptName(m, p.Name, p.Arity) == nil && keepable(p) {
		keepLibrary(m, p)
	}
	p.SetLibrary() // so that Abolish drops a Go definition too
	m.Abolish(p)
}

// keepLibrary keeps the library's definition of p under its module's
// local name, and makes the library's clauses that call p call it.
func keepLibrary(m *engine.Machine, p *engine.Pred) {
	l := loaderOf(m)
	if l.libPrivate == nil {
		l.libPrivate = &libPrivate{byKey: map[predKey]*engine.Atom{}, byName: map[*engine.Atom]libKept{}}
	}
	lp := l.libPrivate
	if m.Hooks.Modules == nil {
		m.Hooks.Modules = keptResolver{}
	}
	k := predKey{p.Name, p.Arity}
	mod := libraryHome(p)
	kept := engine.Intern(mod.Name + ":" + p.Name.Name)
	lp.byKey[k] = kept
	lp.byName[kept] = libKept{module: mod, name: p.Name}
	callers := libraryCallers(k)
	clauses := libraryClauses(append([]predKey{k}, callers...))
	if cls := clauses[k]; len(cls) > 0 {
		for _, t := range cls {
			addKeptClause(m, lp, t, kept)
		}
	} else {
		fn := systemSpecs()[k]
		name, arity := p.Name, p.Arity
		m.RegisterAll([]engine.BuiltinSpec{{Name: kept.Name, Arity: arity, Fn: func(m *engine.Machine, args []engine.Term) (bool, error) {
			ok, err := fn(m, args)
			if e, isExc := err.(*engine.Exception); isExc {
				err = e.WithContext(name, arity) // the error of the predicate called
			}
			return ok, err
		}}})
	}
	kp := m.Lookup(kept, p.Arity)
	kp.SetLibrary()
	if !p.CountsInference() {
		kp.SetNoInference()
	}
	if p.WorksOnOriginals() {
		kp.SetOnOriginals()
	} else if p.IsSolverOnly() {
		kp.SetSolverOnly()
	}
	if p.KeepsHostState() {
		kp.SetHostState()
	}
	for _, pi := range modelTests {
		if n, a := splitPI(pi); n == p.Name.Name && a == p.Arity {
			m.SetModelTest(kp)
		}
	}
	// The library's callers, or the kept definitions of those a program
	// redefined before, call the kept name.
	for _, c := range callers {
		if c == k {
			continue
		}
		if ck := lp.byKey[c]; ck != nil {
			refreshKept(m, lp, clauses[c], m.Lookup(ck, c.arity), ck)
			continue
		}
		if cp := m.Lookup(c.name, c.arity); cp != nil && cp.IsLibrary() && !cp.IsDynamic() && cp.NumberOfClauses() > 0 {
			refreshKept(m, lp, clauses[c], cp, nil)
		}
	}
}

// refreshKept replaces the clauses of p, a library predicate (or, with
// kept set, the kept definition of one), with the library's clauses cls
// renamed as lp says.
func refreshKept(m *engine.Machine, lp *libPrivate, cls []engine.Term, p *engine.Pred, kept *engine.Atom) {
	if p == nil || len(cls) == 0 {
		return
	}
	for _, c := range p.Clauses() {
		m.Erase(c)
	}
	for _, t := range cls {
		addKeptClause(m, lp, t, kept)
	}
}

// addKeptClause adds the library clause t with its calls of kept
// predicates renamed, and its head renamed to kept unless that is nil.
func addKeptClause(m *engine.Machine, lp *libPrivate, t engine.Term, kept *engine.Atom) {
	head, body := engine.SplitClause(t)
	body = renameLibGoals(body, 0, func(k predKey) *engine.Atom { return lp.byKey[k] })
	if kept != nil {
		head = rename(engine.Deref(head), kept)
	}
	// Library clauses are well formed: AddLibraryClause cannot fail here.
	_, _ = m.AddLibraryClause(engine.NewCompound(engine.AtomNeck, head, body))
}

// maxLibGoalDepth bounds the nesting of goals renameLibGoals follows: the
// library's clauses, which are all it reads, nest far less.
const maxLibGoalDepth = 64

// renameLibGoals returns goal g with each call, and each goal or closure
// passed to a meta-predicate, of a predicate k for which to returns a
// name renamed to it; g itself when nothing is renamed. Qualified goals
// are left as they are.
func renameLibGoals(g engine.Term, depth int, to func(predKey) *engine.Atom) engine.Term {
	g = engine.Deref(g)
	if depth > maxLibGoalDepth {
		return g
	}
	switch x := g.(type) {
	case *engine.Atom:
		if a := to(predKey{x, 0}); a != nil {
			return a
		}
		return x
	case *engine.Compound:
		k := predKey{x.Name, len(x.Args)}
		var args []engine.Term
		set := func(i int, t engine.Term) {
			if t == x.Args[i] {
				return
			}
			if args == nil {
				args = append([]engine.Term(nil), x.Args...)
			}
			args[i] = t
		}
		switch {
		case x.Name == engine.AtomColon && len(x.Args) == 2:
			return x
		case controlFunctor(x.Name, len(x.Args)):
			for i, a := range x.Args {
				set(i, renameLibGoals(a, depth+1, to))
			}
		default:
			for i, s := range metaSpecs[k] {
				switch {
				case s == 0:
					set(i, renameLibGoals(x.Args[i], depth+1, to))
				case s > 0 && s < metaCaret:
					set(i, renameClosure(x.Args[i], int(s), to))
				case s == metaCaret:
					set(i, renameCaret(x.Args[i], depth+1, to))
				}
			}
		}
		name := x.Name
		if a := to(k); a != nil {
			name = a
		}
		if args == nil && name == x.Name {
			return x
		}
		if args == nil {
			args = x.Args
		}
		return engine.NewCompound(name, args...)
	}
	return g
}

// renameClosure renames closure c, called with extra more arguments, as
// renameLibGoals does a goal.
func renameClosure(c engine.Term, extra int, to func(predKey) *engine.Atom) engine.Term {
	c = engine.Deref(c)
	name, arity, ok := engine.Functor(c)
	if !ok || name == engine.AtomColon && arity == 2 {
		return c
	}
	if a := to(predKey{name, arity + extra}); a != nil {
		return rename(c, a)
	}
	return c
}

// renameCaret renames the goal of V^Goal, as bagof/3 takes it.
func renameCaret(t engine.Term, depth int, to func(predKey) *engine.Atom) engine.Term {
	t = engine.Deref(t)
	if c, ok := t.(*engine.Compound); ok && c.Name == atomCaret && len(c.Args) == 2 {
		if g := renameCaret(c.Args[1], depth+1, to); g != c.Args[1] {
			return engine.NewCompound(atomCaret, c.Args[0], g)
		}
		return c
	}
	return renameLibGoals(t, depth, to)
}

// libraryCall returns the name under which Go code calls the library or
// system predicate name/arity: the name its definition is kept under
// when a program redefined it.
func libraryCall(m *engine.Machine, name *engine.Atom, arity int) *engine.Atom {
	if kept := keptName(m, name, arity); kept != nil {
		return kept
	}
	return name
}

// keptModule returns the module of a kept name.
func keptModule(m *engine.Machine, kept *engine.Atom) *engine.Atom {
	k, _ := keptFor(m, kept)
	return k.module
}

// keptGoal returns goal g of module, when module is the library module
// whose predicate g calls and a program redefined that predicate in
// user: g under the name the library's definition is kept under.
func keptGoal(m *engine.Machine, module *engine.Atom, g engine.Term) (engine.Term, bool) {
	lp := libPrivateOf(m)
	if lp == nil {
		return nil, false
	}
	if l := loaderOf(m); l.modules != nil && l.modules.byName[module] != nil {
		return nil, false // a module a file defined
	}
	name, arity, ok := engine.Functor(g)
	if !ok {
		return nil, false
	}
	kept := lp.byKey[predKey{name, arity}]
	if kept == nil || lp.byName[kept].module != module {
		return nil, false
	}
	return rename(engine.Deref(g), kept), true
}

// keptQualified returns Module:Head (indicator false) or Module:Name/Arity
// (indicator true) as the head or indicator of the library's kept
// definition, when keptGoal would run it.
func keptQualified(m *engine.Machine, t engine.Term, indicator bool) (engine.Term, bool) {
	if libPrivateOf(m) == nil || !isQualified(t) {
		return nil, false
	}
	inner, module, ok := stripQualifiers(t)
	if !ok || module == nil {
		return nil, false
	}
	if !indicator {
		return keptGoal(m, module, inner)
	}
	c, isPI := inner.(*engine.Compound)
	if !isPI || c.Name != engine.AtomSlash || len(c.Args) != 2 {
		return nil, false
	}
	name, isAtom := engine.Deref(c.Args[0]).(*engine.Atom)
	arity, isInt := engine.Deref(c.Args[1]).(engine.Int)
	if !isAtom || !isInt {
		return nil, false
	}
	if g, ok := keptGoal(m, module, engine.NewCompound(name, make([]engine.Term, max(int(arity), 1))...)); ok && arity > 0 {
		return engine.PI(g.(*engine.Compound).Name, int(arity)), true
	}
	return nil, false
}

// keptResolver is the engine.ModuleResolver of an interpreter whose
// files defined no module (see modulesOf for one whose files did):
// Module:Goal of a library module whose definition the interpreter keeps
// runs the kept definition, a goal of '$bags' is left to '$module_goal'/3
// (bagsGoal), any other goal runs as it is.
type keptResolver struct{}

// ResolveCall implements engine.ModuleResolver.
func (keptResolver) ResolveCall(m *engine.Machine, module, name *engine.Atom, arity int) (*engine.Atom, bool) {
	if name == engine.AtomColon && arity == 2 || module == engine.AtomBags {
		return nil, false
	}
	if kept := keptName(m, name, arity); kept != nil && keptModule(m, kept) == module {
		return kept, true
	}
	q := m.Lookup(name, arity)
	return nil, q != nil && q.IsDefined() || module == engine.AtomUser || module.Name == "system"
}
