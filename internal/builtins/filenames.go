package builtins

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/goprolog/goprolog/internal/engine"
)

// File names: file_base_name/2, file_directory_name/2,
// file_name_extension/3, is_absolute_file_name/1 and
// absolute_file_name/2,3, as SWI-Prolog 9 computes them on Unix: on the
// text of the names, without following symbolic links ("a/link/.." is
// "a"). Only absolute_file_name/3's conditions (access/1, file_type/1)
// look at the file system.

// cutAtNUL returns s up to its first code 0: SWI-Prolog hands these names
// to C as strings, which end there.
func cutAtNUL(s string) string {
	if i := strings.IndexByte(s, 0); i >= 0 {
		return s[:i]
	}
	return s
}

// baseName is the last component of f, trailing slashes ignored: "/" for
// a name of slashes only, "" for "".
func baseName(f string) string {
	s := strings.TrimRight(f, "/")
	if s == "" {
		if f != "" {
			return "/"
		}
		return ""
	}
	return s[strings.LastIndexByte(s, '/')+1:]
}

// dirName is f less its last component, trailing slashes ignored and the
// slashes before that component dropped: "." when f has no directory
// part, "/" for a component of the root.
func dirName(f string) string {
	s := strings.TrimRight(f, "/")
	if s == "" {
		if strings.HasPrefix(f, "/") {
			return "/"
		}
		return "."
	}
	i := strings.LastIndexByte(s, '/')
	if i < 0 {
		return "."
	}
	if d := strings.TrimRight(s[:i], "/"); d != "" {
		return d
	}
	return "/"
}

// fileBaseName implements file_base_name(+Path, -File). Path may be any
// text; File is an atom.
func fileBaseName(m *engine.Machine, args []engine.Term) (bool, error) {
	f, err := anyTextArg(args[0])
	if err != nil {
		return false, err
	}
	return m.Unify(args[1], engine.Intern(baseName(cutAtNUL(f)))), nil
}

// fileDirectoryName implements file_directory_name(+Path, -Dir).
func fileDirectoryName(m *engine.Machine, args []engine.Term) (bool, error) {
	f, err := anyTextArg(args[0])
	if err != nil {
		return false, err
	}
	return m.Unify(args[1], engine.Intern(dirName(cutAtNUL(f)))), nil
}

// splitExtension finds the extension of f: the text after the last "."
// that follows the last "/". A name whose only dot is its first
// character (".profile") has an extension and an empty base, as in
// SWI-Prolog.
func splitExtension(f string) (base, ext string, ok bool) {
	i := len(f)
	for i > 0 && (i == len(f) || f[i] != '.' && f[i] != '/') {
		i--
	}
	if i < len(f) && f[i] == '.' {
		return f[:i], f[i+1:], true
	}
	return f, "", false
}

// addExtension is file_name_extension(+Base, +Ext, -Name) on texts: ext
// may start with a dot, and a base that already has the extension is
// returned as it is (same is then true).
func addExtension(base, ext string) (name string, same bool) {
	ext = strings.TrimPrefix(ext, ".")
	if ext == "" {
		return base, true
	}
	if dot := strings.LastIndexByte(base, '.'); dot >= 0 && !strings.Contains(base[dot:], "/") && base[dot+1:] == ext {
		return base, true
	}
	return base + "." + ext, false
}

