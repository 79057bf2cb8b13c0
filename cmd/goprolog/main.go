// Command goprolog is a Prolog interpreter that runs SWI-Prolog-style
// programs: it consults the files named on the command line, runs the -g
// goals, and then the -t goal or the interactive top level.
//
//	goprolog [-q] [--iso] [--stack-limit=size[KMG]] [-g goal]... [-t goal] [file [file.pl ...]] [[--] arg ...]
//
// As with swipl, the options come first; the first argument that is not
// an option names a file, the arguments after it that end in .pl name
// more files, and the rest (after an optional --) are the program's
// arguments, current_prolog_flag(argv, Args). --iso sets the flag iso to
// true before anything is loaded: strict ISO behaviour where
// SWI-Prolog's default departs from it. --stack-limit sets the flag
// stack_limit, the memory a program may fill with its terms and frames
// (1 GiB by default) before it ends in a stack overflow.
package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"strconv"
	"strings"

	"github.com/goprolog/goprolog/prolog"
	"github.com/goprolog/goprolog/repl"
)

// Go's heap profiling is off unless a profile is asked for: its records
// hold more than a megabyte for a run that allocates a lot.
func init() {
	if os.Getenv("GOPROLOG_MEMPROFILE") == "" {
		runtime.MemProfileRate = 0
	}
}

func main() {
	os.Exit(run(os.Args[1:]))
}

type options struct {
	quiet    bool
	version  bool
	iso      bool
	goals    []string
	toplevel string
	// stackLimit is --stack-limit's size in bytes (0: not given).
	stackLimit int64
	files      []string
	argv       []string // the program's arguments
}

func parseArgs(args []string) (options, error) {
	var o options
	for k := 0; k < len(args); k++ {
		a := args[k]
		switch {
		case a == "--":
			o.argv = args[k+1:]
			return o, nil
		case a == "--version":
			o.version = true
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
		case strings.HasPrefix(a, "--stack-limit=") || strings.HasPrefix(a, "--stack_limit="):
			n, ok := parseSize(a[len("--stack-limit="):])
			if !ok {
				return o, fmt.Errorf("option %s: a size is a number with an optional unit b, k, m or g", a)
			}
			o.stackLimit = n
		case a == "-h" || a == "--help":
			return o, fmt.Errorf("usage: goprolog [-q] [--iso] [--stack-limit=size[KMG]] [-g goal]... [-t goal] [file.pl ...]")
		case strings.HasPrefix(a, "-") && len(a) > 1:
			return o, fmt.Errorf("unknown option %s", a)
		default:
			o.files = append(o.files, a)
			k++
			for k < len(args) && strings.HasSuffix(args[k], ".pl") {
				o.files = append(o.files, args[k])
				k++
			}
			if k < len(args) && args[k] == "--" {
				k++
			}
			o.argv = args[k:]
			return o, nil
		}
	}
	return o, nil
}

