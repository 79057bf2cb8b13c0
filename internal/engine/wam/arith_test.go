package wam

import (
	"math/big"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestEvalCellBoxes checks evalCell's answer for boxed numbers: a big
// integer is errBigOperand, which tells arithSlow to skip evalFloats,
// a float is not, and neither allocates (a loop on big integers meets
// one at every step).
func TestEvalCellBoxes(t *testing.T) {
	m, _ := newGCMachine(10)
	b := new(big.Int).Lsh(big.NewInt(1), 100)
	bigCell := m.addBox((*engine.BigInt)(b))
	floatCell := m.addBox(engine.Float(1.5))
	for _, tc := range []struct {
		name    string
		c       cell
		wantBig bool
	}{
		{"big integer", bigCell, true},
		{"float", floatCell, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := m.evalCell(tc.c)
			if err == nil {
				t.Fatalf("evalCell(%s) succeeded", tc.name)
			}
			if got := err == errBigOperand; got != tc.wantBig {
				t.Errorf("evalCell(%s) = %v; errBigOperand %v, want %v", tc.name, err, got, tc.wantBig)
			}
			if n := testing.AllocsPerRun(100, func() { m.evalCell(tc.c) }); n != 0 {
				t.Errorf("evalCell(%s) allocates %v times", tc.name, n)
			}
		})
	}
}
