package engine

import "testing"

// BenchmarkCount measures a tail-recursive counting loop: the cost of a
// call, shallow backtracking over the first clause, and inline is/2.
func BenchmarkCount(bm *testing.B) {
	b := newTB()
	b.installBasics()
	b.add(bm, rule(c("count", b.v("N"), b.v("N")), c("!")))
	b.add(bm, rule(c("count", b.v("I"), b.v("N")), c("is", b.v("J"), c("+", b.v("I"), i(1))), c("count", b.v("J"), b.v("N"))))
	bm.ReportAllocs()
	bm.ResetTimer()
	q := b.m.Solve(c("count", i(0), i(int64(bm.N))))
	q.Next()
	q.Close()
}
