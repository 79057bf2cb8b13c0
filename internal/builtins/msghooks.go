package builtins

import (
	"fmt"
	"strings"

	"github.com/goprolog/goprolog/internal/engine"
)

// print_message/2 as SWI-Prolog runs it: the message term is translated
// into a list of line elements by the program's message//1 (SWI-Prolog's
// prolog:message//1: without modules, a clause for prolog:message//1 is
// one for message//1) or else by the built-in messages; the program's
// message_hook/3 (user:message_hook/3) may then take the message over;
// otherwise the lines are printed on user_error, each with the prefix of
// its kind, under a file:line: header while a file loads.

var (
	atomMessage     = engine.Intern("message")
	atomMessageHook = engine.Intern("message_hook")
	atomNl          = engine.Intern("nl")
	atomFlush       = engine.Intern("flush")
	atomAtSameLine  = engine.Intern("at_same_line")
	atomSilent      = engine.Intern("silent")
	atomVerbose     = engine.Intern("verbose")
	atomFormatW     = engine.Intern("~w")
)

// programDefines reports whether the program defines name/arity with clauses.
func programDefines(m *engine.Machine, name *engine.Atom, arity int) bool {
	p := m.Lookup(name, arity)
	return p != nil && !p.IsLibrary() && !p.IsForeign() && p.NumberOfClauses() > 0
}

// programMessageLines returns the line elements that the program's
// message//1 (prolog:message//1) gives msg, or false when it gives none.
func programMessageLines(m *engine.Machine, msg engine.Term) (engine.Term, bool) {
	if !programDefines(m, atomMessage, 3) {
		return nil, false
	}
	v := m.NewVar()
	if ok, err := m.Once(engine.NewCompound(atomMessage, msg, v, engine.AtomNil)); !ok || err != nil {
		return nil, false
	}
	return engine.Deref(v), true
}

// messageLines translates msg into line elements.
func messageLines(m *engine.Machine, msg engine.Term) engine.Term {
	if lines, ok := programMessageLines(m, msg); ok {
		return lines
	}
	if c, ok := msg.(*engine.Compound); ok && c.Name.Name == "format" && len(c.Args) == 2 {
		return engine.List(engine.NewCompound(engine.AtomMinus, c.Args[0], c.Args[1]))
	}
	var elems []engine.Term
	for i, line := range strings.Split(ErrorMessageIn(m, msg), "\n") {
		if i > 0 {
			elems = append(elems, atomNl)
		}
		elems = append(elems, engine.NewCompound(engine.AtomMinus, atomFormatW, engine.List(engine.String(line))))
	}
	return engine.List(elems...)
}

