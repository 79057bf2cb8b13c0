// Package engine is goprolog's abstract machine: terms, unification, the
// clause database, and a solver that runs goals with an explicit
// continuation and choicepoint stack, so that neither deep terms nor deep
// recursion ever grow the Go stack.
package engine

import (
	"math/big"
	"strconv"
)

// Term is a Prolog term: one of *Var, *Atom, Int, *BigInt, *Rat, Float,
// String, *Compound, or a database reference, *Clause or *Record (see dbref.go).
// Terms are compared with Compare and unified with Machine.Unify; a bound
// *Var must be dereferenced with Deref before its type is inspected.
type Term interface {
	isTerm()
}

// Atom is an interned Prolog atom: two atoms are the same atom exactly when
// their pointers are equal.
type Atom struct {
	Name string
}

// Int is a Prolog integer that fits in 64 bits. Larger integers are *BigInt.
type Int int64

// BigInt is a Prolog integer outside the int64 range. A BigInt never holds a
// value that fits in an Int: use MakeBig to normalise.
type BigInt big.Int

// Rat is a Prolog rational number that is not an integer (SWI-Prolog's
// 1r3). A Rat is always in lowest terms with a denominator above 1: use
// MakeRat to normalise, which makes an integer value an Int or *BigInt.
type Rat big.Rat

// Float is a Prolog floating-point number.
type Float float64

// String is an SWI-Prolog string object (double_quotes=string, format/2
// results, string builtins).
type String string

// Compound is a compound term Name(Args...). Lists are compounds named '[|]'
// with two arguments, as in SWI-Prolog 7 and later.
type Compound struct {
	Name *Atom
	Args []Term
}

// Var is a logic variable. An unbound variable has a nil ref.
type Var struct {
	ref Term
	// id orders variables by age: bindings of variables created after the
	// newest choicepoint need no trail entry. It is the variable's serial
	// number times varIDStep; the low bits (varHomeMask) say where the
	// variable lives when it was allocated inside a list cell (see
	// varHome and Machine.shunt).
	id int64
	// attrs holds attributes (name -> value) of an attributed variable.
	attrs *Compound
}

func (*Atom) isTerm()     {}
func (Int) isTerm()       {}
func (*BigInt) isTerm()   {}
func (*Rat) isTerm()      {}
func (Float) isTerm()     {}
func (String) isTerm()    {}
func (*Compound) isTerm() {}
func (*Var) isTerm()      {}

// Ref returns the term v is bound to, or nil if v is unbound.
func (v *Var) Ref() Term { return v.ref }

// ID returns the serial number of v, unique within its Machine.
func (v *Var) ID() int64 { return v.id >> varHomeBits }

// heapVarBase offsets the ids of HeapVar's variables below those of
// every variable NewVar makes.
const heapVarBase = 1 << 50

// HeapVar returns a variable that stands, during a call of an output
// built-in, for the unbound variable at index i of the WAM core's heap:
// it is written _i, as the same heap variable is at each call, the way
// SWI-Prolog writes a variable by its place (write(X), write(X) writes
// one name twice). Its id orders such variables by i, the heap's order,
// before every other variable, so that binding one is always trailed.
func HeapVar(i int) *Var { return &Var{id: (int64(i) - heapVarBase) * varIDStep} }

// Label is the name v is written with: _N.
func (v *Var) Label() string {
	if id := v.ID(); id < 0 {
		return "_" + strconv.FormatInt(id+heapVarBase, 10)
	}
	return "_" + strconv.FormatInt(v.ID(), 10)
}

// Attrs returns the attribute list of v as att(Name, Value, More) or nil.
func (v *Var) Attrs() *Compound { return v.attrs }

// Arity returns the number of arguments of c.
func (c *Compound) Arity() int { return len(c.Args) }

// Big returns b as a *big.Int (sharing its storage: do not modify it).
func (b *BigInt) Big() *big.Int { return (*big.Int)(b) }

// Rat returns r as a *big.Rat (sharing its storage: do not modify it).
func (r *Rat) Rat() *big.Rat { return (*big.Rat)(r) }

// String returns r as SWI-Prolog writes it: NrD, as in 1r3 and -2r5.
func (r *Rat) String() string {
	q := r.Rat()
	return q.Num().String() + "r" + q.Denom().String()
}

