package builtins

import (
	"strings"
	"testing"
)

// TestGlobMatchLinear: a pattern of many * against a long text that it
// does not match is decided in time near the product of their lengths,
// not by trying each length of each * in turn (exponential: swipl 9.0.4
// takes minutes over this one).
func TestGlobMatchLinear(t *testing.T) {
	pattern := []rune(strings.Repeat("*a", 30) + "*b")
	text := strings.Repeat("a", 5000)
	for _, tc := range []struct {
		name    string
		p, s    []rune
		matches bool
	}{
		{"no match", pattern, []rune(text), false},
		{"match", pattern, []rune(text + "b"), true},
		{"alternatives", []rune("{x,*a}" + strings.Repeat("*a", 20) + "*{b,c}"), []rune(text + "c"), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := globMatch(tc.p, tc.s); got != tc.matches {
				t.Errorf("globMatch = %v, want %v", got, tc.matches)
			}
		})
	}
}
