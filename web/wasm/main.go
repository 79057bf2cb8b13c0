//go:build js && wasm

// Command wasm is goprolog for the browser playground (web/): it runs in
// a Web Worker (web/site/worker.js), which gives it an in-memory file
// system holding the example programs (web/site/memfs.js) and talks to
// it through two functions.
//
// JavaScript sets globalThis.goprologOutput(stream, text) before the
// program starts; Go calls it with "out" or "err" and what the
// interpreter wrote, and with "wait" and "" whenever it waits for a line
// of input. Go sets globalThis.goprologInput(line), which hands it the
// next line (a query, or the reply to an answer with alternatives).
//
// With the arguments "-table dir" it runs rows of the course's
// inference table instead: each input line "GAT all 8" runs that row in
// a fresh interpreter (examples/course/coursetable/table) and prints a
// line of JSON on "out". Otherwise the arguments are files to consult,
// and the top level (package repl) answers the queries as it does on a
// pipe, so the page prints answers exactly as goprolog does.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall/js"

	"github.com/goprolog/goprolog/examples/course/coursetable/table"
	"github.com/goprolog/goprolog/prolog"
	"github.com/goprolog/goprolog/repl"
)

func main() {
	prolog.TuneGC()
	out := &jsWriter{stream: "out"}
	errw := &jsWriter{stream: "err"}
	in := newLineInput()
	js.Global().Set("goprologInput", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 {
			in.push(args[0].String())
		}
		return nil
	}))
	args := os.Args[1:]
	if len(args) == 2 && args[0] == "-table" {
		runTable(args[1], in, out, errw)
		return
	}
	os.Exit(topLevel(args, in, out, errw))
}

// topLevel consults files and answers queries until halt/0 or the end
// of input.
func topLevel(files []string, in *lineInput, out, errw io.Writer) int {
	interp := prolog.New(prolog.WithStdio(in, out, errw))
	defer interp.Flush()
	for _, f := range files {
		if err := interp.Consult(f); err != nil {
			var h *prolog.HaltError
			if errors.As(err, &h) {
				return h.Code
			}
			interp.PrintError(err)
		}
	}
	interp.Flush()
	return repl.Run(interp, repl.Config{Quiet: true, In: in, Out: out, Err: errw})
}

// tableResult is the JSON line of one course-table row.
type tableResult struct {
	Program    string  `json:"program"`
	Query      string  `json:"query"`
	N          int     `json:"n"`
	Found      int     `json:"found"`
	Inferences int64   `json:"inferences"`
	Published  int64   `json:"published"`
	Seconds    float64 `json:"seconds"`
	Error      string  `json:"error,omitempty"`
}

// runTable runs the course-table rows the input names ("GAT all 8"); the
// published figure comes from dir/course-table.tsv where it has the row.
func runTable(dir string, in *lineInput, out, errw io.Writer) {
	rows, err := table.Load(dir + "/course-table.tsv")
	if err != nil {
		fmt.Fprintln(errw, err)
	}
	br := newLineReader(in)
	for {
		line, err := br()
		if err != nil {
			return
		}
		f := strings.Fields(line)
		if len(f) != 3 {
			continue
		}
		n, _ := strconv.Atoi(f[2])
		row := table.Row{Program: f[0], Query: f[1], N: n}
		for _, r := range rows {
			if r.Program == row.Program && r.Query == row.Query && r.N == row.N {
				row = r
			}
		}
		res := tableResult{Program: row.Program, Query: row.Query, N: row.N, Published: row.Published}
		if r, err := table.Run(dir, row, ""); err != nil {
			res.Error = err.Error()
		} else {
			res.Found, res.Inferences, res.Seconds = r.Found, r.Inferences, r.Seconds
		}
		b, _ := json.Marshal(res)
		fmt.Fprintf(out, "%s\n", b)
	}
}

// jsWriter hands what is written to goprologOutput.
type jsWriter struct {
	stream string
}

func (w *jsWriter) Write(p []byte) (int, error) {
	js.Global().Call("goprologOutput", w.stream, string(p))
	return len(p), nil
}

// lineInput is the interpreter's input: the lines goprologInput hands
// over, in order. A read that finds nothing buffered says "wait" first,
// so that the page knows Go is idle.
type lineInput struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	ready chan struct{}
}

func newLineInput() *lineInput { return &lineInput{ready: make(chan struct{}, 1)} }

func (l *lineInput) push(line string) {
	l.mu.Lock()
	l.buf.WriteString(line)
	if !strings.HasSuffix(line, "\n") {
		l.buf.WriteByte('\n')
	}
	l.mu.Unlock()
	select {
	case l.ready <- struct{}{}:
	default:
	}
}

func (l *lineInput) Read(p []byte) (int, error) {
	for {
		l.mu.Lock()
		if l.buf.Len() > 0 {
			n, _ := l.buf.Read(p)
			l.mu.Unlock()
			return n, nil
		}
		l.mu.Unlock()
		js.Global().Call("goprologOutput", "wait", "")
		<-l.ready
	}
}

// newLineReader returns a function reading one line at a time from r.
func newLineReader(r io.Reader) func() (string, error) {
	var pending []byte
	buf := make([]byte, 4096)
	return func() (string, error) {
		for {
			if i := bytes.IndexByte(pending, '\n'); i >= 0 {
				line := string(pending[:i])
				pending = pending[i+1:]
				return line, nil
			}
			n, err := r.Read(buf)
			pending = append(pending, buf[:n]...)
			if err != nil {
				return "", err
			}
		}
	}
}
