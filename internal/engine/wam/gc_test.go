package wam

import (
	"fmt"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// gcBuilder writes cells on a test machine's heap by hand.
type gcBuilder struct {
	m   *Machine
	top int // the first free stack index
}

// newGCMachine returns a machine with a heap of n cells, the root frame
// at stack index 0, and [] as atom 0.
func newGCMachine(n int) (*Machine, *gcBuilder) {
	m := &Machine{
		heap:    make([]cell, n),
		stack:   make([]cell, 64),
		NewVar:  func() *engine.Var { return new(engine.Var) },
		atomIdx: map[*engine.Atom]int{},
		funIdx:  map[functor]int{},
		// See needCollect.
		boxGCAt:   gcMinBoxes,
		trailGCAt: gcMinTrail,
	}
	m.atomIndex(engine.AtomNil)
	m.stack[frameCE] = mkInt(0)
	m.stack[frameN] = mkInt(0)
	return m, &gcBuilder{m: m, top: frameY}
}

func (b *gcBuilder) push(c cell) int {
	i := b.m.h
	b.m.heap[i] = c
	b.m.h++
	return i
}

// v pushes an unbound variable and returns a reference to it.
func (b *gcBuilder) v() cell { i := b.m.h; b.push(mkRef(i)); return mkRef(i) }

// junk pushes n cells that nothing will refer to; some look like
// variables and pointers into the live data, as dead cells do.
func (b *gcBuilder) junk(n int) {
	for k := 0; k < n; k++ {
		switch k % 3 {
		case 0:
			b.v()
		case 1:
			b.push(mkInt(-1))
		default:
			b.push(mkRef(0))
		}
	}
}

func (b *gcBuilder) list(head, tail cell) cell {
	i := b.push(head)
	b.push(tail)
	return mkList(i)
}

func (b *gcBuilder) str(name string, args ...cell) cell {
	i := b.push(mkFun(b.m.functorIndex(functor{engine.Intern(name), len(args)})))
	for _, a := range args {
		b.push(a)
	}
	return mkStr(i)
}

func (b *gcBuilder) atom(name string) cell {
	b.m.atoms = append(b.m.atoms, engine.Intern(name))
	return mkAtom(len(b.m.atoms) - 1)
}

// bind binds the variable v refers to.
func (b *gcBuilder) bind(v, t cell) { b.m.heap[v.val()] = t }

// frame pushes an environment frame whose caller is ce, and returns its
// index.
func (b *gcBuilder) frame(ce int, ys ...cell) int {
	m := b.m
	e := b.top
	m.stack[e+frameCE] = mkInt(int64(ce))
	m.stack[e+frameN] = mkInt(int64(len(ys)))
	copy(m.stack[e+frameY:], ys)
	b.top = e + frameY + len(ys)
	return e
}

// gcShow renders terms with a shared numbering of variables by first
// occurrence, so that the same terms at other heap indices render alike
// and a variable shared between two of them shows as shared.
type gcShow struct {
	m    *Machine
	vars map[int]int
	sb   strings.Builder
	left int // cells still to render: a broken heap may hold cycles
}

func (s *gcShow) deref(c cell) cell {
	for c.tag() == tagRef && s.m.heap[c.val()] != c && s.left > 0 {
		s.left--
		c = s.m.heap[c.val()]
	}
	return c
}

func (s *gcShow) term(c cell) {
	if s.left--; s.left < 0 {
		s.sb.WriteString("...")
		return
	}
	c = s.deref(c)
	switch c.tag() {
	case tagRef:
		n, ok := s.vars[c.val()]
		if !ok {
			n = len(s.vars)
			s.vars[c.val()] = n
		}
		fmt.Fprintf(&s.sb, "_%d", n)
	case tagAtom:
		if c == gcPoison {
			s.sb.WriteString("FREED")
			return
		}
		s.sb.WriteString(s.m.atoms[c.val()].Name)
	case tagInt:
		fmt.Fprint(&s.sb, c.intVal())
	case tagBox:
		if c.val() >= len(s.m.boxes) || s.m.boxes[c.val()] == nil {
			fmt.Fprintf(&s.sb, "BADBOX(%d)", c.val())
			return
		}
		s.sb.WriteString(engine.Format(s.m.boxes[c.val()], engine.WriteOptions{Quoted: true}))
	case tagStr:
		if s.m.heap[c.val()].tag() != tagFun {
			s.sb.WriteString("NOFUNCTOR")
			return
		}
		f := s.m.functors[s.m.heap[c.val()].val()]
		s.sb.WriteString(f.name.Name + "(")
		for k := 1; k <= f.arity; k++ {
			if k > 1 {
				s.sb.WriteByte(',')
			}
			s.term(s.m.heap[c.val()+k])
		}
		s.sb.WriteByte(')')
	case tagList:
		// The tail in a loop: lists may be long.
		s.sb.WriteByte('[')
		for s.left > 0 {
			s.left--
			s.term(s.m.heap[c.val()])
			c = s.deref(s.m.heap[c.val()+1])
			if c.tag() != tagList {
				break
			}
			s.sb.WriteByte(',')
		}
		if c != nilCell {
			s.sb.WriteByte('|')
			s.term(c)
		}
		s.sb.WriteByte(']')
	default:
		fmt.Fprintf(&s.sb, "?%x", uint64(c))
	}
}

// gcRender renders every root of m, by kind, and the variables at the
// heap indices in trailed.
func gcRender(m *Machine, nregs int, trailed ...int) string {
	s := &gcShow{m: m, vars: map[int]int{}, left: 10000}
	terms := func(kind string, cs []cell) {
		s.sb.WriteString(kind + ":")
		for _, c := range cs {
			s.sb.WriteByte(' ')
			s.term(c)
		}
		s.sb.WriteString("\n")
	}
	terms("regs", m.regs[:nregs])
	seen := map[int]bool{}
	chain := func(e int) {
		for !seen[e] {
			seen[e] = true
			n := int(m.stack[e+frameN].intVal())
			terms(fmt.Sprintf("frame %d", e), m.stack[e+frameY:e+frameY+n])
			e = int(m.stack[e+frameCE].intVal())
		}
	}
	chain(m.e)
	for _, cp := range m.choices {
		chain(cp.e)
	}
	terms("saved", m.saved)
	terms("roots", m.roots)
	for _, i := range trailed {
		terms("trailed", []cell{mkRef(i)})
	}
	return s.sb.String()
}

// gcCollect runs a collection, then overwrites the cells it freed, so
// that a root left pointing at a cell's old index renders as garbage,
// and checks the heap.
func gcCollect(t *testing.T, m *Machine, nregs int) {
	t.Helper()
	h := m.h
	m.collect(nregs)
	for i := m.h; i < h; i++ {
		m.heap[i] = gcPoison
	}
	gcCheckHeap(t, m)
}

// gcPoison fills freed cells: an atom that is in no atom table.
const gcPoison = stressPoison

// gcCheckHeap fails unless every pointer in heap[:h] is inside it and
// every structure starts with a functor cell.
func gcCheckHeap(t *testing.T, m *Machine) {
	t.Helper()
	for i, c := range m.heap[:m.h] {
		if isPointer(c) && c.val() >= m.h {
			t.Fatalf("heap[%d] = %x points at %d, above h = %d", i, uint64(c), c.val(), m.h)
		}
		if c.tag() == tagStr && m.heap[c.val()].tag() != tagFun {
			t.Fatalf("heap[%d] points at %d, which is no functor cell", i, c.val())
		}
	}
}

func TestGCRoots(t *testing.T) {
	tests := []struct {
		name  string
		nregs int
		build func(b *gcBuilder) // sets the roots
		live  int
		want  string // the rendering of the roots, before and after
	}{
		{
			name:  "variable in a register",
			nregs: 1,
			build: func(b *gcBuilder) {
				b.junk(5)
				b.m.regs[0] = b.v()
				b.junk(3)
			},
			live: 1,
			want: "regs: _0\nframe 0:\nsaved:\nroots:\n",
		},
		{
			name:  "list with garbage between its cells",
			nregs: 1,
			build: func(b *gcBuilder) {
				tail := b.v()
				b.junk(4)
				l := b.list(mkInt(2), tail)
				b.junk(7)
				b.m.regs[0] = b.list(mkInt(1), l)
				b.junk(2)
			},
			live: 5,
			want: "regs: [1,2|_0]\nframe 0:\nsaved:\nroots:\n",
		},
		{
			name:  "shared variables stay shared",
			nregs: 2,
			build: func(b *gcBuilder) {
				x := b.v()
				b.junk(3)
				y := b.v()
				g := b.str("g", x, y)
				b.junk(3)
				b.m.regs[0] = b.str("f", x, g, x)
				b.m.regs[1] = y
			},
			live: 2 + 3 + 4,
			want: "regs: f(_0,g(_0,_1),_0) _1\nframe 0:\nsaved:\nroots:\n",
		},
		{
			name:  "chain of bound variables",
			nregs: 1,
			build: func(b *gcBuilder) {
				a := b.v()
				b.junk(2)
				bv := b.v()
				b.junk(2)
				c := b.v()
				b.bind(c, bv)
				b.bind(bv, a)
				b.bind(a, b.str("h", b.atom("x")))
				b.m.regs[0] = c
			},
			live: 3 + 2,
			want: "regs: h(x)\nframe 0:\nsaved:\nroots:\n",
		},
		{
			name:  "reference into a structure keeps one argument",
			nregs: 2,
			build: func(b *gcBuilder) {
				s := b.str("f", b.atom("a"), mkRef(b.m.h+2), mkInt(3))
				b.junk(4)
				b.m.regs[0] = mkRef(s.val() + 2) // the variable
				b.m.regs[1] = mkRef(s.val() + 3) // 3
			},
			live: 2,
			want: "regs: _0 3\nframe 0:\nsaved:\nroots:\n",
		},
		{
			name:  "reference to a list's tail",
			nregs: 1,
			build: func(b *gcBuilder) {
				l := b.list(b.atom("dead"), b.list(mkInt(9), nilCell))
				b.junk(1)
				b.m.regs[0] = mkRef(l.val() + 1)
			},
			live: 3,
			want: "regs: [9]\nframe 0:\nsaved:\nroots:\n",
		},
		{
			name:  "one structure from two roots",
			nregs: 1,
			build: func(b *gcBuilder) {
				b.junk(3)
				s := b.str("p", b.v(), mkInt(1))
				b.junk(3)
				b.m.regs[0] = s
				b.m.roots = []cell{s, b.list(s, s)}
			},
			live: 1 + 3 + 2,
			want: "regs: p(_0,1)\nframe 0:\nsaved:\nroots: p(_0,1) [p(_0,1)|p(_0,1)]\n",
		},
		{
			name:  "registers above nregs are not roots",
			nregs: 1,
			build: func(b *gcBuilder) {
				b.m.regs[0] = b.str("k", b.atom("a"))
				b.m.regs[1] = b.str("dead", b.v(), b.v())
			},
			live: 2,
			want: "regs: k(a)\nframe 0:\nsaved:\nroots:\n",
		},
		{
			name:  "permanent variables of the current frames",
			nregs: 0,
			build: func(b *gcBuilder) {
				b.junk(2)
				x := b.v()
				b.junk(2)
				e1 := b.frame(0, b.str("s", x), b.atom("c"))
				b.junk(2)
				b.frame(e1, b.str("gone", b.v())) // on no chain
				b.m.e = b.frame(e1, x, b.list(x, nilCell))
			},
			live: 1 + 2 + 2,
			want: "regs:\nframe 12: _0 [_0]\nframe 3: s(_0) c\nframe 0:\nsaved:\nroots:\n",
		},
		{
			name:  "saved registers and Go roots",
			nregs: 0,
			build: func(b *gcBuilder) {
				x := b.v()
				b.junk(5)
				b.m.saved = []cell{b.str("q", x), mkInt(4), b.atom("z")}
				b.junk(5)
				b.m.roots = []cell{x, b.v()}
				b.junk(5)
			},
			live: 1 + 2 + 1,
			want: "regs:\nframe 0:\nsaved: q(_0) 4 z\nroots: _0 _1\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, b := newGCMachine(1000)
			tt.build(b)
			before := gcRender(m, tt.nregs)
			if before != tt.want {
				t.Fatalf("before: got\n%s\nwant\n%s", before, tt.want)
			}
			h := m.h
			gcCollect(t, m, tt.nregs)
			if m.h != tt.live {
				t.Errorf("h = %d, want %d live cells (of %d)", m.h, tt.live, h)
			}
			if after := gcRender(m, tt.nregs); after != before {
				t.Errorf("after: got\n%s\nwant\n%s", after, before)
			}
			if m.gcRuns != 1 || m.gcAt != m.h+gcMinCells {
				t.Errorf("gcRuns = %d, gcAt = %d, want 1, %d", m.gcRuns, m.gcAt, m.h+gcMinCells)
			}
		})
	}
}

