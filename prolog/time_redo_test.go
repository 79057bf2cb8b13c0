package prolog_test

import (
	"bytes"
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/prolog"
)

var timeReport = regexp.MustCompile(`% ([0-9,]+) inferences, ([0-9.]+) CPU in ([0-9.]+) seconds`)

// TestTimeOnBacktracking asks time/1 for three answers, waiting between
// them as a user at the top level would: each report, as SWI-Prolog's,
// is of the work since the previous answer (not a running total), and
// its wall time leaves out the wait.
func TestTimeOnBacktracking(t *testing.T) {
	const wait = 300 * time.Millisecond
	for _, tc := range []struct {
		name   string
		native bool
		model  string
		want   []int64
	}{
		{"swi2001/wam", true, "swi2001", []int64{2, 2, 2}},
		{"swi2001/engine", false, "swi2001", []int64{2, 2, 2}},
		{"swi9/wam", true, "swi9", []int64{4, 3, 3}},
		{"swi9/engine", false, "swi9", []int64{4, 3, 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var errs bytes.Buffer
			opts := []prolog.Option{prolog.WithStdio(strings.NewReader(""), &bytes.Buffer{}, &errs),
				prolog.WithFlag("inference_model", tc.model)}
			if !tc.native {
				opts = append(opts, prolog.WithoutNative())
			}
			interp := prolog.New(opts...)
			sols, err := interp.Query(context.Background(), "time((member(X, [1,2,3]), Y is X*2))")
			if err != nil {
				t.Fatal(err)
			}
			defer sols.Close()
			for k, want := range tc.want {
				if k > 0 {
					time.Sleep(wait)
				}
				errs.Reset()
				if !sols.Next() {
					t.Fatalf("answer %d: none (%v)", k+1, sols.Err())
				}
				interp.Flush()
				m := timeReport.FindStringSubmatch(errs.String())
				if m == nil {
					t.Fatalf("answer %d: no time/1 line in %q", k+1, errs.String())
				}
				n, _ := strconv.ParseInt(strings.ReplaceAll(m[1], ",", ""), 10, 64)
				wall, _ := strconv.ParseFloat(m[3], 64)
				if n != want {
					t.Errorf("answer %d: %d inferences, want %d (the increment since the previous answer)", k+1, n, want)
				}
				if wall >= wait.Seconds()/2 {
					t.Errorf("answer %d: %.3f seconds, which counts the %v the host waited", k+1, wall, wait)
				}
			}
		})
	}
}
