//go:build !wasm

package repl_test

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/internal/difftest"
)

// tracerCases drive the tracer at the top level with one key at a time,
// each sent once the previous one's output has asked for the next. want
// is what goprolog shows from the port after the query to the answer
// (fresh variables written _); swi marks the cases whose output is
// swipl 9.0.4's, which TestTracerMatchesSWI checks.
var tracerCases = []struct {
	name, query, keys, want string
	swi                     bool
}{
	{
		// u finishes the parent of the call at the port: the next port
		// is the parent's Exit.
		name:  "up",
		query: "trace, len([a,b,c], N).",
		keys:  "cccc" + "u" + "c" + "u" + "u" + "c",
		want: `   Call: (11) len([a, b, c], _) ? creep
   Call: (12) len([b, c], _) ? creep
   Call: (13) len([c], _) ? creep
   Call: (14) len([], _) ? creep
   Exit: (14) len([], 0) ? up
   Exit: (13) len([c], 1) ? creep
   Call: (13) _ is 1+1 ? up
   Exit: (12) len([b, c], 2) ? up
   Exit: (11) len([a, b, c], 3) ? creep
N = 3.
`,
		swi: true,
	},
	{
		// The parent of the query's goal is the top level: u there
		// runs the query to its answer with no more ports.
		name:  "up at the query's goal",
		query: "trace, p(X).",
		keys:  "u",
		want: `   Call: (11) p(_) ? up
X = 2.
`,
		swi: true,
	},
	{
		// g lists the port's call and its ancestors.
		name:  "goals",
		query: "trace, len([a,b], N).",
		keys:  "ccc" + "g" + "c" + "g" + "l",
		want: `   Call: (11) len([a, b], _) ? creep
   Call: (12) len([b], _) ? creep
   Call: (13) len([], _) ? creep
   Exit: (13) len([], 0) ? goals
     [13] len([], 0)
     [12] len([b], _)
     [11] len([a, b], _)
   Exit: (13) len([], 0) ? creep
   Call: (13) _ is 0+1 ? goals
     [13] _ is 0+1
     [12] len([b], _)
     [11] len([a, b], _)
   Call: (13) _ is 0+1 ? leap
N = 2.
`,
		swi: true,
	},
	{
		// A call skipped is left out of g's list, as its ports were
		// not shown.
		name:  "goals after a skip",
		query: "trace, len([a,b], N).",
		keys:  "c" + "s" + "c" + "g" + "l",
		want: `   Call: (11) len([a, b], _) ? creep
   Call: (12) len([b], _) ? skip
   Exit: (12) len([b], 1) ? creep
   Call: (12) _ is 1+1 ? goals
     [12] _ is 1+1
     [11] len([a, b], _)
   Call: (12) _ is 1+1 ? leap
N = 2.
`,
		swi: true,
	},
	{
		// No port is an Exception port: m says so, and asks again.
		name:  "exception details",
		query: "trace, len([], N).",
		keys:  "m" + "c" + "c",
		want: `   Call: (11) len([], _) ? Exception details
No exception
   Call: (11) len([], _) ? creep
   Exit: (11) len([], 0) ? creep
N = 0.
`,
		swi: true,
	},
	{
		// h lists the commands goprolog has, in the layout of swipl's
		// list (which has more).
		name:  "help",
		query: "trace, len([], N).",
		keys:  "h" + "x" + "n",
		want: `   Call: (11) len([], _) ? Trace commands:
+                 set spy point         | -              clear spy point
a                 abort to toplevel     | b              break (new toplevel)
c (ret, space)    creep to next port    | e              exit Prolog
f                 make goal fail        | g              backtrace
h (?)             help                  | l              leap to spy point
m                 exception details     | n              no debug
p                 print goals           |
s                 skip over             | u              up (complete goal)
w                 (quoted) write goals  |
   Call: (11) len([], _) ? Unknown option (h for help)
   Call: (11) len([], _) ? no debug
N = 0.
`,
	},
}

var (
	freshVar = regexp.MustCompile(`\b_[0-9]+\b|\b_G[0-9]+\b`)
	// promptLine is a top level prompt: goprolog's "?- " or swipl's
	// numbered "2 ?- ", in trace mode "[trace]  ?- ".
	promptLine = regexp.MustCompile(`(?m)^.*\?- .*$`)
)

