package builtins

// The helpers of bagof/3 and setof/3, whose clauses are the library's
// (lib/control.pl). They run no goal: the library's clause calls the
// goal through findall/3, so a machine that runs the clause, the WAM core
// included, may call them as any other built-in.

import (
	"slices"

	"github.com/goprolog/goprolog/internal/engine"
)

// freeVariableSet implements '$free_variable_set'(Templ^Goal0, Goal, W)
// as SWI-Prolog 9 does: Goal is Goal0 without its V^ and M:
// prefixes (engine.SplitBagofTerm), qualified by the last M ('$bags'
// for one that is no atom, engine.AtomBags), and W
// is v(V1,...) holding the variables of that goal neither in Templ nor
// in a V, in order of first occurrence, or [] when there are none. A
// goal that is a variable comes back as a new variable, as it does from
// SWI-Prolog (the variable itself is in W; calling either raises the
// same instantiation error).
func freeVariableSet(m *engine.Machine, args []engine.Term) (bool, error) {
	m.Inferences += m.Costs.Bagof // bagof/3's clauses beside the library's
	// Templ^Goal0: Templ's variables are bound, as a V^'s are, and Goal0
	// is what SWI-Prolog qualifies (see engine.SplitBagofGoal).
	var bound []engine.Term
	goal0 := engine.Deref(args[0])
	if c, ok := goal0.(*engine.Compound); ok && c.Name == engine.AtomCaret && len(c.Args) == 2 {
		bound, goal0 = []engine.Term{c.Args[0]}, c.Args[1]
	}
	bound, module, qualified, goal := engine.SplitBagofTerm(goal0, bound)
	marked := map[*engine.Var]bool{}
	for _, b := range bound {
		engine.Walk(b, func(s engine.Term) bool {
			if v, ok := s.(*engine.Var); ok {
				marked[v] = true
			}
			return true
		})
	}
	var free []engine.Term
	engine.Walk(goal, func(s engine.Term) bool {
		if v, ok := s.(*engine.Var); ok && !marked[v] {
			marked[v] = true
			free = append(free, v)
		}
		return true
	})
	w := engine.Term(engine.AtomNil)
	if len(free) > 0 {
		w = engine.NewCompound(engine.Intern("v"), free...)
	}
	if _, ok := goal.(*engine.Var); ok {
		goal = m.NewVar()
	}
	if qualified {
		goal = engine.NewCompound(engine.AtomColon, module, goal)
	}
	return m.Unify(args[1], goal) && m.Unify(args[2], w), nil
}

// bagofGroups implements '$bagof_groups'(+Pairs, -Groups) for the
// W-T pairs of bagof/3's solutions, as SWI-Prolog 9's bagof/3 groups
// them: first each witness W gets canonical variables, its i-th
// variable (in order of first occurrence) unified with the i-th of every
// other witness, so that witnesses that are variants become identical;
// then the pairs are sorted stably on W, and each run of identical
// witnesses becomes a group W-[T,...]. Unification binds the younger
// variable to the older, so the i-th variables come to stand for the
// oldest of them and keep the order of their first solution, as the
// variables SWI-Prolog binds them to, made before the solutions, do.
func bagofGroups(m *engine.Machine, args []engine.Term) (bool, error) {
	items, ok := engine.ListToSlice(args[0])
	if !ok {
		return false, engine.TypeError("list", args[0])
	}
	pairs := make([]*engine.Compound, len(items))
	for i, x := range items {
		p, ok := engine.Deref(x).(*engine.Compound)
		if !ok || p.Name != engine.AtomMinus || len(p.Args) != 2 {
			return false, engine.TypeError("pair", x)
		}
		pairs[i] = p
	}
	var shared []engine.Term
	for _, p := range pairs {
		for i, v := range witnessVars(p.Args[0]) {
			if i == len(shared) {
				shared = append(shared, v)
			} else if !m.Unify(v, shared[i]) {
				return false, nil
			}
		}
	}
	slices.SortStableFunc(pairs, func(a, b *engine.Compound) int {
		return engine.Compare(a.Args[0], b.Args[0])
	})
	var groups []engine.Term
	for i := 0; i < len(pairs); {
		w := pairs[i].Args[0]
		ts := []engine.Term{pairs[i].Args[1]}
		j := i + 1
		for ; j < len(pairs) && engine.Compare(w, pairs[j].Args[0]) == 0; j++ {
			ts = append(ts, pairs[j].Args[1])
		}
		groups = append(groups, engine.NewCompound(engine.AtomMinus, w, engine.List(ts...)))
		i = j
	}
	m.Inferences += m.Costs.BagofGrouped + m.Costs.BagofGroup*int64(len(groups)-1)
	return m.Unify(args[1], engine.List(groups...)), nil
}

// witnessVars returns the unbound variables of w in order of first
// occurrence.
func witnessVars(w engine.Term) []engine.Term {
	var vars []engine.Term
	seen := map[*engine.Var]bool{}
	engine.Walk(w, func(s engine.Term) bool {
		if v, ok := s.(*engine.Var); ok && !seen[v] {
			seen[v] = true
			vars = append(vars, v)
		}
		return true
	})
	return vars
}

var bagofBuiltins = []engine.BuiltinSpec{
	{Name: "$free_variable_set", Arity: 3, Fn: freeVariableSet},
	{Name: "$bagof_groups", Arity: 2, Fn: bagofGroups},
}
