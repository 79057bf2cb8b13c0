// Package engine is goprolog's abstract machine: terms, unification, the
// clause database, and a solver that runs goals with an explicit
// continuation and choicepoint stack, so that neither deep terms nor deep
// recursion ever grow the Go stack.
package engine

import (
	"hash/maphash"
	"math/big"
	"sync"
	"weak"
)

// Term is a Prolog term: one of *Var, *Atom, Int, *BigInt, Float, String or
// *Compound. Terms are compared with Compare and unified with Machine.Unify;
// a bound *Var must be dereferenced with Deref before its type is inspected.
type Term interface {
	isTerm()
}

// Atom is an interned Prolog atom: two atoms are the same atom exactly when
// their pointers are equal.
type Atom struct {
	Name string
}

// The atom table interns atoms. It is the one process-wide table in
// goprolog and it is safe for concurrent use: an atom is a symbol, not
// interpreter state, and sharing atoms lets terms pass between
// interpreters. It holds its atoms weakly, so that an atom that no term,
// clause or table refers to any more is garbage collected (SWI-Prolog's
// atom garbage collection): a program that makes millions of temporary
// atoms runs in bounded memory. An atom made again after its collection is
// a new pointer, which nothing can tell apart, since nothing held the old
// one. The table is sharded by a hash of the name so that interpreters in
// different goroutines seldom wait for each other.
//
// Atoms are allocated in groups of atomGroupSize, and the table holds one
// weak pointer per group, not per atom. A weak pointer is costly to make:
// the runtime records it as a "special" in a sorted linked list per span,
// and weak.Make walks that list to insert it (runtime.(*mspan).
// specialFindSplicePoint, under getWeakHandle and addspecial). An Atom is a
// 16-byte object, so up to 512 of them share an 8 KiB span, and with one
// weak pointer per atom that walk took over a third of the CPU time of a
// program making atoms in a loop. A group is a 256-byte object, 32 to a
// span, and needs one weak pointer for 16 atoms. An atom is a pointer into
// its group (&g.atoms[i]), and an interior pointer keeps the whole group
// alive: that is the price, a live atom keeps at most atomGroupSize-1 dead
// siblings (their names) alive with it. Atoms do not point to other atoms,
// so this retention never chains: a dead sibling keeps nothing else alive,
// and the dead atoms kept are at most atomGroupSize-1 per live one, plus
// those of the groups being filled (one per shard). Each shard fills its
// current group under its mutex and holds it strongly until it is full,
// so that the group and the weak pointer made when it was started stay
// valid while its slots are handed out; a slot is never reused, so the
// entries of a live group are always the atoms they were made for.
var atomShards [64]atomShard

// atomGroupSize is the number of atoms allocated together (see atomShards).
// It must fit atomRef.index.
const atomGroupSize = 16

// atomGroup is the unit of allocation and of weak reference of the atom
// table: an atom is &g.atoms[i] for some group g.
type atomGroup struct {
	atoms [atomGroupSize]Atom
}

// atomRef is an atom table entry: the atom's group, held weakly, and its
// index in the group.
type atomRef struct {
	group weak.Pointer[atomGroup]
	index uint8
}

type atomShard struct {
	mu    sync.Mutex
	atoms map[string]atomRef
	// group is the group new atoms are made in, held strongly until it is
	// full (then nil); weakGroup is its weak pointer and next the index of
	// its first free slot.
	group     *atomGroup
	weakGroup weak.Pointer[atomGroup]
	next      int
	// made counts the atoms added since the last sweep of dead entries,
	// and the next sweep comes when it passes limit, the number of entries
	// the last sweep left (at least 1024): so the table holds at most
	// twice its live entries plus the dead ones a collection has yet to
	// clear, and sweeping costs O(1) per atom made. An entry is dead when
	// its group is: the entries of the dead siblings of a live atom stay
	// until the whole group is collected.
	made, limit int
}

var atomSeed = maphash.MakeSeed()

