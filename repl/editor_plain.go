package repl

import (
	"fmt"
	"io"
	"strings"
)

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

// Key shows prompt, reads a line and gives its first character, or '\n'
// for an empty line (Enter alone).
func (e *plainEditor) Key(prompt func()) byte {
	if prompt != nil {
		prompt()
	}
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

// EchoesKeys is true: the host terminal shows the line typed.
func (e *plainEditor) EchoesKeys() bool { return true }

func (e *plainEditor) Close() error { return nil }
