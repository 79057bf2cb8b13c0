package wam

// Output on the heap: format/1,2 of a plain format (see formatPlain),
// write/1, writeln/1 and nl/0, when what they write is an integer, an
// atom or a string, which are written as their text. The text goes to
// the engine's current output through Machine.Output; a term to write,
// and output to a stream named by an argument, go to the engine's
// built-ins. A student's program prints in its loops, and copying each
// call's arguments to the engine cost more than writing them. The calls
// count as effects, as every output does (see Machine.Effects).

// formatOutput runs format(F) (withArgs false) and format(F, Args) with
// a plain format (see formatPlain): its text goes to the current output.
func formatOutput(withArgs bool) func(m *Machine) (ok, done bool) {
	return func(m *Machine) (ok, done bool) {
		list := nilCell
		if withArgs {
			list = m.regs[1]
		}
		if m.Output == nil {
			return false, false
		}
		text, ok := m.formatPlain(m.regs[0], list)
		if !ok {
			return false, false
		}
		m.Effects++
		m.nativeErr = m.Output(text)
		return true, true
	}
}

// writeOutput runs write(X) and, with nl, writeln(X), when X is an
// integer, an atom or a string.
func writeOutput(nl bool) func(m *Machine) (ok, done bool) {
	return func(m *Machine) (ok, done bool) {
		if m.Output == nil {
			return false, false
		}
		buf, ok := m.appendPlain(m.formatBuf[:0], 'w', m.deref(m.regs[0]))
		if !ok {
			return false, false
		}
		if nl {
			buf = append(buf, '\n')
		}
		m.formatBuf = buf[:0]
		m.Effects++
		m.nativeErr = m.Output(string(buf))
		return true, true
	}
}

// nl0 runs nl/0.
func (m *Machine) nl0() (ok, done bool) {
	if m.Output == nil {
		return false, false
	}
	m.Effects++
	m.nativeErr = m.Output("\n")
	return true, true
}
