package builtins

import "testing"

// TestDWIMMatch checks the name similarity of SWI-Prolog's dwim_match/2
// as swipl 9.0.4 applies it to unknown procedures: each case was run in
// swipl, which lists the second name under "However, there are
// definitions for:" exactly when want is true.
func TestDWIMMatch(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"lenght", "length", true},        // two characters swapped
		{"fob", "foo", true},              // one character wrong
		{"fooo", "foo", true},             // one character added
		{"ofo", "foo", true},              // swapped at the start
		{"barbaz", "bar_baz", true},       // an underscore
		{"Foo", "foo", true},              // case
		{"fo", "foo", false},              // too short
		{"xy", "foo", false},              // unrelated
		{"nosuch", "length", false},       // unrelated
		{"foo", "foo", false},             // the same name is not a misspelling
		{"abcdef", "abcfed", false},       // two characters apart
		{"appendixyz", "appendix", false}, // two characters added
	}
	for _, tc := range tests {
		t.Run(tc.a+"_"+tc.b, func(t *testing.T) {
			if got := dwimMatch(tc.a, tc.b); got != tc.want {
				t.Errorf("dwimMatch(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
			}
		})
	}
}
