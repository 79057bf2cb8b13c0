//go:build !wasm

package repl

import (
	"errors"
	"os"

	"github.com/chzyer/readline"
	"github.com/goprolog/goprolog/prolog"
)

// IsTerminal reports whether f is a terminal, on which the top level is
// interactive.
func IsTerminal(f *os.File) bool {
	return readline.IsTerminal(int(f.Fd()))
}

// readlineEditor is the lineEditor of a real terminal: readline's line
// editing, history and completion, and raw mode for single keys.
type readlineEditor struct {
	rl *readline.Instance
	in *TermInput
	fd int
}

// newLineEditor starts the line editor on the terminal cfg describes.
func newLineEditor(interp *prolog.Interpreter, cfg Config, f *os.File, hist string) (lineEditor, error) {
	rl, err := readline.NewEx(&readline.Config{
		Prompt:                 "?- ",
		HistoryFile:            hist,
		DisableAutoSaveHistory: true,
		AutoComplete:           completer{interp},
		Stdin:                  lineInput{cfg.Term},
		Stdout:                 cfg.Out,
		Stderr:                 cfg.Err,
		HistorySearchFold:      true,
	})
	if err != nil {
		return nil, err
	}
	return &readlineEditor{rl: rl, in: cfg.Term, fd: int(f.Fd())}, nil
}

func (e *readlineEditor) SetPrompt(prompt string) { e.rl.SetPrompt(prompt) }

func (e *readlineEditor) Readline() (string, error) {
	line, err := e.rl.Readline()
	if errors.Is(err, readline.ErrInterrupt) {
		return line, errInterrupt
	}
	return line, err
}

func (e *readlineEditor) SaveHistory(entry string) error { return e.rl.SaveHistory(entry) }

// Key reads one key with the terminal in raw mode.
func (e *readlineEditor) Key(prompt func()) byte {
	if st, err := readline.MakeRaw(e.fd); err == nil {
		defer readline.Restore(e.fd, st)
	}
	if prompt != nil {
		prompt()
	}
	return e.in.ReadKey()
}

// EchoesKeys is false: a key read in raw mode is not shown.
func (e *readlineEditor) EchoesKeys() bool { return false }

func (e *readlineEditor) Close() error { return e.rl.Close() }

// completer completes predicate names and atoms known to the program.
type completer struct{ interp *prolog.Interpreter }

// Do implements readline.AutoCompleter: the candidates that extend the
// word before the cursor.
func (c completer) Do(line []rune, pos int) ([][]rune, int) {
	start := pos
	for start > 0 && isAlnum(byte(min(line[start-1], 0x80))) {
		start--
	}
	word := string(line[start:pos])
	if word == "" || !(word[0] >= 'a' && word[0] <= 'z') {
		return nil, 0
	}
	cands := c.interp.Completions(word)
	var out [][]rune
	for _, s := range cands {
		suffix := s[len(word):]
		if len(cands) == 1 {
			if _, hasArgs := c.interp.IsPredicate(s); hasArgs {
				suffix += "("
			}
		}
		out = append(out, []rune(suffix))
	}
	return out, len([]rune(word))
}
