package repl

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/goprolog/goprolog/prolog"
)

// terminal is the interactive side of a session.
type terminal struct {
	*session
	ed   lineEditor
	out  io.Writer
	errw io.Writer
	// menuAbort is set when the interrupt menu's or the tracer's a
	// aborted the query, which then ends with no "% Execution
	// Aborted", as in SWI-Prolog.
	menuAbort bool
	// halting is set when the tracer's e, or a halt in a break, aborted
	// the query to end the session with status halt, as swipl's "exit
	// Prolog" (status 4) does.
	halting bool
	halt    int
	// aborted is set when the last query ended with '$aborted'.
	aborted bool
	// level is the number of nested top levels (breaks) running.
	level int
}

// runInteractive is the top level on a terminal.
func runInteractive(interp *prolog.Interpreter, cfg Config) int {
	f := cfg.TermFile
	if f == nil {
		f = os.Stdin
	}
	hist := cfg.HistoryFile
	if hist == "" {
		hist = HistoryPath()
	}
	ed, err := newLineEditor(interp, cfg, f, hist)
	if err != nil {
		fmt.Fprintln(cfg.Err, "goprolog:", err)
		return runPiped(interp, Config{In: cfg.Term, Out: cfg.Out, Err: cfg.Err, Quiet: cfg.Quiet})
	}
	defer ed.Close()
	t := &terminal{session: &session{interp: interp, cfg: cfg}, ed: ed, out: cfg.Out, errw: cfg.Err}
	interp.SetTracer(t.port)
	interp.SetInterruptHandler(t.interruptAction)
	defer interp.SetInterruptHandler(nil)

	// Ctrl-C in cooked mode (while a query runs) aborts the query; at
	// the prompt and at questions the terminal is raw and Ctrl-C is a key.
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt)
	defer signal.Stop(sigs)
	go func() {
		for range sigs {
			interp.Interrupt()
		}
	}()

	if !cfg.Quiet && !cfg.NoBanner {
		fmt.Fprint(t.out, Banner+"\n")
	}
	pending := ""
	for {
		text, rest, ok := t.readQuery(pending)
		pending = rest
		if !ok {
			return 0
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		if code, halted := t.runQuery(text); halted {
			return code
		}
	}
}

// prompt is "?- ", or SWI-Prolog's "[trace]  ?- " and "[debug]  ?- "
// in debug mode, with the break level after it ("[1]  ?- "), as swipl
// writes its prompt "~m~d~l~! ?- " with no history number.
func (t *terminal) prompt() string {
	debug, tracing := t.interp.DebugMode()
	mode := ""
	switch {
	case tracing:
		mode = "[trace] "
	case debug:
		mode = "[debug] "
	}
	if t.level > 0 {
		mode += fmt.Sprintf("[%d] ", t.level)
	}
	if mode == "" {
		return "?- "
	}
	return mode + " ?- "
}

// readQuery reads lines until a complete clause. Ctrl-C drops what was
// typed; Ctrl-D on an empty first line ends the session.
func (t *terminal) readQuery(pending string) (string, string, bool) {
	buf := pending
	var lines []string
	for {
		if end := clauseEnd(buf); end >= 0 && strings.TrimSpace(buf[:end]) != "" {
			if len(lines) > 0 {
				t.ed.SaveHistory(strings.Join(lines, " "))
			}
			return buf[:end], buf[end:], true
		}
		if strings.TrimSpace(buf) == "" {
			t.ed.SetPrompt(t.prompt())
		} else {
			t.ed.SetPrompt("|    ")
		}
		line, err := t.ed.Readline()
		switch {
		case errors.Is(err, errInterrupt):
			buf, lines = "", nil
			continue
		case err == io.EOF:
			if strings.TrimSpace(buf) == "" {
				return "", "", false
			}
			// Ctrl-D inside a query: end the query as a full stop would.
			buf += " ."
			continue
		case err != nil:
			return "", "", false
		}
		if strings.TrimSpace(line) != "" {
			lines = append(lines, strings.TrimSpace(line))
		}
		buf += line + "\n"
	}
}

