package builtins_test

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// isoGoals are run by goprolog and by SWI-Prolog; each must give the same
// answer: the goal as it stands after success, failure, or the formal part
// of the error it raises. They cover every family of built-ins, mostly at
// their error cases.
var isoGoals = []string{
	// Control.
	`call(_)`,
	`call(1)`,
	`call((fail, 1))`,
	`call((write(x), 1))`,
	`call(foo:bar:baz, _)`,
	`undefined_pred_xyz`,
	`catch(throw(my), B, true)`,
	`catch(throw(error(foo, _)), error(_, C), true), var(C)`,
	`catch(nth0(a, [a], _), error(_, C), true), var(C)`,
	`msort(['', [], a, '[]', ' ', 'A'], L)`,
	`compare(O, [], '')`,
	`current_prolog_flag(max_tagged_integer, X), current_prolog_flag(min_tagged_integer, Y)`,
	`throw(_)`,
	`catch(number_codes(X, [0'a]), error(E, _), true)`,
	`\+ 3`,
	`once(_)`,
	`forall(fail, 1)`,
	`findall(X, member(X, [a,b]), L)`,
	`findall(X, G, L)`,
	`findall(X, 4, L)`,
	`findall(X, true, [a|b])`,
	`bagof(X, Y^member(X-Y, [a-1,b-2]), L)`,
	`bagof(X, fail, L)`,
	`bagof(X, G, L)`,
	`setof(X, member(X, [c,a,b,a]), L)`,
	`setof(X-Y, member(X-Y, [b-1,a-2]), L)`,
	`setof(X, 1, L)`,
	`between(1, a, X)`,
	`between(3, 1, X)`,
	`between(X, 3, 2)`,
	`G = (true ; fail), call(G)`,
	`(true -> X = a ; X = b)`,
	`(fail *-> X = a ; X = b)`,
	`call(;, true, _)`,
	`not(true)`,
	`ignore(fail)`,
	// Unification and comparison.
	`f(X, b) = f(a, Y)`,
	`f(X, X) = f(a, b)`,
	`unify_with_occurs_check(X, f(X))`,
	`X \= f(X)`,
	`compare(O, 1, 1.0)`,
	`compare(O, a, "a")`,
	`compare(O, f(a), g)`,
	`compare(foo, 1, 2)`,
	`compare(<, 1, 2)`,
	`compare(1, 1, 2)`,
	`1 @< a`,
	`f(b) @> f(a, a)`,
	`X == X`,
	`msort([c, 1, "s", f(x), 2.0, Z], L)`,
	`subsumes_term(f(_), f(a))`,
	`subsumes_term(f(a), f(_))`,
	`?=(a, b)`,
	// Type tests.
	`var(_)`,
	`atom([])`,
	`atomic("s")`,
	`callable(f(x))`,
	`callable(3)`,
	`is_list([a|_])`,
	`number(1.0e10)`,
	`ground(f(a, _))`,
	`compound([])`,
	`acyclic_term(f(X))`,
	// Arithmetic.
	`X is 1 + a`,
	`X is foo(1)`,
	`X is 1 / 0`,
	`X is 1 // 0`,
	`X is 1 mod 0`,
	`X is 1.0 / 0`,
	`X is 0.0 / 0`,
	`X is log(0)`,
	`X is log(-1)`,
	`X is sqrt(-1)`,
	`X is asin(2)`,
	`X is 1.0e308 * 10`,
	`X is 9223372036854775807 + 1`,
	`X is -9223372036854775808 - 1`,
	`X is -(-9223372036854775808)`,
	`X is abs(-9223372036854775808)`,
	`X is 2 ** -1`,
	`X is 2 ^ -1`,
	`X is 0 ^ -1`,
	`X is 2 ^ 100`,
	`X is 2.0 ** 3`,
	`X is 7 // -2`,
	`X is -7 mod 2`,
	`X is -7 rem 2`,
	`X is 7 div -2`,
	`X is 1 << 70`,
	`X is a`,
	`X is "a"`,
	`X is [x]`,
	`X is Y + 1`,
	`X is 1.5 >> 1`,
	`X is msb(0)`,
	`X is gcd(12, 18)`,
	`X is truncate(1.0e20)`,
	`X is integer(2.5)`,
	`X is round(-2.5)`,
	`X is ceiling(2.1)`,
	`X is sign(-3.0)`,
	`X is min(1, 1.0)`,
	`X is max(2, 3.0)`,
	`X is cot(0)`,
	`X is atan2(0, 0)`,
	`X is atan(1, 0)`,
	`X is float_integer_part(-2.5)`,
	`X is float_fractional_part(2.5)`,
	`X is 10 / 4`,
	`X is 10 / 5`,
	`X is e ** 0`,
	`X is random(1)`,
	`X is inf`,
	`X is nan`,
	`X is max_tagged_integer`,
	`1 =:= a`,
	`X < 1`,
	`1 =\= 1.0`,
	`succ(X, 0)`,
	`succ(X, -1)`,
	`succ(a, X)`,
	`succ(X, Y)`,
	`plus(1, X, 3)`,
	`plus(X, Y, 3)`,
	// Term construction and inspection.
	`functor(T, foo, 3)`,
	`functor(T, foo, -1)`,
	`functor(T, foo(a), 1)`,
	`functor(T, N, 1)`,
	`functor(T, 1.5, 0)`,
	`functor(T, 1.5, 1)`,
	`functor(f(a, b), N, A)`,
	`arg(x, f(a), A)`,
	`arg(0, f(a), A)`,
	`arg(N, f(a, b), A)`,
	`arg(1, atom, A)`,
	`arg(1, X, A)`,
	`X =.. [foo, a, b]`,
	`X =.. [foo|_]`,
	`X =.. [f(a), b]`,
	`X =.. [1, b]`,
	`X =.. [1]`,
	`X =.. []`,
	`f(a) =.. L`,
	`copy_term(f(X, Y, X), C)`,
	`term_variables(f(X, g(Y, X)), Vs)`,
	`setarg(1, f(a), b)`,
	`setarg(0, f(a), b)`,
	`nb_setarg(x, f(a), b)`,
	// Atoms, chars and strings.
	`atom_length(X, N)`,
	`atom_length(123, N)`,
	`atom_length(abc, foo)`,
	`atom_length(abc, -1)`,
	`atom_length(f(x), N)`,
	`atom_chars(X, [a|_])`,
	`atom_chars(X, [a, f(b)])`,
	`atom_chars(X, [a, bc])`,
	`atom_codes(X, [0'a, -1])`,
	`atom_codes(abc, L)`,
	`atom_chars([], L)`,
	`char_code(X, Y)`,
	`char_code(ab, X)`,
	`char_code(X, -1)`,
	`atom_concat(X, b, Y)`,
	`atom_concat(a, X, abc)`,
	`findall(X-Y, atom_concat(X, Y, ab), L)`,
	`atom_concat(f(x), b, Y)`,
	`sub_atom(abc, B, 2, A, S)`,
	`findall(S, sub_atom(abc, B, L, A, S), Ss)`,
	`sub_atom(X, B, L, A, S)`,
	`sub_atom(abc, a, L, A, S)`,
	`sub_atom(abc, B, L, A, 1)`,
	`number_codes(X, "3x")`,
	`number_codes(X, " 3")`,
	`number_chars(X, ['0', x, f])`,
	`number_chars(X, [' ', '1'])`,
	`number_chars(X, ['1', ' '])`,
	`number_chars(X, [a|_])`,
	`number_chars(X, ['-', ' ', '1'])`,
	`number_chars(X, ['0', '''', a])`,
	`number_chars(X, [])`,
	`number_chars(a, L)`,
	`number_codes(X, [0'1|_])`,
	`atom_number('0x1A', N)`,
	`atom_number(foo, N)`,
	`atom_number(A, N)`,
	`atom_to_term('foo(X, Y, X)', T, B)`,
	`atom_to_term('foo(', T, B)`,
	`term_to_atom(f(x, 'A'), A)`,
	`upcase_atom('hello World', U)`,
	`char_type(X, to_lower(a))`,
	`atomic_list_concat([a, 1, "s"], A)`,
	`atomic_list_concat([a, X], A)`,
	`atomic_list_concat(L, ',', 'a,b,,c')`,
	`atomic_list_concat([a, f(x)], A)`,
	`string_concat(S1, S2, "ab")`,
	`string_chars(S, [a, b])`,
	`string_codes(S, X)`,
	`string_to_atom(S, abc)`,
	`string_length(f(x), L)`,
	`sub_string("abc", 1, 1, A, S)`,
	`split_string("a,b,,c", ",", "", P)`,
	`number_string(N, " 42 ")`,
	`string_code(0, "abc", C)`,
	`term_string(T, "foo(X, bar)")`,
	`string(S)`,
	`text_concat(abc, X, abcdef)`,
	// Lists.
	`length(L, -1)`,
	`length(L, a)`,
	`length([a|b], N)`,
	`length(L, 2)`,
	`length(a, N)`,
	`append(X, [c], [a, b, c])`,
	`member(X, [a|b])`,
	`memberchk(b, [a, b|_])`,
	`reverse([1, 2, 3], R)`,
	`nth0(1, [a, b, c], E)`,
	`nth1(I, [a, b, c], c)`,
	`nth0(a, [a], E)`,
	`last([1, 2, 3], X)`,
	`sort(a, L)`,
	`sort([b|_], L)`,
	`sort(0, @<, [f(2), f(1)], L)`,
	`msort([b, a|c], L)`,
	`keysort([b-1, a-2, b-0], L)`,
	`keysort([a], L)`,
	`keysort([a-1|_], L)`,
	`predsort([O, A, B]>>compare(O, A, B), [c, a, b], L)`,
	`sum_list([1, 2.5], S)`,
	`sum_list([a], S)`,
	`max_list([1, 3, 2], M)`,
	`numlist(1, 5, L)`,
	`numlist(a, 5, L)`,
	`exclude([X]>>(X > 1), [1, 2, 3], L)`,
	`maplist([X, Y]>>(Y is X * 2), [1, 2], L)`,
	`foldl([X, A0, A]>>(A is A0 + X), [1, 2, 3], 0, S)`,
	`list_to_set([a, b, a], S)`,
	`delete([a, b, a], a, L)`,
	`subtract([a, b, c], [b], L)`,
	`nb_getval(no_such_key_xyz, V)`,
	// Database.
	`asserta(foo)`,
	`assertz((foo :- 1))`,
	`assertz(_)`,
	`assertz((_ :- true))`,
	`assertz((3 :- true))`,
	`assertz((atom(_) :- true))`,
	`asserta((foo :- X))`,
	`retract(atom(_))`,
	`retract(undefined_xyz(_))`,
	`abolish(foo/a)`,
	`abolish(foo/(-1))`,
	`abolish(atom/1)`,
	`abolish(_)`,
	`abolish(foo/_)`,
	`clause(_, B)`,
	`clause(4, B)`,
	`clause(atom(_), B)`,
	`clause(f(_), 5)`,
	`assertz(iso_p(1)), assertz(iso_p(2)), retract(iso_p(1)), findall(X, iso_p(X), L), retractall(iso_p(_))`,
	`retractall(iso_q(_)), \+ iso_q(_)`,
	`retractall(atom(_))`,
	`current_predicate(foo)`,
	`current_predicate(X/foo)`,
	`current_predicate(iso_undefined_xyz/N)`,
	`dynamic(foo/a)`,
	`predicate_property(append(_, _, _), P)`,
	`functor(H, iso_dyn, 1), dynamic(iso_dyn/1), assertz(iso_dyn(a)), clause(iso_dyn(X), true)`,
	// Flags and operators.
	`set_prolog_flag(bounded, true)`,
	`set_prolog_flag(foo_flag_xyz, 1)`,
	`set_prolog_flag(X, 1)`,
	`set_prolog_flag(double_quotes, nonsense)`,
	`set_prolog_flag(unknown, maybe)`,
	`current_prolog_flag(bounded, X)`,
	`current_prolog_flag(max_integer, X)`,
	`current_prolog_flag(min_integer, X)`,
	`current_prolog_flag(1, X)`,
	`current_prolog_flag(no_such_flag_xyz, X)`,
	`current_prolog_flag(integer_rounding_function, X)`,
	`current_prolog_flag(max_arity, X)`,
	`set_prolog_flag(unknown, fail), (iso_no_such_pred -> R = yes ; R = no), set_prolog_flag(unknown, error)`,
	`op(1201, xfx, foo)`,
	`op(200, yyy, foo)`,
	`op(200, xfx, ',')`,
	`op(200, xfx, [1])`,
	`op(X, xfx, foo)`,
	`op(200, xfx, '|')`,
	`current_op(P, T, mod)`,
	`current_op(1201, T, O)`,
	`current_op(P, foo, O)`,
	// Streams.
	`current_input(foo)`,
	`current_output(S), atom(S)`,
	`set_input(_)`,
	`set_output(foo)`,
	`set_output(user_input)`,
	`close(foo)`,
	`close(_)`,
	`open(_, read, S)`,
	`open(f, foo, S)`,
	`open('/no/such/dir/file', read, S)`,
	`open(f, write, S, [bad])`,
	`open(f, write, s)`,
	`get_char(user_output, C)`,
	`put_char(user_input, a)`,
	`put_char(_)`,
	`put_char(1)`,
	`put_char(ab)`,
	`put_code(-1)`,
	`put_code(a)`,
	`put_byte(user_output, 65)`,
	`get_byte(user_input, B)`,
	`peek_char(foo, C)`,
	`nl(foo)`,
	`nl(_)`,
	`flush_output(foo)`,
	`write(foo, x)`,
	`stream_property(foo, P)`,
	`stream_property(S, alias(user_output)), atom(S)`,
	`at_end_of_stream(foo)`,
	`set_stream_position(foo, P)`,
	`set_stream_position(user_input, _)`,
	`set_stream(user_output, foo)`,
	`read_term(user_output, T, [])`,
	`read_term(user_input, T, foo)`,
	`read_term(user_input, T, [bad])`,
	`char_conversion(a, b)`,
	`current_char_conversion(X, Y)`,
	`tab(a)`,
	`tab(-1)`,
	// Read and write.
	`term_to_atom(T, 'f(X, Y, \'A b\')')`,
	`term_to_atom(T, 'f(')`,
	`term_to_atom(T, 'a b')`,
	`term_to_atom(T, '0''a')`,
	`term_to_atom(T, '"\\x41\\"')`,
	`term_to_atom(T, '- (1)')`,
	`term_to_atom(T, '-(-(1))')`,
	`term_to_atom(T, '1 - -1')`,
	`term_to_atom(T, 'a- - - b')`,
	`term_to_atom(T, '[a|b]')`,
	`term_to_atom(T, '{a, b}')`,
	`term_to_atom(T, 'f(a;b)')`,
	`term_to_atom(T, '0b101 + 0o17 + 0xff')`,
	`term_to_atom(T, '''\\e\\a\\0\\''')`,
	`term_to_atom(T, 'X = \'\\u00e9\'')`,
	`with_output_to(string(S), writeq(['A', 'b c', [], '[]', {}, '{}', '\n', 'hello'(x), - 1, -(1), -(-(1)), 1-2-3, 1-(2-3), a=b, f(,), f(a, (b, c))]))`,
	`with_output_to(string(S), writeq(f(-, (-), - - a, \+a, \+ (a, b), 'x'+'Y', "str", 0.1, -0.0, 1.0e10, 1.0Inf)))`,
	`with_output_to(string(S), print(f(x, 'Y', "s")))`,
	`with_output_to(string(S), write_canonical([a, 'B'|T]))`,
	`with_output_to(string(S), write_term(f(x, 'a b', [1, 2]), [quoted(true), max_depth(2)]))`,
	`with_output_to(string(S), write_term(f('$VAR'(1), '$VAR'(27)), [numbervars(true)]))`,
	`with_output_to(string(S), write_term(x, [foo]))`,
	`with_output_to(string(S), write_term(x, foo))`,
	`with_output_to(string(S), write_term(x, [quoted(maybe)]))`,
	`with_output_to(string(S), writeq(- (1)))`,
	`with_output_to(string(S), writeq(1 + -2))`,
	`with_output_to(string(S), writeq(a:b:c))`,
	`with_output_to(string(S), writeq((a :- b, c ; d -> e)))`,
	`with_output_to(string(S), writeq([a|b]))`,
	`with_output_to(string(S), writeq('\\'))`,
	`with_output_to(string(S), writeq(f('$VAR'(3), 'hello world', "it's")))`,
	`format(atom(A), "~a", [f(x)])`,
	`format(atom(A), "~d", [a])`,
	`format(atom(A), "~q ~w", [a])`,
	`format(atom(A), "~w-~a-~d-~2f-~e-~s-~p", [x, y, 42, 3.14159, 1.5, "cs", 'p q'])`,
	`format(atom(A), "~t~w~10||~a~t~10+|", [right, left])`,
	`format(atom(A), "~z", [x])`,
	`format(atom(A), "~*c", [3, 0'x])`,
	`format(atom(A), "~e", [a])`,
	`format(atom(A), "~D", [1234567])`,
	`format(atom(A), "~i~w", [skip, shown])`,
	`format(atom(A), "~r", [10])`,
	`format(atom(A), "~8r ~16R", [255, 255])`,
	`format(atom(A), no_list, [])`,
	`format(atom(A), "~w ~w", a)`,
	// System.
	`halt(a)`,
	`halt(_)`,
	`number_vars(x)`,
	`numbervars(f(X, Y), 0, E)`,
	`numbervars(f(X), a, E)`,
	`tab(user_output, a)`,
	`succ_or_zero(_)`,
	`atom_length(L, 3)`,
	`X = "a string", string(X)`,
	`atom_string(A, "xyz")`,
	`number_codes(N, "0'a")`,
	`catch(call_cleanup(throw(x), true), B, true)`,
	`setup_call_cleanup(true, fail, true)`,
	`nb_setval(k, f(X)), nb_getval(k, V)`,
	`b_setval(k2, 1), b_getval(k2, V)`,
	`tab(2 + a)`,
	`ground(f(_))`,
	`sort(0, @<, [a], L)`,
	`length(L, L)`,
	`atom_length('', N)`,
	`sub_atom(hello, 1, 3, A, S)`,
	`atom_chars(X, ['\u00e9', '\u4e2d'])`,
	`atom_length('\u00e9\u4e2d\U0001F600', N)`,
	`X = '\x41\\x42\', atom_codes(X, C)`,
	// Found by the INRIA suite (docs/iso.md).
	`\+ (!, fail)`,
	`(X = 1 ; X = 2), \+ (!, fail)`,
	`call((1 ; true))`,
	`call((fail ; 1))`,
	`findall(X, (true -> 1), L)`,
	`char_code(a, x)`,
	`char_code(a, -1)`,
	`char_code(a, 1.0)`,
	`asserta((iso_bar(X) :- X)), clause(iso_bar(Y), B)`,
	`assertz((iso_baz :- _))`,
	`assertz((iso_qux(X) :- (X, \+ X ; X -> X))), clause(iso_qux(Y), B)`,
	`current_predicate(atom_length/2)`,
	`current_predicate(current_predicate/1)`,
	`X ^ true`,
	`set_prolog_flag(unknown, warning), bagof(X, (Y ^ (X = 1 ; Y = 1) ; X = 3), S), set_prolog_flag(unknown, error)`,
	`set_prolog_flag(debug, no)`,
	`set_prolog_flag(date, 'July 1999'), current_prolog_flag(date, V)`,
	`current_prolog_flag(debug, off)`,
	`current_prolog_flag(debug, no)`,
	`current_prolog_flag(warning, V)`,
	`set_prolog_flag(iso, on), current_prolog_flag(iso, V), set_prolog_flag(iso, false)`,
	`set_prolog_flag(prefer_rationals, yes)`,
	`set_prolog_flag(float_overflow, foo)`,
	`set_prolog_flag(occurs_check, on)`,
	`set_prolog_flag(toplevel_prompt, 1)`,
	`set_prolog_flag(iso_int_flag_xyz, 1), set_prolog_flag(iso_int_flag_xyz, abc)`,
	`set_prolog_flag(unknown, 1)`,
	`read_term(user_input, T, bad)`,
	`read_term(user_input, T, [1])`,
	`set_stream_position(_, foo)`,
	`set_stream_position(user_input, foo)`,
	`char_conversion(a, b), current_char_conversion(a, X), char_conversion(a, a)`,
	`current_char_conversion(ab, X)`,
	`findall(X-Y, (current_char_conversion(X, Y), X \== Y), L)`,
	`abolish(foo/(-1))`,
	`arg(X, foo(a, b), a)`,
	`atom_length(1.23, N)`,
	`atom_codes(A, [0'i, 0's, o])`,
	`atom_concat(f(a), iso, A)`,
	`functor([_|_], '.', 2)`,
	`sub_atom('Banana', 4, 2, _, 2)`,
	`setof(X, X^(true ; 4), L)`,
	`number_codes(A, [0'1, 0'2, 3])`,
	`copy_term(X+X+Y, A+B+B)`,
	`X = f(Y), arg(1, X, Z)`,
	`_ =.. [_]`,
	`_ =.. foo(x, y)`,
	`X =.. [a]`,
}

