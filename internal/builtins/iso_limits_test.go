package builtins

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// limitsProgram holds the predicates of the limit tests.
const limitsProgram = `
len([], 0).
len([_|T], N) :- len(T, N0), N is N0 + 1.
count(N, N) :- !.
count(I, N) :- I1 is I + 1, count(I1, N).
p :- p, q.
q.
grow(X) :- grow(f(X)).
dbl(0, A, A) :- !.
dbl(N, A0, A) :- atom_concat(A0, A0, A1), N1 is N - 1, dbl(N1, A1, A).
`

// limitsMachine returns a machine with limitsProgram loaded.
func limitsMachine(t *testing.T) *engine.Machine {
	t.Helper()
	m := engine.NewMachine()
	if err := Install(m); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "limits.pl")
	if err := os.WriteFile(file, []byte(limitsProgram), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := limitsQuery(t, m, fmt.Sprintf("consult('%s')", file)); got != "true" {
		t.Fatalf("consult: %s", got)
	}
	return m
}

// limitsQuery runs text once and returns R written with writeq, "true",
// "fail" or "error:" and the formal part of the error.
func limitsQuery(t *testing.T, m *engine.Machine, text string) string {
	t.Helper()
	return queryR(t, m, text)
}

// TestLimits runs the big programs of issue 7: deep recursion, long tail
// recursion in a bounded local stack, a million-element list through the
// list, database and output built-ins, and runaway programs that must end
// in a resource error with the process alive and the database intact.
func TestLimits(t *testing.T) {
	// The text of the list 1..1000000 as write/1 prints it.
	digits := 0
	for i := 1; i <= 1000000; i++ {
		digits += len(fmt.Sprint(i))
	}
	listLen := digits + 999999 + 2

	m := limitsMachine(t)
	cases := []struct {
		name, goal, want string
		maxDepth         int
		memory           uint64
	}{
		{name: "1,000,000-deep non-tail recursion", goal: "numlist(1, 1000000, L), len(L, R)", want: "1000000"},
		// The local stack is bounded to 1000 frames: the loop must run in
		// constant space.
		{name: "10,000,000-step tail recursion", goal: "count(0, 10000000), R = done", want: "done", maxDepth: 1000},
		{name: "1,000,000-element list", goal: "numlist(1, 1000000, L0), reverse(L0, L), msort(L, M), sort(L, S), " +
			"length(S, N), append(L, [x], A), copy_term(A, C), assertz(big(C)), big(B), length(B, NB), " +
			"findall(X, member(X, L), F), length(F, NF), M == L0, " +
			"with_output_to(string(Str), write(L0)), string_length(Str, SL), R = [N, NB, NF, SL]",
			want: fmt.Sprintf("[1000000,1000001,1000000,%d]", listLen)},
		{name: "runaway recursion", goal: "catch(p, error(E, _), true), q, clause(p, Body), R = E-Body", want: "resource_error(stack)-(p,q)", maxDepth: 1000000},
		{name: "infinitely growing term", goal: "catch(grow(a), error(E, _), true), q, R = E", want: "resource_error(memory)", memory: 256 << 20},
		{name: "length(L, L)", goal: "length(L, L)", want: "fail"},
		{name: "10 MB atom", goal: "dbl(20, abcdefghij, A), atom_length(A, N), sub_atom(A, _, 3, 0, S), R = N-S", want: "10485760-hij"},
		{name: "cyclic term", goal: "X = f(X), Y = f(Y), X == Y, copy_term(X, C), C = f(C1), C1 == C, " +
			"catch(assertz(c(X)), error(E, _), true), with_output_to(string(S), print(X)), R = E-S",
			want: `representation_error(cyclic_term)-"@(S_1,[S_1=f(S_1)])"`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m.MaxDepth = 10_000_000
			if tc.maxDepth > 0 {
				m.MaxDepth = tc.maxDepth
			}
			m.Limits = nil
			if tc.memory > 0 {
				SetMemoryLimit(m, tc.memory)
				m.Limits = CheckMemory
			}
			got := limitsQuery(t, m, tc.goal)
			if got != tc.want {
				t.Errorf("got %s, want %s", strings.TrimSpace(got), tc.want)
			}
		})
	}
}

// TestPanicBecomesSystemError checks that a Go panic inside a built-in is
// caught as system_error and the machine goes on.
func TestPanicBecomesSystemError(t *testing.T) {
	m := limitsMachine(t)
	m.RegisterAll([]engine.BuiltinSpec{{Name: "$iso_panic", Arity: 0, Fn: func(*engine.Machine, []engine.Term) (bool, error) {
		panic("boom")
	}}})
	got := limitsQuery(t, m, "catch('$iso_panic', error(system_error(M), _), true), q, R = M")
	if !strings.Contains(got, "boom") {
		t.Errorf("got %s, want a system_error naming the panic", got)
	}
}
