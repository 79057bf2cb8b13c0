package builtins_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/internal/difftest"
	"github.com/goprolog/goprolog/prolog"
)

// positionFiles are the files the stream positions are tried on: tabs,
// carriage returns and backspaces (a backspace at column 0 stays there),
// multibyte UTF-8 (a character, bytes apart), terms with the layout after
// their end, and a clause with a syntax error between good ones.
var positionFiles = map[string]string{
	"tabs.txt":   "a\tb\rcd\be\n\tx",
	"bs.txt":     "\b\bab\b\b\bc\r\n\t\t\n1234567\t8\t",
	"utf8.txt":   "é€\t😀\nx",
	"terms.txt":  "a. b.\nc.%x\n  d(\n\tX).",
	"synerr.txt": "a.\tfoo(.\n\tb :- x y.\nc.\n",
	"empty.txt":  "",
	"x.txt":      "x",
}

// positionGoals compare SWI-Prolog's stream positions, which goprolog's
// streams follow: line_count/2, line_position/2, character_count/2 and
// stream_property(S, position(P)) after each character read or text
// written, on text and binary streams, after read/1, peek_char/1 and a
// syntax error, and stream_position_data/3 on the positions. Not
// compared: the counters of user_input, user_output and user_error other
// than user_output's line position (SWI-Prolog's three standard streams
// share one position, which the harness's own output moves), and the
// end_of_stream property (SWI-Prolog only reports an end of stream it
// has run into; goprolog looks ahead, as ISO's definition of the
// property says), and the context of syntax errors (SWI-Prolog's
// file(File, Line, LinePos, CharNo); goprolog's is not filled in). The
// stream of an error is compared with the stream, not printed.
var positionGoals = []string{
	// Input, character by character.
	`pos_with('tabs.txt', [], S, pos_chars(S, 20, Xs), R = Xs)`,
	`pos_with('bs.txt', [], S, pos_chars(S, 30, Xs), R = Xs)`,
	`pos_with('utf8.txt', [], S, pos_chars(S, 20, Xs), R = Xs)`,
	`pos_with('utf8.txt', [type(binary)], S, pos_bytes(S, 20, Xs), R = Xs)`,
	`pos_with('tabs.txt', [type(binary)], S, pos_bytes(S, 20, Xs), R = Xs)`,
	`pos_with('tabs.txt', [], S, pos_codes(S, 20, Xs), R = Xs)`,
	`pos_with('empty.txt', [], S, (pos_here(S, H0), get_char(S, C), pos_here(S, H1)), R = H0-C-H1)`,
	`pos_with('tabs.txt', [], S, stream_property(S, position(P)), R = P)`,
	// Peeking does not move.
	`pos_with('tabs.txt', [], S, (get_char(S, _), get_char(S, _), peek_char(S, C), pos_here(S, H)), R = C-H)`,
	`pos_with('tabs.txt', [], S, (get_char(S, _), peek_code(S, C), pos_here(S, H)), R = C-H)`,
	`pos_with('utf8.txt', [type(binary)], S, (get_byte(S, _), peek_byte(S, C), pos_here(S, H)), R = C-H)`,
	// Reading terms: the layout after the end is left unread.
	`pos_with('terms.txt', [], S, (read(S, T), pos_here(S, H), get_char(S, C)), R = T-H-C)`,
	`pos_with('terms.txt', [], S, pos_terms(S, 10, Ts), R = Ts)`,
	`pos_with('terms.txt', [], S, (read(S, _), read(S, _), read(S, _), get_char(S, C), pos_here(S, H)), R = C-H)`,
	`pos_with('synerr.txt', [], S, pos_terms(S, 10, Ts), R = Ts)`,
	`pos_with('synerr.txt', [], S, (pos_read(S, T1), pos_read(S, T2), get_char(S, C), pos_read(S, T3), pos_read(S, T4)), R = [T1, T2, C, T3, T4])`,
	`pos_with('terms.txt', [], S, (read_term(S, T, []), read_term(S, U, [variable_names(V)]), stream_property(S, position(P))), R = T-U-V-P)`,
	`pos_with('x.txt', [], S, (catch(read(S, T), error(E, _), true), pos_here(S, H)), R = T-E-H)`,
	`pos_with('empty.txt', [], S, (read(S, T), read(S, U), pos_here(S, H)), R = T-U-H)`,
	`pos_with('empty.txt', [eof_action(error)], S, (read(S, T), catch(read(S, _), error(permission_error(A, B, C), _), true), pos_same(C, S, Same)), R = T-A-B-Same)`,
	`pos_with('x.txt', [eof_action(error)], S, (get_char(S, C), read(S, T), catch(read(S, _), error(permission_error(A, B, D), _), true), pos_same(D, S, Same)), R = C-T-A-B-Same)`,
	`pos_with('x.txt', [eof_action(error)], S, (get_char(S, C), get_char(S, D), catch(read(S, _), error(permission_error(A, B, E), _), true), pos_same(E, S, Same)), R = C-D-A-B-Same)`,
	`pos_with('empty.txt', [eof_action(reset)], S, (read(S, T), read(S, U), get_char(S, C)), R = T-U-C)`,
	// Edinburgh-style input at the end of a file, and user_input (empty).
	`pos_path('x.txt', P), see(P), peek_char(C1), peek_char(C2), get_char(C3), peek_char(C4), get_char(C5), (at_end_of_stream -> A = y ; A = n), seen, R = [C1, C2, C3, C4, C5, A]`,
	`pos_path('empty.txt', P), see(P), peek_char(C1), peek_char(C2), get_char(C3), peek_char(C4), (at_end_of_stream -> A = y ; A = n), seen, R = [C1, C2, C3, C4, A]`,
	`pos_path('empty.txt', P), see(P), peek_code(C1), get_code(C2), peek_code(C3), seen, R = [C1, C2, C3]`,
	`pos_path('terms.txt', P), see(P), read(T1), read(T2), peek_char(C), seen, R = [T1, T2, C]`,
	`read_term(user_input, T, []), R = T`,
	`read_term(user_input, T, [variable_names(V), singletons(S), variables(Vs)]), read_term(user_input, U, []), R = T-U-V-S-Vs`,
	`read(T), read(user_input, U), peek_char(C), get_char(D), R = T-U-C-D`,
	`(at_end_of_stream -> R = yes ; R = no)`,
	// Output, text by text.
	`pos_out([], write, [a, '\t', b, '\r', c, '\b', '\b', '\b', '\b', d, '\t', '\t', 'xyzabcdefg\t', '\n', '\t\n', 'abc\rde', 'é', '€\t', 'x😀\n', y], R)`,
	`pos_out([], put_char, [a, '\t', '\b', b, '\r', '\t', '\n', 'é'], R)`,
	`pos_out([], writeq, ['a\tb', 'c\nd', "x\ty"], R)`,
	`pos_out([type(binary)], put_byte, [65, 9, 66, 10, 67, 13, 8, 200, 9], R)`,
	`pos_out([], pos_nl, [x], R)`,
	`pos_out([], pos_tab, [3, 5, 0], R)`,
	`pos_out([], pos_format, ["a\tb~t~20|c", "~w~t~12|~w"-['\t', z], "~a\t~t~12|~w"-[ab, z], "~8|~w~t~20|z"-['\t'], "~c~t~12|z"-[9], "~w~w~t~12|~w~n"-[abcdefg, '\t', z]], R)`,
	`pos_out([], pos_format, ["~w~5|~w~t~10|~w~n"-[abcdefgh, x, y], "~w~5+~w~5+~w~n"-[abcdefgh, x, y], "~t~w~5|~w"-[abcdefgh, x], "~8|x~t~20|z", "~w~8|y~t~20|z"-['\t']], R)`,
	`pos_path('out.tmp', F), setup_call_cleanup(open(F, write, S), stream_property(S, position(P)), close(S)), R = P`,
	`pos_path('out.tmp', F), setup_call_cleanup(open(F, write, S), (format(S, "ab\tc~t~20|d", []), line_position(S, P)), close(S)), R = P`,
	`format(atom(A), "~w~t~20|x", ['a\tb']), R = A`,
	`format(atom(A), "a\tb~t~20|c", []), R = A`,
	`with_output_to(string(Str), (write('ab\tc'), format("~t~12|x"))), R = Str`,
	// user_output's line position.
	`write(ab), write('\t'), line_position(user_output, P), nl, R = P`,
	`write('abc\rd'), line_position(user_output, P), nl, R = P`,
	`write('abc\b\b'), line_position(user_output, P), nl, R = P`,
	`format("~w\t", [xyzzy]), line_position(user_output, P), nl, R = P`,
	// stream_position_data/3.
	`pos_with('tabs.txt', [], S, (get_char(S, _), get_char(S, _), stream_property(S, position(P)), findall(F-D, stream_position_data(F, P, D), L)), R = L)`,
	`stream_position_data(line_position, '$stream_position'(1, 2, 3, 4), D), R = D`,
	`stream_position_data(byte_count, '$stream_position'(1, 2, 3, 4), D), R = D`,
	`catch(stream_position_data(foo, '$stream_position'(1, 2, 3, 4), _), E, true), arg(1, E, R)`,
	`catch(stream_position_data(1, '$stream_position'(1, 2, 3, 4), _), E, true), arg(1, E, R)`,
	`catch(stream_position_data(char_count, foo, _), error(E, _), true), R = E`,
	`catch(stream_position_data(char_count, _, _), error(E, _), true), R = E`,
	`findall(F, stream_position_data(F, '$stream_position'(1, 2, 3, 4), _), L), R = L`,
}

