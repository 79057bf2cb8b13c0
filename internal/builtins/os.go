package builtins

import (
	"errors"
	"math"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/goprolog/goprolog/internal/engine"
)

// The operating system: the working directory (working_directory/2), the
// environment (getenv/2, setenv/2, unsetenv/1), commands (shell/1,2) and
// sleep/1.
//
// SWI-Prolog changes the process's own working directory and environment
// (chdir(2), setenv(3)). goprolog keeps them per interpreter instead, so
// that interpreters sharing a process (a server, tests run in parallel)
// do not move one another's files: every built-in that takes a file name
// resolves a relative one against the interpreter's directory (see
// osPath, through sandboxPath), consult/1 and absolute_file_name/2,3 take
// it as their base, and the commands shell/1,2 run start there with the
// interpreter's environment. Until a program changes them, they are the
// process's.

// osState is an interpreter's working directory and its changes to the
// environment, and the alarms of call_with_time_limit/2 (timelimit.go).
type osState struct {
	// wd is the working directory as working_directory/2 reports it:
	// absolute, canonical (no ".", ".." or "//") and ending in "/". It is
	// "" until the program changes directory.
	wd string
	// wdPath is the same directory with its symbolic links resolved:
	// relative names are opened from it, as the system opens them from
	// the directory that chdir(2) entered, even when wd went through a
	// link and then "..".
	wdPath string
	// env holds the variables set (non-nil) or unset (nil) by the
	// program, over the process's environment.
	env   map[string]*string
	clock alarmClock
	// prompt is user_input's prompt as prompt/2 set it, or nil for the
	// initial one.
	prompt *engine.Atom
}

func osOf(m *engine.Machine) *osState {
	st, ok := m.Hooks.Slots[slotOS].(*osState)
	if !ok {
		st = &osState{}
		m.Hooks.Slots[slotOS] = st
	}
	return st
}

// workingDir returns the directory relative file names are taken from, as
// working_directory/2 reports it: absolute, canonical, ending in "/". A
// sandboxed program's directory is its sandbox's.
func workingDir(m *engine.Machine) string {
	if sb := SandboxOf(m); sb != nil {
		return withSlash(sb.Dir)
	}
	if st, ok := m.Hooks.Slots[slotOS].(*osState); ok && st.wd != "" {
		return st.wd
	}
	wd, err := os.Getwd()
	if err != nil {
		return "/"
	}
	return withSlash(wd)
}

func withSlash(dir string) string {
	if strings.HasSuffix(dir, "/") {
		return dir
	}
	return dir + "/"
}

// osPath returns the name under which the system finds the file that the
// program calls name: a relative name is taken from the interpreter's
// working directory once the program has changed it. The empty name stays
// empty, naming no file.
func osPath(m *engine.Machine, name string) string {
	st, ok := m.Hooks.Slots[slotOS].(*osState)
	if !ok || st.wdPath == "" || name == "" || filepath.IsAbs(name) {
		return name
	}
	return withSlash(st.wdPath) + name
}

var atomChdir = engine.Intern("$chdir")

// workingDirectory implements working_directory(?Old, +New): Old is the
// working directory, and New becomes it. As in SWI-Prolog, Old is unified
// first (a wrong Old changes nothing); a New equal to Old, empty or "."
// changes nothing; and the errors are those of its '$chdir'/1, whose
// indicator they carry: existence_error(directory, New) for anything that
// is not a directory one can enter.
func workingDirectory(m *engine.Machine, args []engine.Term) (bool, error) {
	old := engine.Intern(workingDir(m))
	if !m.Unify(args[0], old) {
		return false, nil
	}
	if engine.Deref(args[1]) == engine.Term(old) {
		return true, nil
	}
	name, err := fileNameArg(args[1])
	if err != nil {
		return false, withContext(err, atomChdir, 1)
	}
	if name == "" || name == "." || name == old.Name {
		return true, nil
	}
	path := osPath(m, name)
	if fi, err := os.Stat(path); err != nil || !fi.IsDir() || !accessOK(path, accessExecute) {
		return false, withContext(engine.ExistenceError("directory", engine.Deref(args[1])), atomChdir, 1)
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		real = path
	}
	if real, err = filepath.Abs(real); err != nil {
		return false, withContext(engine.ExistenceError("directory", engine.Deref(args[1])), atomChdir, 1)
	}
	st := osOf(m)
	st.wd, st.wdPath = withSlash(absoluteName(m, name)), real
	return true, nil
}

