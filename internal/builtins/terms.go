package builtins

import (
	"math/big"

	"github.com/goprolog/goprolog/internal/engine"
)

// Type tests, comparison, unification and term construction/inspection.

// tTypeTest makes a one-argument type-test predicate.
func tTypeTest(test func(t engine.Term) bool) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		return test(engine.Deref(args[0])), nil
	}
}

func tIsVar(t engine.Term) bool { _, ok := t.(*engine.Var); return ok }

// tIsAtom excludes [] which, as in SWI-Prolog 7+, is a reserved symbol
// rather than an atom: atom([]) fails there.
func tIsAtom(t engine.Term) bool {
	a, ok := t.(*engine.Atom)
	return ok && a != engine.AtomNil
}

func tIsNumber(t engine.Term) bool {
	switch t.(type) {
	case engine.Int, *engine.BigInt, *engine.Rat, engine.Float:
		return true
	}
	return false
}

// tIsRational is rational/1: an integer or a rational number such as 1r3.
func tIsRational(t engine.Term) bool {
	switch t.(type) {
	case engine.Int, *engine.BigInt, *engine.Rat:
		return true
	}
	return false
}

// biRational3 is rational(@X, -N, -D): X is an integer or a rational
// number whose numerator is N and denominator D (1 for an integer);
// anything else fails, as in SWI-Prolog.
func biRational3(m *engine.Machine, args []engine.Term) (bool, error) {
	var n, d engine.Term
	switch x := engine.Deref(args[0]).(type) {
	case engine.Int, *engine.BigInt:
		n, d = x, engine.MakeInt(1)
	case *engine.Rat:
		n, d = engine.MakeBig(new(big.Int).Set(x.Rat().Num())), engine.MakeBig(new(big.Int).Set(x.Rat().Denom()))
	default:
		return false, nil
	}
	return m.Unify(args[1], n) && m.Unify(args[2], d), nil
}

func tIsInteger(t engine.Term) bool {
	switch t.(type) {
	case engine.Int, *engine.BigInt:
		return true
	}
	return false
}

func tIsCompound(t engine.Term) bool { _, ok := t.(*engine.Compound); return ok }

func tIsCallable(t engine.Term) bool { return tIsAtom(t) || tIsCompound(t) }

func tIsString(t engine.Term) bool { _, ok := t.(engine.String); return ok }

func tIsFloat(t engine.Term) bool { _, ok := t.(engine.Float); return ok }

// biUnify is =/2, under the flag occurs_check.
func biUnify(m *engine.Machine, args []engine.Term) (bool, error) {
	return m.UnifyByFlag(args[0], args[1])
}

func biNotUnify(m *engine.Machine, args []engine.Term) (bool, error) {
	return !m.Unifiable(args[0], args[1]), nil
}

func biUnifyOccurs(m *engine.Machine, args []engine.Term) (bool, error) {
	return m.UnifyOccursCheck(args[0], args[1]), nil
}

// tTermCompare makes a standard-order comparison predicate.
func tTermCompare(test func(c int) bool) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		return test(engine.Compare(args[0], args[1])), nil
	}
}

var (
	atomLess    = engine.Intern("<")
	atomGreater = engine.Intern(">")
)

// compare/3.
func biCompare(m *engine.Machine, args []engine.Term) (bool, error) {
	switch o := engine.Deref(args[0]).(type) {
	case *engine.Var:
	case *engine.Atom:
		if o != atomLess && o != atomGreater && o != engine.AtomEqual {
			return false, engine.DomainError("order", o)
		}
	default:
		return false, engine.TypeError("atom", o)
	}
	var r *engine.Atom
	switch engine.Compare(args[1], args[2]) {
	case -1:
		r = atomLess
	case 0:
		r = engine.AtomEqual
	default:
		r = atomGreater
	}
	return m.Unify(args[0], r), nil
}

