package engine

import "sort"

// SWI-Prolog ends a program whose recursion or terms outgrow its stack
// limit with error(resource_error(stack), Dict), where the dict
// stack_overflow{...} tells the stack sizes, the depth, the choicepoints
// and the frames at the top of the stack, from which the message shows a
// possible non-terminating recursion. goprolog has no dicts: its context
// is dict(stack_overflow, Pairs), the tag and the Key-Value pairs that
// dict_pairs/3 gives for SWI-Prolog's dict, keys in standard order.

// Keys of the stack overflow context, as SWI-Prolog names them. Sizes
// are in kilobytes.
const (
	OverflowChoicepoints   = "choicepoints"
	OverflowDepth          = "depth"
	OverflowEnvironments   = "environments"
	OverflowGlobalUsed     = "globalused"
	OverflowLocalUsed      = "localused"
	OverflowNonTerminating = "non_terminating" // frames repeating one predicate
	OverflowStack          = "stack"           // the top frames otherwise
	OverflowStackLimit     = "stack_limit"
	OverflowTrailUsed      = "trailused"
)

var (
	atomStack         = Intern("stack")
	atomStackOverflow = Intern("stack_overflow")
	atomDict          = Intern("dict")
)

// StackOverflow returns error(resource_error(stack), dict(stack_overflow,
// Pairs)) for the context's fields, which may be any of the Overflow
// keys.
func StackOverflow(fields map[string]Term) *Exception {
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	pairs := make([]Term, len(keys))
	for i, k := range keys {
		pairs[i] = NewCompound(AtomMinus, Intern(k), fields[k])
	}
	ctx := NewCompound(atomDict, atomStackOverflow, List(pairs...))
	return &Exception{Ball: NewCompound(AtomError, NewCompound(atomResource, atomStack), ctx)}
}

// IsStackOverflow says whether err is error(resource_error(stack), _).
func IsStackOverflow(err error) bool {
	args, ok := IsISOError(err, "resource_error", 1)
	return ok && Deref(args[0]) == Term(atomStack)
}

// OverflowFields returns the fields of a stack overflow's context,
// dict(stack_overflow, Pairs), or false for any other term.
func OverflowFields(ctx Term) (map[string]Term, bool) {
	c, ok := Deref(ctx).(*Compound)
	if !ok || c.Name != atomDict || len(c.Args) != 2 || Deref(c.Args[0]) != Term(atomStackOverflow) {
		return nil, false
	}
	fields := map[string]Term{}
	for t := Deref(c.Args[1]); ; {
		l, ok := t.(*Compound)
		if !ok || l.Name != AtomDot || len(l.Args) != 2 {
			return fields, t == Term(AtomNil)
		}
		p, ok := Deref(l.Args[0]).(*Compound)
		if !ok || p.Name != AtomMinus || len(p.Args) != 2 {
			return nil, false
		}
		k, ok := Deref(p.Args[0]).(*Atom)
		if !ok {
			return nil, false
		}
		fields[k.Name] = p.Args[1]
		t = Deref(l.Args[1])
	}
}
