package prolog

import (
	"fmt"
	"strings"

	"github.com/goprolog/goprolog/internal/builtins"
)

// LoadError is returned by Consult and ConsultString when the source
// loaded with errors: every syntax error, every directive that failed or
// raised an error, every clause that could not be added, each with its
// place. The loader went past them, as SWI-Prolog does, so the rest of
// the source is loaded; the same messages went to user_error.
type LoadError struct {
	Problems []LoadProblem
}

// LoadProblem is one error of a load: File:Line:Column (Column counts
// from 0, as SWI-Prolog's messages do, and is 0 when only the line is
// known) and SWI-Prolog's message.
type LoadProblem struct {
	File         string
	Line, Column int
	Message      string
}

// Error lists the problems, one a line, as "File:Line:Column: Message".
func (e *LoadError) Error() string {
	var b strings.Builder
	for k, p := range e.Problems {
		if k > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "%s:%d:%d: %s", p.File, p.Line, p.Column, strings.ReplaceAll(p.Message, "\n", " "))
	}
	return b.String()
}

func loadError(ps []builtins.LoadProblem) error {
	if len(ps) == 0 {
		return nil
	}
	e := &LoadError{Problems: make([]LoadProblem, len(ps))}
	for k, p := range ps {
		e.Problems[k] = LoadProblem{File: p.File, Line: p.Line, Column: p.Column, Message: p.Message}
	}
	return e
}
