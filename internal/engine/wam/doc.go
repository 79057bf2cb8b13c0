// Package wam is goprolog's WAM core: a Warren Abstract Machine whose
// terms are tagged 64-bit cells in one Go slice, the heap, instead of Go
// objects (docs/wam.md; docs/architecture.md says what runs here and what
// on package engine's solver).
//
// A structure is a functor cell followed by its arguments, a list cell two
// heap cells, an unbound variable a reference cell that refers to itself.
// Backtracking reclaims the heap by resetting its top; a sliding
// mark-compact collector (gc.go) reclaims what a long deterministic run
// leaves behind, with the machine's registers, environments, choicepoints
// and the trail as its roots. Go's collector sees the heap as one array
// without pointers and never scans it.
//
// Clauses are compiled (compile.go, emit.go) from engine terms into get,
// unify and put instructions on argument registers, with first-argument
// indexing at the predicate's entry. The core runs control constructs,
// cut, catch/3, meta-calls (meta.go, callgoal.go), unification, type tests
// and arithmetic in line, some built-ins on the heap (natives.go), and
// calls package engine's built-ins by copying their arguments; a Bridge
// (bridge.go) runs on the core the predicates of an engine machine that
// it can run.
package wam
