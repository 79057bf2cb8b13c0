package difftest

import (
	"testing"
)

// fakeTB records how Swipl ended a test: Fatalf and Skipf stop the
// calling goroutine, as testing.T's do.
type fakeTB struct {
	testing.TB
	failed, skipped bool
}

func (f *fakeTB) Helper()               {}
func (f *fakeTB) Name() string          { return "fake" }
func (f *fakeTB) Fatalf(string, ...any) { f.failed = true; panicStop() }
func (f *fakeTB) Skipf(string, ...any)  { f.skipped = true; panicStop() }

type stop struct{}

func panicStop() { panic(stop{}) }

func callSwipl(tb *fakeTB) (path string) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(stop); !ok {
				panic(r)
			}
		}
	}()
	return Swipl(tb)
}

// TestSwiplMissing checks that a missing swipl skips outside CI and fails
// under CI.
func TestSwiplMissing(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	for _, tc := range []struct {
		name, ci   string
		fail, skip bool
	}{
		{"no CI", "", false, true},
		{"CI", "true", true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("CI", tc.ci)
			tb := &fakeTB{}
			if p := callSwipl(tb); p != "" {
				t.Fatalf("found swipl at %s with an empty PATH", p)
			}
			if tb.failed != tc.fail || tb.skipped != tc.skip {
				t.Errorf("failed=%v skipped=%v, want failed=%v skipped=%v", tb.failed, tb.skipped, tc.fail, tc.skip)
			}
		})
	}
}
