package builtins

import (
	"fmt"
	"strings"

	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// Messages in SWI-Prolog's words for errors and warnings.

// quoted writes t as SWI-Prolog's messages write a culprit (~p, print/1
// with the flag character_escapes_unicode at its default): as writeq/1
// does, but a control character in a quoted atom or string as \uXXXX.
func quoted(t engine.Term) string {
	return engine.Format(t, engine.WriteOptions{Quoted: true, NumberVars: true, UnicodeEscapes: true})
}

// quotedOps is quoted with m's operators: a predicate indicator of a
// user-defined operator is written (::=)/2, as writeq/1 writes it.
func quotedOps(m *engine.Machine, t engine.Term) string {
	return engine.Format(t, engine.WriteOptions{Quoted: true, NumberVars: true, Ops: m.Ops})
}

// kindOf names the type of a culprit as SWI-Prolog does in type errors:
// "an atom", "an integer", "a compound"...
func kindOf(t engine.Term) string {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		if x.Attrs() != nil {
			return "an attvar"
		}
		return "a var"
	case *engine.Atom:
		if x == engine.AtomNil {
			return "an empty_list"
		}
		return "an atom"
	case engine.Int, *engine.BigInt:
		return "an integer"
	case *engine.Rat:
		return "a rational"
	case engine.Float:
		return "a float"
	case engine.String:
		return "a string"
	case *engine.Compound:
		// SWI-Prolog's type_of/2 order: proper list, then cyclic term.
		if x.Name == engine.AtomDot && len(x.Args) == 2 && engine.IsList(x) {
			return "a list"
		}
		if isCyclic(x) {
			return "a cyclic"
		}
		return "a compound"
	case *engine.Clause:
		return "a clause_reference"
	case *engine.Record:
		return "a record_reference"
	}
	return "a term"
}

// ErrorMessage returns the text SWI-Prolog prints after "ERROR: " for an
// uncaught exception ball (without the trailing newline). Multi-line
// messages are separated by "\n".
func ErrorMessage(ball engine.Term) string {
	ball = engine.Deref(ball)
	if ball == engine.Term(atomTimeLimitExceeded) {
		return "Time limit exceeded" // library(time)'s message
	}
	c, ok := ball.(*engine.Compound)
	if !ok || c.Name != engine.AtomError || len(c.Args) != 2 {
		return "Unknown message: " + quoted(ball)
	}
	if _, ok := engine.OverflowFields(c.Args[1]); ok && engine.IsStackOverflow(&engine.Exception{Ball: c}) {
		return stackOverflowMessage(c.Args[1])
	}
	prefix := ""
	if ctx, ok := engine.Deref(c.Args[1]).(*engine.Compound); ok && ctx.Name.Name == "string" && len(ctx.Args) == 2 {
		if text, pos, ok := stringContext(ctx); ok {
			return formalMessage(c.Args[0]) + "\n" + text[:pos] + "\n** here **\n" + text[pos:]
		}
	}
	if loc, ok := streamLocation(c.Args[1]); ok {
		return loc + formalMessage(c.Args[0])
	}
	if ctx, ok := engine.Deref(c.Args[1]).(*engine.Compound); ok && ctx.Name.Name == "context" && len(ctx.Args) == 2 {
		if pi := engine.Deref(ctx.Args[0]); !isUnbound(pi) {
			prefix = contextPI(pi) + ": "
		}
		if msg := engine.Deref(ctx.Args[1]); !isUnbound(msg) {
			return prefix + formalMessage(c.Args[0]) + " (" + textOrQuoted(msg) + ")"
		}
	}
	return prefix + formalMessage(c.Args[0])
}

// streamLocation is SWI-Prolog's prefix for the position a syntax error
// read from a stream carries: "File:Line:LinePos: " for
// file(File, Line, LinePos, CharNo) ("File:Line: " when LinePos is -1),
// "Stream S:Line:LinePos " for stream(S, Line, LinePos, CharNo).
func streamLocation(t engine.Term) (string, bool) {
	c, ok := engine.Deref(t).(*engine.Compound)
	if !ok || len(c.Args) != 4 || (c.Name.Name != "file" && c.Name.Name != "stream") {
		return "", false
	}
	line, ok1 := engine.Deref(c.Args[1]).(engine.Int)
	pos, ok2 := engine.Deref(c.Args[2]).(engine.Int)
	if !ok1 || !ok2 {
		return "", false
	}
	where := engine.Format(c.Args[0], engine.WriteOptions{NumberVars: true})
	if c.Name.Name == "stream" {
		return fmt.Sprintf("Stream %s:%d:%d ", where, line, pos), true
	}
	if pos == -1 {
		return fmt.Sprintf("%s:%d: ", where, line), true
	}
	return fmt.Sprintf("%s:%d:%d: ", where, line, pos), true
}

