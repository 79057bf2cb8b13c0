package prolog_test

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/examples/course/coursetable/table"
	"github.com/goprolog/goprolog/internal/difftest"
	"github.com/goprolog/goprolog/prolog"
)

// swiplInferences runs goals in swipl on file (the first goals warm up:
// they load what swipl autoloads on first use) and returns the count the
// last one's time/1 printed.
func swiplInferences(t *testing.T, swipl, dir, file, goals string) int64 {
	t.Helper()
	cmd := exec.Command(swipl, "-q", "-g", goals, "-t", "halt", file)
	cmd.Dir = dir
	var out, errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errs
	if err := cmd.Run(); err != nil {
		t.Fatalf("swipl %s: %v\n%s", goals, err, errs.String())
	}
	m := inferenceLine.FindAllStringSubmatch(errs.String(), -1)
	if m == nil {
		t.Fatalf("swipl %s: no time/1 line in %q", goals, errs.String())
	}
	n, _ := strconv.ParseInt(strings.ReplaceAll(m[len(m)-1][1], ",", ""), 10, 64)
	return n
}

// goprologInferences runs goal under swi9 on file and returns the count
// time/1 printed.
func goprologInferences(t *testing.T, native bool, file, goal string) int64 {
	t.Helper()
	var errs bytes.Buffer
	opts := []prolog.Option{prolog.WithStdio(strings.NewReader(""), &bytes.Buffer{}, &errs),
		prolog.WithFlag("inference_model", "swi9")}
	if !native {
		opts = append(opts, prolog.WithoutNative())
	}
	interp := prolog.New(opts...)
	if err := interp.Consult(file); err != nil {
		t.Fatal(err)
	}
	if err := interp.Exec(context.Background(), goal); err != nil {
		t.Fatal(err)
	}
	interp.Flush()
	m := inferenceLine.FindStringSubmatch(errs.String())
	if m == nil {
		t.Fatalf("%s: no time/1 line in %q", goal, errs.String())
	}
	n, _ := strconv.ParseInt(strings.ReplaceAll(m[1], ",", ""), 10, 64)
	return n
}

// TestInferenceModelSWI9Hanoi runs issue 25's Towers of Hanoi under swi9
// and in swipl: N1 is N-1 into a fresh variable is free in both, and the
// counts are equal (4,194,307 for 21 discs).
func TestInferenceModelSWI9Hanoi(t *testing.T) {
	swipl := difftest.Swipl(t)
	for _, tc := range []struct {
		n      int
		native bool
	}{{21, true}, {12, true}, {12, false}} {
		t.Run(fmt.Sprintf("%d/native=%v", tc.n, tc.native), func(t *testing.T) {
			goal := fmt.Sprintf("time(hanoi(%d))", tc.n)
			want := swiplInferences(t, swipl, "testdata/infer", "hanoi.pl", goal)
			if got := goprologInferences(t, tc.native, "testdata/infer/hanoi.pl", goal); got != want {
				t.Errorf("%s: %d inferences, swipl %d", goal, got, want)
			}
		})
	}
}

// TestInferenceModelSWI9Course runs the course table's rows of at most
// 400,000 published inferences under swi9 and in swipl, after a first
// bagof/3 that makes swipl load what it autoloads: the counts are within
// 2%.
func TestInferenceModelSWI9Course(t *testing.T) {
	swipl := difftest.Swipl(t)
	dir := filepath.Join("..", "examples", "course")
	rows, err := table.Load(filepath.Join(dir, "course-table.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if r.Published > 400_000 {
			continue
		}
		t.Run(fmt.Sprintf("%s/%s/%d", r.Program, r.Query, r.N), func(t *testing.T) {
			goal := strings.SplitN(r.Goal(), ", length", 2)[0]
			goal = strings.SplitN(goal, ", K = 1", 2)[0]
			want := swiplInferences(t, swipl, dir, r.Program+".pl", "bagof(P, solution(4, P), _), "+goal)
			got := goprologInferences(t, true, filepath.Join(dir, r.Program+".pl"), goal)
			if d := 100 * float64(got-want) / float64(want); d > 2 || d < -2 {
				t.Errorf("%s: %d inferences, swipl %d (%+.2f%%)", goal, got, want, d)
			}
		})
	}
}