// traceSession runs query in bin (goprolog or swipl, with args) on a
// pseudo-terminal and answers its questions with keys, one at a time;
// it returns what was shown from the first port to the answer, fresh
// variables written _.
func traceSession(t *testing.T, bin string, args []string, query, keys string) string {
	t.Helper()
	s := startProgram(t, t.TempDir(), bin, args...)
	s.expect("?- ", 10*time.Second)
	from := len(s.text())
	s.send(query + "\r")
	start := from
	for _, k := range keys {
		s.waitAsk(from)
		from = len(s.text())
		s.send(string(k))
	}
	// The answer: wait for the next prompt.
	s.waitAsk(from)
	out := s.text()[start:]
	// Leave out the query's line, which the line editors echo each in
	// their own way (and the terminal, before swipl's editor starts, in
	// its own), up to the first port, a Call port.
	if k := strings.Index(out, "Call: ("); k >= 0 {
		out = "   " + out[k:]
	}
	out = promptLine.ReplaceAllString(out, "")
	out = strings.TrimRight(out, " \n") + "\n"
	return freshVar.ReplaceAllString(out, "_")
}

// waitAsk waits until the screen, past its first from bytes, has a new
// line and ends with a question: a port's " ? ", the interrupt menu's
// or a top level prompt.
func (s *screen) waitAsk(from int) {
	s.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		txt := s.text()
		if len(txt) > from && strings.Contains(txt[from:], "\n") && (strings.HasSuffix(strings.TrimRight(txt, " "), "?") || strings.HasSuffix(strings.TrimRight(txt, " "), "?-")) {
			s.mark = len(txt)
			return
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("timed out waiting for a question; screen:\n%s", txt)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func tracerProgram(t *testing.T) string {
	t.Helper()
	p, err := filepath.Abs("testdata/tracer.pl")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestTracerCommands checks the tracer's commands at goprolog's top
// level.
func TestTracerCommands(t *testing.T) {
	prog := tracerProgram(t)
	for _, tc := range tracerCases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := traceSession(t, binary, []string{"-q", prog}, tc.query, tc.keys); got != tc.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, tc.want)
			}
		})
	}
}

// TestTracerMatchesSWI runs the cases whose output is swipl's in swipl,
// with the same keys.
func TestTracerMatchesSWI(t *testing.T) {
	swipl := difftest.Swipl(t)
	prog := tracerProgram(t)
	for _, tc := range tracerCases {
		if !tc.swi {
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got := traceSession(t, swipl, []string{"-q", prog}, tc.query, tc.keys)
			if got != tc.want {
				// swipl echoes a key typed before it turns the
				// terminal's echo off, which a loaded machine can
				// make happen ("mException details"): the oracle gets
				// a second session before its transcript counts.
				got = traceSession(t, swipl, []string{"-q", prog}, tc.query, tc.keys)
			}
			if got != tc.want {
				t.Errorf("swipl shows:\n%s\nwant:\n%s", got, tc.want)
			}
		})
	}
}

// TestInterruptTraceAndGoals checks the interrupt menu's g and t, which
// it offers in debug mode: h lists them, g lists the calls that the tracer saw (those of the loop's
// goals were not shown, and are left out), t goes on in trace mode and
// the next port asks, with the goals it saw since.
func TestInterruptTraceAndGoals(t *testing.T) {
	s := startScreen(t, t.TempDir(), "-q", tracerProgram(t))
	s.query("debug.")
	s.expect("true.", 5*time.Second)
	s.query("loop.")
	time.Sleep(300 * time.Millisecond)
	s.send("\x03")
	s.expect("Action (h for help) ? ", 5*time.Second)
	s.send("h")
	s.expect("Options:\na:           abort         b:           break\nc:           continue      e:           exit\n"+
		"g:           goals         t:           trace\nh (?):       help          p:\t\t  Show PID\nAction (h for help) ? ", 5*time.Second)
	s.send("g")
	s.expect("goals\n     [10] loop\nAction (h for help) ? ", 5*time.Second)
	s.send("t")
	s.expect("trace\ncontinue (trace mode)\n", 5*time.Second)
	s.expect(": (11) ", 5*time.Second)
	s.expect(" ? ", 5*time.Second)
	s.send("g")
	s.expect("goals\n     [11] ", 5*time.Second)
	s.expect("\n     [10] loop\n", 5*time.Second)
	s.send("a")
	s.expect("abort\n", 5*time.Second)
	s.expect("[trace]  ?- ", 5*time.Second)
	s.send("\x04")
	s.wantExit(0)
}