// parseSize reads a size as swipl's --stack-limit takes it: bytes, or
// kilo-, mega- or gigabytes with a suffix k, m or g (b for bytes).
func parseSize(s string) (int64, bool) {
	unit := int64(1)
	if k := len(s) - 1; k > 0 {
		switch s[k] {
		case 'b', 'B':
			s = s[:k]
		case 'k', 'K':
			unit, s = 1<<10, s[:k]
		case 'm', 'M':
			unit, s = 1<<20, s[:k]
		case 'g', 'G':
			unit, s = 1<<30, s[:k]
		}
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n <= 0 || n > math.MaxInt64/unit {
		return 0, false
	}
	return n * unit, true
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
		// taken when the run ends. A profile holds what the last
		// collection saw: one runs first, so that what the run
		// allocated since is in it.
		defer func() {
			runtime.GC()
			if f, err := os.Create(path); err == nil {
				pprof.Lookup("allocs").WriteTo(f, 0)
				f.Close()
			}
		}()
	}
	if os.Getenv("GOPROLOG_CPUSTATS") != "" {
		defer printCPUStats()
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
	if o.version {
		fmt.Printf("goprolog version %s (SWI-Prolog %s) for %s\n", version, prolog.SWIVersion, prolog.Arch())
		return 0
	}
	interp := prolog.New(prolog.WithStdio(stdin, os.Stdout, os.Stderr))
	defer interp.Flush()
	ctx := context.Background()
	osArgv := append([]string{os.Args[0]}, args...)
	if err := interp.Exec(ctx, "set_prolog_flag(argv, ?), set_prolog_flag(os_argv, ?)", nonNil(o.argv), osArgv); err != nil {
		interp.PrintError(err)
	}
	if o.quiet {
		// As swipl -q: informational messages are not printed.
		_ = interp.Exec(ctx, "set_prolog_flag(verbose, silent)")
	}
	if o.stackLimit > 0 {
		if err := interp.Exec(ctx, "set_prolog_flag(stack_limit, ?)", o.stackLimit); err != nil {
			interp.PrintError(err)
		}
	}
	if o.iso {
		if err := interp.Exec(ctx, "set_prolog_flag(iso, true)"); err != nil {
			interp.PrintError(err)
		}
	}
	if len(o.files) > 0 && !strings.HasSuffix(o.files[0], ".pl") && !isFile(o.files[0]) {
		// swipl takes a first argument without the .pl extension for a
		// script, which must exist as it is written.
		err := interp.Exec(ctx, "throw(error(existence_error(file, ?), _))", o.files[0])
		interp.PrintErrorText("Prolog initialisation failed:\n" + err.Error())
		return 1
	}
	for _, f := range o.files {
		if err := interp.Exec(ctx, "consult(?)", f); err != nil {
			if code, halted := haltCode(err); halted {
				return code
			}
			// An exception out of loading (a missing file, a directive
			// throwing a ball that is not error(_, _)) ends the run, as
			// swipl's initialisation does.
			interp.Flush()
			interp.PrintErrorText("Prolog initialisation failed:\n" + err.Error())
			return 1
		}
	}
	mains := interp.MainGoalSources()
	// swipl greets the user when no goal but the top level runs.
	banner := !o.quiet && len(o.goals) == 0 && len(mains) == 0
	for _, g := range o.goals {
		if code := runGoal(interp, g, o.quiet); code != 0 || halted(interp) {
			return code
		}
	}
	if len(mains) > 0 {
		// Script mode: after the -g goals, the last
		// initialization(Goal, main) runs and the program exits, unless
		// -t names a top level goal to run after it, as in swipl.
		if code := runMain(interp, mains[len(mains)-1], o.quiet); code != 0 || halted(interp) || o.toplevel == "" {
			return code
		}
	}
	if o.toplevel != "" {
		if banner {
			interp.Flush()
			fmt.Fprint(os.Stderr, repl.Banner+"\n")
		}
		if o.toplevel == "halt" {
			return 0
		}
		code := runGoal(interp, o.toplevel, true)
		if code == 0 && !halted(interp) {
			// A top level goal that succeeds halts the program, and
			// swipl says so (an informational message: not with -q).
			_ = interp.Exec(ctx, "print_message(informational, format(halt, []))")
		}
		return code
	}
	return repl.Run(interp, repl.Config{Quiet: o.quiet, NoBanner: !banner, In: stdin, Term: termIn, TermFile: os.Stdin})
}

// version is goprolog's own version, which --version prints beside the
// SWI-Prolog version it follows.
const version = "1.0.0"

// isFile reports whether path names a file that is not a directory, as
// exists_file/1 does.
func isFile(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && !fi.IsDir()
}

func nonNil(xs []string) []string {
	if xs == nil {
		return []string{}
	}
	return xs
}

// runMain runs the goal of initialization(Goal, main) as swipl does:
// success exits 0, failure exits 1 (with "ERROR: File:Line: user:Goal:
// false" unless -q), an uncaught error prints "ERROR: File:Line:
// user:Goal Message" and exits 2, halt/1 exits with its code.
func runMain(interp *prolog.Interpreter, g prolog.MainGoal, quiet bool) int {
	err := interp.Exec(context.Background(), g.Goal)
	interp.Flush()
	if err == nil {
		return 0
	}
	if code, halted := haltCode(err); halted {
		return code
	}
	where := ""
	if g.File != "" {
		where = fmt.Sprintf("%s:%d: ", g.File, g.Line)
	}
	if err == prolog.ErrFailed {
		if !quiet {
			interp.PrintErrorText(fmt.Sprintf("%suser:%s: false", where, g.Goal))
		}
		return 1
	}
	msg := interp.ErrorText(err)
	var pe *prolog.Error
	if errors.As(err, &pe) && pe.Caller != "" {
		msg = pe.Caller + ": " + msg
	}
	interp.PrintErrorText(readErrorPlace(interp, err) + fmt.Sprintf("%suser:%s %s", where, g.Goal, msg))
	return 2
}

// runGoal runs a -g or -t goal as swipl does: failure exits 1, an error
// prints "ERROR: -g Goal: message" and exits 2, halt/1 exits with its code.
func runGoal(interp *prolog.Interpreter, goal string, quiet bool) int {
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
		if !quiet {
			interp.PrintErrorText(fmt.Sprintf("-g %s: false", goal))
		}
		return 1
	}
	if msg, ok := repl.GoalSyntaxError(goal, err); ok {
		interp.PrintErrorText(fmt.Sprintf("-g %s: %s", goal, msg))
		return 2
	}
	msg := interp.ErrorText(err)
	var pe *prolog.Error
	if errors.As(err, &pe) && pe.Caller != "" {
		msg = pe.Caller + ": " + msg // the frame swipl's -g goal runs under
	}
	interp.PrintErrorText(readErrorPlace(interp, err) + fmt.Sprintf("-g %s: %s", goal, msg))
	return 2
}

