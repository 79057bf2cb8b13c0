package builtins

import (
	"crypto/sha1"
	"encoding/binary"
	"encoding/hex"

	"github.com/goprolog/goprolog/internal/engine"
)

// SWI-Prolog's term inspection predicates that its system module defines
// in C: term_singletons/2, nonground/2, unifiable/3,
// is_most_general_term/1, size_abstract_term/3, variant_sha1/2,
// variant_hash/2 and copy_term/4. del_attrs/1 and put_attrs/2 are in
// lib/coroutine.pl, on put_attr/3 and del_attr/2, which the WAM core
// runs on its own variables.

// termSingletons implements term_singletons/2: the variables that occur
// once in the term, in depth-first, left-to-right order. Every
// occurrence counts, a subterm shared twice included; a cyclic term is
// a representation_error(acyclic_term), as in SWI-Prolog.
func termSingletons(m *engine.Machine, args []engine.Term) (bool, error) {
	if isCyclic(args[0]) {
		return false, engine.RepresentationError("acyclic_term")
	}
	count := map[*engine.Var]int{}
	var order []*engine.Var
	stack := []engine.Term{args[0]}
	for len(stack) > 0 {
		t := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch x := t.(type) {
		case *engine.Var:
			if count[x] == 0 {
				order = append(order, x)
			}
			count[x]++
		case *engine.Compound:
			for i := len(x.Args) - 1; i >= 0; i-- {
				stack = append(stack, x.Args[i])
			}
		}
	}
	var out []engine.Term
	for _, v := range order {
		if count[v] == 1 {
			out = append(out, v)
		}
	}
	return m.Unify(args[1], engine.List(out...)), nil
}

// nonground implements nonground/2: the term has a variable, the first
// in depth-first, left-to-right order, which is unified with the second
// argument (so nonground(f(X, Y), Y) binds X to Y, as in SWI-Prolog).
func nonground(m *engine.Machine, args []engine.Term) (bool, error) {
	var first engine.Term
	engine.Walk(args[0], func(t engine.Term) bool {
		if v, ok := t.(*engine.Var); ok {
			first = v
			return false
		}
		return true
	})
	return first != nil && m.Unify(args[1], first), nil
}

// unifiable implements unifiable/3: the substitution, a list of Var =
// Value, that unifies the first two arguments, latest binding first;
// no binding is kept. When one side is a variable the list is that
// variable = the other side, the first argument tried first, as in
// SWI-Prolog.
func unifiable(m *engine.Machine, args []engine.Term) (bool, error) {
	x, y := engine.Deref(args[0]), engine.Deref(args[1])
	eq := func(a, b engine.Term) engine.Term { return engine.NewCompound(engine.AtomEqual, a, b) }
	if _, ok := x.(*engine.Var); ok {
		if x == y {
			return m.Unify(args[2], engine.AtomNil), nil
		}
		return m.Unify(args[2], engine.List(eq(x, y))), nil
	}
	if _, ok := y.(*engine.Var); ok {
		return m.Unify(args[2], engine.List(eq(y, x))), nil
	}
	vars, vals, ok := m.UnifyBindings(x, y)
	if !ok {
		return false, nil
	}
	subst := make([]engine.Term, len(vars))
	for i, v := range vars {
		subst[i] = eq(v, vals[i])
	}
	return m.Unify(args[2], engine.List(subst...)), nil
}

// isMostGeneralTerm implements is_most_general_term/1: an atom, a
// compound whose arguments are distinct variables, or a proper list of
// distinct variables (a partial list is not one).
func isMostGeneralTerm(m *engine.Machine, args []engine.Term) (bool, error) {
	var items []engine.Term
	switch x := engine.Deref(args[0]).(type) {
	case *engine.Atom:
		return true, nil
	case *engine.Compound:
		if x.Name == engine.AtomDot && len(x.Args) == 2 {
			l, ok := engine.ListToSlice(x)
			if !ok {
				return false, nil
			}
			items = l
		} else {
			items = x.Args
		}
	default:
		return false, nil
	}
	seen := make(map[*engine.Var]bool, len(items))
	for _, a := range items {
		v, ok := engine.Deref(a).(*engine.Var)
		if !ok || seen[v] {
			return false, nil
		}
		seen[v] = true
	}
	return true, nil
}

