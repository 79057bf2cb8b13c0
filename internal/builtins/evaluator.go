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

// FloatFunction returns the float function of id (see floatFunctions
// and logFunctions).
func (evaluator) FloatFunction(id int) func(float64) float64 {
	if id < 0 || id >= int(fnCount) {
		return nil
	}
	if f := floatFunctions[id]; f != nil {
		return f
	}
	return logFunctions[id]
}

// Apply applies function id to the numbers args.
func (evaluator) Apply(m *engine.Machine, id int, args []engine.Term) (engine.Term, error) {
	var buf [3]num
	r, err := applyDurable(m, fnID(id), nums(buf[:0], args))
	if err != nil {
		return nil, err
	}
	return r.term(), nil
}

// BeginScratch frees the scratch results of m's previous evaluation.
func (evaluator) BeginScratch(m *engine.Machine) {
	s := arithOf(m)
	s.release(0)
	s.on = false
}

// ApplyScratch is Apply with a result that may be a scratch big integer.
func (evaluator) ApplyScratch(m *engine.Machine, id int, args []engine.Term) (engine.Term, error) {
	s := arithOf(m)
	s.on = true
	defer func() { s.on = false }()
	var buf [3]num
	r, err := apply(m, fnID(id), nums(buf[:0], args))
	if err != nil {
		return nil, err
	}
	return r.term(), nil
}

// Keep returns t, or a copy of it when it is a scratch big integer.
func (evaluator) Keep(m *engine.Machine, t engine.Term) engine.Term {
	if b, ok := t.(*engine.BigInt); ok {
		return arithOf(m).keep(num{k: kBig, b: b.Big()}).term()
	}
	return t
}

// nums appends the number terms ts to a as nums.
func nums(a []num, ts []engine.Term) []num {
	for _, t := range ts {
		a = append(a, termNum(t))
	}
	return a
}

// Compare compares two numbers by value.
func (evaluator) Compare(a, b engine.Term) int { return CompareNumbers(a, b) }