// isoDriver runs every iso_goal/2 fact and prints one line per goal,
// "@@N Result", with variables numbered so that the two systems' outputs
// compare as text.
const isoDriver = `
:- style_check(-singleton).
:- set_prolog_flag(double_quotes, codes).
iso_run_all :- forall(iso_goal(N, G), iso_run(N, G)).
iso_run(N, G) :-
	catch((call(G) -> R = yes(G) ; R = no), E, R = caught(E)),
	iso_result(R, Out),
	\+ \+ ( numbervars(Out, 0, _), format("@@~w ~q~n", [N, Out]) ).
iso_result(caught(error(F, _)), err(F)) :- !.
iso_result(caught(B), ball(B)) :- !.
iso_result(R, R).
`

// isoProgram returns the driver followed by the goal facts.
func isoProgram() string {
	var b strings.Builder
	b.WriteString(isoDriver)
	for i, g := range isoGoals {
		fmt.Fprintf(&b, "iso_goal(%d, (%s)).\n", i, g)
	}
	return b.String()
}

// isoResults parses "@@N Result" lines into a map from goal index.
func isoResults(out string) map[int]string {
	res := map[int]string{}
	for _, line := range strings.Split(out, "\n") {
		if !strings.HasPrefix(line, "@@") {
			continue
		}
		var n int
		rest := line[2:]
		sp := strings.IndexByte(rest, ' ')
		if sp < 0 {
			continue
		}
		if _, err := fmt.Sscan(rest[:sp], &n); err != nil {
			continue
		}
		res[n] = rest[sp+1:]
	}
	return res
}