// ?=/2: the terms are identical or cannot unify.
func biCanCompare(m *engine.Machine, args []engine.Term) (bool, error) {
	if engine.Compare(args[0], args[1]) == 0 {
		return true, nil
	}
	return !m.Unifiable(args[0], args[1]), nil
}

// maxArity bounds functor/3 so that a huge arity raises a resource error
// instead of exhausting memory.
const maxArity = 1 << 24

// functor/3.
func biFunctor(m *engine.Machine, args []engine.Term) (bool, error) {
	t := engine.Deref(args[0])
	switch x := t.(type) {
	case *engine.Compound:
		return m.Unify(args[1], x.Name) && m.Unify(args[2], engine.MakeInt(int64(len(x.Args)))), nil
	case *engine.Var:
	default:
		return m.Unify(args[1], x) && m.Unify(args[2], engine.MakeInt(0)), nil
	}
	name := engine.Deref(args[1])
	if tIsVar(name) {
		return false, engine.InstantiationError()
	}
	if tIsCompound(name) {
		return false, engine.TypeError("atomic", name)
	}
	var n int64
	switch a := engine.Deref(args[2]).(type) {
	case *engine.Var:
		return false, engine.InstantiationError()
	case engine.Int:
		n = int64(a)
	case *engine.BigInt:
		if a.Big().Sign() < 0 {
			return false, engine.DomainError("not_less_than_zero", a)
		}
		return false, engine.ResourceError("memory")
	default:
		return false, engine.TypeError("integer", a)
	}
	if n < 0 {
		return false, engine.DomainError("not_less_than_zero", engine.MakeInt(n))
	}
	if n == 0 {
		return m.Unify(t, name), nil
	}
	atom, ok := name.(*engine.Atom)
	if !ok {
		return false, engine.TypeError("atom", name)
	}
	if n > maxArity {
		return false, engine.ResourceError("memory")
	}
	c := engine.NewCompoundN(atom, int(n))
	for i := range c.Args {
		c.Args[i] = m.NewVar()
	}
	return m.Unify(t, c), nil
}

// biFunctor4 implements SWI-Prolog's functor(Term, Name, Arity, Type):
// functor/3 that also says, or is told, whether Term is an atom, a
// compound or another atomic term (callable is an atom or a compound).
// Building a term from an atom and arity 0 needs Type, atom or callable
// for the atom itself; compound would be the zero-arity compound Name(),
// which goprolog does not have (the representation error of
// compound_name_arity/3). A Type that does not fit fails, as in swipl;
// an unknown Type is a domain error only where it decides the term.
func biFunctor4(m *engine.Machine, args []engine.Term) (bool, error) {
	typ := engine.Deref(args[3])
	typeAtom, typeBound := typ.(*engine.Atom)
	if !tIsVar(typ) && !typeBound {
		return false, engine.TypeError("atom", typ)
	}
	kindOf := func(t engine.Term) *engine.Atom {
		switch t.(type) {
		case *engine.Compound:
			return atomCompound
		case *engine.Atom:
			return atomAtom
		}
		return atomAtomic
	}
	fits := func(kind *engine.Atom) bool {
		return typeAtom == kind || typeAtom == atomCallable && kind != atomAtomic
	}
	t := engine.Deref(args[0])
	if !tIsVar(t) {
		kind := kindOf(t)
		if typeBound && !fits(kind) {
			return false, nil
		}
		if ok, err := biFunctor(m, args[:3]); !ok || err != nil {
			return ok, err
		}
		return typeBound || m.Unify(args[3], kind), nil
	}
	name, arity := engine.Deref(args[1]), engine.Deref(args[2])
	if n, ok := arity.(engine.Int); ok && n == 0 && !tIsVar(name) && !tIsCompound(name) {
		kind := kindOf(name)
		if kind == atomAtom {
			switch typeAtom {
			case nil:
				return false, engine.InstantiationError()
			case atomAtom, atomCallable:
				return m.Unify(t, name), nil
			case atomCompound:
				return false, engine.RepresentationError("compound_non_zero_arity")
			case atomAtomic:
				return false, nil
			}
			return false, engine.DomainError("functor_type", typ)
		}
		if typeBound && typeAtom != atomAtomic {
			return false, nil
		}
		return m.Unify(t, name) && m.Unify(args[3], kind), nil
	}
	if n, ok := arity.(engine.Int); ok && n > 0 && tIsCompound(name) {
		return false, engine.TypeError("atom", name)
	}
	if typeBound && !fits(atomCompound) {
		if _, err := biFunctor(m, []engine.Term{m.NewVar(), name, arity}); err != nil {
			return false, err
		}
		return false, nil
	}
	if ok, err := biFunctor(m, args[:3]); !ok || err != nil {
		return ok, err
	}
	return typeBound || m.Unify(args[3], kindOf(engine.Deref(args[0]))), nil
}

