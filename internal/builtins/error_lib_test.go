package builtins_test

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/internal/difftest"
	"github.com/goprolog/goprolog/prolog"
)

// errorLibGoals exercise library(error) (lib/error.pl): must_be/2 and
// is_of_type/2 on each type, in and out of it, with unbound and partly
// bound values, partial and improper lists, unknown types; the error
// throwers; and assertion/1. Each is run in goprolog and in SWI-Prolog and
// its variable R printed, or failed, or the error caught. Of an error
// error(Formal, Context) only Formal is compared: goprolog's throw/1 gives
// an unbound context the context throw/1, where SWI-Prolog leaves it
// unbound.
var errorLibGoals = []string{
	// must_be/2: success is deterministic
	`must_be(integer, 3), R = ok`,
	`findall(T, (member(T, [integer, atom, atomic, callable, var, boolean, list, proper_list, number, float, compound, ground, acyclic, any, nonneg, positive_integer, negative_integer, chars, codes, text, string, nonvar, symbol, constant, char, code, pair, list_or_partial_list]), atom_string(s, S), member(X, [1, -2, 0, 2.5, a, S, f(x), [], [a,b], [0'a], _, f(_), true, [a|_], a-b]), \+ \+ catch(must_be(T, X), _, fail), \+ \+ (numbervars(X, 0, _), true)), L), length(L, R)`,
	`call_cleanup(must_be(positive_integer, 1), Det = true), R = Det`,
	`call_cleanup(must_be(boolean, false), Det = true), R = Det`,
	`call_cleanup(must_be(oneof([a,b,a]), a), Det = true), R = Det`,
	`call_cleanup(must_be(between(1, 5), 5), Det = true), R = Det`,
	`must_be(list, [a,b]), must_be(proper_list, []), must_be(list(integer), [1,2]), must_be(list(list(atom)), [[a],[]]), R = ok`,
	`must_be(between(1, inf), 7), must_be(between(0.5, 2), 1), must_be(between(0.5, 2), 2.0), R = ok`,
	`must_be(oneof([a,f(_)]), f(x)), R = ok`,
	`atom_string(ab, S), must_be(chars, []), must_be(codes, []), must_be(text, []), must_be(text, S), must_be(text, [a,b]), must_be(text, [97]), must_be(text, ab), R = ok`,
	`must_be(list_or_partial_list, [a|_]), must_be(var, _), must_be(any, _), must_be(type, integer), must_be(type, list(atom)), R = ok`,
	`must_be(code, 0x10ffff), must_be(code, 0), R = ok`,
	// must_be/2: errors
	`must_be(integer, a)`,
	`must_be(integer, _)`,
	`must_be(integer, 1.0)`,
	`must_be(positive_integer, 0)`,
	`must_be(positive_integer, a)`,
	`must_be(positive_integer, _)`,
	`must_be(nonneg, -1)`,
	`must_be(nonneg, 1.5)`,
	`must_be(negative_integer, 0)`,
	`must_be(atom, f(x))`,
	`atom_string(a, S), must_be(atom, S)`,
	`must_be(atomic, f(_))`,
	`must_be(callable, 3)`,
	`must_be(callable, _)`,
	`must_be(var, a)`,
	`must_be(var, f(_))`,
	`must_be(boolean, 1)`,
	`must_be(boolean, _)`,
	`must_be(boolean, yes)`,
	`must_be(number, a)`,
	`atom_string('1', S), must_be(number, S)`,
	`must_be(float, 1)`,
	`must_be(compound, a)`,
	`must_be(compound, [])`,
	`must_be(ground, f(_))`,
	`must_be(ground, _)`,
	`must_be(acyclic, a), R = ok`,
	`X = f(X), must_be(acyclic, X)`,
	`must_be(cyclic, a)`,
	`must_be(string, a)`,
	`must_be(string, f(_))`,
	`must_be(text, f(x))`,
	`must_be(text, [a|_])`,
	`must_be(text, [a,1])`,
	`must_be(char, ab)`,
	`must_be(char, 1)`,
	`must_be(code, -1)`,
	`must_be(code, 0x110000)`,
	`must_be(code, a)`,
	`must_be(pair, a)`,
	`must_be(pair, _)`,
	`must_be(symbol, 1)`,
	`must_be(constant, f(x))`,
	`must_be(nonvar, _)`,
	`must_be(oneof([a,b]), c)`,
	`must_be(oneof([a,b]), _)`,
	`must_be(oneof([a,b]), f(_))`,
	`must_be(oneof([a,b]), 1)`,
	`must_be(between(1, 5), 7)`,
	`must_be(between(1, 5), 0)`,
	`must_be(between(1, 5), a)`,
	`must_be(between(1, 5), 3.0)`,
	`must_be(between(1, 5), _)`,
	`must_be(between(1.0, 5), 7)`,
	`must_be(between(1.0, 5), 0.5)`,
	`must_be(between(1.0, 5), a)`,
	`must_be(encoding, utf8), must_be(encoding, octet), R = ok`,
	`must_be(encoding, foo)`,
	`must_be(rational, 1.0)`,
	`must_be(rational, 3), R = ok`,
	`must_be(stream, foo)`,
	`must_be(stream, _)`,
	`must_be(stream, user_input), must_be(stream, user_output), current_output(S), must_be(stream, S), R = ok`,
	`must_be(type, foo)`,
	`must_be(type, _)`,
	`must_be(foo, 1)`,
	`must_be(foo(bar), _)`,
	`must_be(_, 1)`,
	`must_be(_, _)`,
	// must_be/2 on lists: partial, improper, wrong elements
	`must_be(list, a)`,
	`must_be(list, [a|_])`,
	`must_be(list, _)`,
	`must_be(list, [a|b])`,
	`atom_string(abc, S), must_be(list, S)`,
	`must_be(proper_list, [a|_])`,
	`must_be(proper_list, [a|b])`,
	`must_be(list_or_partial_list, a)`,
	`must_be(list_or_partial_list, [a|b])`,
	`must_be(list(integer), [1,a])`,
	`must_be(list(integer), [1,_])`,
	`must_be(list(integer), [1,2|_])`,
	`must_be(list(integer), [a|_])`,
	`must_be(list(integer), [1|x])`,
	`must_be(list(integer), foo)`,
	`must_be(list(_), [1])`,
	`must_be(list(_), [])`,
	`must_be(list(foo), [1])`,
	`must_be(list(foo), []), R = ok`,
	`must_be(list(list(integer)), [[1],[a]])`,
	`must_be(list(list(integer)), [[1],a])`,
	`must_be(list(positive_integer), [1,0,-1])`,
	`must_be(list(oneof([a,b])), [a,f(_)])`,
	`must_be(list(between(1,3)), [1,4])`,
	`must_be(chars, [a,bc])`,
	`must_be(chars, [a|_])`,
	`must_be(chars, abc)`,
	`must_be(chars, [a|b])`,
	`must_be(chars, [_])`,
	`atom_string(abc, S), must_be(codes, S)`,
	`must_be(codes, [97,-1])`,
	`must_be(codes, [97,a])`,
	`must_be(codes, [97|_])`,
	// is_of_type/2
	`findall(T-X, (member(T, [integer, atom, list, list(integer), oneof([a]), between(1,3), boolean, text, chars, codes, var, callable, positive_integer]), atom_string(s, S), member(X, [1, 0, a, [], [1,a], [a|_], true, S, [0'a], _, f(_)]), is_of_type(T, X)), L), length(L, N), R = N`,
	`call_cleanup(is_of_type(integer, 1), Det = true), R = Det`,
	`(is_of_type(integer, a) -> R = yes ; R = no)`,
	`(is_of_type(foo, 1) -> R = yes ; R = no)`,
	`(is_of_type(list(foo), [1]) -> R = yes ; R = no)`,
	`(is_of_type(list(foo), []) -> R = yes ; R = no)`,
	`(is_of_type(list(integer), [1,a]) -> R = yes ; R = no)`,
	`(is_of_type(list(integer), [1|_]) -> R = yes ; R = no)`,
	`is_of_type(_, 1)`,
	`is_of_type(list(_), [1])`,
	`(is_of_type(list(_), []) -> R = yes ; R = no)`,
	`(is_of_type(between(1,3), 2), is_of_type(between(1,3), 2.0) -> R = yes ; R = no)`,
	`(is_of_type(type, between(1,2)) -> R = yes ; R = no)`,
	`is_of_type(between(a, 3), 2)`,
	// the error throwers
	`type_error(integer, a)`,
	`domain_error(not_less_than_zero, -1)`,
	`existence_error(procedure, foo/0)`,
	`existence_error(key, k, set)`,
	`permission_error(modify, static_procedure, foo/1)`,
	`instantiation_error(_)`,
	`uninstantiation_error(a)`,
	`representation_error(max_arity)`,
	`resource_error(memory)`,
	`syntax_error(operator_expected)`,
	// assertion/1: bindings are discarded, failure and exceptions raise
	// assertion_error with the goal qualified by user
	`assertion(true), R = ok`,
	`assertion(X = 1), R = X`,
	`call_cleanup(assertion(member(_, [a,b])), Det = true), R = Det`,
	`findall(X, assertion(member(X, [a,b])), R)`,
	`catch(assertion(fail), error(E, _), true), R = E`,
	`catch(assertion(1 == 2), error(E, _), true), R = E`,
	`catch(assertion(throw(foo)), error(E, _), true), R = E`,
	`catch(assertion(throw(time_limit_exceeded)), E, true), R = E`,
	`catch(assertion(lists:fail), error(E, _), true), R = E`,
	`catch(assertion(X is foo+1), error(assertion_error(error(F, _), G), _), true), R = F-G`,
	`catch(assertion(_), error(assertion_error(error(F, _), G), _), true), R = F-G`,
	`catch(assertion(1), error(assertion_error(error(F, _), G), _), true), R = F-G`,
}

