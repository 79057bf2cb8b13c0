package builtins

import (
	"math"
	"slices"

	"github.com/goprolog/goprolog/internal/engine"
)

// List built-ins implemented in Go: those SWI-Prolog implements in C
// (length/2, the sorts, memberchk/2, list_to_set/2) and the helpers the Prolog
// library in lib/lists.pl relies on. Everything else of library(lists) and
// library(apply) lives in lib/*.pl, so that inference counts match SWI's.

var (
	lstAtomLess      = engine.Intern("@<")
	lstAtomGreater   = engine.Intern("@>")
	lstAtomLessEq    = engine.Intern("@=<")
	lstAtomGreaterEq = engine.Intern("@>=")
	lstAtomArgument  = engine.Intern("argument")
	lstAtomExistErr  = engine.Intern("existence_error")
)

// lstMaxFresh bounds the list length/2 builds for a partial list: beyond
// it the request is treated as running out of memory, as SWI-Prolog's
// stacks would.
const lstMaxFresh = 1 << 28

// lstCompare is engine.Compare with fast paths for the common atomic
// cases, which dominate the cost of sorting large lists. Both arguments
// must be dereferenced.
func lstCompare(a, b engine.Term) int {
	switch x := a.(type) {
	case engine.Int:
		if y, ok := b.(engine.Int); ok {
			switch {
			case x < y:
				return -1
			case x > y:
				return 1
			}
			return 0
		}
	case *engine.Atom:
		if y, ok := b.(*engine.Atom); ok {
			return engine.CompareAtoms(x, y)
		}
	}
	return engine.Compare(a, b)
}

// lstDerefAll dereferences every element in place so that comparisons in the
// sort loop do not repeat it.
func lstDerefAll(xs []engine.Term) []engine.Term {
	for i, x := range xs {
		xs[i] = engine.Deref(x)
	}
	return xs
}

// lstScan describes the spine of a (possibly partial) list.
type lstScan struct {
	n    int64       // number of list cells before the tail
	tail engine.Term // dereferenced tail: [], an unbound *Var, or anything else
	// cyclic is set when the spine loops back on itself.
	cyclic bool
}

// lstScanList walks the spine of t without recursion, detecting cycles with
// Brent's algorithm so that a cyclic list terminates.
func lstScanList(t engine.Term) lstScan {
	t = engine.Deref(t)
	var n int64
	// slow is the cell the spine is compared with: cells are compared as
	// pointers, not as interfaces (which costs a runtime call each).
	slow, _ := t.(*engine.Compound)
	power, lam := int64(1), int64(0)
	for {
		c, ok := t.(*engine.Compound)
		if !ok || c.Name != engine.AtomDot || len(c.Args) != 2 {
			return lstScan{n: n, tail: t}
		}
		n++
		t = engine.Deref(c.Args[1])
		lam++
		if next, ok := t.(*engine.Compound); ok && next == slow {
			return lstScan{n: n, tail: t, cyclic: true}
		}
		if lam == power {
			// The next cell, or nil when the spine ends here (the loop
			// then returns before comparing).
			slow, _ = t.(*engine.Compound)
			power, lam = power*2, 0
		}
	}
}

// lstCellBytes is about what a list cell of a fresh variable takes on
// the Go heap: what length/2 reserves per element before making a list.
const lstCellBytes = 96

// lstPollEvery is how many list cells lstFreshList makes between polls
// of the interrupt and the limits.
const lstPollEvery = 1 << 16

// lstFreshList returns a list of n fresh variables ending in tail. It
// polls the interrupt and the limits as it goes: a long list takes a
// while to make.
func lstFreshList(m *engine.Machine, n int64, tail engine.Term) (engine.Term, error) {
	l := tail
	for i := int64(0); i < n; i++ {
		if i%lstPollEvery == lstPollEvery-1 {
			if err := m.Poll(); err != nil {
				return nil, err
			}
		}
		l = engine.Cons(m.NewVar(), l)
	}
	return l, nil
}

