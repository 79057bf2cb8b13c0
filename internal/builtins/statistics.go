package builtins

import (
	"fmt"
	"time"

	"github.com/goprolog/goprolog/internal/engine"
)

// statistics/0 and the counts statistics/2 gives of the program.

// programCounts are statistics/2's counts of the program: atoms,
// predicates (those defined, by clauses or as built-ins), modules (user,
// system and those files declared) and stack_limit (the memory limit,
// which bounds goprolog's stacks).
func programCounts(m *engine.Machine) map[string]int64 {
	atoms := int64(0)
	engine.Atoms(func(*engine.Atom) { atoms++ })
	preds := int64(0)
	m.Preds(func(p *engine.Pred) {
		if p.IsDefined() || p.IsBuiltin() {
			preds++
		}
	})
	modules := int64(2)
	if l := loaderOf(m); l.modules != nil {
		modules += int64(len(l.modules.order))
	}
	return map[string]int64{
		"atoms":       atoms,
		"predicates":  preds,
		"modules":     modules,
		"stack_limit": int64(memState(m).limit),
	}
}

// statistics0 implements statistics/0: SWI-Prolog's summary on
// user_error, its first lines: when the process started, the CPU time
// and inferences, and the program's size. SWI-Prolog's table of its
// stacks follows; goprolog's stacks are the WAM core's and Go's heap,
// which the memory limit bounds as a whole, so the table is the limit
// and the heap in use.
func statistics0(m *engine.Machine, _ []engine.Term) (bool, error) {
	st := statsOf(m)
	c := programCounts(m)
	heap := engine.HeapBytes()
	text := fmt.Sprintf("%% Started at %s\n"+
		"%% %.3f seconds cpu time for %s inferences\n"+
		"%% %s atoms, %s predicates, %s modules\n"+
		"%% \n"+
		"%%                     Limit      In use\n"+
		"%%  Stacks and heap: %7s %11s\n",
		st.start.Format(time.ANSIC), cpuTime(), GroupDigits(m.Inferences),
		GroupDigits(c["atoms"]), GroupDigits(c["predicates"]), GroupDigits(c["modules"]),
		humanBytes(uint64(c["stack_limit"])), humanBytes(heap))
	if err := m.UserErr.Emit(text); err != nil {
		return false, err
	}
	return true, nil
}

// humanBytes writes n as statistics/0 does: in Mb past a megabyte, in
// Kb past a kilobyte, else in bytes.
func humanBytes(n uint64) string {
	switch {
	case n >= 1<<20:
		return GroupDigits(int64(n>>20)) + " Mb"
	case n >= 1<<10:
		return GroupDigits(int64(n>>10)) + " Kb"
	}
	return GroupDigits(int64(n)) + " b"
}