// TestTracerBreak checks the tracer's and the interrupt menu's b: a
// nested top level ("[1]  ?- ") whose end of input goes back to the
// port or the menu; an abort there aborts the waiting query too, and a
// halt ends the session, as in swipl.
func TestTracerBreak(t *testing.T) {
	prog := tracerProgram(t)
	t.Run("back to the port", func(t *testing.T) {
		t.Parallel()
		s := startScreen(t, t.TempDir(), "-q", prog)
		s.query("trace, p(X).")
		s.expect("Call: (11) p(_", 5*time.Second)
		s.send("b")
		s.expect("? break\n", 5*time.Second)
		s.expect("[1]  ?- ", 5*time.Second)
		s.send("X = 1.\r")
		s.expect("X = 1.\n\n", 5*time.Second)
		s.expect("[1]  ?- ", 5*time.Second)
		s.send("\x04")
		s.expect("\n\n   Call: (11) p(_", 5*time.Second)
		s.expect(" ? ", 5*time.Second)
		s.send("l")
		s.expect("leap\nX = 2.\n\n", 5*time.Second)
		s.expect("[debug]  ?- ", 5*time.Second)
		s.send("\x04")
		s.wantExit(0)
	})
	t.Run("abort", func(t *testing.T) {
		t.Parallel()
		s := startScreen(t, t.TempDir(), prog)
		s.query("trace, p(X).")
		s.expect("Call: (11) p(_", 5*time.Second)
		s.send("b")
		s.expect("? break\n% Break level 1\n", 5*time.Second)
		s.expect("[1]  ?- ", 5*time.Second)
		s.send("trace, q(Y).\r")
		s.expect("Call: (11) q(_", 5*time.Second)
		s.send("a")
		s.expect("abort\n", 5*time.Second)
		s.expect("[trace]  ?- ", 5*time.Second)
		s.send("notrace.\r")
		s.expect("true.\n\n", 5*time.Second)
		s.expect("[debug]  ?- ", 5*time.Second)
		s.send("\x04")
		s.wantExit(0)
	})
	t.Run("halt", func(t *testing.T) {
		t.Parallel()
		s := startScreen(t, t.TempDir(), "-q", prog)
		s.query("trace, p(X).")
		s.expect("Call: (11) p(_", 5*time.Second)
		s.send("b")
		s.expect("[1]  ?- ", 5*time.Second)
		s.send("halt(3).\r")
		s.wantExit(3)
	})
	t.Run("from the interrupt menu", func(t *testing.T) {
		t.Parallel()
		s := startScreen(t, t.TempDir(), "-q", prog)
		s.query("loop.")
		time.Sleep(300 * time.Millisecond)
		s.send("\x03")
		s.expect("Action (h for help) ? ", 5*time.Second)
		s.send("h")
		s.expect("Options:\na:           abort         b:           break\nc:           continue      e:           exit\n"+
			"h (?):       help          p:\t\t  Show PID\nAction (h for help) ? ", 5*time.Second)
		s.send("b")
		s.expect("break\n", 5*time.Second)
		s.expect("[1]  ?- ", 5*time.Second)
		s.send("member(X, [a,b]).\r")
		s.expect("X = a ", 5*time.Second)
		s.send(";")
		s.expect("X = b.\n\n", 5*time.Second)
		s.expect("[1]  ?- ", 5*time.Second)
		s.send("\x04")
		s.expect("Action (h for help) ? ", 5*time.Second)
		s.send("a")
		s.expect("abort\n", 5*time.Second)
		s.expect("?- ", 5*time.Second)
		s.send("\x04")
		s.wantExit(0)
	})
}