// Frequently used atoms.
var (
	// AtomNil is the empty list []. As in SWI-Prolog 7 and later it is a
	// reserved constant, distinct from the atom '[]' (Intern("[]")).
	AtomNil       = &Atom{Name: "[]"}
	AtomDot       = Intern("[|]")
	AtomTrue      = Intern("true")
	AtomFalse     = Intern("false")
	AtomFail      = Intern("fail")
	AtomComma     = Intern(",")
	AtomSemicolon = Intern(";")
	AtomIf        = Intern("->")
	AtomSoftIf    = Intern("*->")
	AtomNot       = Intern(`\+`)
	AtomCut       = Intern("!")
	AtomNeck      = Intern(":-")
	AtomCurly     = Intern("{}")
	AtomMinus     = Intern("-")
	AtomPlus      = Intern("+")
	AtomSlash     = Intern("/")
	AtomEmpty     = Intern("")
	AtomError     = Intern("error")
	AtomEOF       = Intern("end_of_file")
	AtomCall      = Intern("call")
	AtomColon     = Intern(":")
	AtomEqual     = Intern("=")
	AtomUser      = Intern("user")
	AtomOn        = Intern("on")
	AtomOff       = Intern("off")
	AtomCaret     = Intern("^")
)

// smallIntVals holds the small integers that MakeInt returns without
// allocating (Go boxes only values below 256 for free): a Term for one
// of them points into this array (see intTerm). The array holds no
// pointers, so the collector never scans it, and filling it costs
// start-up a fraction of boxing 66,000 values.
var smallIntVals = func() *[smallIntMax - smallIntMin + 1]int64 {
	v := new([smallIntMax - smallIntMin + 1]int64)
	for i := range v {
		v[i] = int64(i) + smallIntMin
	}
	return v
}()

const (
	smallIntMin = -1024
	smallIntMax = 1 << 16
)

// MakeInt returns i as a Term without allocating for small values.
func MakeInt(i int64) Term {
	if i >= smallIntMin && i <= smallIntMax {
		return intTerm(&smallIntVals[i-smallIntMin])
	}
	return Int(i)
}

// MakeBig returns b as a Term: an Int when it fits in 64 bits, else a *BigInt.
// b must not be modified afterwards.
func MakeBig(b *big.Int) Term {
	if b.IsInt64() {
		return MakeInt(b.Int64())
	}
	return (*BigInt)(b)
}

// MakeRat returns q as a Term: an Int or *BigInt when its value is an
// integer, else a *Rat. q must not be modified afterwards.
func MakeRat(q *big.Rat) Term {
	if q.IsInt() {
		return MakeBig(new(big.Int).Set(q.Num()))
	}
	return (*Rat)(q)
}

// NewCompound returns Name(args...). It allocates the compound and its
// argument slice together for small arities.
func NewCompound(name *Atom, args ...Term) *Compound {
	c := NewCompoundN(name, len(args))
	copy(c.Args, args)
	return c
}

// NewCompoundN returns a compound Name/n whose arguments the caller fills in.
// Up to six arguments share the compound's allocation.
func NewCompoundN(name *Atom, n int) *Compound {
	switch n {
	case 1:
		return compoundWith(name, func(a *[1]Term) []Term { return a[:] })
	case 2:
		return compoundWith(name, func(a *[2]Term) []Term { return a[:] })
	case 3:
		return compoundWith(name, func(a *[3]Term) []Term { return a[:] })
	case 4:
		return compoundWith(name, func(a *[4]Term) []Term { return a[:] })
	case 5:
		return compoundWith(name, func(a *[5]Term) []Term { return a[:] })
	case 6:
		return compoundWith(name, func(a *[6]Term) []Term { return a[:] })
	}
	return &Compound{Name: name, Args: make([]Term, n)}
}

// compoundWith allocates a compound together with its argument array, of
// type A, which args slices.
func compoundWith[A any](name *Atom, args func(*A) []Term) *Compound {
	c := &struct {
		Compound
		a A
	}{}
	c.Name, c.Args = name, args(&c.a)
	return &c.Compound
}

// Cons returns the list cell [head|tail].
func Cons(head, tail Term) *Compound { return NewCompound(AtomDot, head, tail) }

// List returns the proper list of ts.
func List(ts ...Term) Term { return ListWithTail(AtomNil, ts...) }

// ListWithTail returns the partial list of ts ending in tail. Its cells
// are one allocation (see listCells); ts is not kept.
func ListWithTail(tail Term, ts ...Term) Term {
	if len(ts) == 0 {
		return tail
	}
	cells := listCells(len(ts), tail)
	for k, t := range ts {
		cells[k].a[0] = t
	}
	return &cells[0].c
}

// ListCells returns the first of n list cells made in one allocation
// (see listCells), each one's tail the next and the last one's tail
// tail, their heads nil for the caller to fill in.
func ListCells(n int, tail Term) *Compound {
	return &listCells(n, tail)[0].c
}

// Deref follows variable bindings until it reaches a non-variable or an
// unbound variable.
func Deref(t Term) Term {
	for {
		v, ok := t.(*Var)
		if !ok || v.ref == nil {
			return t
		}
		t = v.ref
	}
}

