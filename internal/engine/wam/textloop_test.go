package wam

import "testing"

// TestFailureLoopCollectsBoxes runs failure-driven loops over between/3
// and repeat/0 whose bodies call only built-ins that make boxes
// (strings, floats): no predicate is called, and backtracking does not
// take boxes back, so the collections come from the retries of between/3
// and repeat/0, which keep the boxes bounded.
func TestFailureLoopCollectsBoxes(t *testing.T) {
	const n = 200_000
	src := `
warm(X) :- atom_length(abc, X).
strings :- ( between(1, 200000, _), sub_string("abcdef", _, 3, _, _), fail ; true ).
floats :- ( between(1, 200000, I), _ is I * 0.5, fail ; true ).
splits :- nb_setval(k, 0), ( repeat, nb_getval(k, K), K1 is K + 1, nb_setval(k, K1), split_string("a,b", ",", "", _), K1 >= 200000, ! ).
`
	for _, goal := range []string{"strings", "floats", "splits"} {
		t.Run(goal, func(t *testing.T) {
			em, b := bridged(t, src)
			once(t, em, "warm(X)", "X") // brings the core up
			m := b.core()
			runs := m.gcRuns
			if got := once(t, em, goal+", X = done", "X"); got != "done" {
				t.Fatalf("X = %s, want done", got)
			}
			if got, want := m.gcRuns-runs, n/gcMinBoxes/2; got < want {
				t.Errorf("%d collections ran during the loop, want %d or more", got, want)
			}
			// The boxes' storage grew as far as they piled up.
			if cap(m.boxes) > n/4 {
				t.Errorf("the boxes grew to %d, want far fewer than the loop's %d", cap(m.boxes), n)
			}
		})
	}
}
