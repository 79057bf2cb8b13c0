package wam

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestGetStructN: a head's structure whose arguments are one unify
// instruction each is one opGetStructN, which matches the arguments
// itself in read mode and builds them itself in write mode, as an
// opGetList2 does a list cell's; the answers and inference counts are the
// engine's.
func TestGetStructN(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "getstructn.pl"))
	if err != nil {
		t.Fatal(err)
	}
	w, em := load(t, string(src))
	fused := 0
	for _, fn := range []functor{{engine.Intern("pt"), 3}, {engine.Intern("swap"), 2}} {
		p := w.preds[fn]
		for _, cl := range p.clauses {
			for pc := cl.start; w.code[pc].op != opProceed && w.code[pc].op < opHalt; pc++ {
				if w.code[pc].op == opGetStructN {
					fused++
				}
			}
		}
	}
	if fused < 5 {
		t.Errorf("%d structures fused, want at least 5", fused)
	}
	for _, goal := range []string{
		"pt(p(1, 2, 1), X, Y)",
		"pt(p(1, 2, 3), X, Y)",
		"pt(p(A, B, C), X, Y)",
		"pt(T, X, Y), fail",
		"pt(q(a, z, 3), X, Y)",
		"pt(q(b, z, 3), X, Y)",
		"pt(q(a, z, 4), X, Y)",
		"pt(r(a, b), X, Y)",
		"pt(r(1, b), X, Y)",
		"pt(s(1, 2, 3, 4), X, Y)",
		"pt(s(1, 2, 3), X, Y)",
		"pt(t(f(1), 2), X, Y)",
		"pt(t(g(1), 2), X, Y)",
		"pt(t(F, 2), X, Y)",
		"pt(T, 1, 2), T = t(_, _)",
		"swap(pair(1, 2), P)",
		"swap(P, pair(1, 2))",
		"swap(P, Q)",
		"swap(pair(A, A), pair(1, B))",
		"out(1, T, L)",
		"out(H, [], [1])",
		"out2(1, L)",
		"out2(1, [a, 2])",
		"out3(1, L)",
		"out3(1, [1, done])",
		"out4(1, T)",
		"out4(1, f(A, B, C, D, E))",
		"out5(1, S, L)",
		"out5(Z, S, L), Z = q",
		"X = [_|_], out(1, 2, X)",
	} {
		t.Run(goal, func(t *testing.T) { sameAnswers(t, w, em, goal) })
	}
}
