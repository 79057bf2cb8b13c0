package builtins

import (
	"hash/maphash"
	"math"

	"github.com/goprolog/goprolog/internal/engine"
)

// Go helpers of the Prolog libraries in lib/error.pl, lib/solutions.pl
// and lib/aggregate.pl: what Prolog cannot do in constant time per
// solution (a set of variants that survives backtracking, for
// distinct/1,2) or without unbinding variables (foreach/2), and the type
// table of must_be/2 (error.go), which as Prolog clauses would lengthen
// every start.

// The variant set of distinct/1,2 ('$nb_set_new'/1, '$nb_set_add'/2), as
// SWI-Prolog's library(nb_set): a term '$nb_set'(Count, Buckets) whose
// buckets are lists of copies of the keys added, chained by their variant
// hash. '$nb_set_add'/2 stores into the term's arguments without
// trailing, so that the set keeps its keys when the goal producing them
// backtracks, as nb_setarg/3 does; the set is garbage once distinct/1,2
// is, as any term.
var (
	atomNbSet     = engine.Intern("$nb_set")
	atomNbBuckets = engine.Intern("$buckets")
)

// nbSetInitialBuckets is the table size of a new set; it doubles when the
// set holds twice as many keys as buckets.
const nbSetInitialBuckets = 16

func newBuckets(n int) *engine.Compound {
	b := engine.NewCompoundN(atomNbBuckets, n)
	for i := range b.Args {
		b.Args[i] = engine.AtomNil
	}
	return b
}

// biNbSetNew implements '$nb_set_new'(-Set).
func biNbSetNew(m *engine.Machine, args []engine.Term) (bool, error) {
	set := engine.NewCompound(atomNbSet, engine.MakeInt(0), newBuckets(nbSetInitialBuckets))
	return m.Unify(args[0], set), nil
}

// biNbSetAdd implements '$nb_set_add'(+Set, @Key): it adds a copy of Key
// and succeeds if Set holds no variant of Key, and fails otherwise.
func biNbSetAdd(m *engine.Machine, args []engine.Term) (bool, error) {
	set, ok := engine.Deref(args[0]).(*engine.Compound)
	if !ok || set.Name != atomNbSet || len(set.Args) != 2 {
		return false, engine.TypeError("nb_set", args[0])
	}
	count, _ := engine.Deref(set.Args[0]).(engine.Int)
	buckets := engine.Deref(set.Args[1]).(*engine.Compound)
	key := engine.Deref(args[1])
	h := variantHash(key)
	i := h % uint64(len(buckets.Args))
	for l := buckets.Args[i]; ; {
		cell, ok := l.(*engine.Compound)
		if !ok {
			break
		}
		if engine.Variant(cell.Args[0], key) {
			return false, nil
		}
		l = cell.Args[1]
	}
	buckets.Args[i] = engine.Cons(m.CopyTerm(key), buckets.Args[i])
	count++
	set.Args[0] = engine.MakeInt(int64(count))
	if int(count) > 2*len(buckets.Args) {
		set.Args[1] = rehash(buckets, 2*len(buckets.Args))
	}
	return true, nil
}

// rehash moves the keys of old into a table of n buckets.
func rehash(old *engine.Compound, n int) *engine.Compound {
	b := newBuckets(n)
	for _, l := range old.Args {
		for {
			cell, ok := l.(*engine.Compound)
			if !ok {
				break
			}
			i := variantHash(cell.Args[0]) % uint64(n)
			b.Args[i] = engine.Cons(cell.Args[0], b.Args[i])
			l = cell.Args[1]
		}
	}
	return b
}

var hashSeed = maphash.MakeSeed()

// variantHashNodes bounds the nodes variantHash visits: terms that differ
// only further in share a bucket (and are told apart by engine.Variant),
// and a cyclic term is hashed in bounded time.
const variantHashNodes = 4096