var (
	atomCompound = engine.Intern("compound")
	atomAtomic   = engine.Intern("atomic")
	atomCallable = engine.Intern("callable")
)

// arg/3: deterministic for a given N, enumerating when N is unbound. As
// in SWI-Prolog, the term is checked before N.
func biArg(m *engine.Machine, args []engine.Term) (bool, error) {
	c, err := compoundArg(args[1])
	if err != nil {
		return false, err
	}
	nt := engine.Deref(args[0])
	switch x := nt.(type) {
	case *engine.Var, engine.Int:
	case *engine.BigInt:
		if x.Big().Sign() < 0 {
			return false, engine.DomainError("not_less_than_zero", x)
		}
	default:
		return false, engine.TypeError("integer", x)
	}
	switch n := nt.(type) {
	case engine.Int:
		if n < 0 {
			return false, engine.DomainError("not_less_than_zero", n)
		}
		if n == 0 || int64(n) > int64(len(c.Args)) {
			return false, nil
		}
		return m.Unify(args[2], c.Args[n-1]), nil
	case *engine.Var:
		return argFrom(m, n, c, args[2], 1)
	}
	return false, nil
}

// argFrom tries argument i of c, leaving a choicepoint for the next one.
func argFrom(m *engine.Machine, n *engine.Var, c *engine.Compound, a engine.Term, i int) (bool, error) {
	if i < len(c.Args) {
		m.PushRedo(func(m *engine.Machine) (bool, error) {
			return argFrom(m, n, c, a, i+1)
		})
	}
	return m.Unify(n, engine.MakeInt(int64(i))) && m.Unify(a, c.Args[i-1]), nil
}

// =../2, as SWI-Prolog does it. Decomposing walks the list cell by cell,
// unifying each element with the name or an argument of the term, and
// raises type_error(list, Tail) only when it reaches a tail that is
// neither a list cell nor a variable where one is wanted. Composing checks
// the head before the rest of the list.
func biUniv(m *engine.Machine, args []engine.Term) (bool, error) {
	t := engine.Deref(args[0])
	if v, ok := t.(*engine.Var); ok {
		return univCompose(m, v, engine.Deref(args[1]))
	}
	var items []engine.Term
	first := t
	if c, ok := t.(*engine.Compound); ok {
		first, items = c.Name, c.Args
	}
	l := engine.Deref(args[1])
	// i is the next item: -1 for first, then items[i].
	for i := -1; i < len(items); i++ {
		cell, ok := l.(*engine.Compound)
		if !ok || cell.Name != engine.AtomDot || len(cell.Args) != 2 {
			return univRest(m, l, first, items, i)
		}
		item := first
		if i >= 0 {
			item = items[i]
		}
		if !univUnify(m, cell.Args[0], item) {
			return false, nil
		}
		l = engine.Deref(cell.Args[1])
	}
	// Every item is matched: the tail must be [].
	switch x := l.(type) {
	case *engine.Var:
		m.Bind(x, engine.AtomNil)
		return true, nil
	case *engine.Compound:
		if x.Name == engine.AtomDot && len(x.Args) == 2 {
			return false, nil // the list is longer
		}
	case *engine.Atom:
		if x == engine.AtomNil {
			return true, nil
		}
	}
	return false, engine.TypeError("list", l)
}

