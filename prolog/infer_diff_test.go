package prolog_test

import (
	"bufio"
	"bytes"
	"context"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
	"github.com/goprolog/goprolog/prolog"
)

var inferenceLine = regexp.MustCompile(`% ([0-9,]+) inferences`)

// TestInferenceModel2001 runs the goals of testdata/infer/rules.goals
// under the swi2001 model, on the engine's solver and on the WAM core,
// and compares each count with the counting interpreter's, run by swipl
// (testdata/infer/counting-interpreter.pl, a copy of the reference's
// inference-model-2001 one, which reproduces the course's published
// figures).
func TestInferenceModel2001(t *testing.T) {
	swipl := difftest.Swipl(t)
	data, err := os.ReadFile("testdata/infer/rules.goals")
	if err != nil {
		t.Fatal(err)
	}
	var goals, quoted []string
	for _, g := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		goals = append(goals, g)
		quoted = append(quoted, "'"+g+"'")
	}
	cmd := exec.Command(swipl, "-q", "-g", "oracle('rules.pl', ["+strings.Join(quoted, ",")+"])", "-t", "halt", "counting-interpreter.pl", "oracle.pl")
	cmd.Dir = "testdata/infer"
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("oracle: %v", err)
	}
	want := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) >= 3 {
			want[strings.Join(f[:len(f)-2], " ")] = f[len(f)-1]
		}
	}
	for _, native := range []bool{true, false} {
		var errs bytes.Buffer
		opts := []prolog.Option{prolog.WithStdio(strings.NewReader(""), &bytes.Buffer{}, &errs)}
		name := "wam"
		if !native {
			opts, name = append(opts, prolog.WithoutNative()), "engine"
		}
		interp := prolog.New(opts...)
		if err := interp.Consult("testdata/infer/rules.pl"); err != nil {
			t.Fatal(err)
		}
		for _, g := range goals {
			t.Run(name+"/"+g, func(t *testing.T) {
				errs.Reset()
				if err := interp.Exec(context.Background(), "(time(("+g+")) -> true ; true)"); err != nil {
					t.Fatal(err)
				}
				interp.Flush()
				m := inferenceLine.FindStringSubmatch(errs.String())
				if m == nil {
					t.Fatalf("no time/1 line in %q", errs.String())
				}
				got := strings.ReplaceAll(m[1], ",", "")
				if w, ok := want[g]; !ok {
					t.Fatalf("the oracle printed no count for %s:\n%s", g, out)
				} else if got != w {
					t.Errorf("%s: %s inferences, the 2001 model's %s", g, got, w)
				}
			})
		}
	}
}