// readErrorPlace is, for a syntax error a read from a file raised, the
// header swipl prints before the message of the goal that did not catch
// it, "File:Line:\n   " (the read left its place, the line where the
// term begins, as the source location, which holds while the file's
// stream is open: a stream the goal closed, by setup_call_cleanup/3 say,
// leaves none), and "" for any other error. The message's lines are
// indented under it.
func readErrorPlace(interp *prolog.Interpreter, err error) string {
	var pe *prolog.Error
	if !errors.As(err, &pe) {
		return ""
	}
	c, ok := pe.Term.(*prolog.Compound)
	if !ok || c.Functor != "error" || len(c.Args) != 2 {
		return ""
	}
	if f, ok := c.Args[0].(*prolog.Compound); !ok || f.Functor != "syntax_error" {
		return ""
	}
	pos, ok := c.Args[1].(*prolog.Compound)
	if !ok || pos.Functor != "file" || len(pos.Args) != 4 {
		return ""
	}
	file, ok := pos.Args[0].(prolog.Atom)
	if !ok {
		return ""
	}
	quoted := "'" + strings.NewReplacer(`\`, `\\`, "'", `\'`).Replace(string(file)) + "'"
	sol, err := interp.QueryOnce(context.Background(), "source_location("+quoted+", Line)")
	if err != nil {
		return "" // the stream is closed, or another file was read since
	}
	line, ok := sol.Vars()["Line"].(prolog.Integer)
	if !ok {
		return ""
	}
	return fmt.Sprintf("%s:%d:\n   ", string(file), line)
}

func haltCode(err error) (int, bool) {
	if h, ok := err.(*prolog.HaltError); ok {
		return h.Code, true
	}
	return 0, false
}

// halted reports whether a goal ran halt/0,1: `-g halt` ends the program
// with status 0 before the other goals and the top level.
func halted(interp *prolog.Interpreter) bool {
	h, _ := interp.Halted()
	return h
}

// printCPUStats writes to standard error the Go runtime's estimate of the
// CPU time the run spent in each class (user code, the collector's
// marking and pauses, returning memory to the system, idle Ps), for
// engine work on where the CPU time beyond the program's own goes.
func printCPUStats() {
	var ss []metrics.Sample
	for _, d := range metrics.All() {
		if strings.HasPrefix(d.Name, "/cpu/classes/") || d.Name == "/gc/cycles/total:gc-cycles" || d.Name == "/gc/heap/allocs:bytes" || d.Name == "/gc/heap/allocs:objects" {
			ss = append(ss, metrics.Sample{Name: d.Name})
		}
	}
	metrics.Read(ss)
	for _, s := range ss {
		switch s.Value.Kind() {
		case metrics.KindFloat64:
			fmt.Fprintf(os.Stderr, "%s %.3f\n", s.Name, s.Value.Float64())
		case metrics.KindUint64:
			fmt.Fprintf(os.Stderr, "%s %d\n", s.Name, s.Value.Uint64())
		}
	}
}