// IsCallable reports whether t (dereferenced) is an atom or a compound.
func IsCallable(t Term) bool {
	switch t.(type) {
	case *Atom, *Compound:
		return true
	}
	return false
}

// IsAtomic reports whether t (dereferenced) is atomic.
func IsAtomic(t Term) bool {
	switch t.(type) {
	case *Atom, Int, *BigInt, *Rat, Float, String, *Clause, *Record:
		return true
	}
	return false
}

// IsList reports whether t is a proper list.
func IsList(t Term) bool {
	_, ok := ListToSlice(t)
	return ok
}

// ListToSlice returns the elements of the proper list t, or false if t is
// not a proper list (a partial list, a cyclic list or a non-list).
func ListToSlice(t Term) ([]Term, bool) {
	var out []Term
	slow := Deref(t)
	t = slow
	for i := 0; ; i++ {
		switch c := t.(type) {
		case *Atom:
			return out, c == AtomNil
		case *Compound:
			if c.Name != AtomDot || len(c.Args) != 2 {
				return nil, false
			}
			out = append(out, c.Args[0])
			t = Deref(c.Args[1])
		default:
			return nil, false
		}
		// Brent-style cycle check on the spine.
		if i&1 == 1 {
			slow = Deref(slow.(*Compound).Args[1])
			if slow == t {
				return nil, false
			}
		}
	}
}

// PI returns the predicate indicator Name/Arity.
func PI(name *Atom, arity int) Term {
	return NewCompound(AtomSlash, name, MakeInt(int64(arity)))
}

// Functor returns the name and arity of a callable term.
func Functor(t Term) (*Atom, int, bool) {
	switch t := t.(type) {
	case *Atom:
		return t, 0, true
	case *Compound:
		return t.Name, len(t.Args), true
	}
	return nil, 0, false
}

// AddArgs returns goal with extra appended to its arguments, as call/N
// calls it: an instantiation error for a variable goal, a type error for
// one that is not callable.
func AddArgs(goal Term, extra []Term) (Term, error) {
	goal = Deref(goal)
	if len(extra) == 0 {
		switch goal.(type) {
		case *Var:
			return nil, InstantiationError()
		case *Atom, *Compound:
			return goal, nil
		}
		return nil, TypeError("callable", goal)
	}
	switch g := goal.(type) {
	case *Var:
		return nil, InstantiationError()
	case *Atom:
		return NewCompound(g, extra...), nil
	case *Compound:
		if g.Name == AtomColon && len(g.Args) == 2 {
			return addArgsQualified(g, extra)
		}
		args := make([]Term, 0, len(g.Args)+len(extra))
		args = append(append(args, g.Args...), extra...)
		return &Compound{Name: g.Name, Args: args}, nil
	}
	return nil, TypeError("callable", goal)
}

// qualifierCheck is how many module qualifiers a loop stripping them
// goes through before it checks that the term is not cyclic (X = m:X),
// which would keep it going for ever.
const qualifierCheck = 1000

// QualifierCheck says when a loop that has stripped n module
// qualifiers from t must stop: t is cyclic.
func QualifierCheck(t Term, n int) bool {
	return n == qualifierCheck && CyclicThrough(t, AllArgs)
}

// addArgsQualified is AddArgs of a closure Module:Closure, which gets
// its arguments inside: call(m:p(1), X) calls m:p(1, X).
func addArgsQualified(g *Compound, extra []Term) (Term, error) {
	var modules []Term
	var inner Term = g
	for {
		if QualifierCheck(g, len(modules)) {
			return nil, TypeError("acyclic_term", g)
		}
		c, ok := Deref(inner).(*Compound)
		if !ok || c.Name != AtomColon || len(c.Args) != 2 {
			break
		}
		if _, isAtom := Deref(c.Args[0]).(*Atom); !isAtom {
			// A qualifier that is not a module: as in SWI-Prolog,
			// the call is of (:)/N, which nothing defines.
			args := make([]Term, 0, len(c.Args)+len(extra))
			return &Compound{Name: AtomColon, Args: append(append(args, c.Args...), extra...)}, nil
		}
		modules = append(modules, c.Args[0])
		inner = c.Args[1]
	}
	if len(modules) == 0 {
		args := make([]Term, 0, len(g.Args)+len(extra))
		args = append(append(args, g.Args...), extra...)
		return &Compound{Name: g.Name, Args: args}, nil
	}
	t, err := AddArgs(inner, extra)
	if err != nil {
		return nil, err
	}
	for i := len(modules) - 1; i >= 0; i-- {
		t = NewCompound(AtomColon, modules[i], t)
	}
	return t, nil
}
