package builtins

import "github.com/goprolog/goprolog/internal/engine"

// The options the top level writes answers with: the flag
// answer_write_options, which the user may set, and SWI-Prolog's two
// option lists that the keys w (write) and p (print) put in it.

var atomAnswerWriteOptions = engine.Intern("answer_write_options")

// answerOptionList is SWI-Prolog's list for the w key (write) or, with
// print, for the p key and the flag's default.
func answerOptionList(print bool) engine.Term {
	opt := func(name string, v engine.Term) engine.Term { return engine.NewCompound(engine.Intern(name), v) }
	if !print {
		return engine.List(opt("quoted", engine.AtomTrue), opt("spacing", engine.Intern("next_argument")))
	}
	return engine.List(opt("quoted", engine.AtomTrue), opt("portray", engine.AtomTrue),
		opt("max_depth", engine.MakeInt(10)), opt("spacing", engine.Intern("next_argument")))
}

// SetAnswerStyle sets the flag answer_write_options as SWI-Prolog's top
// level does when the user presses w (print false: values in full) or p
// (print true: portray/1 hooks and the depth limit of 10) after an answer.
func SetAnswerStyle(m *engine.Machine, print bool) {
	m.FlagTable[atomAnswerWriteOptions] = answerOptionList(print)
}

// AnswerOptions is how the top level writes the values of an answer.
type AnswerOptions struct {
	engine.WriteOptions
	// Portray calls the user's portray/1 on each subterm.
	Portray bool
}

// AnswerWriteOptions returns the options the flag answer_write_options
// holds, with print/1's option list when the flag is not a valid option
// list.
func AnswerWriteOptions(m *engine.Machine) AnswerOptions {
	o, err := parseWriteOptions(m, m.FlagTable[atomAnswerWriteOptions])
	if err != nil {
		o, _ = parseWriteOptions(m, answerOptionList(true))
	}
	return AnswerOptions{WriteOptions: o.WriteOptions, Portray: o.portray}
}

// FormatAnswer returns the text of t written with o, portray/1's output
// included in place; an interrupt while a huge integer is written leaves
// the text of the error instead.
func FormatAnswer(m *engine.Machine, t engine.Term, o AnswerOptions) string {
	text, err := formatTerm(m, t, writeOpts{WriteOptions: o.WriteOptions, portray: o.Portray})
	if err != nil {
		return err.Error()
	}
	return text
}

var atomToplevelPrintAnon = engine.Intern("toplevel_print_anon")

// HiddenAnswerVar reports whether the top level leaves the binding of the
// query variable name out of its answers, as swipl's does: only when the
// flag toplevel_print_anon is false, for a name that starts with _ and
// then an upper-case letter or another _ (_X, __x; not _1).
func HiddenAnswerVar(m *engine.Machine, name string) bool {
	if m.FlagTable[atomToplevelPrintAnon] != engine.AtomFalse || len(name) < 2 || name[0] != '_' {
		return false
	}
	c := name[1]
	return c == '_' || c >= 'A' && c <= 'Z'
}