// biLength implements length/2 in all modes. Like SWI-Prolog it checks the
// length argument first, and enumerates ever longer lists when both the
// list's tail and the length are unbound.
func biLength(m *engine.Machine, args []engine.Term) (bool, error) {
	m.Inferences += m.Costs.Length // length/2's clauses beside its call
	list := engine.Deref(args[0])
	s := lstScanList(list)
	switch n := engine.Deref(args[1]).(type) {
	case engine.Int:
		if n < 0 {
			return false, engine.DomainError("not_less_than_zero", n)
		}
		switch tail := s.tail.(type) {
		case *engine.Var:
			if int64(n) < s.n {
				return false, nil
			}
			if int64(n)-s.n > lstMaxFresh {
				return false, engine.ResourceError("memory")
			}
			if err := m.Reserve(int64(n)-s.n, lstCellBytes); err != nil {
				return false, err
			}
			l, err := lstFreshList(m, int64(n)-s.n, engine.AtomNil)
			if err != nil {
				return false, err
			}
			return m.Unify(tail, l), nil
		case *engine.Atom:
			if tail == engine.AtomNil && !s.cyclic {
				return int64(n) == s.n, nil
			}
		}
		return false, engine.TypeError("list", list)
	case *engine.BigInt:
		if n.Big().Sign() < 0 {
			return false, engine.DomainError("not_less_than_zero", n)
		}
		switch tail := s.tail.(type) {
		case *engine.Var:
			return false, engine.ResourceError("memory")
		case *engine.Atom:
			if tail == engine.AtomNil && !s.cyclic {
				return false, nil
			}
		}
		return false, engine.TypeError("list", list)
	case *engine.Var:
		switch tail := s.tail.(type) {
		case *engine.Var:
			if tail == n {
				// length(L, L): no list is its own length.
				return false, nil
			}
			return lstLengthEnum(m, tail, n, s.n)
		case *engine.Atom:
			if tail == engine.AtomNil && !s.cyclic {
				return m.Unify(n, engine.MakeInt(s.n)), nil
			}
		}
		return false, engine.TypeError("list", list)
	default:
		return false, engine.TypeError("integer", n)
	}
}

// lstLengthEnum enumerates the lists that an open tail can be closed
// with, shortest first, and binds n to base plus their length. Each
// answer costs the same: the redo binds the open tail of the previous
// answer to one more cell, before pushing its own choicepoint so that the
// binding outlives it, and ends the list with [] after. The variables are
// made in list order, oldest first.
func lstLengthEnum(m *engine.Machine, tail, n *engine.Var, base int64) (bool, error) {
	var redo func(open *engine.Var, k int64) func(*engine.Machine) (bool, error)
	redo = func(open *engine.Var, k int64) func(*engine.Machine) (bool, error) {
		return func(m *engine.Machine) (bool, error) {
			next := m.NewVar()
			if !m.Unify(open, engine.Cons(m.NewVar(), next)) {
				return false, nil
			}
			m.PushRedo(redo(next, k+1))
			return m.Unify(next, engine.AtomNil) && m.Unify(n, engine.MakeInt(base+k+1)), nil
		}
	}
	m.PushRedo(redo(tail, 0))
	return m.Unify(tail, engine.AtomNil) && m.Unify(n, engine.MakeInt(base)), nil
}

// biMsort implements msort/2: sort in standard order, keeping duplicates.
func biMsort(m *engine.Machine, args []engine.Term) (bool, error) {
	xs, err := listArg(args[0])
	if err != nil {
		return false, err
	}
	xs = lstDerefAll(xs)
	// Elements that compare equal are identical terms, so an unstable
	// (O(n log n)) sort gives the same list as a stable one.
	slices.SortFunc(xs, lstCompare)
	return m.Unify(args[1], engine.List(xs...)), nil
}

// biSort implements sort/2: sort in standard order, removing duplicates.
func biSort(m *engine.Machine, args []engine.Term) (bool, error) {
	xs, err := listArg(args[0])
	if err != nil {
		return false, err
	}
	xs = lstDerefAll(xs)
	slices.SortFunc(xs, lstCompare)
	xs = lstDedup(xs, func(a, b engine.Term) bool { return lstCompare(a, b) == 0 })
	return m.Unify(args[1], engine.List(xs...)), nil
}