// positionDriver runs the goals; pos_dir/1, the directory of the files,
// is added before it. pos_here/2 gives the position counters of a stream;
// pos_chars/3, pos_codes/3 and pos_bytes/3 read a stream to its end,
// each character with the counters after it; pos_terms/3 reads terms
// (and syntax errors) with the position after each; pos_out/4 writes each
// item to a new file with Pred and gives the counters after each.
const positionDriver = `
pos_path(Name, Path) :- pos_dir(D), atomic_list_concat([D, '/', Name], Path).
pos_with(Name, Opts, S, Goal, Result) :-
	pos_path(Name, Path),
	setup_call_cleanup(open(Path, read, S, Opts), Goal, close(S)),
	call(Result).
pos_here(S, h(C, L, LP, P)) :-
	character_count(S, C), line_count(S, L), line_position(S, LP),
	stream_property(S, position(P)).
pos_chars(S, N, Xs) :- pos_get(S, get_char, end_of_file, N, Xs).
pos_codes(S, N, Xs) :- pos_get(S, get_code, -1, N, Xs).
pos_bytes(S, N, Xs) :- pos_get(S, get_byte, -1, N, Xs).
pos_get(_, _, _, 0, [too_many]) :- !.
pos_get(S, Get, End, N, [X-H|Xs]) :-
	call(Get, S, X),
	pos_here(S, H),
	(   X == End -> Xs = []
	;   N1 is N - 1, pos_get(S, Get, End, N1, Xs)
	).
pos_read(S, T) :- catch(read(S, T), error(E, _), T = error(E)).
pos_same(X, Y, Same) :- ( X == Y -> Same = same ; Same = X ).
pos_terms(_, 0, [too_many]) :- !.
pos_terms(S, N, [T-H|Ts]) :-
	pos_read(S, T),
	pos_here(S, H),
	(   T == end_of_file -> Ts = []
	;   N1 is N - 1, pos_terms(S, N1, Ts)
	).
pos_out(Opts, Pred, Items, Hs) :-
	pos_path('out.tmp', F),
	setup_call_cleanup(open(F, write, S, Opts), pos_write(S, Pred, Items, Hs), close(S)).
pos_write(_, _, [], []).
pos_write(S, Pred, [I|Is], [I-H|Hs]) :-
	call(Pred, S, I),
	pos_here(S, H),
	pos_write(S, Pred, Is, Hs).
pos_nl(S, _) :- nl(S).
pos_tab(S, N) :- tab(S, N).
pos_format(S, F-A) :- !, format(S, F, A).
pos_format(S, F) :- format(S, F, []).
pos_run_all :- forall(pos_goal(N, G, R), pos_run(N, G, R)).
pos_run(N, G, R) :-
	format("@@~w~n", [N]),
	catch((call(G) -> Out = R ; Out = failed), E, Out = caught(E)),
	\+ \+ ( numbervars(Out, 0, _), format("~q~n", [Out]) ).
`

