package builtins

import (
	"math/big"
	"math/bits"
	"math/rand/v2"
	"time"

	"github.com/goprolog/goprolog/engine"
)

// Random numbers. Each interpreter has its own generator, so that
// set_random(seed(S)) makes one interpreter's sequence reproducible
// whatever the others draw. The evaluable functions random/1 and
// random_float (see apply in arith.go) draw from it too.

// randomState is an interpreter's generator: a PCG, whose 128-bit state
// random_property(state(S)) reads and set_random(state(S)) restores. A
// Machine runs on one goroutine at a time, so it needs no lock.
type randomState struct {
	pcg *rand.PCG
	rng *rand.Rand
}

// pcgIncrement is the second word of the state seeded from one integer.
const pcgIncrement = 0x9e3779b97f4a7c15

// newRandomState returns a generator started from the state hi, lo, with
// the Rand that draws from it: the PCG is kept to be reseeded and have its
// state read.
func newRandomState(hi, lo uint64) *randomState {
	pcg := rand.NewPCG(hi, lo)
	return &randomState{pcg: pcg, rng: rand.New(pcg)}
}

// clockSeed seeds a generator from the clock, as SWI-Prolog does at start
// and for set_random(seed(random)). Its second word comes from Go's
// runtime generator, so that interpreters created within one tick of a
// coarse clock still draw different sequences.
func clockSeed() (uint64, uint64) {
	return uint64(time.Now().UnixNano()), rand.Uint64()
}

// randomOf returns m's generator, creating it seeded from the clock on
// first use. Without a machine it returns a fresh one.
func randomOf(m *engine.Machine) *randomState {
	if m == nil {
		return newRandomState(clockSeed())
	}
	if r, ok := m.Hooks.Slots[slotRandom].(*randomState); ok {
		return r
	}
	r := newRandomState(clockSeed())
	m.Hooks.Slots[slotRandom] = r
	return r
}

// seed restarts the generator from the integer s: equal seeds give equal
// sequences. A small integer is the first word of the state; a big one is
// folded into it word by word.
func (r *randomState) seed(s engine.Term) {
	switch s := s.(type) {
	case engine.Int:
		r.pcg.Seed(uint64(s), pcgIncrement)
	case *engine.BigInt:
		var hi uint64
		for _, w := range s.Big().Bits() {
			hi = mix64(hi ^ uint64(w))
		}
		lo := uint64(pcgIncrement)
		if s.Big().Sign() < 0 {
			lo = ^lo
		}
		r.pcg.Seed(hi, lo)
	}
}

// mix64 is SplitMix64's finaliser: it spreads every bit of a big seed
// over the state word.
func mix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// pcgMarshalPrefix heads the PCG's binary encoding, before the two words
// of its state.
const pcgMarshalPrefix = "pcg:"

// state returns the generator's state as a non-negative integer below
// 2^128, for random_property(state(S)).
func (r *randomState) state() engine.Term {
	b, _ := r.pcg.MarshalBinary()
	return engine.MakeBig(new(big.Int).SetBytes(b[len(pcgMarshalPrefix):]))
}

// setState restores a state that state returned; it reports false for
// any other term.
func (r *randomState) setState(s engine.Term) bool {
	var n *big.Int
	switch s := s.(type) {
	case engine.Int:
		n = big.NewInt(int64(s))
	case *engine.BigInt:
		n = s.Big()
	default:
		return false
	}
	if n.Sign() < 0 || n.BitLen() > 128 {
		return false
	}
	b := append([]byte(pcgMarshalPrefix), n.FillBytes(make([]byte, 16))...)
	return r.pcg.UnmarshalBinary(b) == nil
}

// float returns a float in the open interval (0, 1), SWI-Prolog's
// random_float: 0.0 is drawn again.
func (r *randomState) float() float64 {
	for {
		if f := r.rng.Float64(); f > 0 {
			return f
		}
	}
}