// fileNameExtension implements file_name_extension(?Base, ?Ext, ?Name).
// Given Name, it splits it (comparing a given Ext, with or without its
// dot, as text and case-sensitively); a Name without extension is its
// own Base, whatever its type. Otherwise it adds Ext to Base, and Base is
// Name when the extension is empty or Base has it already.
func fileNameExtension(m *engine.Machine, args []engine.Term) (bool, error) {
	if _, unbound := engine.Deref(args[2]).(*engine.Var); !unbound {
		full, err := anyTextArg(args[2])
		if err != nil {
			return false, err
		}
		base, ext, ok := splitExtension(cutAtNUL(full))
		if !ok {
			return m.Unify(args[1], engine.Intern("")) && m.Unify(args[0], args[2]), nil
		}
		if given, err := anyTextArg(args[1]); err == nil {
			if strings.TrimPrefix(given, ".") != ext {
				return false, nil
			}
		} else if !m.Unify(args[1], engine.Intern(ext)) {
			return false, nil
		}
		return m.Unify(args[0], engine.Intern(base)), nil
	}
	base, err := anyTextArg(args[0])
	if err != nil {
		return false, err
	}
	ext, err := anyTextArg(args[1])
	if err != nil {
		return false, err
	}
	name, same := addExtension(cutAtNUL(base), cutAtNUL(ext))
	if same {
		return m.Unify(args[2], args[0]), nil
	}
	return m.Unify(args[2], engine.Intern(name)), nil
}

// isAbsoluteFileName implements is_absolute_file_name(+File): File
// starts with "/" ("~" is not expanded).
func isAbsoluteFileName(m *engine.Machine, args []engine.Term) (bool, error) {
	name, err := fileNameArg(args[0])
	if err != nil {
		return false, err
	}
	return strings.HasPrefix(name, "/"), nil
}

// canonicalPath removes the ".", ".." and empty components of the
// absolute name p, keeping a final "/": "/a//b/./c/.." is "/a/b", and
// "/a/b/" stays "/a/b/". ".." at the root stays there.
func canonicalPath(p string) string {
	var parts []string
	for _, c := range strings.Split(p, "/") {
		switch c {
		case "", ".":
		case "..":
			if len(parts) > 0 {
				parts = parts[:len(parts)-1]
			}
		default:
			parts = append(parts, c)
		}
	}
	s := "/" + strings.Join(parts, "/")
	if strings.HasSuffix(p, "/") && s != "/" {
		s += "/"
	}
	return s
}

// absoluteName is SWI-Prolog's absolute name of name: taken from the
// working directory if relative, then canonical.
func absoluteName(m *engine.Machine, name string) string {
	if strings.HasPrefix(name, "/") {
		return canonicalPath(name)
	}
	return canonicalPath(workingDir(m) + name)
}

// absoluteFileName2 implements absolute_file_name(+Spec, -Absolute): an
// atomic Spec is made absolute as it is; a path of segments (a/b/c) is
// looked for as absolute_file_name/3 does, a readable file first, from
// the directory of the file being loaded, if any, then from the working
// directory.
func absoluteFileName2(m *engine.Machine, args []engine.Term) (bool, error) {
	spec := engine.Deref(args[0])
	if engine.IsAtomic(spec) {
		name, err := fileNameArg(spec)
		if err != nil {
			return false, withContext(err, engine.Intern("$absolute_file_name"), 2)
		}
		return m.Unify(args[1], engine.Intern(absoluteName(m, name))), nil
	}
	read := &afnSearch{exts: []string{""}, conds: []engine.Term{engine.NewCompound(atomAccess, atomRead)}}
	for _, s := range []*afnSearch{read, {exts: []string{""}}} {
		var found engine.Term
		err := s.candidates(m, spec, func(path string) (bool, error) {
			found = engine.Intern(path)
			return true, nil
		})
		if err != nil {
			return false, bareError(m, err)
		}
		if found != nil {
			return m.Unify(args[1], found), nil
		}
	}
	return false, nil
}

var (
	atomAccess     = engine.Intern("access")
	atomAccessFile = engine.Intern("access_file")
	atomFileType   = engine.Intern("file_type")
	atomDirectory  = engine.Intern("directory")
	atomRegular    = engine.Intern("regular")
	atomExtensions = engine.Intern("extensions")
	atomSolutions  = engine.Intern("solutions")
	atomFileErrors = engine.Intern("file_errors")
	atomRelativeTo = engine.Intern("relative_to")
	atomExpand     = engine.Intern("expand")
	atomNone       = engine.Intern("none")
	atomFirst      = engine.Intern("first")
	atomAll        = engine.Intern("all")
	atomFail       = engine.Intern("fail")
	atomErrorOpt   = engine.Intern("error")
)

