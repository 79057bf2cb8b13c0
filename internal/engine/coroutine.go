package engine

// Attributed variables: binding a variable that has attributes queues a
// wake-up; after the unification that caused it completes, the machine
// calls '$wakeup'(Wakeups) (defined by the coroutining library) with a list
// of wake(Attributes, Value) terms, before the rest of the continuation.

type wakeup struct {
	v     *Var
	value Term
}

var (
	atomWakeup = Intern("$wakeup")
	atomWake   = Intern("wake")
)

func (m *Machine) wake(v *Var, value Term) {
	m.wakeups = append(m.wakeups, wakeup{v, value})
}

// flushWakeups turns queued wake-ups into a pending '$wakeup'/1 goal.
func (m *Machine) flushWakeups() {
	ws := make([]Term, len(m.wakeups))
	for i, w := range m.wakeups {
		ws[i] = NewCompound(atomWake, w.v.attrs, w.value)
	}
	m.wakeups = m.wakeups[:0]
	m.pending = append(m.pending, pendingGoal{goal: NewCompound(atomWakeup, List(ws...))})
}
