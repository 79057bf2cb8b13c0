package builtins

import (
	"math/big"
	"testing"
)

// TestFormatBigE checks ~Ne of big integers against swipl 9's output
// (exact digits, ties away from zero), and, where a rounding carries into
// a new digit, against C's %e, which swipl gets wrong there ("10e+19").
func TestFormatBigE(t *testing.T) {
	tests := []struct {
		n    string
		d    rune
		prec int
		want string
	}{
		{"1000005" + zeros(394), 'e', 6, "1.000005e+400"}, // a double would be inf
		{"-1" + zeros(309), 'e', 6, "-1.000000e+309"},
		{"1" + zeros(300), 'e', 20, "1.00000000000000000000e+300"},
		{"1180591620717411303425", 'e', 20, "1.18059162071741130343e+21"}, // a tie, away from zero
		{"-1180591620717411303425", 'e', 20, "-1.18059162071741130343e+21"},
		{"1180591620717411303425", 'E', 6, "1.180592E+21"},
		{"18446744073709551616", 'e', 0, "2e+19"},
		{"18446744073709551616", 'e', 1, "1.8e+19"},
		{"99999999999999999999", 'e', 20, "9.99999999999999999990e+19"},
		{"99999999999999999999", 'e', 1, "1.0e+20"}, // swipl: 1.00e+19
		{"99999999999999999999", 'e', 0, "1e+20"},   // swipl: 10e+19
		{"95" + zeros(30), 'e', 0, "1e+32"},         // swipl: 10e+31
	}
	for _, tc := range tests {
		t.Run(tc.want, func(t *testing.T) {
			n, _ := new(big.Int).SetString(tc.n, 10)
			if got := formatBigE(n, tc.d, tc.prec); got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

func zeros(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = '0'
	}
	return string(b)
}
