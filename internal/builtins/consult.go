package builtins

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// Loading source files: consult/1, ensure_loaded/1, [F], initialization/1,2
// and the warnings SWI-Prolog gives while loading.

// loader is an interpreter's record of loaded files.
type loader struct {
	loaded map[string]int64 // absolute path -> modification time (ns)
	// mainGoals are initialization(G, main) goals, run by the program
	// after loading.
	mainGoals []MainGoal
	// noSingleton is style_check(-singleton): no singleton warnings.
	noSingleton bool
	// tablingLoaded is set once library(tabling) was loaded, whose
	// deprecation swipl reports the first time.
	tablingLoaded bool
	// problems are the errors of loading since TakeLoadProblems: syntax
	// errors, directives that failed or raised an error, clauses that
	// could not be added.
	problems []LoadProblem
	// ssu records the predicates of => rules (see ssuPreds), ssuRules
	// the rules their clauses were translated from (see ssuRemember).
	ssu      map[*engine.Pred]bool
	ssuRules map[*engine.Clause]ssuListing
	// yall is what the compiled lambdas need (see yall_expand.go).
	yall yallState
	// lastRead is the file stream read_term/2,3 last read, until it is
	// closed: swipl's source location, which heads the message of a
	// syntax error it raised (see openReadPlace).
	lastRead *engine.Stream
	// lastReadLine is the line where the term last read from lastRead
	// begins (see parser.Reader.StartLine).
	lastReadLine int
	// modules are the modules files defined (see modules.go);
	// importLists holds the import list of a use_module/2 loading the
	// file at a path (nil: all).
	modules     *moduleTable
	importLists map[string]*importSpec
	// libImports holds, for each load, the library predicates its
	// use_module/1,2 directives imported, by name (see
	// noteLibraryImports).
	libImports map[*engine.LoadContext]map[predKey]libImport
	// libPrivate holds the library's definitions of the predicates a
	// program redefined, which the library still calls (see
	// overrideLibrary).
	libPrivate *libPrivate
	// reloading holds the paths of files LoadFile loads again, until
	// LoadSource begins; reloads the state of each load that is a
	// reload (see reload.go).
	reloading map[string]bool
	reloads   map[*engine.LoadContext]*reloadState
	// defined holds, for each file loaded, the predicates its last
	// load defined: reloading it takes them back from a file that
	// redefined them since without a warning, as swipl does.
	defined map[string]map[*engine.Pred]bool
	// libModules are the modules of swipl's libraries that the
	// program's use_module/1,2, ensure_loaded/1 and reexport/1,2 of
	// libraries loaded (see swiLibraryModules), in the order they were
	// loaded; autoloading counts the autoload/1,2 directives running,
	// which load nothing in swipl until a predicate is called.
	libModules  []*engine.Atom
	autoloading int
}

// LoadProblem is one error met while loading a file, which the loader
// reported and went past.
type LoadProblem struct {
	File         string
	Line, Column int // Column counts from 0, as SWI-Prolog's messages do; 0 if unknown
	Message      string
}

// maxLoadProblems bounds the problems kept for one load: a binary file
// consulted by mistake gives a syntax error per clause.
const maxLoadProblems = 1000

func noteProblem(m *engine.Machine, file string, line, col int, msg string) {
	l := loaderOf(m)
	if len(l.problems) < maxLoadProblems {
		l.problems = append(l.problems, LoadProblem{File: file, Line: line, Column: col, Message: msg})
	}
}

// TakeLoadProblems returns and clears the problems of the loads since
// the last call.
func TakeLoadProblems(m *engine.Machine) []LoadProblem {
	l := loaderOf(m)
	ps := l.problems
	l.problems = nil
	return ps
}

func loaderOf(m *engine.Machine) *loader {
	if l, ok := m.Hooks.Slots[slotLoader].(*loader); ok {
		return l
	}
	l := &loader{loaded: map[string]int64{}}
	m.Hooks.Slots[slotLoader] = l
	return l
}

// MainGoal is a goal registered with initialization(G, main) and the
// place of the directive, which SWI-Prolog's messages about it name.
type MainGoal struct {
	Goal engine.Term
	File string
	Line int
}

// MainGoals returns and clears the goals registered with
// initialization(G, main).
func MainGoals(m *engine.Machine) []MainGoal {
	l := loaderOf(m)
	gs := l.mainGoals
	l.mainGoals = nil
	return gs
}

var (
	atomLibrary        = engine.Intern("library")
	atomInitialization = engine.Intern("initialization")
	atomNow            = engine.Intern("now")
	atomMain           = engine.Intern("main")
	atomDCGArrow       = engine.Intern("-->")
	atomQuery          = engine.Intern("?-")
)

var atomIsAbsoluteFileName = engine.Intern("is_absolute_file_name")

