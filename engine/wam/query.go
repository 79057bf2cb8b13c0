package wam

import (
	"github.com/goprolog/goprolog/engine"
)

// Query is a goal being run: Next finds its solutions one by one.
type Query struct {
	m     *Machine
	vars  []*engine.Var
	base  int // choicepoints below the query's
	entry int // code index of the call of the query's goal
	done  bool
	begun bool
	// names holds the engine variables made for the unbound variables
	// of the current solution, so that Value gives one for each.
	names map[int]*engine.Var
}

// Query compiles goal and prepares to run it. A machine runs one query
// at a time: Close the previous one first.
func (m *Machine) Query(goal engine.Term) (*Query, error) {
	vars := termVars(goal)
	name := engine.Intern("$wam_query")
	fn := functor{name, len(vars)}
	if p := m.preds[fn]; p != nil {
		*p = pred{fn: fn}
	}
	head := engine.Term(name)
	if len(vars) > 0 {
		head = engine.NewCompound(name, vars...)
	}
	if err := m.AddClause(engine.NewCompound(atomNeck, head, goal)); err != nil {
		return nil, err
	}
	m.preds[fn].aux = true
	q := &Query{m: m, base: len(m.choices), entry: len(m.code)}
	for _, v := range vars {
		q.vars = append(q.vars, v.(*engine.Var))
	}
	m.code = append(m.code, instr{op: opExecute, p: m.preds[fn], a: len(vars)})
	m.grow(len(vars) + m.margin)
	m.roots = m.roots[:0]
	for i := range vars {
		c := mkRef(m.h)
		m.heap[m.h] = c
		m.h++
		m.regs[i] = c
		m.roots = append(m.roots, c)
	}
	return q, nil
}

// Next finds the next solution: false when there is none left.
func (q *Query) Next() (bool, error) {
	if q.done {
		return false, nil
	}
	m := q.m
	q.names = nil
	pc := -1
	if !q.begun {
		q.begun = true
		m.e, m.cp = 0, 0
		pc = q.entry
	}
	ok, err := m.run(pc, q.base)
	if !ok || err != nil {
		q.Close()
	}
	return ok, err
}

// Value returns the value of the goal's variable v in the current
// solution, as an engine term.
func (q *Query) Value(v *engine.Var) engine.Term {
	for i, x := range q.vars {
		if x == v {
			if q.names == nil {
				q.names = map[int]*engine.Var{}
			}
			return q.m.termOfVars(q.m.roots[i], q.names)
		}
	}
	return v
}

// Close abandons the query's remaining solutions and frees what it made.
func (q *Query) Close() {
	if q.done {
		return
	}
	q.done = true
	m := q.m
	m.undoTrail(0)
	m.cutTo(q.base)
	m.roots = m.roots[:0]
	// Nothing outlives a query on the heap: clauses are code, whose
	// constants are atoms, integers and boxes, never heap references.
	m.h = 0
}
