package difftest

import (
	"path/filepath"
	"testing"
)

// oracleTB is fakeTB that also takes Oracle's log lines.
type oracleTB struct {
	fakeTB
	logged int
}

func (o *oracleTB) Logf(string, ...any) { o.logged++ }

func callOracle(tb *oracleTB, p Program) (out string) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(stop); !ok {
				panic(r)
			}
		}
	}()
	out, _, _ = p.Oracle(tb)
	return out
}

// TestOracleRetries checks that Oracle runs a crashed oracle a second
// time and keeps that run, and fails the test when it crashes again.
func TestOracleRetries(t *testing.T) {
	crash := "echo 'SWI-Prolog [thread 1 (main)]: received fatal signal 11 (segv)'; exit 139"
	// once crashes on its first run only: the first run leaves a file.
	once := func(dir string) string {
		mark := filepath.Join(dir, "ran")
		return "if [ -e " + mark + " ]; then echo ok; else touch " + mark + "; " + crash + "; fi"
	}
	for _, tc := range []struct {
		name   string
		script func(dir string) string
		want   string
		logged int
		fail   bool
	}{
		{"no crash", func(string) string { return "echo ok" }, "ok\n", 0, false},
		{"crash once", once, "ok\n", 1, false},
		{"crash twice", func(string) string { return crash }, "", 1, true},
		{"gc thread left once", func(dir string) string {
			mark := filepath.Join(dir, "ran")
			return "if [ -e " + mark + " ]; then echo ok; else touch " + mark + "; echo ok; echo \"% The following threads wouldn't die: [gc]\"; fi"
		}, "ok\n", 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := &oracleTB{}
			out := callOracle(tb, Program{Exe: "sh", Args: []string{"-c", tc.script(t.TempDir())}})
			if tb.failed != tc.fail || tb.logged != tc.logged || !tc.fail && out != tc.want {
				t.Errorf("failed %v, logged %d, output %q; want failed %v, logged %d, output %q",
					tb.failed, tb.logged, out, tc.fail, tc.logged, tc.want)
			}
		})
	}
}
