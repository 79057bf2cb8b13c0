package engine

import "testing"

// TestSetAttrsTrailsOldVariablesOnly checks that changing the attributes
// of a variable trails the change only when the variable is older than
// the newest choicepoint, as a binding is, so that a deterministic loop
// of freeze/2 or dif/2 on new variables keeps no trail; and that a cut
// drops the entries of variables younger than the choicepoints left.
func TestSetAttrsTrailsOldVariablesOnly(t *testing.T) {
	b := newTB()
	m := b.m
	attrs := NewCompound(Intern("att"), Intern("m"), Intern("v"), AtomNil)
	young := m.NewVar()
	before := len(m.trail)
	m.SetAttrs(young, attrs)
	if len(m.trail) != before {
		t.Fatalf("no choicepoint: %d trail entries for a new variable's attributes", len(m.trail)-before)
	}
	old := m.NewVar()
	m.pushChoice(choicepoint{kind: cpBarrier})
	newer := m.NewVar()
	m.SetAttrs(old, attrs)
	m.SetAttrs(newer, attrs)
	if got := len(m.trail) - before; got != 1 {
		t.Fatalf("under a choicepoint: %d trail entries, want 1 (the older variable's)", got)
	}
	m.pushChoice(choicepoint{kind: cpBarrier})
	newest := m.NewVar()
	m.SetAttrs(newer, NewCompound(Intern("att"), Intern("m"), Intern("w"), AtomNil))
	m.SetAttrs(newest, attrs)
	if got := len(m.trail) - before; got != 2 {
		t.Fatalf("under two choicepoints: %d trail entries, want 2", got)
	}
	m.cut(1)
	if got := len(m.trail) - before; got != 1 {
		t.Errorf("after the cut: %d trail entries, want 1 (the oldest variable's)", got)
	}
	m.undoTrail(before)
	if old.Attrs() != nil {
		t.Errorf("backtracking left the older variable's attributes")
	}
}