// interruptAction asks, at Ctrl-C while a query runs, what to do with
// it, as SWI-Prolog's "Action (h for help) ?" menu does: abort it,
// continue it, or exit; in debug mode also list the goals that the
// tracer saw or continue in trace mode. Outside debug mode the query may
// be running on a WAM core compiled without ports, which cannot start
// tracing, and the tracer has seen no goals: g and t are not offered.
func (t *terminal) interruptAction() prolog.InterruptAction {
	t.interp.Flush()
	debug, _ := t.interp.DebugMode()
	help := interruptHelp
	if debug {
		help = interruptHelpDebug
	}
	const action = "Action (h for help) ? "
	prompt := action
	for {
		switch c := t.ask(t.errw, prompt); {
		case c == 'a':
			fmt.Fprint(t.errw, "abort\n")
			t.menuAbort = true
			return prolog.InterruptAbort
		case c == 'c':
			fmt.Fprint(t.errw, "\ncontinue\n")
			return prolog.InterruptContinue
		case c == 't' && debug:
			fmt.Fprint(t.errw, "trace\ncontinue (trace mode)\n")
			return prolog.InterruptTrace
		case c == 'e':
			fmt.Fprint(t.errw, "exit (status 4)\n")
			return prolog.InterruptExit
		case c == 4:
			// The end of the terminal's input: no reply can come.
			fmt.Fprint(t.errw, "EOF: exit (status 4)\n")
			return prolog.InterruptExit
		case c == 'g' && debug:
			prompt = "goals\n" + lines(t.interp.TraceGoals()) + action
		case c == 'b':
			fmt.Fprint(t.errw, "break\n")
			if t.breakLevel() {
				return prolog.InterruptAbort
			}
			prompt = action
		case c == 'p':
			prompt = fmt.Sprintf("PID: %d\n", os.Getpid()) + action
		case c == 'h' || c == '?':
			prompt = help + action
		default:
			prompt = "Unknown option (h for help)\n" + action
		}
	}
}

// interruptHelp and interruptHelpDebug list the interrupt menu's
// choices, outside and in debug mode, in SWI-Prolog's layout, its tabs
// included.
const (
	interruptHelp = "Options:\n" +
		"a:           abort         b:           break\n" +
		"c:           continue      e:           exit\n" +
		"h (?):       help          p:\t\t  Show PID\n"
	interruptHelpDebug = "Options:\n" +
		"a:           abort         b:           break\n" +
		"c:           continue      e:           exit\n" +
		"g:           goals         t:           trace\n" +
		"h (?):       help          p:\t\t  Show PID\n"
)

// breakLevel runs a nested top level while the query waits at a port or
// in the interrupt menu, as swipl's break does, until the end of input
// (Ctrl-D) at its prompt. It reports whether the waiting query is to
// end: a query of the break was aborted, which in swipl aborts to the
// top level, or halted, which ends the session (halting, halt).
func (t *terminal) breakLevel() bool {
	t.level++
	defer func() { t.level-- }()
	if !t.cfg.Quiet {
		fmt.Fprintf(t.errw, "%% Break level %d\n", t.level)
	}
	menuAbort := t.menuAbort
	end := false
	ran := t.interp.Break(func() {
		pending := ""
		for {
			text, rest, ok := t.readQuery(pending)
			pending = rest
			if !ok {
				return
			}
			if strings.TrimSpace(text) == "" {
				continue
			}
			code, halted := t.runQuery(text)
			if halted {
				t.halting, t.halt, end = true, code, true
				return
			}
			if t.aborted {
				end = true
				return
			}
		}
	})
	t.menuAbort = menuAbort || end
	if !ran {
		return false
	}
	if !end {
		fmt.Fprint(t.out, "\n")
		if !t.cfg.Quiet {
			fmt.Fprintf(t.errw, "%% Exit break level %d\n", t.level)
		}
	}
	return end
}

// lines joins ls, each ended by a newline.
func lines(ls []string) string {
	var b strings.Builder
	for _, l := range ls {
		b.WriteString(l + "\n")
	}
	return b.String()
}

// isAborted reports whether err is the '$aborted' that ends an aborted
// query.
func isAborted(err error) bool {
	var pe *prolog.Error
	return errors.As(err, &pe) && pe.Term == prolog.Atom("$aborted")
}