// stringContext returns the text and byte offset of a syntax error's
// context string(Text, CharPos), which SWI-Prolog's reader of text gives:
// the message shows the text before the offset, "** here **", and the
// rest.
func stringContext(ctx *engine.Compound) (string, int, bool) {
	s, ok := engine.Deref(ctx.Args[0]).(engine.String)
	if !ok {
		return "", 0, false
	}
	n, ok := engine.Deref(ctx.Args[1]).(engine.Int)
	runes := []rune(string(s))
	if !ok || n < 0 || int64(n) > int64(len(runes)) {
		return "", 0, false
	}
	return string(s), len(string(runes[:n])), true
}

// plain writes t as write/1 would: SWI-Prolog's '~w'.
func plain(t engine.Term) string {
	return engine.Format(t, engine.WriteOptions{NumberVars: true})
}

func isUnbound(t engine.Term) bool {
	_, ok := engine.Deref(t).(*engine.Var)
	return ok
}

func textOrQuoted(t engine.Term) string {
	if a, ok := engine.Deref(t).(*engine.Atom); ok {
		return a.Name
	}
	if s, ok := engine.Deref(t).(engine.String); ok {
		return string(s)
	}
	return quoted(t)
}

func formalMessage(formal engine.Term) string {
	formal = engine.Deref(formal)
	if a, ok := formal.(*engine.Atom); ok {
		switch a.Name {
		case "instantiation_error":
			return "Arguments are not sufficiently instantiated"
		case "system_error":
			return "System error"
		}
		return "Unknown error term: " + quoted(a)
	}
	c, ok := formal.(*engine.Compound)
	if !ok {
		return "Unknown error term: " + quoted(formal)
	}
	arg := func(i int) engine.Term { return engine.Deref(c.Args[i]) }
	switch {
	case c.Name.Name == "type_error" && len(c.Args) == 2 && textOrQuoted(arg(0)) == "evaluable" && isProcedureIndicator(arg(1)):
		return fmt.Sprintf("Arithmetic: `%s' is not a function", quoted(arg(1)))
	case c.Name.Name == "type_error" && len(c.Args) == 2:
		return fmt.Sprintf("Type error: `%s' expected, found `%s' (%s)", textOrQuoted(arg(0)), quoted(arg(1)), kindOf(arg(1)))
	case c.Name.Name == "domain_error" && len(c.Args) == 2:
		return fmt.Sprintf("Domain error: `%s' expected, found `%s'", textOrQuoted(arg(0)), quoted(arg(1)))
	case c.Name.Name == "existence_error" && len(c.Args) == 2:
		if k, ok := arg(0).(*engine.Atom); ok && k.Name == "procedure" {
			const faq = "\n  See FAQ at https://www.swi-prolog.org/FAQ/ToplevelMode.txt"
			switch pi := quoted(unqualifyModule(arg(1))); pi {
			case "(^)/2":
				return "Unknown procedure: " + quoted(arg(1)) + "\n  ^/2 can only appear as the 2nd argument of setof/3 and bagof/3"
			case "(:-)/2", "(=>)/2":
				return "Unknown procedure: " + quoted(arg(1)) + "\n  Rules must be loaded from a file" + faq
			case "(:-)/1":
				return "Unknown procedure: " + quoted(arg(1)) + "\n  Directives must be loaded from a file" + faq
			case "(?-)/1":
				return "Unknown procedure: " + quoted(arg(1)) + "\n  ?- is the Prolog prompt" + faq
			}
			if !isProcedureIndicator(arg(1)) {
				// swipl's message for a culprit that is no Name/Arity.
				return fmt.Sprintf("procedure `%s' does not exist", quoted(arg(1)))
			}
			return "Unknown procedure: " + quoted(arg(1))
		}
		if k, ok := arg(0).(*engine.Atom); ok && k.Name == "matching_rule" {
			return "No rule matches " + quoted(arg(1))
		}
		return fmt.Sprintf("%s `%s' does not exist", textOrQuoted(arg(0)), quoted(arg(1)))
	case c.Name.Name == "existence_error" && len(c.Args) == 3:
		// sort/4's key past a term's arity.
		return fmt.Sprintf("%s `%s' does not exist in %s", textOrQuoted(arg(0)), quoted(arg(1)), quoted(arg(2)))
	case c.Name.Name == "permission_error" && len(c.Args) == 3:
		return permissionMessage(arg(0), arg(1), arg(2))
	case c.Name.Name == "representation_error" && len(c.Args) == 1:
		return fmt.Sprintf("Cannot represent due to `%s'", textOrQuoted(arg(0)))
	case c.Name.Name == "evaluation_error" && len(c.Args) == 1:
		return "Arithmetic: evaluation error: `" + textOrQuoted(arg(0)) + "'"
	case c.Name.Name == "occurs_check" && len(c.Args) == 2:
		return fmt.Sprintf("Cannot unify %s with %s: would create an infinite tree", quoted(arg(0)), quoted(arg(1)))
	case c.Name.Name == "resource_error" && len(c.Args) == 1:
		return "Not enough resources: " + textOrQuoted(arg(0))
	case c.Name.Name == "syntax_error" && len(c.Args) == 1:
		return "Syntax error: " + syntaxMessage(arg(0))
	case c.Name.Name == "uninstantiation_error" && len(c.Args) == 1:
		return "Uninstantiated argument expected, found " + quoted(arg(0))
	case c.Name.Name == "system_error" && len(c.Args) == 1:
		return "System error: " + textOrQuoted(arg(0))
	case c.Name.Name == "format_argument_type" && len(c.Args) == 2:
		return fmt.Sprintf("Illegal argument to format sequence ~%s: %s", textOrQuoted(arg(0)), quoted(arg(1)))
	case c.Name.Name == "format" && len(c.Args) == 1:
		return "Format error: " + textOrQuoted(arg(0))
	case c.Name.Name == "io_error" && len(c.Args) == 2:
		return fmt.Sprintf("I/O error in %s on stream %s", plain(arg(0)), quoted(arg(1)))
	case c.Name.Name == "timeout_error" && len(c.Args) == 2:
		return fmt.Sprintf("Timeout in %s from %s", plain(arg(0)), quoted(arg(1)))
	case c.Name.Name == "goal_failed" && len(c.Args) == 1:
		return "goal unexpectedly failed: " + quoted(arg(0))
	case c.Name.Name == "failure_error" && len(c.Args) == 1:
		return "Goal failed: " + quoted(arg(0))
	case c.Name.Name == "limit_exceeded" && len(c.Args) == 2:
		return fmt.Sprintf("Exceeded %s limit (%s)", plain(arg(0)), plain(arg(1)))
	case c.Name.Name == "not_implemented" && len(c.Args) == 2:
		return fmt.Sprintf("%s `%s' is not implemented in this version", plain(arg(0)), quoted(arg(1)))
	case c.Name.Name == "duplicate_key" && len(c.Args) == 1:
		return "Duplicate key: " + quoted(arg(0))
	}
	return "Unknown error term: " + quoted(formal)
}