func TestGCCycle(t *testing.T) {
	// X = f(X, Y): marking must stop at cells it has marked.
	m, b := newGCMachine(100)
	b.junk(3)
	x := b.v()
	b.junk(3)
	y := b.v()
	b.bind(x, b.str("f", x, y))
	b.junk(3)
	m.regs[0] = x
	gcCollect(t, m, 1)
	if m.h != 5 {
		t.Fatalf("h = %d, want 5", m.h)
	}
	want := []cell{mkStr(2), mkRef(1), mkFun(0), mkRef(0), mkRef(1)}
	for i, c := range want {
		if m.heap[i] != c {
			t.Errorf("heap[%d] = %x, want %x", i, uint64(m.heap[i]), uint64(c))
		}
	}
	if m.regs[0] != mkRef(0) {
		t.Errorf("regs[0] = %x, want a reference to 0", uint64(m.regs[0]))
	}
}

func TestGCChoicepoints(t *testing.T) {
	m, b := newGCMachine(100)
	b.junk(1)     // 0
	a := b.v()    // 1: live, reached from D
	dead := b.v() // 2: dead, trailed
	bv := b.v()   // 3: dead, trailed
	c := b.v()    // 4: live, trailed
	m.choices = append(m.choices, choicepoint{h: m.h, tr: 0})
	b.bind(bv, mkInt(1))
	b.bind(c, b.atom("foo"))
	m.trail = append(m.trail, trailEntry{bv.val(), bv}, trailEntry{c.val(), c})
	b.junk(1)  // 5
	d := b.v() // 6: live, trailed
	b.junk(1)  // 7
	m.choices = append(m.choices, choicepoint{h: m.h, tr: len(m.trail)})
	b.bind(d, a)
	b.bind(a, mkInt(2))
	b.bind(dead, mkInt(3))
	m.trail = append(m.trail, trailEntry{d.val(), d}, trailEntry{a.val(), a}, trailEntry{dead.val(), dead})
	b.junk(1)  // 8
	e := b.v() // 9: live
	m.choices = append(m.choices, choicepoint{h: m.h, tr: len(m.trail)})
	m.saved = []cell{c}
	m.regs[0], m.regs[1] = d, e
	before := gcRender(m, 2, c.val(), d.val(), a.val())

	gcCollect(t, m, 2)
	if m.h != 4 {
		t.Errorf("h = %d, want 4", m.h)
	}
	var trailed []int
	for _, e := range m.trail {
		if !e.bound() {
			t.Errorf("trail entry %v restores a value, not a variable", e)
		}
		trailed = append(trailed, e.i)
	}
	if after := gcRender(m, 2, trailed...); after != before {
		t.Errorf("after: got\n%s\nwant\n%s", after, before)
	}
	// 1, 4, 6 and 9 live, at 0, 1, 2 and 3.
	if want := []int{1, 2, 0}; fmt.Sprint(trailed) != fmt.Sprint(want) {
		t.Errorf("trail = %v, want %v", m.trail, want)
	}
	for k, want := range []struct{ h, tr int }{{2, 0}, {3, 1}, {4, 3}} {
		if cp := m.choices[k]; cp.h != want.h || cp.tr != want.tr {
			t.Errorf("choicepoint %d: h = %d, tr = %d, want %d, %d", k, cp.h, cp.tr, want.h, want.tr)
		}
	}
}

