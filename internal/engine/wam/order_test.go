package wam

import (
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestOrderAllocations guards the standard order's work stack: comparing
// compounds, which sorting does millions of times, reuses the machine's
// stack instead of growing a new one each time.
func TestOrderAllocations(t *testing.T) {
	d := func(i int64, x int64) engine.Term {
		return engine.NewCompound(engine.Intern("d"), engine.MakeInt(1), engine.MakeInt(i), engine.List(engine.MakeInt(x)))
	}
	for _, tc := range []struct {
		name string
		a, b engine.Term
	}{
		{"flat", engine.NewCompound(engine.Intern("f"), engine.MakeInt(1), engine.MakeInt(2)), engine.NewCompound(engine.Intern("f"), engine.MakeInt(1), engine.MakeInt(3))},
		{"lists of compounds", engine.List(d(0, 3), d(1, 5), d(2, 7), d(3, 1)), engine.List(d(0, 3), d(1, 5), d(2, 7), d(3, 2))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := New()
			vars := map[*engine.Var]cell{}
			a, err := m.putTerm(tc.a, vars)
			if err != nil {
				t.Fatal(err)
			}
			b, err := m.putTerm(tc.b, vars)
			if err != nil {
				t.Fatal(err)
			}
			if c := m.order(a, b); c >= 0 {
				t.Fatalf("order = %d, want negative", c)
			}
			if n := testing.AllocsPerRun(100, func() { m.order(a, b) }); n != 0 {
				t.Errorf("order allocates %v times per comparison, want 0", n)
			}
		})
	}
}

// TestAtomOrderKeys guards the order keys of the atoms: every numbered
// atom has its key, also in a number that a collected atom left, and two
// atoms are ordered as engine.CompareAtoms orders them, whether their keys
// decide or their names do.
func TestAtomOrderKeys(t *testing.T) {
	m := New()
	tests := []struct {
		name string
		x, y string
	}{
		{"letters", "apple", "banana"},
		{"prefix", "ab", "abc"},
		{"prefix past the key", "abcdefghij", "abcdefghijk"},
		{"equal keys", "abcdefgh_x", "abcdefgh_y"},
		{"nul byte", "ab", "ab\x00"},
		{"empty", "", "a"},
		{"capital before small", "Zebra", "apple"},
		{"multibyte", "été", "eta"},
		{"same", "word", "word"},
		{"nil and capital", "[]", "A"},
		{"nil and empty", "[]", ""},
		{"nil and nul", "[]", "\x00"},
	}
	atom := func(s string) *engine.Atom {
		if s == "[]" {
			return engine.AtomNil
		}
		return engine.Intern(s)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x, y := atom(tt.x), atom(tt.y)
			cx, cy := mkAtom(m.atomIndex(x)), mkAtom(m.atomIndex(y))
			for _, a := range []*engine.Atom{x, y} {
				if i := m.atomIndex(a); m.atomKeys[i] != atomOrderKey(a) {
					t.Errorf("key of %q = %x, want %x", a.Name, m.atomKeys[i], atomOrderKey(a))
				}
			}
			if got, want := m.order(cx, cy), engine.CompareAtoms(x, y); got != want {
				t.Errorf("order(%q, %q) = %d, want %d", tt.x, tt.y, got, want)
			}
			if got, want := m.order(cy, cx), engine.CompareAtoms(y, x); got != want {
				t.Errorf("order(%q, %q) = %d, want %d", tt.y, tt.x, got, want)
			}
		})
	}
	// A number given again takes the new atom's key.
	i := m.atomIndex(engine.Intern("zzz_first"))
	m.freeAtoms = append(m.freeAtoms, i)
	delete(m.atomIdx, m.atoms[i])
	if j := m.atomIndex(engine.Intern("aaa_second")); j != i || m.atomKeys[j] != atomOrderKey(engine.Intern("aaa_second")) {
		t.Errorf("number %d given again: key %x, want %x", j, m.atomKeys[j], atomOrderKey(engine.Intern("aaa_second")))
	}
}
