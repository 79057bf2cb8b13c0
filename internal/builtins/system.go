package builtins

import (
	"fmt"
	"runtime"
	"strconv"
	"time"

	"github.com/goprolog/goprolog/internal/engine"
)

// System built-ins: time/1 support, statistics/2, flags, operators and
// global variables.

// stats holds the machine's clock origins for statistics/2.
type stats struct {
	start        time.Time
	lastRuntime  float64
	lastWalltime time.Time
	lastRealTime int64 // seconds since the epoch, 0 before the first call
}

func statsOf(m *engine.Machine) *stats {
	if s, ok := m.Hooks.Slots[slotStats].(*stats); ok {
		return s
	}
	s := &stats{start: time.Now(), lastWalltime: time.Now()}
	m.Hooks.Slots[slotStats] = s
	return s
}

var atomTimeStamp = engine.Intern("$time")

// timeStamp returns where time/1 measures from, the counters now:
// '$time'(Inferences, CPU, Wall, Suspended, SuspendedCPU).
func timeStamp(m *engine.Machine) engine.Term {
	return engine.NewCompound(atomTimeStamp, engine.MakeInt(m.Inferences), engine.Float(cpuTime()),
		engine.MakeInt(time.Now().UnixNano()), engine.MakeInt(m.Suspended), engine.MakeInt(m.SuspendedCPU))
}

// timeStart is '$time_start'(-Start) for time/1: Start is a blob (a
// record of no key, see engine.Record) holding the stamp, which the
// report of each answer replaces, so that the report of the next one,
// after backtracking into the goal, is of the work since this one, as
// SWI-Prolog's is. A blob keeps its identity wherever the term is
// copied (the WAM core's heap holds the same *Record), where a stamp
// changed in a compound's arguments would change a copy.
func timeStart(m *engine.Machine, args []engine.Term) (bool, error) {
	return m.Unify(args[0], engine.NewRecord(timeStamp(m), 0)), nil
}

// timeReport is '$time_report'(+Start): it prints the time/1 line in
// SWI-Prolog's format on user_error.
func timeReport(m *engine.Machine, args []engine.Term) (bool, error) {
	r, ok := engine.Deref(args[0]).(*engine.Record)
	if !ok {
		return false, engine.TypeError("time_stamp", engine.Deref(args[0]))
	}
	st := r.Value.(*engine.Compound).Args
	field := func(k int) int64 { return int64(st[k].(engine.Int)) }
	// The catch/3 around the goal counted one; the model says what
	// time/1 adds to its goal.
	inf := m.Inferences - field(0) - 1 + m.Costs.Time
	// The times leave out those the query waited for its host between
	// answers.
	waitedCPU := float64(m.SuspendedCPU-field(4)) / 1e9
	cpu := cpuTime() - float64(st[1].(engine.Float)) - waitedCPU
	waited := m.Suspended - field(3)
	wall := float64(time.Now().UnixNano()-field(2)-waited) / 1e9
	m.UserErr.WriteString(TimeLine(inf, cpu, wall))
	m.UserErr.Flush()
	// The next answer's report, after backtracking into the goal, is of
	// the work since this one; the redo into the goal counts as the catch
	// did.
	next := timeStamp(m).(*engine.Compound)
	next.Args[0] = engine.MakeInt(m.Inferences - 1)
	r.Value = next
	return true, nil
}

// TimeLine formats time/1's report:
// "% 1,721,407 inferences, 0.151 CPU in 0.152 seconds (99% CPU, 11410330 Lips)\n".
func TimeLine(inferences int64, cpu, wall float64) string {
	if cpu < 0 {
		cpu = 0
	}
	pct := 0
	if wall > 0 {
		pct = int(cpu/wall*100 + 0.5)
	}
	lips := "Infinite"
	if cpu > 0 {
		lips = strconv.FormatInt(int64(float64(inferences)/cpu), 10)
	}
	return fmt.Sprintf("%% %s inferences, %.3f CPU in %.3f seconds (%d%% CPU, %s Lips)\n",
		GroupDigits(inferences), cpu, wall, pct, lips)
}

// GroupDigits writes n with a comma every three digits.
func GroupDigits(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := ""
	if n < 0 {
		neg, s = "-", s[1:]
	}
	out := make([]byte, 0, len(s)+len(s)/3)
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	return neg + string(out)
}

