package repl

import "errors"

// lineEditor is what the interactive top level needs of its terminal:
// lines edited with a prompt, a history, and single keys for the
// questions after an answer and at the tracer's ports. Where the
// terminal can be put in raw mode it is github.com/chzyer/readline
// (editor_readline.go); under WebAssembly, where readline cannot run, it
// is a plain line reader (editor_plain.go).
type lineEditor interface {
	// SetPrompt sets the prompt of the next Readline.
	SetPrompt(prompt string)
	// Readline reads a line, without its newline. Ctrl-C gives
	// errInterrupt, Ctrl-D on an empty line io.EOF.
	Readline() (string, error)
	// SaveHistory adds an entry to the history.
	SaveHistory(entry string) error
	// Key reads the next key: 3 is Ctrl-C, 4 Ctrl-D. It calls prompt,
	// when not nil, once the terminal no longer echoes, so that a key
	// typed ahead of the prompt is not shown before it.
	Key(prompt func()) byte
	// EchoesKeys reports whether the terminal has shown the key that Key
	// read, and the Enter after it.
	EchoesKeys() bool
	// Close restores the terminal.
	Close() error
}

// errInterrupt is what lineEditor.Readline returns for Ctrl-C.
var errInterrupt = errors.New("interrupt")
