package wam

import (
	"os"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestWakeupsRunOnTheCore: predicates that suspend goals with freeze/2
// run on the core, whose own '$wakeup'/1 runs the goals when the
// variables are bound, with the answers of SWI-Prolog.
func TestWakeupsRunOnTheCore(t *testing.T) {
	src, err := os.ReadFile("testdata/coqueens.pl")
	if err != nil {
		t.Fatal(err)
	}
	em, b := bridged(t, string(src))
	for _, tc := range []struct{ goal, want string }{
		{"t1(R)", "got(1,2)"},
		{"t2(R)", "yes"},
		{"t3(R)", "1"},
		{"t4(R)", "1-2"},
		{"t5(R)", "[1-2,1-3,2-1,2-3,3-1,3-2]"},
		{"t6(R)", "[[2,4,1,3],[3,1,4,2]]"},
	} {
		t.Run(tc.goal, func(t *testing.T) {
			if got := once(t, em, tc.goal, "R"); got != tc.want {
				t.Errorf("%s: R = %s, want %s", tc.goal, got, tc.want)
			}
			name := engine.Intern(tc.goal[:2])
			if p := em.Lookup(name, 1); !p.HasFastPath() {
				t.Errorf("%s/1 does not run on the core", name.Name)
			}
		})
	}
	if b.core() == nil || b.core().callTargets[atomWakeup] == nil {
		t.Error("the wake-ups did not run on the core's '$wakeup'/1")
	}
}

// TestCollectKeepsRestoredAttributes: an attributed variable bound after
// a choicepoint keeps, across a collection, the attributes that undoing
// the binding gives back, though nothing but the trail reaches them.
func TestCollectKeepsRestoredAttributes(t *testing.T) {
	m, b := newGCMachine(64)
	b.junk(6)
	attrs := b.str("att", b.atom("freeze"), b.atom("goal"), nilCell)
	b.junk(6)
	v := m.h
	b.push(mkAttv(v))
	b.push(attrs)
	b.junk(6)
	m.regs[0] = mkRef(v)
	m.choices = append(m.choices, choicepoint{h: m.h, tr: len(m.trail)})
	m.bindAttv(mkAttv(v), b.atom("bound"))
	m.wakeups = m.wakeups[:0]
	b.junk(6)
	m.collect(1)
	m.undoTrail(m.choices[0].tr)
	x := m.deref(m.regs[0])
	if x.tag() != tagAttv {
		t.Fatalf("after undoing the binding: %x, want an attributed variable", uint64(x))
	}
	s := &gcShow{m: m, vars: map[int]int{}, left: 100}
	s.term(m.heap[x.val()+1])
	if got := s.sb.String(); got != "att(freeze,goal,[])" {
		t.Errorf("attributes after the collection: %s, want att(freeze,goal,[])", got)
	}
}