func TestGCSharedFrames(t *testing.T) {
	// Frame a is on the chain of the current environment and of three
	// choicepoints. Its slot must be relocated once: with garbage below
	// both live cells, a second relocation would move it to the other.
	m, b := newGCMachine(100)
	b.junk(1)
	l0 := b.push(mkInt(7))
	b.junk(1)
	l1 := b.push(mkInt(8))
	b.junk(1)
	fa := b.frame(0, mkRef(l1))
	fb := b.frame(fa, mkRef(l0))
	fc := b.frame(fa)
	unused := b.frame(fa, mkRef(l1))
	m.e = fb
	m.choices = []choicepoint{{e: fc, h: m.h}, {e: fb, h: m.h}, {e: fa, h: m.h}}
	before := gcRender(m, 0)

	if frames := m.gcFrames(); len(frames) != 4 {
		t.Errorf("live frames %v, want 4 frames, each once", frames)
	}
	gcCollect(t, m, 0)
	if after := gcRender(m, 0); after != before {
		t.Errorf("after: got\n%s\nwant\n%s", after, before)
	}
	if m.h != 2 || m.stack[fa+frameY] != mkRef(1) || m.stack[fb+frameY] != mkRef(0) {
		t.Errorf("h = %d, frame a's slot %x, b's %x; want 2, a reference to 1, to 0",
			m.h, uint64(m.stack[fa+frameY]), uint64(m.stack[fb+frameY]))
	}
	if m.stack[unused+frameY] != mkRef(l1) {
		t.Errorf("a frame on no chain was updated")
	}
}