// confirm asks whether the top level may run goal in place of a goal
// whose predicate is not defined, and reads a key for the reply, which it
// echoes as yes or no, as SWI-Prolog does on a terminal.
func (t *terminal) confirm(goal string) bool {
	t.interp.Flush()
	prompt, w := fmt.Sprintf("Correct to: %q? ", goal), t.out
	for range confirmTries {
		c := t.ask(w, prompt)
		if c == 4 {
			// The end of the terminal's input: no.
			fmt.Fprint(t.out, "no\n")
			return false
		}
		if yes, decided := confirmReply(c); decided {
			if yes {
				fmt.Fprint(t.out, "yes\n")
			} else {
				fmt.Fprint(t.out, "no\n")
			}
			return yes
		}
		prompt, w = "Please answer 'y' or 'n'? ", t.errw
	}
	return false
}

// runQuery runs one query and its answer dialogue. It reports whether
// the program halted, and with which status.
func (t *terminal) runQuery(text string) (int, bool) {
	interp := t.interp
	switch queryKind(text) {
	case "help":
		fmt.Fprint(t.out, HelpText+"true.\n\n")
		return 0, false
	case "user":
		t.consultUser(t.readUser())
		fmt.Fprint(t.out, "true.\n\n")
		return 0, false
	}
	t.menuAbort, t.aborted = false, false
	sols, err := interp.Query(context.Background(), text)
	if err == nil {
		if err = sols.CorrectUndefined(t.confirm); err != nil {
			sols.Close()
		}
	}
	if err != nil {
		printQueryError(interp, t.out, t.errw, text, err)
		return 0, false
	}
	defer sols.Close()
	sols.WatchBacktrace()
	for {
		ok := sols.Next()
		interp.Flush()
		if !ok {
			if err := sols.Err(); err != nil {
				if h, isHalt := err.(*prolog.HaltError); isHalt {
					return h.Code, true
				}
				t.aborted = isAborted(err)
				if t.halting && t.aborted {
					return t.halt, true
				}
				newlineIfNeeded(interp, t.out)
				if !t.menuAbort || !isAborted(err) {
					printQueryError(interp, t.out, t.errw, text, err, sols.Backtrace(err)...)
				}
				interp.Flush()
			} else {
				newlineIfNeeded(interp, t.out)
				fmt.Fprint(t.out, "false.\n\n")
			}
			return 0, false
		}
		newlineIfNeeded(interp, t.out)
		if !sols.More() {
			fmt.Fprint(t.out, fullStop(t.answer(sols))+"\n\n")
			return 0, false
		}
		if !t.askMore(sols) {
			return 0, false
		}
	}
}

func (t *terminal) answer(sols *prolog.Solutions) string { return sols.Answer() }

// askMore shows an answer with alternatives and waits for the key that
// follows it: true to look for the next answer.
func (t *terminal) askMore(sols *prolog.Solutions) bool {
	prompt := t.answer(sols) + " "
	for {
		switch c := t.ask(t.out, prompt); c {
		case ';', ' ', 'n', 'r', '\t':
			if !t.ed.EchoesKeys() {
				fmt.Fprint(t.out, ";\n")
			}
			return true
		case '\r', '\n', '.', 'c', 'a', 3, 4:
			fmt.Fprint(t.out, ".\n\n")
			return false
		case 'w', 'p':
			// As in SWI-Prolog, the choice sets the flag
			// answer_write_options, for this answer and the next ones.
			t.interp.SetAnswerStyle(c == 'p')
			style := map[byte]string{'w': "[write]\n", 'p': "[print]\n"}[c]
			prompt = style + t.answer(sols) + " "
		case 'h', '?':
			prompt = "\n" + answerHelp + "\nAction? "
		default:
			prompt = fmt.Sprintf("Unknown action: %c (h for help)\nAction? ", c)
		}
	}
}

const answerHelp = `  Possible actions:
  ; (n,r,space,TAB): redo              | c (a,RET): stop
  w:                 write             | p:         print
  h (?):             help
`

// ask writes prompt to w and reads one key, the terminal no longer
// echoing by the time the prompt shows (see lineEditor.Key).
func (t *terminal) ask(w io.Writer, prompt string) byte {
	return t.ed.Key(func() { fmt.Fprint(w, prompt) })
}

