// Package repl is goprolog's interactive top level, in the manner of
// SWI-Prolog's: it reads queries, prints answers and asks for more.
//
// On a terminal it edits lines with github.com/chzyer/readline, keeps a
// history, completes names with Tab, asks one key after each answer that
// left choicepoints, runs the tracer's dialogue, and turns Ctrl-C into an
// abort of the running query. Under WebAssembly, where readline cannot
// run, a terminal gets a plain line reader instead: the prompt, lines as
// the host terminal edits them, and a line's first character as the key
// (see lineEditor). Otherwise (a pipe or a file) it reads the
// queries one after the other and prints each first answer, so that the
// program can be scripted.
package repl

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/goprolog/goprolog/internal/parser"
	"github.com/goprolog/goprolog/prolog"
)

// Config configures the top level.
type Config struct {
	// Quiet suppresses the banner and informational messages.
	Quiet bool
	// NoBanner suppresses the banner alone, as swipl leaves it out when
	// -g goals ran before the top level.
	NoBanner bool
	// In is the query input when the top level is not on a terminal; it
	// should be the reader the interpreter's user_input reads, so that a
	// query's read/1 reads the lines after it.
	In io.Reader
	// Out and Err receive answers and messages (default os.Stdout and
	// os.Stderr).
	Out, Err io.Writer
	// Term, if set, makes the top level interactive: it is the terminal's
	// input, shared with the interpreter's user_input.
	Term *TermInput
	// TermFile is the terminal's file (for raw mode), normally os.Stdin.
	TermFile *os.File
	// HistoryFile overrides the history location (see HistoryPath).
	HistoryFile string
}

// Banner is printed when the top level starts, unless quiet.
const Banner = `Welcome to goprolog, a Prolog interpreter in Go that follows SWI-Prolog.
For help, use ?- help.
`

// HistoryPath is where the interactive history is kept: goprolog/history
// in the user's configuration directory, else ~/.goprolog_history.
func HistoryPath() string {
	if dir, err := os.UserConfigDir(); err == nil {
		if err := os.MkdirAll(filepath.Join(dir, "goprolog"), 0o755); err == nil {
			return filepath.Join(dir, "goprolog", "history")
		}
	}
	if home, err := os.UserHomeDir(); err == nil {
		return filepath.Join(home, ".goprolog_history")
	}
	return ""
}

// Run runs the top level until end of input or halt, and returns the
// process exit status.
func Run(interp *prolog.Interpreter, cfg Config) int {
	if cfg.Out == nil {
		cfg.Out = os.Stdout
	}
	if cfg.Err == nil {
		cfg.Err = os.Stderr
	}
	// swipl's top level prints a backtrace after an error no goal
	// caught.
	interp.EnableBacktraces()
	if cfg.Term != nil {
		return runInteractive(interp, cfg)
	}
	if cfg.In == nil {
		cfg.In = os.Stdin
	}
	return runPiped(interp, cfg)
}

// queryKind recognises the top-level commands handled here rather than
// by the interpreter: help and consulting clauses typed by the user.
func queryKind(text string) string {
	t := strings.Join(strings.Fields(strings.TrimSuffix(strings.TrimSpace(text), ".")), "")
	switch t {
	case "help":
		return "help"
	case "[user]", "consult(user)":
		return "user"
	}
	return ""
}

// HelpText is the page help/0 prints at the top level.
const HelpText = `goprolog top level: type a query ending in "." and press Enter.
  [file].  consult(file).  make.    load a file, reload changed files
  [user].                           type clauses, end with Ctrl-D
  listing.  listing(Name).          show the program
  trace.  notrace.  spy(Name).  nospy(Name).  debug.  nodebug.
  halt. or Ctrl-D                   leave

After an answer with alternatives:
  ; n r space Tab  next answer      Enter . c a  stop
  w  write mode    p  print mode    h  this list
Tracer commands at a port:
  Enter c  creep    s  skip    l  leap    f  fail    r  retry
  a  abort          n  nodebug h  help
Ctrl-C aborts a running query; Tab completes predicate names and atoms.
`

