package builtins

import "github.com/goprolog/goprolog/internal/engine"

// The slots of engine.Hooks that this package owns: one per kind of
// per-interpreter state, each created on first use by its accessor
// (arithOf, fdStoreOf, loaderOf, SandboxOf, statsOf, memState, tablesOf,
// randomOf, recordsOf, osOf, mutexesOf; backtraceOf's is made by
// EnableBacktraces).
const (
	slotArith = iota
	slotFD
	slotLoader
	slotSandbox
	slotStats
	slotMemory
	slotTabling
	slotRandom
	slotRecords
	slotOS
	slotBacktrace
	slotMutex
	numSlots
)

// A compile-time check that engine.Hooks has a slot for each.
var _ [engine.HookSlots - numSlots]struct{}
