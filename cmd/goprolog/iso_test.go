package main

import "testing"

// TestISOOption checks that --iso sets the flag iso before the goals run,
// and that without it the flag is false.
func TestISOOption(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want int
	}{
		{"iso flag set", []string{"--iso", "-g", "current_prolog_flag(iso, true)", "-t", "halt"}, 0},
		{"ISO atom_length", []string{"--iso", "-g", "catch(atom_length(1.5, _), error(type_error(atom, 1.5), _), true)", "-t", "halt"}, 0},
		{"default flag", []string{"-q", "-g", "current_prolog_flag(iso, true)", "-t", "halt"}, 1},
		{"default atom_length", []string{"-g", "atom_length(1.5, 3)", "-t", "halt"}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := run(tc.args); got != tc.want {
				t.Errorf("goprolog %q exits %d, want %d", tc.args, got, tc.want)
			}
		})
	}
}
