package builtins

// The helpers of bagof/3 and setof/3, whose clauses are the library's
// (lib/control.pl). They run no goal: the library's clause calls the
// goal through findall/3, so a machine that runs the clause, the WAM core
// included, may call them as any other built-in.

import "github.com/goprolog/goprolog/internal/engine"

// freeVariableSet implements '$free_variable_set'(Templ^Goal, Goal1, W):
// Goal1 is Goal without its ^ prefixes and W is v(V1,...) holding the free
// variables of Goal not in Templ or bound by ^ (ISO 7.1.1.4), or [] when
// there are none.
func freeVariableSet(m *engine.Machine, args []engine.Term) (bool, error) {
	m.Inferences += m.Costs.Bagof // bagof/3's clauses beside the library's
	t := engine.Deref(args[0]).(*engine.Compound)
	templ, goal := t.Args[0], engine.Deref(t.Args[1])
	bound := map[*engine.Var]bool{}
	mark := func(x engine.Term) {
		engine.Walk(x, func(s engine.Term) bool {
			if v, ok := s.(*engine.Var); ok {
				bound[v] = true
			}
			return true
		})
	}
	mark(templ)
	for {
		c, ok := goal.(*engine.Compound)
		if !ok || c.Name != engine.AtomCaret || len(c.Args) != 2 {
			break
		}
		mark(c.Args[0])
		goal = engine.Deref(c.Args[1])
	}
	var free []engine.Term
	seen := map[*engine.Var]bool{}
	engine.Walk(goal, func(s engine.Term) bool {
		if v, ok := s.(*engine.Var); ok && !bound[v] && !seen[v] {
			seen[v] = true
			free = append(free, v)
		}
		return true
	})
	w := engine.Term(engine.AtomNil)
	if len(free) > 0 {
		w = engine.NewCompound(engine.Intern("v"), free...)
	}
	return m.Unify(args[1], goal) && m.Unify(args[2], w), nil
}

// bagofGroups implements '$bagof_groups'(+SortedPairs, -Groups): runs of
// W-T pairs with variant witnesses become W-[T,...] groups.
func bagofGroups(m *engine.Machine, args []engine.Term) (bool, error) {
	pairs, ok := engine.ListToSlice(args[0])
	if !ok {
		return false, engine.TypeError("list", args[0])
	}
	var groups []engine.Term
	for i := 0; i < len(pairs); {
		p := engine.Deref(pairs[i]).(*engine.Compound)
		w := p.Args[0]
		items := []engine.Term{p.Args[1]}
		j := i + 1
		for ; j < len(pairs); j++ {
			q := engine.Deref(pairs[j]).(*engine.Compound)
			if !engine.Variant(w, q.Args[0]) {
				break
			}
			if !m.Unify(w, q.Args[0]) {
				break
			}
			items = append(items, q.Args[1])
		}
		groups = append(groups, engine.NewCompound(engine.AtomMinus, w, engine.List(items...)))
		i = j
	}
	m.Inferences += m.Costs.BagofGrouped + m.Costs.BagofGroup*int64(len(groups)-1)
	return m.Unify(args[1], engine.List(groups...)), nil
}

var bagofBuiltins = []engine.BuiltinSpec{
	{Name: "$free_variable_set", Arity: 3, Fn: freeVariableSet},
	{Name: "$bagof_groups", Arity: 2, Fn: bagofGroups},
}
