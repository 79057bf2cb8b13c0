//go:build wasm

package repl

import (
	"os"

	"github.com/goprolog/goprolog/prolog"
)

// IsTerminal reports whether f is a terminal, on which the top level is
// interactive: under WebAssembly, a character device as the runtime
// reports it (Node.js for js/wasm, the WASI runtime for wasip1).
func IsTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// newLineEditor starts the plain line reader on the terminal cfg
// describes.
func newLineEditor(_ *prolog.Interpreter, cfg Config, _ *os.File, _ string) (lineEditor, error) {
	return &plainEditor{in: cfg.Term, out: cfg.Out, prompt: "?- "}, nil
}
