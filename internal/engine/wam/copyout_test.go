package wam

import (
	"testing"
)

// TestCopyOutLarge copies large terms on the core (copy_term/2,
// findall/3) and on the engine's solver alone: the answers and
// inference counts are the same, sharing, cycles and attributed
// variables kept past the compounds copyOut remembers each of.
func TestCopyOutLarge(t *testing.T) {
	core, _, plain := coreAndEngine(t, "copyout.pl")
	for _, goal := range []string{
		"cyc(R)", "dagcopy(R)", "twice(R)", "cyclong(R)", "frozen(R)",
		"pairs(R)", "bagcyc(R)", "bagdag(R)", "bagtwice(R)",
	} {
		t.Run(goal, func(t *testing.T) {
			got, gotInf := allAnswers(t, core, goal)
			sameAsEngine(t, got, gotInf, plain, goal)
		})
	}
}

// TestCopyOutRemembersLittle copies long lists onto the heap and into a
// bag: the copy's tables hold no entry for each element (a list has no
// shared compound, and a copy onto the heap binds its variables in
// place), so that the copy takes time and room in proportion to the
// term.
func TestCopyOutRemembersLittle(t *testing.T) {
	const n = 100000
	for _, tc := range []struct {
		name string
		bag  bool
		vars bool // the elements are fresh variables, else integers
	}{
		{"heap, variables", false, true},
		{"heap, integers", false, false},
		{"bag, integers", true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := New()
			m.grow(3 * n)
			list := nilCell
			for k := range n {
				head := mkInt(int64(k))
				if tc.vars {
					head = mkRef(m.h)
				}
				m.heap[m.h], m.heap[m.h+1] = head, list
				list = mkList(m.h)
				m.h += 2
			}
			var b *bag
			if tc.bag {
				b = &bag{}
			}
			m.copyOut(b, list)
			if k := len(m.bagMade.used); k > copyMemoCompounds {
				t.Errorf("the copy remembered %d compounds", k)
			}
			if k := len(m.bagVars.used); k > 0 {
				t.Errorf("the copy remembered %d variables", k)
			}
		})
	}
}
