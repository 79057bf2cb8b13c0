package builtins

import (
	_ "embed" // the library snapshot
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/goprolog/goprolog/internal/engine"
)

//go:embed lib/library.snap
var librarySnapshot []byte

// tables lists every builtin family.
func tables() [][]engine.BuiltinSpec {
	return [][]engine.BuiltinSpec{
		controlBuiltins, bagofBuiltins, dbBuiltins, systemBuiltins, consultBuiltins, importBuiltins, dcgBuiltins, messageBuiltins,
		readBuiltins, readutilBuiltins, fileBuiltins,
		arithBuiltins, randomBuiltins, termBuiltins,
		atomBuiltins, stringBuiltins, charBuiltins,
		writeBuiltins, formatBuiltins, streamBuiltins, charIOBuiltins, edinburghBuiltins,
		listBuiltins, attvarBuiltins, copyTermBuiltins, clpfdBuiltins,
		listingBuiltins, debugBuiltins, tablingBuiltins,
		libSupportBuiltins,
		dbRefBuiltins, recordBuiltins, termUtilBuiltins, backcompBuiltins, globalVarBuiltins,
		fileNameBuiltins,
		osBuiltins,
		loadContextBuiltins,
		timeLimitBuiltins, depthLimitBuiltins,
		declBuiltins,
		moduleBuiltins, clausePropertyBuiltins, moduleQueryBuiltins,
		dateTimeBuiltins, fileLibBuiltins,
		ssuBuiltins, btreeBuiltins,
		termSWIBuiltins, dbSWIBuiltins, flagMoreBuiltins, floatSWIBuiltins,
		textSWIBuiltins, systemSWIBuiltins,
	}
}

// isoBuiltins are the predicates SWI-Prolog 9.0.4 marks iso
// (predicate_property(P, iso) in module system): a program may not
// redefine them (permission_error(modify, static_procedure, PI)). Other
// system predicates, and library ones, may be redefined by a user file,
// as in SWI-Prolog. Those goprolog lacks (threads, mutexes, message
// queues) are skipped.
var isoBuiltins = []string{
	"!/0", ",/2", "->/2", ";/2", "</2", "=/2", "=../2", "=:=/2", "=</2", "==/2", `=\=/2`, ">/2", ">=/2",
	"@</2", "@=</2", "@>/2", "@>=/2", `\+/1`, `\=/2`, `\==/2`,
	"discontiguous/1", "dynamic/1", "initialization/1", "is/2", "multifile/1",
	"abolish/1", "acyclic_term/1", "arg/3", "asserta/1", "assertz/1", "at_end_of_stream/0", "at_end_of_stream/1",
	"atom/1", "atom_chars/2", "atom_codes/2", "atom_concat/3", "atom_length/2", "atomic/1", "bagof/3",
	"call/1", "call/2", "call/3", "call/4", "call/5", "call/6", "call/7", "call/8", "callable/1", "catch/3",
	"char_code/2", "char_conversion/2", "clause/2", "close/1", "close/2", "compare/3", "compound/1", "copy_term/2",
	"current_char_conversion/2", "current_input/1", "current_op/3", "current_output/1", "current_predicate/1",
	"current_prolog_flag/2", "fail/0", "false/0", "findall/3", "float/1", "flush_output/0", "flush_output/1",
	"functor/3", "get_byte/1", "get_byte/2", "get_char/1", "get_char/2", "get_code/1", "get_code/2", "ground/1",
	"halt/0", "halt/1", "integer/1", "keysort/2", "length/2",
	"message_queue_create/2", "message_queue_destroy/1", "message_queue_property/2",
	"mutex_create/2", "mutex_destroy/1", "mutex_lock/1", "mutex_property/2", "mutex_trylock/1", "mutex_unlock/1",
	"nl/0", "nl/1", "nonvar/1", "number/1", "number_chars/2", "number_codes/2", "numbervars/3", "once/1", "op/3",
	"open/3", "open/4", "peek_byte/1", "peek_byte/2", "peek_char/1", "peek_char/2", "peek_code/1", "peek_code/2",
	"phrase/2", "phrase/3", "predicate_property/2", "put_byte/1", "put_byte/2", "put_char/1", "put_char/2",
	"put_code/1", "put_code/2", "read/1", "read/2", "read_term/2", "read_term/3", "repeat/0", "retract/1",
	"retractall/1", "set_input/1", "set_output/1", "set_prolog_flag/2", "set_stream_position/2", "setof/3",
	"sort/2", "stream_property/2", "sub_atom/5", "subsumes_term/2", "term_variables/2",
	"thread_create/3", "thread_detach/1", "thread_get_message/1", "thread_get_message/2", "thread_get_message/3",
	"thread_peek_message/1", "thread_peek_message/2", "thread_property/2", "thread_self/1",
	"thread_send_message/2", "thread_signal/2", "throw/1", "true/0", "unify_with_occurs_check/2", "var/1",
	"with_mutex/2", "write/1", "write/2", "write_canonical/1", "write_canonical/2", "write_term/2",
	"write_term/3", "writeq/1", "writeq/2",
}