// runPiped reads queries one after the other from a pipe or file and
// prints their answers, reading the replies to answers with alternatives
// from the same input, as SWI-Prolog does.
func runPiped(interp *prolog.Interpreter, cfg Config) int {
	r, ok := cfg.In.(*bufio.Reader)
	if !ok {
		r = bufio.NewReader(cfg.In)
	}
	br := &pipeIn{r: r}
	counted := &lineCounter{w: cfg.Out}
	cfg.Out = counted
	countedErr := &lineCounter{w: cfg.Err}
	cfg.Err = countedErr
	out := cfg.Out
	sess := &session{interp: interp, cfg: cfg}
	pending := ""
	if !cfg.Quiet && !cfg.NoBanner {
		// As swipl's, the banner goes to standard error, on a line of
		// its own after what the loaded files wrote.
		interp.Flush()
		if interp.OutputColumn() != 0 {
			fmt.Fprintln(cfg.Err)
			interp.ResetOutputColumn()
		}
		fmt.Fprint(cfg.Err, Banner+"\n")
	}
	for {
		text, rest, ok := readClause(br, pending)
		pending = rest
		if !ok && strings.TrimSpace(rest) != "" {
			// A last query without its full stop: swipl's reader meets
			// the end of the input inside it.
			interp.Flush()
			line, col := eofPosition(br.lines-strings.Count(rest, "\n")+interp.OutputLines()+counted.lines+countedErr.lines, rest)
			if !strings.HasSuffix(rest, "\n") {
				fmt.Fprintln(cfg.Err) // the input left its line unfinished
			}
			fmt.Fprintf(cfg.Err, "ERROR: Stream user_input:%d:%d Syntax error: Unexpected end of file\n", line, col)
		}
		if !ok {
			// End of input ends the session as halt/0 would: an empty
			// line on standard output after what the program wrote, and
			// "% halt" on standard error, as SWI-Prolog does.
			interp.Flush()
			newlineIfNeeded(interp, out)
			fmt.Fprintln(out)
			if !cfg.Quiet {
				fmt.Fprintln(cfg.Err, "% halt")
			}
			return 0
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		switch queryKind(text) {
		case "help":
			fmt.Fprint(out, HelpText)
			fmt.Fprintln(out, "true.")
			fmt.Fprintln(out)
			continue
		case "user":
			src := readUserClauses(br)
			sess.consultUser(src)
			fmt.Fprintln(out, "true.")
			fmt.Fprintln(out)
			continue
		}
		sols, err := interp.Query(context.Background(), text)
		if err == nil {
			confirm := func(goal string) bool { return pipedConfirm(interp, br, &pending, goal, cfg) }
			if err = sols.CorrectUndefined(confirm); err != nil {
				sols.Close()
			}
		}
		if err != nil {
			printQueryError(interp, cfg.Out, cfg.Err, text, err)
			continue
		}
		sols.WatchBacktrace()
		ok = sols.Next()
		interp.Flush()
		if ok {
			newlineIfNeeded(interp, out)
			if code, halted := pipedAnswers(interp, sols, br, &pending, cfg); halted {
				sols.Close()
				return code
			}
		} else if err := sols.Err(); err != nil {
			if h, isHalt := err.(*prolog.HaltError); isHalt {
				sols.Close()
				return h.Code
			}
			newlineIfNeeded(interp, out)
			printQueryError(interp, cfg.Out, cfg.Err, text, err, sols.Backtrace(err)...)
		} else {
			newlineIfNeeded(interp, out)
			fmt.Fprint(out, "false.\n\n")
		}
		sols.Close()
		interp.Flush()
	}
}

// pipedAnswers prints the answer sols holds and, while it has
// alternatives, asks for the next as SWI-Prolog does when its input is not
// a terminal: it reads a line and acts on its first character (; n r
// space or tab: the next answer, on the same line; an empty line, . c or
// a, y: stop). It reports whether the session ends (the query ran
// halt/0,1, or the input ended where a reply was due), and its status.
func pipedAnswers(interp *prolog.Interpreter, sols *prolog.Solutions, br *pipeIn, pending *string, cfg Config) (int, bool) {
	out := cfg.Out
	for {
		ans := sols.Answer()
		if !sols.More() {
			fmt.Fprint(out, fullStop(ans)+"\n\n")
			return 0, false
		}
		fmt.Fprint(out, ans+" ")
		next, eof := nextWanted(interp, sols, br, pending, out)
		if !next {
			fmt.Fprintln(out)
			// The input ended where a reply was due: so does the
			// session, as in SWI-Prolog.
			return 0, eof
		}
		ok := sols.Next()
		interp.Flush()
		if !ok {
			err := sols.Err()
			if h, isHalt := err.(*prolog.HaltError); isHalt {
				return h.Code, true
			}
			if err != nil {
				fmt.Fprintln(out)
				printQueryError(interp, cfg.Out, cfg.Err, "", err, sols.Backtrace(err)...)
				return 0, false
			}
			fmt.Fprint(out, "false.\n\n")
			return 0, false
		}
		newlineIfNeeded(interp, out)
	}
}

// nextWanted reads the reply to an answer with alternatives from a pipe:
// a line, of which the first character counts (see pipedAnswers). What
// followed the query's full stop on its line is skipped first when it is
// blank. w and p set the flag answer_write_options and write the answer
// again, an unknown reply is answered, as SWI-Prolog does, and the next
// line read. It reports end of input too.
func nextWanted(interp *prolog.Interpreter, sols *prolog.Solutions, br *pipeIn, pending *string, out io.Writer) (next, eof bool) {
	for {
		line, ok := replyLine(br, pending)
		if !ok {
			return false, true
		}
		reply := strings.TrimPrefix(line, " ")
		c := byte('\n')
		if reply != "" {
			c = reply[0]
		}
		switch c {
		case ';', 'n', 'r', ' ', '\t':
			return true, false
		case '\n', '\r', '.', 'c', 'a', 'y', 'Y':
			return false, false
		case 'w', 'p':
			interp.SetAnswerStyle(c == 'p')
			fmt.Fprint(out, sols.Answer()+" ")
			continue
		case 'h', '?':
			fmt.Fprint(out, answerHelp+"\nAction? ")
			continue
		}
		fmt.Fprintf(out, "Unknown action: %c (h for help)\nAction? ", c)
	}
}

// confirmTries is how many replies the top level reads to a question of
// yes or no before it takes the answer as no, as SWI-Prolog's '$confirm'/1.
const confirmTries = 6

// confirmReply reads reply, the first character of a reply to a yes-or-no
// question, as SWI-Prolog does: y, Y, j, J, a space or an empty reply
// mean yes, n and N no; decided is false for any other.
func confirmReply(reply byte) (yes, decided bool) {
	switch {
	case strings.IndexByte("yYjJ \n\r", reply) >= 0:
		return true, true
	case reply == 'n' || reply == 'N':
		return false, true
	}
	return false, false
}

// pipedConfirm asks on a pipe whether the top level may run goal in place
// of a goal whose predicate is not defined ("Correct to: ...?"), and reads
// the reply as the reply to an answer is read: a line, of which the first
// character counts (see nextWanted). The end of input is no.
func pipedConfirm(interp *prolog.Interpreter, br *pipeIn, pending *string, goal string, cfg Config) bool {
	interp.Flush()
	fmt.Fprintf(cfg.Out, "Correct to: %q? ", goal)
	for range confirmTries {
		line, ok := replyLine(br, pending)
		if !ok {
			return false
		}
		reply := byte('\n')
		if line != "" {
			reply = line[0]
		}
		if yes, decided := confirmReply(reply); decided {
			return yes
		}
		fmt.Fprint(cfg.Err, "Please answer 'y' or 'n'? ")
	}
	return false
}

// replyLine reads the line that replies to a question on a pipe: what
// followed the query's full stop on its line, up to its end, unless that
// is blank, else the next line. false at the end of input.
func replyLine(br *pipeIn, pending *string) (string, bool) {
	line := *pending
	*pending = ""
	if strings.TrimSpace(line) == "" {
		line, err := br.ReadString()
		return line, err == nil || line != ""
	}
	if nl := strings.IndexByte(line, '\n'); nl >= 0 {
		*pending = line[nl+1:]
		line = line[:nl+1]
	}
	return line, true
}

// fullStop ends an answer with its full stop, after a space when the
// answer ends in a symbol character that the stop would join (X = ... .),
// as SWI-Prolog does.
func fullStop(ans string) string {
	if ans != "" && strings.IndexByte(`#$&*+-./:<=>?@^~\`, ans[len(ans)-1]) >= 0 {
		return ans + " ."
	}
	return ans + "."
}

// readClause reads lines until they hold a complete clause; it returns
// the clause text and what followed it on its last line, or, at the end
// of the input, false and what was read of a clause without its end.
func readClause(br *pipeIn, pending string) (string, string, bool) {
	buf := pending
	for {
		if end := clauseEnd(buf); end >= 0 {
			return buf[:end], buf[end:], true
		}
		line, err := br.ReadString()
		buf += line
		if err != nil {
			if end := clauseEnd(buf); end >= 0 {
				return buf[:end], buf[end:], true
			}
			return "", buf, false
		}
	}
}

// readUserClauses reads the clauses of [user] from a pipe: up to end of
// file or a line "end_of_file.".
func readUserClauses(br *pipeIn) string {
	var b strings.Builder
	for {
		line, err := br.ReadString()
		if strings.TrimSpace(line) == "end_of_file." {
			break
		}
		b.WriteString(line)
		if err != nil {
			break
		}
	}
	return b.String()
}

// session is the state of one run of the top level.
type session struct {
	interp *prolog.Interpreter
	cfg    Config
	// userLoads counts [user] loads, for their user://N names.
	userLoads int
}

// consultUser loads clauses typed at [user] as SWI-Prolog's user://N.
func (s *session) consultUser(src string) {
	interp, cfg := s.interp, s.cfg
	s.userLoads++
	name := fmt.Sprintf("user://%d", s.userLoads)
	var problems *prolog.LoadError
	if err := interp.ConsultString(name, src); err != nil && !errors.As(err, &problems) {
		// The load printed its own errors as it met them; what is left
		// is an error that ended it.
		interp.PrintError(err)
	}
	interp.Flush()
	if !cfg.Quiet {
		n := strings.Count(src, ".\n") // an estimate good for messages
		fmt.Fprintf(cfg.Err, "%% %s compiled 0.00 sec, %d clauses\n", name, n)
	}
}

// newlineIfNeeded starts the answer on a fresh line when the query left
// its output mid-line, as SWI-Prolog does.
func newlineIfNeeded(interp *prolog.Interpreter, out io.Writer) {
	if interp.OutputColumn() != 0 {
		fmt.Fprintln(out)
		interp.ResetOutputColumn()
	}
}

// splitAtError splits the text of a goal where its syntax error se is,
// as SWI-Prolog shows it around "** here **": the text before, without
// the layout that ends it, and the rest. SWI-Prolog's position is the
// byte before the offending token.
func splitAtError(body string, se *parser.Error) (string, string) {
	off := 0
	lines := strings.SplitAfter(body, "\n")
	for k := 0; k < se.Line-1 && k < len(lines); k++ {
		off += len(lines[k])
	}
	// The error's column on a line after the first is one less than the
	// true one, as swipl reports it (see parser's absPos): the text is
	// split at the true one.
	col := se.Col
	if se.Line > 1 {
		col++
	}
	// At the end of the text, the offending token is the full stop
	// swipl reads after it.
	if off += col - 1; off < len(body) {
		off--
	}
	off = max(0, min(off, len(body)))
	before := body[:off]
	if se.Msg != "Operator priority clash" {
		// A priority clash is placed in the operator, after the
		// layout before it, which swipl keeps ("X " for X = \+ a).
		before = strings.TrimRight(before, " \t\n")
	}
	return before, body[len(before):]
}

// GoalSyntaxError returns, for err a syntax error in the goal text of a
// command-line -g goal, the lines SWI-Prolog prints after "-g Goal: "
// ("Syntax error: Msg", the text before the error, "** here **", the
// rest), and false for any other error. swipl reads the goal with " . "
// after it, or a space when it ends in a full stop.
func GoalSyntaxError(goal string, err error) (string, bool) {
	var se *parser.Error
	if !errors.As(err, &se) {
		return "", false
	}
	before, after := splitAtError(goal, se)
	if strings.HasSuffix(strings.TrimSpace(goal), ".") {
		after += " "
	} else {
		after += " . "
	}
	return fmt.Sprintf("Syntax error: %s\n%s\n** here **\n%s", se.Msg, before, after), true
}

// printQueryError reports an error of a query: syntax errors show where
// in the query they are, as SWI-Prolog does, and a call of an unknown
// predicate gets the top level's "(DWIM could not correct goal)", or
// the predicates it may have meant and "false.", as SWI-Prolog's top
// level prints them. backtrace, if any, is printed after the message of
// an error, as part of it (see Solutions.Backtrace).
func printQueryError(interp *prolog.Interpreter, out, errw io.Writer, text string, err error, backtrace ...string) {
	var se *parser.Error
	if errors.As(err, &se) {
		body := strings.TrimSpace(text)
		body = strings.TrimSpace(strings.TrimSuffix(body, "."))
		before, after := splitAtError(body, se)
		interp.Flush()
		fmt.Fprintf(errw, "ERROR: Syntax error: %s\nERROR: %s\nERROR: ** here **\nERROR: %s . \n", se.Msg, before, after)
		return
	}
	var pe *prolog.Error
	if errors.As(err, &pe) {
		if c, ok := pe.Term.(*prolog.Compound); ok && c.Functor == "error" && len(c.Args) == 2 {
			if f, ok := c.Args[0].(*prolog.Compound); ok && f.Functor == "existence_error" && len(f.Args) == 2 && f.Args[0] == prolog.Atom("procedure") {
				interp.Flush()
				if len(pe.DWIM) > 0 && pe.QueryGoal {
					// The top level's layout of SWI-Prolog's DWIM lines.
					first, _, _ := strings.Cut(pe.Error(), "\n")
					fmt.Fprintf(errw, "ERROR: %s\nERROR:     However, there are definitions for:\n", first)
					for _, pi := range pe.DWIM {
						fmt.Fprintf(errw, "ERROR:         %s\n", pi)
					}
					fmt.Fprint(out, "false.\n\n")
					return
				}
				if pe.QueryGoal {
					msg := pe.Error()
					switch {
					case strings.HasPrefix(msg, "Unknown procedure: (:-)/"), strings.HasPrefix(msg, "Unknown procedure: (?-)/1"):
						// swipl's DWIM raises these itself, with a
						// backtrace in place of the remark.
					default:
						msg += " (DWIM could not correct goal)"
					}
					interp.PrintErrorText(msg)
					return
				}
			}
		}
		if c, ok := pe.Term.(*prolog.Compound); (!ok || c.Functor != "error" || len(c.Args) != 2) && pe.Term != prolog.Atom("$aborted") {
			// swipl reports a ball that is not error(_, _) as unhandled.
			interp.Flush()
			interp.PrintErrorText("Unhandled exception: " + pe.Error())
			return
		}
	}
	interp.PrintUncaught(err)
	if len(backtrace) > 0 {
		interp.PrintErrorText(strings.Join(backtrace, "\n"))
	}
}

// pipeIn is the top level's input from a pipe, which counts the lines it
// reads.
type pipeIn struct {
	r     *bufio.Reader
	lines int
}

// ReadString reads a line, with its newline unless it is the last.
func (p *pipeIn) ReadString() (string, error) {
	line, err := p.r.ReadString('\n')
	p.lines += strings.Count(line, "\n")
	return line, err
}

// lineCounter counts the lines written through it.
type lineCounter struct {
	w     io.Writer
	lines int
}

func (c *lineCounter) Write(b []byte) (int, error) {
	c.lines += bytes.Count(b, []byte{'\n'})
	return c.w.Write(b)
}

// eofPosition is where swipl's reader reports the end of the input inside
// text, the unfinished last query, which starts on line (0-based) line:
// standard input and output count lines together, as on a terminal. The
// last newline counts as a column; a query written over several lines
// ends a column before.
func eofPosition(line int, text string) (int, int) {
	body := strings.TrimSuffix(text, "\n")
	final := len(body) < len(text)
	col := 0
	for i := 0; i < len(body); i++ {
		if body[i] == '\n' {
			line++
			col = 0
		} else {
			col++
		}
	}
	if final {
		col++
	}
	start := strings.TrimLeft(text, " \t\r\n")
	if strings.Contains(strings.TrimSuffix(start, "\n"), "\n") && col > 0 {
		col--
	}
	return line, col
}