func TestGCLongList(t *testing.T) {
	// A list of 2,000,000 elements with a dead cell after each of its
	// cells, built front to back as a deterministic recursion does: each
	// tail refers to a younger cell.
	const n = 2_000_000
	// A collector that recursed on the depth of a term would need far
	// more stack than this.
	defer debug.SetMaxStack(debug.SetMaxStack(4 << 20))
	m, b := newGCMachine(4*n + 10)
	m.regs[0] = mkList(0)
	for k := 0; k < n; k++ {
		p := b.push(mkInt(int64(k)))
		b.push(mkList(p + 3))
		b.push(mkInt(-1))
	}
	m.heap[m.h-2] = nilCell
	gcCollect(t, m, 1)
	if m.h != 2*n {
		t.Fatalf("h = %d, want %d", m.h, 2*n)
	}
	// 2n cells survived, so the heap may grow by 2n; its storage of
	// 4n+10 cells holds that, so the next collection runs when the
	// storage, less its slack, is full, rather than after a growth.
	if want := 4*n + 10 - gcSlack; m.gcAt != want {
		t.Errorf("gcAt = %d, want %d", m.gcAt, want)
	}
	c, k := m.regs[0], 0
	for ; c.tag() == tagList; k++ {
		if m.heap[c.val()] != mkInt(int64(k)) {
			t.Fatalf("element %d is %x", k, uint64(m.heap[c.val()]))
		}
		c = m.heap[c.val()+1]
	}
	if k != n || c != nilCell {
		t.Fatalf("list of %d elements ends in %x", k, uint64(c))
	}

	// Now the list is garbage, and a term nested as deep is live: f(f(...)).
	m.regs[0] = nilCell
	for k := 0; k < n; k++ {
		b.str("f", mkStr(m.h+2))
	}
	m.heap[m.h-1] = mkInt(0)
	m.regs[0] = mkStr(2 * n)
	gcCollect(t, m, 1)
	if m.h != 2*n {
		t.Fatalf("h = %d, want %d", m.h, 2*n)
	}
	c, k = m.regs[0], 0
	for ; c.tag() == tagStr; k++ {
		c = m.heap[c.val()+1]
	}
	if k != n || c != mkInt(0) {
		t.Fatalf("%d nested structures around %x", k, uint64(c))
	}
}

