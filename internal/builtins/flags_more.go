package builtins

import (
	"sort"

	"github.com/goprolog/goprolog/internal/engine"
)

// SWI-Prolog's flag predicates besides flag/3, on the flags flag/3 keeps
// (recordDB.flags), and current_arithmetic_function/1.

// getFlag implements get_flag(Key, Value): the value of the flag, 0 if
// it was never set, which makes the flag exist, as in SWI-Prolog.
func getFlag(m *engine.Machine, args []engine.Term) (bool, error) {
	key, err := recKeyArg(args[0])
	if err != nil {
		return false, err
	}
	db := recordsOf(m)
	v, ok := db.flags[key]
	if !ok {
		v = engine.MakeInt(0)
		db.flags[key] = v
	}
	return m.Unify(args[1], v), nil
}

// setFlag implements set_flag(Key, Value): Value, an atom, an integer of
// 64 bits or a float, becomes the value of the flag; it is not evaluated
// (type_error(flag_value, V) for any other term). As in SWI-Prolog, the
// flag exists (with 0) once its key is accepted, even if the value is
// not.
func setFlag(m *engine.Machine, args []engine.Term) (bool, error) {
	key, err := recKeyArg(args[0])
	if err != nil {
		return false, err
	}
	db := recordsOf(m)
	if _, ok := db.flags[key]; !ok {
		db.flags[key] = engine.MakeInt(0)
	}
	switch v := engine.Deref(args[1]).(type) {
	case *engine.Var:
		return false, engine.InstantiationError()
	case *engine.Atom, engine.Int, engine.Float:
		db.flags[key] = v
		return true, nil
	case *engine.BigInt:
		return false, engine.RepresentationError("int64_t")
	default:
		return false, engine.TypeError("flag_value", v)
	}
}

// currentFlag implements current_flag(Key): the keys of the flags that
// exist, a compound key as Name(_, ...). Unlike swipl, which gives them
// in the order of its hash table, goprolog enumerates them in the
// standard order of terms.
func currentFlag(m *engine.Machine, args []engine.Term) (bool, error) {
	db := recordsOf(m)
	if !isUnbound(args[0]) {
		key, err := recKeyArg(args[0])
		if err != nil {
			return false, err
		}
		_, ok := db.flags[key]
		return ok, nil
	}
	keys := make([]engine.Term, 0, len(db.flags))
	for k := range db.flags {
		keys = append(keys, k.term(m))
	}
	sort.Slice(keys, func(i, j int) bool { return engine.Compare(keys[i], keys[j]) < 0 })
	return unifyAlternatives(m, args[0], keys)
}

// swiArithFunctions are the evaluable functions swipl 9.0.4's
// current_arithmetic_function/1 gives, in its order: its C table, which
// leaves out some that is/2 evaluates (cot/1, cmpflags/0,
// max_tagged_integer/0, ...).
var swiArithFunctions = []struct {
	name  string
	arity int
}{
	{"abs", 1}, {"acos", 1}, {"acosh", 1}, {"/\\", 2}, {"asin", 1}, {"asinh", 1}, {"atan", 1},
	{"atan", 2}, {"atanh", 1}, {"atan2", 2}, {"\\", 1}, {"\\/", 2}, {"ceil", 1}, {"ceiling", 1},
	{"copysign", 2}, {"cos", 1}, {"cosh", 1}, {"cputime", 0}, {"div", 2}, {"//", 2}, {"getbit", 2},
	{"/", 2}, {"**", 2}, {"e", 0}, {"epsilon", 0}, {"erf", 1}, {"erfc", 1}, {"eval", 1}, {"exp", 1},
	{"float", 1}, {"float_fractional_part", 1}, {"float_integer_part", 1}, {"floor", 1}, {"gcd", 2},
	{"^", 2}, {"inf", 0}, {"integer", 1}, {"lcm", 2}, {"lgamma", 1}, {"log", 1}, {"log10", 1},
	{"lsb", 1}, {"<<", 2}, {"max", 2}, {"min", 2}, {"-", 1}, {"-", 2}, {"mod", 2}, {"msb", 1},
	{"nan", 0}, {"nexttoward", 2}, {"numerator", 1}, {"pi", 0}, {"+", 1}, {"+", 2}, {"popcount", 1},
	{"powm", 3}, {"random", 1}, {"random_float", 0}, {"rational", 1}, {"rationalize", 1},
	{"rdiv", 2}, {"rem", 2}, {"round", 1}, {"roundtoward", 2}, {">>", 2}, {"sign", 1}, {"sin", 1},
	{"sinh", 1}, {"sqrt", 1}, {"*", 2}, {"denominator", 1}, {"tan", 1}, {"tanh", 1},
	{"truncate", 1}, {"xor", 2},
}

// currentArithmeticFunction implements current_arithmetic_function(Head):
// Head is an evaluable function of swipl's list (swiArithFunctions),
// name(_, ...) with fresh arguments when Head is unbound; anything not
// callable is a type_error(callable, Head).
func currentArithmeticFunction(m *engine.Machine, args []engine.Term) (bool, error) {
	h := engine.Deref(args[0])
	if !isUnbound(h) {
		name, arity, ok := engine.Functor(h)
		if !ok {
			return false, engine.TypeError("callable", h)
		}
		for _, f := range swiArithFunctions {
			if f.name == name.Name && f.arity == arity {
				return true, nil
			}
		}
		return false, nil
	}
	heads := make([]engine.Term, len(swiArithFunctions))
	for i, f := range swiArithFunctions {
		heads[i] = recKey{name: engine.Intern(f.name), arity: f.arity}.term(m)
	}
	return unifyAlternatives(m, h, heads)
}

var flagMoreBuiltins = []engine.BuiltinSpec{
	{Name: "get_flag", Arity: 2, Fn: getFlag},
	{Name: "set_flag", Arity: 2, Fn: setFlag},
	{Name: "current_flag", Arity: 1, Fn: currentFlag},
	{Name: "current_arithmetic_function", Arity: 1, Fn: currentArithmeticFunction},
}
