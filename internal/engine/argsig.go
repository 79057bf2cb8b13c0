package engine

import "unsafe"

// argSig is a signature of arguments 2 to 4 of a clause head or a call,
// the arguments after the one the index is built on. Each argument has a
// field of sigBits bits: zero for a variable, sigOther for a float, a big
// integer or a string, and otherwise a hash of the argument's index key
// (atom, integer, or compound name and arity).
//
// Two arguments whose fields are both nonzero and different cannot
// unify. A call's candidates are filtered by one argument (Pred.sigArg,
// see bySig), so that a clause that cannot match is not tried: no head
// unification that is bound to fail and, above all, no choicepoint for
// it. That makes the usual shapes deterministic when the first argument
// does not tell the clauses apart:
//
//	no_attack(_, [], _).
//	no_attack(Q, [Q1|Qs], D) :- ...
//
// Equal hashes of different keys only forgo the filter: it never drops
// a clause that could match.
type argSig uint64

const (
	sigArgs  = 3
	sigBits  = 21
	sigField = 1<<sigBits - 1
	sigOther = 1
)

// sigOf returns the signature field of the (dereferenced) term t.
func sigOf(t Term) uint64 {
	k := indexKeyOf(t)
	switch k.kind {
	case keyNone:
		return 0
	case keyOther:
		return sigOther
	case keyAtom:
		return SigAtom(k.atom)
	case keyInt:
		return SigInt(k.n)
	}
	return SigFunctor(k.atom, int(k.n))
}

// SigAtom, SigInt and SigFunctor are the signature fields of an atom, an
// integer and a compound's name and arity (see argSig); a float, a big
// integer or a string has SigOther, a variable 0. Another machine that
// runs a predicate's clauses filters its candidates with them as the
// solver does (see Pred.SigArg).
func SigAtom(a *Atom) uint64 { return sigMix(uint64(uintptr(unsafe.Pointer(a)))) }

// SigInt is the signature field of the integer n (see SigAtom).
func SigInt(n int64) uint64 { return sigMix(uint64(n) ^ 0x5bd1e995) }

// SigFunctor is the signature field of a compound name/arity (see SigAtom).
func SigFunctor(name *Atom, arity int) uint64 {
	return sigMix(uint64(uintptr(unsafe.Pointer(name))) + uint64(arity)*0x27d4eb2f165667c5)
}

// SigOther is the signature field of a float, a big integer or a string.
const SigOther = sigOther

// SigArg returns the argument (1 to 3 after the first, as an index into
// the arguments) whose signature fields filter the candidates of a call
// of p, or 0 for none (see bySig).
func (p *Pred) SigArg() int { return int(p.sigArg) }

// SigOf returns the signature field of the term t.
func SigOf(t Term) uint64 { return sigOf(Deref(t)) }

// sigMix turns a key's hash into its field.
func sigMix(h uint64) uint64 {
	h *= 0x9e3779b97f4a7c15 // Fibonacci hashing: the high bits mix all the others
	f := h >> (64 - sigBits)
	if f <= sigOther {
		f += 2
	}
	return f
}

// sigOfArgs returns the signature of a clause head's arguments: fields
// for args[1], args[2] and args[3], those that exist.
func sigOfArgs(args []Term) argSig {
	var s uint64
	for i := 1; i < len(args) && i <= sigArgs; i++ {
		s |= sigOf(Deref(args[i])) << ((i - 1) * sigBits)
	}
	return argSig(s)
}

// field returns the field of argument a (1 to sigArgs).
func (s argSig) field(a int) uint64 {
	return uint64(s) >> ((a - 1) * sigBits) & sigField
}

// sigStats is what a predicate's clauses say about one of the arguments
// a signature covers.
type sigStats struct {
	first  uint64 // the first nonzero field seen
	keyed  int32  // clauses with a nonzero field
	vars   int32  // clauses with a zero field
	varied bool   // two different nonzero fields seen
}

// useful reports whether the argument can tell clauses apart: some have
// different keys there, or some a key and some a variable.
func (st *sigStats) useful() bool {
	return st.keyed > 0 && (st.varied || st.vars > 0)
}

// noteSig records the signature s of a new clause of p, and picks as p's
// filter (Pred.sigArg) the argument that tells clauses apart and is known
// in most of them: a call then reads one argument, not three.
func (p *Pred) noteSig(s argSig) {
	best := 0
	for a := 1; a <= sigArgs && a < p.Arity; a++ {
		st := &p.sigStats[a-1]
		switch f := s.field(a); {
		case f == 0:
			st.vars++
		case st.keyed == 0:
			st.first, st.keyed = f, 1
		default:
			st.keyed++
			st.varied = st.varied || f != st.first
		}
		if st.useful() && (best == 0 || st.keyed > p.sigStats[best-1].keyed) {
			best = a
		}
	}
	if int8(best) != p.sigArg {
		// The filtered lists were made for the other argument.
		p.sigArg, p.sigCache = int8(best), nil
	}
}

// sigCacheSize bounds the filtered candidate lists a predicate keeps.
const sigCacheSize = 8

// sigBucket is a candidate list filtered by a call's signature field f:
// the clauses of from (a first-argument bucket) that field f does not
// exclude. A bucket is known by the address of its backing array and its
// length, which is sound because clause lists and buckets are never
// written in place below their length (see predIndex). (Two buckets
// often begin with the same clause: one with a variable first argument.)
type sigBucket struct {
	from  **Clause
	n     int
	f     uint64
	cands []*Clause
}

// bySig returns the candidates among cands that can match a call with
// arguments args by their argument p.sigArg (see argSig): cands itself
// when the call's argument is a variable, a filtered list, made once and
// kept, otherwise. Backtracking then walks the shorter list, and a call
// that only one clause can match leaves no choicepoint.
func (p *Pred) bySig(cands []*Clause, args []Term) []*Clause {
	a := int(p.sigArg)
	f := sigOf(Deref(args[a]))
	if f == 0 {
		return cands
	}
	return p.bySigField(cands, a, f)
}

// bySigField is bySig for a call whose argument a (p.sigArg) has the
// signature field f, not 0.
func (p *Pred) bySigField(cands []*Clause, a int, f uint64) []*Clause {
	if out, ok := p.sigCached(cands, f); ok {
		return out
	}
	// A key that no clause names (an integer computed at run time, say)
	// leaves the clauses with a variable there, whatever the key: one
	// list, kept under the field 0, serves them all, so that a stream of
	// distinct keys neither allocates nor evicts the useful lists.
	named := false
	for _, c := range cands {
		if c.sig.field(a) == f {
			named = true
			break
		}
	}
	if !named {
		if out, ok := p.sigCached(cands, 0); ok {
			return out
		}
		f = 0
	}
	var out []*Clause
	for _, c := range cands {
		if g := c.sig.field(a); g == 0 || g == f {
			out = append(out, c)
		}
	}
	if len(out) == len(cands) {
		out = cands
	}
	if len(p.sigCache) == sigCacheSize {
		p.sigCache = p.sigCache[:0]
	}
	p.sigCache = append(p.sigCache, sigBucket{from: &cands[0], n: len(cands), f: f, cands: out})
	return out
}

// sigCached returns the kept list of cands filtered by field f.
func (p *Pred) sigCached(cands []*Clause, f uint64) ([]*Clause, bool) {
	for k := range p.sigCache {
		if b := &p.sigCache[k]; b.f == f && b.from == &cands[0] && b.n == len(cands) {
			return b.cands, true
		}
	}
	return nil, false
}