// lstDedup keeps the first of each run of equal adjacent elements.
func lstDedup(xs []engine.Term, eq func(a, b engine.Term) bool) []engine.Term {
	if len(xs) < 2 {
		return xs
	}
	out := xs[:1]
	for _, x := range xs[1:] {
		if !eq(out[len(out)-1], x) {
			out = append(out, x)
		}
	}
	return out
}

// lstKeyed pairs an element with the sort key extracted from it.
type lstKeyed struct {
	key, elem engine.Term
	pos       int // position in the input, to make the sort stable
}

// lstSortKeyed sorts ks on their keys, stably (ties keep input order), in
// O(n log n): slices.SortStableFunc is O(n log² n), which matters for
// million-element lists.
func lstSortKeyed(ks []lstKeyed, desc bool) {
	slices.SortFunc(ks, func(a, b lstKeyed) int {
		c := lstCompare(a.key, b.key)
		if desc {
			c = -c
		}
		if c == 0 {
			return a.pos - b.pos
		}
		return c
	})
}

// biKeysort implements keysort/2: a stable sort of Key-Value pairs on Key.
func biKeysort(m *engine.Machine, args []engine.Term) (bool, error) {
	xs, err := listArg(args[0])
	if err != nil {
		return false, err
	}
	ks := make([]lstKeyed, len(xs))
	for i, x := range xs {
		x = engine.Deref(x)
		switch p := x.(type) {
		case *engine.Var:
			return false, engine.InstantiationError()
		case *engine.Compound:
			if p.Name == engine.AtomMinus && len(p.Args) == 2 {
				ks[i] = lstKeyed{engine.Deref(p.Args[0]), p, i}
				continue
			}
		}
		return false, engine.TypeError("pair", x)
	}
	lstSortKeyed(ks, false)
	for i := range ks {
		xs[i] = ks[i].elem
	}
	return m.Unify(args[1], engine.List(xs...)), nil
}

// biSort4 implements sort/4: sort on the Key-th argument (0: the whole
// term) with Order one of @<, @>, @=<, @>= (the strict orders drop
// elements with equal keys, keeping the first).
func biSort4(m *engine.Machine, args []engine.Term) (bool, error) {
	var key int64
	dictKey := false
	switch k := engine.Deref(args[0]).(type) {
	case *engine.Var:
		return false, engine.InstantiationError()
	case engine.Int:
		if k < 0 {
			return false, engine.DomainError("not_less_than_one", k)
		}
		key = int64(k)
	case *engine.BigInt:
		if k.Big().Sign() < 0 {
			return false, engine.DomainError("not_less_than_one", k)
		}
		key = math.MaxInt64
	case *engine.Atom:
		// SWI-Prolog reads an atom key as a dict key; goprolog has no
		// dicts, so every element is a type error, as for a non-dict there.
		dictKey = true
	default:
		return false, engine.TypeError("sort_key", k)
	}
	var order *engine.Atom
	switch o := engine.Deref(args[1]).(type) {
	case *engine.Var:
		return false, engine.InstantiationError()
	case *engine.Atom:
		if o != lstAtomLess && o != lstAtomGreater && o != lstAtomLessEq && o != lstAtomGreaterEq {
			return false, engine.DomainError("order", o)
		}
		order = o
	default:
		return false, engine.DomainError("order", o)
	}
	xs, err := listArg(args[2])
	if err != nil {
		return false, err
	}
	ks := make([]lstKeyed, len(xs))
	for i, x := range xs {
		x = engine.Deref(x)
		ks[i] = lstKeyed{x, x, i}
		if key == 0 && !dictKey {
			continue
		}
		switch c := x.(type) {
		case *engine.Var:
			return false, engine.InstantiationError()
		case *engine.Compound:
			if dictKey {
				return false, engine.TypeError("dict", c)
			}
			if key > int64(len(c.Args)) {
				return false, engine.Throw(engine.NewCompound(engine.AtomError,
					engine.NewCompound(lstAtomExistErr, lstAtomArgument, engine.Deref(args[0]), c), m.NewVar()))
			}
			ks[i].key = engine.Deref(c.Args[key-1])
		default:
			// swipl names a dict only for a compound that is not one.
			return false, engine.TypeError("compound", x)
		}
	}
	desc := order == lstAtomGreater || order == lstAtomGreaterEq
	lstSortKeyed(ks, desc)
	if order == lstAtomLess || order == lstAtomGreater {
		out := ks[:0]
		for i, k := range ks {
			if i == 0 || lstCompare(out[len(out)-1].key, k.key) != 0 {
				out = append(out, k)
			}
		}
		ks = out
	}
	res := make([]engine.Term, len(ks))
	for i := range ks {
		res[i] = ks[i].elem
	}
	return m.Unify(args[3], engine.List(res...)), nil
}