// noInference lists internal helpers that do not count as inferences, so
// that counts match SWI-Prolog, where their equivalents are C code.
var noInference = []string{
	"$unifiable/2", "$delete_keep/3", "$del_attrs/2", "$put_attrs/2", "$mutex_check/1", "$mutex_release/1",
	"$wakeup/1", "$attr_hooks/2", "$attr_hook/3", "$run_frozen/1",
	"$findall_bag/1", "$findall_add/2", "$findall_collect/2", "$findall_collect/3",
	"$free_variable_set/3", "$bagof_groups/2", "$time_start/1", "$time_report/1", "$dcg_body/4", "$phrase_lists/2",
	"$push_cleanup/4", "$exit_cleanup/1",
	"$ssu_match/2", "$ssu_no_match/1",
}

// modelTests lists the tests whose calls count under swi2001 only.
var modelTests = []string{
	"=/2", "==/2", `\==/2`, "var/1", "nonvar/1", "atom/1", "integer/1", "float/1", "number/1",
	"atomic/1", "compound/1", "callable/1", "string/1",
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
	m.Hooks.Arithmetic = evaluator{}
	m.Hooks.Tables = answerTables{}
	m.Hooks.CaughtBall = CaughtBall
	m.Hooks.ProcedureIndicator = unknownPI
	m.Hooks.AdoptHostVars = fdAdoptHostVars
	m.Hooks.CharClass = charClass
	m.Hooks.Modules = keptResolver{}
	m.Hooks.FormatText = formatHookText
	for _, t := range tables() {
		m.RegisterAll(withISOGuards(t))
	}
	// SWI-Prolog 9 compiles these tests into virtual-machine instructions
	// that are not predicate calls; SWI-Prolog 2001 called them. Whether
	// they count follows the inference_model flag.
	for _, pi := range modelTests {
		name, arity := splitPI(pi)
		if p := m.Lookup(engine.Intern(name), arity); p != nil {
			m.SetModelTest(p)
		}
	}
	libOnce.Do(loadLibrary)
	if libErr != nil {
		return libErr
	}
	for _, t := range libTerms {
		if _, err := m.AddLibraryClause(t); err != nil {
			return fmt.Errorf("system library: %v", err)
		}
	}
	m.Preds(func(p *engine.Pred) {
		if !p.IsForeign() {
			p.SetLibrary()
		}
	})
	installListFastPaths(m)
	markSolverOnly(m)
	// Go built-ins of SWI-Prolog libraries (not of its system module) may
	// be redefined by a user file, as the Prolog-source ones: a program
	// defining its own sum/3 or list_to_set/2 must load.
	for _, t := range [][]engine.BuiltinSpec{clpfdBuiltins, randomLibrary, readutilBuiltins} {
		for _, b := range t {
			m.Lookup(engine.Intern(b.Name), b.Arity).SetLibrary()
		}
	}
	for _, pi := range []string{"list_to_set/2", "numbervars/1", "concat_atom/2", "concat_atom/3", "display/1", "display/2"} {
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

// solverOnlyTables are the families of built-ins that only the solver
// may call (see engine.Pred.SetSolverOnly): they run goals (control,
// depth limits), change the solver's state (the
// debugger), or keep attributes on variables (attributed variables).
// CLP(FD)'s keep their state about the variables of the machine that
// calls them, the solver or the WAM core (engine.Pred.SetHostState,
// engine.ForeignHost). solverOnly names the others, which run goals
// (apply/2 and the tabling driver's '$tbl_clauses'/1, which the WAM core
// runs itself), or declare (table/1);
// onOriginals those that
// change terms in place or compare their identity, and so cannot be
// solved on copies of the core's terms either (see
// engine.Pred.SetOnOriginals).
var (
	solverOnlyTables = [][]engine.BuiltinSpec{
		controlBuiltins, attvarBuiltins, debugBuiltins,
		depthLimitBuiltins,
	}
	solverOnly  = []string{"apply/2", "table/1", "$tbl_clauses/1"}
	onOriginals = []string{"setarg/3", "nb_setarg/3", "same_term/2", "$nb_set_add/2"}
)

// markSolverOnly marks the built-ins of solverOnlyTables and solverOnly,
// and CLP(FD)'s as keeping state about their host's variables.
func markSolverOnly(m *engine.Machine) {
	for _, b := range clpfdBuiltins {
		if p := m.Lookup(engine.Intern(b.Name), b.Arity); p != nil && p.IsForeign() {
			p.SetHostState()
		}
	}
	for _, t := range solverOnlyTables {
		for _, b := range t {
			if p := m.Lookup(engine.Intern(b.Name), b.Arity); p != nil && p.IsForeign() {
				p.SetSolverOnly()
			}
		}
	}
	for _, pi := range solverOnly {
		name, arity := splitPI(pi)
		if p := m.Lookup(engine.Intern(name), arity); p != nil {
			p.SetSolverOnly()
		}
	}
	for _, pi := range onOriginals {
		name, arity := splitPI(pi)
		if p := m.Lookup(engine.Intern(name), arity); p != nil {
			p.SetOnOriginals()
		}
	}
}
