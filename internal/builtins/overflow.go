package builtins

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/goprolog/goprolog/internal/engine"
)

// stackOverflowMessage is SWI-Prolog's message for a stack overflow,
// error(resource_error(stack), Context) (boot/messages.pl's
// out_of_stack//1), from the fields of the context that the machine
// gave (see engine.StackOverflow): the limit, the stack sizes and the
// depth, then the frames on top of the stack, as a possible
// non-terminating recursion or as where the program was, with the advice
// to raise the limit (the flag stack_limit).
func stackOverflowMessage(ctx engine.Term) string {
	fields, _ := engine.OverflowFields(ctx)
	field := func(key string) (int64, bool) {
		n, ok := engine.Deref(fields[key]).(engine.Int)
		return int64(n), ok
	}
	var b strings.Builder
	limit, limited := field(engine.OverflowStackLimit)
	if limited {
		fmt.Fprintf(&b, "Stack limit (%s) exceeded", humanStackSize(limit))
	} else {
		b.WriteString("Stack limit exceeded")
	}
	local, ok1 := field(engine.OverflowLocalUsed)
	global, ok2 := field(engine.OverflowGlobalUsed)
	trail, ok3 := field(engine.OverflowTrailUsed)
	if ok1 && ok2 && ok3 {
		fmt.Fprintf(&b, "\n  Stack sizes: local: %s, global: %s, trail: %s",
			humanStackSize(local), humanStackSize(global), humanStackSize(trail))
	}
	depth, ok1 := field(engine.OverflowDepth)
	envs, ok2 := field(engine.OverflowEnvironments)
	choices, ok3 := field(engine.OverflowChoicepoints)
	if ok1 && ok2 && ok3 && depth > 0 {
		fmt.Fprintf(&b, "\n  Stack depth: %s, last-call: %.0f%%, Choice points: %s",
			groupDigits(int(depth)), float64(100*(depth-envs))/float64(depth), groupDigits(int(choices)))
	}
	if frames, ok := fields[engine.OverflowNonTerminating]; ok {
		b.WriteString("\n  Possible non-terminating recursion:")
		writeOverflowFrames(&b, frames)
		return b.String()
	}
	if frames, ok := fields[engine.OverflowStack]; ok {
		b.WriteString("\n  In:")
		writeOverflowFrames(&b, frames)
		b.WriteString("\n")
	} else {
		b.WriteString("\n  Insufficient global stack")
	}
	bytes := int64(DefaultMemoryLimit)
	if limited {
		bytes = limit * 1024
	}
	fmt.Fprintf(&b, "\nUse the --stack_limit=size[KMG] command line option or\n?- set_prolog_flag(stack_limit, %s). to double the limit.",
		groupedDigits(strconv.FormatInt(2*bytes, 10), "_"))
	return b.String()
}

// humanStackSize writes a size in kilobytes as SWI-Prolog's messages do.
func humanStackSize(kb int64) string {
	switch {
	case kb < 100:
		return fmt.Sprintf("%dKb", kb)
	case kb < 100000:
		return fmt.Sprintf("%.1fMb", float64(kb)/1024)
	}
	return fmt.Sprintf("%.1fGb", float64(kb)/(1024*1024))
}

// writeOverflowFrames writes the frames of a stack overflow's context,
// frame(Level, Module:Goal, _), a line each.
func writeOverflowFrames(b *strings.Builder, frames engine.Term) {
	list, _ := engine.ListToSlice(frames)
	for _, f := range list {
		c, ok := engine.Deref(f).(*engine.Compound)
		if !ok || c.Name.Name != "frame" || len(c.Args) != 3 {
			continue
		}
		level, _ := engine.Deref(c.Args[0]).(engine.Int)
		goal := engine.Deref(c.Args[1])
		module := "user"
		if q, ok := goal.(*engine.Compound); ok && q.Name == engine.AtomColon && len(q.Args) == 2 {
			module, goal = quoted(q.Args[0]), engine.Deref(q.Args[1])
		}
		fmt.Fprintf(b, "\n    [%s] %s:", groupDigits(int(level)), module)
		g, ok := goal.(*engine.Compound)
		if !ok {
			b.WriteString(quoted(goal))
			continue
		}
		b.WriteString(quoted(g.Name) + "(")
		for i, a := range g.Args {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(overflowArgText(a))
		}
		b.WriteString(")")
	}
}

// overflowArgText writes an argument of a frame's goal: a list, given
// as [Length|Tail], by its length, a compound, given as Name/Arity, as
// <compound Name/Arity>.
func overflowArgText(a engine.Term) string {
	c, ok := engine.Deref(a).(*engine.Compound)
	switch {
	case ok && c.Name == engine.AtomDot && len(c.Args) == 2:
		n, tail := engine.Deref(c.Args[0]), engine.Deref(c.Args[1])
		if at, ok := n.(*engine.Atom); ok && at.Name == "cyclic_term" {
			return "[cyclic list]"
		}
		length := quoted(n)
		if k, ok := n.(engine.Int); ok {
			length = groupDigits(int(k))
		}
		if tail == engine.Term(engine.AtomNil) {
			return "[length:" + length + "]"
		}
		return "[length:" + length + "|" + quoted(tail) + "]"
	case ok && c.Name == engine.AtomSlash && len(c.Args) == 2:
		return "<compound " + quoted(c) + ">"
	}
	return quoted(a)
}
