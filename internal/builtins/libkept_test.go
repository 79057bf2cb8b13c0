package builtins

import (
	"path/filepath"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestLibraryKept checks that a program's own definition of a library
// or system predicate replaces it for the program only: the library's
// predicates that call it still run the library's (see libprivate.go).
func TestLibraryKept(t *testing.T) {
	cases := []struct {
		file, goal, want string
	}{
		{"lists", `append([a], [b], R)`, `appended([a],[b])`},
		{"lists", `append([[a], [b]], R)`, `[a,b]`},
		{"lists", `findall(P, permutation([1,2], P), R)`, `[[1,2],[2,1]]`},
		{"lists", `selectchk(b, [a,b,c], R)`, `[a,c]`},
		{"lists", `subtract([1,2,3], [2], R)`, `[1,3]`},
		{"lists", `string_lines(R, ["a", "b"])`, `"a\nb\n"`},
		{"lists", `lists:append(X, Y, [a]), R = X-Y`, `[]-[a]`},
		{"lists", `lists:memberchk(a, [a]), R = yes`, `yes`},
		{"lists", `clause(lists:append([], _, _), B), R = B`, `true`},
		{"lists", `memberchk(a, [a]), R = yes`, `fail`},
		{"lists", `catch(lists:select(a, b, c, d, e), error(E, _), true), R = E`, `existence_error(procedure,lists:select/5)`},
		{"system", `must_be(list, [a]), R = yes`, `yes`},
		{"system", `numlist(1, 3, R)`, `[1,2,3]`},
		{"system", `is_list([a]), R = yes`, `fail`},
		{"system", `succ(1, R)`, `1`},
		{"system", `with_output_to(string(R), print_message(error, format("x ~w", [y])))`, `""`},
		{"system", `catch(must_be(list, [a|b]), error(E, _), true), R = E`, `type_error(list,[a|b])`},
		{"callers_first", `selectchk(a, [a], R)`, `mine`},
		{"callers_first", `'$opt_select'(a(X), [a(1)], R0), R = X-R0`, `1-[]`},
		{"callers_first", `findall(P, permutation([1,2], P), R)`, `[[1,2],[2,1]]`},
		{"dynamic", `findall(P, permutation([1,2], P), R)`, `[[1,2],[2,1]]`},
		{"dynamic", `subtract([1,2], [2], R)`, `[1]`},
		{"dynamic", `memberchk(x, []), R = yes`, `yes`},
	}
	for _, c := range cases {
		t.Run(c.file+"/"+c.goal, func(t *testing.T) {
			m := engine.NewMachine()
			if err := Install(m); err != nil {
				t.Fatal(err)
			}
			m.Hooks.Warn = func(*engine.Machine, string) {}
			if err := LoadFile(m, filepath.Join("testdata", "libkept", c.file+".pl")); err != nil {
				t.Fatal(err)
			}
			if got := queryR(t, m, c.goal); got != c.want {
				t.Errorf("%s: got %s, want %s", c.goal, got, c.want)
			}
		})
	}
}
