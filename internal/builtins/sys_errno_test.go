package builtins

import (
	"errors"
	"os"
	"testing"
)

// TestErrnoClassOfOSErrors classifies the errors the system really
// gives, whatever its error numbers: a missing file is an existence
// error, a directory that is not empty a permission error, an error
// without a number an existence error.
func TestErrnoClassOfOSErrors(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(dir+"/f", nil, 0o644); err != nil {
		t.Fatal(err)
	}
	_, missing := os.Stat(dir + "/missing")
	notEmpty := os.Remove(dir)
	tests := []struct {
		name string
		err  error
		want osErrClass
	}{
		{"missing file", missing, osErrExistence},
		{"directory not empty", notEmpty, osErrPermission},
		{"no error number", errors.New("other"), osErrExistence},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.err == nil {
				t.Fatal("the operation did not fail")
			}
			if got := errnoClass(tt.err); got != tt.want {
				t.Errorf("errnoClass(%v) = %d, want %d", tt.err, got, tt.want)
			}
		})
	}
}
