package wam

import "github.com/goprolog/goprolog/internal/engine"

// natives are the engine's built-ins that the core runs itself, on the
// heap, when it can: each reads its arguments in the argument registers
// and returns done false to leave the call to the engine's built-in
// (copying its arguments out and the bindings back, see callForeign),
// which then decides it, raising its errors, as for any caller.
var natives = []struct {
	fn  functor
	run func(m *Machine) (ok, done bool)
}{
	{functor{engine.Intern("=.."), 2}, func(m *Machine) (bool, bool) { return m.univ(m.regs[0], m.regs[1]) }},
	{functor{engine.Intern("msort"), 2}, func(m *Machine) (bool, bool) { return m.msort(false) }},
	{functor{engine.Intern("sort"), 2}, func(m *Machine) (bool, bool) { return m.msort(true) }},
	{functor{engine.Intern("keysort"), 2}, (*Machine).keysort},
	{functor{engine.Intern("sort"), 4}, (*Machine).sort4},
	{functor{engine.Intern("compare"), 3}, (*Machine).compare3},
	{functor{engine.Intern("@<"), 2}, termLess(func(c int) bool { return c < 0 })},
	{functor{engine.Intern("@>"), 2}, termLess(func(c int) bool { return c > 0 })},
	{functor{engine.Intern("@=<"), 2}, termLess(func(c int) bool { return c <= 0 })},
	{functor{engine.Intern("@>="), 2}, termLess(func(c int) bool { return c >= 0 })},
	{functor{engine.Intern("$skip_list"), 3}, (*Machine).skipList},
	{functor{engine.Intern("$seek_list"), 4}, (*Machine).seekList},
}

// nativeOf returns the index in natives of f, or -1.
func nativeOf(f functor) int {
	for k, n := range natives {
		if n.fn == f {
			return k
		}
	}
	return -1
}
