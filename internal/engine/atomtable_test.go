package engine

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// TestInternBytes checks that InternBytes finds the atoms Intern makes and
// makes atoms Intern finds, with a copy of the text: the caller's buffer
// may change afterwards.
func TestInternBytes(t *testing.T) {
	a := Intern("intern_bytes_test")
	if InternBytes([]byte("intern_bytes_test")) != a {
		t.Fatal("InternBytes returned another atom than Intern for the same name")
	}
	buf := []byte("intern_bytes_fresh")
	b := InternBytes(buf)
	copy(buf, "XXXXXX")
	if b.Name != "intern_bytes_fresh" {
		t.Fatalf("the atom's name changed with the buffer: %q", b.Name)
	}
	if Intern("intern_bytes_fresh") != b {
		t.Fatal("Intern returned another atom than InternBytes for the same name")
	}
	if InternBytes(nil) != Intern("") {
		t.Fatal("InternBytes(nil) is not the empty atom")
	}
	var arr [32]byte
	n := copy(arr[:], "intern_bytes_test")
	if allocs := testing.AllocsPerRun(100, func() { InternBytes(arr[:n]) }); allocs != 0 {
		t.Errorf("InternBytes of an existing atom allocates %v times", allocs)
	}
}

// TestAtomRecentReleases checks that the shards' caches of recent atoms
// hold atoms only until later ones take their places: once many other
// names have been interned, atoms that nothing else refers to are
// collected.
func TestAtomRecentReleases(t *testing.T) {
	const prefix = "atom_recent_release_test_"
	for i := range 1000 {
		// Interned twice, so that each is looked up in the caches too.
		Intern(fmt.Sprintf("%s%d", prefix, i))
		Intern(fmt.Sprintf("%s%d", prefix, i))
	}
	for i := range 20000 {
		Intern(fmt.Sprintf("atom_recent_filler_%d", i))
	}
	runtime.GC()
	runtime.GC()
	n := 0
	Atoms(func(a *Atom) {
		if strings.HasPrefix(a.Name, prefix) {
			n++
		}
	})
	if n > 0 {
		t.Errorf("%d atoms of 1000 dropped ones are still alive", n)
	}
}

// TestAtomConcurrentChurn checks that goroutines interning a few names,
// through the caches of recent atoms, while others make and drop atoms by
// the thousand (so that entries are swept and caches overwritten), always
// get the one atom of each name.
func TestAtomConcurrentChurn(t *testing.T) {
	const names, rounds = 50, 2000
	held := make([]*Atom, names)
	for i := range held {
		held[i] = Intern(fmt.Sprintf("atom_churn_held_%d", i))
	}
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range rounds {
				if w%2 == 1 {
					Intern(fmt.Sprintf("atom_churn_temp_%d_%d", w, r))
					continue
				}
				i := (r + w) % names
				name := fmt.Sprintf("atom_churn_held_%d", i)
				if a := Intern(name); a != held[i] {
					errs <- fmt.Sprintf("Intern(%q) returned a second atom while the first is held", name)
					return
				}
				if a := InternBytes([]byte(name)); a != held[i] {
					errs <- fmt.Sprintf("InternBytes(%q) returned a second atom while the first is held", name)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	runtime.KeepAlive(held)
}