// afnSearch is what absolute_file_name/3 looks for: the extensions to
// try ("" or ".ext") and the conditions a file must meet, file_type(T)
// and access(A) terms in the order the options gave them.
type afnSearch struct {
	exts       []string
	conds      []engine.Term
	relativeTo engine.Term // nil: the loaded file's directory, if any
}

// afnOption is one option of absolute_file_name/3: Name(Value), or
// Name=Value, which SWI-Prolog sees only once it has turned the options
// into a dict (see afnOptions).
type afnOption struct {
	name     *engine.Atom
	value    engine.Term
	compound bool // written Name(Value)
}

// afnOptions are absolute_file_name/3's options, read as SWI-Prolog 9
// reads them. Its first look into the list (for extensions/1) turns a
// copy into a dict, which checks every option: type_error('key-value', O)
// for one that is neither Name(Value) nor Name=Value, duplicate_key(K)
// for a name given twice. It goes on with that dict (dict is set) when
// the options give extensions/1, solutions/1, file_errors/1 or expand/1,
// or access/1 without file_type/1 (to which it then adds
// file_type(regular)); otherwise with the list. With the dict, Name=Value
// options count too, and a file that meets no conditions is just
// existence_error(source_sink, Spec); with the list, only Name(Value)
// options count, and the error says which condition an existing file
// failed.
type afnOptions struct {
	opts           []afnOption
	dict           bool
	all, failQuiet bool
	search         afnSearch
}

// isOptionList is SWI-Prolog's '$is_options'/1 for lists: a proper list,
// empty or starting with an option.
func isOptionList(t engine.Term) bool {
	xs, ok := engine.ListToSlice(t)
	if !ok {
		return false
	}
	if len(xs) == 0 {
		return true
	}
	switch o := engine.Deref(xs[0]).(type) {
	case *engine.Compound:
		return len(o.Args) == 1 || o.Name == engine.AtomEqual && len(o.Args) == 2
	}
	return false
}

// lookup finds the option name: in the list only as name(Value), in the
// dict in either form.
func (o *afnOptions) lookup(name *engine.Atom) (engine.Term, bool) {
	for _, op := range o.opts {
		if op.name == name && (op.compound || o.dict) {
			return op.value, true
		}
	}
	return nil, false
}

// oneOf checks an option whose value must be one of the atoms allowed.
func oneOf(v engine.Term, domain string, allowed ...*engine.Atom) (*engine.Atom, error) {
	a, err := atomArg(v)
	if err != nil {
		return nil, err
	}
	for _, x := range allowed {
		if a == x {
			return a, nil
		}
	}
	return nil, engine.DomainError(domain, a)
}

// fileTypeExtensions are the extensions that file_type(T) tries, from
// SWI-Prolog's prolog_file_type/2 facts.
func fileTypeExtensions(t *engine.Atom) ([]string, error) {
	switch t.Name {
	case "prolog", "source":
		return []string{"pl", "prolog", "qlf", ""}, nil
	case "qlf":
		return []string{"qlf", ""}, nil
	case "executable":
		return []string{"so", ""}, nil
	case "txt", "directory", "regular":
		return []string{""}, nil
	}
	return nil, engine.DomainError("file_type", t)
}