const errorLibDriver = `
el_run_all :- forall(el_goal(N, G, R), el_run(N, G, R)).
el_run(N, G, R) :-
	format("@@~w~n", [N]),
	catch((call(G) -> Out = R ; Out = failed), E, el_caught(E, Out)),
	\+ \+ ( numbervars(Out, 0, _), format("~q~n", [Out]) ).
el_caught(error(Formal, _), caught(Formal)) :- !.
el_caught(E, caught(E)).
`

// TestErrorLibDifferential compares library(error) and assertion/1 with
// SWI-Prolog, goal by goal.
func TestErrorLibDifferential(t *testing.T) {
	compareGoals(t, "errlib.pl", errorLibDriver, "el_goal(%d, (%s), R).\n", errorLibGoals, "el_run_all")
}

// TestAssertionMessage compares what assertion/1 prints on user_error
// when its goal fails or raises with SWI-Prolog's. SWI-Prolog prints the
// message and then a backtrace, which has no counterpart in goprolog: only
// its lines that start with "ERROR: " are compared.
func TestAssertionMessage(t *testing.T) {
	swipl := difftest.Swipl(t)
	const goal = `catch(assertion(fail), _, true), catch(assertion(atom_length(1, x)), _, true), X = 1, catch(assertion(X == 2), _, true), atom_string(s, S), catch(assertion('hello world'(X, S, [])), _, true)`
	dir := t.TempDir()
	file := filepath.Join(dir, "assert.pl")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	var swiErr bytes.Buffer
	cmd := exec.CommandContext(ctx, swipl, "-q", "-g", goal, "-t", "halt", file)
	cmd.Dir = dir
	cmd.Stderr = &swiErr
	if err := cmd.Run(); err != nil {
		t.Fatalf("swipl: %v\n%s", err, swiErr.String())
	}
	var out, ours bytes.Buffer
	in := prolog.New(prolog.WithStdio(strings.NewReader(""), &out, &ours))
	if err := in.Exec(ctx, goal); err != nil {
		t.Fatalf("%s: %v", goal, err)
	}
	in.Flush()
	var want []string
	for _, line := range strings.Split(swiErr.String(), "\n") {
		if strings.HasPrefix(line, "ERROR: ") {
			want = append(want, line)
		}
	}
	got := strings.Split(strings.TrimSuffix(ours.String(), "\n"), "\n")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("assertion/1 printed\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