func statistics2(m *engine.Machine, args []engine.Term) (bool, error) {
	key, err := atomArg(args[0])
	if err != nil {
		return false, err
	}
	st := statsOf(m)
	var v engine.Term
	switch key.Name {
	case "runtime":
		now := cpuTime() * 1000
		v = engine.List(engine.MakeInt(int64(now)), engine.MakeInt(int64(now-st.lastRuntime)))
		st.lastRuntime = now
	case "cputime", "process_cputime":
		v = engine.Float(cpuTime())
	case "real_time":
		now := time.Now().Unix()
		v = engine.List(engine.MakeInt(now), engine.MakeInt(now-st.lastRealTime))
		st.lastRealTime = now
	case "walltime":
		now := time.Now()
		v = engine.List(engine.MakeInt(now.Sub(st.start).Milliseconds()), engine.MakeInt(now.Sub(st.lastWalltime).Milliseconds()))
		st.lastWalltime = now
	case "inferences":
		v = engine.MakeInt(m.Inferences)
	case "epoch", "process_epoch":
		v = engine.Float(float64(st.start.UnixNano()) / 1e9)
	case "atoms", "predicates", "modules", "stack_limit":
		v = engine.MakeInt(programCounts(m)[key.Name])
	case "memory", "heapused", "globalused", "stack", "global_stack", "local_stack", "trail":
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		v = engine.MakeInt(int64(ms.HeapAlloc))
	default:
		return false, engine.DomainError("statistics_key", key)
	}
	return m.Unify(args[1], v), nil
}

// styleCheck implements style_check/1: -singleton and +singleton switch
// the loader's singleton warnings (until the end of the file being
// loaded, as in SWI-Prolog); the other styles are accepted and have no
// effect.
func styleCheck(m *engine.Machine, args []engine.Term) (bool, error) {
	t := engine.Deref(args[0])
	if _, ok := t.(*engine.Var); ok {
		return false, engine.InstantiationError()
	}
	sign := ""
	if c, ok := t.(*engine.Compound); ok && len(c.Args) == 1 && (c.Name.Name == "+" || c.Name.Name == "-" || c.Name.Name == "?") {
		sign = c.Name.Name
		t = engine.Deref(c.Args[0])
	}
	switch a := t.(type) {
	case *engine.Atom:
		switch a.Name {
		case "singleton":
			switch sign {
			case "-":
				loaderOf(m).noSingleton = true
			case "+":
				loaderOf(m).noSingleton = false
			}
			return true, nil
		case "no_effect", "var_branches", "discontiguous", "charset":
			return true, nil
		}
		return false, engine.DomainError("style_name", a)
	case *engine.Var:
		return true, nil
	}
	return false, engine.DomainError("style_name", t)
}

func garbageCollect(m *engine.Machine, args []engine.Term) (bool, error) {
	runtime.GC()
	return true, nil
}

// Flags.

var atomFlag = engine.Intern("flag")

// flagValue returns the value of a flag, or nil if it does not exist.
func flagValue(m *engine.Machine, name *engine.Atom) engine.Term {
	switch name.Name {
	case "double_quotes":
		return m.Flags.DoubleQuotes
	case "unknown":
		return m.Flags.Unknown
	case "occurs_check":
		return [...]*engine.Atom{engine.OccursFalse: engine.AtomFalse, engine.OccursTrue: engine.AtomTrue,
			engine.OccursError: engine.Intern("error")}[m.Flags.OccursCheck]
	case "stack_limit":
		return engine.Int(memState(m).limit)
	}
	return m.FlagTable[name]
}

// readOnlyFlags cannot be changed by set_prolog_flag/2.
var readOnlyFlags = map[string]bool{
	"bounded": true, "max_integer": true, "min_integer": true, "integer_rounding_function": true,
	"max_arity": true, "max_tagged_integer": true, "min_tagged_integer": true, "version": true, "dialect": true,
	"arch": true, "executable": true, "pid": true, "version_data": true, "unix": true, "windows": true,
}

