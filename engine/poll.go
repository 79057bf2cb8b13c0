package engine

// Poll makes the checks that the solver makes every few thousand
// inferences: whether Interrupt was called (Ctrl-C, a cancelled query) and
// what the Limits hook says. A built-in that waits without making
// inferences, such as sleep/1, calls it now and then so that it can be
// interrupted like a running goal; it returns the error that ends the
// wait ('$aborted', or the Limits hook's error), or nil.
func (m *Machine) Poll() error {
	return m.check()
}
