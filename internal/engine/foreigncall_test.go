package engine

import "testing"

// TestCallForeignRedoAfterFailedTry calls, as a machine that runs its
// clauses elsewhere does, a built-in that leaves a redo and then fails its
// first try (an enumeration that leaves the rest before unifying its
// first answer, which does not unify): its answers are those the redo
// gives, as when the solver backtracks into it.
func TestCallForeignRedoAfterFailedTry(t *testing.T) {
	m := NewMachine()
	// digits(X) enumerates 0, 1, 2; its first try unifies before asking
	// whether X is 0, so that digits(1) fails that try.
	var try func(x Term, k int64) func(*Machine) (bool, error)
	try = func(x Term, k int64) func(*Machine) (bool, error) {
		return func(m *Machine) (bool, error) {
			if k < 2 {
				m.PushRedo(try(x, k+1))
			}
			return m.Unify(x, MakeInt(k)), nil
		}
	}
	m.Register("digits", 1, func(m *Machine, args []Term) (bool, error) { return try(args[0], 0)(m) })
	p := m.Lookup(Intern("digits"), 1)
	for _, tc := range []struct {
		arg  Term
		want []int64
	}{
		{MakeInt(1), []int64{1}},
		{MakeInt(2), []int64{2}},
		{MakeInt(3), nil},
		{nil, []int64{0, 1, 2}},
	} {
		x := tc.arg
		if x == nil {
			x = m.NewVar()
		}
		var got []int64
		ok, more, err := m.CallForeign(p, []Term{x})
		for ok && err == nil {
			got = append(got, int64(Deref(x).(Int)))
			if more == nil {
				break
			}
			ok, err = more.Next()
		}
		if err != nil || len(got) != len(tc.want) {
			t.Errorf("digits(%v): %v (%v), want %v", tc.arg, got, err, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("digits(%v): %v, want %v", tc.arg, got, tc.want)
			}
		}
	}
}
