//go:build windows

package builtins

import "testing"

// TestProgramOf checks how a Windows command line's program is found.
func TestProgramOf(t *testing.T) {
	tests := []struct{ line, want string }{
		{"cmd.exe /C dir", "cmd.exe"},
		{`  "C:\Program Files\x.exe" a b`, `C:\Program Files\x.exe`},
		{"notepad", "notepad"},
		{"prog\targ", "prog"},
		{`"unclosed`, "unclosed"},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			if got := programOf(tt.line); got != tt.want {
				t.Errorf("programOf(%q) = %q, want %q", tt.line, got, tt.want)
			}
		})
	}
}
