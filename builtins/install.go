package builtins

import (
	_ "embed" // the library snapshot
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/goprolog/goprolog/engine"
)

//go:embed lib/library.snap
var librarySnapshot []byte

// tables lists every builtin family.
func tables() [][]engine.BuiltinSpec {
	return [][]engine.BuiltinSpec{
		controlBuiltins, dbBuiltins, systemBuiltins, consultBuiltins, dcgBuiltins, messageBuiltins,
		readBuiltins, readutilBuiltins, fileBuiltins,
		arithBuiltins, randomBuiltins, termBuiltins,
		atomBuiltins, stringBuiltins, charBuiltins,
		writeBuiltins, formatBuiltins, streamBuiltins,
		listBuiltins, attvarBuiltins, copyTermBuiltins, clpfdBuiltins,
		listingBuiltins, debugBuiltins, tablingBuiltins,
		libSupportBuiltins,
		fileNameBuiltins,
		osBuiltins,
		loadContextBuiltins,
		timeLimitBuiltins,
	}
}

// isoBuiltins are the ISO built-in predicates and control constructs: a
// program may not redefine them (permission_error(modify,
// static_procedure, PI)). Other system predicates, library ones above all,
// may be redefined by a user file, as in SWI-Prolog.
var isoBuiltins = []string{
	"call/1", "call/2", "call/3", "call/4", "call/5", "call/6", "call/7", "call/8",
	",/2", ";/2", "->/2", "*->/2", "!/0", "true/0", "fail/0", "false/0", `\+/1`, "catch/3", "throw/1",
	"=/2", `\=/2`, "==/2", `\==/2`, "@</2", "@>/2", "@=</2", "@>=/2", "compare/3",
	"var/1", "nonvar/1", "atom/1", "number/1", "integer/1", "float/1", "atomic/1", "compound/1", "callable/1", "is_list/1", "ground/1",
	"functor/3", "arg/3", "=../2", "copy_term/2", "is/2", "=:=/2", `=\=/2`, "</2", ">/2", "=</2", ">=/2",
	"clause/2", "asserta/1", "assertz/1", "assert/1", "retract/1", "abolish/1", "findall/3", "bagof/3", "setof/3",
	"atom_length/2", "atom_concat/3", "sub_atom/5", "atom_chars/2", "atom_codes/2", "char_code/2", "number_chars/2", "number_codes/2",
	"op/3", "current_op/3", "halt/0", "halt/1", "once/1", "set_prolog_flag/2", "current_prolog_flag/2",
	"write/1", "writeq/1", "print/1", "write_canonical/1", "write_term/2", "nl/0", "read/1", "read_term/2",
	"unify_with_occurs_check/2", "atom_number/2", "consult/1", "format/2", "format/1", "format/3",
}

// noInference lists internal helpers that do not count as inferences, so
// that counts match SWI-Prolog, where their equivalents are C code.
//
// SWI-Prolog compiles =/2, ==/2, \==/2 and the type tests var/1,
// nonvar/1, atom/1, ... into virtual machine instructions that are not
// predicate calls, so they are not counted either.
var noInference = []string{
	"=/2", "==/2", `\==/2`, "var/1", "nonvar/1", "atom/1", "integer/1", "float/1", "number/1",
	"atomic/1", "compound/1", "callable/1", "string/1", "$unifiable/2",
	"$wakeup/1", "$attr_hooks/2", "$attr_hook/3", "$run_frozen/1",
	"$findall_bag/1", "$findall_add/2", "$findall_collect/2", "$findall_collect/3",
	"$free_variable_set/3", "$bagof_groups/2", "$time_start/1", "$time_report/1", "$dcg_body/4",
	"$push_cleanup/3", "$exit_cleanup/1",
}

// libTerms holds the system library's clauses, decoded once per process
// from its snapshot (see libsnap.go) and shared read-only by every
// interpreter.
var (
	libOnce  sync.Once
	libTerms []engine.Term
	libErr   error
)

func loadLibrary() {
	libTerms, libErr = decodeLibrary(engine.NewMachine(), librarySnapshot)
}

// Install registers every built-in in m and loads the system library.
func Install(m *engine.Machine) error {
	InitFlags(m)
	for _, t := range tables() {
		m.RegisterAll(t)
	}
	libOnce.Do(loadLibrary)
	if libErr != nil {
		return libErr
	}
	for _, t := range libTerms {
		if _, err := m.AddClause(t, true); err != nil {
			return fmt.Errorf("system library: %v", err)
		}
	}
	m.Preds(func(p *engine.Pred) {
		if !p.IsForeign() {
			p.SetLibrary()
		}
	})
	// Go built-ins of SWI-Prolog libraries (not of its system module) may
	// be redefined by a user file, as the Prolog-source ones: a program
	// defining its own sum/3 or list_to_set/2 must load.
	for _, t := range [][]engine.BuiltinSpec{clpfdBuiltins, randomLibrary, readutilBuiltins} {
		for _, b := range t {
			m.Lookup(engine.Intern(b.Name), b.Arity).SetLibrary()
		}
	}
	for _, pi := range []string{"list_to_set/2"} {
		name, arity := splitPI(pi)
		m.Lookup(engine.Intern(name), arity).SetLibrary()
	}
	for _, pi := range isoBuiltins {
		name, arity := splitPI(pi)
		if p := m.Lookup(engine.Intern(name), arity); p != nil {
			p.SetISO()
		}
	}
	for _, pi := range noInference {
		name, arity := splitPI(pi)
		if p := m.Lookup(engine.Intern(name), arity); p != nil {
			p.SetNoInference()
		}
	}
	m.Hooks.Warn = func(m *engine.Machine, msg string) { PrintWarning(m, msg) }
	return nil
}

func splitPI(pi string) (string, int) {
	i := strings.LastIndexByte(pi, '/')
	n, _ := strconv.Atoi(pi[i+1:])
	return pi[:i], n
}
