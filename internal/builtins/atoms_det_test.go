package builtins

import (
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestAtomDeterminism checks which solutions of the enumerating atom
// built-ins leave a choicepoint: after each solution, det or nondet as
// SWI-Prolog 9 answers (call_cleanup/2 telling which), a last solution
// of sub_atom/5 with Sub bound included: SWI-Prolog looks for the next
// occurrence on backtracking, so only one that ends the text is det.
func TestAtomDeterminism(t *testing.T) {
	tests := []struct {
		goal string
		want []string
	}{
		{"sub_atom(abcde, B, 2, 0, S)", []string{"det"}},
		{"sub_atom(abcde, B, L, 0, cde)", []string{"det"}},
		{"sub_atom(abc, B, L, A, S)", []string{"nondet", "nondet", "nondet", "nondet", "nondet", "nondet", "nondet", "nondet", "nondet", "det"}},
		{"sub_atom(abab, B, L, A, ab)", []string{"nondet", "det"}},
		{"sub_atom(abab, B, L, A, '')", []string{"nondet", "nondet", "nondet", "nondet", "det"}},
		{"sub_atom(x12_suffix, B, 1, A, f)", []string{"nondet", "nondet"}},
		{"sub_atom(x12_suffix, B, L, 0, suffix)", []string{"det"}},
		{"sub_atom(abc, 1, L, A, S)", []string{"nondet", "nondet", "det"}},
		{"sub_atom(abc, B, 1, A, S)", []string{"nondet", "nondet", "det"}},
		{"sub_atom('aébé', B, 1, A, 'é')", []string{"nondet", "det"}},
		{"sub_atom('aébé', B, L, 0, S)", []string{"nondet", "nondet", "nondet", "nondet", "det"}},
		{"sub_atom(abc, B, L, A, c)", []string{"det"}},
		{"sub_atom(abc, B, L, A, a)", []string{"nondet"}},
		{"atom_concat(X, Y, abc)", []string{"nondet", "nondet", "nondet", "det"}},
		{"atom_concat(X, Y, '')", []string{"det"}},
		{"atom_concat(X, Y, 'aé')", []string{"nondet", "nondet", "det"}},
		{"atom_concat(X, c, abc)", []string{"det"}},
		{"atom_concat(a, Y, abc)", []string{"det"}},
		{"atom_codes(X, [0'a])", []string{"det"}},
		{"atom_chars(X, [a])", []string{"det"}},
		{"atom_length(abc, N)", []string{"det"}},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			m := engine.NewMachine()
			m.RegisterAll(atomBuiltins)
			m.RegisterAll(stringBuiltins)
			r := &txtReader{s: tc.goal, vars: map[string]*engine.Var{}, m: m}
			q := m.Solve(r.term())
			defer q.Close()
			var got []string
			for {
				ok, err := q.Next()
				if err != nil {
					t.Fatal(err)
				}
				if !ok {
					break
				}
				if q.HasAlternatives() {
					got = append(got, "nondet")
				} else {
					got = append(got, "det")
				}
			}
			match := len(got) == len(tc.want)
			for i := 0; match && i < len(got); i++ {
				match = got[i] == tc.want[i]
			}
			if !match {
				t.Errorf("got %s, want %s", strings.Join(got, ","), strings.Join(tc.want, ","))
			}
		})
	}
}