// biListToSet implements list_to_set/2: remove later duplicates (by ==),
// keeping the first occurrence of each element in its place. It runs in
// O(n log n) by sorting positions on the elements.
func biListToSet(m *engine.Machine, args []engine.Term) (bool, error) {
	xs, err := listArg(args[0])
	if err != nil {
		if e, ok := err.(*engine.Exception); ok {
			// must_be(list, List) in swipl: no context.
			return false, e.Contextless(m.NewVar())
		}
		return false, err
	}
	xs = lstDerefAll(xs)
	idx := make([]int, len(xs))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(a, b int) int {
		if c := lstCompare(xs[a], xs[b]); c != 0 {
			return c
		}
		return a - b
	})
	keep := make([]bool, len(xs))
	for i, j := range idx {
		if i == 0 || lstCompare(xs[idx[i-1]], xs[j]) != 0 {
			keep[j] = true
		}
	}
	out := make([]engine.Term, 0, len(xs))
	for i, x := range xs {
		if keep[i] {
			out = append(out, x)
		}
	}
	return m.Unify(args[1], engine.List(out...)), nil
}

// biMemberchk implements memberchk/2 natively: it binds the first element
// that unifies with X, and nothing else. Elements are first tested with
// lstUnifiable, which binds nothing, so that a failed attempt never leaves
// partial bindings behind; only the chosen element is then unified. A
// partial list is extended with X, as member/2 would.
func biMemberchk(m *engine.Machine, args []engine.Term) (bool, error) {
	x := args[0]
	t := engine.Deref(args[1])
	slow := t
	for i := 0; ; i++ {
		switch c := t.(type) {
		case *engine.Var:
			return m.Unify(c, engine.Cons(x, m.NewVar())), nil
		case *engine.Compound:
			if c.Name != engine.AtomDot || len(c.Args) != 2 {
				return false, engine.TypeError("list", c)
			}
			if lstUnifiable(x, c.Args[0]) {
				return m.Unify(x, c.Args[0]), nil
			}
			t = engine.Deref(c.Args[1])
		default:
			if t == engine.AtomNil {
				return false, nil
			}
			return false, engine.TypeError("list", t)
		}
		if i&1 == 1 {
			slow = engine.Deref(slow.(*engine.Compound).Args[1])
			if slow == t {
				return false, engine.TypeError("list", args[1])
			}
		}
	}
}

// derefSubst dereferences t through the engine's bindings and then
// through subst, tentative bindings kept outside the trail.
func derefSubst(t engine.Term, subst map[*engine.Var]engine.Term) engine.Term {
	for {
		t = engine.Deref(t)
		v, ok := t.(*engine.Var)
		if !ok {
			return t
		}
		u, bound := subst[v]
		if !bound {
			return t
		}
		t = u
	}
}

