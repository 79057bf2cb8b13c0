// Command wamproto measures what the term store of issue 4 could reach:
// naive reverse of a 30-element list, 496 logical inferences per call, on
// a minimal Warren Abstract Machine whose terms are tagged 64-bit cells in
// one Go slice (the heap), so that building a list cell is two stores and
// an index bump instead of a Go allocation.
//
// It is a measurement, not part of goprolog: app/3 and nrev/2 are compiled
// by hand into WAM instructions, there is one predicate shape (first
// argument [] or a list cell, so no choicepoints and no trail), and the
// heap is reset between calls as backtracking would reset it. What it
// leaves out (trailing, choicepoints, interrupt checks, a collector) a
// full engine pays for; what it keeps (an instruction loop, argument
// registers, dereferencing, environments) is what goprolog's engine does
// today on Go objects. docs/termstore.md has the measurements.
//
//	go run ./bench/wamproto [calls]
package main

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

// cell is a tagged word: the tag in the low bits, a heap index or a
// value above them. An unbound variable is a tagRef cell that refers to
// itself.
type cell uint64

const (
	tagRef  = 0
	tagInt  = 1
	tagAtom = 2
	tagList = 3 // the index of two heap cells, head and tail
	tagBits = 2
	tagMask = 1<<tagBits - 1
)

func mk(tag, v uint64) cell { return cell(v<<tagBits | tag) }
func (c cell) tag() uint64  { return uint64(c) & tagMask }
func (c cell) val() uint64  { return uint64(c) >> tagBits }

var atomNil = mk(tagAtom, 0)

type opcode uint8

const (
	opSwitchList opcode = iota // A[a] a list cell: go to target; else fall through
	opGetNil                   // A[a] = []
	opGetList                  // A[a] a list cell (read mode) or unbound (write mode)
	opUnifyVarX                // X[x] = the next argument of the cell
	opUnifyValX                // the next argument = X[x]
	opUnifyValY                // the next argument = Y[y]
	opUnifyNil                 // the next argument = []
	opGetValA                  // A[a] = A[b]
	opGetVarY                  // Y[y] := A[a]
	opPutVarY                  // Y[y] := A[a] := a new variable
	opPutValY                  // A[a] := Y[y]
	opMoveX                    // A[a] := X[x]
	opPutList                  // A[a] := a new list cell, write mode
	opAllocate
	opDeallocate
	opCall
	opExecute
	opProceed
)

type instr struct {
	op      opcode
	a, b, x int
	target  int
}

type frame struct {
	cp int
	y  [3]cell
}

type machine struct {
	heap       []cell
	h          int
	A, X       [4]cell
	stack      []frame
	code       []instr
	inferences int
}

func (m *machine) newVar() cell {
	c := mk(tagRef, uint64(m.h))
	m.heap[m.h] = c
	m.h++
	return c
}

func (m *machine) deref(c cell) cell {
	for c.tag() == tagRef {
		v := m.heap[c.val()]
		if v == c {
			break
		}
		c = v
	}
	return c
}

// unify handles what nrev needs: variables, constants and list cells.
func (m *machine) unify(a, b cell) bool {
	a, b = m.deref(a), m.deref(b)
	switch {
	case a == b:
		return true
	case a.tag() == tagRef:
		m.heap[a.val()] = b
		return true
	case b.tag() == tagRef:
		m.heap[b.val()] = a
		return true
	case a.tag() == tagList && b.tag() == tagList:
		return m.unify(m.heap[a.val()], m.heap[b.val()]) && m.unify(m.heap[a.val()+1], m.heap[b.val()+1])
	}
	return false
}

// run executes from pc until the outermost proceed.
func (m *machine) run(pc int) bool {
	code := m.code
	s, write, cp := 0, false, -1
	for {
		in := &code[pc]
		pc++
		switch in.op {
		case opSwitchList:
			if m.deref(m.A[in.a]).tag() == tagList {
				pc = in.target
			}
		case opGetNil:
			switch c := m.deref(m.A[in.a]); {
			case c.tag() == tagRef:
				m.heap[c.val()] = atomNil
			case c != atomNil:
				return false
			}
		case opGetList:
			switch c := m.deref(m.A[in.a]); c.tag() {
			case tagList:
				s, write = int(c.val()), false
			case tagRef:
				s, write = m.h, true
				m.h += 2
				m.heap[c.val()] = mk(tagList, uint64(s))
			default:
				return false
			}
		case opUnifyVarX:
			if write {
				m.heap[s] = mk(tagRef, uint64(s))
			}
			m.X[in.x] = m.heap[s]
			s++
		case opUnifyValX, opUnifyValY, opUnifyNil:
			var v cell
			switch in.op {
			case opUnifyValX:
				v = m.X[in.x]
			case opUnifyValY:
				v = m.stack[len(m.stack)-1].y[in.x]
			default:
				v = atomNil
			}
			if write {
				m.heap[s] = v
			} else if !m.unify(v, m.heap[s]) {
				return false
			}
			s++
		case opGetValA:
			if !m.unify(m.A[in.a], m.A[in.b]) {
				return false
			}
		case opGetVarY:
			m.stack[len(m.stack)-1].y[in.x] = m.A[in.a]
		case opPutVarY:
			v := m.newVar()
			m.stack[len(m.stack)-1].y[in.x], m.A[in.a] = v, v
		case opPutValY:
			m.A[in.a] = m.stack[len(m.stack)-1].y[in.x]
		case opMoveX:
			m.A[in.a] = m.X[in.x]
		case opPutList:
			s, write = m.h, true
			m.h += 2
			m.A[in.a] = mk(tagList, uint64(s))
		case opAllocate:
			m.stack = append(m.stack, frame{cp: cp})
		case opDeallocate:
			cp = m.stack[len(m.stack)-1].cp
			m.stack = m.stack[:len(m.stack)-1]
		case opCall:
			m.inferences++
			cp, pc = pc, in.target
		case opExecute:
			m.inferences++
			pc = in.target
		case opProceed:
			if cp < 0 {
				return true
			}
			pc = cp // deallocate has restored the caller's cp
		}
	}
}