// TestGCWorkStackShort checks that marking a long list of pairs keeps
// the collector's work stack short: a list cell's head is traced before
// its tail, so that the heads do not wait on the stack while the spine
// is walked.
func TestGCWorkStackShort(t *testing.T) {
	const n = 200_000
	m, b := newGCMachine(5*n + 10)
	tail := nilCell
	for k := 0; k < n; k++ {
		tail = b.list(b.str("-", mkInt(int64(k)), mkInt(int64(-k))), tail)
	}
	m.regs[0] = tail
	gcCollect(t, m, 1)
	if m.h != 5*n {
		t.Fatalf("h = %d, want %d", m.h, 5*n)
	}
	if c := cap(m.gc.work); c > 1024 {
		t.Errorf("the work stack grew to %d entries for a list of %d pairs", c, n)
	}
}

func TestGCHeapStorageBounded(t *testing.T) {
	// A deterministic loop that builds a 100-element list per iteration
	// and drops it makes 200 cells of garbage at every step, tens of
	// times gcMinCells in all: the heap's storage must stop growing once
	// it holds gcMinCells and its slack, the collector running instead,
	// about once per gcMinCells cells made.
	w, em := load(t, `
churn(0) :- !.
churn(N) :- numlist100(L), L = [_|_], N1 is N-1, churn(N1).
numlist100(L) :- nl(0, L).
nl(100, []) :- !.
nl(I, [I|T]) :- I1 is I+1, nl(I1, T).
`)
	const iterations = 150_000
	got, _, _, _ := answers(t, w, em, fmt.Sprintf("churn(%d)", iterations))
	if len(got) != 1 {
		t.Fatalf("churn: %d answers", len(got))
	}
	if limit := gcMinCells + gcSlack; w.maxHeapLen > limit {
		t.Errorf("heap storage reached %d cells, want at most %d", w.maxHeapLen, limit)
	}
	if want := iterations * 200 / gcMinCells; w.gcRuns < want {
		t.Errorf("%d collections, want %d or more", w.gcRuns, want)
	}
}