// variantHash hashes t so that variants hash alike: a variable hashes as
// the order of its first occurrence.
func variantHash(t engine.Term) uint64 {
	var h maphash.Hash
	h.SetSeed(hashSeed)
	var vars []*engine.Var
	stack := []engine.Term{t}
	for n := 0; len(stack) > 0 && n < variantHashNodes; n++ {
		x := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch x := x.(type) {
		case *engine.Var:
			k := len(vars)
			for j, v := range vars {
				if v == x {
					k = j
					break
				}
			}
			if k == len(vars) {
				vars = append(vars, x)
			}
			writeTagged(&h, 'V', uint64(k))
		case *engine.Atom:
			h.WriteByte('A')
			h.WriteString(x.Name)
			if x == engine.AtomNil {
				h.WriteByte(0) // [] is not '[]'
			}
		case engine.Int:
			writeTagged(&h, 'I', uint64(x))
		case *engine.BigInt:
			h.WriteByte('B')
			h.WriteString(x.Big().String())
		case engine.Float:
			writeTagged(&h, 'F', math.Float64bits(float64(x)))
		case engine.String:
			h.WriteByte('S')
			h.WriteString(string(x))
		case *engine.Compound:
			h.WriteByte('C')
			h.WriteString(x.Name.Name)
			writeTagged(&h, '/', uint64(len(x.Args)))
			for i := len(x.Args) - 1; i >= 0; i-- {
				stack = append(stack, x.Args[i])
			}
		}
	}
	return h.Sum64()
}

func writeTagged(h *maphash.Hash, tag byte, v uint64) {
	var b [9]byte
	b[0] = tag
	for i := 1; i < 9; i++ {
		b[i] = byte(v)
		v >>= 8
	}
	h.Write(b[:])
}

// biForeachInstance implements '$foreach_instance'(+Templ, +Values, +Goal,
// -Instance) for foreach/2: Instance is Goal with the variables of Templ,
// v(V1, ..., Vn), replaced by the arguments of Values, v(X1, ..., Xn), and
// every other variable shared. SWI-Prolog instead binds the template,
// calls the goal and unbinds the template without trailing, which has no
// counterpart here.
func biForeachInstance(m *engine.Machine, args []engine.Term) (bool, error) {
	templ, ok1 := engine.Deref(args[0]).(*engine.Compound)
	vals, ok2 := engine.Deref(args[1]).(*engine.Compound)
	if !ok1 || !ok2 || len(templ.Args) != len(vals.Args) {
		// A template without variables is the atom v: nothing to replace.
		return m.Unify(args[3], args[2]), nil
	}
	sub := make(map[*engine.Var]engine.Term, len(templ.Args))
	for i, v := range templ.Args {
		if v, ok := engine.Deref(v).(*engine.Var); ok {
			sub[v] = vals.Args[i]
		}
	}
	return m.Unify(args[3], substitute(args[2], sub)), nil
}

// substitute returns t with the variables in sub replaced, sharing every
// subterm that holds none of them.
func substitute(t engine.Term, sub map[*engine.Var]engine.Term) engine.Term {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		if r, ok := sub[x]; ok {
			return r
		}
		return x
	case *engine.Compound:
		var out *engine.Compound
		for i, a := range x.Args {
			b := substitute(a, sub)
			if out == nil && b != engine.Deref(a) {
				out = engine.NewCompoundN(x.Name, len(x.Args))
				copy(out.Args, x.Args[:i])
			}
			if out != nil {
				out.Args[i] = b
			}
		}
		if out != nil {
			return out
		}
		return x
	default:
		return x
	}
}

// libSupportBuiltins is the table of these helpers.
var libSupportBuiltins = []engine.BuiltinSpec{
	{Name: "$nb_set_new", Arity: 1, Fn: biNbSetNew},
	{Name: "$nb_set_add", Arity: 2, Fn: biNbSetAdd},
	{Name: "$simple_type", Arity: 2, Fn: biSimpleType},
	{Name: "$known_type", Arity: 1, Fn: biKnownType},
	{Name: "$foreach_instance", Arity: 4, Fn: biForeachInstance},
}
