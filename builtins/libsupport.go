package builtins

import "github.com/goprolog/goprolog/engine"

// Go helpers of the Prolog libraries in lib/: the type table of
// must_be/2 (error.go), which as Prolog clauses would lengthen every
// start.

// libSupportBuiltins is the table of these helpers.
var libSupportBuiltins = []engine.BuiltinSpec{
	{Name: "$simple_type", Arity: 2, Fn: biSimpleType},
	{Name: "$known_type", Arity: 1, Fn: biKnownType},
}