// lstUnifiable reports whether a and b unify, without binding anything:
// tentative bindings live in a local map. Attributes are ignored (the
// wake-up goals run when the chosen element is really unified). It is
// iterative and terminates on cyclic terms.
func lstUnifiable(a, b engine.Term) bool {
	var binds map[*engine.Var]engine.Term
	var seen map[[2]*engine.Compound]bool
	deref := func(t engine.Term) engine.Term { return derefSubst(t, binds) }
	bind := func(v *engine.Var, t engine.Term) {
		if binds == nil {
			binds = map[*engine.Var]engine.Term{}
		}
		binds[v] = t
	}
	stack := []engine.Term{a, b}
	for steps := 0; len(stack) > 0; steps++ {
		x, y := deref(stack[len(stack)-2]), deref(stack[len(stack)-1])
		stack = stack[:len(stack)-2]
		if xv, ok := x.(*engine.Var); ok {
			if x != y {
				bind(xv, y)
			}
			continue
		}
		if yv, ok := y.(*engine.Var); ok {
			bind(yv, x)
			continue
		}
		switch xc := x.(type) {
		case *engine.Compound:
			yc, ok := y.(*engine.Compound)
			if !ok || xc.Name != yc.Name || len(xc.Args) != len(yc.Args) {
				return false
			}
			if xc == yc {
				continue
			}
			if steps > 1000 {
				// Only deep or cyclic terms get this far: remember pairs.
				if seen == nil {
					seen = map[[2]*engine.Compound]bool{}
				}
				k := [2]*engine.Compound{xc, yc}
				if seen[k] {
					continue
				}
				seen[k] = true
			}
			for i := range xc.Args {
				stack = append(stack, xc.Args[i], yc.Args[i])
			}
		case engine.Int:
			if yi, ok := y.(engine.Int); !ok || xc != yi {
				return false
			}
		case engine.Float:
			yf, ok := y.(engine.Float)
			if !ok || !(xc == yf || (xc != xc && yf != yf)) {
				return false
			}
		case *engine.BigInt:
			yb, ok := y.(*engine.BigInt)
			if !ok || xc.Big().Cmp(yb.Big()) != 0 {
				return false
			}
		case engine.String:
			if ys, ok := y.(engine.String); !ok || xc != ys {
				return false
			}
		default: // atoms
			if x != y {
				return false
			}
		}
	}
	return true
}

// biSkipList implements SWI-Prolog's '$skip_list'(-Length, +List, -Tail):
// Length is the number of cells of List's spine, Tail what follows them.
func biSkipList(m *engine.Machine, args []engine.Term) (bool, error) {
	s := lstScanList(args[1])
	return m.Unify(args[0], engine.MakeInt(s.n)) && m.Unify(args[2], s.tail), nil
}

// biSeekList implements SWI-Prolog's '$seek_list'(+Index, +List,
// -RestIndex, -RestList): it skips up to Index cells of List's spine in Go,
// so that nth0/3 and nth1/3 with a bound index cost one inference as in
// SWI-Prolog. It fails for a negative Index.
func biSeekList(m *engine.Machine, args []engine.Term) (bool, error) {
	if _, big := engine.Deref(args[0]).(*engine.BigInt); big {
		return false, engine.RepresentationError("int64_t")
	}
	n, err := intArg(args[0])
	if err != nil {
		return false, err
	}
	if n < 0 {
		return false, nil
	}
	t := engine.Deref(args[1])
	for steps := 0; n > 0; steps++ {
		c, ok := t.(*engine.Compound)
		if !ok || c.Name != engine.AtomDot || len(c.Args) != 2 {
			break
		}
		// A cyclic list has no end: an index of billions walks it for
		// seconds, which the query's limits must be able to end.
		if steps&(1<<20-1) == 1<<20-1 {
			if err := m.Poll(); err != nil {
				return false, err
			}
		}
		t = engine.Deref(c.Args[1])
		n--
	}
	return m.Unify(args[2], engine.MakeInt(n)) && m.Unify(args[3], t), nil
}