// univRest ends decomposing at l, a tail that is not a list cell, when
// items from i on (-1 for first) are left: an unbound l is bound to the
// list of them, [] fails (the list is shorter) and anything else is not a
// list.
func univRest(m *engine.Machine, l, first engine.Term, items []engine.Term, i int) (bool, error) {
	if v, ok := l.(*engine.Var); ok {
		var rest engine.Term
		if i < 0 {
			rest = engine.Cons(first, engine.List(items...))
		} else {
			rest = engine.List(items[i:]...)
		}
		m.Bind(v, rest)
		return true, nil
	}
	if l == engine.AtomNil {
		return false, nil
	}
	return false, engine.TypeError("list", l)
}

// univUnify unifies an element of =../2's list with a name or argument.
// The commonest case, a fresh variable of the list (E =.. [Op, A, B])
// against a nonvariable, is a plain binding; the rest go to Unify.
func univUnify(m *engine.Machine, x, item engine.Term) bool {
	x = engine.Deref(x)
	if v, ok := x.(*engine.Var); ok {
		item = engine.Deref(item)
		if _, itemVar := item.(*engine.Var); !itemVar {
			m.Bind(v, item)
			return true
		}
	}
	return m.Unify(x, item)
}

// univShort is the length below which univCompose records the cells of
// its list as it checks them: such a list cannot be cyclic, and its
// elements are then read without walking it again. Longer lists take
// lstScanList.
const univShort = 8

// univCompose is T =.. List for an unbound T, with list dereferenced.
func univCompose(m *engine.Machine, v *engine.Var, list engine.Term) (bool, error) {
	cell, ok := list.(*engine.Compound)
	if !ok || cell.Name != engine.AtomDot || len(cell.Args) != 2 {
		switch list.(type) {
		case *engine.Var:
			return false, engine.InstantiationError()
		case *engine.Atom:
			if list == engine.AtomNil {
				return false, engine.DomainError("non_empty_list", engine.AtomNil)
			}
		}
		return false, engine.TypeError("list", list)
	}
	head := engine.Deref(cell.Args[0])
	tail := engine.Deref(cell.Args[1])
	if _, ok := head.(*engine.Var); ok {
		return false, engine.InstantiationError()
	}
	// v is unbound and what it is bound to is not a variable: binding it
	// is what unifying it would do.
	if tail == engine.AtomNil {
		if tIsCompound(head) {
			return false, engine.TypeError("atomic", head)
		}
		m.Bind(v, head)
		return true, nil
	}
	atom, ok := head.(*engine.Atom)
	if !ok {
		return false, engine.TypeError("atom", head)
	}
	// The arguments: the cells of a short tail are recorded on the way.
	var cells [univShort]*engine.Compound
	n, end := 0, tail
	for ; n < univShort; n++ {
		c, ok := end.(*engine.Compound)
		if !ok || c.Name != engine.AtomDot || len(c.Args) != 2 {
			break
		}
		cells[n] = c
		end = engine.Deref(c.Args[1])
	}
	short, cyclic := n < univShort, false
	if !short {
		s := lstScanList(tail)
		n, end, cyclic = int(s.n), s.tail, s.cyclic
	}
	if end != engine.AtomNil {
		if _, ok := end.(*engine.Var); ok && !cyclic {
			return false, engine.InstantiationError()
		}
		return false, engine.TypeError("list", list)
	}
	c := engine.NewCompoundN(atom, n)
	if short {
		for i := range c.Args {
			c.Args[i] = cells[i].Args[0]
		}
	} else {
		for i := range c.Args {
			cell = engine.Deref(cell.Args[1]).(*engine.Compound)
			c.Args[i] = cell.Args[0]
		}
	}
	m.Bind(v, c)
	return true, nil
}

