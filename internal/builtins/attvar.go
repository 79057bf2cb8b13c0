package builtins

import "github.com/goprolog/goprolog/internal/engine"

// Attributed variables (module-less SWI-Prolog interface). A variable's
// attributes are a chain att(Name, Value, More) ending in []; binding an
// attributed variable runs the hook of each attribute through '$wakeup'/1
// (lib/coroutine.pl).

var atomAtt = engine.Intern("att")

// attrVar returns the unbound variable argument of an attribute builtin.
func attrVar(t engine.Term) (*engine.Var, error) {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		return x, nil
	default:
		return nil, engine.UninstantiationError(x)
	}
}

// attrLookup finds name in an att/3 chain.
func attrLookup(attrs *engine.Compound, name *engine.Atom) (engine.Term, bool) {
	for a := attrs; a != nil; {
		if engine.Deref(a.Args[0]) == name {
			return a.Args[1], true
		}
		next, ok := engine.Deref(a.Args[2]).(*engine.Compound)
		if !ok {
			break
		}
		a = next
	}
	return nil, false
}

// attrReplace returns a copy of the chain with name set to value (value
// nil deletes it).
func attrReplace(attrs *engine.Compound, name *engine.Atom, value engine.Term) *engine.Compound {
	type entry struct{ n, v engine.Term }
	var es []entry
	found := false
	for a := attrs; a != nil; {
		n := engine.Deref(a.Args[0])
		if n == name {
			found = true
			if value != nil {
				es = append(es, entry{n, value})
			}
		} else {
			es = append(es, entry{n, a.Args[1]})
		}
		next, ok := engine.Deref(a.Args[2]).(*engine.Compound)
		if !ok {
			break
		}
		a = next
	}
	if !found && value != nil {
		es = append(es, entry{name, value})
	}
	var out *engine.Compound
	for i := len(es) - 1; i >= 0; i-- {
		var more engine.Term = engine.AtomNil
		if out != nil {
			more = out
		}
		out = engine.NewCompound(atomAtt, es[i].n, es[i].v, more)
	}
	return out
}

func putAttr(m *engine.Machine, args []engine.Term) (bool, error) {
	v, err := attrVar(args[0])
	if err != nil {
		return false, err
	}
	name, err := atomArg(args[1])
	if err != nil {
		return false, err
	}
	m.SetAttrs(v, attrReplace(v.Attrs(), name, args[2]))
	return true, nil
}

func getAttr(m *engine.Machine, args []engine.Term) (bool, error) {
	v, ok := engine.Deref(args[0]).(*engine.Var)
	if !ok {
		return false, nil
	}
	name, err := atomArg(args[1])
	if err != nil {
		return false, err
	}
	val, found := attrLookup(v.Attrs(), name)
	return found && m.Unify(args[2], val), nil
}

func delAttr(m *engine.Machine, args []engine.Term) (bool, error) {
	v, ok := engine.Deref(args[0]).(*engine.Var)
	if !ok {
		return true, nil
	}
	name, err := atomArg(args[1])
	if err != nil {
		return false, err
	}
	if _, found := attrLookup(v.Attrs(), name); found {
		m.SetAttrs(v, attrReplace(v.Attrs(), name, nil))
	}
	return true, nil
}

func attvar1(m *engine.Machine, args []engine.Term) (bool, error) {
	v, ok := engine.Deref(args[0]).(*engine.Var)
	return ok && v.Attrs() != nil, nil
}

// getAttrs implements get_attrs/2: the whole att/3 chain.
func getAttrs(m *engine.Machine, args []engine.Term) (bool, error) {
	v, ok := engine.Deref(args[0]).(*engine.Var)
	if !ok || v.Attrs() == nil {
		return false, nil
	}
	return m.Unify(args[1], v.Attrs()), nil
}

// termAttvars implements term_attvars/2.
func termAttvars(m *engine.Machine, args []engine.Term) (bool, error) {
	return m.Unify(args[1], engine.List(attVarsOf(args[0])...)), nil
}

// attVarsOf returns the attributed variables of t, including those
// reachable through attribute values, in depth-first order.
func attVarsOf(t engine.Term) []engine.Term {
	var out []engine.Term
	seen := map[*engine.Var]bool{}
	queue := []engine.Term{t}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		engine.Walk(x, func(s engine.Term) bool {
			if v, ok := s.(*engine.Var); ok && v.Attrs() != nil && !seen[v] {
				seen[v] = true
				out = append(out, v)
				queue = append(queue, v.Attrs())
			}
			return true
		})
	}
	return out
}

var attvarBuiltins = []engine.BuiltinSpec{
	{Name: "put_attr", Arity: 3, Fn: putAttr},
	{Name: "get_attr", Arity: 3, Fn: getAttr},
	{Name: "del_attr", Arity: 2, Fn: delAttr},
	{Name: "attvar", Arity: 1, Fn: attvar1},
	{Name: "get_attrs", Arity: 2, Fn: getAttrs},
	{Name: "term_attvars", Arity: 2, Fn: termAttvars},
}
