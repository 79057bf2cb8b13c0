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

// TestAtomGroupRetention checks the bound on what a held atom keeps alive:
// atoms are allocated in groups, so a live atom keeps its group's other
// atoms, but no more than atomGroupSize-1 of them, and those atoms are
// still the right atoms for their names.
func TestAtomGroupRetention(t *testing.T) {
	count := func() int {
		n := 0
		Atoms(func(*Atom) { n++ })
		return n
	}
	runtime.GC()
	before := count()
	const n, every = 100000, 100
	var held []*Atom
	for i := range n {
		a := Intern(fmt.Sprintf("atom_group_test_%d", i))
		if i%every == 0 {
			held = append(held, a)
		}
	}
	runtime.GC()
	runtime.GC()
	if live, bound := count(), before+len(held)*atomGroupSize+len(atomShards)*atomGroupSize; live > bound {
		t.Errorf("%d atoms live with %d held (%d before): more than %d per held atom", live, len(held), before, atomGroupSize)
	}
	for i := range n {
		name := fmt.Sprintf("atom_group_test_%d", i)
		a := Intern(name)
		if a.Name != name {
			t.Fatalf("Intern(%q) returned an atom named %q", name, a.Name)
		}
		if i%every == 0 && a != held[i/every] {
			t.Fatalf("Intern(%q) returned a second atom while the first is held", name)
		}
	}
	runtime.KeepAlive(held)
}

// TestAtomConcurrentIntern checks that goroutines interning the same names
// at once all get the same atom for each name.
func TestAtomConcurrentIntern(t *testing.T) {
	const workers, names = 8, 5000
	results := make([][]*Atom, workers)
	done := make(chan int)
	for w := range workers {
		go func() {
			r := make([]*Atom, names)
			for i := range names {
				// Each worker starts at its own place in the names.
				j := (i + w*names/workers) % names
				r[j] = Intern(fmt.Sprintf("atom_concurrent_test_%d", j))
			}
			results[w] = r
			done <- w
		}()
	}
	for range workers {
		<-done
	}
	for i := range names {
		for w := 1; w < workers; w++ {
			if results[w][i] != results[0][i] {
				t.Fatalf("two goroutines got different atoms for atom_concurrent_test_%d", i)
			}
		}
	}
}