func TestGCOnReturn(t *testing.T) {
	// A non-tail recursion that builds a structure after its recursive
	// call makes no call while it returns through its frames: the
	// collections that its garbage makes due run at the returns
	// (opDeallocate before opProceed), not once the recursion is over,
	// and the heap's storage stays near gcMinCells.
	w, em := load(t, `
up(0) :- !.
up(N) :- N1 is N-1, up(N1), T = f(N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N), T \= g.
`)
	const depth = 50_000
	got, _, _, _ := answers(t, w, em, fmt.Sprintf("up(%d)", depth))
	if len(got) != 1 {
		t.Fatalf("up: %d answers", len(got))
	}
	// Each return makes 21 cells of garbage.
	if want := depth * 21 / gcMinCells / 2; w.gcRuns < want {
		t.Errorf("%d collections during the returns, want %d or more", w.gcRuns, want)
	}
	if limit := 2 * (gcMinCells + gcSlack); w.maxHeapLen > limit {
		t.Errorf("heap storage reached %d cells, want at most %d", w.maxHeapLen, limit)
	}
}

func TestGCDeepStackSpacing(t *testing.T) {
	// A non-tail recursion 200,000 frames deep makes 21 cells of garbage
	// per level on its way down, 4.2M cells: collections gcMinCells
	// apart would be 32, each walking every frame. Counting the frames'
	// cells with the live heap (nextCollection) spaces them out as the
	// stack grows: 20 collections.
	w, em := load(t, `
down(0) :- !.
down(N) :- T = f(N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N), T \= g, N1 is N-1, down(N1), id(N).
id(_).
`)
	got, _, _, _ := answers(t, w, em, "down(200000)")
	if len(got) != 1 {
		t.Fatalf("down: %d answers", len(got))
	}
	if limit := 200_000 * 21 / gcMinCells * 3 / 4; w.gcRuns > limit {
		t.Errorf("%d collections, want at most %d", w.gcRuns, limit)
	}
}

func TestDeallocProceed(t *testing.T) {
	// A clause with an environment returns in one dispatch
	// (opDeallocProceed), which pops the frame, runs a due collection
	// and returns, with the engine's answers and inference counts.
	w, em := load(t, `
fact(0, 1) :- !.
fact(N, F) :- N1 is N-1, fact(N1, F1), F is N*F1.
`)
	cl := w.preds[functor{engine.Intern("fact"), 2}].clauses[1]
	pc := cl.start
	for w.code[pc].op != opDeallocProceed && w.code[pc].op != opProceed && w.code[pc].op != opDeallocate {
		pc++
	}
	if op := w.code[pc].op; op != opDeallocProceed {
		t.Errorf("fact/2's second clause returns with opcode %d, want opDeallocProceed", op)
	}
	sameAnswers(t, w, em, "fact(15, F)")
}