// resolveSource turns a file specification into an absolute path:
// relative names are taken against the directory of the file being
// loaded (or the working directory), and ".pl" is added when the name as
// given does not exist.
func resolveSource(m *engine.Machine, spec engine.Term) (string, bool, error) {
	spec = engine.Deref(spec)
	var name string
	switch s := spec.(type) {
	case *engine.Var:
		return "", false, engine.InstantiationError()
	case *engine.Atom:
		name = s.Name
	case engine.String:
		name = string(s)
	case *engine.Compound:
		if s.Name == atomLibrary && len(s.Args) == 1 {
			// built-in libraries are always loaded
			err := checkLibrary(m, s.Args[0])
			if err != nil {
				if path, ok, aerr := aliasSource(m, s); ok {
					return path, false, aerr // the program's library directory
				}
			}
			return "", true, err
		}
		if s.Name == engine.AtomSlash && len(s.Args) == 2 {
			// a/b path notation
			name = strings.ReplaceAll(engine.Format(s, engine.WriteOptions{}), " ", "")
		} else if path, ok, err := aliasSource(m, s); ok {
			return path, false, err
		} else {
			return "", false, m.Rethrown(engine.ExistenceError("source_sink", spec))
		}
	case engine.Int, engine.Float, *engine.BigInt, *engine.Rat:
		// swipl's absolute_file_name/3 wants text.
		return "", false, engine.TypeError("text", spec).WithContext(atomIsAbsoluteFileName, 1)
	default:
		return "", false, engine.TypeError("atom", spec)
	}
	if strings.HasPrefix(name, "~/") && SandboxOf(m) == nil {
		if home, err := os.UserHomeDir(); err == nil {
			name = filepath.Join(home, name[2:])
		}
	}
	if !filepath.IsAbs(name) {
		dir := "."
		if m.LoadContext != nil {
			dir = m.LoadContext.Dir
		} else if wd, ok := sandboxWD(m); ok {
			dir = wd
		}
		name = filepath.Join(dir, name)
	}
	candidates := []string{name + ".pl", name}
	if filepath.Ext(name) != "" {
		candidates = []string{name, name + ".pl"}
	}
	for _, c := range candidates {
		fi, path, err := statFile(m, c, spec)
		if refused(err) {
			return "", false, err
		}
		if err == nil && !fi.IsDir() {
			return path, false, nil
		}
	}
	// SWI-Prolog's error for a missing source names no predicate: the
	// context stays unbound, as in a ball the program threw.
	return "", false, m.Rethrown(engine.ExistenceError("source_sink", spec))
}

// Consult loads a file given by a specification term, or the files of a
// list of them, in order, as SWI-Prolog does: the error of a list's
// element is printed and the next one loads, and the elements are
// specifications themselves, never lists to flatten (a list that holds
// itself is one file specification that does not exist); a partial list
// is an instantiation error, and a list ending in another term, or with
// a cyclic spine, a type error (see fileList).
func Consult(m *engine.Machine, spec engine.Term) error { return consultSpecs(m, spec, true) }

// consultSpecs is Consult; numbers says a number or a string names the
// file its text names, as for consult/1 (load_files/2 wants atoms).
func consultSpecs(m *engine.Machine, spec engine.Term, numbers bool) error {
	xs, isList, err := fileList(m, spec)
	switch {
	case err != nil:
		return err
	case isList:
		return loadEach(m, xs, func(x engine.Term) error { return consultFile(m, x, numbers) })
	}
	return consultFile(m, spec, numbers)
}

// fileList returns the elements of spec when it is a list of file
// specifications, and swipl's error of must_be(list, Files), with no
// context, when its spine ends in a variable or in a term that is not
// [], or is cyclic: a list cell is a list.
func fileList(m *engine.Machine, spec engine.Term) ([]engine.Term, bool, error) {
	if xs, ok := engine.ListToSlice(spec); ok {
		return xs, true, nil
	}
	c, ok := engine.Deref(spec).(*engine.Compound)
	if !ok || c.Name != engine.AtomDot || len(c.Args) != 2 {
		return nil, false, nil
	}
	end, cyclic := listEnd(spec)
	switch {
	case cyclic:
		end = c
	case isVarTerm(end):
		return nil, false, engine.InstantiationError().Contextless(m.NewVar())
	}
	return nil, false, engine.TypeError("list", end).Contextless(m.NewVar())
}