// parseAFNOptions reads the options optsT for the file specification
// spec, in SWI-Prolog's order of checks.
func parseAFNOptions(optsT engine.Term, spec engine.Term) (*afnOptions, error) {
	if !isOptionList(optsT) {
		if _, ok := engine.Deref(optsT).(*engine.Var); ok {
			return nil, engine.InstantiationError()
		}
		return nil, engine.TypeError("options", engine.Deref(optsT))
	}
	xs, _ := engine.ListToSlice(optsT)
	o := &afnOptions{}
	seen := map[*engine.Atom]bool{}
	for _, x := range xs {
		var op afnOption
		switch c := engine.Deref(x).(type) {
		case *engine.Var:
			return nil, engine.InstantiationError()
		case *engine.Compound:
			switch {
			case len(c.Args) == 1:
				op = afnOption{name: c.Name, value: c.Args[0], compound: true}
			case c.Name == engine.AtomEqual && len(c.Args) == 2:
				k, ok := engine.Deref(c.Args[0]).(*engine.Atom)
				if !ok {
					return nil, keyValueError(c)
				}
				op = afnOption{name: k, value: c.Args[1]}
			default:
				return nil, keyValueError(c)
			}
		default:
			return nil, keyValueError(c)
		}
		if seen[op.name] {
			return nil, engine.Throw(engine.NewCompound(engine.AtomError,
				engine.NewCompound(engine.Intern("duplicate_key"), op.name),
				engine.NewCompound(engine.Intern("context"), engine.PI(atomSelectDict, 3), new(engine.Var))))
		}
		seen[op.name] = true
		o.opts = append(o.opts, op)
	}
	var exts []string
	typeGiven := false
	if v, ok := o.lookupAny(atomExtensions); ok {
		o.dict = true
		list, err := afnListArg(v)
		if err != nil {
			return nil, err
		}
		for _, e := range list {
			a, err := atomArg(e)
			if err != nil {
				return nil, err
			}
			exts = append(exts, a.Name)
		}
	} else if v, ok := o.lookup(atomFileType); ok {
		t, err := atomArg(v)
		if err != nil {
			return nil, err
		}
		if exts, err = fileTypeExtensions(t); err != nil {
			return nil, err
		}
		typeGiven = true
	} else {
		exts = []string{""}
	}
	for _, e := range exts {
		switch {
		case e == "" || strings.HasPrefix(e, "."):
			o.search.exts = append(o.search.exts, e)
		default:
			o.search.exts = append(o.search.exts, "."+e)
		}
	}
	regular := false
	if !typeGiven {
		if a, ok := o.lookup(atomAccess); ok && !unifiesWith(a, atomNone) {
			// The default file type: a regular file, put into the dict
			// over any file_type the options gave.
			o.dict, regular = true, true
		}
	}
	if v, ok := o.lookupAny(atomSolutions); ok {
		o.dict = true
		a, err := oneOf(v, "solutions", atomFirst, atomAll)
		if err != nil {
			return nil, err
		}
		o.all = a == atomAll
	}
	if v, ok := o.lookupAny(atomFileErrors); ok {
		o.dict = true
		a, err := oneOf(v, "file_errors", atomErrorOpt, atomFail)
		if err != nil {
			return nil, err
		}
		o.failQuiet = a == atomFail
	}
	if v, ok := o.lookupAny(atomExpand); ok && engine.IsAtomic(engine.Deref(spec)) {
		o.dict = true
		if b := engine.Deref(v); b != engine.Term(engine.Intern("true")) && b != engine.Term(engine.Intern("false")) {
			if _, unbound := b.(*engine.Var); unbound {
				return nil, engine.InstantiationError()
			}
			return nil, engine.TypeError("boolean", b)
		}
	}
	if o.dict {
		if a, ok := o.lookup(atomAccess); ok {
			o.search.conds = append(o.search.conds, engine.NewCompound(atomAccess, a))
		}
		if regular {
			o.search.conds = append(o.search.conds, engine.NewCompound(atomFileType, atomRegular))
		} else if t, ok := o.lookup(atomFileType); ok {
			o.search.conds = append(o.search.conds, engine.NewCompound(atomFileType, t))
		}
	} else {
		for _, op := range o.opts {
			if op.compound && (op.name == atomAccess || op.name == atomFileType) {
				o.search.conds = append(o.search.conds, engine.NewCompound(op.name, op.value))
			}
		}
	}
	if v, ok := o.lookup(atomRelativeTo); ok {
		o.search.relativeTo = v
	}
	return o, nil
}