func TestWakeupAtReturn(t *testing.T) {
	// A binding of a frozen variable just before a clause's return: its
	// wake-up runs at the opDeallocProceed, before the frame is popped,
	// and the caller goes on after it.
	em, _ := bridged(t, `
g.
set(X) :- g, X = 1.
t(R) :- freeze(X, W = woken), set(X), R = X-W.
`)
	if got := once(t, em, "t(R)", "R"); got != "1-woken" {
		t.Errorf("t(R): R = %s, want 1-woken", got)
	}
}

func TestGCTrailOfCommittedBindings(t *testing.T) {
	// one(X) binds X in a clause that a second one could replace, and
	// the cut then removes the choicepoint: the binding's trail entry
	// is needed by no choicepoint, though X lives on in the list the
	// loop builds. A loop of such calls must not keep one entry per
	// call.
	w, em := load(t, `
one(1) :- !.
one(2).
loop(0, _) :- !.
loop(N, L) :- one(X), N1 is N-1, loop(N1, [X|L]).
`)
	const n = 500_000
	q, err := w.Query(readGoal(t, em, fmt.Sprintf("loop(%d, [])", n)).Term)
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	if ok, err := q.Next(); !ok || err != nil {
		t.Fatalf("loop: %v, %v", ok, err)
	}
	if limit := 2 * gcMinTrail; len(w.trail) > limit {
		t.Errorf("trail holds %d entries after %d committed bindings, want at most %d", len(w.trail), n, limit)
	}
}

// TestGrownDoubles checks that the collector's work stack and frame list
// double when full (see grown): the room they take over a deep
// recursion's collections stays within twice what they hold.
func TestGrownDoubles(t *testing.T) {
	var s []int
	allocated := 0
	for i := range 1 << 20 {
		if len(s) == cap(s) {
			s = grown(s)
			allocated += cap(s)
		}
		s = append(s, i)
	}
	if allocated > 4*len(s) {
		t.Errorf("%d elements took %d allocated, more than 4 times as many", len(s), allocated)
	}
	if s[len(s)-1] != 1<<20-1 || s[12345] != 12345 {
		t.Errorf("elements lost in growing")
	}
}

// TestGrowPastDueCollection checks the heap's growth while a collection
// is due and no call has come to run it: by a quarter just past gcAt,
// for what the collection will reclaim, and by doubling once the heap
// has passed gcAt by more than a quarter of its storage (a non-tail
// recursion returning through many frames makes no call), so that its
// copying stays linear.
func TestGrowPastDueCollection(t *testing.T) {
	const size = 1 << 20
	for _, tt := range []struct {
		past     int // cells the heap top is past gcAt
		min, max int // the storage's new length
	}{
		{past: 1000, min: size + size/4, max: size + size/4 + 2*gcSlack},
		{past: size/4 + 1000, min: 2 * size, max: 2*size + gcSlack},
	} {
		m := New()
		m.heap = make([]cell, size)
		m.h = size - 10
		m.gcAt = m.h - tt.past
		m.heap[m.h-1] = mkInt(7)
		m.grow(100) // more than the storage has left
		if n := len(m.heap); n < tt.min || n > tt.max {
			t.Errorf("past gcAt by %d: storage %d -> %d, want %d to %d", tt.past, size, n, tt.min, tt.max)
		}
		if m.heap[m.h-1] != mkInt(7) {
			t.Errorf("past gcAt by %d: the heap's cells were not kept", tt.past)
		}
	}
}

func TestGCBoxesWithLargeHeap(t *testing.T) {
	// Big integers made and dropped while a list of a million cells
	// is live: a collection marks the list each time, so that the boxes
	// made between two collections must grow with the live heap, not
	// stay a few thousand (which made this loop forty times slower than
	// with no list).
	em, b := bridged(t, `
churn(0, X, X) :- !.
churn(N, X0, X) :- X1 is (X0 * 3 + N) mod (1 << 100), N1 is N-1, churn(N1, X1, X).
run(Len) :- numlist(1, Len, L), churn(100000, 1 << 80, X), length(L, Len), X > 0.
`)
	once(t, em, "run(500000)", "")
	// 100,000 steps make two or three boxes each; with at least a
	// quarter of the million live cells between collections, a dozen
	// collections do.
	if runs := b.core().gcRuns; runs > 12 {
		t.Errorf("%d collections", runs)
	}
}
