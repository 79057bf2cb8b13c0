package prolog

import (
	"errors"

	"github.com/goprolog/goprolog/internal/builtins"
)

// EnableBacktraces makes the interpreter keep what SWI-Prolog's top
// level prints after the message of an error no goal caught: the
// backtrace of the query's frames (see Solutions.WatchBacktrace and
// Solutions.Backtrace). Only the interactive top level wants it: errors
// a built-in raises cost a little more with it.
func (i *Interpreter) EnableBacktraces() { builtins.EnableBacktraces(i.m) }

// WatchBacktrace starts keeping the backtrace of the errors that the
// query's built-ins raise (see EnableBacktraces).
func (s *Solutions) WatchBacktrace() { builtins.WatchBacktrace(s.i.m, s.written) }

// Backtrace returns the lines swipl's top level prints after the message
// of err, an error that the query watched did not catch ("In:", a line
// per frame, the note on frames that last-call optimisation removed),
// or nil when goprolog cannot give them.
func (s *Solutions) Backtrace(err error) []string {
	var pe *Error
	if !errors.As(err, &pe) || pe.cause != nil || pe.ball == nil {
		return nil
	}
	return builtins.UncaughtBacktrace(s.i.m, pe.ball)
}
