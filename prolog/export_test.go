package prolog

import "github.com/goprolog/goprolog/internal/engine"

// WithGCStress makes the interpreter's cores collect their heap at every
// call after it grew, overwriting what each collection frees, for tests
// of what the collector keeps.
func WithGCStress() Option { return func(c *config) { c.gcStress = true } }

// SolverUse returns what the engine's solver did for the interpreter's
// WAM cores (see engine.SolverUse).
func SolverUse(i *Interpreter) engine.SolverUse { return i.m.SolverUse() }
