package wam

import (
	"unicode"

	"github.com/goprolog/goprolog/internal/engine"
)

// native is one of the engine's built-ins that the core runs itself, on
// the heap. A clause's call of it is the instruction opNative, which
// counts the call's inference as the engine's built-in's call counts one.
//
// A built-in with heap is decided there entirely, errors included, on
// its arguments read and written through args (args.go, text.go); one
// that may give more than one answer has a redo too (redo.go). A
// built-in with run only reads its arguments in the argument registers
// and returns done false to leave the call to the engine's built-in
// (copying its arguments out and the bindings back, see callForeign),
// which then decides it, raising its errors, as for any caller. One with
// both decides its commonest calls in run, with no args to make, and
// leaves the others (done false) to heap; under the flag iso, heap
// decides every call of one that has iso.
type native struct {
	fn   functor
	heap func(a args) (bool, error)
	redo func(a args) (bool, error)
	run  func(m *Machine) (ok, done bool)
	// A run that decided its call and must raise an error (output that
	// failed to write) sets Machine.nativeErr.
	// iso and isoCodes are what the flag iso changes (natives_iso.go).
	iso      func(a args) (done, ok bool, err error)
	isoCodes bool
}

// natives are the built-ins the core runs on the heap. Each is also in
// foreignBuiltins, which makes clauses that call it run on the core.
var natives = []native{
	{fn: functor{engine.Intern("=.."), 2}, run: func(m *Machine) (bool, bool) { return m.univ(m.regs[0], m.regs[1]) }},
	{fn: functor{engine.Intern("msort"), 2}, run: func(m *Machine) (bool, bool) { return m.msort(false) }},
	{fn: functor{engine.Intern("sort"), 2}, run: func(m *Machine) (bool, bool) { return m.msort(true) }},
	{fn: functor{engine.Intern("keysort"), 2}, run: (*Machine).keysort},
	{fn: functor{engine.Intern("sort"), 4}, run: (*Machine).sort4},
	{fn: functor{engine.Intern("compare"), 3}, run: (*Machine).compare3},
	{fn: functor{engine.Intern("@<"), 2}, run: termLess(func(c int) bool { return c < 0 })},
	{fn: functor{engine.Intern("@>"), 2}, run: termLess(func(c int) bool { return c > 0 })},
	{fn: functor{engine.Intern("@=<"), 2}, run: termLess(func(c int) bool { return c <= 0 })},
	{fn: functor{engine.Intern("@>="), 2}, run: termLess(func(c int) bool { return c >= 0 })},
	{fn: functor{engine.Intern("$skip_list"), 3}, run: (*Machine).skipList},
	{fn: functor{engine.Intern("$seek_list"), 4}, run: (*Machine).seekList},
	{fn: functor{engine.Intern("nb_getval"), 2}, run: (*Machine).getval},
	{fn: functor{engine.Intern("b_getval"), 2}, run: (*Machine).getval},
	{fn: functor{engine.Intern("nb_setval"), 2}, run: (*Machine).setval},
	{fn: functor{engine.Intern("b_setval"), 2}, run: (*Machine).bsetval},
	{fn: atomBagofGroups, run: (*Machine).bagofGroups},
	{fn: atomFreeVariableSet, heap: freeVariableSet},
	{fn: functor{engine.Intern("$module_goal"), 3}, run: (*Machine).moduleGoal},
	{fn: functor{engine.Intern("$btree_find_node"), 5}, run: (*Machine).btreeFindNode},

	// throw/1 (catch.go).
	{fn: functor{engine.Intern("throw"), 1}, heap: throw1},

	// Tabling (tabling.go).
	{fn: functor{engine.Intern("$tbl_answers"), 2}, heap: tblAnswers, redo: tblAnswersRedo},
	{fn: functor{engine.Intern("$tbl_lookup"), 3}, run: (*Machine).tblLookup},
	{fn: functor{engine.Intern("$tbl_add"), 2}, run: (*Machine).tblAdd},

	// setup_call_cleanup/3's frames (cleanup.go).
	{fn: atomPushCleanup, heap: pushCleanup},
	{fn: atomExitCleanup, heap: exitCleanup},

	// with_output_to/2's redirection (natives_capture.go).
	{fn: atomOutputToBegin, run: (*Machine).outputToBegin},
	{fn: atomOutputToEnd, heap: outputToEnd},
	{fn: atomOutputToRestore, run: (*Machine).outputToRestore},

	// Terms (natives_terms.go).
	{fn: functor{engine.Intern("memberchk"), 2}, heap: memberchk},
	{fn: functor{engine.Intern("term_variables"), 2}, heap: termVariables},
	{fn: functor{engine.Intern("numbervars"), 3}, run: (*Machine).numbervars3},
	{fn: functor{engine.Intern("functor"), 3}, run: (*Machine).functorFast, heap: functor3, iso: isoFunctor},
	{fn: functor{engine.Intern("arg"), 3}, run: (*Machine).argFast, heap: arg3, redo: arg3Redo, iso: isoArg},
	{fn: functor{engine.Intern("copy_term"), 2}, heap: copyTerm},
	{fn: functor{engine.Intern("unify_with_occurs_check"), 2}, heap: unifyWithOccursCheck},
	{fn: functor{engine.Intern("ground"), 1}, heap: ground1},
	{fn: functor{engine.Intern("is_list"), 1}, heap: isList1},
	{fn: functor{engine.Intern("$simple_type"), 2}, run: (*Machine).simpleType},
	{fn: functor{engine.Intern("setarg"), 3}, heap: setarg3},
	{fn: functor{engine.Intern("nb_setarg"), 3}, heap: nbSetarg3},
	{fn: functor{engine.Intern("same_term"), 2}, heap: sameTerm},
	{fn: functor{engine.Intern("$phrase_lists"), 2}, heap: phraseLists},
	{fn: functor{engine.Intern("$nb_set_new"), 1}, heap: nbSetNew},
	{fn: functor{engine.Intern("$nb_set_add"), 2}, heap: nbSetAdd},

	// Attributed variables (attvar.go).
	{fn: functor{engine.Intern("put_attr"), 3}, heap: putAttr},
	{fn: functor{engine.Intern("get_attr"), 3}, heap: getAttr},
	{fn: functor{engine.Intern("del_attr"), 2}, heap: delAttr},
	{fn: functor{engine.Intern("attvar"), 1}, heap: attvar1},
	{fn: functor{engine.Intern("get_attrs"), 2}, heap: getAttrs},
	{fn: functor{engine.Intern("term_attvars"), 2}, heap: termAttvars},

	// Text (natives_atoms.go).
	{fn: functor{engine.Intern("atom_codes"), 2}, heap: atomToList(textCodes), isoCodes: true},
	{fn: functor{engine.Intern("atom_chars"), 2}, heap: atomToList(textChars)},
	{fn: functor{engine.Intern("char_code"), 2}, heap: charCode, isoCodes: true},
	{fn: functor{engine.Intern("atom_length"), 2}, heap: atomLength2, iso: isoAtoms(0)},
	{fn: functor{engine.Intern("number_codes"), 2}, heap: numberToList(textCodes), isoCodes: true},
	{fn: functor{engine.Intern("number_chars"), 2}, heap: numberToList(textChars)},
	{fn: functor{engine.Intern("atom_number"), 2}, heap: atomNumber},
	{fn: functor{engine.Intern("atom_concat"), 3}, heap: atomConcat, redo: atomConcatRedo, iso: isoAtoms(0, 1, 2)},
	{fn: functor{engine.Intern("sub_atom"), 5}, heap: subAtom, redo: subAtomRedo, iso: isoAtoms(0, 4)},
	{fn: functor{engine.Intern("sub_string"), 5}, heap: subString, redo: subStringRedo},
	{fn: functor{engine.Intern("string_length"), 2}, heap: atomLength2},
	{fn: functor{engine.Intern("split_string"), 4}, heap: splitString},
	{fn: functor{engine.Intern("char_type"), 2}, run: charType},
	{fn: functor{engine.Intern("code_type"), 2}, run: charType},
	{fn: functor{engine.Intern("atomic_list_concat"), 2}, heap: atomicListConcat2},
	{fn: functor{engine.Intern("atomic_list_concat"), 3}, heap: atomicListConcat3},

	// Strings and case (natives_strings.go).
	{fn: functor{engine.Intern("string_upper"), 2}, heap: caseMap(unicode.ToUpper, false)},
	{fn: functor{engine.Intern("string_lower"), 2}, heap: caseMap(unicode.ToLower, false)},
	{fn: functor{engine.Intern("upcase_atom"), 2}, heap: caseMap(unicode.ToUpper, true)},
	{fn: functor{engine.Intern("downcase_atom"), 2}, heap: caseMap(unicode.ToLower, true)},
	{fn: functor{engine.Intern("number_string"), 2}, run: (*Machine).numberString},
	{fn: functor{engine.Intern("string_concat"), 3}, run: (*Machine).stringConcatFast, heap: stringConcat, redo: stringConcatRedo},
	{fn: functor{engine.Intern("string_code"), 3}, heap: stringCode, redo: stringCodeRedo},
	{fn: functor{engine.Intern("string_chars"), 2}, run: textToList(textChars)},
	{fn: functor{engine.Intern("string_codes"), 2}, run: textToList(textCodes)},
	{fn: functor{engine.Intern("atom_string"), 2}, run: textPair(textAtom, textString)},
	{fn: functor{engine.Intern("string_to_atom"), 2}, run: textPair(textString, textAtom)},

	// The operator table (natives_ops.go).
	{fn: functor{engine.Intern("current_op"), 3}, heap: currentOp, redo: currentOpRedo},

	// format/3 to a term (natives_format.go).
	{fn: functor{engine.Intern("format"), 3}, run: (*Machine).formatSink},

	// Integers (natives_int.go).
	{fn: functor{engine.Intern("succ"), 2}, run: (*Machine).succ2},
	{fn: functor{engine.Intern("plus"), 3}, run: (*Machine).plus3},

	// Output of text (natives_output.go).
	{fn: functor{engine.Intern("format"), 1}, run: formatOutput(false)},
	{fn: functor{engine.Intern("format"), 2}, run: formatOutput(true)},
	{fn: functor{engine.Intern("write"), 1}, run: writeOutput(false)},
	{fn: functor{engine.Intern("writeln"), 1}, run: writeOutput(true)},
	{fn: functor{engine.Intern("nl"), 0}, run: (*Machine).nl0},
}