// program returns app/3 and nrev/2, and nrev's entry point:
//
//	app([], L, L).
//	app([H|T], L, [H|R]) :- app(T, L, R).
//	nrev([], []).
//	nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).
func program() ([]instr, int) {
	const app, appList, nrev, nrevList = 0, 4, 13, 17
	code := []instr{
		app:      {op: opSwitchList, a: 0, target: appList},
		1:        {op: opGetNil, a: 0},
		2:        {op: opGetValA, a: 1, b: 2},
		3:        {op: opProceed},
		appList:  {op: opGetList, a: 0},
		5:        {op: opUnifyVarX, x: 0}, // H
		6:        {op: opUnifyVarX, x: 1}, // T
		7:        {op: opGetList, a: 2},
		8:        {op: opUnifyValX, x: 0}, // H
		9:        {op: opUnifyVarX, x: 2}, // R
		10:       {op: opMoveX, a: 0, x: 1},
		11:       {op: opMoveX, a: 2, x: 2},
		12:       {op: opExecute, target: app},
		nrev:     {op: opSwitchList, a: 0, target: nrevList},
		14:       {op: opGetNil, a: 0},
		15:       {op: opGetNil, a: 1},
		16:       {op: opProceed},
		nrevList: {op: opAllocate},
		18:       {op: opGetVarY, a: 1, x: 0}, // Y0 = R
		19:       {op: opGetList, a: 0},
		20:       {op: opUnifyVarX, x: 0}, // H
		21:       {op: opUnifyVarX, x: 1}, // T
		22:       {op: opMoveX, a: 3, x: 0},
		23:       {op: opGetVarY, a: 3, x: 1}, // Y1 = H
		24:       {op: opMoveX, a: 0, x: 1},   // A0 = T
		25:       {op: opPutVarY, a: 1, x: 2}, // A1 = Y2 = RT
		26:       {op: opCall, target: nrev},
		27:       {op: opPutValY, a: 0, x: 2}, // A0 = RT
		28:       {op: opPutList, a: 1},       // A1 = [H]
		29:       {op: opUnifyValY, x: 1},
		30:       {op: opUnifyNil},
		31:       {op: opPutValY, a: 2, x: 0}, // A2 = R
		32:       {op: opDeallocate},
		33:       {op: opExecute, target: app},
	}
	return code, nrev
}

// bench runs nrev on the list 1..30 calls times, resetting the heap
// between calls, and returns the last result as Go integers.
func bench(calls int) (result []uint64, inferences int, elapsed time.Duration) {
	code, nrev := program()
	m := &machine{heap: make([]cell, 1<<16), code: code}
	list := atomNil
	for i := 30; i >= 1; i-- {
		m.heap[m.h], m.heap[m.h+1] = mk(tagInt, uint64(i)), list
		list = mk(tagList, uint64(m.h))
		m.h += 2
	}
	base := m.h
	var r cell
	start := time.Now()
	for range calls {
		m.h, m.stack = base, m.stack[:0]
		r = m.newVar()
		m.A[0], m.A[1] = list, r
		m.inferences++
		if !m.run(nrev) {
			panic("nrev failed")
		}
	}
	elapsed = time.Since(start)
	for c := m.deref(r); c.tag() == tagList; c = m.deref(m.heap[c.val()+1]) {
		result = append(result, m.deref(m.heap[c.val()]).val())
	}
	return result, m.inferences, elapsed
}

func main() {
	calls := 60000
	if len(os.Args) > 1 {
		n, err := strconv.Atoi(os.Args[1])
		if err != nil || n < 1 {
			fmt.Fprintln(os.Stderr, "usage: wamproto [calls]")
			os.Exit(2)
		}
		calls = n
	}
	r, inf, el := bench(calls)
	fmt.Printf("%d %d %d\n", r[0], r[1], r[len(r)-1])
	fmt.Printf("%d inferences in %.3f s: %.1f M LIPS\n", inf, el.Seconds(), float64(inf)/el.Seconds()/1e6)
}
