package builtins

import (
	"math"
	"math/big"
	"math/bits"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/goprolog/goprolog/internal/engine"
)

// Random numbers and SWI-Prolog's library(random). Each interpreter has
// its own generator, so that set_random(seed(S)) makes one interpreter's
// sequence reproducible whatever the others draw. The evaluable functions
// random/1 and random_float (see apply in arith.go) draw from it too.
//
// library(random) is Prolog source in SWI-Prolog; the predicates here
// follow its clauses, so that they fail and raise errors where it does,
// but draw their numbers differently: only properties that hold for any
// random outcome can be compared with SWI-Prolog.

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

// coin is library(random)'s maybe/0: true with probability 1/2.
func (r *randomState) coin() bool { return r.rng.IntN(2) == 0 }

// shuffle returns a uniform random permutation of xs as a list; it
// permutes xs in place.
func (r *randomState) shuffle(xs []engine.Term) engine.Term {
	r.rng.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	return engine.List(xs...)
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

// Argument checks of library(random), which are library(error)'s
// must_be/2 in SWI-Prolog.

var (
	atomBetween   = engine.Intern("between")
	atomSeed      = engine.Intern("seed")
	atomState     = engine.Intern("state")
	atomRandom    = engine.Intern("random")
	atomRand      = engine.Intern("rand")
	atomSetRandom = engine.Intern("set_random")
	// seedExpected is the message SWI-Prolog gives in the context of a
	// bad seed.
	seedExpected = engine.Intern("integer or 'random'")
)

// probabilityArg is must_be(between(0.0, 1.0), P): an integer or float
// from 0 to 1. Anything else bound is a type error naming the type
// between(0.0, 1.0), as library(error) raises.
func probabilityArg(m *engine.Machine, t engine.Term) (float64, error) {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		return 0, engine.InstantiationError()
	case engine.Int:
		if x == 0 || x == 1 {
			return float64(x), nil
		}
	case engine.Float:
		if x >= 0 && x <= 1 {
			return float64(x), nil
		}
	}
	typ := engine.NewCompound(atomBetween, engine.Float(0), engine.Float(1))
	return 0, engine.Throw(engine.NewCompound(engine.AtomError,
		engine.NewCompound(atomTypeErrorA, typ, engine.Deref(t)), m.NewVar()))
}

// nonNegArg is must_be(nonneg, X): an integer >= 0 of any size. Anything
// else bound is type_error(nonneg, X), not a domain error.
func nonNegArg(t engine.Term) (num, error) {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		return num{}, engine.InstantiationError()
	case engine.Int:
		if x >= 0 {
			return mkInt(int64(x)), nil
		}
	case *engine.BigInt:
		if x.Big().Sign() > 0 {
			return mkBig(x.Big()), nil
		}
	}
	return num{}, engine.TypeError("nonneg", engine.Deref(t))
}

// numberArg is must_be(number, X).
func numberArg(t engine.Term) error {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		return engine.InstantiationError()
	case engine.Int, *engine.BigInt, engine.Float:
		return nil
	default:
		return engine.TypeError("number", x)
	}
}

// isInteger is integer/1 on a dereferenced term, the test library(random)
// makes before choosing a clause.
func isInteger(t engine.Term) bool {
	switch t.(type) {
	case engine.Int, *engine.BigInt:
		return true
	}
	return false
}

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

var (
	atomRandomFloat = engine.Intern("random_float")
	atomShl         = engine.Intern("<<")
)

// random(+L, +U, -R), deprecated: for integers, R is L+random(U-L), an
// integer in [L, U); for other numbers, R is L+((U-L)*random_float).
// Evaluating those expressions gives SWI-Prolog's errors, such as
// random/1's domain error when U =< L.
func biRandom3(m *engine.Machine, args []engine.Term) (bool, error) {
	l, u := engine.Deref(args[0]), engine.Deref(args[1])
	var expr engine.Term
	switch {
	case isInteger(l) && isInteger(u):
		expr = engine.NewCompound(engine.AtomPlus, l,
			engine.NewCompound(atomRandom, engine.NewCompound(engine.AtomMinus, u, l)))
	case numberArg(l) == nil && numberArg(u) == nil:
		expr = engine.NewCompound(engine.AtomPlus, l,
			engine.NewCompound(atomStar, engine.NewCompound(engine.AtomMinus, u, l), atomRandomFloat))
	default:
		if err := numberArg(l); err != nil {
			return false, err
		}
		return false, numberArg(u)
	}
	r, err := Eval(m, expr)
	if err != nil {
		return false, err
	}
	return m.Unify(args[2], r), nil
}

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

