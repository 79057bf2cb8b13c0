package wam

import (
	"math/bits"
	"slices"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestLiveAfterReturnPoints compiles clauses and reads, at the return
// point of each call in them, how many permanent variables the clause
// still reads there.
func TestLiveAfterReturnPoints(t *testing.T) {
	tests := []struct {
		name, src string
		fn        functor
		want      []int // live permanent variables after each call
	}{
		{"each used once more", "p(A, B, C) :- q(A, X), r(X, B), s(C), t(B).",
			functor{engine.Intern("p"), 3}, []int{3, 2, 1}},
		{"set after the call", "p :- q(X), r(X), s(Y), t(Y), u.",
			functor{engine.Intern("p"), 0}, []int{1, 0, 1, 0}},
		// is/2's value stored in a permanent variable counts as a read
		// of it, which keeps only an unbound variable.
		{"read by arithmetic", "p(N, M) :- q(N), N1 is N + 1, r(N1), M = N1.",
			functor{engine.Intern("p"), 2}, []int{3, 2}},
		{"if-then-else is a call", "p(X, Y) :- q(X), ( X > 0 -> Y = a ; Y = b ), r(Y).",
			functor{engine.Intern("p"), 2}, []int{2, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, _ := load(t, tt.src)
			p := w.preds[tt.fn]
			if p == nil || len(p.clauses) != 1 {
				t.Fatalf("no clause of %v", tt.fn)
			}
			var got []int
			for pc := p.clauses[0].start; pc < len(w.code); pc++ {
				op := w.code[pc].op
				if op == opCall {
					mask, plain := liveAfter(w.code, pc+1)
					if !plain || mask == allLive {
						t.Fatalf("return point %d: not plain clause code", pc+1)
					}
					got = append(got, bits.OnesCount64(mask))
				}
				if op == opDeallocExecute || op == opProceed || op == opExecute {
					break
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("live after each call: %v, want %v", got, tt.want)
			}
		})
	}
}

// TestLiveAfterUnknownCode: code that resumes elsewhere, or that runs off
// the end of the code, keeps every variable.
func TestLiveAfterUnknownCode(t *testing.T) {
	code := []instr{{op: opPutValY, a: 0, b: 0}, {op: opWakeResume}}
	if mask, plain := liveAfter(code, 0); plain || mask != allLive {
		t.Errorf("before opWakeResume: %x, %v; want allLive, not plain", mask, plain)
	}
	if mask, plain := liveAfter(code[:1], 0); plain || mask != allLive {
		t.Errorf("off the end: %x, %v; want allLive, not plain", mask, plain)
	}
	code = []instr{{op: opPutValY, a: 70, b: 0}, {op: opDeallocate}, {op: opProceed}}
	if mask, plain := liveAfter(code, 0); !plain || mask != allLive {
		t.Errorf("a variable past 63 read: %x, %v; want allLive, plain", mask, plain)
	}
}

// TestLiveRegs reads which registers the code at a resume point reads
// before it sets them.
func TestLiveRegs(t *testing.T) {
	tests := []struct {
		name string
		code []instr
		want uint64
	}{
		{"a call's arguments", []instr{{op: opPutValX, a: 5, b: 0}, {op: opPutConst, b: 1}, {op: opCall, a: 3}}, 1<<5 | 1<<2},
		{"set before read", []instr{{op: opPutVarX, a: 4, b: 0}, {op: opUnify, a: 4, b: 6}, {op: opProceed}}, 1 << 6},
		{"a built-in's arguments", []instr{{op: opForeign, a: 2}}, 1<<0 | 1<<1},
		{"nothing after the end", []instr{{op: opDeallocate}, {op: opProceed}}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			live, set := newRegSet(nil, 64), newRegSet(nil, 64)
			ok := liveRegs(tt.code, 0, live, set)
			if !ok || live[0] != tt.want {
				t.Errorf("liveRegs = %b, %v; want %b, true", live[0], ok, tt.want)
			}
		})
	}
	if liveRegs([]instr{{op: opCleanupNext}}, 0, newRegSet(nil, 64), newRegSet(nil, 64)) {
		t.Error("liveRegs knows opCleanupNext")
	}
	// Registers past the 64th: those the code reads stay, the others go.
	live, set := newRegSet(nil, 200), newRegSet(nil, 200)
	code := []instr{{op: opPutValX, a: 150, b: 0}, {op: opPutVarX, a: 90, b: 1}, {op: opGetValX, a: 90, b: 120}, {op: opCall, a: 2}}
	if !liveRegs(code, 0, live, set) || !live.has(150) || !live.has(120) || live.has(90) || live.has(100) {
		t.Errorf("liveRegs over 200 registers = %b", live)
	}
	if liveRegs(code, 0, newRegSet(nil, 100), newRegSet(nil, 100)) {
		t.Error("liveRegs answered for a register past its set")
	}
}

// TestGCDropsDeadPermanentVariables: a large term that a frame's
// permanent variable holds, which the clause no longer reads, is freed by
// the collections that run while the clause's next call runs.
func TestGCDropsDeadPermanentVariables(t *testing.T) {
	w, em := load(t, `
big(0, z) :- !.
big(N, s(T)) :- N1 is N-1, big(N1, T).
use(_).
churn(0) :- !.
churn(N) :- _ = f(N, N), N1 is N-1, churn(N1).
p(K) :- big(200000, T), use(T), churn(K), done.
done.
`)
	res := readGoal(t, em, "p(300000)")
	q, err := w.Query(res.Term)
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	if ok, err := q.Next(); !ok || err != nil {
		t.Fatalf("p: %v, %v", ok, err)
	}
	// The term is 400,000 cells; churn/1 makes 900,000 of garbage, and
	// what it leaves since the last collection is less than the term.
	if w.gcRuns == 0 || w.h >= 400000 {
		t.Errorf("after %d collections the heap holds %d cells: the dead term was kept", w.gcRuns, w.h)
	}
}
