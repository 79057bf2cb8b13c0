package engine

import (
	"strconv"
	"strings"
)

// InferenceModel is the accounting the inference counter follows (the
// inference_model flag): how SWI-Prolog counted when the course was
// measured in 2001, or how SWI-Prolog 9 counts. docs/inferences.md lists
// the rules of each and where they are applied.
type InferenceModel uint8

const (
	// ModelSWI2001 counts as SWI-Prolog 4.0 did in 2001: every call,
	// including =/2, ==/2, the type tests and is/2, counts one on entry;
	// control constructs, head unification and redos count nothing; a
	// failing in-line built-in call counts two.
	ModelSWI2001 InferenceModel = iota
	// ModelSWI9 approximates SWI-Prolog 9: =/2, ==/2, \==/2 and the type
	// tests are virtual-machine instructions (free), is/2 into a fresh
	// variable is compiled in line (free), and going on into the next
	// branch of a clause after a counted call failed counts one.
	ModelSWI9
)

// String is the model's name, the flag's value.
func (mo InferenceModel) String() string {
	if mo == ModelSWI9 {
		return "swi9"
	}
	return "swi2001"
}

// ParseInferenceModel returns the model a flag value names.
func ParseInferenceModel(name string) (InferenceModel, bool) {
	switch name {
	case "swi2001":
		return ModelSWI2001, true
	case "swi9":
		return ModelSWI9, true
	}
	return 0, false
}

// InferenceCosts are the counts on which the models differ. The solvers
// add them where a rule applies, so that a model costs no test on the hot
// path: an addition of a field that is zero under the other model.
type InferenceCosts struct {
	// Test is what =/2, ==/2, \==/2 or a type test compiled in line
	// costs.
	Test int64
	// Redo is what going on into the next branch of a disjunction,
	// if-then-else or negation costs after a counted call failed.
	Redo int64
	// FVFail is what a failing in-line built-in call (a deterministic
	// built-in of arity at most 2 whose arguments are all variables in
	// the clause text) costs beside its call.
	FVFail int64
	// FreshIs is what is/2 into a variable that occurs first there costs.
	FreshIs int64
	// MemberFirst is what library member/2 costs on entry beside its
	// call, for the first element (see builtins' memberFastPath).
	MemberFirst int64
	// MemberEnd is what backtracking past the last element of member/2
	// costs (2001's failing call of member(X, [])).
	MemberEnd int64
	// Length is what length/2 costs beside its call: its Prolog clause
	// calls '$length'/2 (2001) or '$skip_list'/3 (SWI-Prolog 9).
	Length int64
	// DeleteTest is what delete/3 costs per element beside its
	// recursion (SWI-Prolog 9's \+ Elem \= Del), DeleteDrop what it
	// costs more per element removed.
	DeleteTest, DeleteDrop int64
	// Findall and Bagof are what findall/3 and bagof/3 cost beside
	// their call, their generator and one per solution (Solution);
	// FindallNone what findall/3 costs more when its goal had no
	// solution (2001's findall/3 is 9 + S for S solutions, but 6 for
	// none: its first clause fails before collect_bags/2 recurses, and
	// its second, findall(_, _, []), costs nothing); BagofGrouped what
	// bagof/3 costs more when it groups its solutions by their free
	// variables, and BagofGroup what each group after the first costs
	// (2001's bagof/3 clauses cost 2k + 9 for k groups, where the
	// library's goals cost 11).
	Findall, FindallNone, Bagof, BagofGrouped, BagofGroup, Solution int64
	// Time is what time/1 reports beside its goal.
	Time int64
}

// modelCosts holds each model's costs. Under swi2001 the library's
// member/2, length/2, findall/3 and bagof/3 cost what their 2001 clauses
// cost (member(X,[X|_]). member(X,[_|T]) :- member(X,T).; length/2 calls
// '$length'/2; findall/3 is 9 + S, or 6 with no solution, bagof/3 11 +
// S). Under swi9 they cost what today's library clauses cost when they
// run.
var modelCosts = [...]InferenceCosts{
	ModelSWI2001: {Test: 1, FVFail: 1, FreshIs: 1, MemberEnd: 1, Length: 1,
		Findall: 7, FindallNone: -3, Bagof: -1, BagofGrouped: -3, BagofGroup: 2, Solution: 1},
	ModelSWI9: {Redo: 1, MemberFirst: 1, Length: 1, DeleteTest: 1, DeleteDrop: 1, Time: 1},
}

// ModelCosts returns model mo's costs.
func ModelCosts(mo InferenceModel) InferenceCosts { return modelCosts[mo] }

// SetInferenceModel puts model mo in force.
func (m *Machine) SetInferenceModel(mo InferenceModel) {
	if mo != m.Model {
		// Code compiled for the other model (the core's choice of who
		// runs member/2) is made again.
		m.db.program++
	}
	m.Model = mo
	m.Costs = modelCosts[mo]
	for _, p := range m.modelTests {
		if mo == ModelSWI2001 {
			p.flags &^= predNoInference
		} else {
			p.flags |= predNoInference
		}
	}
}

// PushGhost leaves a choicepoint that is no alternative: backtracking
// into it adds cost inferences and goes on failing. It stands for a
// choicepoint of a model's library clauses that today's clauses do not
// leave (2001's member/2 after the last element, whose redo called
// member(X, [])), so that the count is the model's and the answers and
// their determinism today's: a cut removes it as it removed the clauses'
// choicepoint, and a query, the top level and setup_call_cleanup/3 take
// a goal that left only such choicepoints as deterministic.
func (m *Machine) PushGhost(cost int64) {
	m.pushChoice(choicepoint{kind: cpGhost, next: int(cost)})
}

// DropGhosts removes the choicepoints PushGhost left on top of the stack
// down to height h, counting nothing: the goal above h is taken as
// deterministic, and their redos will not happen.
func (m *Machine) DropGhosts(h int) {
	for n := len(m.choices); n > h && m.choices[n-1].kind == cpGhost; n-- {
		m.popChoice()
	}
}

// nondetBuiltins are the built-ins of arity at most 2 that may leave
// alternatives: not the deterministic calls that SWI-Prolog's 2001
// compiler made in-line foreign calls (see InlineFV).
var nondetBuiltins = map[string]bool{
	"clause/2": true, "predicate_property/2": true, "current_predicate/1": true, "current_predicate/2": true,
	"current_prolog_flag/2": true, "recorded/2": true, "retract/1": true, "nb_current/2": true,
	"stream_property/2": true, "current_key/1": true, "current_char_conversion/2": true,
}

// InlineFV says whether a call of the built-in name/arity whose arguments
// are all variables in the clause text was an in-line foreign call
// (I_CALL_FV) of SWI-Prolog's 2001 compiler, whose failure counted two:
// a deterministic built-in of arity at most 2, not an internal helper
// ($-named), not length/2 (a library predicate in 2001).
func InlineFV(name string, arity int) bool {
	if arity > 2 || strings.HasPrefix(name, "$") || (name == "length" && arity == 2) {
		return false
	}
	return !nondetBuiltins[name+"/"+strconv.Itoa(arity)]
}

// SetModelTest marks p as a test that SWI-Prolog 9 compiles to a
// virtual-machine instruction (=/2, ==/2, \==/2, the type tests): its
// calls count under swi2001 and not under swi9.
func (m *Machine) SetModelTest(p *Pred) {
	p.flags |= predModelTest
	m.modelTests = append(m.modelTests, p)
	m.SetInferenceModel(m.Model)
}
