// Command coursetable reproduces the course document's comparison of the
// six N-queens strategies: for every row of course-table.tsv it runs the
// query in a fresh interpreter, counts the solutions, and prints
// goprolog's inference count beside the figure published in 2001.
//
//	go run ./examples/course/coursetable [-dir examples/course] [-max N] [-svg chart.svg]
//
// With -svg it also draws the counts of the "all" rows against N on a log
// scale beside the published ones (svg.go).
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/goprolog/goprolog/examples/course/coursetable/table"
	"github.com/goprolog/goprolog/prolog"
)

func main() {
	dir := flag.String("dir", "examples/course", "directory holding the course files and course-table.tsv")
	maxInf := flag.Int64("max", 0, "skip rows whose published count exceeds this (0: run all)")
	svgFile := flag.String("svg", "", "also write an SVG chart of the counts to this file")
	model := flag.String("model", "", "inference model: swi2001 (the default) or swi9")
	flag.Parse()
	prolog.TuneGC()
	rows, err := table.Load(filepath.Join(*dir, "course-table.tsv"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(table.Header())
	failed := false
	var results []table.Result
	for _, r := range rows {
		if *maxInf > 0 && r.Published > *maxInf {
			continue
		}
		res, err := table.Run(*dir, r, *model)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s %s %d: %v\n", r.Program, r.Query, r.N, err)
			failed = true
			continue
		}
		fmt.Println(res.Line())
		results = append(results, res)
		if !res.OK() && *model != "swi9" {
			failed = true
		}
	}
	if *svgFile != "" {
		if err := saveSVG(*svgFile, results); err != nil {
			fmt.Fprintln(os.Stderr, err)
			failed = true
		}
	}
	if failed {
		os.Exit(1)
	}
}
