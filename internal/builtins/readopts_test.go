package builtins_test

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// readOptFiles are the texts read_term/3's options are tried on.
var readOptFiles = map[string]string{
	"vars.txt":   "f(_Y, _, _a, _1, X, _Y, _Z, Z, __, __, A_, _É, _é, _ab, _AB).\n",
	"anon.txt":   "f(_, _).\n",
	"under.txt":  "h(__a, ___, _0, _, _A, B, _B, _b).\n",
	"twice.txt":  "g(X, Y, X).\n",
	"dq.txt":     "f(\"ab\", 0'a).\nf(x y).\ng(1).\n",
	"tp.txt":     "a.\n  /* c\n */\tf(x). % c\n\n  g(\u00e9).  h.",
	"nl.txt":     "a.\n",
	"empty.txt":  "",
	"layout.txt": "a. /*x*/",
}

// readOptGoals compare read_term/3's options with SWI-Prolog's: which
// variables singletons(S) names (every named variable that occurs once,
// "_X" included, "_" never), the errors of the option list (its elements
// first, so that [a|_] is a type error), the checks of the values of
// double_quotes/1 and the boolean options, double_quotes(V) and
// syntax_errors(V) in effect, and term_position(P) (at the end of the
// stream SWI-Prolog's is one character short of the stream's position).
// Where goprolog follows ISO instead, the goals are left out and
// TestReadTermOptionsISO checks them.
var readOptGoals = []string{
	`ro_read('vars.txt', [singletons(S)], T), R = T-S`,
	`ro_read('vars.txt', [singletons(S), variable_names(V)], T), R = T-S-V`,
	`ro_read('vars.txt', [variable_names(V), variables(Vs)], T), R = T-V-Vs`,
	`ro_read('anon.txt', [singletons(S), variable_names(V)], T), R = T-S-V`,
	`ro_read('under.txt', [singletons(S)], T), R = T-S`,
	`ro_read('twice.txt', [singletons(S), variable_names(V), variables(Vs)], T), R = T-S-V-Vs`,
	`ro_read('twice.txt', [singletons(['Y'=Y])], T), R = T-Y`,
	`ro_read('twice.txt', [singletons([])], T), R = T`,
	`ro_read('twice.txt', [variable_names(['X'=a|_])], T), R = T`,
	`ro_read('twice.txt', [singletons(S), variable_names(S)], T), R = T`,
	`ro_read('twice.txt', [variables(S), variable_names(S)], T), R = T`,
	`ro_read('empty.txt', [singletons(S), variable_names(V), variables(Vs)], T), R = T-S-V-Vs`,
	`read_term_from_atom('g(X, Y, _Z, _)', T, [singletons(S)]), R = T-S`,
	// The option list.
	`ro_read('twice.txt', [singletons(_)|_], T), R = T`,
	`ro_read('twice.txt', [a|_], T), R = T`,
	`ro_read('twice.txt', [a|b], T), R = T`,
	`ro_read('twice.txt', [a], T), R = T`,
	`ro_read('twice.txt', [1, _], T), R = T`,
	`ro_read('twice.txt', [_, 1], T), R = T`,
	`ro_read('twice.txt', [_|_], T), R = T`,
	`ro_read('twice.txt', _, T), R = T`,
	`ro_read('twice.txt', foo, T), R = T`,
	`ro_read('twice.txt', [foo], T), R = T`,
	`ro_read('twice.txt', [foo(_)], T), R = T`,
	`ro_read('twice.txt', [foo(_, _)], T), R = T`,
	`ro_read('twice.txt', [], T), R = T`,
	`ro_read('twice.txt', [variables(a)], T), R = T`,
	`ro_read('twice.txt', [term_position(a)], T), R = T`,
	`ro_read('twice.txt', [double_quotes(foo)|_], T), R = T`,
	`ro_read('twice.txt', [double_quotes(foo), _], T), R = T`,
	`read_term(user_input, _, [a|_])`,
	`read_term(_, [a|_])`,
	`read_term_from_atom(x, _, [a|_])`,
	// Values of the options.
	`ro_read('dq.txt', [double_quotes(foo)], T), R = T`,
	`ro_read('dq.txt', [double_quotes(1)], T), R = T`,
	`ro_read('dq.txt', [double_quotes(_)], T), R = T`,
	`ro_read('dq.txt', [double_quotes(codes), double_quotes(atom)], T), R = T`,
	`ro_read('dq.txt', [double_quotes(atom), double_quotes(foo)], T), R = T`,
	`ro_read('dq.txt', [cycles(foo)], T), R = T`,
	`ro_read('dq.txt', [cycles(_)], T), R = T`,
	`ro_read('dq.txt', [cycles(on)], T), R = T`,
	`ro_read('dq.txt', [cycles(1)], T), R = T`,
	`ro_read('dq.txt', [character_escapes(foo)], T), R = T`,
	`ro_read('dq.txt', [var_prefix(false)], T), R = T`,
	`ro_read('dq.txt', [dotlists(f(x))], T), R = T`,
	`ro_read('dq.txt', [module(1)], T), R = T`,
	`ro_read('dq.txt', [module(_)], T), R = T`,
	`ro_read('dq.txt', [module(foo)], T), R = T`,
	`ro_read('dq.txt', [syntax_errors(_)], T), R = T`,
	`ro_read('dq.txt', [syntax_errors(1)], T), R = T`,
	`ro_read('dq.txt', [backquoted_string(foo)], T), R = T`,
	// double_quotes(V) and syntax_errors(V) in effect.
	`ro_terms('dq.txt', [double_quotes(atom)], R)`,
	`ro_terms('dq.txt', [double_quotes(codes)], R)`,
	`ro_terms('dq.txt', [double_quotes(chars)], R)`,
	`ro_terms('dq.txt', [double_quotes(string)], R)`,
	`ro_terms('dq.txt', [syntax_errors(error)], R)`,
	`ro_terms('dq.txt', [syntax_errors(fail)], R)`,
	`ro_terms('dq.txt', [syntax_errors(quiet)], R)`,
	`ro_terms('dq.txt', [syntax_errors(dec10)], R)`,
	`ro_terms('dq.txt', [syntax_errors(foo)], R)`,
	// term_position(P).
	`ro_terms('tp.txt', [term_position(_)], R)`,
	`ro_terms('nl.txt', [term_position(_)], R)`,
	`ro_terms('empty.txt', [term_position(_)], R)`,
	`ro_terms('layout.txt', [term_position(_)], R)`,
	`ro_terms('tp.txt', [term_position(P), term_position(P)], R)`,
}

