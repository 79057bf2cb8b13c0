package builtins

import (
	"math"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/goprolog/goprolog/internal/engine"
)

// The flags SWI-Prolog programs test to learn where they run: dialect and
// version (goprolog answers as the SWI-Prolog 9.0.4 it follows, so that a
// program's `:- if(current_prolog_flag(dialect, swi))` takes the branch
// written for it), the platform, the executable, argv and os_argv (set
// by the command line), and the numeric limits.

// SWIVersion is the SWI-Prolog version goprolog follows, as the flag
// version gives it (Major*10000 + Minor*100 + Patch).
const SWIVersion = 90004

// initSWIFlags adds SWI-Prolog's informational flags to a new machine.
func initSWIFlags(m *engine.Machine) {
	set := func(name string, v engine.Term) { m.FlagTable[engine.Intern(name)] = v }
	set("dialect", engine.Intern("swi"))
	set("emulated_dialect", engine.Intern("swi"))
	set("version", engine.MakeInt(SWIVersion))
	set("version_data", engine.NewCompound(engine.Intern("swi"),
		engine.MakeInt(SWIVersion/10000), engine.MakeInt(SWIVersion/100%100), engine.MakeInt(SWIVersion%100), engine.AtomNil))
	set("arch", engine.Intern(Arch()))
	switch runtime.GOOS {
	case "windows":
		set("windows", engine.AtomTrue)
	case "js", "wasip1":
	default:
		set("unix", engine.AtomTrue)
	}
	if runtime.GOOS == "darwin" {
		set("apple", engine.AtomTrue)
	}
	exe, err := os.Executable()
	if err != nil {
		exe = "goprolog"
	}
	set("executable", engine.Intern(exe))
	set("home", engine.Intern(filepath.Dir(exe)))
	set("pid", engine.MakeInt(int64(os.Getpid())))
	set("encoding", engine.Intern("utf8"))
	set("threads", engine.AtomFalse)
	set("argv", engine.AtomNil)
	set("os_argv", engine.List(engine.Intern(filepath.Base(exe))))
	set("float_max", engine.Float(math.MaxFloat64))
	set("float_min", engine.Float(2.2250738585072014e-308))
	set("float_max_integer", engine.Float(1<<53))
	set("max_char_code", engine.MakeInt(0x10FFFF))
	set("cpu_count", engine.MakeInt(int64(runtime.NumCPU())))
	set("character_escapes", engine.AtomTrue)
	set("character_escapes_unicode", engine.AtomTrue)
	set("gc", engine.AtomTrue)
	set("optimise", engine.AtomFalse)
	set("autoload", engine.AtomTrue)
	set("report_error", engine.AtomTrue)
	set("signals", engine.AtomTrue)
	set("pipe", engine.AtomTrue)
	set("toplevel_var_size", engine.MakeInt(1000))
	set("answer_format", engine.Intern("~p"))
	set("path_max", engine.MakeInt(4096))
	_, offset := time.Now().Zone()
	set("timezone", engine.MakeInt(int64(-offset)))
	switch runtime.GOOS {
	case "windows":
		set("shared_object_extension", engine.Intern("dll"))
	case "darwin":
		set("shared_object_extension", engine.Intern("dylib"))
	default:
		set("shared_object_extension", engine.Intern("so"))
	}
}

// Arch names the platform as SWI-Prolog's arch flag does: x86_64-linux,
// aarch64-darwin, x64-win64, ...
func Arch() string {
	cpu := runtime.GOARCH
	switch cpu {
	case "amd64":
		cpu = "x86_64"
	case "arm64":
		cpu = "aarch64"
	}
	switch runtime.GOOS {
	case "windows":
		if runtime.GOARCH == "amd64" {
			return "x64-win64"
		}
		return cpu + "-win64"
	}
	return cpu + "-" + runtime.GOOS
}