// below returns a uniform integer in [0, n) for an integer n > 0.
func (r *randomState) below(n num) num {
	if n.k == kInt {
		return mkInt(r.rng.Int64N(n.i))
	}
	return mkBig(r.bigBelow(n.b))
}

// bigBelow returns a uniform integer in [0, n) for n > 0, by rejection
// sampling over whole words of n's bit length.
func (r *randomState) bigBelow(n *big.Int) *big.Int {
	nb := n.BitLen()
	words := make([]big.Word, (nb+bits.UintSize-1)/bits.UintSize)
	for {
		for i := range words {
			words[i] = big.Word(r.rng.Uint64())
		}
		if extra := len(words)*bits.UintSize - nb; extra > 0 {
			words[len(words)-1] &= big.Word(^uint(0) >> extra)
		}
		if x := new(big.Int).SetBits(words); x.Cmp(n) < 0 {
			return x
		}
	}
}

// randomBelow is the evaluable function random(N): an integer in [0, N),
// with SWI-Prolog's errors, which name random/1 as their context.
func randomBelow(m *engine.Machine, n num) (num, error) {
	if err := requireInt(m, fnRandom, n); err != nil {
		return num{}, err
	}
	if n.sign() <= 0 {
		return num{}, fnError(m, engine.NewCompound(engine.Intern("domain_error"), atomNotLessOne, n.term()), fnRandom)
	}
	return randomOf(m).below(n), nil
}

var (
	atomSeed      = engine.Intern("seed")
	atomState     = engine.Intern("state")
	atomRandom    = engine.Intern("random")
	atomRand      = engine.Intern("rand")
	atomSetRandom = engine.Intern("set_random")
	// seedExpected is the message SWI-Prolog gives in the context of a
	// bad seed.
	seedExpected = engine.Intern("integer or 'random'")
)

// Predicates of SWI-Prolog's system module.

// set_random(+Option): seed(S) restarts the generator from the integer S,
// or from the clock for seed(random); state(S) restores a state that
// random_property/1 gave. Any other option of arity 1 is a domain error,
// anything else a type error, as in SWI-Prolog.
func biSetRandom(m *engine.Machine, args []engine.Term) (bool, error) {
	opt := engine.Deref(args[0])
	switch o := opt.(type) {
	case *engine.Var:
		return false, engine.InstantiationError()
	case *engine.Compound:
		if len(o.Args) != 1 {
			break
		}
		switch o.Name {
		case atomSeed:
			return setSeed(m, engine.Deref(o.Args[0]))
		case atomState:
			s := engine.Deref(o.Args[0])
			if _, ok := s.(*engine.Var); ok {
				return false, engine.InstantiationError()
			}
			if !randomOf(m).setState(s) {
				return false, engine.TypeError("state", s)
			}
			return true, nil
		}
		return false, engine.DomainError("random_option", opt)
	}
	return false, engine.TypeError("random_option", opt)
}

// setSeed is set_random(seed(S)). Its errors carry SWI-Prolog's message
// "integer or 'random'" in their context, except for a float, which
// SWI-Prolog rejects elsewhere.
func setSeed(m *engine.Machine, s engine.Term) (bool, error) {
	var formal engine.Term
	switch s := s.(type) {
	case engine.Int, *engine.BigInt:
		randomOf(m).seed(s)
		return true, nil
	case engine.Float:
		return false, engine.TypeError("seed", s)
	case *engine.Atom:
		if s == atomRandom {
			randomOf(m).pcg.Seed(clockSeed())
			return true, nil
		}
		formal = engine.NewCompound(atomTypeErrorA, atomSeed, s)
	case *engine.Var:
		formal = engine.Intern("instantiation_error")
	default:
		formal = engine.NewCompound(atomTypeErrorA, atomSeed, s)
	}
	return false, engine.Throw(engine.NewCompound(engine.AtomError, formal,
		engine.NewCompound(atomContext, engine.PI(atomSetRandom, 1), seedExpected)))
}

