package builtins

import "github.com/goprolog/goprolog/internal/engine"

// prolog_load_context/2 and source_location/2: what a directive or a term
// expansion may ask about the file being loaded (engine.LoadContext, set
// by LoadStream in consult.go).

var (
	atomModule  = engine.Intern("module")
	atomFileKey = engine.Intern("file")
	atomSource  = engine.Intern("source")
	atomDialect = engine.Intern("dialect")
	atomScript  = engine.Intern("script")
)

// loadContextKeys are the keys of prolog_load_context/2, in SWI-Prolog's
// order. Not given: stream (the file is read through no Prolog stream),
// variable_names and term (the reader's result is not kept), reloading.
var loadContextKeys = []*engine.Atom{atomModule, atomFileKey, atomSource, atomDirectory, atomDialect, atomTermPosition, atomScript}

// loadContextValue is the value of key, and whether it has one: module
// (always user), dialect (swi) and script (false) at any time, the others
// while a file loads. term_position is '$stream_position'(0, Line, 0, 0),
// the form SWI-Prolog gives when it has no reader position, which
// stream_position_data(line_count, P, Line) reads.
func loadContextValue(m *engine.Machine, key *engine.Atom) (engine.Term, bool) {
	ctx := m.LoadContext
	switch key {
	case atomModule:
		return engine.Intern("user"), true
	case atomDialect:
		return engine.Intern("swi"), true
	case atomScript:
		return engine.Intern("false"), true
	}
	if ctx == nil {
		return nil, false
	}
	switch key {
	case atomFileKey, atomSource:
		return engine.Intern(ctx.File), true
	case atomDirectory:
		return engine.Intern(dirName(ctx.File)), true
	case atomTermPosition:
		zero := engine.MakeInt(0)
		return engine.NewCompound(atomStreamPosition, zero, engine.MakeInt(int64(ctx.Line)), zero, zero), true
	}
	return nil, false
}

// prologLoadContext implements prolog_load_context(?Key, ?Value). An
// unknown or non-atom key fails, as in SWI-Prolog; an unbound one
// enumerates the keys that have a value.
func prologLoadContext(m *engine.Machine, args []engine.Term) (bool, error) {
	switch k := engine.Deref(args[0]).(type) {
	case *engine.Atom:
		v, ok := loadContextValue(m, k)
		return ok && m.Unify(args[1], v), nil
	case *engine.Var:
		var sols []engine.Term
		for _, key := range loadContextKeys {
			if v, ok := loadContextValue(m, key); ok {
				sols = append(sols, engine.NewCompound(engine.AtomMinus, key, v))
			}
		}
		return unifyAlternatives(m, engine.NewCompound(engine.AtomMinus, k, args[1]), sols)
	}
	return false, nil
}

// sourceLocation implements source_location(-File, -Line): the file
// being loaded and the line where the term being handled starts; outside
// a load, as in swipl, the file that read_term/2,3 last read from, while
// its stream is open, and the line where the term it read begins; it
// fails otherwise.
func sourceLocation(m *engine.Machine, args []engine.Term) (bool, error) {
	ctx := m.LoadContext
	if ctx == nil {
		l := loaderOf(m)
		if l.lastRead == nil {
			return false, nil
		}
		return m.Unify(args[0], engine.Intern(l.lastRead.FileName)) && m.Unify(args[1], engine.MakeInt(int64(l.lastReadLine))), nil
	}
	return m.Unify(args[0], engine.Intern(ctx.File)) && m.Unify(args[1], engine.MakeInt(int64(ctx.Line))), nil
}

var loadContextBuiltins = []engine.BuiltinSpec{
	{Name: "prolog_load_context", Arity: 2, Fn: prologLoadContext},
	{Name: "source_location", Arity: 2, Fn: sourceLocation},
}
