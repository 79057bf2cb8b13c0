package builtins

import (
	"fmt"
	"os"
	"os/user"
	"path/filepath"
	"sort"
	"strings"

	"github.com/goprolog/goprolog/internal/engine"
)

// expand_file_name/2 and the temporary files of tmp_file_stream/3
// (lib/files.pl), which reach the file system by name patterns or in
// the directory for temporary files: a sandboxed program may call
// neither (sandboxedPreds), as it may not call tmp_file/2 or
// directory_files/2.

// maxExpansions bounds the names one expand_file_name/2 pattern may
// stand for after its {a,b} alternatives are expanded, which multiply.
const maxExpansions = 1 << 16

// expandFileName implements expand_file_name(+Spec, -List): ~ and ~user
// at the start, $Var anywhere, and the wildcards *, ?, [...] and {a,b}.
// A spec without wildcards is its one expansion, whether or not the
// file exists; a pattern gives the names that exist, sorted. Relative
// names are matched from the working directory and stay relative.
func expandFileName(m *engine.Machine, args []engine.Term) (bool, error) {
	spec, err := anyTextArg(args[0])
	if err != nil {
		return false, err
	}
	spec, err = expandTilde(m, spec)
	if err != nil {
		return false, err
	}
	spec, err = expandVars(m, spec)
	if err != nil {
		return false, err
	}
	if !strings.ContainsAny(spec, "*?[{") {
		return m.Unify(args[1], engine.List(engine.Intern(spec))), nil
	}
	patterns, ok := expandBraces(spec)
	if !ok {
		return false, engine.ResourceError("memory")
	}
	wd := workingDir(m)
	seen := map[string]bool{}
	var names []string
	for _, p := range patterns {
		full := p
		if !filepath.IsAbs(p) {
			full = wd + p
		}
		matches, err := filepath.Glob(full)
		if err != nil {
			continue // a malformed [ class matches nothing
		}
		for _, f := range matches {
			if !filepath.IsAbs(p) {
				f = strings.TrimPrefix(f, wd)
			}
			if !seen[f] {
				seen[f] = true
				names = append(names, f)
			}
		}
	}
	sort.Strings(names)
	ts := make([]engine.Term, len(names))
	for i, n := range names {
		ts[i] = engine.Intern(n)
	}
	return m.Unify(args[1], engine.List(ts...)), nil
}

// expandTilde replaces a leading ~ (the HOME variable) or ~user (that
// user's home directory).
func expandTilde(m *engine.Machine, spec string) (string, error) {
	if !strings.HasPrefix(spec, "~") {
		return spec, nil
	}
	name, rest, found := strings.Cut(spec[1:], "/")
	if found {
		rest = "/" + rest
	}
	var home string
	if name == "" {
		h, ok := lookupEnv(m, "HOME")
		if !ok {
			return "", engine.ExistenceError("variable", engine.Intern("HOME"))
		}
		home = h
	} else {
		u, err := user.Lookup(name)
		if err != nil {
			return "", engine.ExistenceError("user", engine.Intern(name))
		}
		home = u.HomeDir
	}
	return home + rest, nil
}

// expandVars replaces $Name (letters, digits and _) by the environment
// variable's value; an unset one is existence_error(variable, Name).
func expandVars(m *engine.Machine, spec string) (string, error) {
	if !strings.Contains(spec, "$") {
		return spec, nil
	}
	var b strings.Builder
	for i := 0; i < len(spec); i++ {
		if spec[i] != '$' {
			b.WriteByte(spec[i])
			continue
		}
		j := i + 1
		for j < len(spec) && (spec[j] == '_' || spec[j] >= 'a' && spec[j] <= 'z' ||
			spec[j] >= 'A' && spec[j] <= 'Z' || spec[j] >= '0' && spec[j] <= '9') {
			j++
		}
		if j == i+1 {
			b.WriteByte('$')
			continue
		}
		name := spec[i+1 : j]
		v, ok := lookupEnv(m, name)
		if !ok {
			return "", engine.ExistenceError("variable", engine.Intern(name))
		}
		b.WriteString(v)
		i = j - 1
	}
	return b.String(), nil
}

