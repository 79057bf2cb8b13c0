package builtins

import (
	"sort"

	"github.com/goprolog/goprolog/internal/engine"
)

// clause_property/2 and source_file/1: what SWI-Prolog tells of a clause
// by its reference, and the files the program loaded.

var (
	atomLineCount = engine.Intern("line_count")
	atomFileProp  = engine.Intern("file")
	atomSourceP   = engine.Intern("source")
	atomFact      = engine.Intern("fact")
	atomErased    = engine.Intern("erased")
	atomPredicate = engine.Intern("predicate")
	atomModuleP   = engine.Intern("module")
)

// clauseProperty implements clause_property(+ClauseRef, ?Property): the
// properties of the clause in SWI-Prolog's order, line_count(Line),
// file(File) and source(File) for a clause a file loaded, fact for a
// clause whose body is true, erased, predicate(Module:Name/Arity) and
// module(Module). SWI-Prolog's size(Bytes) is left out: goprolog's
// clauses have no size that would compare.
func clauseProperty(m *engine.Machine, args []engine.Term) (bool, error) {
	ref := engine.Deref(args[0])
	cl, ok := ref.(*engine.Clause)
	if !ok {
		if isUnbound(ref) {
			return false, engine.InstantiationError()
		}
		// swipl's context is the C predicate that reads the clause.
		return false, m.ThrowCopy(engine.NewCompound(engine.AtomError,
			engine.NewCompound(engine.Intern("type_error"), engine.Intern("db_reference"), ref),
			engine.NewCompound(engine.Intern("context"), frame("system", "$get_clause_attribute", 3), m.NewVar())))
	}
	var props []engine.Term
	if file, line := cl.Source(); file != "" {
		props = append(props,
			engine.NewCompound(atomLineCount, engine.MakeInt(int64(line))),
			engine.NewCompound(atomFileProp, engine.Intern(file)),
			engine.NewCompound(atomSourceP, engine.Intern(file)))
	}
	if cl.IsFact() {
		props = append(props, atomFact)
	}
	if cl.Erased() {
		props = append(props, atomErased)
	}
	if p := cl.Pred(); p != nil {
		mod, name := clauseModule(m, p)
		props = append(props,
			engine.NewCompound(atomPredicate, engine.NewCompound(engine.AtomColon, mod, engine.PI(name, p.Arity))),
			engine.NewCompound(atomModuleP, mod))
	}
	return unifyAlternatives(m, args[1], props)
}

// clauseModule is the module of the predicate p and p's name there: a
// module's local predicate is its own, any other predicate user's.
func clauseModule(m *engine.Machine, p *engine.Pred) (*engine.Atom, *engine.Atom) {
	if l := loaderOf(m); l.modules != nil {
		if ln, ok := l.modules.local[p.Name]; ok {
			return ln.module.name, ln.name
		}
	}
	return engine.AtomUser, p.Name
}

// sourceFile1 implements source_file(?File): File is a file the program
// loaded, by its absolute name, in the order of the names.
func sourceFile1(m *engine.Machine, args []engine.Term) (bool, error) {
	var files []string
	for f := range loaderOf(m).loaded {
		files = append(files, f)
	}
	sort.Strings(files)
	sols := make([]engine.Term, len(files))
	for i, f := range files {
		sols[i] = engine.Intern(f)
	}
	return unifyAlternatives(m, args[0], sols)
}

var clausePropertyBuiltins = []engine.BuiltinSpec{
	{Name: "clause_property", Arity: 2, Fn: clauseProperty},
	{Name: "source_file", Arity: 1, Fn: sourceFile1},
}
