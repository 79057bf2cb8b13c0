package engine

// Arithmetic is the evaluator of arithmetic functions, which package
// builtins installs in Hooks. It works on evaluated numbers (Int,
// *BigInt, Float), one function at a time, so that a machine holding its
// expressions in another form (the WAM core's compiled arithmetic) uses
// the same evaluation without building expression terms.
type Arithmetic interface {
	// Function returns the id of the evaluable function name/arity.
	Function(name *Atom, arity int) (int, bool)
	// Apply applies function id to numbers, as is/2 evaluates it. Its
	// errors lack the context of the built-in that evaluates.
	Apply(m *Machine, id int, args []Term) (Term, error)
	// Compare compares two numbers by value, as =:=/2 and </2 do: -1, 0
	// or 1, and 2 when they are unordered (a NaN is involved).
	Compare(a, b Term) int
	// BeginScratch starts an evaluation whose intermediate results may
	// be scratch values (see ApplyScratch); it invalidates those of the
	// previous one.
	BeginScratch(m *Machine)
	// ApplyScratch is Apply whose big-integer result may live in scratch
	// memory of m's evaluator, reused by the next evaluation: such a value
	// is only to be passed to ApplyScratch, Compare or Keep until then.
	ApplyScratch(m *Machine, id int, args []Term) (Term, error)
	// Keep returns the value t as one that may be stored in terms: t
	// itself, or a copy when it is a scratch value.
	Keep(m *Machine, t Term) Term
	// FloatFunction returns, for function id of one argument that maps
	// a float to a float (sqrt, exp, sin, log, ...), the Go function
	// that Apply computes it with, or nil: for a finite argument whose
	// result is finite, Apply's value is that float; for others Apply
	// decides (an error, a special float). Another machine evaluates
	// such functions with it, with no term per value.
	FloatFunction(id int) func(float64) float64
}