// expandBraces expands the first {a,b,...} group of p and, in turn, the
// groups of each result; it reports false when more than maxExpansions
// patterns would result. A { without its } is an ordinary character.
func expandBraces(p string) ([]string, bool) {
	out := []string{}
	work := []string{p}
	for len(work) > 0 {
		s := work[len(work)-1]
		work = work[:len(work)-1]
		open := strings.IndexByte(s, '{')
		if open < 0 {
			out = append(out, s)
			if len(out) > maxExpansions {
				return nil, false
			}
			continue
		}
		depth, end := 0, -1
		var alts []string
		start := open + 1
		for i := open; i < len(s) && end < 0; i++ {
			switch s[i] {
			case '{':
				depth++
			case '}':
				depth--
				if depth == 0 {
					alts = append(alts, s[start:i])
					end = i
				}
			case ',':
				if depth == 1 {
					alts = append(alts, s[start:i])
					start = i + 1
				}
			}
		}
		if end < 0 {
			out = append(out, s)
			continue
		}
		for i := len(alts) - 1; i >= 0; i-- {
			work = append(work, s[:open]+alts[i]+s[end+1:])
		}
		if len(work)+len(out) > maxExpansions {
			return nil, false
		}
	}
	return out, true
}

// tmpDir is the directory for temporary files: $TEMP, $TMP or /tmp, as
// tmp_file/2 takes it.
func tmpDir() string {
	for _, v := range []string{"TEMP", "TMP"} {
		if d := os.Getenv(v); d != "" {
			return d
		}
	}
	return "/tmp"
}

// tmpFileCreate implements '$tmp_file_create'(+Ext, -File): it creates
// a new, empty file readable and writable by its owner only, named as
// tmp_file/2 names them (with ".Ext" when Ext is not ”), for
// tmp_file_stream/3 to open. Creating it exclusively means no other
// process's file or link can stand in its place.
func tmpFileCreate(m *engine.Machine, args []engine.Term) (bool, error) {
	ext, err := anyTextArg(args[0])
	if err != nil {
		return false, err
	}
	if strings.ContainsRune(ext, '/') {
		return false, engine.DomainError("extension", engine.Deref(args[0]))
	}
	for tries := 0; ; tries++ {
		name := fmt.Sprintf("%s/swipl_%d_%d", tmpDir(), os.Getpid(), tmpFiles.Add(1))
		if ext != "" {
			name += "." + ext
		}
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if err == nil {
			f.Close()
			return m.Unify(args[1], engine.Intern(name)), nil
		}
		if !os.IsExist(err) || tries >= 100 {
			return false, osOpError(err, "create", "file", engine.Intern(name), engine.Intern("tmp_file_stream"), 3)
		}
	}
}

var atomPrompt = engine.Intern("|: ")

// promptOf returns the prompt of user_input; it starts as SWI-Prolog's,
// "|: ".
func promptOf(m *engine.Machine) *engine.Atom {
	if p := osOf(m).prompt; p != nil {
		return p
	}
	return atomPrompt
}

// prompt2 implements prompt(-Old, +New): Old is the prompt that reading
// from user_input at a terminal shows, and New replaces it.
func prompt2(m *engine.Machine, args []engine.Term) (bool, error) {
	// Old is unified first, as in SWI-Prolog: prompt(X, X) reads it.
	if !m.Unify(args[0], promptOf(m)) {
		return false, nil
	}
	switch n := engine.Deref(args[1]).(type) {
	case *engine.Var:
		return false, engine.InstantiationError()
	case *engine.Atom:
		osOf(m).prompt = n
		return true, nil
	default:
		return false, engine.TypeError("atom", n)
	}
}

var fileLibBuiltins = []engine.BuiltinSpec{
	{Name: "expand_file_name", Arity: 2, Fn: expandFileName},
	{Name: "$tmp_file_create", Arity: 2, Fn: tmpFileCreate},
	{Name: "prompt", Arity: 2, Fn: prompt2},
}
