package builtins_test

import "testing"

// opBracketGoals define [] and {} as operators, read and write with them,
// and try op/3's limits on '|'. ISO (Cor.2, 8.14.3.3) forbids [] and {}
// as operators; SWI-Prolog 9.0.4 accepts them, reads "a [] b" as
// [](a, b) and "[] a" as [](a), and writes such terms in operator
// notation; goprolog follows SWI-Prolog here (the INRIA suite has no case
// for it). The atom '[]' is not [] (SWI-Prolog 7): its operators are its
// own, and writeq/1 quotes it. '|' is as ISO and SWI-Prolog have it: an
// infix operator of priority 1001 at least, or priority 0. The operators
// stay defined for the goals after each one, in both systems.
var opBracketGoals = []string{
	`op_seq([], [op(200, xfx, []), op(200, fy, [])], R)`,
	`op_seq('[]', [op(200, xfx, '[]')], R)`,
	`op_seq({}, [op(200, xfy, {})], R)`,
	`op_list('{}', R)`,
	`op(200, xfx, [[], opbr1]), op_list(opbr1, R)`,
	`term_to_atom(T, 'a [] b'), R = T`,
	`term_to_atom(T, '[] a'), R = T`,
	`term_to_atom(T, '[] [] a'), R = T`,
	`term_to_atom(T, 'a {} b {} c'), R = T`,
	`term_to_atom(T, '(a {} b) {} c'), R = T`,
	`term_to_atom(T, 'f([] a, b [] c)'), R = T`,
	`term_to_atom(T, '[[] a, []]'), R = T`,
	`term_to_atom(T, '{[] a}'), R = T`,
	`term_to_atom(T, '[] - a'), R = T`,
	`term_to_atom(T, '- [] a'), R = T`,
	`term_to_atom(T, '[](a)'), R = T`,
	`term_to_atom(T, '[] (a)'), R = T`,
	`term_to_atom(T, 'f([], {}, [a])'), R = T`,
	`term_to_atom(T, '{a}'), R = T`,
	`catch(term_to_atom(_, 'a {} '), error(syntax_error(E), _), true), R = E`,
	`catch(term_to_atom(_, '1 [] 2 {} 3'), error(syntax_error(E), _), true), R = E`,
	`with_output_to(codes(C), (writeq([](a, b)), write(' '), writeq([]([](a))), write(' '), writeq({}(a, {}(b, c))), write(' '), print([](a)))), atom_codes(R, C)`,
	`with_output_to(codes(C), (writeq('[]'(a, b)), write(' '), writeq('[]'(a)), write(' '), writeq(['[]', []]), write(' '), writeq(- '[]'))), atom_codes(R, C)`,
	`op(0, xfx, []), op(0, fy, []), op(0, xfy, {}), op_list([], L1), op_list({}, L2), R = L1-L2`,
	`catch(term_to_atom(_, 'a [] b'), error(syntax_error(E), _), true), R = E`,
	`catch(op(200, xfx, '|'), error(E, _), true), R = E`,
	`catch(op(1000, xfy, '|'), error(E, _), true), R = E`,
	`catch(op(1100, fy, '|'), error(E, _), true), R = E`,
	`catch(op(1100, xf, '|'), error(E, _), true), R = E`,
	`catch(op(200, xfx, [opbr2, '|']), error(E, _), true), R = E`,
	`op_seq('|', [op(1001, xfy, '|'), op(1100, xfx, '|'), op(1100, xfy, '|')], R)`,
}

// TestOpBracketsDifferential compares op/3 with [], {} and '|' with
// SWI-Prolog.
func TestOpBracketsDifferential(t *testing.T) {
	compareGoals(t, "op_brackets.pl", opUserDriver, "op_goal(%d, (%s), R).\n", opBracketGoals, "op_run_all")
}
