package wam

import (
	"math/big"

	"github.com/goprolog/goprolog/engine"
)

// atomIndex returns a's index in the machine's atom table, adding it.
func (m *Machine) atomIndex(a *engine.Atom) int {
	if i, ok := m.atomIdx[a]; ok {
		return i
	}
	m.atomIdx[a] = len(m.atoms)
	m.atoms = append(m.atoms, a)
	return len(m.atoms) - 1
}

// functorIndex returns f's index in the machine's functor table, adding
// it.
func (m *Machine) functorIndex(f functor) int {
	if i, ok := m.funIdx[f]; ok {
		return i
	}
	m.funIdx[f] = len(m.functors)
	m.functors = append(m.functors, f)
	return len(m.functors) - 1
}

// constCell returns the cell of an atomic engine term.
func (m *Machine) constCell(t engine.Term) cell {
	switch x := t.(type) {
	case *engine.Atom:
		return mkAtom(m.atomIndex(x))
	case engine.Int:
		if int64(x) <= maxSmall && int64(x) >= minSmall {
			return mkInt(int64(x))
		}
	}
	m.boxes = append(m.boxes, t)
	return mkBox(len(m.boxes) - 1)
}

// boxEqual compares two boxed constants.
func (m *Machine) boxEqual(a, b cell) bool {
	x, y := m.boxes[a.val()], m.boxes[b.val()]
	switch x := x.(type) {
	case engine.Float:
		y, ok := y.(engine.Float)
		return ok && x == y
	case engine.String:
		y, ok := y.(engine.String)
		return ok && x == y
	case *engine.BigInt:
		y, ok := y.(*engine.BigInt)
		return ok && x.Big().Cmp(y.Big()) == 0
	}
	return false
}

// grow makes room for n more heap cells.
func (m *Machine) grow(n int) {
	if m.h+n <= len(m.heap) {
		return
	}
	size := max(2*len(m.heap), m.h+n, 1<<16)
	heap := make([]cell, size)
	copy(heap, m.heap[:m.h])
	m.heap = heap
}

// putTerm copies an engine term onto the heap and returns its cell. vars
// maps the engine's variables to the heap cells made for them.
func (m *Machine) putTerm(t engine.Term, vars map[*engine.Var]cell) cell {
	type job struct {
		t   engine.Term
		dst int // heap index to fill, or -1 for the result
	}
	var out cell
	jobs := []job{{t, -1}}
	for len(jobs) > 0 {
		j := jobs[len(jobs)-1]
		jobs = jobs[:len(jobs)-1]
		var c cell
		switch x := engine.Deref(j.t).(type) {
		case *engine.Var:
			v, ok := vars[x]
			if !ok {
				m.grow(1)
				v = mkRef(m.h)
				m.heap[m.h] = v
				m.h++
				vars[x] = v
			}
			c = v
		case *engine.Compound:
			n := len(x.Args)
			if x.Name == engine.AtomDot && n == 2 {
				m.grow(2)
				c = mkList(m.h)
				m.h += 2
				jobs = append(jobs, job{x.Args[1], c.val() + 1}, job{x.Args[0], c.val()})
				break
			}
			m.grow(n + 1)
			c = mkStr(m.h)
			m.heap[m.h] = mkFun(m.functorIndex(functor{x.Name, n}))
			m.h += n + 1
			for k := n - 1; k >= 0; k-- {
				jobs = append(jobs, job{x.Args[k], c.val() + 1 + k})
			}
		case *engine.BigInt:
			c = m.constCell(engine.MakeBig(x.Big()))
		default:
			c = m.constCell(x)
		}
		if j.dst < 0 {
			out = c
		} else {
			m.heap[j.dst] = c
		}
	}
	return out
}

// termOf copies the term at c out of the heap as an engine term. Unbound
// variables become engine variables, the same one for the same cell.
func (m *Machine) termOf(c cell) engine.Term {
	return m.termOfVars(c, map[int]*engine.Var{})
}

func (m *Machine) termOfVars(c cell, vars map[int]*engine.Var) engine.Term {
	type job struct {
		c   cell
		dst *engine.Term
	}
	var out engine.Term
	jobs := []job{{c, &out}}
	for len(jobs) > 0 {
		j := jobs[len(jobs)-1]
		jobs = jobs[:len(jobs)-1]
		c := m.deref(j.c)
		switch c.tag() {
		case tagRef:
			v, ok := vars[c.val()]
			if !ok {
				v = m.NewVar()
				vars[c.val()] = v
			}
			*j.dst = v
		case tagAtom:
			*j.dst = m.atoms[c.val()]
		case tagInt:
			*j.dst = engine.MakeInt(c.intVal())
		case tagBox:
			t := m.boxes[c.val()]
			if b, ok := t.(*engine.BigInt); ok {
				t = engine.MakeBig(new(big.Int).Set(b.Big()))
			}
			*j.dst = t
		case tagList:
			x := engine.Cons(nil, nil)
			*j.dst = x
			jobs = append(jobs, job{mkRef(c.val() + 1), &x.Args[1]}, job{mkRef(c.val()), &x.Args[0]})
		case tagStr:
			f := m.functors[m.heap[c.val()].val()]
			x := engine.NewCompoundN(f.name, f.arity)
			*j.dst = x
			for k := f.arity - 1; k >= 0; k-- {
				jobs = append(jobs, job{mkRef(c.val() + 1 + k), &x.Args[k]})
			}
		}
	}
	return out
}