// streamPermissions words the permission errors of stream I/O, by action
// and type, as SWI-Prolog's messages.pl does.
var streamPermissions = map[[2]string]string{
	{"input", "stream"}:         "read from output stream",
	{"output", "stream"}:        "write to input stream",
	{"input", "text_stream"}:    "read bytes from TEXT stream",
	{"output", "text_stream"}:   "write bytes to TEXT stream",
	{"input", "binary_stream"}:  "read characters from binary stream",
	{"output", "binary_stream"}: "write characters to binary stream",
}

// permissionMessage words permission_error(Action, Type, Culprit) as
// SWI-Prolog's permission_error//3: "No permission to Action Type
// `Culprit'", the type as it is (past_end_of_stream, source_sink), except
// for static procedures, stream I/O and an alias already taken.
func permissionMessage(action, typ, culprit engine.Term) string {
	a, t := textOrQuoted(action), textOrQuoted(typ)
	if w, ok := streamPermissions[[2]string{a, t}]; ok {
		return fmt.Sprintf("No permission to %s `%s'", w, quoted(culprit))
	}
	switch {
	case t == "built_in_procedure":
		msg := fmt.Sprintf("No permission to %s built-in predicate `%s'", a, quoted(culprit))
		if a != "export" {
			msg += "\nUse :- redefine_system_predicate(+Head) if redefinition is intended"
		}
		return msg
	case t == "static_procedure":
		t = "static procedure"
	case a == "open" && t == "source_sink":
		if c, ok := culprit.(*engine.Compound); ok && c.Name.Name == "alias" && len(c.Args) == 1 {
			return fmt.Sprintf("No permission to reuse alias \"%s\": already taken", quoted(c.Args[0]))
		}
	}
	return fmt.Sprintf("No permission to %s %s `%s'", a, t, quoted(culprit))
}

