package repl

import "testing"

func TestClauseEnd(t *testing.T) {
	tests := []struct {
		text string
		want int
	}{
		{"X = 1.", 6},
		{"X = 1.\nY = 2.\n", 7},
		{"X = 1", -1},
		{"X = 1.5", -1},
		{"X = 1.5.", 8},
		{"X = 'a. b'", -1},
		{"X = 'a. b'.", 11},
		{"X = \"it''s. \".", 14},
		{"X =.. Y.", 8},
		{"X = 0'. .", 9},
		{"X = a /* . */ .", 15},
		{"X = a % . \n, b.", 15},
		{"X = '.'.", 8},
		{`X = '\x41\'.` + "\nY = 2.", 13},
		{`X = "a\x41\".`, 13},
		{`X = '\101\'.`, 12},
		{`X = '\'.'.`, 10},
		{`X = 0'\x41\.`, 12},
		{`X = 0'\n.`, 9},
		{`X = '\x41\`, -1},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			if got := clauseEnd(tc.text); got != tc.want {
				t.Errorf("clauseEnd(%q) = %d, want %d", tc.text, got, tc.want)
			}
		})
	}
}
