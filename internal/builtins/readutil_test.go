package builtins_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// readutilFiles are the contents library(readutil) is tried on: line
// ends of every kind, carriage returns alone, before a newline and around
// a line, a last line without newline, empty files and lines, and
// multibyte UTF-8 (read as characters from a text stream, as bytes from a
// binary one).
var readutilFiles = map[string]string{
	"crlf.txt":    "a\r\nbc\r\n",
	"cr.txt":      "a\rb\rc",
	"mixed.txt":   "a\r\nb\rc\n\nd\r\n\re",
	"crs.txt":     "a\r\r\nb\n\r\r\nc\r\r",
	"nofinal.txt": "first\nlast line",
	"empty.txt":   "",
	"nl.txt":      "\n",
	"lonecr.txt":  "\r",
	"empties.txt": "\n\n\n",
	"utf8.txt":    "é€😀\nx\r",
	"tab.txt":     "a\tb\r\tc",
}

// readutilGoals exercise read_line_to_string/2, read_line_to_codes/2,3
// and read_stream_to_codes/2,3 on the files above, from the first line to
// end_of_file and past it, on text and binary streams, on user_input
// (empty in both systems) and the current input, with the errors of a bad
// stream argument; ru_det/2 tells whether a call left a choicepoint. The
// stream of an error is the alias ru_in, the same in both systems.
var readutilGoals = []string{
	// Every line of every file, as strings and as codes.
	`ru_lines('crlf.txt', [], read_line_to_string, R)`,
	`ru_lines('crlf.txt', [], read_line_to_codes, R)`,
	`ru_lines('cr.txt', [], read_line_to_string, R)`,
	`ru_lines('cr.txt', [], read_line_to_codes, R)`,
	`ru_lines('mixed.txt', [], read_line_to_string, R)`,
	`ru_lines('mixed.txt', [], read_line_to_codes, R)`,
	`ru_lines('crs.txt', [], read_line_to_string, R)`,
	`ru_lines('crs.txt', [], read_line_to_codes, R)`,
	`ru_lines('nofinal.txt', [], read_line_to_string, R)`,
	`ru_lines('nofinal.txt', [], read_line_to_codes, R)`,
	`ru_lines('empty.txt', [], read_line_to_string, R)`,
	`ru_lines('empty.txt', [], read_line_to_codes, R)`,
	`ru_lines('nl.txt', [], read_line_to_string, R)`,
	`ru_lines('nl.txt', [], read_line_to_codes, R)`,
	`ru_lines('lonecr.txt', [], read_line_to_string, R)`,
	`ru_lines('lonecr.txt', [], read_line_to_codes, R)`,
	`ru_lines('empties.txt', [], read_line_to_string, R)`,
	`ru_lines('empties.txt', [], read_line_to_codes, R)`,
	`ru_lines('utf8.txt', [], read_line_to_string, R)`,
	`ru_lines('utf8.txt', [], read_line_to_codes, R)`,
	`ru_lines('utf8.txt', [type(binary)], read_line_to_string, R)`,
	`ru_lines('utf8.txt', [type(binary)], read_line_to_codes, R)`,
	// read_line_to_codes/3: the newline kept, the tail closed at the end.
	`ru_blocks('mixed.txt', R)`,
	`ru_blocks('crlf.txt', R)`,
	`ru_blocks('empty.txt', R)`,
	`ru_blocks('nl.txt', R)`,
	`ru_blocks('utf8.txt', R)`,
	`ru_with('mixed.txt', [], S, (read_line_to_codes(S, L, T), T = [0'x]), R = L)`,
	`ru_with('mixed.txt', [], S, (read_line_to_codes(S, L, T), T = [], read_line_to_codes(S, L2, [])), R = L-L2)`,
	`ru_with('nofinal.txt', [], S, (read_line_to_codes(S, _, _), read_line_to_codes(S, L, T)), R = L-T)`,
	`ru_with('nofinal.txt', [], S, (read_line_to_codes(S, _, _), (read_line_to_codes(S, _, [z]) -> A = yes ; A = no), read_line_to_codes(S, L, T)), R = A-L-T)`,
	// read_stream_to_codes/2,3: the rest of the stream, then [].
	`ru_with('mixed.txt', [], S, (read_stream_to_codes(S, A), read_stream_to_codes(S, B)), R = A-B)`,
	`ru_with('mixed.txt', [], S, (read_line_to_codes(S, _), read_stream_to_codes(S, A)), R = A)`,
	`ru_with('utf8.txt', [], S, read_stream_to_codes(S, A), R = A)`,
	`ru_with('utf8.txt', [type(binary)], S, read_stream_to_codes(S, A), R = A)`,
	`ru_with('crlf.txt', [], S, read_stream_to_codes(S, A, T), R = A-T)`,
	`ru_with('crlf.txt', [], S, read_stream_to_codes(S, A, [end]), R = A)`,
	`ru_with('empty.txt', [], S, read_stream_to_codes(S, A, T), R = A-T)`,
	`ru_with('empty.txt', [], S, read_stream_to_codes(S, A), R = A)`,
	// Mixing them, and what a failed unification leaves.
	`ru_with('mixed.txt', [], S, (read_line_to_string(S, A), read_line_to_codes(S, B), read_line_to_codes(S, C, T), read_stream_to_codes(S, D)), R = [A, B, C-T, D])`,
	`ru_with('mixed.txt', [], S, ((read_line_to_codes(S, foo) -> A = yes ; A = no), read_line_to_codes(S, B)), R = A-B)`,
	`ru_with('mixed.txt', [], S, ((read_line_to_string(S, "a") -> A = yes ; A = no), read_line_to_string(S, B)), R = A-B)`,
	`ru_with('mixed.txt', [], S, ((read_line_to_string(S, a) -> A = yes ; A = no), read_line_to_string(S, B)), R = A-B)`,
	`ru_with('mixed.txt', [], S, ((read_line_to_codes(S, [0'a|T]) -> A = yes(T) ; A = no), read_line_to_codes(S, B)), R = A-B)`,
	`ru_with('nofinal.txt', [], S, ((read_line_to_codes(S, end_of_file) -> A = yes ; A = no), read_line_to_codes(S, B), read_line_to_codes(S, C)), R = [A, B, C])`,
	// Position counters after reading lines, on text and binary streams:
	// a carriage return resets the line position and a tab advances it
	// to the next multiple of 8, as in SWI-Prolog.
	`ru_with('mixed.txt', [], S, (read_line_to_codes(S, _), read_line_to_string(S, _), line_count(S, N), character_count(S, C), line_position(S, P)), R = N-C-P)`,
	`ru_with('mixed.txt', [type(binary)], S, (read_line_to_codes(S, _), read_line_to_string(S, _), line_count(S, N), character_count(S, C), line_position(S, P)), R = N-C-P)`,
	`ru_with('mixed.txt', [type(binary)], S, (read_line_to_codes(S, _), read_line_to_codes(S, _, _), ru_pos(S, P)), R = P)`,
	`ru_with('mixed.txt', [type(binary)], S, (read_stream_to_codes(S, _), ru_pos(S, P)), R = P)`,
	`ru_with('mixed.txt', [], S, (read_stream_to_codes(S, _), ru_pos(S, P)), R = P)`,
	`ru_with('tab.txt', [], S, (read_line_to_codes(S, _), ru_pos(S, P)), R = P)`,
	`ru_with('tab.txt', [type(binary)], S, (read_line_to_codes(S, _), ru_pos(S, P)), R = P)`,
	`ru_with('tab.txt', [type(binary)], S, (read_stream_to_codes(S, _, _), ru_pos(S, P)), R = P)`,
	`ru_with('utf8.txt', [], S, (read_stream_to_codes(S, _), ru_pos(S, P)), R = P)`,
	`ru_with('utf8.txt', [type(binary)], S, (read_line_to_codes(S, _), ru_pos(S, P)), R = P)`,
	`ru_with('utf8.txt', [type(binary)], S, (read_stream_to_codes(S, _), ru_pos(S, P)), R = P)`,
	`ru_with('crlf.txt', [type(binary)], S, (read_line_to_string(S, _), ru_pos(S, P)), R = P)`,
	`ru_with('utf8.txt', [], S, (read_line_to_string(S, _), line_count(S, N), character_count(S, C)), R = N-C)`,
	`ru_with('mixed.txt', [], S, (read_stream_to_codes(S, _), line_count(S, N), character_count(S, C), at_end_of_stream(S)), R = N-C)`,
	`ru_with('crlf.txt', [], S, (read_line_to_codes(S, _, _), get_char(S, C)), R = C)`,
	// eof_action: error past the end, reset, and the default eof_code.
	`ru_with('nl.txt', [eof_action(error), alias(ru_in)], _, (read_line_to_codes(ru_in, A), read_line_to_codes(ru_in, B), catch(read_line_to_codes(ru_in, _), error(E, _), true)), R = [A, B, E])`,
	`ru_with('nl.txt', [eof_action(error), alias(ru_in)], _, (read_line_to_string(ru_in, A), read_line_to_string(ru_in, B), catch(read_line_to_string(ru_in, _), error(E, _), true)), R = [A, B, E])`,
	`ru_with('nofinal.txt', [eof_action(error), alias(ru_in)], _, (read_line_to_string(ru_in, A), read_line_to_string(ru_in, B), catch(read_line_to_string(ru_in, _), error(E, _), true)), R = [A, B, E])`,
	`ru_with('empty.txt', [eof_action(error), alias(ru_in)], _, (read_line_to_codes(ru_in, A, T), catch(read_line_to_codes(ru_in, _, _), error(E, _), true)), R = [A-T, E])`,
	`ru_with('nl.txt', [eof_action(error), alias(ru_in)], _, (read_stream_to_codes(ru_in, A), catch(read_stream_to_codes(ru_in, _), error(E, _), true)), R = [A, E])`,
	`ru_with('nl.txt', [eof_action(error), alias(ru_in)], _, (read_stream_to_codes(ru_in, A, T), catch(read_stream_to_codes(ru_in, _, _), error(E, _), true)), R = [A-T, E])`,
	`ru_with('empty.txt', [eof_action(error), alias(ru_in), type(binary)], _, (read_line_to_codes(ru_in, A), catch(read_line_to_codes(ru_in, _), error(E, _), true)), R = [A, E])`,
	`ru_with('nl.txt', [eof_action(reset)], S, (read_line_to_codes(S, A), read_line_to_codes(S, B), read_line_to_codes(S, C)), R = [A, B, C])`,
	`ru_with('nl.txt', [], S, (read_line_to_string(S, A), read_line_to_string(S, B), read_line_to_string(S, C)), R = [A, B, C])`,
	// user_input (empty) and the current input.
	`read_line_to_string(user_input, R)`,
	`read_line_to_codes(user_input, R)`,
	`read_line_to_codes(user_input, A, T), R = A-T`,
	`read_stream_to_codes(user_input, R)`,
	`read_stream_to_codes(user_input, A, T), R = A-T`,
	`current_input(S), read_line_to_codes(S, R)`,
	`ru_path('mixed.txt', P), see(P), current_input(S), read_line_to_string(S, A), read_line_to_codes(S, B), seen, R = A-B`,
	// Bad stream arguments.
	`catch(read_line_to_string(_, _), error(F, _), true), R = F`,
	`catch(read_line_to_string(no_such_alias, _), error(F, _), true), R = F`,
	`catch(read_line_to_string(3, _), error(F, _), true), R = F`,
	`catch(read_line_to_string(f(x), _), error(F, _), true), R = F`,
	`catch(read_line_to_codes(_, _), error(F, _), true), R = F`,
	`catch(read_line_to_codes(no_such_alias, _), error(F, _), true), R = F`,
	`catch(read_line_to_codes(3, _), error(F, _), true), R = F`,
	`catch(read_line_to_codes(_, _, _), error(F, _), true), R = F`,
	`catch(read_line_to_codes(no_such_alias, _, _), error(F, _), true), R = F`,
	`catch(read_line_to_codes(f(x), _, _), error(F, _), true), R = F`,
	`catch(read_stream_to_codes(_, _), error(F, _), true), R = F`,
	`catch(read_stream_to_codes(no_such_alias, _), error(F, _), true), R = F`,
	`catch(read_stream_to_codes(3, _), error(F, _), true), R = F`,
	`catch(read_stream_to_codes(_, _, _), error(F, _), true), R = F`,
	`catch(read_stream_to_codes(1.5, _, _), error(F, _), true), R = F`,
	`catch(read_line_to_string(user_output, _), error(F, _), true), R = F`,
	`ru_path('mixed.txt', P), open(P, read, S), close(S), catch(read_line_to_codes(S, _), error(existence_error(stream, S1), _), true), (S1 == S -> R = closed ; R = S1)`,
	`ru_path('mixed.txt', P), open(P, read, S), close(S), catch(read_line_to_string(S, _), error(existence_error(stream, S1), _), true), (S1 == S -> R = closed ; R = S1)`,
	// Determinism.
	`ru_with('mixed.txt', [], S, ru_det(read_line_to_string(S, _), D), R = D)`,
	`ru_with('mixed.txt', [], S, ru_det(read_line_to_codes(S, _), D), R = D)`,
	`ru_with('mixed.txt', [], S, ru_det(read_line_to_codes(S, _, _), D), R = D)`,
	`ru_with('mixed.txt', [], S, ru_det(read_stream_to_codes(S, _), D), R = D)`,
	`ru_with('mixed.txt', [], S, ru_det(read_stream_to_codes(S, _, _), D), R = D)`,
	`ru_with('empty.txt', [], S, ru_det(read_line_to_string(S, _), D), R = D)`,
	`ru_with('empty.txt', [], S, ru_det(read_line_to_codes(S, _), D), R = D)`,
}