func biCopyTerm(m *engine.Machine, args []engine.Term) (bool, error) {
	return m.Unify(args[1], m.CopyTerm(args[0])), nil
}

// setargArgs checks the arguments of setarg/3 and nb_setarg/3, returning
// the compound and the 0-based index, or ok=false to fail: as
// SWI-Prolog's, an atom has no argument N, any other atomic term ([]
// included, which is no atom) is a type error.
func setargArgs(m *engine.Machine, args []engine.Term) (c *engine.Compound, i int, ok bool, err error) {
	var n int64
	switch x := engine.Deref(args[0]).(type) {
	case *engine.Var:
		return nil, 0, false, engine.InstantiationError()
	case engine.Int:
		n = int64(x)
	case *engine.BigInt:
		if x.Big().Sign() < 0 {
			return nil, 0, false, engine.DomainError("not_less_than_zero", x)
		}
		return nil, 0, false, engine.RepresentationError("size_t")
	default:
		return nil, 0, false, engine.TypeError("integer", x)
	}
	if n < 0 {
		return nil, 0, false, engine.DomainError("not_less_than_zero", engine.Deref(args[0]))
	}
	switch x := engine.Deref(args[1]).(type) {
	case *engine.Var:
		return nil, 0, false, engine.InstantiationError()
	case *engine.Compound:
		c = x
	case *engine.Atom:
		if x != engine.AtomNil || m.Flags.ISO {
			return nil, 0, false, nil
		}
		return nil, 0, false, engine.TypeError("compound", x)
	default:
		return nil, 0, false, engine.TypeError("compound", x)
	}
	if n < 1 || n > int64(len(c.Args)) {
		return nil, 0, false, nil
	}
	return c, int(n - 1), true, nil
}

// setarg/3: destructive assignment undone on backtracking.
func biSetarg(m *engine.Machine, args []engine.Term) (bool, error) {
	c, i, ok, err := setargArgs(m, args)
	if !ok || err != nil {
		return false, err
	}
	old := c.Args[i]
	c.Args[i] = args[2]
	m.TrailUndo(func() { c.Args[i] = old })
	return true, nil
}

// nb_setarg/3: destructive assignment of a copy, kept on backtracking.
func biNbSetarg(m *engine.Machine, args []engine.Term) (bool, error) {
	c, i, ok, err := setargArgs(m, args)
	if !ok || err != nil {
		return false, err
	}
	c.Args[i] = m.CopyTerm(args[2])
	return true, nil
}

// biSameTerm is same_term(@T1, @T2): T1 and T2 are the same term and
// stay the same whatever setarg/3 does to either: the same variable, the
// same compound (not a copy of it), or equal atomic terms.
func biSameTerm(m *engine.Machine, args []engine.Term) (bool, error) {
	switch x := engine.Deref(args[0]).(type) {
	case *engine.Var:
		return engine.Deref(args[1]) == engine.Term(x), nil
	case *engine.Compound:
		y, ok := engine.Deref(args[1]).(*engine.Compound)
		return ok && x == y, nil
	default:
		return engine.AtomicEqual(x, engine.Deref(args[1])), nil
	}
}

// tTermVars returns the distinct unbound variables of t in depth-first,
// left-to-right order.
func tTermVars(t engine.Term) []engine.Term {
	var out []engine.Term
	var seen map[*engine.Var]bool
	engine.Walk(t, func(x engine.Term) bool {
		if v, ok := x.(*engine.Var); ok {
			if seen == nil {
				seen = map[*engine.Var]bool{}
			}
			if !seen[v] {
				seen[v] = true
				out = append(out, v)
			}
		}
		return true
	})
	return out
}

func biTermVariables(m *engine.Machine, args []engine.Term) (bool, error) {
	return m.Unify(args[1], engine.List(tTermVars(args[0])...)), nil
}