// library(random): maybe.

// maybe: succeeds with probability 1/2.
func biMaybe(m *engine.Machine, args []engine.Term) (bool, error) {
	return randomOf(m).coin(), nil
}

// maybe(+P): succeeds with probability P, a number from 0 to 1.
func biMaybe1(m *engine.Machine, args []engine.Term) (bool, error) {
	p, err := probabilityArg(m, args[0])
	if err != nil {
		return false, err
	}
	return randomOf(m).float() < p, nil
}

// maybe(+K, +N): succeeds with probability K/N, for integers 0 =< K =< N
// (random(N) < K, so N = 0 is random/1's domain error). Otherwise both
// must be non-negative integers, and K > N is
// domain_error(not_less_than_zero, N-K).
func biMaybe2(m *engine.Machine, args []engine.Term) (bool, error) {
	kt, nt := engine.Deref(args[0]), engine.Deref(args[1])
	if isInteger(kt) && isInteger(nt) {
		k, n := termNum(kt), termNum(nt)
		if k.sign() >= 0 && cmpNum(k, n) <= 0 {
			x, err := randomBelow(m, n)
			if err != nil {
				return false, err
			}
			return cmpNum(x, k) < 0, nil
		}
	}
	if _, err := nonNegArg(kt); err != nil {
		return false, err
	}
	if _, err := nonNegArg(nt); err != nil {
		return false, err
	}
	return false, engine.DomainErrorTerm(atomNotLessZero, engine.NewCompound(engine.AtomMinus, nt, kt))
}

// random_perm2(A, B, X, Y): X-Y is A-B or B-A, with equal probability.
func biRandomPerm2(m *engine.Machine, args []engine.Term) (bool, error) {
	if randomOf(m).coin() {
		return m.Unify(args[2], args[0]) && m.Unify(args[3], args[1]), nil
	}
	return m.Unify(args[2], args[1]) && m.Unify(args[3], args[0]), nil
}

// library(random): lists.

// random_member(-X, +List): X is a uniformly chosen element of List. It
// fails for [], and List must be a proper list.
func biRandomMember(m *engine.Machine, args []engine.Term) (bool, error) {
	xs, err := listArg(args[1])
	if err != nil || len(xs) == 0 {
		return false, err
	}
	return m.Unify(args[0], xs[randomOf(m).rng.IntN(len(xs))]), nil
}

// random_select(?X, ?List, ?Rest): with List a proper list, X is a
// uniformly chosen element and Rest the others; with Rest a proper list,
// List is Rest with X inserted at a uniformly chosen position. Either
// way the index is drawn first and List, X and Rest are then unified as
// nth0/4 does, so it may fail when both are bound. It fails when List is
// [], and when neither is a proper list List must be one.
func biRandomSelect(m *engine.Machine, args []engine.Term) (bool, error) {
	x, list, rest := args[0], args[1], args[2]
	var n int
	if xs, ok := engine.ListToSlice(list); ok {
		n = len(xs)
	} else if ys, ok := engine.ListToSlice(rest); ok {
		n = len(ys) + 1
	} else {
		_, err := listArg(list)
		return false, err
	}
	if n == 0 {
		return false, nil
	}
	return nth0Select(m, randomOf(m).rng.IntN(n), list, x, rest), nil
}

// nth0Select is nth0(I, List, Elem, Rest) for an index I: List is Rest
// with Elem inserted at I. It walks both lists together, extending
// partial lists as it goes.
func nth0Select(m *engine.Machine, i int, list, elem, rest engine.Term) bool {
	for ; i > 0; i-- {
		h1, t1, ok := consCell(m, list)
		if !ok {
			return false
		}
		h2, t2, ok := consCell(m, rest)
		if !ok || !m.Unify(h1, h2) {
			return false
		}
		list, rest = t1, t2
	}
	return m.Unify(list, engine.Cons(elem, rest))
}

// consCell returns the head and tail of t, which is a list cell or a
// variable that it binds to a fresh one; ok is false for anything else.
func consCell(m *engine.Machine, t engine.Term) (head, tail engine.Term, ok bool) {
	switch x := engine.Deref(t).(type) {
	case *engine.Compound:
		if x.Name == engine.AtomDot && len(x.Args) == 2 {
			return x.Args[0], x.Args[1], true
		}
	case *engine.Var:
		head, tail = m.NewVar(), m.NewVar()
		return head, tail, m.Unify(x, engine.Cons(head, tail))
	}
	return nil, nil, false
}