// syntaxMessage turns a syntax_error culprit such as operator_expected
// into SWI-Prolog's sentence ("Operator expected").
func syntaxMessage(t engine.Term) string {
	switch x := engine.Deref(t).(type) {
	case *engine.Atom:
		if msg := parser.SyntaxMessage(x.Name); msg != "" {
			return msg
		}
	case *engine.Compound:
		// The reader's message, for an error raised again by a program
		// or printed from the error term (term_to_atom/2).
		if q, ok := engine.Deref(x.Args[0]).(*engine.Atom); ok && x.Name.Name == "end_of_file_in_quoted" && len(x.Args) == 1 {
			if msg := parser.UntermQuotedMessage(q.Name); msg != "" {
				return msg
			}
		}
	}
	if c, ok := engine.Deref(t).(*engine.Compound); ok && c.Name.Name == "undefined_char_escape" && len(c.Args) == 1 {
		return "Unknown character escape in quoted atom or string: `\\" + textOrQuoted(c.Args[0]) + "'"
	}
	// Any other kind is written as it is (SWI-Prolog's '~w').
	return engine.Format(t, engine.WriteOptions{NumberVars: true})
}

// PrintError prints "ERROR: <message>" on user_error, prefixing every
// line, as SWI-Prolog's print_message(error, E) does.
func PrintError(m *engine.Machine, ball engine.Term) {
	printLines(m, m.UserErr, "ERROR: ", ErrorMessageIn(m, ball))
}

// PrintErrorText prints "ERROR: <text>" lines on user_error.
func PrintErrorText(m *engine.Machine, text string) {
	printLines(m, m.UserErr, "ERROR: ", text)
}

// PrintWarning prints "Warning: <message>" lines on user_error.
func PrintWarning(m *engine.Machine, msg string) {
	printLines(m, m.UserErr, "Warning: ", msg)
}

func printLines(m *engine.Machine, s *engine.Stream, prefix, msg string) {
	var b strings.Builder
	for _, line := range strings.Split(msg, "\n") {
		b.WriteString(prefix + line + "\n")
	}
	writeMessage(m, s, b.String())
}

// writeMessage writes the complete lines of a message. On user_error it
// comes after what user_output holds, which is flushed first, and starts
// on a fresh line: SWI-Prolog's user_error shares user_output's line
// position, so a message after `write(a)` begins with a newline, and
// output after the message starts at column 0.
func writeMessage(m *engine.Machine, s *engine.Stream, text string) {
	if s == m.UserErr && m.UserOut != s {
		out := m.UserOut
		out.Flush()
		if out.Column != 0 {
			text = "\n" + text
		}
		out.Column = 0
	}
	s.WriteString(text)
	s.Flush()
}

var messageBuiltins = []engine.BuiltinSpec{
	{Name: "print_message", Arity: 2, Fn: printMessage},
	{Name: "print_message_lines", Arity: 3, Fn: printMessageLines},
}

// contextPI writes a context's predicate indicator as SWI-Prolog's messages
// do: Name/Arity without operator brackets (is/2, not (is)/2).
// unqualifySystem strips the modules system and user from t, which
// SWI-Prolog leaves out of messages, and its other system modules, whose
// names start with $ ('$dcg':call_dcg/3 reads call_dcg/3); other modules
// stay (ordsets:ord_union/3).
func unqualifySystem(t engine.Term) engine.Term {
	for {
		t = engine.Deref(t)
		c, ok := t.(*engine.Compound)
		if !ok || c.Name != engine.AtomColon || len(c.Args) != 2 {
			return t
		}
		if m, isAtom := engine.Deref(c.Args[0]).(*engine.Atom); !isAtom || (m.Name != "system" && m.Name != "user" && !strings.HasPrefix(m.Name, "$")) {
			return t
		}
		t = c.Args[1]
	}
}

func contextPI(pi engine.Term) string {
	pi = unqualifySystem(pi) // system:(is)/2 reads is/2, as in SWI-Prolog
	if c, ok := pi.(*engine.Compound); ok && c.Name == engine.AtomSlash && len(c.Args) == 2 {
		if n, ok := engine.Deref(c.Args[0]).(*engine.Atom); ok {
			return engine.QuoteAtomIfNeeded(n.Name) + "/" + quoted(c.Args[1])
		}
	}
	return quoted(pi)
}

// unqualifyModule strips one Module: qualifier from t.
func unqualifyModule(t engine.Term) engine.Term {
	if c, ok := engine.Deref(t).(*engine.Compound); ok && c.Name == engine.AtomColon && len(c.Args) == 2 {
		return engine.Deref(c.Args[1])
	}
	return t
}

// isProcedureIndicator reports whether t is Name/Arity or
// Module:Name/Arity, the culprits whose existence error swipl's message
// calls an unknown procedure.
func isProcedureIndicator(t engine.Term) bool {
	c, ok := unqualifyModule(t).(*engine.Compound)
	return ok && c.Name == engine.AtomSlash && len(c.Args) == 2
}
