package main

import (
	"regexp"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
)

// TestStatisticsSummary checks statistics/0's summary on user_error: the
// lines SWI-Prolog's begins with (the start, the CPU time and
// inferences, the program's size), with numbers of their own.
func TestStatisticsSummary(t *testing.T) {
	bin := buildBinary(t)
	_, errOut, _ := difftest.Program{Exe: bin, Args: []string{"-q", "-g", "statistics", "-t", "halt"}}.Run(t)
	for _, re := range []string{
		`(?m)^% Started at \w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d \d{4}$`,
		`(?m)^% \d+\.\d{3} seconds cpu time for [\d,]+ inferences$`,
		`(?m)^% [\d,]+ atoms, [\d,]+ predicates, \d+ modules$`,
	} {
		if !regexp.MustCompile(re).MatchString(errOut) {
			t.Errorf("no line matching %s in:\n%s", re, errOut)
		}
	}
}