// isoKnownDifferences lists goals whose answer differs from SWI-Prolog's
// for a reason documented in docs/iso.md; the test logs them instead of
// failing, and fails when one of them no longer differs or is no longer
// among isoGoals, so that the list holds only live differences.
var isoKnownDifferences = map[string]string{
	"X is cot(0)":                            "goprolog evaluates cot/1, SWI-Prolog 9.0.4 has no cot/1",
	"X is max_tagged_integer":                "goprolog evaluates max_tagged_integer/0",
	"text_concat(abc, X, abcdef)":            "goprolog offers text_concat/3",
	"predicate_property(append(_, _, _), P)": "property order differs",
	"current_prolog_flag(max_integer, X)":    "ISO flag present; SWI-Prolog 9.0.4 lacks it (unbounded)",
	"current_prolog_flag(min_integer, X)":    "ISO flag present; SWI-Prolog 9.0.4 lacks it (unbounded)",
}

// TestISODifferential runs isoGoals in goprolog and in SWI-Prolog and
// compares the answers goal by goal.
func TestISODifferential(t *testing.T) {
	if len(isoGoals) < 150 {
		t.Fatalf("only %d goals", len(isoGoals))
	}
	prog := isoProgram()
	if dump := os.Getenv("ISO_DUMP"); dump != "" {
		_ = os.WriteFile(dump, []byte(prog), 0o644)
	}
	// goprolog runs the goals here: open(f, write, s) opens f before its
	// error, as swipl does (which runs in a directory of its own).
	t.Chdir(t.TempDir())
	swiOut, ours := runInBoth(t, "iso.pl", prog, "iso_run_all")
	want, got := isoResults(swiOut), isoResults(ours)
	goals := map[string]bool{}
	for _, g := range isoGoals {
		goals[g] = true
	}
	for g := range isoKnownDifferences {
		if !goals[g] {
			t.Errorf("isoKnownDifferences: %s is not among isoGoals: remove it", g)
		}
	}

	for i, g := range isoGoals {
		t.Run(fmt.Sprintf("%03d", i), func(t *testing.T) {
			w, ok := want[i]
			if !ok {
				t.Skipf("swipl gave no answer for %s", g)
			}
			why, known := isoKnownDifferences[g]
			if got[i] == w && known {
				t.Errorf("%s gives SWI-Prolog's answer %s: remove it from isoKnownDifferences (%s)", g, w, why)
			}
			if got[i] != w {
				if known {
					t.Logf("known difference (%s): %s\n got %s\nwant %s", why, g, got[i], w)
					return
				}
				t.Errorf("%s\n got %s\nwant %s", g, got[i], w)
			}
		})
	}
}
