// Package table runs the rows of the course's inference-count table.
package table

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/goprolog/goprolog/prolog"
)

// Row is one line of course-table.tsv.
type Row struct {
	Program   string
	Query     string // "all" or "first"
	N         int
	Solutions int
	Published int64 // the 2001 figure
	SWI       int64 // SWI-Prolog 9.0.4's figure
}

// Load reads the table, skipping comments.
func Load(path string) ([]Row, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var rows []Row
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 6 {
			return nil, fmt.Errorf("%s: bad row %q", path, line)
		}
		var r Row
		r.Program, r.Query = f[0], f[1]
		r.N, _ = strconv.Atoi(f[2])
		r.Solutions, _ = strconv.Atoi(f[3])
		r.Published, _ = strconv.ParseInt(f[4], 10, 64)
		r.SWI, _ = strconv.ParseInt(f[5], 10, 64)
		rows = append(rows, r)
	}
	return rows, nil
}

// Goal returns the query of a row: time/1 around bagof/3 of all
// solutions, or around the first solution. GCP's predicate is
// solutionG/2.
func (r Row) Goal() string {
	pred := "solution"
	if r.Program == "GCP" {
		pred = "solutionG"
	}
	if r.Query == "all" {
		return fmt.Sprintf("time(bagof(P, %s(%d, P), S)), length(S, K)", pred, r.N)
	}
	return fmt.Sprintf("time(%s(%d, S)), K = 1", pred, r.N)
}

// Result is a row's outcome.
type Result struct {
	Row
	Found      int
	Inferences int64
	Seconds    float64
}

// Diff returns the difference from the published figure, in percent.
func (r Result) Diff() float64 {
	return 100 * float64(r.Inferences-r.Published) / float64(r.Published)
}

// Typo reports the cell the document most likely misprinted: GAT all 4,
// published 568, where the 2001 model, which gives every other cell to
// the inference, gives 598 (one digit apart; no time/1 printout behind
// it in the document).
func (r Row) Typo() bool { return r.Program == "GAT" && r.Query == "all" && r.N == 4 }

// ModelFigure is the 2001 model's figure for the row: the published one,
// but for the probable typo.
func (r Row) ModelFigure() int64 {
	if r.Typo() {
		return 598
	}
	return r.Published
}

// OK reports whether the row has the right number of solutions and the
// 2001 model's inference count.
func (r Result) OK() bool {
	return r.Found == r.Solutions && r.Inferences == r.ModelFigure()
}

// Header is the table's column line.
func Header() string {
	return fmt.Sprintf("%-4s %-5s %3s %9s %13s %13s %9s %8s", "prog", "query", "N", "solutions", "inferences", "published", "diff", "seconds")
}

// Line formats the result as a table line: goprolog's count, the
// published one, their difference.
func (r Result) Line() string {
	s := fmt.Sprintf("%-4s %-5s %3d %9d %13s %13s %+9d %8.3f", r.Program, r.Query, r.N, r.Found,
		group(r.Inferences), group(r.Published), r.Inferences-r.Published, r.Seconds)
	if r.Typo() {
		s += "  the document's probable typo (598 vs 568)"
	}
	return s
}

func group(n int64) string {
	s := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

var timeLine = regexp.MustCompile(`% ([0-9,]+) inferences, ([0-9.]+) CPU in ([0-9.]+) seconds`)

// Run runs one row in a fresh interpreter under the inference model
// named model ("" for the default); dir holds the course files.
func Run(dir string, r Row, model string) (Result, error) {
	var out, errs bytes.Buffer
	opts := []prolog.Option{prolog.WithStdio(strings.NewReader(""), &out, &errs)}
	if model != "" {
		opts = append(opts, prolog.WithFlag("inference_model", model))
	}
	interp := prolog.New(opts...)
	if err := interp.Consult(filepath.Join(dir, r.Program+".pl")); err != nil {
		return Result{}, err
	}
	sols, err := interp.Query(context.Background(), r.Goal())
	if err != nil {
		return Result{}, err
	}
	defer sols.Close()
	start := time.Now()
	if !sols.Next() {
		if err := sols.Err(); err != nil {
			return Result{}, err
		}
		return Result{}, fmt.Errorf("no solution")
	}
	res := Result{Row: r, Seconds: time.Since(start).Seconds()}
	if k, ok := sols.Vars()["K"].(prolog.Integer); ok {
		res.Found = int(k)
	}
	interp.Flush()
	mt := timeLine.FindStringSubmatch(errs.String())
	if mt == nil {
		return Result{}, fmt.Errorf("no time/1 line in %q", errs.String())
	}
	res.Inferences, _ = strconv.ParseInt(strings.ReplaceAll(mt[1], ",", ""), 10, 64)
	return res, nil
}
