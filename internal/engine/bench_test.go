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

// BenchmarkNrev30 is the LIPS benchmark: one op is a naive reverse of a
// 30-element list (496 inferences), run in a deterministic loop so that
// allocs/op shows what the engine allocates per reverse.
func BenchmarkNrev30(bm *testing.B) {
	b := newTB()
	b.installBasics()
	b.add(bm,
		c("app", AtomNil, b.v("L"), b.v("L")))
	b.add(bm,
		rule(c("app", Cons(b.v("H"), b.v("T")), b.v("L"), Cons(b.v("H"), b.v("R"))),
			c("app", b.v("T"), b.v("L"), b.v("R"))))
	b.add(bm, c("nrev", AtomNil, AtomNil))
	b.add(bm,
		rule(c("nrev", Cons(b.v("H"), b.v("T")), b.v("R")),
			c("nrev", b.v("T"), b.v("RT")), c("app", b.v("RT"), List(b.v("H")), b.v("R"))))
	b.add(bm, rule(c("loop", i(0), b.v("_")), c("!")))
	b.add(bm, rule(c("loop", b.v("K"), b.v("L")),
		c("nrev", b.v("L"), b.v("_R")), c("is", b.v("K1"), c("-", b.v("K"), i(1))), c("loop", b.v("K1"), b.v("L"))))
	elems := make([]Term, 30)
	for k := range elems {
		elems[k] = i(int64(k + 1))
	}
	bm.ReportAllocs()
	inf0 := b.m.Inferences
	bm.ResetTimer()
	q := b.m.Solve(c("loop", i(int64(bm.N)), List(elems...)))
	ok, err := q.Next()
	q.Close()
	bm.StopTimer()
	if !ok || err != nil {
		bm.Fatalf("loop: %v %v", ok, err)
	}
	inf := b.m.Inferences - inf0
	bm.ReportMetric(float64(inf)/float64(bm.N), "inferences/op")
	if s := bm.Elapsed().Seconds(); s > 0 {
		bm.ReportMetric(float64(inf)/s/1e6, "Minf/s")
	}
}