// biListsTypeCheck implements '$lists_type_check'(+Type, @Term, -Formal),
// the subset of must_be/2 that the list library needs: it fails when Term
// is of Type and otherwise binds Formal to must_be/2's error term. The
// Prolog side throws error(Formal, _), so the context stays unbound as in
// SWI-Prolog's must_be/2.
func biListsTypeCheck(m *engine.Machine, args []engine.Term) (bool, error) {
	typ, err := atomArg(args[0])
	if err != nil {
		return false, err
	}
	x := engine.Deref(args[1])
	if _, ok := x.(*engine.Var); ok {
		err = engine.InstantiationError()
	} else {
		switch typ.Name {
		case "list":
			_, err = listArg(x)
		case "integer":
			_, err = bigIntArg(x)
		case "nonneg", "positive_integer":
			if b, e := bigIntArg(x); e != nil || b.Sign() < 0 || (typ.Name == "positive_integer" && b.Sign() == 0) {
				err = engine.TypeError(typ.Name, x)
			}
		case "callable":
			_, err = callableArg(x)
		default:
			err = engine.ExistenceError("type", typ)
		}
	}
	if err == nil {
		return false, nil
	}
	e, ok := err.(*engine.Exception)
	if !ok {
		return false, err
	}
	return m.Unify(args[2], e.Ball.(*engine.Compound).Args[0]), nil
}

// biDeleteKeep implements '$delete_keep'(Result, Elem, Rest): Result =
// [Elem|Rest], for delete/3's clauses, as a helper that counts no
// inference under either model (the 2001 delete/3 kept an element by
// head unification).
func biDeleteKeep(m *engine.Machine, args []engine.Term) (bool, error) {
	return m.Unify(args[0], engine.Cons(args[1], args[2])), nil
}

// listBuiltins is the list family's table.
var listBuiltins = []engine.BuiltinSpec{
	{Name: "length", Arity: 2, Fn: biLength},
	{Name: "msort", Arity: 2, Fn: biMsort},
	{Name: "sort", Arity: 2, Fn: biSort},
	{Name: "sort", Arity: 4, Fn: biSort4},
	{Name: "keysort", Arity: 2, Fn: biKeysort},
	{Name: "list_to_set", Arity: 2, Fn: biListToSet},
	{Name: "memberchk", Arity: 2, Fn: memberchkSWI},
	{Name: "$skip_list", Arity: 3, Fn: biSkipList},
	{Name: "$delete_keep", Arity: 3, Fn: biDeleteKeep},
	{Name: "$seek_list", Arity: 4, Fn: biSeekList},
	{Name: "$lists_type_check", Arity: 3, Fn: biListsTypeCheck},
}

// listFastPath returns a fast path (see engine.SetFastPath) for library
// predicate name/3 whose clauses walk the proper list in their first
// argument cell by cell and build their third: given an unbound third
// argument and a proper first list, build makes the third at once from
// the list's length n, and the call counts the inferences of the
// recursion it replaces, one per cell (the call itself is counted by the
// solver), so that time/1 reports what the clauses would. Any other call,
// and every call under the debugger, runs the clauses. The third argument
// must carry no attributes: binding it at once instead of cell by cell
// could wake its goals at another time.
func listFastPath(name *engine.Atom, build func(m *engine.Machine, args []engine.Term, n int64) engine.Term) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		if out, ok := engine.Deref(args[2]).(*engine.Var); ok && out.Attrs() == nil && !m.Debug {
			if s := lstScanList(args[0]); s.tail == engine.AtomNil {
				m.Inferences += s.n
				return m.Unify(out, build(m, args, s.n)), nil
			}
		}
		m.PushClauses(engine.NewCompound(name, args...))
		return true, nil
	}
}

// appendCopy is append/3's fast path, the mode of append(R, [X], Rp) and
// of every list concatenation: the copy of the first list is made in one
// allocation.
func appendCopy(m *engine.Machine, args []engine.Term, n int64) engine.Term {
	return engine.ListPrefixCopy(args[0], int(n), args[1])
}

// deleteKeep is delete/3's fast path, the course's mode (delete(Cb, Xa,
// C1) in RD's reduit/3): the list of the elements that do not unify with
// the one to delete ('$unifiable'/2's test, which counts no inference).
func deleteKeep(m *engine.Machine, args []engine.Term, n int64) engine.Term {
	var buf [32]engine.Term
	kept := buf[:0]
	for l := engine.Deref(args[0]); l != engine.AtomNil; {
		c := l.(*engine.Compound)
		m.Inferences += m.Costs.DeleteTest
		if e := engine.Deref(c.Args[0]); !m.Unifiable(e, args[1]) {
			kept = append(kept, e)
		} else {
			m.Inferences += m.Costs.DeleteDrop
		}
		l = engine.Deref(c.Args[1])
	}
	return engine.ListWithTail(engine.AtomNil, kept...)
}