// createPrologFlag implements create_prolog_flag(Name, Value, Options):
// a new flag, or a new value of one, unless Options hold keep(true) and
// the flag exists. The options type/1 and access/1 are accepted.
func createPrologFlag(m *engine.Machine, args []engine.Term) (bool, error) {
	name, err := atomArg(args[0])
	if err != nil {
		return false, err
	}
	opts, err := listArg(args[2])
	if err != nil {
		return false, err
	}
	for _, o := range opts {
		if c, ok := engine.Deref(o).(*engine.Compound); ok && c.Name.Name == "keep" && len(c.Args) == 1 && engine.Deref(c.Args[0]) == engine.AtomTrue && flagValue(m, name) != nil {
			return true, nil
		}
	}
	if flagValue(m, name) == nil {
		value := engine.Deref(args[1])
		if isUnbound(value) {
			return false, engine.InstantiationError()
		}
		m.FlagTable[name] = value
		return true, nil
	}
	return setPrologFlag(m, args[:2])
}

func setPrologFlag(m *engine.Machine, args []engine.Term) (bool, error) {
	name, err := atomArg(flagName(args[0]))
	if err != nil {
		return false, err
	}
	value := engine.Deref(args[1])
	if _, ok := value.(*engine.Var); ok {
		return false, engine.InstantiationError()
	}
	old := flagValue(m, name)
	if old == nil {
		// SWI-Prolog (flag user_flags = silent) creates an unknown flag,
		// typed by its first value; ISO raises domain_error(prolog_flag, F).
		m.FlagTable[name] = value
		return true, nil
	}
	if readOnlyFlags[name.Name] {
		return false, engine.PermissionError("modify", "flag", name)
	}
	a, _ := value.(*engine.Atom)
	oneOf := func(domain string, values ...string) error {
		if a == nil {
			return engine.TypeError("atom", value)
		}
		for _, v := range values {
			if a.Name == v {
				return nil
			}
		}
		return engine.DomainError(domain, value)
	}
	switch name.Name {
	case "double_quotes":
		if err := oneOf("double_quotes", "codes", "chars", "atom", "string"); err != nil {
			return false, err
		}
		m.Flags.DoubleQuotes = a
	case "unknown":
		if err := oneOf("unknown", "error", "fail", "warning"); err != nil {
			return false, err
		}
		m.Flags.Unknown = a
	case "occurs_check":
		if err := oneOf("occurs_check", "true", "false", "error"); err != nil {
			return false, err
		}
		m.Flags.OccursCheck = map[string]engine.OccursCheck{"false": engine.OccursFalse, "true": engine.OccursTrue,
			"error": engine.OccursError}[a.Name]
	case "float_overflow", "float_zero_div":
		if err := oneOf("flag_value", "error", "infinity"); err != nil {
			return false, err
		}
		m.FlagTable[name] = a
	case "float_undefined":
		if err := oneOf("flag_value", "error", "nan"); err != nil {
			return false, err
		}
		m.FlagTable[name] = a
	case "stack_limit":
		return setStackLimit(m, value)
	case "inference_model":
		if err := oneOf("inference_model", "swi2001", "swi9"); err != nil {
			return false, err
		}
		SetInferenceModel(m, a.Name)
	case "answer_write_options":
		// A term flag, as in SWI-Prolog: the top level checks the options
		// when it writes an answer.
		m.FlagTable[name] = value
	default:
		v, err := typedFlagValue(old, value)
		if err != nil {
			return false, err
		}
		m.FlagTable[name] = v
		if name == atomIso {
			m.Flags.ISO = v == engine.AtomTrue
		}
	}
	return true, nil
}

// typedFlagValue checks a new value against the type of the flag's current
// value, as SWI-Prolog types its flags: a boolean flag takes true/false
// and also on/off and 1/0 (stored as true/false), an atom flag an atom, an
// integer flag an integer; any other flag takes any term.
func typedFlagValue(old, value engine.Term) (engine.Term, error) {
	switch o := old.(type) {
	case *engine.Atom:
		if o == engine.AtomNil {
			return value, nil // a list flag such as argv
		}
		if o == engine.AtomTrue || o == engine.AtomFalse {
			if b, ok := boolFlagValue(value); ok {
				return b, nil
			}
			return nil, engine.TypeError("bool", value)
		}
		if _, ok := value.(*engine.Atom); !ok {
			return nil, engine.TypeError("atom", value)
		}
	case engine.Int:
		if _, ok := value.(engine.Int); !ok {
			return nil, engine.TypeError("integer", value)
		}
	}
	return value, nil
}

