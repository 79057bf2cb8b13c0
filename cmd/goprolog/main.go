// Command goprolog is a Prolog interpreter that runs SWI-Prolog-style
// programs: it consults the files named on the command line, runs the -g
// goals, and then the -t goal or the interactive top level.
//
//	goprolog [-q] [--iso] [-g goal]... [-t goal] [file.pl ...] [-- args]
//
// --iso sets the flag iso to true before anything is loaded: strict ISO
// behaviour where SWI-Prolog's default departs from it.
package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"runtime/pprof"
	"strings"

	"github.com/goprolog/goprolog/prolog"
	"github.com/goprolog/goprolog/repl"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

type options struct {
	quiet    bool
	iso      bool
	goals    []string
	toplevel string
	files    []string
}

func parseArgs(args []string) (options, error) {
	var o options
	for k := 0; k < len(args); k++ {
		a := args[k]
		switch {
		case a == "--":
			return o, nil
		case a == "-q" || a == "--quiet":
			o.quiet = true
		case a == "--iso":
			o.iso = true
		case a == "-g" || a == "-t":
			if k+1 >= len(args) {
				return o, fmt.Errorf("option %s needs a goal", a)
			}
			k++
			if a == "-g" {
				o.goals = append(o.goals, args[k])
			} else {
				o.toplevel = args[k]
			}
		case a == "-h" || a == "--help":
			return o, fmt.Errorf("usage: goprolog [-q] [--iso] [-g goal]... [-t goal] [file.pl ...]")
		case strings.HasPrefix(a, "-") && len(a) > 1:
			return o, fmt.Errorf("unknown option %s", a)
		default:
			o.files = append(o.files, a)
		}
	}
	return o, nil
}

func run(args []string) int {
	prolog.TuneGC()
	if path := os.Getenv("GOPROLOG_CPUPROFILE"); path != "" {
		// For engine work: a pprof CPU profile of the whole run.
		if f, err := os.Create(path); err == nil {
			if pprof.StartCPUProfile(f) == nil {
				defer pprof.StopCPUProfile()
			}
		}
	}
	if path := os.Getenv("GOPROLOG_MEMPROFILE"); path != "" {
		// For engine work: a pprof heap profile (in use and allocated)
		// taken when the run ends.
		defer func() {
			if f, err := os.Create(path); err == nil {
				pprof.Lookup("allocs").WriteTo(f, 0)
				f.Close()
			}
		}()
	}
	o, err := parseArgs(args)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	// On a terminal, one reader serves the line editor, the top level's
	// questions and the program's user_input; on a pipe, one buffered
	// reader serves the queries and user_input alike.
	interactive := o.toplevel == "" && repl.IsTerminal(os.Stdin)
	var termIn *repl.TermInput
	var stdin io.Reader
	if interactive {
		termIn = repl.NewTermInput(os.Stdin)
		stdin = termIn
	} else {
		stdin = bufio.NewReader(os.Stdin)
	}
	interp := prolog.New(prolog.WithStdio(stdin, os.Stdout, os.Stderr))
	defer interp.Flush()
	ctx := context.Background()
	if o.iso {
		if err := interp.Exec(ctx, "set_prolog_flag(iso, true)"); err != nil {
			interp.PrintError(err)
		}
	}
	for _, f := range o.files {
		if err := interp.Exec(ctx, "consult(?)", f); err != nil {
			if code, halted := haltCode(err); halted {
				return code
			}
			interp.PrintError(err)
		}
	}
	for _, g := range interp.MainGoals() {
		// Script mode: initialization(main, main) runs main and exits.
		return runGoal(interp, g, true, o.quiet)
	}
	for _, g := range o.goals {
		if code := runGoal(interp, g, false, o.quiet); code != 0 {
			return code
		}
	}
	if o.toplevel != "" {
		if o.toplevel == "halt" {
			return 0
		}
		return runGoal(interp, o.toplevel, false, true)
	}
	return repl.Run(interp, repl.Config{Quiet: o.quiet, In: stdin, Term: termIn, TermFile: os.Stdin})
}

// runGoal runs a -g or -t goal as swipl does: failure exits 1, an error
// prints "ERROR: -g Goal: message" and exits 2, halt/1 exits with its code.
func runGoal(interp *prolog.Interpreter, goal string, script, quiet bool) int {
	err := interp.Exec(context.Background(), goal)
	interp.Flush()
	if err == nil {
		return 0
	}
	if code, halted := haltCode(err); halted {
		return code
	}
	if err == prolog.ErrFailed {
		// swipl says "ERROR: -g Goal: false", except with -q.
		if !script && !quiet {
			fmt.Fprintf(os.Stderr, "ERROR: -g %s: false\n", goal)
		}
		return 1
	}
	var msg string
	if pe, ok := err.(*prolog.Error); ok {
		msg = pe.Error()
	} else {
		msg = err.Error()
	}
	// Continuation lines carry the prefix too, as in SWI-Prolog.
	msg = strings.ReplaceAll(msg, "\n", "\nERROR: ")
	if script {
		fmt.Fprintf(os.Stderr, "ERROR: %s\n", msg)
	} else {
		fmt.Fprintf(os.Stderr, "ERROR: -g %s: %s\n", goal, msg)
	}
	return 2
}

func haltCode(err error) (int, bool) {
	if h, ok := err.(*prolog.HaltError); ok {
		return h.Code, true
	}
	return 0, false
}
