//go:build !wasm

package repl_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
)

// TestUncaughtBacktrace checks the backtrace the top level prints after
// the message of an error that a built-in the query calls raises, as
// swipl's: the frames and their levels, the '<meta-call>' clause of a
// control construct, the frames that last-call optimisation removed and
// the note on them, and the frame of a program's predicate of one clause.
func TestUncaughtBacktrace(t *testing.T) {
	file, err := filepath.Abs("testdata/backtrace.pl")
	if err != nil {
		t.Fatal(err)
	}
	const top = "ERROR:    [9] toplevel_call(user:user: ...) at /usr/lib/swi-prolog/boot/toplevel.pl:1173\n"
	const note = "ERROR: \nERROR: Note: some frames are missing due to last-call optimization.\n" +
		"ERROR: Re-run your program in debug mode (:- debug.) to get more detail.\n"
	for _, tc := range []struct {
		name, query, want string
	}{
		{"builtin", "X is 1/0.",
			"ERROR: Arithmetic: evaluation error: `zero_divisor'\nERROR: In:\nERROR:   [10] _0 is 1/0\n" + top},
		{"bound before", "X = f(Y), atom_length(X, L).",
			"ERROR: Type error: `text' expected, found `f(_0)' (a compound)\nERROR: In:\nERROR:   [11] atom_length(f(_0),_1)\n" + top + note},
		{"meta-call clause", "atom_length(X, Y), true.",
			"ERROR: Arguments are not sufficiently instantiated\nERROR: In:\nERROR:   [11] atom_length(_0,_1)\n" +
				"ERROR:   [10] '<meta-call>'(user:user: ...) <foreign>\n" + top},
		{"catch", "catch(atom_length(X, Y), foo, true).",
			"ERROR: Arguments are not sufficiently instantiated\nERROR: In:\nERROR:   [11] atom_length(_0,_1)\n" +
				"ERROR:   [10] catch(user:atom_length(_0,_1),foo,user:true) at /usr/lib/swi-prolog/boot/init.pl:565\n" + top},
		{"depth", "atom_length(f(g(h(i))), Y).",
			"ERROR: Type error: `text' expected, found `f(g(h(i)))' (a compound)\nERROR: In:\nERROR:   [10] atom_length(f(g(...)),_0)\n" + top},
		{"throw", "throw(error(foo, _)).",
			"ERROR: Unknown error term: foo\nERROR: In:\nERROR:   [10] throw(error(foo,_0))\n" + top},
		{"program predicate", "len(f(x), L).",
			"ERROR: Type error: `text' expected, found `f(x)' (a compound)\nERROR: In:\nERROR:   [11] atom_length(f(x),_0)\n" + top +
				"ERROR: \nERROR: Note: some frames are missing due to last-call optimization.\nERROR: Re-run your program in debug mode (:- debug.) to get more detail.\n"},
		{"program predicate's frame", "len2(f(x), L).",
			"ERROR: Type error: `text' expected, found `f(x)' (a compound)\nERROR: In:\nERROR:   [11] atom_length(f(x),_0)\n" +
				"ERROR:   [10] len2(f(x),_0) at " + file + ":4\n" + top},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, errs, _ := run(t, tc.query+"\n\n", "-q", "../../repl/testdata/backtrace.pl")
			var got strings.Builder
			for _, line := range strings.SplitAfter(errs, "\n") {
				got.WriteString(difftest.NormalizeVars(line))
			}
			if got.String() != tc.want {
				t.Errorf("%s\ngot:\n%s\nwant:\n%s", tc.query, got.String(), tc.want)
			}
		})
	}
}
