package builtins

import (
	"math"

	"github.com/goprolog/goprolog/internal/engine"
)

// SWI-Prolog term and text utilities that ISO lacks: copy_term_nat/2,
// term_hash/2,4, numbervars/1 and text_to_string/2.

// copyTermNat implements copy_term_nat/2: copy_term/2 leaving the
// attributes (and so the frozen goals) of variables behind.
func copyTermNat(m *engine.Machine, args []engine.Term) (bool, error) {
	return m.Unify(args[1], m.CopyTermNoAttrs(args[0])), nil
}

// termHash implements term_hash/2. SWI-Prolog promises only that a
// ground term gets an integer in 0..16777215, the same for terms that
// are ==, and that a term with variables leaves the hash unbound; its
// values themselves are its own, and goprolog's differ.
func termHash(m *engine.Machine, args []engine.Term) (bool, error) {
	if !engine.IsGround(args[0]) {
		return true, nil
	}
	return m.Unify(args[1], engine.MakeInt(hashTerm(args[0]))), nil
}

// termHash4 implements term_hash(Term, Depth, Range, Hash): the hash of
// Term down to Depth (1 is Term's functor or atomic value, 2 its
// arguments' too, and so on; 0 none of it, a negative Depth all of it),
// in 0..Range-1. Hash is left unbound when the part of Term hashed has a
// variable. The values differ from swipl's (see termHash); its errors
// are the same, the culprit of a Range below 1 included, which swipl
// gives as Depth.
func termHash4(m *engine.Machine, args []engine.Term) (bool, error) {
	depth, err := intArg(args[1])
	if err != nil {
		if isRepresentationError(err) {
			err = engine.RepresentationError("long")
		}
		return false, err
	}
	rng, err := intArg(args[2])
	switch {
	case isRepresentationError(err) || err == nil && rng > math.MaxInt32:
		return false, engine.RepresentationError("int")
	case err != nil:
		return false, err
	case rng < 1:
		return false, engine.DomainError("not_less_than_one", engine.MakeInt(depth))
	}
	t := hashCut(args[0], depth)
	if !engine.IsGround(t) {
		return true, nil
	}
	return m.Unify(args[3], engine.MakeInt(hashTerm(t)%rng)), nil
}

// atomHashCut stands for the part of a term below term_hash/4's depth.
var atomHashCut = engine.Intern("$term_hash_cut")

// hashCut returns t with its subterms below depth (counted from 1 at t)
// replaced by one atom; t itself for a negative depth.
func hashCut(t engine.Term, depth int64) engine.Term {
	if depth < 0 {
		return t
	}
	if depth == 0 {
		return atomHashCut
	}
	c, ok := engine.Deref(t).(*engine.Compound)
	if !ok {
		return engine.Deref(t)
	}
	args := make([]engine.Term, len(c.Args))
	for i, a := range c.Args {
		args[i] = hashCut(a, depth-1)
	}
	return engine.NewCompound(c.Name, args...)
}

// isRepresentationError reports whether err is a representation error.
func isRepresentationError(err error) bool {
	f, ok := errorFormal(err).(*engine.Compound)
	return ok && f.Name.Name == "representation_error"
}

// errorFormal returns the formal term F of err, an error(F, _) ball, or
// nil.
func errorFormal(err error) engine.Term {
	e, ok := err.(*engine.Exception)
	if !ok {
		return nil
	}
	c, ok := engine.Deref(e.Ball).(*engine.Compound)
	if !ok || c.Name != engine.AtomError || len(c.Args) != 2 {
		return nil
	}
	return engine.Deref(c.Args[0])
}