// boolFlagValue maps the spellings of a boolean SWI-Prolog accepts to
// true or false.
func boolFlagValue(v engine.Term) (*engine.Atom, bool) {
	switch x := v.(type) {
	case *engine.Atom:
		switch x.Name {
		case "true", "on":
			return engine.AtomTrue, true
		case "false", "off":
			return engine.AtomFalse, true
		}
	case engine.Int:
		switch x {
		case 1:
			return engine.AtomTrue, true
		case 0:
			return engine.AtomFalse, true
		}
	}
	return nil, false
}

// flagName is the flag a flag argument names: Module:Flag names Flag,
// as SWI-Prolog takes it; goprolog's flags are the interpreter's, not a
// module's. Anything else is returned as it is, for the type error.
func flagName(t engine.Term) engine.Term {
	t = engine.Deref(t)
	if c, ok := t.(*engine.Compound); ok && c.Name == engine.AtomColon && len(c.Args) == 2 {
		if _, isAtom := engine.Deref(c.Args[0]).(*engine.Atom); isAtom {
			switch f := engine.Deref(c.Args[1]).(type) {
			case *engine.Atom, *engine.Var:
				return f
			}
		}
	}
	return t
}

func currentPrologFlag(m *engine.Machine, args []engine.Term) (bool, error) {
	name := flagName(args[0])
	switch n := name.(type) {
	case *engine.Atom:
		v := flagValue(m, n)
		if v == nil {
			return false, nil
		}
		if n.Name == "debug" {
			// SWI-Prolog compares a given value of debug as a boolean:
			// current_prolog_flag(debug, off) succeeds, (debug, no) is a
			// type error.
			given := engine.Deref(args[1])
			if _, unbound := given.(*engine.Var); !unbound {
				b, ok := boolFlagValue(given)
				if !ok {
					return false, engine.TypeError("bool", given)
				}
				return b == v, nil
			}
		}
		return m.Unify(args[1], v), nil
	case *engine.Var:
	default:
		return false, engine.TypeError("atom", name)
	}
	var sols []engine.Term
	for _, a := range flagNames(m) {
		sols = append(sols, engine.NewCompound(engine.AtomComma, a, flagValue(m, a)))
	}
	return unifyAlternatives(m, engine.NewCompound(engine.AtomComma, args[0], args[1]), sols)
}

// flagNames lists the names of the flags: those kept in the machine's
// fields, then those of its flag table.
func flagNames(m *engine.Machine) []*engine.Atom {
	names := []*engine.Atom{engine.Intern("double_quotes"), engine.Intern("unknown"), engine.Intern("occurs_check"),
		engine.Intern("stack_limit")}
	for k := range m.FlagTable {
		names = append(names, k)
	}
	return names
}

// InitFlags sets the standard flags of a new machine.
func InitFlags(m *engine.Machine) {
	set := func(name string, v engine.Term) { m.FlagTable[engine.Intern(name)] = v }
	set("bounded", engine.AtomFalse)
	set("max_integer", engine.MakeInt(1<<63-1))
	set("min_integer", engine.MakeInt(-1<<63))
	set("max_tagged_integer", engine.MakeInt(1<<56-1)) // SWI-Prolog 9.0.4 on 64 bits
	set("min_tagged_integer", engine.MakeInt(-1<<56))
	set("integer_rounding_function", engine.Intern("toward_zero"))
	set("max_arity", engine.Intern("unbounded"))
	set("debug", engine.AtomFalse)
	set("char_conversion", engine.AtomFalse)
	set("dialect", engine.Intern("goprolog"))
	set("version", engine.MakeInt(10000))
	set("prefer_rationals", engine.AtomFalse)
	set("iso", engine.AtomFalse)
	set("last_call_optimisation", engine.AtomTrue)
	set("float_overflow", engine.AtomError)
	set("float_zero_div", engine.AtomError)
	set("float_undefined", engine.AtomError)
	set("answer_write_options", answerOptionList(true))
	set("toplevel_print_anon", engine.AtomTrue)
	set("verbose", engine.Intern("normal"))
	set("verbose_load", engine.Intern("silent"))
	set("toplevel_prompt", engine.Intern("~m~d~l~! ?- "))
	set("inference_model", engine.Intern(m.Model.String()))
	initSWIFlags(m)
}