// nativeOf returns the index in natives of f, or -1.
// nativeArg, nativeFunctor and nativeCompare are the natives of arg/3,
// functor/3 and compare/3, which compile to opArg, opFunctor and
// opCompare.
var (
	nativeArg     = nativeOf(functor{engine.Intern("arg"), 3})
	nativeFunctor = nativeOf(functor{engine.Intern("functor"), 3})
	nativeCompare = nativeOf(functor{engine.Intern("compare"), 3})
)

func nativeOf(f functor) int {
	for k := range natives {
		if natives[k].fn == f {
			return k
		}
	}
	return -1
}

// runNative runs natives[k] on the argument registers; next is the code
// index where the calling clause goes on. done false leaves the call to
// the engine's built-in.
func (m *Machine) runNative(k, next int) (ok, done bool, err error) {
	n := &natives[k]
	if n.run != nil && (n.heap == nil || n.iso == nil || !m.iso()) {
		if ok, done = n.run(m); done || n.heap == nil {
			if m.nativeErr == nil {
				return ok, done, nil
			}
			err, m.nativeErr = m.nativeErr, nil
			return false, done, err
		}
	}
	a := args{m: m, fn: n.fn, next: next, k: k}
	if n.iso != nil && m.iso() {
		if done, ok, err := n.iso(a); done {
			return ok, true, err
		}
	}
	ok, err = n.heap(a)
	if err != nil && n.isoCodes && m.iso() {
		err = a.isoCodeError(err)
	}
	return ok, true, err
}
