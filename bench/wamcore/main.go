// Command wamcore runs a pure goal on internal/engine/wam, the WAM core
// (docs/wam.md), and reports its time beside SWI-Prolog
// running the same goal on the same file, when swipl is installed:
//
//	go run ./bench/wamcore -goal 'range(1,30,L), loop(60000,L,[],R)' bench/programs/nrev.pl
//
// The file's clauses must be pure Prolog as internal/engine/wam runs it (see its
// package comment); clauses it cannot compile are skipped with a note.
// Both systems report CPU seconds inside the goal and their inferences,
// and their peak RSS.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime/pprof"
	"strings"

	"github.com/goprolog/goprolog/internal/builtins"
	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/engine/wam"
	"github.com/goprolog/goprolog/internal/parser"
	"github.com/goprolog/goprolog/internal/procstat"
)

func main() {
	goal := flag.String("goal", "", "the goal to run")
	show := flag.String("show", "", "a variable of the goal whose value to print (its length, for a list)")
	swi := flag.Bool("swipl", true, "also run the goal in swipl")
	child := flag.Bool("child", false, "run the goal here and report (used by the parent)")
	flag.Parse()
	if flag.NArg() != 1 || *goal == "" {
		fmt.Fprintln(os.Stderr, "usage: wamcore -goal G [-show V] file.pl")
		os.Exit(2)
	}
	file := flag.Arg(0)
	if *child {
		if err := runHere(file, *goal, *show); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	// Each system in a process of its own, so that peak RSS is its own.
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	report("wam", exec.Command(self, "-child", "-goal", *goal, "-show", *show, file))
	if _, err := exec.LookPath("swipl"); *swi && err == nil {
		g := fmt.Sprintf("statistics(cputime,T0), statistics(inferences,I0), (%s -> true ; true), "+
			"statistics(cputime,T1), statistics(inferences,I1), T is T1-T0, I is I1-I0-3, "+
			"format(\"cpu ~3f s, ~D inferences\\n\", [T, I]), halt", *goal)
		report("swipl", exec.Command("swipl", "-q", "-g", g, "-t", "halt(1)", file))
	}
}

// report runs cmd and prints its output with its peak RSS.
func report(name string, cmd *exec.Cmd) {
	out, err := cmd.CombinedOutput()
	rss := 0.0
	if cmd.ProcessState != nil {
		rss = float64(procstat.PeakRSS(cmd.ProcessState)) / 1024
	}
	fmt.Printf("%-6s %s, peak RSS %.0f MB", name, strings.TrimSpace(string(out)), rss)
	if err != nil {
		fmt.Printf(" (%v)", err)
	}
	fmt.Println()
}

// runHere loads file into a WAM, runs goal once and prints its CPU time
// and inferences.
func runHere(file, goal, show string) error {
	em := engine.NewMachine()
	if err := builtins.Install(em); err != nil {
		return err
	}
	w := wam.New()
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	r := parser.NewReader(em, engine.NewInputStream(f, file, nil))
	for {
		res, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return err
		}
		if err := w.AddClause(res.Term); err != nil {
			fmt.Fprintf(os.Stderr, "skipped: %v\n", err)
		}
	}
	gr := parser.NewReader(em, engine.NewInputStream(strings.NewReader(goal+" ."), "goal", nil))
	res, err := gr.Next()
	if err != nil {
		return err
	}
	q, err := w.Query(res.Term)
	if err != nil {
		return err
	}
	if prof := os.Getenv("WAMCORE_CPUPROFILE"); prof != "" {
		pf, err := os.Create(prof)
		if err != nil {
			return err
		}
		if err := pprof.StartCPUProfile(pf); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	start, t0 := w.Inferences, procstat.CPUTime()
	ok, err := q.Next()
	cpu := procstat.CPUTime() - t0
	if err != nil {
		return err
	}
	if !ok {
		fmt.Print("failed, ")
	}
	for _, v := range res.Vars {
		if v.Name == show {
			val := q.Value(v.Var)
			if l, isList := engine.ListToSlice(val); isList {
				fmt.Printf("%s has %d elements, ", show, len(l))
			} else {
				fmt.Printf("%s = %s, ", show, engine.Format(val, engine.WriteOptions{Quoted: true}))
			}
		}
	}
	fmt.Printf("cpu %.3f s, %d inferences", cpu.Seconds(), w.Inferences-start)
	return nil
}
