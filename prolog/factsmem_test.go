package prolog

import (
	"bytes"
	"context"
	"runtime"
	"testing"

	"github.com/goprolog/goprolog/bench/facts/factgen"
)

// maxFactBytes bounds the Go heap that a consulted fact of
// factgen's file holds, the engine's clause and its atoms, once it has
// been called, looked up by its first and a later argument and read by
// clause/2. A table of facts is the engine's clauses only (see
// internal/engine/wam/facts.go, staticFactTable): WAM code compiled
// beside them would hold about 750 bytes a fact.
const maxFactBytes = 450

// TestFactTableMemory consults a generated file of 20,000 facts and
// checks the bytes per fact that the heap holds after each step.
func TestFactTableMemory(t *testing.T) {
	const n = 20000
	var src bytes.Buffer
	if err := factgen.Write(&src, n); err != nil {
		t.Fatal(err)
	}
	live := func() uint64 {
		var ms runtime.MemStats
		runtime.GC()
		runtime.GC()
		runtime.ReadMemStats(&ms)
		return ms.HeapAlloc
	}
	i := New()
	base := live()
	if err := i.ConsultString("facts.pl", src.String()); err != nil {
		t.Fatal(err)
	}
	steps := []struct{ name, goal string }{
		{"consult", "true"},
		{"first calls", "aggregate_all(count, edge(_, _), _), aggregate_all(count, person(_, _, _, _), _), aggregate_all(count, word(_, _, _), _)"},
		{"lookups", "forall(between(1, 500, I), (atom_concat(n, I, X), findall(Y, edge(X, Y), _), findall(Z, edge(Z, X), _), ignore(person(I, _, _, _))))"},
		{"clause/2", "aggregate_all(count, clause(edge(_, _), true), _), aggregate_all(count, clause(word(_, _, _), _), _)"},
	}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			if err := i.Exec(context.Background(), s.goal); err != nil {
				t.Fatal(err)
			}
			perFact := (int64(live()) - int64(base)) / n
			t.Logf("%d bytes a fact", perFact)
			if perFact > maxFactBytes {
				t.Errorf("%d bytes a fact, more than %d", perFact, maxFactBytes)
			}
		})
	}
	runtime.KeepAlive(i)
}