// readOptDriver: ro_read/3 reads the first term of a file with the
// options, ro_terms/3 every term (six at most) with the options after
// each, a syntax error as error(Formal), a failed read as failed.
const readOptDriver = `
ro_path(Name, Path) :- ro_dir(D), atomic_list_concat([D, '/', Name], Path).
ro_read(Name, Opts, T) :-
	ro_path(Name, Path),
	setup_call_cleanup(open(Path, read, S), read_term(S, T, Opts), close(S)).
ro_terms(Name, Opts, Ts) :-
	ro_path(Name, Path),
	setup_call_cleanup(open(Path, read, S), ro_next(S, Opts, 6, Ts), close(S)).
ro_next(_, _, 0, [too_many]) :- !.
ro_next(S, Opts, N, [X|Xs]) :-
	copy_term(Opts, O),
	catch(( read_term(S, T, O) -> X = T-O ; X = failed ), error(E, _), X = error(E)),
	(   X = end_of_file-_ -> Xs = []
	;   N1 is N - 1, ro_next(S, Opts, N1, Xs)
	).
ro_run_all :- forall(ro_goal(N, G, R), ro_run(N, G, R)).
ro_run(N, G, R) :-
	format("@@~w~n", [N]),
	catch((call(G) -> Out = R ; Out = failed), E, (E = error(F, _) -> Out = caught(F) ; Out = caught(E))),
	\+ \+ ( numbervars(Out, 0, _), format("~q~n", [Out]) ).
`

// TestReadTermOptionsDifferential compares read_term/3's options with
// SWI-Prolog, goal by goal. The goals set double_quotes to codes in both
// systems: the drivers compare code lists.
func TestReadTermOptionsDifferential(t *testing.T) {
	dir := writeFiles(t, readOptFiles)
	driver := fmt.Sprintf(":- set_prolog_flag(double_quotes, codes).\nro_dir(%s).\n", plAtom(dir)) + readOptDriver
	compareGoals(t, "readopts.pl", driver, "ro_goal(%d, (%s), R).\n", readOptGoals, "ro_run_all")
}

// TestReadTermOptionsISO checks where read_term/3 follows ISO rather
// than SWI-Prolog 9.0.4:
//   - singletons(S) names named variables only: with variables(V) among
//     the options SWI-Prolog adds '_'=V for every anonymous variable;
//   - every output option is unified, a duplicated one included (ISO:
//     each shall be unified): SWI-Prolog unifies the last of each name
//     only, so [singletons(a), singletons(S)] succeeds there;
//   - an option list that does not end in [] is type_error(list, L)
//     with the whole list L, as ISO says: SWI-Prolog names the tail.
func TestReadTermOptionsISO(t *testing.T) {
	dir := writeFiles(t, readOptFiles)
	in := prolog.New(prolog.WithStdio(strings.NewReader(""), &strings.Builder{}, &strings.Builder{}))
	read := func(file, opts string) string {
		return fmt.Sprintf("setup_call_cleanup(open(%s, read, S), read_term(S, T, %s), close(S))",
			plAtom(filepath.Join(dir, file)), opts)
	}
	for _, c := range []struct{ goal, check string }{
		{read("anon.txt", "[singletons(Si), variables(Vs)]"), "Si == [], length(Vs, 2)"},
		{read("vars.txt", "[variables(_), singletons(Si)]"), "length(Si, 10), \\+ memberchk('_'=_, Si)"},
		{read("twice.txt", "[singletons(A), singletons(B)]"), "A == B, A = ['Y'=_]"},
		{read("twice.txt", "[variable_names(A), variable_names(B)]"), "A == B, A = ['X'=_, 'Y'=_]"},
		{"\\+ " + read("twice.txt", "[singletons(a), singletons(_)]"), "true"},
	} {
		if err := in.Exec(context.Background(), c.goal+", "+c.check); err != nil {
			t.Errorf("%s, %s: %v", c.goal, c.check, err)
		}
	}
	for _, c := range []struct{ opts, want string }{
		{"[singletons(_)|a]", "type_error(list,[singletons(_"},
		{"[f(x)|b]", "type_error(list,[f(x)|b])"},
		{"[variables(_)|foo]", "type_error(list,[variables(_"},
	} {
		err := in.Exec(context.Background(), read("twice.txt", c.opts))
		var pe *prolog.Error
		if !errors.As(err, &pe) || !strings.HasPrefix(pe.Formal().String(), c.want) {
			t.Errorf("read_term/3 with %s: got %v, want %s", c.opts, err, c.want)
		}
	}
}