func biTermVariables3(m *engine.Machine, args []engine.Term) (bool, error) {
	return m.Unify(args[1], engine.ListWithTail(args[2], tTermVars(args[0])...)), nil
}

// isCyclic is tIsCyclic made cheap for small terms: a term of fewer
// than a few thousand cells cannot be cyclic, and counting them needs no map.
// The walk's stack starts in an array on the Go stack, so that checking a
// small term (every assert/1 checks its clause) allocates nothing.
func isCyclic(t engine.Term) bool {
	var buf [16]engine.Term
	stack := append(buf[:0], t)
	for n := 0; len(stack) > 0; n++ {
		if n > 4096 {
			return tIsCyclic(t)
		}
		c, ok := engine.Deref(stack[len(stack)-1]).(*engine.Compound)
		stack = stack[:len(stack)-1]
		if ok {
			stack = append(stack, c.Args...)
		}
	}
	return false
}

// tIsCyclic reports whether t contains a cycle: a compound reachable from
// itself.
func tIsCyclic(t engine.Term) bool { return engine.CyclicThrough(t, engine.AllArgs) }

var termBuiltins = []engine.BuiltinSpec{
	{Name: "var", Arity: 1, Fn: tTypeTest(tIsVar)},
	{Name: "nonvar", Arity: 1, Fn: tTypeTest(func(t engine.Term) bool { return !tIsVar(t) })},
	{Name: "atom", Arity: 1, Fn: tTypeTest(tIsAtom)},
	{Name: "number", Arity: 1, Fn: tTypeTest(tIsNumber)},
	{Name: "integer", Arity: 1, Fn: tTypeTest(tIsInteger)},
	{Name: "rational", Arity: 1, Fn: tTypeTest(tIsRational)},
	{Name: "rational", Arity: 3, Fn: biRational3},
	{Name: "float", Arity: 1, Fn: tTypeTest(tIsFloat)},
	{Name: "atomic", Arity: 1, Fn: tTypeTest(engine.IsAtomic)},
	{Name: "compound", Arity: 1, Fn: tTypeTest(tIsCompound)},
	{Name: "callable", Arity: 1, Fn: tTypeTest(tIsCallable)},
	{Name: "is_list", Arity: 1, Fn: tTypeTest(engine.IsList)},
	{Name: "ground", Arity: 1, Fn: tTypeTest(engine.IsGround)},
	{Name: "string", Arity: 1, Fn: tTypeTest(tIsString)},
	{Name: "cyclic_term", Arity: 1, Fn: tTypeTest(tIsCyclic)},
	// goprolog has no dicts: nothing is one. Library code written for
	// SWI-Prolog asks is_dict/1 of its options (library(option)).
	{Name: "is_dict", Arity: 1, Fn: tTypeTest(func(engine.Term) bool { return false })},
	{Name: "is_dict", Arity: 2, Fn: tTypeTest(func(engine.Term) bool { return false })},
	{Name: "acyclic_term", Arity: 1, Fn: tTypeTest(func(t engine.Term) bool { return !tIsCyclic(t) })},
	{Name: "=", Arity: 2, Fn: biUnify},
	{Name: `\=`, Arity: 2, Fn: biNotUnify},
	{Name: "unify_with_occurs_check", Arity: 2, Fn: biUnifyOccurs},
	{Name: "==", Arity: 2, Fn: tTermCompare(func(c int) bool { return c == 0 })},
	{Name: `\==`, Arity: 2, Fn: tTermCompare(func(c int) bool { return c != 0 })},
	{Name: "@<", Arity: 2, Fn: tTermCompare(func(c int) bool { return c < 0 })},
	{Name: "@>", Arity: 2, Fn: tTermCompare(func(c int) bool { return c > 0 })},
	{Name: "@=<", Arity: 2, Fn: tTermCompare(func(c int) bool { return c <= 0 })},
	{Name: "@>=", Arity: 2, Fn: tTermCompare(func(c int) bool { return c >= 0 })},
	{Name: "compare", Arity: 3, Fn: biCompare},
	{Name: "=@=", Arity: 2, Fn: func(m *engine.Machine, args []engine.Term) (bool, error) {
		return engine.Variant(args[0], args[1]), nil
	}},
	{Name: `\=@=`, Arity: 2, Fn: func(m *engine.Machine, args []engine.Term) (bool, error) {
		return !engine.Variant(args[0], args[1]), nil
	}},
	{Name: "?=", Arity: 2, Fn: biCanCompare},
	{Name: "functor", Arity: 3, Fn: biFunctor},
	{Name: "functor", Arity: 4, Fn: biFunctor4},
	{Name: "arg", Arity: 3, Fn: biArg},
	{Name: "=..", Arity: 2, Fn: biUniv},
	{Name: "compound_name_arity", Arity: 3, Fn: compoundNameArity},
	{Name: "compound_name_arguments", Arity: 3, Fn: compoundNameArguments},
	{Name: "copy_term", Arity: 2, Fn: biCopyTerm},
	{Name: "setarg", Arity: 3, Fn: biSetarg},
	{Name: "same_term", Arity: 2, Fn: biSameTerm},
	{Name: "nb_setarg", Arity: 3, Fn: biNbSetarg},
	{Name: "term_variables", Arity: 2, Fn: biTermVariables},
	{Name: "term_variables", Arity: 3, Fn: biTermVariables3},
}