// sizeAbstractTerm implements size_abstract_term(Size, Term, Abstract):
// Term with each compound nested deeper than Size (the term itself is
// at depth 0) replaced by a fresh variable, as swipl 9.0.4 answers; its
// variables and atomic subterms stay (a variable Term gives a fresh
// one). A cyclic Term is cut at that depth too. The copy is made with a
// stack of its own, its compounds reserved against the memory limit and
// the query's limits polled every sizeAbstractBatch of them: a cyclic
// Term under a large Size is as large a term as Size says.
func sizeAbstractTerm(m *engine.Machine, args []engine.Term) (bool, error) {
	size, err := nonNegIntArg(args[0])
	if err != nil {
		return false, err
	}
	t := engine.Deref(args[1])
	if _, ok := t.(*engine.Var); ok {
		return m.Unify(args[2], m.NewVar()), nil
	}
	type job struct {
		src, dst *engine.Compound
		depth    int64
	}
	var jobs []job
	// abstract returns what stands for t at depth in the copy, a
	// compound whose arguments a job fills.
	abstract := func(t engine.Term, depth int64) engine.Term {
		c, ok := engine.Deref(t).(*engine.Compound)
		switch {
		case !ok:
			return engine.Deref(t)
		case depth > size:
			return m.NewVar()
		}
		out := engine.NewCompoundN(c.Name, len(c.Args))
		jobs = append(jobs, job{c, out, depth})
		return out
	}
	root := abstract(t, 0)
	for made := 0; len(jobs) > 0; made++ {
		if made%sizeAbstractBatch == 0 {
			if err := m.Reserve(sizeAbstractBatch, sizeAbstractBytes); err != nil {
				return false, err
			}
			if err := m.Poll(); err != nil {
				return false, err
			}
		}
		j := jobs[len(jobs)-1]
		jobs = jobs[:len(jobs)-1]
		for i, a := range j.src.Args {
			j.dst.Args[i] = abstract(a, j.depth+1)
		}
	}
	return m.Unify(args[2], root), nil
}

// sizeAbstractTerm reserves memory for sizeAbstractBatch compounds of
// about sizeAbstractBytes each at a time, and polls between batches.
const (
	sizeAbstractBatch = 4096
	sizeAbstractBytes = 64
)

// variantDigest is the SHA-1 digest of t's variant key (see
// engine.AppendVariantKey), which variant terms share. As in SWI-Prolog,
// an attributed variable in t is an instantiation_error and a cyclic t
// a type_error(acyclic_term, T).
func variantDigest(t engine.Term) ([sha1.Size]byte, error) {
	if isCyclic(t) {
		return [sha1.Size]byte{}, engine.TypeError("acyclic_term", engine.Deref(t))
	}
	var k engine.VariantKey
	if !engine.AppendVariantKey(&k, t) {
		return [sha1.Size]byte{}, engine.ResourceError("memory")
	}
	if k.Opaque && len(attVarsOf(t)) > 0 {
		return [sha1.Size]byte{}, engine.InstantiationError()
	}
	return sha1.Sum(k.B), nil
}

// variantSHA1 implements variant_sha1/2: an atom of 40 hexadecimal
// digits that variant terms share. The digits differ from swipl's, whose
// digest is of its own term layout.
func variantSHA1(m *engine.Machine, args []engine.Term) (bool, error) {
	d, err := variantDigest(args[0])
	if err != nil {
		return false, err
	}
	return m.Unify(args[1], engine.Intern(hex.EncodeToString(d[:]))), nil
}

// variantHashBI implements variant_hash/2: a non-negative integer below
// 2^24, as swipl's are, that variant terms share; the values differ from
// swipl's.
func variantHashBI(m *engine.Machine, args []engine.Term) (bool, error) {
	d, err := variantDigest(args[0])
	if err != nil {
		return false, err
	}
	h := binary.BigEndian.Uint32(d[:4]) & (1<<24 - 1)
	return m.Unify(args[1], engine.MakeInt(int64(h))), nil
}

// copyTerm4 implements copy_term(VarsIn, Term, VarsOut, TermOut): a copy
// of VarsIn-Term that renames only the variables of VarsIn (with their
// attributes) and shares the others with Term.
func copyTerm4(m *engine.Machine, args []engine.Term) (bool, error) {
	renamed := map[*engine.Var]bool{}
	for _, v := range tTermVars(args[0]) {
		renamed[v.(*engine.Var)] = true
	}
	keep := map[*engine.Var]engine.Term{}
	for _, v := range tTermVars(args[1]) {
		if x := v.(*engine.Var); !renamed[x] {
			keep[x] = x
		}
	}
	pair := m.CopySharing(engine.NewCompound(engine.AtomMinus, args[0], args[1]), keep).(*engine.Compound)
	return m.Unify(args[2], pair.Args[0]) && m.Unify(args[3], pair.Args[1]), nil
}

var termSWIBuiltins = []engine.BuiltinSpec{
	{Name: "term_singletons", Arity: 2, Fn: termSingletons},
	{Name: "nonground", Arity: 2, Fn: nonground},
	{Name: "unifiable", Arity: 3, Fn: unifiable},
	{Name: "is_most_general_term", Arity: 1, Fn: isMostGeneralTerm},
	{Name: "size_abstract_term", Arity: 3, Fn: sizeAbstractTerm},
	{Name: "variant_sha1", Arity: 2, Fn: variantSHA1},
	{Name: "variant_hash", Arity: 2, Fn: variantHashBI},
	{Name: "copy_term", Arity: 4, Fn: copyTerm4},
}