// printMessage implements print_message/2.
func printMessage(m *engine.Machine, args []engine.Term) (bool, error) {
	kind := engine.Deref(args[0])
	if _, ok := kind.(*engine.Var); ok {
		return false, engine.InstantiationError()
	}
	msg := engine.Deref(args[1])
	lines := messageLines(m, msg)
	if programDefines(m, atomMessageHook, 3) {
		ok, err := m.Once(engine.NewCompound(atomMessageHook, msg, kind, lines))
		if err != nil {
			return false, err
		}
		if ok {
			return true, nil
		}
	}
	prefix := ""
	out := m.UserErr
	switch k, _ := kind.(*engine.Atom); {
	case k == nil:
		if c, ok := kind.(*engine.Compound); ok && c.Name.Name == "debug" && len(c.Args) == 1 {
			// swipl 9.0.4 counts messages by an atom kind, and a
			// debug(Topic) message given to print_message/2 stops there.
			return false, engine.TypeError("atom", kind).WithContext(engine.Intern("$inc_message_count"), 1)
		}
		return true, nil
	case k.Name == "silent":
		return true, nil
	case k.Name == "error":
		prefix = "ERROR: "
	case k.Name == "warning":
		prefix = "Warning: "
	case k.Name == "informational":
		if flagValue(m, atomVerbose) == atomSilent {
			return true, nil
		}
		prefix = "% "
	case k.Name == "information":
		// What the user asked for (pwd/0, ls/0): printed under -q too.
		prefix = "% "
	case k.Name == "banner":
		if flagValue(m, atomVerbose) == atomSilent {
			return true, nil
		}
	case k.Name == "query":
		// Questions the top level asks go to user_output, as in swipl.
		out = m.UserOut
	}
	// help, banner, query and any other kind print without a prefix.
	if xs, ok := engine.ListToSlice(lines); ok && len(xs) == 0 {
		return true, nil // swipl prints nothing for no lines
	}
	header := ""
	if ctx := m.LoadContext; ctx != nil && (prefix == "ERROR: " || prefix == "Warning: ") {
		header = fmt.Sprintf("%s%s:%d:\n", prefix, ctx.File, ctx.Line)
		prefix += "   "
	}
	text, err := linesText(m, prefix, lines)
	if err != nil {
		return false, err
	}
	if out.Column != 0 && !startsAtSameLine(lines) {
		// A message left open by a final flush is ended by the next
		// one, unless that one goes on at the same line.
		header = "\n" + header
	}
	writeMessage(m, out, header+text)
	return true, nil
}

// startsAtSameLine reports whether message lines start with at_same_line.
func startsAtSameLine(lines engine.Term) bool {
	xs, _ := engine.ListToSlice(lines)
	return len(xs) > 0 && engine.Deref(xs[0]) == engine.Term(atomAtSameLine)
}

// printMessageLines implements print_message_lines/3: Prefix is an atom
// or kind(Kind).
func printMessageLines(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := outputStreamArg(m, args[0])
	if err != nil {
		return false, err
	}
	prefix := ""
	switch p := engine.Deref(args[1]).(type) {
	case *engine.Compound:
		if p.Name.Name == "kind" && len(p.Args) == 1 {
			if k, ok := engine.Deref(p.Args[0]).(*engine.Compound); ok && k.Name.Name == "debug" && len(k.Args) == 1 {
				prefix = "% " // debug/3's messages
				break
			}
			switch textOrQuoted(p.Args[0]) {
			case "error":
				prefix = "ERROR: "
			case "warning":
				prefix = "Warning: "
			case "informational", "information":
				prefix = "% "
			}
		}
	default:
		prefix, _ = textArg(p, "text")
	}
	text, err := linesText(m, prefix, engine.Deref(args[2]))
	if err != nil {
		return false, err
	}
	writeMessage(m, s, text)
	return true, nil
}

