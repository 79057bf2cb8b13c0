package prolog

// WithGCStress makes the interpreter's cores collect their heap at every
// call after it grew, overwriting what each collection frees, for tests
// of what the collector keeps.
func WithGCStress() Option { return func(c *config) { c.gcStress = true } }
