package engine

import (
	"fmt"
	"runtime"
	"testing"
)

// TestAtomIdentity checks that interning is idempotent while an atom is
// held, whatever else is made and collected meanwhile.
func TestAtomIdentity(t *testing.T) {
	held := Intern("atom_identity_test")
	for i := range 5000 {
		Intern(fmt.Sprintf("atom_identity_filler_%d", i))
	}
	runtime.GC()
	if Intern("atom_identity_test") != held {
		t.Fatal("Intern returned a second atom for a name whose atom is alive")
	}
}

// TestAtomGarbageCollection checks that atoms nothing refers to leave the
// table: a loop that makes temporary atoms must not grow it without bound.
func TestAtomGarbageCollection(t *testing.T) {
	count := func() int {
		n := 0
		Atoms(func(*Atom) { n++ })
		return n
	}
	before := count()
	// Four rounds of temporary atoms, with collections between them: the
	// sweeps triggered by later rounds drop the entries of earlier ones.
	const perRound, rounds = 100000, 4
	for r := range rounds {
		for i := range perRound {
			Intern(fmt.Sprintf("atom_gc_test_%d_%d", r, i))
		}
		runtime.GC()
		runtime.GC()
	}
	entries := 0
	for i := range atomShards {
		sh := &atomShards[i]
		sh.mu.Lock()
		entries += len(sh.atoms)
		sh.mu.Unlock()
	}
	if live := count(); live > before+perRound/10 {
		t.Errorf("%d atoms live after making %d temporary ones (%d before)", live, rounds*perRound, before)
	}
	if entries > before+2*perRound {
		t.Errorf("the table holds %d entries after %d temporary atoms (%d before): dead entries are not swept", entries, rounds*perRound, before)
	}
}
