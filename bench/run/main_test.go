package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fakeSystem writes an executable shell script standing in for a Prolog
// system: it prints stdout and the bench-stats line the harnesses write.
func fakeSystem(t *testing.T, dir, name, stdout string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	script := "#!/bin/sh\nprintf '" + stdout + "'\n" +
		"echo 'bench-stats ok inferences=1000 cputime=0.0010 walltime_ms=1' >&2\n"
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// gnuBanner is what GNU Prolog prints on standard output before the
// harness's mark: its banner and consult messages.
const gnuBanner = `GNU Prolog 1.4.5 (64 bits)\ncompiling p.pl for byte code...\n`

// TestMeasureThreeSystems checks how a row's status follows from the
// three systems' answers, and that GNU Prolog's banner is not taken for
// part of its answer.
func TestMeasureThreeSystems(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("needs /bin/sh for the fake systems")
	}
	dir := t.TempDir()
	gp := fakeSystem(t, dir, "goprolog", `42\n`)
	sw := fakeSystem(t, dir, "swipl", `42\n`)
	tests := []struct {
		name       string
		gnuOut     string // "" for no gprolog installed
		gnuRow     bool   // the workload is marked as runnable in GNU Prolog
		wantStatus string
		wantWhy    string
		wantGnuRan bool
	}{
		{"same answer after the banner", gnuBanner + gnuAnswerMark + `42\n`, true, "ok", "", true},
		{"different answer", gnuBanner + gnuAnswerMark + `43\n`, true, "FAIL", "gprolog", true},
		{"no answer mark", gnuBanner + `42\n`, true, "FAIL", "no answer mark", true},
		{"row not runnable in GNU Prolog", gnuBanner + gnuAnswerMark + `43\n`, false, "ok", "", false},
		{"gprolog not installed", "", true, "ok", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := config{runs: 2, timeout: time.Minute, root: dir, goprolog: gp, swipl: sw}
			if tc.gnuOut != "" {
				cfg.gprolog = fakeSystem(t, t.TempDir(), "gprolog", tc.gnuOut)
			}
			w := workload{name: "p", files: []string{"p.pl"}, goal: "bench_main", gnu: tc.gnuRow}
			r := measure(cfg, w)
			if r.status != tc.wantStatus || !strings.Contains(r.why, tc.wantWhy) {
				t.Errorf("status %q (%s), want %q containing %q", r.status, r.why, tc.wantStatus, tc.wantWhy)
			}
			if r.gn.ran != tc.wantGnuRan {
				t.Errorf("gprolog ran = %v, want %v", r.gn.ran, tc.wantGnuRan)
			}
			if tc.wantStatus == "ok" && tc.wantGnuRan && r.gn.answer != "42" {
				t.Errorf("gprolog answer %q, want %q", r.gn.answer, "42")
			}
		})
	}
}

// TestReportWithoutGprolog checks that the table leaves out the GNU
// Prolog columns, and the summary says why, when it is not installed.
func TestReportWithoutGprolog(t *testing.T) {
	r := row{name: "p", status: "ok",
		gp: side{ran: true, wall: 2, cpu: 2, answer: "42"},
		sw: side{ran: true, wall: 1, cpu: 1, answer: "42"}}
	for _, tc := range []struct {
		name    string
		gprolog string
		want    []string
		notWant []string
	}{
		{"not installed", "", []string{"gprolog not installed", "| ratio |"}, []string{"gnu s"}},
		{"installed", "/usr/bin/gprolog", []string{"gnu s", "/gnu", "goprolog/gprolog"}, []string{"not installed"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			p := report{rows: []row{r}, cfg: config{runs: 1, gprolog: tc.gprolog}}
			fmtTable(p, &b)
			for _, s := range tc.want {
				if !strings.Contains(b.String(), s) {
					t.Errorf("report lacks %q:\n%s", s, b.String())
				}
			}
			for _, s := range tc.notWant {
				if strings.Contains(b.String(), s) {
					t.Errorf("report has %q:\n%s", s, b.String())
				}
			}
		})
	}
}

// fmtTable writes the Markdown table rows and the summary line, the part
// of the report that does not describe the machine.
func fmtTable(p report, b *bytes.Buffer) {
	b.WriteString("| " + strings.Join(p.header(), " | ") + " |\n")
	for _, r := range p.rows {
		b.WriteString("| " + strings.Join(p.cells(r), " | ") + " |\n")
	}
	b.WriteString(p.summary() + "\n")
}