// random_permutation(?List, ?Perm): Perm is a uniformly chosen
// permutation of List when List is a proper list, else List one of Perm
// when Perm is. Otherwise List must be a proper list.
func biRandomPermutation(m *engine.Machine, args []engine.Term) (bool, error) {
	if xs, ok := engine.ListToSlice(args[0]); ok {
		return m.Unify(args[1], randomOf(m).shuffle(xs)), nil
	}
	if ys, ok := engine.ListToSlice(args[1]); ok {
		return m.Unify(args[0], randomOf(m).shuffle(ys)), nil
	}
	_, err := listArg(args[0])
	return false, err
}

// random_subseq(?List, ?Subseq, ?Complement): each element of List goes
// to Subseq or to Complement with equal probability.
func biRandomSubseq(m *engine.Machine, args []engine.Term) (bool, error) {
	return randomSubseq(m, args[0], args[1], args[2])
}

// randomSubseq runs SWI-Prolog's clauses
//
//	random_subseq([], [], []).
//	random_subseq([H|T], S, C) :-
//	    ( maybe -> S = [H|S1], C = C1 ; S = S1, C = [H|C1] ),
//	    random_subseq(T, S1, C1).
//
// as a loop. When List is unbound both clauses apply: the first is tried
// and the second left as a choicepoint, so that with Subseq and
// Complement bound it interleaves them, failing when a coin sends an
// element to the list that has none left, and with all three unbound it
// enumerates ever longer lists. A List that is not a list fails.
func randomSubseq(m *engine.Machine, list, sub, comp engine.Term) (bool, error) {
	r := randomOf(m)
	for {
		switch l := engine.Deref(list).(type) {
		case *engine.Var:
			if mayBeNil(sub) && mayBeNil(comp) {
				m.PushRedo(func(m *engine.Machine) (bool, error) {
					m.Unify(l, engine.Cons(m.NewVar(), m.NewVar()))
					return randomSubseq(m, l, sub, comp)
				})
				return m.Unify(l, engine.AtomNil) && m.Unify(sub, engine.AtomNil) && m.Unify(comp, engine.AtomNil), nil
			}
			m.Unify(l, engine.Cons(m.NewVar(), m.NewVar()))
		case *engine.Atom:
			return l == engine.AtomNil && m.Unify(sub, engine.AtomNil) && m.Unify(comp, engine.AtomNil), nil
		case *engine.Compound:
			if l.Name != engine.AtomDot || len(l.Args) != 2 {
				return false, nil
			}
			var ok bool
			if r.coin() {
				sub, ok = consWithHead(m, sub, l.Args[0])
			} else {
				comp, ok = consWithHead(m, comp, l.Args[0])
			}
			if !ok {
				return false, nil
			}
			list = l.Args[1]
		default:
			return false, nil
		}
	}
}

// mayBeNil reports whether t could unify with [].
func mayBeNil(t engine.Term) bool {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		return true
	case *engine.Atom:
		return x == engine.AtomNil
	}
	return false
}

// consWithHead unifies t with [head|Tail] and returns Tail.
func consWithHead(m *engine.Machine, t, head engine.Term) (engine.Term, bool) {
	h, tail, ok := consCell(m, t)
	return tail, ok && m.Unify(h, head)
}

// random_numlist(+P, +L, +U, -List): List is the ascending list of the
// integers from L to U, each kept with probability P.
func biRandomNumlist(m *engine.Machine, args []engine.Term) (bool, error) {
	p, err := probabilityArg(m, args[0])
	if err != nil {
		return false, err
	}
	lo, err := bigIntArg(args[1])
	if err != nil {
		return false, err
	}
	hi, err := bigIntArg(args[2])
	if err != nil {
		return false, err
	}
	r := randomOf(m)
	var out []engine.Term
	if lo.IsInt64() && hi.IsInt64() {
		for i, u := lo.Int64(), hi.Int64(); i <= u; i++ {
			if r.float() < p {
				out = append(out, engine.MakeInt(i))
			}
			if i == math.MaxInt64 {
				break
			}
		}
	} else {
		one := big.NewInt(1)
		for i := new(big.Int).Set(lo); i.Cmp(hi) <= 0; i.Add(i, one) {
			if r.float() < p {
				out = append(out, engine.MakeBig(new(big.Int).Set(i)))
			}
		}
	}
	return m.Unify(args[3], engine.List(out...)), nil
}