var atomSelectDict = engine.Intern("select_dict")

// keyValueError is the error of select_dict/3 for an option that is
// neither Name(Value) nor Name=Value.
func keyValueError(culprit engine.Term) error {
	return engine.TypeError("key-value", culprit).WithContext(atomSelectDict, 3)
}

// lookupAny finds an option that SWI-Prolog selects from the dict, in
// either form.
func (o *afnOptions) lookupAny(name *engine.Atom) (engine.Term, bool) {
	for _, op := range o.opts {
		if op.name == name {
			return op.value, true
		}
	}
	return nil, false
}

// afnListArg is SWI-Prolog's '$must_be'(list, L): the culprit of the type
// error is the tail that is not [].
func afnListArg(t engine.Term) ([]engine.Term, error) {
	var xs []engine.Term
	for {
		switch c := engine.Deref(t).(type) {
		case *engine.Var:
			return nil, engine.InstantiationError()
		case *engine.Compound:
			if c.Name != engine.AtomDot || len(c.Args) != 2 {
				return nil, engine.TypeError("list", c)
			}
			xs = append(xs, c.Args[0])
			t = c.Args[1]
		default:
			if c != engine.AtomNil {
				return nil, engine.TypeError("list", c)
			}
			return xs, nil
		}
	}
}

func unifiesWith(t engine.Term, a *engine.Atom) bool {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		return true
	case *engine.Atom:
		return x == a
	}
	return false
}

// specText is the file name that a spec other than an alias denotes: an
// atomic name, or a path of atomic segments a/b/c, joined by "/". ok is
// false for anything else (an alias such as library(lists) among them,
// which candidates looks for through file_search_path/2).
func specText(spec engine.Term) (name string, ok bool, err error) {
	s := engine.Deref(spec)
	if engine.IsAtomic(s) {
		name, err := fileNameArg(s)
		return name, err == nil, withContext(err, engine.Intern("is_absolute_file_name"), 1)
	}
	name, ok = segmentsText(s)
	return name, ok, nil
}

// segmentsText is the text of a path of atomic segments a/b/c, each
// written as atomic_list_concat/3 writes it.
func segmentsText(t engine.Term) (string, bool) {
	switch x := engine.Deref(t).(type) {
	case *engine.Compound:
		if x.Name != engine.AtomSlash || len(x.Args) != 2 {
			return "", false
		}
		l, ok := segmentsText(x.Args[0])
		if !ok {
			return "", false
		}
		r, ok := segmentsText(x.Args[1])
		return l + "/" + r, ok
	case *engine.Atom:
		return x.Name, true
	case engine.String:
		return string(x), true
	case engine.Int, engine.Float, *engine.BigInt, *engine.Rat:
		return engine.Format(x, engine.WriteOptions{}), true
	}
	return "", false
}

// candidates calls yield with each absolute name of a file that spec
// denotes and that meets s's conditions, in SWI-Prolog's order, until
// yield returns true: the extensions in turn, each relative name first
// from the relative_to/1 directory (or the directory of the file being
// loaded), where only the first match counts, then from the working
// directory.
func (s *afnSearch) candidates(m *engine.Machine, spec engine.Term, yield func(string) (bool, error)) error {
	if !engine.IsGround(spec) {
		return engine.InstantiationError()
	}
	name, ok, err := specText(spec)
	if err != nil {
		return err
	}
	if !ok {
		// Alias(Path): each directory the program's file_search_path/2
		// clauses give Alias, in their order, as SWI-Prolog's
		// absolute_file_name/3 looks. The system's libraries are in the
		// binary, not in files: library(lists) names none.
		c, isAlias := engine.Deref(spec).(*engine.Compound)
		if !isAlias {
			return nil
		}
		for _, path := range aliasPaths(m, c, 0) {
			if found, err := s.each(m, path, yield); err != nil || found {
				return err
			}
		}
		return nil
	}
	if strings.HasPrefix(name, "/") {
		_, err := s.each(m, name, yield)
		return err
	}
	dir, ok, err := s.baseDir(m)
	if err != nil {
		return err
	}
	if ok {
		var first string
		found, err := s.each(m, dir+"/"+name, func(path string) (bool, error) {
			first = path
			return true, nil
		})
		if err != nil {
			return err
		}
		if found {
			_, err := yield(first)
			return err
		}
	}
	_, err = s.each(m, name, yield)
	return err
}