// hashTerm hashes a ground term with FNV-1a over its structure: each
// node's kind, then its text or value. Atoms are hashed by name, so the
// hash of a term is the same in every run (but for references, which
// are hashed by address). An acyclic term is walked depth first, every
// node. A cyclic term is walked breadth first over its infinite
// unfolding, up to cyclicHashNodes nodes: two cyclic terms that are ==
// (X = f(X) and Y = f(f(Y))) unfold alike, so their hashes are equal,
// as SWI-Prolog's are.
func hashTerm(t engine.Term) int64 {
	const (
		offset = 14695981039346656037
		prime  = 1099511628211
	)
	h := uint64(offset)
	mixByte := func(b byte) { h = (h ^ uint64(b)) * prime }
	mix64 := func(x uint64) {
		for i := 0; i < 8; i++ {
			mixByte(byte(x >> (8 * i)))
		}
	}
	mixString := func(s string) {
		mix64(uint64(len(s)))
		for i := 0; i < len(s); i++ {
			mixByte(s[i])
		}
	}
	mixBytes := func(b []byte) {
		mix64(uint64(len(b)))
		for _, c := range b {
			mixByte(c)
		}
	}
	cyclic := isCyclic(t)
	// A stack for the depth-first walk, a queue (from head) for the
	// breadth-first one.
	work := []engine.Term{t}
	head := 0
	for nodes := 0; head < len(work); nodes++ {
		var x engine.Term
		if cyclic {
			if nodes == cyclicHashNodes {
				break
			}
			x = engine.Deref(work[head])
			head++
		} else {
			x = engine.Deref(work[len(work)-1])
			work = work[:len(work)-1]
		}
		switch v := x.(type) {
		case *engine.Atom:
			mixByte('a')
			mixString(v.Name)
		case engine.Int:
			mixByte('i')
			mix64(uint64(v))
		case *engine.BigInt:
			// Bytes, not decimal text: the text of a huge integer
			// takes seconds to make.
			mixByte('I')
			mix64(uint64(v.Big().Sign() + 1))
			mixBytes(v.Big().Bytes())
		case *engine.Rat:
			mixByte('q')
			mix64(uint64(v.Rat().Sign() + 1))
			mixBytes(v.Rat().Num().Bytes())
			mixBytes(v.Rat().Denom().Bytes())
		case engine.Float:
			mixByte('f')
			mix64(math.Float64bits(float64(v)))
		case engine.String:
			mixByte('s')
			mixString(string(v))
		case *engine.Clause:
			mixByte('c')
			mixString(v.String())
		case *engine.Record:
			mixByte('r')
			mixString(v.String())
		case *engine.Compound:
			mixByte('t')
			mixString(v.Name.Name)
			mix64(uint64(len(v.Args)))
			if cyclic {
				// What lies past the nodes read is not queued: a wide
				// compound would queue its arguments for nothing.
				room := max(0, cyclicHashNodes-len(work))
				work = append(work, v.Args[:min(room, len(v.Args))]...)
				continue
			}
			for i := len(v.Args) - 1; i >= 0; i-- {
				work = append(work, v.Args[i])
			}
		}
	}
	// Fold the 64 bits into the 24 that SWI-Prolog's hashes have.
	return int64((h ^ h>>24 ^ h>>48) & (1<<24 - 1))
}

// cyclicHashNodes bounds the nodes of a cyclic term's unfolding that
// hashTerm reads.
const cyclicHashNodes = 1 << 12

// numbervars1 implements numbervars/1 of SWI-Prolog's library(varnumbers):
// numbervars(T, 0, _).
func numbervars1(m *engine.Machine, args []engine.Term) (bool, error) {
	return numbervars3(m, []engine.Term{args[0], engine.MakeInt(0), m.NewVar()})
}

// textToString implements text_to_string/2 as SWI-Prolog 9 does: a string
// is unified as it is; an atom or a code or char list ([] being the empty
// one) gives its text as a string, which, when the second argument is
// bound, must be the text of that argument, whatever its type (abc and
// '1' are texts of "abc" and 1). Numbers are not text here.
func textToString(m *engine.Machine, args []engine.Term) (bool, error) {
	var text string
	switch x := engine.Deref(args[0]).(type) {
	case engine.String:
		return m.Unify(x, args[1]), nil
	case *engine.Var:
		return false, engine.InstantiationError()
	case *engine.Atom:
		if x != engine.AtomNil {
			text = x.Name
		}
	case *engine.Compound:
		s, err := txtFromList(x)
		if hasTypeError(err, "list") {
			// Not a list at all, or one with a tail that is not []:
			// SWI-Prolog says it is not text.
			return false, engine.TypeError("text", x)
		}
		if err != nil {
			return false, err
		}
		text = s
	default:
		return false, engine.TypeError("text", x)
	}
	switch y := engine.Deref(args[1]).(type) {
	case *engine.Var:
		return m.Unify(y, engine.String(text)), nil
	case *engine.Atom:
		if y == engine.AtomNil {
			return text == "", nil
		}
		return y.Name == text, nil
	case *engine.Compound:
		s, ok := textOfList(y)
		return ok && s == text, nil
	case engine.String, engine.Int, engine.Float, *engine.BigInt, *engine.Rat:
		s, _ := txtAtomic(m, y, "text")
		return s == text, nil
	}
	return false, nil
}

var termUtilBuiltins = []engine.BuiltinSpec{
	{Name: "copy_term_nat", Arity: 2, Fn: copyTermNat},
	{Name: "term_hash", Arity: 2, Fn: termHash},
	{Name: "term_hash", Arity: 4, Fn: termHash4},
	{Name: "numbervars", Arity: 1, Fn: numbervars1},
	{Name: "text_to_string", Arity: 2, Fn: textToString},
}

// hasTypeError reports whether err is error(type_error(typ, _), _).
func hasTypeError(err error, typ string) bool {
	f, ok := errorFormal(err).(*engine.Compound)
	return ok && f.Name.Name == "type_error" && len(f.Args) == 2 && engine.Deref(f.Args[0]) == engine.Intern(typ)
}