// readUser reads the clauses of [user] with the "|: " prompt until
// Ctrl-D.
func (t *terminal) readUser() string {
	var b strings.Builder
	t.ed.SetPrompt("|: ")
	for {
		line, err := t.ed.Readline()
		if errors.Is(err, errInterrupt) {
			continue
		}
		if err != nil {
			break
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}

// port is the interactive tracer: it prints the port and, at leashed
// ports, asks for a command.
func (t *terminal) port(p prolog.TracePort) prolog.TraceAction {
	if !p.Leashed {
		fmt.Fprint(t.errw, p.Line+"\n")
		return prolog.TraceCreep
	}
	// What follows a key is the prompt for the next.
	prompt := p.Line + " ? "
	for {
		c := t.ask(t.errw, prompt)
		if c == 's' && (p.Port == "exit" || p.Port == "fail") {
			// Nothing is left of the call to skip: swipl creeps.
			c = 'c'
		}
		if k, ok := traceKeys[c]; ok {
			fmt.Fprint(t.errw, k.echo+"\n")
			// swipl's tracer aborts with no "% Execution Aborted".
			t.menuAbort = t.menuAbort || k.action == prolog.TraceAbort
			return k.action
		}
		switch c {
		case '+', '-':
			p.SetSpy(c == '+')
			echo := map[byte]string{'+': "spy", '-': "no spy"}[c]
			prompt = echo + "\n" + p.Line + " ? "
		case 'e':
			// Exit Prolog: the query is aborted and the session ends
			// with status 4 (see runQuery).
			fmt.Fprint(t.errw, "exit (status 4)\n")
			t.menuAbort, t.halting, t.halt = true, true, 4
			return prolog.TraceAbort
		case 'b':
			fmt.Fprint(t.errw, "break\n")
			if t.breakLevel() {
				return prolog.TraceAbort
			}
			prompt = p.Line + " ? "
		case 'w', 'p':
			echo := map[byte]string{'w': "write", 'p': "print"}[c]
			p.Line = p.Rewrite(c == 'w')
			prompt = echo + "\n" + p.Line + " ? "
		case 'g':
			prompt = "goals\n" + lines(p.Goals()) + p.Line + " ? "
		case 'm':
			// No port of goprolog's is an Exception port: swipl says
			// this at its other ports.
			prompt = "Exception details\nNo exception\n" + p.Line + " ? "
		case 'h', '?':
			prompt = traceHelp + p.Line + " ? "
		default:
			prompt = "Unknown option (h for help)\n" + p.Line + " ? "
		}
	}
}

// traceKeys are the tracer's commands at a leashed port: the word echoed,
// as SWI-Prolog echoes it, and the action (3 is Ctrl-C, 4 Ctrl-D).
var traceKeys = map[byte]struct {
	echo   string
	action prolog.TraceAction
}{
	'\r': {"creep", prolog.TraceCreep}, '\n': {"creep", prolog.TraceCreep},
	'c': {"creep", prolog.TraceCreep}, ' ': {"creep", prolog.TraceCreep},
	's': {"skip", prolog.TraceSkip},
	'u': {"up", prolog.TraceUp},
	'l': {"leap", prolog.TraceLeap},
	'f': {"fail", prolog.TraceFail},
	'r': {"retry", prolog.TraceRetry},
	'a': {"abort", prolog.TraceAbort}, 3: {"abort", prolog.TraceAbort},
	'n': {"no debug", prolog.TraceNodebug},
	4:   {"EOF: creep", prolog.TraceCreep},
}

// traceHelp lists the tracer's commands in the layout of SWI-Prolog's
// "Trace commands:", with the lines of the commands goprolog has.
const traceHelp = `Trace commands:
+                 set spy point         | -              clear spy point
a                 abort to toplevel     | b              break (new toplevel)
c (ret, space)    creep to next port    | e              exit Prolog
f                 make goal fail        | g              backtrace
h (?)             help                  | l              leap to spy point
m                 exception details     | n              no debug
p                 print goals           |
s                 skip over             | u              up (complete goal)
w                 (quoted) write goals  |
`
