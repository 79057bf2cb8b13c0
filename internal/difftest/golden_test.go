package difftest

import (
	"os"
	"path/filepath"
	"testing"
)

// goldenTB records what CheckGolden reported: Fatal and Fatalf stop the
// calling goroutine, as testing.T's do.
type goldenTB struct {
	fakeTB
	errors int
}

func (g *goldenTB) Errorf(string, ...any) { g.errors++ }
func (g *goldenTB) Fatal(...any)          { g.failed = true; panicStop() }
func (g *goldenTB) Fatalf(string, ...any) { g.failed = true; panicStop() }

func callGolden(tb *goldenTB, g Golden) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(stop); !ok {
				panic(r)
			}
		}
	}()
	CheckGolden(tb, g)
}

// TestCheckGolden runs CheckGolden on each combination of what swipl and
// goprolog print against the golden file, with and without swipl, under
// CI or not, and with -update: every difference must be reported, and a
// missing swipl must fail only under CI (or with -update).
func TestCheckGolden(t *testing.T) {
	const golden = "a\n"
	for _, tc := range []struct {
		name       string
		noSwipl    bool
		ci         string
		byHand     bool
		update     bool
		swi, gp    string
		errors     int
		fatal      bool
		wantGolden string
	}{
		{name: "both match", swi: golden, gp: golden},
		{name: "goprolog differs", swi: golden, gp: "b\n", errors: 1},
		{name: "swipl differs", swi: "b\n", gp: golden, errors: 1},
		{name: "both differ", swi: "b\n", gp: "b\n", errors: 2},
		{name: "update from swipl", update: true, swi: "b\n", gp: "b\n", wantGolden: "b\n"},
		{name: "update, goprolog differs", update: true, swi: "b\n", gp: golden, errors: 1, wantGolden: "b\n"},
		{name: "by hand, swipl not run", byHand: true, swi: "b\n", gp: golden},
		{name: "by hand, goprolog differs", byHand: true, gp: "b\n", errors: 1},
		{name: "no swipl outside CI", noSwipl: true, gp: golden},
		{name: "no swipl outside CI, goprolog differs", noSwipl: true, gp: "b\n", errors: 1},
		{name: "no swipl under CI", noSwipl: true, ci: "true", gp: golden, fatal: true},
		{name: "no swipl with update", noSwipl: true, update: true, gp: golden, fatal: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("CI", tc.ci)
			if tc.noSwipl {
				t.Setenv("PATH", t.TempDir())
			} else {
				Swipl(t)
			}
			path := filepath.Join(t.TempDir(), "case.out")
			if err := os.WriteFile(path, []byte(golden), 0o644); err != nil {
				t.Fatal(err)
			}
			swiRuns := 0
			g := Golden{
				Path:     path,
				Update:   tc.update,
				Goprolog: func(testing.TB) string { return tc.gp },
			}
			if !tc.byHand {
				g.Swipl = func(_ testing.TB, swipl string) string {
					swiRuns++
					return tc.swi
				}
			}
			tb := &goldenTB{}
			callGolden(tb, g)
			if tb.errors != tc.errors || tb.failed != tc.fatal {
				t.Errorf("%d errors, fatal %v; want %d errors, fatal %v", tb.errors, tb.failed, tc.errors, tc.fatal)
			}
			if tc.byHand && swiRuns > 0 {
				t.Errorf("swipl ran %d times for a golden file written by hand", swiRuns)
			}
			want := tc.wantGolden
			if want == "" {
				want = golden
			}
			if got, _ := os.ReadFile(path); string(got) != want {
				t.Errorf("golden file holds %q, want %q", got, want)
			}
		})
	}
}

// TestLineDiff and TestNormalize check the helpers the failure messages
// and the comparisons of program output use.
func TestLineDiff(t *testing.T) {
	for _, tc := range []struct{ want, got, diff string }{
		{"a\nb\n", "a\nb\n", ""},
		{"a\nb\n", "a\nc\n", "  line 2\n  want: b\n  got:  c\n"},
		{"a\n", "a\nb\n", "  line 2\n  want: \n  got:  b\n"},
	} {
		if d := LineDiff(tc.want, tc.got); d != tc.diff {
			t.Errorf("LineDiff(%q, %q) = %q, want %q", tc.want, tc.got, d, tc.diff)
		}
	}
}

func TestNormalize(t *testing.T) {
	for _, tc := range []struct{ in, dir, out string }{
		{"f(_123, _G7, _123)\ng(_9)\n", "", "f(_0, _1, _0)\ng(_0)\n"},
		{"/tmp/x/a.pl:1: _5\n", "/tmp/x", "DIR/a.pl:1: _0\n"},
	} {
		if got := Normalize(tc.in, tc.dir); got != tc.out {
			t.Errorf("Normalize(%q, %q) = %q, want %q", tc.in, tc.dir, got, tc.out)
		}
	}
}
