package repl

import (
	"bytes"
	"io"
	"sync"
	"testing"
)

// TestPlainEditor drives the line reader that WebAssembly's top level
// uses with typed input: prompts are printed, lines come without their
// newline, a key is a line's first character (Enter alone is '\n'), and
// Ctrl-D is io.EOF at a prompt and 4 for a key.
func TestPlainEditor(t *testing.T) {
	// The typed input, already read from the terminal: Ctrl-D (4) as raw
	// mode passes it.
	in := &TermInput{buf: []byte("solution(4,S).\r\n;\n\nX = f(Y),\nY = 1.\n\x04\x04")}
	in.cond = sync.NewCond(&in.mu)
	var out bytes.Buffer
	e := &plainEditor{in: in, out: &out, prompt: "?- "}
	steps := []struct {
		name string
		run  func() (string, error)
		want string
		err  error
	}{
		{"query", e.Readline, "solution(4,S).", nil},
		{"next answer", keyStep(e), ";", nil},
		{"stop", keyStep(e), "\n", nil},
		{"first line", e.Readline, "X = f(Y),", nil},
		{"continuation", func() (string, error) { e.SetPrompt("|    "); return e.Readline() }, "Y = 1.", nil},
		{"Ctrl-D at a prompt", e.Readline, "", io.EOF},
		{"Ctrl-D for a key", keyStep(e), "\x04", nil},
	}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			got, err := s.run()
			if got != s.want || err != s.err {
				t.Errorf("got %q, %v; want %q, %v", got, err, s.want, s.err)
			}
		})
	}
	if want := "?- ?- |    |    "; out.String() != want {
		t.Errorf("printed %q, want %q (the keys print no prompt)", out.String(), want)
	}
	if !e.EchoesKeys() {
		t.Error("EchoesKeys is false: the terminal shows the line typed")
	}
}

func keyStep(e *plainEditor) func() (string, error) {
	return func() (string, error) { return string(e.Key(nil)), nil }
}
