// Package course_test checks that goprolog runs the course's N-queens
// programs unchanged: the files are byte-identical to the course's, every
// strategy finds the published number of solutions, the first solutions
// are SWI-Prolog's, and the inference counts time/1 prints are within 10%
// of the figures the course document published.
package course_test

import (
	"bufio"
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/examples/course/coursetable/table"
	"github.com/goprolog/goprolog/prolog"
)

var courseFiles = []string{"util.pl", "GAT.pl", "GTP.pl", "GCP.pl", "RD.pl", "RDC.pl", "RDH.pl", "freeze.pl"}

// TestFilesUnchanged compares the course files with the originals in
// ../shared/course, where that folder exists.
func TestFilesUnchanged(t *testing.T) {
	shared := filepath.Join("..", "..", "..", "shared", "course")
	if _, err := os.Stat(shared); err != nil {
		t.Skipf("no %s to compare with", shared)
	}
	for _, f := range courseFiles {
		t.Run(f, func(t *testing.T) {
			ours, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			orig, err := os.ReadFile(filepath.Join(shared, f))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(ours, orig) {
				t.Errorf("%s differs from the course's copy", f)
			}
		})
	}
}

// bigRow reports rows too slow for -short runs.
func bigRow(r table.Row) bool { return r.Published > 3_000_000 }

// TestInferenceTable runs every row of course-table.tsv under the default
// model, swi2001: each count is the published one (GAT all 4 the model's
// 598, the document's probable typo for 568).
func TestInferenceTable(t *testing.T) {
	rows, err := table.Load("course-table.tsv")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		name := r.Program + "/" + r.Query + "/" + strconv.Itoa(r.N)
		t.Run(name, func(t *testing.T) {
			if testing.Short() && bigRow(r) {
				t.Skip("large row: run without -short")
			}
			res, err := table.Run(".", r, "")
			if err != nil {
				t.Fatal(err)
			}
			if res.Found != r.Solutions {
				t.Errorf("%d solutions, want %d", res.Found, r.Solutions)
			}
			if res.Inferences != r.ModelFigure() {
				t.Errorf("%d inferences, the 2001 model's %d (published %d)", res.Inferences, r.ModelFigure(), r.Published)
			}
			t.Logf("%s", res.Line())
		})
	}
}

var firstLine = regexp.MustCompile(`^(\w+)\s+(solution\w*\((\d+),\w\)):\s+(.*)$`)

// TestFirstSolutions checks each program's first solution against
// SWI-Prolog's, as listed in first-solutions.txt.
func TestFirstSolutions(t *testing.T) {
	data, err := os.ReadFile("first-solutions.txt")
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		mt := firstLine.FindStringSubmatch(line)
		if mt == nil {
			continue
		}
		prog, query, want := mt[1], mt[2], mt[4]
		t.Run(prog+"/"+query, func(t *testing.T) {
			if testing.Short() && prog == "GCP" && mt[3] == "8" {
				t.Skip("solutionG(8, C) takes 272 million inferences: run without -short")
			}
			var out, errs bytes.Buffer
			interp := prolog.New(prolog.WithStdio(strings.NewReader(""), &out, &errs))
			if err := interp.Consult(prog + ".pl"); err != nil {
				t.Fatal(err)
			}
			goal := strings.Replace(query, ",S)", ",X)", 1)
			goal = strings.Replace(goal, ",C)", ",X)", 1)
			if err := interp.Exec(context.Background(), goal+", write(X), nl"); err != nil {
				t.Fatalf("%s: %v (%s)", goal, err, errs.String())
			}
			interp.Flush()
			if got := strings.TrimSpace(out.String()); got != want {
				t.Errorf("got  %s\nwant %s", got, want)
			}
		})
	}
}

// TestSingletonWarnings checks the warnings SWI-Prolog gives for RDH.pl.
func TestSingletonWarnings(t *testing.T) {
	var out, errs bytes.Buffer
	interp := prolog.New(prolog.WithStdio(strings.NewReader(""), &out, &errs))
	if err := interp.Consult("RDH.pl"); err != nil {
		t.Fatal(err)
	}
	interp.Flush()
	abs, _ := filepath.Abs("RDH.pl")
	want := "Warning: " + abs + ":40:\nWarning:    Singleton variables: [Tb]\n"
	if !strings.Contains(errs.String(), want) {
		t.Errorf("warnings:\n%s\nwant them to contain:\n%s", errs.String(), want)
	}
}

// TestMain gives the tests the collector settings of the goprolog binary,
// so that the large rows take the time they take there.
func TestMain(m *testing.M) {
	prolog.TuneGC()
	os.Exit(m.Run())
}