// withContext gives err the context context(Name/Arity, _) if it has none.
func withContext(err error, name *engine.Atom, arity int) error {
	var e *engine.Exception
	if errors.As(err, &e) {
		return e.WithContext(name, arity)
	}
	return err
}

// anyTextArg returns the text of t as SWI-Prolog's CVT_ALL conversion
// gives it: that of an atom, a string, a number, or a code or char list;
// [] is the empty text.
func anyTextArg(t engine.Term) (string, error) {
	switch x := engine.Deref(t).(type) {
	case engine.Int, engine.Float, *engine.BigInt, *engine.Rat:
		return engine.Format(x, engine.WriteOptions{}), nil
	}
	return plainTextArg(t)
}

// lookupEnv returns the value of the environment variable name as the
// program sees it.
func lookupEnv(m *engine.Machine, name string) (string, bool) {
	if st, ok := m.Hooks.Slots[slotOS].(*osState); ok {
		if v, set := st.env[name]; set {
			if v == nil {
				return "", false
			}
			return *v, true
		}
	}
	return os.LookupEnv(name)
}

// environ returns the program's environment, for the commands it runs.
func environ(m *engine.Machine) []string {
	env := os.Environ()
	st, ok := m.Hooks.Slots[slotOS].(*osState)
	if !ok || len(st.env) == 0 {
		return env
	}
	out := make([]string, 0, len(env)+len(st.env))
	for _, kv := range env {
		name, _, _ := strings.Cut(kv, "=")
		if _, changed := st.env[name]; !changed {
			out = append(out, kv)
		}
	}
	for name, v := range st.env {
		if v != nil {
			out = append(out, name+"="+*v)
		}
	}
	return out
}

// getenv implements getenv(+Name, -Value): Value is the atom the variable
// Name is set to; it fails if Name is not set.
func getenv(m *engine.Machine, args []engine.Term) (bool, error) {
	name, err := anyTextArg(args[0])
	if err != nil {
		return false, err
	}
	v, ok := lookupEnv(m, cutAtNUL(name))
	return ok && m.Unify(args[1], engine.Intern(v)), nil
}

// envNameError is what setenv(3) and unsetenv(3) report for a name that
// is empty or holds "=", in SWI-Prolog's words.
func envNameError(pred string, arity int) error {
	return engine.Throw(engine.NewCompound(engine.AtomError, engine.Intern("system_error"),
		engine.NewCompound(engine.Intern("context"), engine.PI(engine.Intern(pred), arity), engine.Intern("Invalid argument"))))
}

func validEnvName(name string) bool {
	return name != "" && !strings.Contains(name, "=")
}

// setenv implements setenv(+Name, +Value): both may be any text, taken
// up to a code 0 as C takes them.
func setenv(m *engine.Machine, args []engine.Term) (bool, error) {
	name, err := anyTextArg(args[0])
	if err != nil {
		return false, err
	}
	v, err := anyTextArg(args[1])
	if err != nil {
		return false, err
	}
	name, v = cutAtNUL(name), cutAtNUL(v)
	if !validEnvName(name) {
		return false, envNameError("setenv", 2)
	}
	st := osOf(m)
	if st.env == nil {
		st.env = map[string]*string{}
	}
	st.env[name] = &v
	return true, nil
}

// unsetenv implements unsetenv(+Name); a variable that is not set is no
// error.
func unsetenv(m *engine.Machine, args []engine.Term) (bool, error) {
	name, err := anyTextArg(args[0])
	if err != nil {
		return false, err
	}
	if name = cutAtNUL(name); !validEnvName(name) {
		return false, envNameError("unsetenv", 1)
	}
	st := osOf(m)
	if st.env == nil {
		st.env = map[string]*string{}
	}
	st.env[name] = nil
	return true, nil
}

// pollInterval is how often a built-in that waits checks for an
// interrupt or a time limit: short enough for Ctrl-C to feel immediate.
const pollInterval = 10 * time.Millisecond

