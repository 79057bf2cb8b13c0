package engine

import "unsafe"

// Variable shunting. A list cell built with a fresh variable for its head
// or tail ([H|T] in a clause head or body) is one allocation holding the
// compound, its two argument slots and the variable (pair1, pair2 in
// build.go), so that the slot refers to the variable inside its own
// object. Once that variable is bound, every later reader of the cell
// pays an extra pointer hop, and a cache miss, to dereference it: walking
// a list built by a deterministic recursion (lcg/3, append/3, the
// course's domain lists) visits two objects per element instead of one.
//
// When the binding needs no trail entry (the variable is younger than the
// newest choicepoint, so no backtracking will ever unbind it), bind also
// writes the value into the slot that holds the variable: the cell then
// points straight at the value, as a WAM binds a cell in place. The
// variable itself stays bound, so references to it from elsewhere (an
// environment, another term) still see the same value. The slot is
// overwritten only while it still holds the variable: setarg/3 may have
// replaced it.
//
// The variable finds its slot from its own address: its id's low bits
// (varHomeMask) say which of the layouts below it was allocated in, and
// the slot is at a fixed distance before it inside the same object, which
// is what unsafe.Add may compute (rule 3 of unsafe.Pointer: arithmetic
// within one allocated object).

const (
	// varHomeBits low bits of a variable's id hold its home.
	varHomeBits = 2
	varHomeMask = 1<<varHomeBits - 1
	// varIDStep separates the ids of successive variables.
	varIDStep = 1 << varHomeBits
)

// A variable's home: where it lives inside its allocation. Its code is
// the distance, in slots (Terms), from the slot that holds it to the
// variable, so that shunt finds the slot with one multiplication.
const (
	homeNone        = 0 // a variable of its own
	homePair1Second = 1 // pair1.v[0], held in pair1.a[1]
	homePair1First  = 2 // pair1.v[0], held in pair1.a[0]
	homePair2First  = 2 // pair2.v[0], held in pair2.a[0]
	homePair2Second = 3 // pair2.v[1], held in pair2.a[1]
)

// slotSize is the size of a Term, the unit of a home's distance.
const slotSize = unsafe.Sizeof(Term(nil))

// The layouts the home codes rely on: each distance must be code slots.
// (An array index that is negative or out of range fails to compile.)
var (
	_ = [1]struct{}{}[unsafe.Offsetof(pair1{}.v)-unsafe.Offsetof(pair1{}.a)-slotSize-homePair1Second*slotSize]
	_ = [1]struct{}{}[unsafe.Offsetof(pair1{}.v)-unsafe.Offsetof(pair1{}.a)-homePair1First*slotSize]
	_ = [1]struct{}{}[unsafe.Offsetof(pair2{}.v)-unsafe.Offsetof(pair2{}.a)-homePair2First*slotSize]
	_ = [1]struct{}{}[unsafe.Offsetof(pair2{}.v)+unsafe.Sizeof(Var{})-unsafe.Offsetof(pair2{}.a)-slotSize-homePair2Second*slotSize]
)

// shunt writes t into the slot that holds v, when it still does. v must
// have a home. It is small enough to inline into bind.
func shunt(v *Var, t Term) {
	slot := (*Term)(unsafe.Add(unsafe.Pointer(v), -int(v.id&varHomeMask)*int(slotSize)))
	if *slot == Term(v) {
		*slot = t
	}
}