// SetInferenceModel puts the inference model named name ("swi2001" or
// "swi9") in force in m and in its inference_model flag; it reports
// whether name is a model.
func SetInferenceModel(m *engine.Machine, name string) bool {
	mo, ok := engine.ParseInferenceModel(name)
	if !ok {
		return false
	}
	m.SetInferenceModel(mo)
	m.FlagTable[engine.Intern("inference_model")] = engine.Intern(name)
	return true
}

// Operators.

func op3(m *engine.Machine, args []engine.Term) (bool, error) {
	p, err := intArg(args[0])
	if err != nil {
		return false, err
	}
	if p < 0 || p > 1200 {
		return false, engine.DomainError("operator_priority", engine.Deref(args[0]))
	}
	ta, err := atomArg(args[1])
	if err != nil {
		return false, err
	}
	typ, ok := engine.ParseOpType(ta.Name)
	if !ok {
		return false, engine.DomainError("operator_specifier", ta)
	}
	var names []*engine.Atom
	var global []bool // a name qualified with user or system (see keepGlobalOp)
	t, all := opModule(engine.Deref(args[2]))
	if xs, ok := engine.ListToSlice(t); ok && t != engine.AtomNil {
		for _, x := range xs {
			a, err := atomArg(x)
			if err != nil {
				return false, err
			}
			names = append(names, a)
			global = append(global, all)
		}
	} else {
		global = append(global, all)
		a, err := atomArg(t)
		if err != nil {
			if _, isList := t.(*engine.Compound); isList {
				return false, engine.TypeError("list", t)
			}
			return false, err
		}
		names = append(names, a)
	}
	for _, a := range names {
		switch a.Name {
		case ",":
			return false, engine.PermissionError("modify", "operator", a)
		case "|":
			if p != 0 && (p < 1001 || !typ.IsInfix()) {
				return false, engine.PermissionError("create", "operator", a)
			}
		}
		// ISO: no infix and postfix operator of the same name.
		if d := m.Ops.Lookup(a); d != nil && p > 0 {
			if typ.IsInfix() && d.Postfix != nil || typ.IsPostfix() && d.Infix != nil {
				return false, engine.PermissionError("create", "operator", a)
			}
		}
	}
	for i, a := range names {
		m.Ops.Define(int(p), typ, a)
		if global[i] {
			keepGlobalOp(m, int(p), typ, a)
		}
	}
	return true, nil
}

// opModule takes the module off an operator name or list of names
// Module:Names, as SWI-Prolog's op/3 takes it, and reports whether it
// was user or system, whose operators every module sees.
func opModule(t engine.Term) (engine.Term, bool) {
	global := false
	for {
		c, ok := t.(*engine.Compound)
		if !ok || c.Name != engine.AtomColon || len(c.Args) != 2 {
			return t, global
		}
		mod, ok := engine.Deref(c.Args[0]).(*engine.Atom)
		if !ok {
			return t, global
		}
		global = mod == engine.AtomUser || mod.Name == "system"
		t = engine.Deref(c.Args[1])
	}
}

// keepGlobalOp makes an operator that a module file declares for user
// (op(P, T, user:Name)) outlive the file: the operators a module file
// declares are undone at its end (restoreLocalOps), back to those the
// file began with, which now include this one.
func keepGlobalOp(m *engine.Machine, p int, typ engine.OpType, name *engine.Atom) {
	l := loaderOf(m)
	if l.modules == nil {
		return
	}
	if mod := l.modules.loadingModule(m.LoadContext); mod != nil && mod.opsBefore != nil {
		mod.opsBefore.Define(p, typ, name)
	}
}