// baseDir is the directory relative names are looked for in before the
// working directory: relative_to/1's (a directory, or the directory of a
// file), else that of the file being loaded.
func (s *afnSearch) baseDir(m *engine.Machine) (string, bool, error) {
	if s.relativeTo != nil {
		name, err := fileNameArg(s.relativeTo)
		if err != nil {
			return "", false, withContext(err, engine.Intern("exists_directory"), 1)
		}
		switch {
		case isDirectory(m, name):
			return name, true, nil
		case strings.HasSuffix(name, "/"):
			return strings.TrimSuffix(name, "/"), true, nil
		default:
			return dirName(name), true, nil
		}
	}
	if m.LoadContext != nil && m.LoadContext.File != "" {
		return dirName(m.LoadContext.File), true, nil
	}
	return "", false, nil
}

// each tries the extensions on name, yielding the absolute name of each
// file that meets the conditions; found reports whether yield accepted
// one.
func (s *afnSearch) each(m *engine.Machine, name string, yield func(string) (bool, error)) (found bool, err error) {
	tried := map[string]bool{}
	for _, ext := range s.exts {
		file, _ := addExtension(name, ext)
		if tried[file] {
			continue
		}
		tried[file] = true
		ok, err := meetsConditions(m, file, s.conds)
		if err != nil || !ok {
			if err != nil {
				return false, err
			}
			continue
		}
		if done, err := yield(absoluteName(m, file)); done || err != nil {
			return done, err
		}
	}
	return false, nil
}

// meetsConditions checks file_type(T) and access(A) conditions in order,
// stopping at the first that fails.
func meetsConditions(m *engine.Machine, file string, conds []engine.Term) (bool, error) {
	for _, c := range conds {
		c := c.(*engine.Compound)
		v := engine.Deref(c.Args[0])
		if c.Name == atomFileType {
			if (v == engine.Term(atomDirectory)) != isDirectory(m, file) {
				return false, nil
			}
			continue
		}
		for _, mode := range oneOrMembers(v) {
			ok, err := accessFileMode(m, file, mode)
			if err != nil || !ok {
				return false, withContext(err, atomAccessFile, 2)
			}
		}
	}
	return true, nil
}

// oneOrMembers is the access modes of access(A): A's members if it is a
// list, else A.
func oneOrMembers(t engine.Term) []engine.Term {
	if xs, ok := engine.ListToSlice(t); ok {
		return xs
	}
	return []engine.Term{t}
}

// absoluteFileName3 implements absolute_file_name(+Spec, -Absolute,
// +Options), with the options extensions/1, file_type/1 (prolog, source,
// qlf, executable, txt, directory, regular), access/1, file_errors/1,
// solutions/1 and relative_to/1; others are ignored, and expand/1 is
// checked but does not expand. A spec Alias(Path) is looked for in the
// directories the program's file_search_path/2 clauses give Alias. The
// arguments may come in the old order (Spec, Options, Absolute).
func absoluteFileName3(m *engine.Machine, args []engine.Term) (bool, error) {
	spec, path, optsT := args[0], args[1], args[2]
	if isOptionList(path) && !isOptionList(optsT) {
		path, optsT = optsT, path
	}
	o, err := parseAFNOptions(optsT, spec)
	if err != nil {
		return false, bareError(m, err)
	}
	if o.all {
		var sols []engine.Term
		err := o.search.candidates(m, spec, func(p string) (bool, error) {
			sols = append(sols, engine.Intern(p))
			return false, nil
		})
		if err != nil {
			return false, bareError(m, err)
		}
		return unifyAlternatives(m, path, sols)
	}
	found := false
	err = o.search.candidates(m, spec, func(p string) (bool, error) {
		found = m.Unify(path, engine.Intern(p))
		return found, nil
	})
	if err != nil || found || o.failQuiet {
		return found, bareError(m, err)
	}
	return false, bareError(m, o.notFound(m, spec))
}

