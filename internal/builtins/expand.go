package builtins

import (
	"github.com/goprolog/goprolog/internal/engine"
)

// Load-time expansion: a file consulted by a program that defines
// term_expansion/2 or goal_expansion/2 has its terms expanded by
// '$expand_term'/2 (lib/expand.pl) as SWI-Prolog expands them; without
// those hooks the loader skips the call, so the course loads as it
// always has.

var (
	atomTermExpansion = engine.Intern("term_expansion")
	atomGoalExpansion = engine.Intern("goal_expansion")
	atomExpandTerm    = engine.Intern("$expand_term")
)

// userExpansion reports whether the program defines an expansion hook.
func userExpansion(m *engine.Machine) bool {
	for _, name := range []*engine.Atom{atomTermExpansion, atomGoalExpansion} {
		if p := m.Lookup(name, 2); p != nil && p.NumberOfClauses() > 0 {
			return true
		}
	}
	return false
}

// expandTerm returns the terms t expands to.
func expandTerm(m *engine.Machine, t engine.Term) ([]engine.Term, error) {
	v := m.NewVar()
	ok, err := m.Once(engine.NewCompound(atomExpandTerm, t, v))
	if err != nil {
		return nil, err
	}
	if !ok {
		return []engine.Term{t}, nil
	}
	xs, isList := engine.ListToSlice(v)
	if !isList {
		return []engine.Term{engine.Deref(v)}, nil
	}
	return xs, nil
}
