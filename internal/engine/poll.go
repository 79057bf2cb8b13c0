package engine

import (
	"errors"
	"runtime"
	"runtime/metrics"
)

// Poll makes the checks that the solver makes every few thousand
// inferences: whether Interrupt was called (Ctrl-C, a cancelled query) and
// what the Limits hook says. A built-in that waits without making
// inferences, such as sleep/1, or that works long in one call, such as
// tab/1 of a big count, calls it now and then so that it can be
// interrupted like a running goal; it returns the error that ends the
// wait ('$aborted', or the Limits hook's error), or nil.
func (m *Machine) Poll() error {
	return m.check()
}

// InterruptAction is what an interrupt does to the running query (see
// Hooks.Interrupted).
type InterruptAction int

// The interrupt actions: abort the query ('$aborted'), continue it, or
// end the process with status 4, SWI-Prolog's choices at its "Action (h
// for help) ?" menu.
const (
	InterruptAbort InterruptAction = iota
	InterruptContinue
	InterruptExit
)

// PollStop is Poll for a wait that an interrupt has already ended (a
// read of user_input): an interrupt aborts the query without asking
// Hooks.Interrupted, since the wait cannot be resumed.
func (m *Machine) PollStop() error {
	if m.interrupt.Load() != 0 {
		m.interrupt.Store(0)
		return Throw(AtomAborted)
	}
	return m.check()
}

// interrupted is what the interrupt that a check found does: the error
// that ends the query, or nil to go on.
func (m *Machine) interrupted() error {
	act := InterruptAbort
	if m.Hooks.Interrupted != nil {
		act = m.Hooks.Interrupted(m)
	}
	switch act {
	case InterruptContinue:
		return nil
	case InterruptExit:
		return m.Halt(4)
	}
	return Throw(AtomAborted)
}

// ClearInterrupt drops an interrupt not yet seen by a check: one sent
// while no query ran, which must not abort the next.
func (m *Machine) ClearInterrupt() { m.interrupt.Store(0) }

// DefaultMemoryLimit is the Go heap size that Reserve lets a program's
// allocations reach when SetMemoryLimit has not set one: 1 GiB, as
// SWI-Prolog's default stack_limit.
const DefaultMemoryLimit = 1 << 30

// reserveFree is the size under which Reserve allows an allocation
// without looking at the heap: such an allocation cannot make the
// difference, and the Limits hook sees the heap grow soon enough.
const reserveFree = 1 << 20

// SetMemoryLimit sets the heap size, in bytes, past which Reserve refuses
// an allocation (0: DefaultMemoryLimit).
func (m *Machine) SetMemoryLimit(bytes uint64) { m.memLimit = bytes }

// MemoryLimit returns the heap size past which Reserve refuses an
// allocation.
func (m *Machine) MemoryLimit() uint64 {
	if m.memLimit == 0 {
		return DefaultMemoryLimit
	}
	return m.memLimit
}

// Reserve checks, before a built-in makes an allocation whose size a
// program chose (tab/1's count, a format column, length/2's length),
// that n items of size bytes each fit under the memory limit beside
// what the heap holds; if not, even after a collection, it returns
// resource_error(memory), so that the program gets an error instead of
// the process being killed for want of memory.
func (m *Machine) Reserve(n, size int64) error {
	if n <= 0 || size <= 0 {
		return nil
	}
	limit := m.MemoryLimit()
	if uint64(n) > limit/uint64(size) {
		return ResourceError("memory")
	}
	bytes := uint64(n) * uint64(size)
	if bytes < reserveFree {
		return nil
	}
	if HeapBytes()+bytes <= limit {
		return nil
	}
	runtime.GC()
	if HeapBytes()+bytes <= limit {
		return nil
	}
	return ResourceError("memory")
}

// HeapBytes returns the bytes of live and not yet swept heap objects.
func HeapBytes() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// PollError carries the error Poll returned to an input that was waiting
// for data when its query was interrupted or stopped (see package
// prolog's user_input): the read built-ins return Err unchanged, so that
// the query ends as a check between inferences would have ended it.
type PollError struct{ Err error }

func (e *PollError) Error() string { return e.Err.Error() }

// Unwrap returns the error Poll returned.
func (e *PollError) Unwrap() error { return e.Err }

// PolledError returns the error a read built-in raises for a read error
// err: Poll's error when err is a PollError, otherwise nil.
func PolledError(err error) error {
	var pe *PollError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return nil
}