// bareError gives err the context it has in SWI-Prolog, whose
// absolute_file_name/3 is Prolog code that throws most of its errors
// with none: an unbound context is left so, rather than filled with the
// predicate's indicator.
func bareError(m *engine.Machine, err error) error {
	if e, ok := err.(*engine.Exception); ok {
		return m.ThrowCopy(e.Ball)
	}
	return err
}

// notFound is the error of absolute_file_name/3 when no file qualifies:
// if a file with one of the extensions exists, the first condition it
// fails (with the options as a list), else existence_error(source_sink,
// Spec).
func (o *afnOptions) notFound(m *engine.Machine, spec engine.Term) error {
	spec = engine.Deref(spec)
	if !o.dict {
		exist := &afnSearch{exts: o.search.exts, conds: []engine.Term{engine.NewCompound(atomAccess, engine.Intern("exist"))}}
		var files []string
		if err := exist.candidates(m, spec, func(p string) (bool, error) {
			files = append(files, p)
			return false, nil
		}); err != nil {
			return err
		}
		for _, f := range files {
			for _, c := range o.search.conds {
				if err := conditionError(m, spec, f, c.(*engine.Compound)); err != nil {
					return err
				}
			}
		}
	}
	return engine.ExistenceError("source_sink", spec)
}

// conditionError is the error for the existing file f that fails the
// condition c, or nil if it meets it.
func conditionError(m *engine.Machine, spec engine.Term, f string, c *engine.Compound) error {
	v := engine.Deref(c.Args[0])
	fileT := engine.Intern(f)
	withComment := func(formal, comment engine.Term) error {
		return engine.Throw(engine.NewCompound(engine.AtomError, formal,
			engine.NewCompound(engine.Intern("context"), new(engine.Var), comment)))
	}
	if c.Name == atomFileType {
		dir := isDirectory(m, f)
		if v == engine.Term(atomDirectory) && !dir {
			return withComment(engine.NewCompound(engine.Intern("existence_error"), atomDirectory, spec),
				engine.NewCompound(engine.Intern("not_a_directory"), fileT))
		}
		if dir {
			return withComment(engine.NewCompound(engine.Intern("existence_error"), engine.Intern("file"), spec),
				engine.NewCompound(atomDirectory, fileT))
		}
		return nil
	}
	for _, mode := range oneOrMembers(v) {
		ok, err := accessFileMode(m, f, mode)
		if err != nil {
			return withContext(err, atomAccessFile, 2)
		}
		if !ok {
			return withComment(engine.NewCompound(engine.Intern("permission_error"), engine.Deref(mode), engine.Intern("source_sink"), spec),
				new(engine.Var))
		}
	}
	return nil
}

var fileNameBuiltins = []engine.BuiltinSpec{
	{Name: "file_base_name", Arity: 2, Fn: fileBaseName},
	{Name: "file_directory_name", Arity: 2, Fn: fileDirectoryName},
	{Name: "file_name_extension", Arity: 3, Fn: fileNameExtension},
	{Name: "is_absolute_file_name", Arity: 1, Fn: isAbsoluteFileName},
	{Name: "absolute_file_name", Arity: 2, Fn: absoluteFileName2},
	{Name: "absolute_file_name", Arity: 3, Fn: absoluteFileName3},
}

