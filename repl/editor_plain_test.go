package repl

import (
	"bytes"
	"io"
	"os"
	"testing"
)

// TestPlainEditor drives the line reader that WebAssembly's top level
// uses through a pipe: prompts are printed, lines come without their
// newline, a key is a line's first character (Enter alone is '\n'), and
// Ctrl-D is io.EOF at a prompt and 4 for a key.
func TestPlainEditor(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	// Closing the reading end first ends TermInput's reader goroutine.
	defer w.Close()
	defer r.Close()
	// Ctrl-D (4) as the terminal's raw mode would pass it.
	if _, err := w.WriteString("solution(4,S).\r\n;\n\nX = f(Y),\nY = 1.\n\x04\x04"); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	e := &plainEditor{in: NewTermInput(r), out: &out, prompt: "?- "}
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
	return func() (string, error) { return string(e.Key()), nil }
}