// memberFastPath stands in front of library member/2's clauses for a
// list: it tries the elements in order, leaves a choicepoint for the rest
// after an answer unless the element was the last (as first-argument
// indexing of '$lists_member_'/3 does), and counts one inference per
// element it passes, as '$lists_member_'/3 does (a redo of its second
// clause counts none, the call in its body one). It does not scan the
// list first, so an early answer costs what it costs the clauses. Where
// the list ends in anything but [] (a partial list), after memberRun
// elements passed without an answer (so that a cyclic list stays
// interruptible), and under the debugger, '$lists_member_'/3 goes on
// from the element reached.
func memberFastPath(m *engine.Machine, args []engine.Term) (bool, error) {
	switch l := engine.Deref(args[1]).(type) {
	case *engine.Compound:
		if !isListCell(l) {
			break
		}
		// memberFrom, and the clauses' '$lists_member_'/3, count the
		// first element as a redo would; the model says what it costs
		// on entry.
		m.Inferences += m.Costs.MemberFirst - 1
		if !m.Debug {
			return memberFrom(m, args[0], l)
		}
	case *engine.Var:
		m.Inferences += m.Costs.MemberFirst - 1
	}
	// A list that has no first element ([], or no list) matches no
	// clause: the call alone counts.
	m.PushClauses(engine.NewCompound(atomMember, args...))
	return true, nil
}

// memberRun bounds the elements one call of memberFrom passes.
const memberRun = 1 << 16

// memberFrom gives member/2's answers from the list cell c on.
func memberFrom(m *engine.Machine, x engine.Term, c *engine.Compound) (bool, error) {
	// An unbound plain variable unifies with every element: no need to
	// try each first (the course's member(Xa, Ca) enumerates a domain).
	v, free := engine.Deref(x).(*engine.Var)
	free = free && v.Attrs() == nil
	for passed := 0; ; passed++ {
		m.Inferences++ // '$lists_member_'/3 called on this element
		next := engine.Deref(c.Args[1])
		if next == engine.AtomNil {
			// The 2001 clauses leave a choicepoint here, whose redo
			// calls member(X, []), which fails: a ghost counts it.
			if m.Costs.MemberEnd != 0 {
				m.PushGhost(m.Costs.MemberEnd)
			}
			return m.Unify(x, c.Args[0]), nil
		}
		rest, ok := next.(*engine.Compound)
		if !ok || !isListCell(rest) || passed == memberRun {
			m.PushClauses(engine.NewCompound(atomMemberAux, next, x, c.Args[0]))
			return true, nil
		}
		if free || m.Unifiable(x, c.Args[0]) {
			m.PushRedo(func(m *engine.Machine) (bool, error) { return memberFrom(m, x, rest) })
			return m.Unify(x, c.Args[0]), nil
		}
		c = rest
	}
}

// isListCell reports whether c is a list cell.
func isListCell(c *engine.Compound) bool { return c.Name == engine.AtomDot && len(c.Args) == 2 }

var (
	atomDelete    = engine.Intern("delete")
	atomMember    = engine.Intern("member")
	atomMemberAux = engine.Intern("$lists_member_")
)

// listFastPaths is the list family's table of fast paths.
var listFastPaths = []struct {
	name  *engine.Atom
	arity int
	fn    engine.Builtin
}{
	{atomAppend, 3, listFastPath(atomAppend, appendCopy)},
	{atomDelete, 3, listFastPath(atomDelete, deleteKeep)},
	{atomMember, 2, memberFastPath},
}

// installListFastPaths puts the list family's fast paths in front of the
// library's clauses: after the library is loaded, before any program.
func installListFastPaths(m *engine.Machine) {
	for _, fp := range listFastPaths {
		if p := m.Lookup(fp.name, fp.arity); p != nil && p.IsLibrary() {
			p.SetFastPath(fp.fn)
		}
	}
}