// shell2 implements shell(+Command, -Status): Command runs as
// "/bin/sh -c Command" (on Windows as a command line: see shellCommand)
// in the interpreter's working directory and environment, and Status is
// its exit status. Its output goes to
// user_output and user_error (the process's when the interpreter has its
// stdio, a host's buffers when embedded); it reads no input. The wait is
// interruptible: an interrupt or a time limit kills the command and
// raises as in a running goal. A command killed by a signal has status 1,
// as SWI-Prolog 9.0.4 gives it (after printing a warning).
func shell2(m *engine.Machine, args []engine.Term) (bool, error) {
	command, err := anyTextArg(args[0])
	if err != nil {
		return false, err
	}
	m.UserOut.Flush()
	m.UserErr.Flush()
	cmd := shellCommand(cutAtNUL(command))
	cmd.Env = environ(m)
	if st, ok := m.Hooks.Slots[slotOS].(*osState); ok && st.wdPath != "" {
		cmd.Dir = st.wdPath
	}
	cmd.Stdout, cmd.Stderr = m.UserOut, m.UserErr
	status, err := runInterruptibly(m, cmd)
	m.UserOut.Flush()
	m.UserErr.Flush()
	if err != nil {
		return false, err
	}
	return m.Unify(args[1], engine.MakeInt(int64(status))), nil
}

// runInterruptibly runs cmd to its end, polling the machine meanwhile; it
// returns cmd's exit status, or the error of an interrupt, after which
// the command is killed (with its process group where there are groups:
// see killCommand).
func runInterruptibly(m *engine.Machine, cmd *exec.Cmd) (int, error) {
	if err := cmd.Start(); err != nil {
		return 127, nil // as sh reports a command it cannot run
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	tick := time.NewTicker(pollInterval)
	defer tick.Stop()
	for {
		select {
		case err := <-done:
			var exit *exec.ExitError
			if errors.As(err, &exit) {
				if exit.ExitCode() < 0 {
					return 1, nil // killed by a signal
				}
				return exit.ExitCode(), nil
			}
			if err != nil {
				return 1, nil
			}
			return 0, nil
		case <-tick.C:
			if err := m.Poll(); err != nil {
				killCommand(cmd)
				<-done
				return 0, err
			}
		}
	}
}

// shell1 implements shell(+Command): it succeeds if Command exits with
// status 0.
func shell1(m *engine.Machine, args []engine.Term) (bool, error) {
	ok, err := shell2(m, []engine.Term{args[0], engine.MakeInt(0)})
	return ok, withContext(err, engine.Intern("shell"), 2)
}

// sleep implements sleep(+Seconds): it waits, in slices of pollInterval,
// so that an interrupt (Ctrl-C, a cancelled query), a sandbox's time
// bound or call_with_time_limit/2 ends the wait as they end a running
// goal. Zero and negative times return at once; so do times too long
// for the system's clock (2^63 seconds and more), as in SWI-Prolog.
func sleep(m *engine.Machine, args []engine.Term) (bool, error) {
	var secs float64
	switch x := engine.Deref(args[0]).(type) {
	case *engine.Var:
		return false, engine.InstantiationError()
	case engine.Int:
		secs = float64(x)
	case *engine.BigInt:
		secs, _ = new(big.Float).SetInt(x.Big()).Float64()
	case engine.Float:
		secs = float64(x)
		if math.IsInf(secs, 0) || math.IsNaN(secs) {
			return false, engine.TypeError("float", x)
		}
	default:
		return false, engine.TypeError("float", x)
	}
	if secs <= 0 || secs >= math.MaxInt64 {
		return true, nil
	}
	deadline := time.Now().Add(durationOf(secs))
	for {
		if err := m.Poll(); err != nil {
			return false, err
		}
		left := time.Until(deadline)
		if left <= 0 {
			return true, nil
		}
		time.Sleep(min(left, pollInterval))
	}
}

// durationOf converts seconds to a duration, saturating at about 292
// years.
func durationOf(secs float64) time.Duration {
	if secs >= float64(math.MaxInt64)/1e9 {
		return math.MaxInt64
	}
	return time.Duration(secs * 1e9)
}

var osBuiltins = []engine.BuiltinSpec{
	{Name: "working_directory", Arity: 2, Fn: workingDirectory},
	{Name: "getenv", Arity: 2, Fn: getenv},
	{Name: "setenv", Arity: 2, Fn: setenv},
	{Name: "unsetenv", Arity: 1, Fn: unsetenv},
	{Name: "shell", Arity: 1, Fn: shell1},
	{Name: "shell", Arity: 2, Fn: shell2},
	{Name: "sleep", Arity: 1, Fn: sleep},
}