// linesText renders line elements, each line starting with prefix:
// Format-Args, nl, ansi(_, Format, Args), url(Location), flush,
// at_same_line, and text, which is a format without arguments. An
// element format cannot print is shown as SWI-Prolog shows it, in an
// EXCEPTION block that the next line does not prefix. What ends the query
// (its interrupt, its limits) is no element's error: it is returned.
//
// As SWI-Prolog's insert_prefix/4: a first at_same_line leaves the prefix
// out of the first line, a last nl is the message's final newline, and a
// last flush leaves the line open.
func linesText(m *engine.Machine, prefix string, lines engine.Term) (string, error) {
	var b strings.Builder
	xs, _ := engine.ListToSlice(lines)
	if len(xs) > 0 && engine.Deref(xs[0]) == engine.Term(atomAtSameLine) {
		xs = xs[1:]
	} else {
		b.WriteString(prefix)
	}
	end := "\n"
	if n := len(xs); n > 0 {
		switch engine.Deref(xs[n-1]) {
		case engine.Term(atomNl):
			xs = xs[:n-1]
		case engine.Term(atomFlush):
			xs, end = xs[:n-1], ""
		}
	}
	for _, x := range xs {
		x = engine.Deref(x)
		var f, a engine.Term
		switch e := x.(type) {
		case *engine.Atom:
			switch e {
			case atomNl:
				b.WriteString("\n" + prefix)
				continue
			case atomFlush, atomAtSameLine:
				continue
			}
			f, a = e, engine.AtomNil
		case engine.String:
			f, a = e, engine.AtomNil
		case *engine.Compound:
			switch {
			case e.Name == engine.AtomMinus && len(e.Args) == 2:
				f, a = e.Args[0], e.Args[1]
			case e.Name.Name == "ansi" && len(e.Args) == 3:
				f, a = e.Args[1], e.Args[2]
			case e.Name.Name == "url" && len(e.Args) == 1:
				f, a = atomFormatW, engine.List(urlText(e.Args[0]))
			case e.Name.Name == "begin" || e.Name.Name == "end" || e.Name.Name == "prefix":
				continue
			default:
				f, a = x, engine.AtomNil
			}
		default:
			f, a = x, engine.AtomNil
		}
		line := b.String()
		line = line[strings.LastIndexByte(line, '\n')+1:]
		text, ball, err := messageFormat(m, f, a, engine.LinePosAfter(0, line))
		if err != nil {
			return "", err
		}
		// What the format wrote before it failed or raised an error
		// stays, as in SWI-Prolog.
		b.WriteString(text)
		if ball == engine.Term(engine.AtomFalse) {
			// A format that failed (~@) ends the message there,
			// with no newline.
			return b.String(), nil
		}
		if ball != nil {
			if c, ok := engine.Deref(ball).(*engine.Compound); ok && c.Name == engine.AtomError && len(c.Args) == 2 {
				ball = c.Args[0]
			}
			// The arguments may hold a huge integer, whose text the
			// query's limits must still end.
			args, err := engine.FormatChecked(a, engine.WriteOptions{Quoted: true, NumberVars: true, Poll: m.Poll})
			if err != nil {
				return "", err
			}
			fmt.Fprintf(&b, "\n    [[ EXCEPTION while printing message %s\n       with arguments %s:\n       raised: %s\n    ]]\n", quoted(f), args, quoted(ball))
			continue
		}
	}
	b.WriteString(end)
	return b.String(), nil
}

// urlText writes a url(File:Line) element as File:Line.
func urlText(loc engine.Term) engine.Term {
	if c, ok := engine.Deref(loc).(*engine.Compound); ok && c.Name == engine.AtomColon && len(c.Args) == 2 {
		return engine.String(textOrQuoted(c.Args[0]) + ":" + quoted(c.Args[1]))
	}
	return loc
}

// messageFormat runs format/2 with its output captured, and returns
// what it wrote, also when it failed (the ball is then false) or raised
// an exception, which comes back as its ball; what ends the query (an
// interrupt, a time limit, or a limit the host checks, which is no
// exception) is the error. The format starts at column col of its line,
// as it does in SWI-Prolog, which writes the line's prefix and earlier
// elements to the stream first: its column stops (~t~20|) count them.
func messageFormat(m *engine.Machine, f, args engine.Term, col int) (string, engine.Term, error) {
	h := m.RedirectOutput(nil)
	m.Out.Column = col
	ok, err := m.Once(engine.NewCompound(libraryCall(m, atomFormat, 2), f, args))
	text, _ := m.EndRedirect(h)
	if err != nil {
		exc, isExc := err.(*engine.Exception)
		if !isExc || endsQuery(exc.Ball) {
			return "", nil, err
		}
		return text, exc.Ball, nil
	}
	if !ok {
		return text, engine.AtomFalse, nil
	}
	return text, nil, nil
}

// endsQuery reports whether ball is what an interrupt or a time limit
// raises, which a message that meets it passes on.
func endsQuery(ball engine.Term) bool {
	switch engine.Deref(ball) {
	case engine.Term(engine.AtomAborted), engine.Term(atomTimeLimitExceeded):
		return true
	}
	return false
}