var atomFileSearchPath = engine.Intern("file_search_path")

// aliasSource resolves a source specification Alias(Path) through the
// program's file_search_path/2 clauses, as SWI-Prolog's loader does: the
// first Dir/Path (Dir an alias in turn, or a directory, relative to the
// working directory) that names a file, with ".pl" added or as it is.
// ok is false when no clause gives Alias a directory; err is then the
// existence error of the source when none of them holds the file.
func aliasSource(m *engine.Machine, spec *engine.Compound) (path string, ok bool, err error) {
	for _, base := range aliasPaths(m, spec, 0) {
		ok = true
		for _, c := range []string{base + ".pl", base} {
			fi, p, serr := statFile(m, c, spec)
			if refused(serr) {
				return "", true, serr
			}
			if serr == nil && !fi.IsDir() {
				return p, true, nil
			}
		}
	}
	if !ok {
		return "", false, nil
	}
	return "", true, m.Rethrown(engine.ExistenceError("source_sink", spec))
}

// aliasPaths returns the paths Alias(Path) stands for, one for each
// directory file_search_path(Alias, Dir) gives, in its order. depth
// bounds aliases defined through each other.
func aliasPaths(m *engine.Machine, spec *engine.Compound, depth int) []string {
	if len(spec.Args) != 1 || depth > 16 {
		return nil
	}
	if p := m.Lookup(atomFileSearchPath, 2); p == nil || p.NumberOfClauses() == 0 {
		return nil
	}
	sub, ok := segmentsText(spec.Args[0])
	if !ok {
		return nil
	}
	d, l := m.NewVar(), m.NewVar()
	found, err := m.Once(engine.NewCompound(engine.Intern("findall"), d,
		engine.NewCompound(engine.Intern("catch"), engine.NewCompound(atomFileSearchPath, spec.Name, d), m.NewVar(), engine.Intern("fail")), l))
	if err != nil || !found {
		return nil
	}
	dirs, _ := engine.ListToSlice(l)
	var paths []string
	for _, dir := range dirs {
		dir = engine.Deref(dir)
		if c, isAlias := dir.(*engine.Compound); isAlias && len(c.Args) == 1 {
			for _, p := range aliasPaths(m, c, depth+1) {
				paths = append(paths, filepath.Join(p, sub))
			}
			continue
		}
		text, ok := segmentsText(dir)
		if !ok {
			continue
		}
		if !filepath.IsAbs(text) {
			if wd, ok := sandboxWD(m); ok {
				text = filepath.Join(wd, text)
			} else if wd, err := os.Getwd(); err == nil {
				text = filepath.Join(wd, text)
			}
		}
		paths = append(paths, filepath.Join(text, sub))
	}
	return paths
}

// swiDynamicHook reports whether p is one of the hooks SWI-Prolog
// declares dynamic and multifile in user (file_search_path/2,
// library_directory/1, prolog_file_type/2, message_hook/3, portray/1,
// prolog_load_file/2): a program asserts to them even where its files
// define clauses of them.
func swiDynamicHook(p *engine.Pred) bool {
	switch p.Arity {
	case 1:
		return p.Name.Name == "library_directory" || p.Name == atomPortray
	case 2:
		return p.Name == atomFileSearchPath || p.Name.Name == "prolog_file_type" || p.Name.Name == "prolog_load_file"
	case 3:
		return p.Name.Name == "message_hook"
	}
	return false
}

// programLibrary reports whether spec, library(Name), is none of the
// system's libraries but a file the program's file_search_path(library,
// Dir) clauses find: it loads as the program's file.
func programLibrary(m *engine.Machine, spec engine.Term) bool {
	c, ok := engine.Deref(spec).(*engine.Compound)
	if !ok || c.Name != atomLibrary || len(c.Args) != 1 || checkLibrary(m, c.Args[0]) == nil {
		return false
	}
	_, found, err := aliasSource(m, c)
	return found && err == nil
}
