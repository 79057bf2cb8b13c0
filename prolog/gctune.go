package prolog

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
)

// gcHeadroom is the growth of Go's heap, in bytes, that TuneGC lets
// pass between collections, within gcMinPercent and gcMaxPercent of the
// live heap; gcStartPercent is GOGC until the first collection;
// gcSoftLimit is the soft memory limit.
const (
	gcHeadroom     = 4 << 20
	gcStartPercent = 200
	gcMinPercent   = 50
	gcMaxPercent   = 400
	gcSoftLimit    = 768 << 20
)

// TuneGC sets the Go collector for a program whose main work is running
// Prolog: after every collection the heap may grow by 4 MiB, or by half
// of what survived if that is more, and by at most four times what
// survived (GOGC between 50 and 400). A program with little live data
// then collects rarely without its peak memory being five times its live
// data, and one that holds a large database or term grows by half of it
// at most: the core's heap of cells, the largest object, holds no
// pointers for Go's collector to trace, so collecting it is cheap, and
// the engine's clauses, which do hold pointers, cost a collection in
// proportion to a database that the program made. Until the first
// collection GOGC is 200, a goal of 8 MiB: decoding the library leaves
// about 3 MiB live, so a short run (goprolog -g halt, a small script) ends without a
// collection, which would cost it a third of its CPU time, while a
// program whose consulting makes more garbage than that has it collected
// before the program's run adds to it, not after. A soft limit of
// 768 MiB makes the collector work harder instead of letting the heap
// grow past it. GOGC and GOMEMLIMIT in the environment take precedence.
// It changes process-wide settings and keeps a finalizer running for
// the life of the process, so a library embedding goprolog should leave
// the choice to its main package.
func TuneGC() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(gcSoftLimit)
	}
	if os.Getenv("GOGC") != "" {
		return
	}
	debug.SetGCPercent(gcStartPercent)
	t := &gcTuner{sample: []metrics.Sample{{Name: "/gc/heap/live:bytes"}}}
	t.arm()
}

// gcTuner sets GOGC after each collection from the live heap it left.
type gcTuner struct {
	sample  []metrics.Sample
	percent int
}

// gcSentinel is an object that only the tuner's finalizer refers to: it
// becomes garbage at once, and its finalizer runs after the collection
// that finds it. It holds a pointer so that it is not a tiny allocation,
// whose finalizer may never run.
type gcSentinel struct {
	t *gcTuner
}

// arm makes a sentinel whose finalizer retunes and arms the next one.
func (t *gcTuner) arm() {
	runtime.SetFinalizer(&gcSentinel{t: t}, func(s *gcSentinel) {
		s.t.retune()
		s.t.arm()
	})
}

// retune sets GOGC for the live heap the last collection left.
func (t *gcTuner) retune() {
	metrics.Read(t.sample)
	if t.sample[0].Value.Kind() != metrics.KindUint64 {
		return
	}
	p := gcPercent(t.sample[0].Value.Uint64())
	if p != t.percent {
		t.percent = p
		debug.SetGCPercent(p)
	}
}

// gcPercent is the GOGC that lets a heap with live bytes grow by
// gcHeadroom, within [gcMinPercent, gcMaxPercent] of them.
func gcPercent(live uint64) int {
	if live == 0 {
		return gcMaxPercent
	}
	return int(min(max(gcHeadroom*100/live, gcMinPercent), gcMaxPercent))
}
