//go:build wasm

package repl

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/goprolog/goprolog/prolog"
)

// IsTerminal reports whether f is a terminal, on which the top level is
// interactive: under WebAssembly, a character device as the runtime
// reports it (Node.js for js/wasm, the WASI runtime for wasip1).
func IsTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// plainEditor is the lineEditor where readline cannot run (WebAssembly
// has no raw mode): the host terminal edits each line, the prompt is
// printed before it, and a key is the first character of a line, so
// that after an answer ";" and Enter asks for the next. There is no
// history and no completion, and Ctrl-C reaches no one: the runtime
// delivers no signals.
type plainEditor struct {
	in     *TermInput
	out    io.Writer
	prompt string
}

// newLineEditor starts the plain line reader on the terminal cfg
// describes.
func newLineEditor(_ *prolog.Interpreter, cfg Config, _ *os.File, _ string) (lineEditor, error) {
	return &plainEditor{in: cfg.Term, out: cfg.Out, prompt: "?- "}, nil
}

func (e *plainEditor) SetPrompt(prompt string) { e.prompt = prompt }

// Readline prints the prompt and reads up to a newline. An end-of-file
// mark (Ctrl-D) ends the line: on an empty line it is io.EOF.
func (e *plainEditor) Readline() (string, error) {
	fmt.Fprint(e.out, e.prompt)
	var b strings.Builder
	for {
		c := e.in.ReadKey()
		switch {
		case c == '\n':
			return strings.TrimSuffix(b.String(), "\r"), nil
		case c == 4 && b.Len() == 0:
			return "", io.EOF
		case c == 4:
			return b.String(), nil
		}
		b.WriteByte(c)
	}
}

func (e *plainEditor) SaveHistory(string) error { return nil }

// Key reads a line and gives its first character, or '\n' for an empty
// line (Enter alone).
func (e *plainEditor) Key() byte {
	line, err := e.lineNoPrompt()
	if err != nil {
		return 4
	}
	if line == "" {
		return '\n'
	}
	return line[0]
}

// lineNoPrompt is Readline without a prompt: the question that wants the
// key has been printed.
func (e *plainEditor) lineNoPrompt() (string, error) {
	p := e.prompt
	e.prompt = ""
	defer func() { e.prompt = p }()
	return e.Readline()
}

func (e *plainEditor) Close() error { return nil }
