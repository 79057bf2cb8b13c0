package builtins

import (
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// fdOps is the default operator table plus library(clpfd)'s ..
func fdOps() *engine.OpTable {
	ops := engine.NewOpTable()
	ops.Add(450, engine.XFX, fdAtomDots)
	return ops
}

func TestClpfdDomain(t *testing.T) {
	d := fdDom{{1, 10}}
	tests := []struct {
		name string
		got  fdDom
		want string
	}{
		{"remove middle", d.remove(5), `1..4\/6..10`},
		{"remove low", d.remove(1), `2..10`},
		{"remove absent", d.remove(11), `1..10`},
		{"clip", d.clip(3, 20), `3..10`},
		{"intersect", d.remove(5).intersect(fdDom{{4, 6}}), `4\/6`},
		{"union", fdDom{{1, 2}}.union(fdDom{{3, 5}, {7, 7}}), `1..5\/7`},
		{"complement", fdDom{{1, 2}, {5, 5}}.complement(), `inf..0\/3..4\/6..sup`},
		{"shift", d.shift(3), `4..13`},
		{"negate", fdDom{{1, 2}, {5, 5}}.negate(), `-5\/ -2.. -1`},
		{"single", fdDom{{4, 4}}, `4..4`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := engine.Format(domTerm(tc.got), engine.WriteOptions{Quoted: true, Ops: fdOps()})
			if got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

// TestClpfdStore posts constraints on the Go store directly and checks
// the domains SWI-Prolog computes for the same constraints.
func TestClpfdStore(t *testing.T) {
	tests := []struct {
		name string
		post func(s *fdStore, x, y, z *fdVar)
		want [3]string
		ok   bool
	}{
		{"x+y=z bounds", func(s *fdStore, x, y, z *fdVar) {
			s.setDom(x, fdDom{{1, 3}})
			s.setDom(y, fdDom{{1, 3}})
			newLinear(s, []int64{1, 1, -1}, []*fdVar{x, y, z}, 0, relEq)
		}, [3]string{"1..3", "1..3", "2..6"}, true},
		{"x=y+3 domain", func(s *fdStore, x, y, z *fdVar) {
			s.setDom(y, fdDom{{0, 3}, {5, 6}})
			newLinear(s, []int64{1, -1}, []*fdVar{x, y}, -3, relEq)
		}, [3]string{`3..6\/8..9`, `0..3\/5..6`, "inf..sup"}, true},
		{"all_distinct pigeonhole", func(s *fdStore, x, y, z *fdVar) {
			s.setDom(x, fdDom{{1, 2}})
			s.setDom(y, fdDom{{1, 2}})
			s.setDom(z, fdDom{{1, 3}})
			vs := []*fdVar{x, y, z}
			s.post(&pDistinct{x: vs}, chDom, vs...)
		}, [3]string{"1..2", "1..2", "3..3"}, true},
		{"x<y, y<x fails", func(s *fdStore, x, y, z *fdVar) {
			s.setDom(x, fdDom{{0, 5}})
			newLinear(s, []int64{1, -1}, []*fdVar{x, y}, 1, relLe)
			newLinear(s, []int64{-1, 1}, []*fdVar{x, y}, 1, relLe)
		}, [3]string{}, false},
		{"abs diff", func(s *fdStore, x, y, z *fdVar) {
			s.setDom(x, fdDom{{3, 3}})
			s.setDom(y, fdDom{{1, 5}})
			s.post(&pAbsDiffNe{x: x, y: y, c: 1}, chFix, x, y)
		}, [3]string{"3..3", `1\/3\/5`, "inf..sup"}, true},
		{"square", func(s *fdStore, x, y, z *fdVar) {
			s.setDom(x, fdDom{{-10, 10}})
			s.setDom(z, fdDom{{49, 49}})
			newArith(s, opTimes, x, x, z)
		}, [3]string{`-7\/7`, "inf..sup", "49..49"}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := engine.NewMachine()
			s := fdStoreOf(m)
			s.begin()
			x, y, z := s.newVar(m.NewVar(), fdDom{{fdInf, fdSup}}), s.newVar(m.NewVar(), fdDom{{fdInf, fdSup}}), s.newVar(m.NewVar(), fdDom{{fdInf, fdSup}})
			tc.post(s, x, y, z)
			ok := s.fixpoint()
			s.toBind = s.toBind[:0]
			s.depth = 0
			if ok != tc.ok {
				t.Fatalf("ok = %v, want %v", ok, tc.ok)
			}
			if !ok {
				return
			}
			for i, v := range []*fdVar{x, y, z} {
				got := engine.Format(domTerm(v.d), engine.WriteOptions{Quoted: true, Ops: fdOps()})
				if got != tc.want[i] {
					t.Errorf("var %d: got %s, want %s", i, got, tc.want[i])
				}
			}
		})
	}
}
