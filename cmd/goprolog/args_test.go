package main

import (
	"slices"
	"testing"
)

// TestParseArgs checks swipl's rule for the command line: options first,
// then a file, the .pl files right after it, and the program's argv
// (after an optional --). The expectations are what swipl 9.0.4 does with
// the same arguments (its argv flag and the files it loads).
func TestParseArgs(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		files []string
		argv  []string
		goals []string
	}{
		{"script and arguments", []string{"s.pl", "a", "b"}, []string{"s.pl"}, []string{"a", "b"}, nil},
		{".pl files after the first", []string{"s.pl", "t.pl", "x"}, []string{"s.pl", "t.pl"}, []string{"x"}, nil},
		{"a .pl after an argument is an argument", []string{"s.pl", "x", "t.pl"}, []string{"s.pl"}, []string{"x", "t.pl"}, nil},
		{"-- after the files", []string{"s.pl", "--", "-q", "a"}, []string{"s.pl"}, []string{"-q", "a"}, nil},
		{"options after the file are arguments", []string{"s.pl", "-g", "halt"}, []string{"s.pl"}, []string{"-g", "halt"}, nil},
		{"options before the file", []string{"-q", "-g", "go", "s.pl", "a"}, []string{"s.pl"}, []string{"a"}, []string{"go"}},
		{"-- without files", []string{"-g", "go", "--", "a", "b"}, nil, []string{"a", "b"}, []string{"go"}},
		{"the first file need not end in .pl", []string{"prog", "b.pl"}, []string{"prog", "b.pl"}, []string{}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o, err := parseArgs(tc.args)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(o.files, tc.files) || !slices.Equal(nonNil(o.argv), nonNil(tc.argv)) || !slices.Equal(o.goals, tc.goals) {
				t.Errorf("files %q argv %q goals %q, want %q %q %q", o.files, o.argv, o.goals, tc.files, tc.argv, tc.goals)
			}
		})
	}
}
