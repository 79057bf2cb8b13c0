package wam

import (
	"fmt"
	"math/big"
	"slices"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// gcBoxes gives m keep boxes that stand for code constants, the strings
// "k0", "k1", ..., and n boxes made at run time, the strings "r0", "r1",
// ..., and returns the cells of the run-time ones.
func gcBoxes(m *Machine, keep, n int) []cell {
	for k := 0; k < keep; k++ {
		m.boxes = append(m.boxes, engine.String(fmt.Sprintf("k%d", k)))
	}
	m.setKeepBoxes(keep)
	var rs []cell
	for k := 0; k < n; k++ {
		m.boxes = append(m.boxes, engine.String(fmt.Sprintf("r%d", k)))
		rs = append(rs, mkBox(len(m.boxes)-1))
	}
	return rs
}

// gcBoxNames returns the strings in boxes, "?" for any other term.
func gcBoxNames(boxes []engine.Term) []string {
	names := []string{}
	for _, t := range boxes {
		s, ok := t.(engine.String)
		if !ok {
			s = "?"
		}
		names = append(names, string(s))
	}
	return names
}

func TestGCBoxRoots(t *testing.T) {
	tests := []struct {
		name  string
		keep  int // boxes that code refers to
		nregs int
		// build sets the roots: r are the cells of the run-time boxes,
		// k those of the code's boxes.
		build func(b *gcBuilder, r, k []cell)
		want  string   // the rendering of the roots, before and after
		boxes []string // the run-time boxes kept, in order
	}{
		{
			name:  "nothing reaches them",
			keep:  2,
			nregs: 1,
			build: func(b *gcBuilder, r, k []cell) {
				b.str("dead", r[0], r[1]) // garbage on the heap
				b.m.regs[0] = mkInt(1)
				b.m.regs[1] = r[2] // above nregs
				b.frame(0, r[3])   // on no chain
				b.junk(3)
				b.list(r[4], k[0])
			},
			want:  "regs: 1\nframe 0:\nsaved:\nroots:\n",
			boxes: []string{},
		},
		{
			name:  "heap through a Go root",
			keep:  2,
			nregs: 0,
			build: func(b *gcBuilder, r, k []cell) {
				b.push(r[0])
				x := b.v()
				b.junk(2)
				b.bind(x, r[3])
				b.str("dead", r[2])
				l := b.list(r[3], nilCell)
				b.m.roots = []cell{b.str("f", r[1], l, x)}
			},
			want:  "regs:\nframe 0:\nsaved:\nroots: f(\"r1\",[\"r3\"],\"r3\")\n",
			boxes: []string{"r1", "r3"},
		},
		{
			name:  "registers",
			keep:  2,
			nregs: 2,
			build: func(b *gcBuilder, r, k []cell) {
				b.junk(2)
				b.m.regs[0] = r[4]
				b.m.regs[1] = b.list(r[2], nilCell)
				b.m.regs[2] = r[0] // above nregs
				b.push(r[1])
			},
			want:  "regs: \"r4\" [\"r2\"]\nframe 0:\nsaved:\nroots:\n",
			boxes: []string{"r2", "r4"},
		},
		{
			name:  "permanent variables",
			keep:  2,
			nregs: 0,
			build: func(b *gcBuilder, r, k []cell) {
				x := b.v()
				b.junk(2)
				b.bind(x, r[1])
				e1 := b.frame(0, r[3])
				b.frame(e1, r[0]) // on no chain
				b.m.e = b.frame(e1, x, r[4])
			},
			want:  "regs:\nframe 11: \"r1\" \"r4\"\nframe 3: \"r3\"\nframe 0:\nsaved:\nroots:\n",
			boxes: []string{"r1", "r3", "r4"},
		},
		{
			name:  "frame of a choicepoint",
			keep:  1,
			nregs: 0,
			build: func(b *gcBuilder, r, k []cell) {
				e1 := b.frame(0, r[2])
				b.m.e = b.frame(0, k[0])
				b.m.choices = []choicepoint{{e: e1, h: b.m.h}}
			},
			want:  "regs:\nframe 7: \"k0\"\nframe 0:\nframe 3: \"r2\"\nsaved:\nroots:\n",
			boxes: []string{"r2"},
		},
		{
			name:  "saved registers",
			keep:  2,
			nregs: 0,
			build: func(b *gcBuilder, r, k []cell) {
				b.push(r[1])
				b.m.saved = []cell{r[4], b.str("g", r[2]), k[1]}
				b.junk(2)
			},
			want:  "regs:\nframe 0:\nsaved: \"r4\" g(\"r2\") \"k1\"\nroots:\n",
			boxes: []string{"r2", "r4"},
		},
		{
			name:  "one box from every kind of root",
			keep:  2,
			nregs: 1,
			build: func(b *gcBuilder, r, k []cell) {
				s := b.str("s", r[3])
				b.m.regs[0] = r[3]
				b.m.e = b.frame(0, s)
				b.m.saved = []cell{r[3]}
				b.m.roots = []cell{b.list(r[3], s)}
			},
			want:  "regs: \"r3\"\nframe 3: s(\"r3\")\nframe 0:\nsaved: \"r3\"\nroots: [\"r3\"|s(\"r3\")]\n",
			boxes: []string{"r3"},
		},
		{
			name:  "order kept, whatever reaches them first",
			keep:  0,
			nregs: 1,
			build: func(b *gcBuilder, r, k []cell) {
				b.m.regs[0] = r[4]
				b.m.e = b.frame(0, r[3])
				b.m.saved = []cell{b.str("t", r[2], r[0])}
				b.m.roots = []cell{r[1]}
			},
			want:  "regs: \"r4\"\nframe 3: \"r3\"\nframe 0:\nsaved: t(\"r2\",\"r0\")\nroots: \"r1\"\n",
			boxes: []string{"r0", "r1", "r2", "r3", "r4"},
		},
		{
			name:  "code boxes stay, referred to or not",
			keep:  3,
			nregs: 2,
			build: func(b *gcBuilder, r, k []cell) {
				b.m.regs[0] = b.str("c", k[2], r[4])
				b.m.regs[1] = k[0]
			},
			want:  "regs: c(\"k2\",\"r4\") \"k0\"\nframe 0:\nsaved:\nroots:\n",
			boxes: []string{"r4"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, b := newGCMachine(100)
			r := gcBoxes(m, tt.keep, 5)
			var k []cell
			for i := 0; i < tt.keep; i++ {
				k = append(k, mkBox(i))
			}
			code := slices.Clone(m.boxes[:tt.keep])
			tt.build(b, r, k)
			before := gcRender(m, tt.nregs)
			if before != tt.want {
				t.Fatalf("before: got\n%s\nwant\n%s", before, tt.want)
			}
			gcCollect(t, m, tt.nregs)
			if got := gcBoxNames(m.boxes[tt.keep:]); !slices.Equal(got, tt.boxes) {
				t.Errorf("run-time boxes %q, want %q", got, tt.boxes)
			}
			if !slices.Equal(m.boxes[:tt.keep], code) {
				t.Errorf("code boxes %v, want %v", m.boxes[:tt.keep], code)
			}
			if after := gcRender(m, tt.nregs); after != before {
				t.Errorf("after: got\n%s\nwant\n%s", after, before)
			}
			for i, x := range m.boxes[len(m.boxes):cap(m.boxes)] {
				if x != nil {
					t.Errorf("dropped box slot %d still holds %v", len(m.boxes)+i, x)
				}
			}
			if want := len(m.boxes) + gcMinBoxes; m.boxGCAt != want {
				t.Errorf("boxGCAt = %d, want %d", m.boxGCAt, want)
			}
		})
	}
}

func TestGCBoxCellsRewritten(t *testing.T) {
	// The cells themselves: each holds the new index of its box, and the
	// code's boxes keep theirs.
	m, b := newGCMachine(100)
	r := gcBoxes(m, 2, 6)
	b.junk(3)
	s := b.str("f", r[5], mkBox(1), r[2])
	m.regs[0] = r[2]
	m.regs[1] = mkBox(0)
	m.e = b.frame(0, r[4])
	m.saved = []cell{r[5]}
	m.roots = []cell{s}
	gcCollect(t, m, 2)
	// r2, r4 and r5 survive, at 2, 3 and 4.
	if want := []cell{mkFun(0), mkBox(4), mkBox(1), mkBox(2)}; !slices.Equal(m.heap[:m.h], want) {
		t.Errorf("heap %x, want %x", m.heap[:m.h], want)
	}
	if m.regs[0] != mkBox(2) || m.regs[1] != mkBox(0) {
		t.Errorf("registers %x %x, want %x %x", m.regs[0], m.regs[1], mkBox(2), mkBox(0))
	}
	if y := m.stack[m.e+frameY]; y != mkBox(3) {
		t.Errorf("permanent variable %x, want %x", y, mkBox(3))
	}
	if m.saved[0] != mkBox(4) || m.roots[0] != mkStr(0) {
		t.Errorf("saved %x, root %x, want %x, %x", m.saved[0], m.roots[0], mkBox(4), mkStr(0))
	}
	if got, want := gcBoxNames(m.boxes), []string{"k0", "k1", "r2", "r4", "r5"}; !slices.Equal(got, want) {
		t.Errorf("boxes %q, want %q", got, want)
	}
}

func TestGCBoxTermOf(t *testing.T) {
	// Floats, big integers and strings come out of the heap as they went
	// in, after the boxes around them were dropped.
	m, b := newGCMachine(100)
	m.atomIdx = map[*engine.Atom]int{}
	m.atoms[0] = engine.AtomNil
	big1, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	big2, _ := new(big.Int).SetString("-98765432109876543210", 10)
	keepT := engine.Float(0.5)
	m.constCell(keepT)
	m.setKeepBoxes(1)
	terms := []engine.Term{
		engine.MakeBig(big1), engine.Float(2.25), engine.String("dead"),
		engine.MakeBig(big2), engine.String("s"), engine.Float(-1e300),
	}
	var cs []cell
	for _, x := range terms {
		cs = append(cs, m.constCell(x))
	}
	b.junk(2)
	b.push(cs[2])
	m.regs[0] = b.list(cs[0], b.list(cs[1], nilCell))
	m.roots = []cell{b.str("p", cs[3], cs[4], mkBox(0), cs[5])}
	gcCollect(t, m, 1)
	want := []string{"[123456789012345678901234567890,2.25]", "p(-98765432109876543210,\"s\",0.5,-1.0e+300)"}
	for i, c := range []cell{m.regs[0], m.roots[0]} {
		got := engine.Format(m.termOf(c), engine.WriteOptions{Quoted: true})
		if got != want[i] {
			t.Errorf("term %d: got %s, want %s", i, got, want[i])
		}
	}
	if len(m.boxes) != 1+5 {
		t.Errorf("%d boxes, want 6", len(m.boxes))
	}
	if m.boxes[0] != keepT {
		t.Errorf("code box moved: box 0 is %v", m.boxes[0])
	}
}

func TestGCQueryHeapBase(t *testing.T) {
	m, b := newGCMachine(100)
	b.junk(2)                       // 0, 1
	x := b.v()                      // 2: live
	b.junk(3)                       // 3, 4, 5
	y := b.v()                      // 6: live
	z := b.v()                      // 7: live
	b.junk(2)                       // 8, 9
	m.regs[0] = b.str("f", x, y, z) // 10-13: live
	b.junk(1)                       // 14
	bases := []int{0, 2, 3, 7, 8, 14, m.h, m.h + 5}
	want := []int{0, 0, 1, 2, 3, 7, 7, 7}
	for _, h := range bases {
		m.open = append(m.open, &Query{hbase: h})
		m.choices = append(m.choices, choicepoint{h: h})
	}
	gcCollect(t, m, 1)
	for k, q := range m.open {
		if q.hbase != want[k] {
			t.Errorf("query with heap base %d: hbase = %d, want %d", bases[k], q.hbase, want[k])
		}
		if cp := m.choices[k]; cp.h != q.hbase {
			t.Errorf("query's hbase %d differs from the choicepoint's h %d", q.hbase, cp.h)
		}
	}
}

func TestGCBoxThreshold(t *testing.T) {
	tests := []struct {
		keep, live, dead int
		want             int // boxGCAt
	}{
		{keep: 0, live: 0, dead: 10, want: gcMinBoxes},
		{keep: 7, live: 3, dead: 100, want: 10 + gcMinBoxes},
		{keep: 7, live: 5000, dead: 100, want: 5007 + 5000},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.keep, tt.live, tt.dead), func(t *testing.T) {
			m, _ := newGCMachine(0)
			r := gcBoxes(m, tt.keep, tt.live+tt.dead)
			m.saved = r[:tt.live]
			gcCollect(t, m, 0)
			if len(m.boxes) != tt.keep+tt.live {
				t.Errorf("%d boxes, want %d", len(m.boxes), tt.keep+tt.live)
			}
			if m.boxGCAt != tt.want {
				t.Errorf("boxGCAt = %d, want %d", m.boxGCAt, tt.want)
			}
		})
	}
}

