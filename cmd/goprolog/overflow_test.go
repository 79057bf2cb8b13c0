package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
)

// TestStackOverflowMessage runs the runaway recursions of
// testdata/overflow in goprolog and in SWI-Prolog under a 100 MB stack
// limit and compares the messages' shape: the limit, the stack sizes,
// the depth line and the frames that show the recursion, numbers and
// variable names aside. goprolog's frames are smaller than swipl's, so
// the sizes and depths differ; a frame below the top keeps only what its
// clause needs, so of those the test compares the predicate, not the
// arguments.
func TestStackOverflowMessage(t *testing.T) {
	swipl := difftest.Swipl(t)
	bin := buildBinary(t)
	dir, err := filepath.Abs(filepath.Join("testdata", "overflow"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ file, goal string }{
		{"count.pl", "count(0)"},
		{"factorial.pl", "fact(5, F)"},
		{"mutual.pl", "ping(0)"},
		{"lists.pl", "build([])"},
		{"trailing_true.pl", "walk(0)"},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			args := []string{"--stack-limit=100m", "-g", tc.goal, "-t", "halt", tc.file}
			out, _, _ := difftest.Program{Exe: swipl, Args: args, Dir: dir, Combined: true}.Oracle(t)
			want := overflowShape(out)
			out, _, _ = difftest.Program{Exe: bin, Args: args, Dir: dir, Combined: true}.Run(t)
			got := overflowShape(out)
			if got != want {
				t.Errorf("--- swipl:\n%s--- goprolog:\n%s", want, got)
			}
			if !strings.Contains(got, "Possible non-terminating recursion:") {
				t.Errorf("no recursion shown:\n%s", got)
			}
		})
	}
}

var (
	overflowNumber = regexp.MustCompile(`_?[0-9][0-9,.]*(Kb|Mb|Gb)?`)
	overflowFrame  = regexp.MustCompile(`^(ERROR: +\[N\] [a-z]+:[a-z]+)\(.*\)$`)
)

// overflowShape is a stack overflow's message with its numbers and
// variables as N and the arguments of the frames below the top left out.
func overflowShape(out string) string {
	var b strings.Builder
	frames := 0
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		line = overflowNumber.ReplaceAllString(line, "N")
		if m := overflowFrame.FindStringSubmatch(line); m != nil {
			if frames++; frames > 1 {
				line = m[1] + "(...)"
			}
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}