// random_property(?Property): state(S) gives the generator's state, for
// set_random(state(S)). It fails for anything else, as SWI-Prolog does.
func biRandomProperty(m *engine.Machine, args []engine.Term) (bool, error) {
	p, ok := engine.Deref(args[0]).(*engine.Compound)
	if !ok || p.Name != atomState || len(p.Args) != 1 {
		return false, nil
	}
	return m.Unify(p.Args[0], randomOf(m).state()), nil
}

// library(random): primitives.

// random(-R): R is a float in the open interval (0, 1) (R is
// random_float).
func biRandom(m *engine.Machine, args []engine.Term) (bool, error) {
	return m.Unify(args[0], engine.Float(randomOf(m).float())), nil
}

// random_between(+L, +U, -R): R is a uniform integer in L..U; it fails
// when U < L.
func biRandomBetween(m *engine.Machine, args []engine.Term) (bool, error) {
	r := randomOf(m)
	if l, ok := engine.Deref(args[0]).(engine.Int); ok {
		if u, ok := engine.Deref(args[1]).(engine.Int); ok {
			if u < l {
				return false, nil
			}
			// The span fits in a uint64 unless it is all 2^64 integers.
			if span := uint64(u) - uint64(l) + 1; span != 0 {
				return m.Unify(args[2], engine.MakeInt(int64(uint64(l)+r.rng.Uint64N(span)))), nil
			}
		}
	}
	lo, err := bigIntArg(args[0])
	if err != nil {
		return false, err
	}
	hi, err := bigIntArg(args[1])
	if err != nil {
		return false, err
	}
	if hi.Cmp(lo) < 0 {
		return false, nil
	}
	span := new(big.Int).Sub(hi, lo)
	x := r.bigBelow(span.Add(span, big.NewInt(1)))
	return m.Unify(args[2], engine.MakeBig(x.Add(x, lo))), nil
}

var atomShl = engine.Intern("<<")

// getrand(-State), deprecated: random_property(state(State)).
func biGetrand(m *engine.Machine, args []engine.Term) (bool, error) {
	return m.Unify(args[0], randomOf(m).state()), nil
}

// setrand(+State), deprecated: rand(A, B, C) is the seed A<<30+B<<15+C,
// as in DEC-10 Prolog; anything else is a state for set_random(state(S)).
// An unbound State unifies with rand(A, B, C), so computing that seed
// raises the instantiation error.
func biSetrand(m *engine.Machine, args []engine.Term) (bool, error) {
	switch s := engine.Deref(args[0]).(type) {
	case *engine.Var:
		return false, engine.InstantiationError()
	case *engine.Compound:
		if s.Name == atomRand && len(s.Args) == 3 {
			shl := func(x engine.Term, n int64) engine.Term {
				return engine.NewCompound(atomShl, x, engine.MakeInt(n))
			}
			seed, err := Eval(m, engine.NewCompound(engine.AtomPlus,
				engine.NewCompound(engine.AtomPlus, shl(s.Args[0], 30), shl(s.Args[1], 15)), s.Args[2]))
			if err != nil {
				return false, err
			}
			randomOf(m).seed(seed)
			return true, nil
		}
	}
	return biSetRandom(m, []engine.Term{engine.NewCompound(atomState, args[0])})
}

// randomBuiltins are the random-number predicates of SWI-Prolog's system
// module and those of its library(random) (randomLibrary).
var randomBuiltins = append([]engine.BuiltinSpec{
	{Name: "set_random", Arity: 1, Fn: biSetRandom},
	{Name: "random_property", Arity: 1, Fn: biRandomProperty},
}, randomLibrary...)

// randomLibrary is library(random): a user's file may redefine these, as
// it may any predicate SWI-Prolog autoloads.
var randomLibrary = []engine.BuiltinSpec{
	{Name: "random", Arity: 1, Fn: biRandom},
	{Name: "random_between", Arity: 3, Fn: biRandomBetween},
	{Name: "getrand", Arity: 1, Fn: biGetrand},
	{Name: "setrand", Arity: 1, Fn: biSetrand},
}
