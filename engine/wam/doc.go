// Package wam is the first stage of goprolog's term store (issue 4; the
// plan is docs/termstore.md): a Warren Abstract Machine whose terms are
// tagged 64-bit cells in one Go slice, the heap, instead of Go objects.
//
// A structure is a functor cell followed by its arguments, a list cell two
// heap cells, an unbound variable a reference cell that refers to itself.
// Backtracking reclaims the heap by resetting its top; a sliding
// mark-compact collector (gc.go) reclaims what a long deterministic run
// leaves behind, with the machine's registers, environments, choicepoints
// and the trail as its roots. Go's collector sees the heap as one array
// without pointers and never scans it.
//
// Clauses are compiled (compile.go) from engine terms into get, unify and
// put instructions on argument registers, with first-argument indexing at
// the predicate's entry. The machine runs pure Prolog: user predicates,
// conjunction, disjunction, if-then-else, negation, cut, unification,
// arithmetic comparison and is/2 in line, and the type tests. Everything
// else of goprolog (the built-ins, exceptions, coroutines, the debugger)
// still runs on package engine's Go terms; the next stages move them here
// and make this the engine (docs/termstore.md).
package wam