func currentOp3(m *engine.Machine, args []engine.Term) (bool, error) {
	// SWI-Prolog checks Name, then Priority, then Type.
	switch a := engine.Deref(args[2]).(type) {
	case *engine.Var, *engine.Atom:
	default:
		return false, engine.TypeError("atom", a)
	}
	switch p := engine.Deref(args[0]).(type) {
	case *engine.Var:
	case engine.Int:
		if p < 1 || p > 1200 {
			return false, engine.DomainError("operator_priority", p)
		}
	case *engine.BigInt:
		return false, engine.RepresentationError("int")
	default:
		return false, engine.TypeError("integer", p)
	}
	switch t := engine.Deref(args[1]).(type) {
	case *engine.Var:
	case *engine.Atom:
		if _, ok := engine.ParseOpType(t.Name); !ok {
			return false, engine.DomainError("operator_specifier", t)
		}
	default:
		return false, engine.TypeError("atom", t)
	}
	// The answers are computed first and only those that match are
	// kept, so that the last one leaves no choicepoint, as in SWI-Prolog:
	// current_op(P, xfx, is) is deterministic.
	// Each argument is a variable or a constant: unless two of them are
	// one variable, a definition is an answer when the constants are its
	// priority and type (eachOpDef picks the name's).
	prio, typ := engine.Deref(args[0]), engine.Deref(args[1])
	shared := sameVar(prio, typ) || sameVar(prio, args[2]) || sameVar(typ, args[2])
	pattern := engine.NewCompound(engine.AtomComma, args[0], engine.NewCompound(engine.AtomComma, args[1], args[2]))
	var sols []engine.Term
	eachOpDef(m.Ops, engine.Deref(args[2]), func(name *engine.Atom, op engine.Op) {
		if p, ok := prio.(engine.Int); ok && int64(p) != int64(op.Priority) {
			return
		}
		if t, ok := typ.(*engine.Atom); ok && t.Name != op.Type.String() {
			return
		}
		sol := engine.NewCompound(engine.AtomComma, engine.MakeInt(int64(op.Priority)),
			engine.NewCompound(engine.AtomComma, engine.Intern(op.Type.String()), name))
		if !shared || m.Unifiable(pattern, sol) {
			sols = append(sols, sol)
		}
	})
	return unifyAlternatives(m, pattern, sols)
}

// sameVar reports whether a and b are one unbound variable.
func sameVar(a, b engine.Term) bool {
	v, ok := engine.Deref(a).(*engine.Var)
	return ok && engine.Term(v) == engine.Deref(b)
}

// eachOpDef calls fn for the operator definitions current_op/3 may
// answer: those of name when it is an atom, in SWI-Prolog's order (those
// op/3 made, then the system's, each prefix, infix, postfix), else all of
// them.
func eachOpDef(ops *engine.OpTable, name engine.Term, fn func(*engine.Atom, engine.Op)) {
	a, ok := name.(*engine.Atom)
	if !ok {
		ops.Each(fn)
		return
	}
	if d := ops.Lookup(a); d != nil {
		for _, op := range d.InOrder() {
			fn(a, op)
		}
	}
}

// Global variables.

func nbSetval(m *engine.Machine, args []engine.Term) (bool, error) {
	k, err := atomArg(args[0])
	if err != nil {
		return false, err
	}
	m.Globals[k] = m.CopyTerm(args[1])
	return true, nil
}

func bSetval(m *engine.Machine, args []engine.Term) (bool, error) {
	k, err := atomArg(args[0])
	if err != nil {
		return false, err
	}
	m.SetGlobalUndoably(k, args[1])
	return true, nil
}

func getval(m *engine.Machine, args []engine.Term) (bool, error) {
	k, err := atomArg(args[0])
	if err != nil {
		return false, err
	}
	v, ok := m.GlobalValue(k)
	if !ok {
		return false, engine.ExistenceError("variable", k)
	}
	return m.Unify(args[1], v), nil
}

// halt0 is halt/0: the query ends and the process with it (see
// engine.Halt). The core may call it as any built-in with an effect.
func halt0(m *engine.Machine, args []engine.Term) (bool, error) {
	return false, m.Halt(0)
}

func halt1(m *engine.Machine, args []engine.Term) (bool, error) {
	n, err := intArg(args[0])
	if err != nil {
		return false, err
	}
	return false, m.Halt(int(n))
}