// readutilDriver runs the goals; ru_dir/1, the directory of the files,
// is added before it. ru_lines/4 reads a file with Pred to end_of_file
// (20 lines at most); ru_blocks/2 reads it with read_line_to_codes/3 until
// the tail is closed.
const readutilDriver = `
ru_path(Name, Path) :- ru_dir(D), atomic_list_concat([D, '/', Name], Path).
ru_with(Name, Opts, S, Goal, Result) :-
	ru_path(Name, Path),
	setup_call_cleanup(open(Path, read, S, Opts), Goal, close(S)),
	call(Result).
ru_lines(Name, Opts, Pred, Lines) :-
	ru_with(Name, Opts, S, ru_read(S, Pred, 20, Lines), true).
ru_read(_, _, 0, [too_many]) :- !.
ru_read(S, Pred, N, [L|Ls]) :-
	call(Pred, S, L),
	(   L == end_of_file -> Ls = []
	;   N1 is N - 1, ru_read(S, Pred, N1, Ls)
	).
ru_blocks(Name, Blocks) :-
	ru_with(Name, [], S, ru_block(S, 20, Blocks), true).
ru_block(_, 0, [too_many]) :- !.
ru_block(S, N, [L-T|Bs]) :-
	read_line_to_codes(S, L, T),
	(   T == [] -> Bs = []
	;   N1 is N - 1, ru_block(S, N1, Bs)
	).
ru_pos(S, pos(L, C, P, B, Pos)) :-
	line_count(S, L), character_count(S, C), line_position(S, P), byte_count(S, B),
	stream_property(S, position(Pos0)), Pos0 =.. [_|Pos].
ru_det(G, D) :- call_cleanup(G, Det = true), ( var(Det) -> D = nondet ; D = det ).
ru_run_all :- forall(ru_goal(N, G, R), ru_run(N, G, R)).
ru_run(N, G, R) :-
	format("@@~w~n", [N]),
	catch((call(G) -> Out = R ; Out = failed), E, Out = caught(E)),
	\+ \+ ( numbervars(Out, 0, _), format("~q~n", [Out]) ).
`