// loadEach loads each of the file specifications xs with load, as swipl
// loads a list of them: the error of one is printed, and the next one
// loads.
func loadEach(m *engine.Machine, xs []engine.Term, load func(engine.Term) error) error {
	for _, x := range xs {
		err := load(x)
		if exc, ok := err.(*engine.Exception); ok {
			if c, ok := engine.Deref(exc.Ball).(*engine.Compound); ok && c.Name == engine.AtomError && len(c.Args) == 2 {
				if _, err := printMessage(m, []engine.Term{atomError, exc.Ball}); err != nil {
					return err
				}
				continue
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// consultFile loads the file that spec names. With numbers, as swipl's
// consult/1, it takes the text of a number or a string for an atom's.
func consultFile(m *engine.Machine, spec engine.Term, numbers bool) error {
	switch x := engine.Deref(spec).(type) {
	case engine.Int, engine.Float, *engine.BigInt, *engine.Rat:
		if numbers {
			spec = engine.Intern(engine.Format(x, engine.WriteOptions{}))
		}
	case engine.String:
		if numbers {
			spec = engine.Intern(string(x))
		}
	}
	path, builtin, err := resolveSource(m, spec)
	if err != nil || builtin {
		return err
	}
	return LoadFile(m, path)
}

// LoadFile consults the file at path.
func LoadFile(m *engine.Machine, path string) error {
	if err := reserveStream(m); err != nil {
		return err
	}
	f, _, err := openFile(m, path, os.O_RDONLY, engine.Intern(path))
	if refused(err) {
		return err
	}
	if err != nil {
		return engine.ExistenceError("source_sink", engine.Intern(path))
	}
	defer f.Close()
	defer loadingFile(m)()
	l := loaderOf(m)
	if _, again := l.loaded[path]; again {
		if l.reloading == nil {
			l.reloading = map[string]bool{}
		}
		l.reloading[path] = true
	}
	if fi, err := f.Stat(); err == nil {
		l.loaded[path] = fi.ModTime().UnixNano()
	}
	reread := func() (io.ReadCloser, error) {
		f, _, err := openFile(m, path, os.O_RDONLY, engine.Intern(path))
		return f, err
	}
	return LoadSource(m, engine.NewInputStream(f, path, nil), path, reread)
}

// LoadStream consults clauses from s; file names the source in messages
// and gives the directory for relative paths.
func LoadStream(m *engine.Machine, s *engine.Stream, file string) error {
	return LoadSource(m, s, file, nil)
}

// LoadSource is LoadStream of a text that reread gives again from its
// start, which a module file needs (see fileLoad.readAhead); reread may
// be nil.
func LoadSource(m *engine.Machine, s *engine.Stream, file string, reread func() (io.ReadCloser, error)) error {
	ctx := &engine.LoadContext{File: file, Dir: filepath.Dir(file), Defined: map[*engine.Pred]bool{}, Parent: m.LoadContext}
	if strings.HasPrefix(file, "user://") || (SandboxOf(m) != nil && !filepath.IsAbs(ctx.Dir)) {
		if wd, ok := sandboxWD(m); ok {
			ctx.Dir = wd
		}
	}
	m.LoadContext = ctx
	abolishTables(m) // the file may change the clauses they were computed from
	l := loaderOf(m)
	var reload *reloadState
	if l.reloading[file] {
		delete(l.reloading, file)
		reload = &reloadState{preds: map[*engine.Pred]*reloadPred{}}
		if l.reloads == nil {
			l.reloads = map[*engine.LoadContext]*reloadState{}
		}
		l.reloads[ctx] = reload
		defer delete(l.reloads, ctx)
	}
	// As in SWI-Prolog, style_check/1 settings made by a file last until
	// the end of that file.
	savedStyle := l.noSingleton
	savedDQ := m.Flags.DoubleQuotes
	fl := &fileLoad{m: m, ctx: ctx, reread: reread}
	if l.modules != nil {
		if host := l.modules.loadingModule(ctx.Parent); host != nil && reread != nil && !fl.moduleFile() {
			// A file that is not a module's, loaded from a module's
			// file, is loaded into that module, as in swipl (see
			// fileLoad.guest).
			fl.mod, fl.guest = host, true
			if l.modules.guests == nil {
				l.modules.guests = map[string]*module{}
			}
			l.modules.guests[file] = host
			fl.readAhead(host)
		}
	}
	defer func() {
		m.LoadContext = ctx.Parent
		l.noSingleton = savedStyle
		if fl.mod != nil {
			m.Flags.DoubleQuotes = savedDQ
		}
	}()
	if err := fl.read(parser.NewReader(m, s), file, 0); err != nil {
		return err
	}
	if err := fl.sealSSU(); err != nil {
		return err
	}
	if fl.mod != nil && !fl.guest {
		fl.importModule(file)
	}
	if reload != nil {
		finishReload(m, ctx, reload, fl.mod)
	}
	if l.defined == nil {
		l.defined = map[string]map[*engine.Pred]bool{}
	}
	l.defined[file] = ctx.Defined
	// As in SWI-Prolog, initialization/1 goals run once the file is
	// loaded: source_location/2 and prolog_load_context/2 no longer see it.
	m.LoadContext = ctx.Parent
	for _, g := range fl.inits {
		if err := runInitialization(m, g); err != nil {
			return err
		}
	}
	return nil
}

// runInitialization runs an initialization/1 goal once its file is
// loaded, with SWI-Prolog's messages for failure and errors.
func runInitialization(m *engine.Machine, g MainGoal) error {
	return runInitGoal(m, g, "")
}

// runInitGoal is runInitialization with header before its messages:
// the File:Line: line of a message printed while the file loads, for
// initialization(Goal, now).
func runInitGoal(m *engine.Machine, g MainGoal, header string) error {
	ok, err := m.Once(g.Goal)
	if err != nil {
		if h, isHalt := err.(*engine.Halt); isHalt {
			return h
		}
		if exc, isExc := err.(*engine.Exception); isExc {
			ball := WithCallerContext(m, g.Goal, exc.Ball, InitGoalFrame)
			msg := fmt.Sprintf("%s:%d: Initialization goal raised exception:\n%s", g.File, g.Line, ErrorMessageIn(m, ball))
			if header == "" {
				header = openReadPlace(m, ball)
			}
			if header != "" {
				msg = header + strings.ReplaceAll(msg, "\n", "\n   ")
			}
			printLines(m, m.UserErr, "ERROR: ", msg)
			noteProblem(m, g.File, g.Line, 0, "Initialization goal raised exception: "+ErrorMessageIn(m, ball))
			return nil
		}
		return err
	}
	if !ok {
		PrintWarning(m, fmt.Sprintf("%s%s:%d: Initialization goal failed", header, g.File, g.Line))
		noteProblem(m, g.File, g.Line, 0, "Initialization goal failed")
	}
	return nil
}

// openReadPlace is, for the syntax error ball of a read from the file
// that read_term/2,3 last read, its stream still open, the header swipl
// prints before the message, "File:Line:\n   ": the read left its place
// (the line where the term begins) as the source location, which holds
// until the stream is closed. "" for any other ball.
func openReadPlace(m *engine.Machine, ball engine.Term) string {
	last := loaderOf(m).lastRead
	if last == nil || !isSyntaxErrorBall(ball) {
		return ""
	}
	pos, ok := engine.Deref(ball.(*engine.Compound).Args[1]).(*engine.Compound)
	if !ok || pos.Name.Name != "file" || len(pos.Args) != 4 {
		return ""
	}
	file, ok := engine.Deref(pos.Args[0]).(*engine.Atom)
	if !ok || file.Name != last.FileName {
		return ""
	}
	return fmt.Sprintf("%s:%d:\n   ", file.Name, loaderOf(m).lastReadLine)
}

// fileLoad is the state of one consulted file, shared by the files it
// includes with include/1.
type fileLoad struct {
	m     *engine.Machine
	ctx   *engine.LoadContext
	inits []MainGoal
	last  *engine.Pred
	conds condStack
	// ssu are the predicates of => rules the file added to since they
	// were last sealed (see sealSSU).
	ssu []*engine.Pred
	// mod is the module a module/2 directive began: the file's clauses
	// are its (see modules.go). SWI-Prolog keeps the double_quotes flag
	// local to a module, so a module file's setting ends with the file.
	mod *module
	// reread gives the text of the file again from its start, or is nil.
	reread func() (io.ReadCloser, error)
	// shared are the exported predicates of the module that its file
	// declares dynamic or multifile (see readAhead).
	shared map[predKey]bool
	// guest says that mod is not the file's own module but the one of
	// the module file that loads it, a file without module/2: its
	// clauses are that module's, and it imports nothing at its end.
	guest bool
}

// maxIncludeDepth bounds nested include/1 directives, so that a file
// including itself is an error instead of a loop.
const maxIncludeDepth = 64

var atomInclude = engine.Intern("include")

// read loads the terms of r, whose text comes from file (the consulted
// file or one it includes, depth levels down).
func (fl *fileLoad) read(r *parser.Reader, file string, depth int) error {
	m, ctx := fl.m, fl.ctx
	for {
		res, err := r.Next()
		if err == io.EOF {
			warnEncoding(m, r, file, 0)
			return nil
		}
		if err != nil {
			var perr *parser.Error
			if errors.As(err, &perr) {
				printLines(m, m.UserErr, "ERROR: ", fmt.Sprintf("%s:%d:%d: Syntax error: %s", file, perr.Line, max(perr.Col-1, 0), perr.Msg)) // SWI-Prolog counts columns from 0 here
				noteProblem(m, file, perr.Line, max(perr.Col-1, 0), "Syntax error: "+perr.Msg)
				warnEncoding(m, r, file, 0)
				continue
			}
			return err
		}
		warnEncoding(m, r, file, res.Line)
		if res.Term == engine.Term(engine.AtomEOF) {
			return nil // the term end_of_file ends the file, as in swipl
		}
		ctx.Line = res.Line
		if fl.conds.directive(m, res.Term, file, res.Line) || fl.conds.skipping() {
			continue
		}
		if len(res.Singletons) > 0 && !loaderOf(m).noSingleton {
			names := make([]string, len(res.Singletons))
			for i, v := range res.Singletons {
				names[i] = v.Name
			}
			PrintWarning(m, fmt.Sprintf("%s:%d:\n   Singleton variables: [%s]", file, res.Line, strings.Join(names, ",")))
		}
		// SWI-Prolog's compiler warns of these; a clause it refuses
		// (see checkBody) has no such warning. style_check(-singleton)
		// silences those about variables, not those about tests.
		cc := compiledClause(m, res.Term)
		var bs []branchSingleton
		var multi, tests []string
		if _, _, _, err := clauseParts(cc); err == nil {
			noSingleton := loaderOf(m).noSingleton
			// The compiled lambdas' aux clauses come first, and the
			// clause is checked without their variables.
			cc = yallExpandAux(m, cc, fl.mod, func(aux engine.Term) {
				if noSingleton {
					return
				}
				for _, s := range branchSingletons(aux, res.Vars, compileOrder(m, aux, res.Vars).negationsSeen()) {
					where := "branch"
					if s.negation {
						where = "\\+"
					}
					PrintWarning(m, fmt.Sprintf("%s:%d:\n   Singleton variable in %s: %s", file, res.Line, where, s.name))
				}
			})
			walk := compileOrder(m, cc, res.Vars)
			if !noSingleton {
				bs = branchSingletons(cc, res.Vars, walk.negationsSeen())
				if !isDirective(res.Term) {
					multi = multitons(res.Term, res.Vars)
				}
			}
			if walk != nil {
				tests = walk.out
			}
		}
		if len(bs) > 0 || len(multi) > 0 || len(tests) > 0 {
			var b strings.Builder
			fmt.Fprintf(&b, "%s:%d:", file, res.Line)
			for _, name := range multi {
				fmt.Fprintf(&b, "\n   Singleton-marked variable appears more than once: %s", name)
			}
			for _, s := range bs {
				where := "branch"
				if s.negation {
					where = "\\+"
				}
				fmt.Fprintf(&b, "\n   Singleton variable in %s: %s", where, s.name)
			}
			for _, t := range tests {
				b.WriteString("\n   " + t)
			}
			PrintWarning(m, b.String())
		}
		terms, expanded, err := fl.moduleExpansion(res.Term)
		if err != nil {
			if err = fl.report(err, file, res.Line); err != nil {
				return err
			}
			continue
		}
		if !expanded && userExpansion(m) {
			if terms, err = expandTerm(m, res.Term); err != nil {
				if exc, ok := err.(*engine.Exception); ok {
					printErrorAt(m, file, res.Line, exc.Ball)
					noteProblem(m, file, res.Line, 0, ErrorMessageIn(m, exc.Ball))
					continue
				}
				return err
			}
		}
		names := sourceNames(res.Vars)
		for _, t := range terms {
			if err := fl.term(t, names, file, res.Line, depth); err != nil {
				return err
			}
		}
	}
}

// term loads one term read (after expansion) from file at line: a
// directive runs, a clause is added.
func (fl *fileLoad) term(t engine.Term, names map[*engine.Var]string, file string, line, depth int) error {
	m, ctx := fl.m, fl.ctx
	if fl.mod == nil {
		if mt := loaderOf(m).modules; mt != nil || qualifiedClause(t) {
			t = modulesOf(m).moduleClause(m, t)
		}
		t = stripModule(t)
	}
	t = yallExpand(m, t, fl.mod)
	if c, ok := t.(*engine.Compound); ok && len(c.Args) == 1 && (c.Name == engine.AtomNeck || c.Name == atomQuery) {
		goal := engine.Deref(c.Args[0])
		if ic, ok := goal.(*engine.Compound); ok && ic.Name == atomModule && len(ic.Args) == 2 {
			if err := fl.startModule(ic.Args[0], ic.Args[1], file); err != nil {
				if loaded, ok := err.(errModuleLoaded); ok {
					return &engine.Exception{Ball: loaded.ball}
				}
				return fl.report(err, file, line)
			}
			return nil
		}
		if ic, ok := goal.(*engine.Compound); ok && ic.Name == atomInclude && len(ic.Args) == 1 {
			// Before a module's rewriting, which would make it the
			// module's unknown include/1: the included terms are the
			// module's, as in SWI-Prolog.
			return fl.include(ic.Args[0], file, line, depth)
		}
		shown := engine.NewCompound(engine.AtomColon, engine.AtomUser, goal)
		if fl.mod != nil {
			shown = engine.NewCompound(engine.AtomColon, fl.mod.name, goal)
			goal = engine.Deref(fl.moduleTerm(t).(*engine.Compound).Args[0])
		}
		goal = declarationGoal(m, goal)
		if moduleFlagDirective(fl.mod, goal) {
			return nil
		}
		if ic, ok := goal.(*engine.Compound); ok && ic.Name == atomInitialization {
			g := MainGoal{Goal: ic.Args[0], File: file, Line: line}
			switch {
			case len(ic.Args) == 1:
				fl.inits = append(fl.inits, g)
				return nil
			case len(ic.Args) == 2 && engine.Deref(ic.Args[1]) == atomMain:
				loaderOf(m).mainGoals = append(loaderOf(m).mainGoals, g)
				return nil
			case len(ic.Args) == 2 && engine.Deref(ic.Args[1]) == atomNow:
				// Run at once, where the directive is, as in swipl.
				return runInitGoal(m, g, fmt.Sprintf("%s:%d:\n   ", file, line))
			case len(ic.Args) == 2:
				fl.inits = append(fl.inits, g)
				return nil
			}
		}
		if err := fl.sealSSU(); err != nil {
			return err
		}
		return runDirective(m, goal, shown, file, line)
	}
	if c, ok := t.(*engine.Compound); ok && c.Name == atomDCGArrow && len(c.Args) == 2 {
		// A module file's Module:Head --> Body adds to Module's
		// non-terminal, its body running in the file's module.
		var qual engine.Term
		if h, ok := engine.Deref(c.Args[0]).(*engine.Compound); ok && h.Name == engine.AtomColon && len(h.Args) == 2 {
			qual, c = h.Args[0], engine.NewCompound(atomDCGArrow, h.Args[1], c.Args[1])
		}
		tr, err := DCGTransform(m, c)
		if err != nil {
			return fl.report(err, file, line)
		}
		t = tr
		if qual != nil {
			h, b := engine.SplitClause(tr)
			t = engine.NewCompound(engine.AtomNeck, engine.NewCompound(engine.AtomColon, qual, h), b)
		}
	}
	if c, ok := engine.Deref(t).(*engine.Compound); ok && c.Name == engine.AtomComma && len(c.Args) == 2 {
		// A clause A, B: most likely a full stop for a comma, which
		// swipl's '$store_clause'/4 reports so and does not add.
		const msg = "Full stop in clause-body?  Cannot redefine ,/2"
		printLines(m, m.UserErr, "ERROR: ", fmt.Sprintf("%s:%d:\n   %s", file, line, msg))
		noteProblem(m, file, line, 0, msg)
		return nil
	}
	if fl.mod != nil {
		t = fl.moduleTerm(t)
	} else if mt := loaderOf(m).modules; mt != nil {
		t = mt.userClause(m, t)
	} else {
		// No file defined a module: Module:Goal in a clause stands for
		// Goal.
		t = (&moduleTable{}).userClause(m, t)
	}
	p, err := addProgramClause(m, ctx, file, t, names, fl.last, line)
	if err != nil {
		return fl.report(err, file, line)
	}
	fl.last = p
	if isSSUPred(m, p) && !slices.Contains(fl.ssu, p) {
		fl.ssu = append(fl.ssu, p)
	}
	return nil
}

// qualifiedClause reports whether t is a clause (or fact) of a file
// with a head qualified with a module other than user or system:
// M:Head, M:(Head :- Body), M:Head :- Body or M:Head --> Body.
func qualifiedClause(t engine.Term) bool {
	inner, q, ok := stripQualifiers(t)
	if ok && q != nil && q != engine.AtomUser && q != atomSystem {
		return true
	}
	c, isRule := inner.(*engine.Compound)
	if !isRule || len(c.Args) != 2 || c.Name != engine.AtomNeck && c.Name != atomDCGArrow {
		return false
	}
	_, q, ok = stripQualifiers(c.Args[0])
	return ok && q != nil && q != engine.AtomUser && q != atomSystem
}

// printErrorAt prints the message of the error ball raised by a term of
// file at line as SWI-Prolog's print_system_message/3 does: the location
// on a line of its own, then every line of the message indented by three
// spaces. A syntax error is printed without the location: it carries its
// own, or none (one raised by term_to_atom/2 in a directive).
func printErrorAt(m *engine.Machine, file string, line int, ball engine.Term) {
	msg := ErrorMessageIn(m, ball)
	if isSyntaxErrorBall(ball) {
		printLines(m, m.UserErr, "ERROR: ", msg)
		return
	}
	printLines(m, m.UserErr, "ERROR: ", fmt.Sprintf("%s:%d:\n   %s", file, line, strings.ReplaceAll(msg, "\n", "\n   ")))
}

// isDirective reports whether t is :- Goal or ?- Goal.
func isDirective(t engine.Term) bool {
	c, ok := engine.Deref(t).(*engine.Compound)
	return ok && len(c.Args) == 1 && (c.Name == engine.AtomNeck || c.Name == atomQuery)
}

// isErrorBall reports whether ball is error(_, _).
func isErrorBall(ball engine.Term) bool {
	c, ok := engine.Deref(ball).(*engine.Compound)
	return ok && c.Name == engine.AtomError && len(c.Args) == 2
}

// isSyntaxErrorBall reports whether ball is error(syntax_error(_), _).
func isSyntaxErrorBall(ball engine.Term) bool {
	c, ok := engine.Deref(ball).(*engine.Compound)
	if !ok || c.Name != engine.AtomError || len(c.Args) != 2 {
		return false
	}
	f, ok := engine.Deref(c.Args[0]).(*engine.Compound)
	return ok && f.Name.Name == "syntax_error" && len(f.Args) == 1
}

// report prints the error of a term of file at line as SWI-Prolog
// does, and goes on with the load; an error that is not a Prolog
// exception ends it.
func (fl *fileLoad) report(err error, file string, line int) error {
	exc, ok := err.(*engine.Exception)
	if !ok {
		return err
	}
	printErrorAt(fl.m, file, line, exc.Ball)
	noteProblem(fl.m, file, line, 0, ErrorMessageIn(fl.m, exc.Ball))
	return nil
}

// sealSSU ends each predicate of => rules the file added to with the
// clause raising the no-matching-rule error: once the file is loaded,
// and before a directive, which may call them.
func (fl *fileLoad) sealSSU() error {
	for _, p := range fl.ssu {
		if err := ssuSeal(fl.m, p); err != nil {
			return err
		}
	}
	fl.ssu = fl.ssu[:0]
	return nil
}

// include reads the terms of the file spec names as if they stood in
// place of the directive, as SWI-Prolog's include/1 does: its clauses
// belong to the including file, its messages name the included one.
func (fl *fileLoad) include(spec engine.Term, file string, line, depth int) error {
	m := fl.m
	report := func(err error) error {
		if exc, ok := err.(*engine.Exception); ok {
			printErrorAt(m, file, line, exc.Ball)
			noteProblem(m, file, line, 0, ErrorMessageIn(m, exc.Ball))
			return nil
		}
		return err
	}
	if depth >= maxIncludeDepth {
		return report(engine.ResourceError("include_depth"))
	}
	path, builtin, err := resolveSource(m, spec)
	if _, missing := engine.IsISOError(err, "existence_error", 2); missing {
		// As in SWI-Prolog, a file to include that is not there ends
		// the load with the error, not just the directive.
		return err
	}
	if err != nil || builtin {
		return report(err)
	}
	if err := reserveStream(m); err != nil {
		return report(err)
	}
	f, _, err := openFile(m, path, os.O_RDONLY, engine.Intern(path))
	if err != nil {
		if refused(err) {
			return report(err)
		}
		return engine.ExistenceError("source_sink", spec) // see above
	}
	defer f.Close()
	saved := fl.ctx.Line
	defer func() { fl.ctx.Line = saved }()
	return fl.read(parser.NewReader(m, engine.NewInputStream(f, path, nil)), path, depth+1)
}

// warnEncoding prints, as SWI-Prolog does, the warning of malformed UTF-8
// in the clause r read last, which began on line (0: unknown, the line
// the clause ended on is given).
func warnEncoding(m *engine.Machine, r *parser.Reader, file string, line int) {
	w := r.EncodingWarning()
	if w == nil {
		return
	}
	if line == 0 {
		line = w.Line
	}
	PrintWarning(m, fmt.Sprintf("%s:%d:\n   %s:%d:%d: %s", file, line, engine.QuoteAtomIfNeeded(file), w.Line, w.LinePos, w.Msg))
}

// runDirective runs a directive, printing failure and errors as
// SWI-Prolog does. halt/0,1 ends the load (returned as *engine.Halt), and
// so does a ball that is not error(_, _): as swipl's directive catches
// only error terms, throw(foo) leaves the load to the caller of consult.
// shown is the directive as swipl's warning writes it: Module:Goal as
// read, with the module of the file.
func runDirective(m *engine.Machine, goal, shown engine.Term, file string, line int) error {
	// The warning after an error shows the directive as it was read: the
	// bindings made before the error are not undone for it.
	shown = m.CopyTerm(shown)
	ok, err := m.Once(goal)
	if err != nil {
		if h, isHalt := err.(*engine.Halt); isHalt {
			return h
		}
		if exc, isExc := err.(*engine.Exception); isExc && !isErrorBall(exc.Ball) {
			return exc
		}
		if exc, isExc := err.(*engine.Exception); isExc {
			ball := WithCallerContext(m, goal, exc.Ball, CatchFrame)
			printErrorAt(m, file, line, ball)
			noteProblem(m, file, line, 0, ErrorMessageIn(m, ball))
			// swipl 9.0.4 reports a directive that raised an error as
			// failed too, after the error's message, except a
			// declaration, which its compiler runs itself.
			if !isDeclaration(goal) {
				warnDirectiveFailed(m, shown, file, line)
			}
			return nil
		}
		return err
	}
	if !ok {
		noteProblem(m, file, line, 0, "Goal (directive) failed: "+warnDirectiveFailed(m, shown, file, line))
	}
	return nil
}

// isDeclaration says whether goal, a directive, is a declaration of
// predicates that SWI-Prolog's compiler handles itself (dynamic/1,
// discontiguous/1, multifile/1, table/1 and their kin), module-qualified
// or not.
func isDeclaration(goal engine.Term) bool {
	c, ok := engine.Deref(goal).(*engine.Compound)
	for ok && c.Name == engine.AtomColon && len(c.Args) == 2 {
		c, ok = engine.Deref(c.Args[1]).(*engine.Compound)
	}
	if !ok || len(c.Args) != 1 {
		return false
	}
	switch c.Name.Name {
	case "dynamic", "discontiguous", "multifile", "table", "public", "module_transparent", "meta_predicate", "thread_local":
		return true
	}
	return false
}

// warnDirectiveFailed prints swipl's warning for a failed directive and
// returns its module-qualified goal as written there: Module:Goal, with
// Goal bracketed where its operator binds looser than the colon.
func warnDirectiveFailed(m *engine.Machine, shown engine.Term, file string, line int) string {
	text := quoted(shown)
	PrintWarning(m, fmt.Sprintf("%s:%d:\n   Goal (directive) failed: %s", file, line, text))
	return text
}

// addProgramClause adds a clause read from a file, with SWI-Prolog's rules
// for redefinition: an ISO built-in cannot be redefined (SWI-Prolog's
// permission error), any other system or library predicate is replaced
// silently (in SWI-Prolog the file's definition in module user overrides
// module system's: a program may define its own succ/2, plus/3 or
// msort/2), a predicate of the file being reloaded is wiped first, and a
// predicate of another file is redefined with a warning. goprolog's
// internal built-ins, whose names start with $, stay protected: without
// modules, a definition would replace them for the library too. names are
// the source names of t's variables, kept for listing/1. file is where
// the clause's text is: the loaded file or one it includes.
func addProgramClause(m *engine.Machine, ctx *engine.LoadContext, file string, t engine.Term, names map[*engine.Var]string, last *engine.Pred, line int) (*engine.Pred, error) {
	tr, ssu, err := ssuRule(t)
	if err != nil {
		return nil, err
	}
	t = tr.clause
	name, arity, _, err := clauseParts(t)
	if err != nil {
		return nil, err
	}
	p := m.Declare(name, arity)
	if p.IsISO() || systemHelper(p, name) {
		return nil, engine.PermissionError("modify", "static_procedure", engine.PI(name, arity))
	}
	if !ctx.Defined[p] && importedFrom(m, p) != nil && importedFrom(m, p).file != ctx.File {
		dropImport(m, p, file, line)
	}
	if err := libraryImport(m, ctx, name, arity, file, line, false); err != nil {
		return nil, err
	}
	if !ctx.Defined[p] {
		switch {
		case p.IsLibrary() || p.IsForeign():
			overrideLibrary(m, p)
		case (p.IsMultifile() || p.IsDynamic()) && reloadOf(m, ctx) != nil:
			// Clauses from several files add up, and those asserted at
			// run time stay (see reload.go).
			beginMerge(m, reloadOf(m, ctx), ctx, p)
		case p.IsMultifile():
			// Clauses from several files add up.
		case p.File == ctx.File || loaderOf(m).defined[ctx.File][p]:
			m.Retire(p)
		case p.File != "" && !p.IsDynamic() && p.NumberOfClauses() > 0:
			where := p.File
			if cs := p.Clauses(); len(cs) > 0 {
				if f, l, ok := clauseSourceOf(cs[0]); ok {
					where = fmt.Sprintf("%s:%d", f, l) // the first clause, as swipl says
				}
			}
			PrintWarning(m, fmt.Sprintf("%s:%d:\n   Redefined static procedure %s\n   Previously defined at %s", file, line, displayName(m, name, arity), where))
			m.Retire(p)
		}
		ctx.Defined[p] = true
		p.File = ctx.File
	} else if last != p && !p.IsDiscontiguous() && !p.IsDynamic() && !p.IsMultifile() {
		earlier := ""
		if cs := p.Clauses(); len(cs) > 0 {
			if file, line := cs[0].Source(); file != "" {
				earlier = fmt.Sprintf("\n   Earlier definition at %s:%d", file, line)
			}
		}
		PrintWarning(m, fmt.Sprintf("%s:%d:\n   Clauses of %s are not together in the source-file%s\n   Current predicate: %s\n   Use :- discontiguous %s. to suppress this message",
			file, line, displayName(m, name, arity), earlier, piText(m, last), displayName(m, name, arity)))
	}
	if err := ssuCheckMix(m, p, ssu); err != nil {
		return nil, err
	}
	added := callVarGoals(t)
	cl, err := m.AddClause(added, true)
	if err != nil {
		return nil, err
	}
	noteAdded(reloadOf(m, ctx), p, cl)
	cl.SetSource(file, line)
	if ssu {
		ssuRemember(m, cl, tr.rule, names)
	}
	if len(names) > 0 {
		cl.SetVarNames(m.SourceVarNames(cl, added, names))
	}
	return p, nil
}

// sourceNames maps the named variables of a term read to their names.
func sourceNames(vars []parser.VarInfo) map[*engine.Var]string {
	if len(vars) == 0 {
		return nil
	}
	names := make(map[*engine.Var]string, len(vars))
	for _, v := range vars {
		names[v.Var] = v.Name
	}
	return names
}

func piText(m *engine.Machine, p *engine.Pred) string {
	if p == nil {
		return "none"
	}
	return displayName(m, p.Name, p.Arity)
}

func consult1(m *engine.Machine, args []engine.Term) (bool, error) {
	if err := Consult(m, args[0]); err != nil {
		return false, err
	}
	return true, nil
}

// loadFiles2 implements load_files(+Files, +Options): Files loaded as
// consult/1 loads them, or, with if(not_loaded) or if(changed), as
// ensure_loaded/1 does. The other options of swipl's are accepted and
// have no effect.
func loadFiles2(m *engine.Machine, args []engine.Term) (bool, error) {
	opts, ok := engine.ListToSlice(args[1])
	if !ok {
		// swipl's option processing raises these without a context.
		if _, isVar := engine.Deref(args[1]).(*engine.Var); isVar {
			return false, engine.InstantiationError().Contextless(m.NewVar())
		}
		return false, engine.TypeError("list", args[1]).Contextless(m.NewVar())
	}
	once := false
	for _, o := range opts {
		if c, ok := engine.Deref(o).(*engine.Compound); ok && c.Name.Name == "if" && len(c.Args) == 1 {
			switch textOrQuoted(c.Args[0]) {
			case "not_loaded", "changed":
				once = true
			case "true":
				once = false
			}
		}
	}
	if !once {
		if err := consultSpecs(m, args[0], false); err != nil {
			return false, err
		}
		return true, nil
	}
	return ensureLoaded1(m, args[:1])
}

// ensureLoaded1 implements ensure_loaded(+Files): each file, or the file,
// loaded unless it is loaded already.
func ensureLoaded1(m *engine.Machine, args []engine.Term) (bool, error) {
	xs, isList, err := fileList(m, args[0])
	if err != nil {
		return false, err
	}
	if isList {
		err := loadEach(m, xs, func(x engine.Term) error {
			_, err := ensureLoadedFile(m, x)
			return err
		})
		return err == nil, err
	}
	return ensureLoadedFile(m, args[0])
}

// ensureLoadedFile loads the file that spec names unless it is loaded
// already.
func ensureLoadedFile(m *engine.Machine, spec engine.Term) (bool, error) {
	args := []engine.Term{spec}
	if name, ok := libraryName(args[0]); ok && !programLibrary(m, args[0]) {
		return useLibrary(m, name)
	}
	path, builtin, err := resolveSource(m, args[0])
	if err != nil || builtin {
		return err == nil, err
	}
	if _, ok := loaderOf(m).loaded[path]; ok {
		if err := guestConflict(m, path); err != nil {
			return false, err
		}
		importLoaded(m, path, nil)
		return true, nil
	}
	if err := LoadFile(m, path); err != nil {
		return false, err
	}
	return true, nil
}

// make0 reloads every loaded file modified since it was loaded.
func make0(m *engine.Machine, args []engine.Term) (bool, error) {
	l := loaderOf(m)
	for path, t := range l.loaded {
		if fi, _, err := statFile(m, path, engine.Intern(path)); err == nil && fi.ModTime().UnixNano() != t {
			if err := LoadFile(m, path); err != nil {
				return false, err
			}
		}
	}
	return true, nil
}

func initialization1(m *engine.Machine, args []engine.Term) (bool, error) {
	// Outside a load, the goal runs at once (SWI-Prolog runs it after the
	// load that contains it: LoadStream intercepts the directive).
	m.PushGoal(args[0])
	return true, nil
}

func initialization2(m *engine.Machine, args []engine.Term) (bool, error) {
	if engine.Deref(args[1]) == atomMain {
		g := MainGoal{Goal: args[0]}
		if ctx := m.LoadContext; ctx != nil {
			g.File, g.Line = ctx.File, ctx.Line
		}
		loaderOf(m).mainGoals = append(loaderOf(m).mainGoals, g)
		return true, nil
	}
	m.PushGoal(args[0])
	return true, nil
}

var consultBuiltins = []engine.BuiltinSpec{
	{Name: "consult", Arity: 1, Fn: consult1},
	{Name: "ensure_loaded", Arity: 1, Fn: ensureLoaded1},
	{Name: "load_files", Arity: 2, Fn: loadFiles2},
	{Name: "make", Arity: 0, Fn: make0},
	{Name: "initialization", Arity: 1, Fn: initialization1},
	{Name: "initialization", Arity: 2, Fn: initialization2},
}