// compoundNameArity implements compound_name_arity(Compound, Name,
// Arity): functor/3 for compound terms only. goprolog has no compounds
// of arity 0 (SWI-Prolog 7's f()), so building one is a representation
// error.
func compoundNameArity(m *engine.Machine, args []engine.Term) (bool, error) {
	name, done, ok, err := compoundOrName(m, args, func(c *engine.Compound) engine.Term { return engine.MakeInt(int64(len(c.Args))) })
	if done || err != nil {
		return ok, err
	}
	n, err := nonNegIntArg(args[2])
	if err != nil {
		return false, err
	}
	if n == 0 {
		return false, engine.RepresentationError("compound_non_zero_arity")
	}
	if n > maxArity {
		return false, engine.ResourceError("memory")
	}
	c := engine.NewCompoundN(name, int(n))
	for i := range c.Args {
		c.Args[i] = m.NewVar()
	}
	return m.Unify(args[0], c), nil
}

// compoundOrName is the first half of compound_name_arity/3 and
// compound_name_arguments/3: a compound first argument is taken apart
// (done, its name and parts(it) unified with the second and third), a
// variable one is to be built from the name it returns.
func compoundOrName(m *engine.Machine, args []engine.Term, parts func(*engine.Compound) engine.Term) (name *engine.Atom, done, ok bool, err error) {
	switch c := engine.Deref(args[0]).(type) {
	case *engine.Compound:
		return nil, true, m.Unify(args[1], c.Name) && m.Unify(args[2], parts(c)), nil
	case *engine.Var:
	default:
		return nil, true, false, engine.TypeError("compound", c)
	}
	name, err = atomArg(args[1])
	return name, false, false, err
}

// compoundNameArguments implements compound_name_arguments(Compound,
// Name, Arguments): =../2 for compound terms only.
func compoundNameArguments(m *engine.Machine, args []engine.Term) (bool, error) {
	name, done, ok, err := compoundOrName(m, args, func(c *engine.Compound) engine.Term { return engine.List(c.Args...) })
	if done || err != nil {
		return ok, err
	}
	list, err := listArg(args[2])
	if err != nil {
		return false, err
	}
	if len(list) == 0 {
		return false, engine.RepresentationError("compound_non_zero_arity")
	}
	return m.Unify(args[0], engine.NewCompound(name, list...)), nil
}