// TestStreamPositionsDifferential compares stream positions with
// SWI-Prolog, goal by goal. The goals set double_quotes to codes in both
// systems: the drivers compare code lists.
func TestStreamPositionsDifferential(t *testing.T) {
	dir := writeFiles(t, positionFiles)
	driver := fmt.Sprintf(":- set_prolog_flag(double_quotes, codes).\npos_dir(%s).\n", plAtom(dir)) + positionDriver
	compareGoals(t, "positions.pl", driver, "pos_goal(%d, (%s), R).\n", positionGoals, "pos_run_all")
}

// syntaxErrorLine matches the "File:Line:Col: Syntax error: Message"
// line of a syntax error reported while loading a file.
var syntaxErrorLine = regexp.MustCompile(`([^/\s]+\.pl:\d+:\d+: Syntax error: .*)`)

// TestConsultSyntaxErrorColumns compares the positions of the syntax
// errors reported while loading a file with SWI-Prolog's: the column is
// the line position of the error, where a tab counts to the next multiple
// of 8. (SWI-Prolog counts the bytes of a multibyte character on the
// error's line, and is off by one after a newline inside a quoted item;
// goprolog counts characters there, so such lines are not compared.)
func TestConsultSyntaxErrorColumns(t *testing.T) {
	swipl := difftest.Swipl(t)
	text := "a.\tfoo(.\n\tb :- x y.\nc.\n  d :- x y.\n\t\te(1 2).\nf :-\n\tg(a\tb).\nh(\t'\\q').\n" +
		"i :- [1,2\t3].\nj(X) :- X = \t\t) .\nk.\n"
	dir := t.TempDir()
	file := filepath.Join(dir, "cols.pl")
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	var swiErr bytes.Buffer
	cmd := exec.CommandContext(ctx, swipl, "-q", "-g", "halt", file)
	cmd.Dir = dir
	cmd.Stderr = &swiErr
	if err := cmd.Run(); err != nil {
		t.Fatalf("swipl: %v\n%s", err, swiErr.String())
	}
	var ourErr bytes.Buffer
	in := prolog.New(prolog.WithStdio(strings.NewReader(""), &bytes.Buffer{}, &ourErr))
	if err := in.Exec(ctx, fmt.Sprintf("consult(%s)", plAtom(file))); err != nil {
		t.Fatal(err)
	}
	in.Flush()
	want := syntaxErrorLine.FindAllString(swiErr.String(), -1)
	got := syntaxErrorLine.FindAllString(ourErr.String(), -1)
	if len(want) == 0 {
		t.Fatalf("no syntax errors from swipl:\n%s", swiErr.String())
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
