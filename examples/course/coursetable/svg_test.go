package main

import (
	"bytes"
	"encoding/xml"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/examples/course/coursetable/table"
)

var update = flag.Bool("update", false, "rewrite the golden SVG files under testdata/")

// swiResults are the rows of course-table.tsv with SWI-Prolog 9.0.4's
// measured counts standing in for goprolog's, so that the chart is
// fixed without running the programs.
func swiResults(t *testing.T, keep func(table.Row) bool) []table.Result {
	t.Helper()
	rows, err := table.Load(filepath.Join("..", "course-table.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	var res []table.Result
	for _, r := range rows {
		if keep(r) {
			res = append(res, table.Result{Row: r, Found: r.Solutions, Inferences: r.SWI})
		}
	}
	return res
}

// TestSVGGolden compares the chart with the files under testdata/
// (go test -run TestSVGGolden -update rewrites them).
func TestSVGGolden(t *testing.T) {
	cases := []struct {
		name   string
		keep   func(table.Row) bool
		series int
	}{
		{"all-rows", func(table.Row) bool { return true }, 5},
		{"up-to-8", func(r table.Row) bool { return r.N <= 8 }, 5},
		{"rd-only", func(r table.Row) bool { return r.Program == "RD" }, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := writeSVG(&b, swiResults(t, c.keep)); err != nil {
				t.Fatal(err)
			}
			if n := wellFormedSeries(t, b.Bytes()); n != c.series {
				t.Errorf("%d series drawn, want %d", n, c.series)
			}
			golden := filepath.Join("testdata", c.name+".svg")
			if *update {
				if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(b.Bytes(), want) {
				t.Errorf("chart differs from %s (run with -update to accept):\n%s", golden, b.String())
			}
		})
	}
}

// wellFormedSeries parses the SVG as XML and counts its series groups.
func wellFormedSeries(t *testing.T, svg []byte) int {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(svg))
	n := 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return n
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "g" {
			for _, a := range se.Attr {
				if a.Name.Local == "class" && a.Value == "series" {
					n++
				}
			}
		}
	}
}

// TestSVGNoRows: a table with nothing to plot is an error, not an
// empty picture.
func TestSVGNoRows(t *testing.T) {
	res := swiResults(t, func(r table.Row) bool { return r.Query == "first" })
	err := writeSVG(io.Discard, res)
	if err == nil || !strings.Contains(err.Error(), "no 'all' rows") {
		t.Fatalf("writeSVG with only first rows: %v", err)
	}
}