// plAtom quotes s as a Prolog atom.
func plAtom(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}

// writeFiles writes files into a new temporary directory and returns it.
func writeFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestReadUtilDifferential compares library(readutil) with SWI-Prolog,
// goal by goal, on files with every kind of line end. The goals set
// double_quotes to codes in both systems: the driver compares code lists.
func TestReadUtilDifferential(t *testing.T) {
	dir := writeFiles(t, readutilFiles)
	driver := fmt.Sprintf(":- set_prolog_flag(double_quotes, codes).\nru_dir(%s).\n", plAtom(dir)) + readutilDriver
	compareGoals(t, "readutil.pl", driver, "ru_goal(%d, (%s), R).\n", readutilGoals, "ru_run_all")
}

// TestReadUtilOutputStream checks goprolog's answer where SWI-Prolog's
// depends on the file descriptor under an output stream (it reports
// io_error(write, S) for a file, and reads back its own output on a
// terminal): every readutil predicate raises permission_error(input,
// stream, S), as read_line_to_string/2 does in SWI-Prolog.
func TestReadUtilOutputStream(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.txt")
	in := prolog.New(prolog.WithStdio(strings.NewReader(""), &strings.Builder{}, &strings.Builder{}))
	for _, g := range []string{
		"read_line_to_string(S, _)", "read_line_to_codes(S, _)", "read_line_to_codes(S, _, _)",
		"read_stream_to_codes(S, _)", "read_stream_to_codes(S, _, _)",
	} {
		goal := fmt.Sprintf("setup_call_cleanup(open(%s, write, S, [alias(ru_out)]), %s, close(S))", plAtom(out), g)
		err := in.Exec(context.Background(), goal)
		var pe *prolog.Error
		if !errors.As(err, &pe) {
			t.Errorf("%s: got %v, want a permission error", g, err)
			continue
		}
		if got := pe.Formal().String(); !strings.HasPrefix(got, "permission_error(input,stream,") {
			t.Errorf("%s: got %s, want permission_error(input,stream,S)", g, got)
		}
	}
	for _, g := range []string{"read_line_to_codes(user_output, _)", "read_stream_to_codes(user_error, _)"} {
		err := in.Exec(context.Background(), g)
		var pe *prolog.Error
		if !errors.As(err, &pe) || !strings.HasPrefix(pe.Formal().String(), "permission_error(input,stream,") {
			t.Errorf("%s: got %v, want permission_error(input,stream,_)", g, err)
		}
	}
}

