package builtins_test

import (
	"bytes"
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/internal/difftest"
	"github.com/goprolog/goprolog/prolog"
)

// isoFlagCases is the program of TestISOFlag and TestISOFlagDefault: its
// cases and the driver that prints one "@@Tag<TAB>Goal<TAB>Answer<TAB>
// Verdict" line a goal.
var isoFlagCases = filepath.Join("testdata", "isoflag", "cases.pl")

// isoFlagLine is one line of the driver's output.
type isoFlagLine struct {
	tag, goal, answer, verdict string
}

func isoFlagLines(out string) []isoFlagLine {
	var ls []isoFlagLine
	for _, f := range driverLines(out) {
		ls = append(ls, isoFlagLine{f[0], f[1], f[2], f[3]})
	}
	return ls
}

// runISOFlagGoprolog consults the cases in a fresh interpreter and runs
// goal, returning the driver's lines.
func runISOFlagGoprolog(t *testing.T, goal string) []isoFlagLine {
	t.Helper()
	var out, errOut bytes.Buffer
	in := prolog.New(prolog.WithStdio(strings.NewReader(""), &out, &errOut))
	if err := in.Consult(isoFlagCases); err != nil {
		t.Fatalf("consult: %v\n%s", err, errOut.String())
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := in.Exec(ctx, goal); err != nil {
		t.Fatalf("%s: %v\n%s", goal, err, errOut.String())
	}
	in.Flush()
	return isoFlagLines(out.String())
}

// TestISOFlag checks the answers of the flag iso (set_prolog_flag(iso,
// true)) against ISO's, case by case (iso_case/2 in the cases file), and
// goprolog's protection of its $-prefixed helpers (expect/2).
func TestISOFlag(t *testing.T) {
	lines := runISOFlagGoprolog(t, "iso_run")
	if len(lines) < 60 {
		t.Fatalf("only %d cases ran", len(lines))
	}
	for _, l := range lines {
		t.Run(l.tag+" "+l.goal, func(t *testing.T) {
			if l.verdict != "pass" {
				t.Errorf("%s: got %s", l.goal, l.answer)
			}
		})
	}
}

// TestISOFlagDefault runs the same goals (and diff_goal/1's) with the
// flag iso false in goprolog and in SWI-Prolog 9: the default must stay
// SWI-Prolog's, including abolish/1 of library and system predicates and
// SWI-Prolog's own iso flag where goprolog follows it.
func TestISOFlagDefault(t *testing.T) {
	swipl := difftest.Swipl(t)
	got := runISOFlagGoprolog(t, "default_run")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, swipl, "-q", "-g", "default_run", "-t", "halt", isoFlagCases)
	cmd.Stdin = strings.NewReader("")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("swipl: %v", err)
	}
	want := isoFlagLines(string(out))
	if len(got) != len(want) || len(want) < 60 {
		t.Fatalf("goprolog ran %d goals, swipl %d", len(got), len(want))
	}
	for i, w := range want {
		g := got[i]
		t.Run(w.goal, func(t *testing.T) {
			if g.goal != w.goal || difftest.NormalizeVars(g.answer) != difftest.NormalizeVars(w.answer) {
				t.Errorf("%s\n goprolog: %s\n swipl:    %s", w.goal, g.answer, w.answer)
			}
		})
	}
}
