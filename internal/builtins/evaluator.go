package builtins

import "github.com/goprolog/goprolog/internal/engine"

// evaluator is engine.Arithmetic over this package's evaluation of
// arithmetic functions: the WAM core's compiled arithmetic calls it one
// function at a time on numbers, so that is/2 has one evaluation whichever
// machine runs it.
type evaluator struct{}

// Function returns the id of the evaluable function name/arity.
func (evaluator) Function(name *engine.Atom, arity int) (int, bool) {
	id, ok := lookupFn(name, arity)
	return int(id), ok
}

// Apply applies function id to the numbers args.
func (evaluator) Apply(m *engine.Machine, id int, args []engine.Term) (engine.Term, error) {
	var buf [3]num
	a := buf[:0]
	for _, t := range args {
		a = append(a, termNum(t))
	}
	r, err := apply(m, fnID(id), a)
	if err != nil {
		return nil, err
	}
	return r.term(), nil
}

// Compare compares two numbers by value.
func (evaluator) Compare(a, b engine.Term) int { return CompareNumbers(a, b) }