// randset(+K, +N, -Set): Set is a sorted list of K distinct random
// integers in 1..N. It fails when K > N.
//
// SWI-Prolog chooses the numbers one by one from N down to 1 unless K <
// N//7, and then unifies Set only when none is left to choose: if Set
// does not unify, it goes on down to random(0) and raises random/1's
// domain error. That is matched here.
func biRandset(m *engine.Machine, args []engine.Term) (bool, error) {
	set, bySelection, ok, err := randset(m, args[0], args[1])
	if err != nil || !ok {
		return false, err
	}
	if m.Unify(args[2], engine.List(set...)) {
		return true, nil
	}
	if bySelection {
		_, err := randomBelow(m, mkInt(0))
		return false, err
	}
	return false, nil
}

// randseq(+K, +N, -List): List is K distinct random integers in 1..N, in
// random order.
func biRandseq(m *engine.Machine, args []engine.Term) (bool, error) {
	set, _, ok, err := randset(m, args[0], args[1])
	if err != nil || !ok {
		return false, err
	}
	return m.Unify(args[2], randomOf(m).shuffle(set)), nil
}

// randset draws the sorted set of randset(K, N, _), reporting whether it
// chose the numbers one by one (K >= N//7) rather than drawing K of them.
// As in SWI-Prolog, K must be a non-negative integer and N is evaluated,
// for K =< N and then for N//7.
func randset(m *engine.Machine, kt, nt engine.Term) (set []engine.Term, bySelection, ok bool, err error) {
	k, err := nonNegArg(kt)
	if err != nil {
		return nil, false, false, err
	}
	n, err := evalNum(m, nt)
	if err != nil {
		return nil, false, false, err
	}
	if c := cmpNum(k, n); c != -1 && c != 0 {
		return nil, false, false, nil
	}
	if !n.isInt() {
		return nil, false, false, intTypeError(m, n, fnIntDiv)
	}
	if k.k != kInt || k.i > math.MaxInt32 {
		return nil, false, false, memoryError()
	}
	r, want := randomOf(m), int(k.i)
	if n.k == kInt && k.i >= n.i/7 {
		// Selection sampling: n is at most 7K+6.
		set = make([]engine.Term, want)
		for i, left := n.i, k.i; left > 0; i-- {
			if r.rng.Int64N(i) < left {
				left--
				set[left] = engine.MakeInt(i)
			}
		}
		return set, true, true, nil
	}
	// K is small beside N: draw until K distinct numbers are drawn.
	if n.k == kInt {
		seen := make(map[int64]bool, want)
		xs := make([]int64, 0, want)
		for len(xs) < want {
			if x := r.rng.Int64N(n.i) + 1; !seen[x] {
				seen[x] = true
				xs = append(xs, x)
			}
		}
		slices.Sort(xs)
		for _, x := range xs {
			set = append(set, engine.MakeInt(x))
		}
		return set, false, true, nil
	}
	seen := make(map[string]bool, want)
	xs := make([]*big.Int, 0, want)
	one := big.NewInt(1)
	for len(xs) < want {
		x := r.bigBelow(n.b)
		x.Add(x, one)
		if s := x.String(); !seen[s] {
			seen[s] = true
			xs = append(xs, x)
		}
	}
	slices.SortFunc(xs, (*big.Int).Cmp)
	for _, x := range xs {
		set = append(set, engine.MakeBig(x))
	}
	return set, false, true, nil
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
	{Name: "random", Arity: 3, Fn: biRandom3},
	{Name: "getrand", Arity: 1, Fn: biGetrand},
	{Name: "setrand", Arity: 1, Fn: biSetrand},
	{Name: "maybe", Arity: 0, Fn: biMaybe},
	{Name: "maybe", Arity: 1, Fn: biMaybe1},
	{Name: "maybe", Arity: 2, Fn: biMaybe2},
	{Name: "random_perm2", Arity: 4, Fn: biRandomPerm2},
	{Name: "random_member", Arity: 2, Fn: biRandomMember},
	{Name: "random_select", Arity: 3, Fn: biRandomSelect},
	{Name: "random_subseq", Arity: 3, Fn: biRandomSubseq},
	{Name: "randset", Arity: 3, Fn: biRandset},
	{Name: "randseq", Arity: 3, Fn: biRandseq},
	{Name: "random_permutation", Arity: 2, Fn: biRandomPermutation},
	{Name: "random_numlist", Arity: 4, Fn: biRandomNumlist},
}