// Intern returns the unique atom named name.
func Intern(name string) *Atom {
	sh := &atomShards[maphash.String(atomSeed, name)%uint64(len(atomShards))]
	sh.mu.Lock()
	if ref, ok := sh.atoms[name]; ok {
		if g := ref.group.Value(); g != nil {
			sh.mu.Unlock()
			return &g.atoms[ref.index]
		}
	}
	if sh.atoms == nil {
		sh.atoms = map[string]atomRef{}
	}
	if sh.made++; sh.made > max(sh.limit, 1024) {
		for k, ref := range sh.atoms {
			if ref.group.Value() == nil {
				delete(sh.atoms, k)
			}
		}
		sh.made, sh.limit = 0, len(sh.atoms)
	}
	if sh.group == nil {
		sh.group = new(atomGroup)
		sh.weakGroup = weak.Make(sh.group)
		sh.next = 0
	}
	a := &sh.group.atoms[sh.next]
	a.Name = name
	sh.atoms[name] = atomRef{group: sh.weakGroup, index: uint8(sh.next)}
	if sh.next++; sh.next == atomGroupSize {
		// Full: from now on the group lives only as long as its atoms.
		sh.group, sh.weakGroup = nil, weak.Pointer[atomGroup]{}
	}
	sh.mu.Unlock()
	return a
}

// Atoms calls fn for every live interned atom (used for completion in the
// REPL). The dead siblings of a live atom, kept alive by their group, are
// included until the group is collected.
func Atoms(fn func(*Atom)) {
	var live []*Atom
	for i := range atomShards {
		sh := &atomShards[i]
		sh.mu.Lock()
		for _, ref := range sh.atoms {
			if g := ref.group.Value(); g != nil {
				live = append(live, &g.atoms[ref.index])
			}
		}
		sh.mu.Unlock()
	}
	for _, a := range live {
		fn(a)
	}
}

// Int is a Prolog integer that fits in 64 bits. Larger integers are *BigInt.
type Int int64

// BigInt is a Prolog integer outside the int64 range. A BigInt never holds a
// value that fits in an Int: use MakeBig to normalise.
type BigInt big.Int

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
	// newest choicepoint need no trail entry.
	id int64
	// attrs holds attributes (name -> value) of an attributed variable.
	attrs *Compound
}

func (*Atom) isTerm()     {}
func (Int) isTerm()       {}
func (*BigInt) isTerm()   {}
func (Float) isTerm()     {}
func (String) isTerm()    {}
func (*Compound) isTerm() {}
func (*Var) isTerm()      {}

// Ref returns the term v is bound to, or nil if v is unbound.
func (v *Var) Ref() Term { return v.ref }

// ID returns the serial number of v, unique within its Machine.
func (v *Var) ID() int64 { return v.id }

// Attrs returns the attribute list of v as att(Name, Value, More) or nil.
func (v *Var) Attrs() *Compound { return v.attrs }

// Arity returns the number of arguments of c.
func (c *Compound) Arity() int { return len(c.Args) }

// Big returns b as a *big.Int (sharing its storage: do not modify it).
func (b *BigInt) Big() *big.Int { return (*big.Int)(b) }

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

// smallInts caches boxed small integers so that arithmetic on them does not
// allocate (Go boxes only values below 256 for free).
var smallInts = func() []Term {
	t := make([]Term, smallIntMax-smallIntMin+1)
	for i := range t {
		t[i] = Int(int64(i) + smallIntMin)
	}
	return t
}()

const (
	smallIntMin = -1024
	smallIntMax = 1 << 16
)

// MakeInt returns i as a Term without allocating for small values.
func MakeInt(i int64) Term {
	if i >= smallIntMin && i <= smallIntMax {
		return smallInts[i-smallIntMin]
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

// NewCompound returns Name(args...). It allocates the compound and its
// argument slice together for small arities.
func NewCompound(name *Atom, args ...Term) *Compound {
	c := NewCompoundN(name, len(args))
	copy(c.Args, args)
	return c
}

// NewCompoundN returns a compound Name/n whose arguments the caller fills in.
func NewCompoundN(name *Atom, n int) *Compound {
	switch n {
	case 1:
		c := &struct {
			Compound
			a [1]Term
		}{}
		c.Name, c.Args = name, c.a[:]
		return &c.Compound
	case 2:
		c := &struct {
			Compound
			a [2]Term
		}{}
		c.Name, c.Args = name, c.a[:]
		return &c.Compound
	case 3:
		c := &struct {
			Compound
			a [3]Term
		}{}
		c.Name, c.Args = name, c.a[:]
		return &c.Compound
	}
	return &Compound{Name: name, Args: make([]Term, n)}
}

// Cons returns the list cell [head|tail].
func Cons(head, tail Term) *Compound { return NewCompound(AtomDot, head, tail) }

// List returns the proper list of ts.
func List(ts ...Term) Term { return ListWithTail(AtomNil, ts...) }

// ListWithTail returns the partial list of ts ending in tail.
func ListWithTail(tail Term, ts ...Term) Term {
	l := tail
	for i := len(ts) - 1; i >= 0; i-- {
		l = Cons(ts[i], l)
	}
	return l
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
	case *Atom, Int, *BigInt, Float, String:
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