var systemBuiltins = []engine.BuiltinSpec{
	{Name: "halt", Arity: 0, Fn: halt0},
	{Name: "halt", Arity: 1, Fn: halt1},
	{Name: "$time_start", Arity: 1, Fn: timeStart},
	{Name: "$time_report", Arity: 1, Fn: timeReport},
	{Name: "statistics", Arity: 2, Fn: statistics2},
	{Name: "statistics", Arity: 0, Fn: statistics0},
	{Name: "garbage_collect", Arity: 0, Fn: garbageCollect},
	{Name: "style_check", Arity: 1, Fn: styleCheck},
	{Name: "set_prolog_flag", Arity: 2, Fn: setPrologFlag},
	{Name: "create_prolog_flag", Arity: 3, Fn: createPrologFlag},
	{Name: "current_prolog_flag", Arity: 2, Fn: currentPrologFlag},
	{Name: "op", Arity: 3, Fn: op3},
	{Name: "current_op", Arity: 3, Fn: currentOp3},
	{Name: "nb_setval", Arity: 2, Fn: nbSetval},
	{Name: "b_setval", Arity: 2, Fn: bSetval},
	{Name: "nb_getval", Arity: 2, Fn: getval},
	{Name: "b_getval", Arity: 2, Fn: getval},
}

// DefaultMemoryLimit is the Go heap size above which CheckMemory raises
// resource_error(memory): 1 GiB, as SWI-Prolog's default stack_limit.
const DefaultMemoryLimit = engine.DefaultMemoryLimit

// memoryState is an interpreter's memory limit (slotMemory), the flag
// stack_limit, and the ceiling that a sandbox sets it (0: none).
type memoryState struct {
	limit, ceiling uint64
	nextGC         time.Time
}

// SetMemoryCeiling bounds the memory limit, and sets it there: the flag
// stack_limit cannot raise it past the ceiling (a sandbox's MaxMemory).
func SetMemoryCeiling(m *engine.Machine, bytes uint64) {
	SetMemoryLimit(m, bytes)
	memState(m).ceiling = bytes
}

// setStackLimit sets the flag stack_limit, the memory limit, as SWI-Prolog
// sets its stacks' limit: an integer number of bytes, not below what the
// program uses now (permission_error(limit, stacks, Bytes)), nor, in a
// sandbox, above its bound.
func setStackLimit(m *engine.Machine, value engine.Term) (bool, error) {
	n, ok := value.(engine.Int)
	if !ok {
		return false, engine.TypeError("integer", value)
	}
	st := memState(m)
	if n <= 0 || uint64(n) < engine.HeapBytes() || (st.ceiling > 0 && uint64(n) > st.ceiling) {
		return false, engine.PermissionError("limit", "stacks", value)
	}
	SetMemoryLimit(m, uint64(n))
	return true, nil
}

// SetMemoryLimit sets the heap size above which CheckMemory ends the
// query (0 restores DefaultMemoryLimit).
func SetMemoryLimit(m *engine.Machine, bytes uint64) {
	if bytes == 0 {
		bytes = DefaultMemoryLimit
	}
	memState(m).limit = bytes
	m.SetMemoryLimit(bytes)
}

func memState(m *engine.Machine) *memoryState {
	st, ok := m.Hooks.Slots[slotMemory].(*memoryState)
	if !ok {
		st = &memoryState{limit: DefaultMemoryLimit}
		m.Hooks.Slots[slotMemory] = st
	}
	return st
}

// CheckMemory is a check for the engine's Limits hook (chain it from
// there): a program whose recursion or terms grow without bound (f(X) :-
// f(X), true; g(X) :- g(f(X))) gets resource_error(memory) instead of
// the process being killed for want of memory; the core makes it a stack
// overflow when its own stacks fill the memory (see engine.StackOverflow). The heap counts garbage not yet
// collected, so only a heap still too big after a collection counts; the
// collections are spaced so that a program near the limit is not slowed
// to a crawl. The heap is the process's: interpreters sharing a process
// share the limit.
func CheckMemory(m *engine.Machine) error {
	st := memState(m)
	if engine.HeapBytes() <= st.limit {
		return nil
	}
	now := time.Now()
	if now.Before(st.nextGC) {
		return nil
	}
	runtime.GC()
	st.nextGC = now.Add(50 * time.Millisecond)
	if engine.HeapBytes() > st.limit {
		return engine.ResourceError("memory")
	}
	return nil
}