func TestNeedCollectBoxes(t *testing.T) {
	tests := []struct {
		name                  string
		h, gcAt               int
		keep, nboxes, boxGCAt int
		want                  bool
	}{
		{"fresh machine", 10, 100, 5, 5 + gcMinBoxes, 0, false},
		{"fresh machine, boxes past the minimum", 10, 100, 5, 6 + gcMinBoxes, 0, true},
		{"heap past gcAt", 101, 100, 0, 0, 0, true},
		{"boxes at boxGCAt", 10, 100, 5, 9000, 9000, false},
		{"boxes past boxGCAt", 10, 100, 5, 9001, 9000, true},
		{"code boxes added since the collection", 10, 100, 8000, 9001, 9000, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := &Machine{h: tt.h, gcAt: tt.gcAt, boxes: make([]engine.Term, tt.nboxes), boxGCAt: tt.boxGCAt, trailGCAt: gcMinTrail}
			m.setKeepBoxes(tt.keep)
			if got := m.needCollect(); got != tt.want {
				t.Errorf("needCollect() = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestGCBoxLoop(t *testing.T) {
	// A loop that keeps one big integer in a register and makes a new
	// one each time round, as X1 is X0 * 2 does, collecting when
	// needCollect says: the boxes stay bounded.
	const n = 50_000
	m, _ := newGCMachine(10)
	gcBoxes(m, 3, 0)
	v := new(big.Int).Lsh(big.NewInt(1), 70)
	m.regs[0] = m.constCell(engine.MakeBig(v))
	most := 0
	for k := 0; k < n; k++ {
		if m.needCollect() {
			gcCollect(t, m, 1)
		}
		most = max(most, len(m.boxes))
		v = new(big.Int).Add(v, big.NewInt(1))
		m.regs[0] = m.constCell(engine.MakeBig(v))
	}
	if most > 3+gcMinBoxes+1 {
		t.Errorf("%d boxes at most, want at most %d", most, 3+gcMinBoxes+1)
	}
	if m.gcRuns < n/gcMinBoxes {
		t.Errorf("%d collections, want %d or more", m.gcRuns, n/gcMinBoxes)
	}
	got, ok := m.termOf(m.regs[0]).(*engine.BigInt)
	if !ok || got.Big().Cmp(v) != 0 {
		t.Errorf("register holds %v, want %v", m.termOf(m.regs[0]), v)
	}
}

func TestGCBoxBytesLoop(t *testing.T) {
	// The same loop on integers of 64 Kbit: far fewer boxes than
	// gcMinBoxes hold megabytes, and the collections they need come
	// from their bytes (gcMinBoxBytes), so that the garbage waiting for
	// Go's collector stays bounded.
	const n = 2000
	m, _ := newGCMachine(10)
	gcBoxes(m, 3, 0)
	v := new(big.Int).Lsh(big.NewInt(1), 1<<16)
	size := 48 + v.BitLen()/8
	m.regs[0] = m.constCell(engine.MakeBig(v))
	most := 0
	for k := 0; k < n; k++ {
		if m.needCollect() {
			gcCollect(t, m, 1)
		}
		most = max(most, len(m.boxes))
		v = new(big.Int).Add(v, big.NewInt(1))
		m.regs[0] = m.constCell(engine.MakeBig(v))
	}
	if limit := 3 + 2*gcMinBoxBytes/size + 2; most > limit {
		t.Errorf("%d boxes of %d bytes at most, want at most %d", most, size, limit)
	}
	got, ok := m.termOf(m.regs[0]).(*engine.BigInt)
	if !ok || got.Big().Cmp(v) != 0 {
		t.Errorf("register holds %v, want %v", m.termOf(m.regs[0]), v)
	}
}
