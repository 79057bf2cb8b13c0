package prolog

import (
	"context"
	"os"
	"path/filepath"
	"testing"
)

// TestConsultStringModules loads a module and a program that defines a
// predicate of the name of the module's private one through
// ConsultString, as the playground does: each file's clauses call their
// own predicate, a call written before its predicate's clauses included.
func TestConsultStringModules(t *testing.T) {
	i := New()
	for _, name := range []string{"geometry.pl", "main.pl"} {
		src, err := os.ReadFile(filepath.Join("testdata", "modules", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := i.ConsultString(name, string(src)); err != nil {
			t.Fatalf("ConsultString(%s): %v", name, err)
		}
	}
	tests := []struct {
		goal, variable, want string
	}{
		{"area(square(3), A)", "A", "9"},
		{"total([square(2), rect(2, 5)], A)", "A", "14"},
		{"helper(a, A)", "A", "b"},
		{"geometry:helper(rect(1, 7), A)", "A", "7"},
		{"findall(M, current_module(M), A)", "A", "[user,system,predicate_options,prolog,qsave,shlib,geometry]"},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			sol, err := i.QueryOnce(context.Background(), tc.goal)
			if err != nil {
				t.Fatalf("%s: %v", tc.goal, err)
			}
			if got := sol.Vars()[tc.variable].String(); got != tc.want {
				t.Errorf("%s: %s = %s, want %s", tc.goal, tc.variable, got, tc.want)
			}
		})
	}
}