// TestReadUtilRedefinable checks that a program may define its own
// read_line_to_codes/2, as in SWI-Prolog, where library predicates give
// way to the user's.
func TestReadUtilRedefinable(t *testing.T) {
	in := prolog.New(prolog.WithStdio(strings.NewReader(""), &strings.Builder{}, &strings.Builder{}))
	if err := in.ConsultString("mine.pl", "read_line_to_codes(mine, [0'x]).\n"); err != nil {
		t.Fatal(err)
	}
	if err := in.Exec(context.Background(), "read_line_to_codes(mine, L), L == [0'x]"); err != nil {
		t.Error(err)
	}
}

// readTermFromAtomGoals exercise read_term_from_atom/3: its text (atom,
// string, code or char list, not a number), its options (those of
// read_term/2, checked after the text) and its errors.
var readTermFromAtomGoals = []string{
	`read_term_from_atom('foo(X, Y, X)', R, [])`,
	`read_term_from_atom('X + Y', T, [variable_names(V)]), R = T-V`,
	`read_term_from_atom('f(X, Y)', f(1, 2), [variable_names(V)]), R = V`,
	`read_term_from_atom('g(Y, Z, Y)', T, [variables(V)]), R = T-V`,
	`read_term_from_atom('X', _, [variable_names(x)]), R = yes`,
	`read_term_from_atom('X', T, [bar(1)]), R = T`,
	`read_term_from_atom([0'f, 0'(, 0'x, 0')], R, [])`,
	`read_term_from_atom([f, x], R, [])`,
	`atom_string('h(1)', S), read_term_from_atom(S, R, [])`,
	`read_term_from_atom('', R, [])`,
	`read_term_from_atom('   ', R, [])`,
	`read_term_from_atom([], R, [])`,
	`read_term_from_atom('a. b', R, [])`,
	`read_term_from_atom('a.', R, [])`,
	`catch(read_term_from_atom(_, _, []), error(F, _), true), R = F`,
	`catch(read_term_from_atom(3, _, []), error(F, _), true), R = F`,
	`catch(read_term_from_atom(1.5, _, []), error(F, _), true), R = F`,
	`catch(read_term_from_atom(f(x), _, []), error(F, _), true), R = F`,
	`catch(read_term_from_atom([a|b], _, []), error(F, _), true), R = F`,
	`catch(read_term_from_atom([a, 1], _, []), error(F, _), true), R = F`,
	`catch(read_term_from_atom('foo(', _, []), error(F, _), true), R = F`,
	`catch(read_term_from_atom('a b', _, []), error(F, _), true), R = F`,
	`catch(read_term_from_atom('X', _, foo), error(F, _), true), R = F`,
	`catch(read_term_from_atom('X', _, _), error(F, _), true), R = F`,
	`catch(read_term_from_atom('X', _, [foo]), error(F, _), true), R = F`,
	`catch(read_term_from_atom('X', _, [_]), error(F, _), true), R = F`,
	`catch(read_term_from_atom(3, _, foo), error(F, _), true), R = F`,
	`catch(read_term_from_atom('foo(', _, foo), error(F, _), true), R = F`,
}

// TestReadTermFromAtomDifferential compares read_term_from_atom/3 with
// SWI-Prolog, goal by goal.
func TestReadTermFromAtomDifferential(t *testing.T) {
	driver := ":- set_prolog_flag(double_quotes, codes).\nru_dir('.').\n" + readutilDriver
	compareGoals(t, "rtfa.pl", driver, "ru_goal(%d, (%s), R).\n", readTermFromAtomGoals, "ru_run_all")
}
