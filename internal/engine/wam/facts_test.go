package wam

import (
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

const factsProgram = `
:- dynamic item/2, late/1.
item(1, one).
item(2, two).
get(K, V) :- item(K, V).
lates(L) :- findall(X, late(X), L).
add_rule :- assertz((late(X) :- item(X, _))).
pop(K) :- retract(item(K, _)), !.
`

// TestFactTablesRunOnTheCore: a predicate that calls a dynamic predicate
// of facts runs on the core, which looks the facts up itself; once a
// rule is added to a dynamic predicate, its callers go back to the
// engine's solver, and both give the database's answers.
func TestFactTablesRunOnTheCore(t *testing.T) {
	em, b := bridged(t, factsProgram)
	if got := once(t, em, "get(2, V)", "V"); got != "two" {
		t.Fatalf("get(2, V): V = %s, want two", got)
	}
	get := em.Lookup(engine.Intern("get"), 2)
	if !get.HasFastPath() || b.m == nil {
		t.Fatal("get/2, which calls a dynamic predicate of facts, does not run on the core")
	}
	if p := b.m.preds[functor{engine.Intern("item"), 2}]; p == nil || len(p.clauses) != 1 || b.m.code[p.clauses[0].start].op != opFacts {
		t.Fatal("item/2 is not a table of facts in the core")
	}
	if got := once(t, em, "pop(K)", "K"); got != "1" {
		t.Fatalf("pop(K): K = %s, want 1", got)
	}
	if pop := em.Lookup(engine.Intern("pop"), 1); !pop.HasFastPath() {
		t.Error("pop/1, which retracts a fact, does not run on the core")
	}
	if got := once(t, em, "findall(K, get(K, _), L)", "L"); got != "[2]" {
		t.Fatalf("after pop(1): L = %s, want [2]", got)
	}
	if item := em.Lookup(engine.Intern("item"), 2); item.HasFastPath() {
		t.Error("the dynamic predicate item/2 has a fast path of its own")
	}
	if got := once(t, em, "lates(L)", "L"); got != "[]" {
		t.Fatalf("lates(L): L = %s, want []", got)
	}
	lates := em.Lookup(engine.Intern("lates"), 1)
	if !lates.HasFastPath() {
		t.Fatal("lates/1 does not run on the core while late/1 holds no rule")
	}
	once(t, em, "add_rule", "")
	if got := once(t, em, "lates(L)", "L"); got != "[2]" {
		t.Fatalf("lates(L) after a rule was added: L = %s, want [2]", got)
	}
	if lates.HasFastPath() {
		t.Error("lates/1 still runs on the core after a rule was added to late/1")
	}
}
