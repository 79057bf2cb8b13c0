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

// A variable's home: where it lives inside its allocation.
const (
	homeNone        = iota // a variable of its own
	homePair1First         // pair1.v[0], held in pair1.a[0]
	homePair1Second        // pair1.v[0], held in pair1.a[1]
	homePair2Second        // pair2.v[1], held in pair2.a[1]
	// pair2.v[0] is held in pair2.a[0] at the same distance as
	// pair1.v[0] in pair1.a[0].
	homePair2First = homePair1First
)

// homeDistance is, for each home, how far before the variable its slot is.
var homeDistance = [1 << varHomeBits]uintptr{
	homePair1First:  unsafe.Offsetof(pair1{}.v) - unsafe.Offsetof(pair1{}.a),
	homePair1Second: unsafe.Offsetof(pair1{}.v) - unsafe.Offsetof(pair1{}.a) - unsafe.Sizeof(Term(nil)),
	homePair2Second: unsafe.Offsetof(pair2{}.v) + unsafe.Sizeof(Var{}) - unsafe.Offsetof(pair2{}.a) - unsafe.Sizeof(Term(nil)),
}

// The layouts homePair2First relies on.
var _ = [1]struct{}{}[unsafe.Offsetof(pair1{}.v)-unsafe.Offsetof(pair1{}.a)-(unsafe.Offsetof(pair2{}.v)-unsafe.Offsetof(pair2{}.a))]

// shunt writes t into the slot that holds v, when it still does. v must
// have a home.
func shunt(v *Var, t Term) {
	slot := (*Term)(unsafe.Add(unsafe.Pointer(v), -int(homeDistance[v.id&varHomeMask])))
	if w, ok := (*slot).(*Var); ok && w == v {
		*slot = t
	}
}
