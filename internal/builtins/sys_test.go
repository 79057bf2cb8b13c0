package builtins

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestCPUTimeAdvances checks the process CPU clock of this platform
// (getrusage, GetProcessTimes, or the wall clock under WebAssembly): it
// never goes back, and busy work moves it on.
func TestCPUTimeAdvances(t *testing.T) {
	prev := cpuTime()
	start := prev
	deadline := time.Now().Add(200 * time.Millisecond)
	for time.Now().Before(deadline) {
		now := cpuTime()
		if now < prev {
			t.Fatalf("cpuTime went back from %v to %v", prev, now)
		}
		prev = now
	}
	if prev <= start {
		t.Errorf("cpuTime did not advance over 200ms of busy work: %v then %v", start, prev)
	}
}

// TestAccessOKAgreesWithStat checks this platform's access checks
// (access(2), or stat, open and permission bits where it is missing)
// against what os.Stat and os.Open say, for things any user may do.
func TestAccessOKAgreesWithStat(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "f.pl")
	if err := os.WriteFile(file, []byte("a.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing")
	tests := []struct {
		name string
		path string
		mode uint32
		want bool
	}{
		{"file exists", file, accessExist, true},
		{"file readable", file, accessRead, true},
		{"file writable", file, accessWrite, true},
		{"directory exists", dir, accessExist, true},
		{"directory searchable", dir, accessExecute, true},
		{"directory writable", dir, accessWrite, true},
		{"missing does not exist", missing, accessExist, false},
		{"missing not readable", missing, accessRead, false},
		{"missing not writable", missing, accessWrite, false},
		{"missing not executable", missing, accessExecute, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := accessOK(tt.path, tt.mode); got != tt.want {
				t.Errorf("accessOK(%s, %d) = %v, want %v", tt.path, tt.mode, got, tt.want)
			}
			if tt.mode == accessExist {
				_, err := os.Stat(tt.path)
				if (err == nil) != accessOK(tt.path, accessExist) {
					t.Errorf("accessOK(%s, exist) disagrees with os.Stat (%v)", tt.path, err)
				}
			}
		})
	}
}
