package builtins

import (
	"io"
	"strings"

	"github.com/goprolog/goprolog/internal/engine"
)

// Single-threaded stand-ins for SWI-Prolog's thread and mutex
// predicates, which behave as swipl's do in its main thread, and other
// system predicates of SWI-Prolog that goprolog lacked: prompt1/1, the
// memory housekeeping ones, open_null_stream/1, copy_stream_data/2,3,
// wildcard_match/2,3 and get_single_char/1. with_mutex/2 is in
// lib/control.pl.

// mutexState holds the mutexes of an interpreter: how many times each
// is locked, by name (an alias) or by the number of an anonymous one.
type mutexState struct {
	locks map[mutexKey]int
	next  int64
}

type mutexKey struct {
	name *engine.Atom
	n    int64
}

var atomMutexTerm = engine.Intern("$mutex")

// mutexesOf returns the mutexes of m, creating them on first use.
func mutexesOf(m *engine.Machine) *mutexState {
	st, ok := m.Hooks.Slots[slotMutex].(*mutexState)
	if !ok {
		st = &mutexState{locks: map[mutexKey]int{}}
		m.Hooks.Slots[slotMutex] = st
	}
	return st
}

// mutexArg returns the mutex t names: an atom (an alias) or '$mutex'(N),
// goprolog's anonymous mutex (swipl's is a <mutex>(0x...) blob).
func mutexArg(t engine.Term) (mutexKey, error) {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		return mutexKey{}, engine.InstantiationError()
	case *engine.Atom:
		return mutexKey{name: x}, nil
	case *engine.Compound:
		if n, ok := engine.Deref(x.Args[0]).(engine.Int); ok && x.Name == atomMutexTerm && len(x.Args) == 1 {
			return mutexKey{n: int64(n)}, nil
		}
	}
	return mutexKey{}, engine.TypeError("mutex", engine.Deref(t))
}

// threadSelf implements thread_self/1: goprolog runs in swipl's main
// thread only.
func threadSelf(m *engine.Machine, args []engine.Term) (bool, error) {
	return m.Unify(args[0], atomMain), nil
}

// mutexCreate1 implements mutex_create/1: an unbound argument becomes a
// new anonymous mutex, an atom names a new one (permission_error(create,
// mutex, M) if it exists).
func mutexCreate1(m *engine.Machine, args []engine.Term) (bool, error) {
	st := mutexesOf(m)
	if isUnbound(args[0]) {
		st.next++
		st.locks[mutexKey{n: st.next}] = 0
		return m.Unify(args[0], engine.NewCompound(atomMutexTerm, engine.MakeInt(st.next))), nil
	}
	k, err := mutexArg(args[0])
	if err != nil {
		return false, err
	}
	if _, ok := st.locks[k]; ok {
		return false, engine.PermissionError("create", "mutex", engine.Deref(args[0]))
	}
	st.locks[k] = 0
	return true, nil
}

// mutexCreate2 implements mutex_create(-Mutex, +Options): the option
// alias(Name) names the mutex; Mutex must be unbound
// (uninstantiation_error).
func mutexCreate2(m *engine.Machine, args []engine.Term) (bool, error) {
	opts, err := listArg(args[1])
	if err != nil {
		return false, err
	}
	var alias *engine.Atom
	for _, o := range opts {
		c, ok := engine.Deref(o).(*engine.Compound)
		if !ok || len(c.Args) != 1 {
			if isUnbound(o) {
				return false, engine.InstantiationError()
			}
			return false, engine.TypeError("option", engine.Deref(o))
		}
		if c.Name.Name == "alias" {
			if alias, err = atomArg(c.Args[0]); err != nil {
				return false, err
			}
		}
	}
	if !isUnbound(args[0]) {
		return false, engine.UninstantiationError(engine.Deref(args[0]))
	}
	if alias == nil {
		return mutexCreate1(m, args[:1])
	}
	if !m.Unify(args[0], alias) {
		return false, nil
	}
	return mutexCreate1(m, args[:1])
}

// mutexLock implements mutex_lock/1 and mutex_trylock/1: the mutex,
// created if it is a new name, is locked once more (the only thread
// always gets it).
func mutexLock(m *engine.Machine, args []engine.Term) (bool, error) {
	k, err := mutexArg(args[0])
	if err != nil {
		return false, err
	}
	mutexesOf(m).locks[k]++
	return true, nil
}

// mutexUnlock implements mutex_unlock/1: an unknown mutex is an
// existence_error, one not locked a permission_error(unlock, mutex, M).
func mutexUnlock(m *engine.Machine, args []engine.Term) (bool, error) {
	k, err := mutexArg(args[0])
	if err != nil {
		return false, err
	}
	st := mutexesOf(m)
	n, ok := st.locks[k]
	switch {
	case !ok:
		return false, engine.ExistenceError("mutex", engine.Deref(args[0]))
	case n == 0:
		return false, engine.PermissionError("unlock", "mutex", engine.Deref(args[0]))
	}
	st.locks[k] = n - 1
	return true, nil
}

// mutexDestroy implements mutex_destroy/1 (existence_error for an
// unknown mutex).
func mutexDestroy(m *engine.Machine, args []engine.Term) (bool, error) {
	k, err := mutexArg(args[0])
	if err != nil {
		return false, err
	}
	st := mutexesOf(m)
	if _, ok := st.locks[k]; !ok {
		return false, engine.ExistenceError("mutex", engine.Deref(args[0]))
	}
	delete(st.locks, k)
	return true, nil
}

// mutexUnlockAll implements mutex_unlock_all/0: every mutex is unlocked.
func mutexUnlockAll(m *engine.Machine, args []engine.Term) (bool, error) {
	st := mutexesOf(m)
	for k := range st.locks {
		st.locks[k] = 0
	}
	return true, nil
}

// mutexCheck implements '$mutex_check'(M) for with_mutex/2: M must be a
// mutex, which is created if it is a new name.
func mutexCheck(m *engine.Machine, args []engine.Term) (bool, error) {
	k, err := mutexArg(args[0])
	if err != nil {
		return false, err
	}
	st := mutexesOf(m)
	if _, ok := st.locks[k]; !ok {
		st.locks[k] = 0
	}
	return true, nil
}

// mutexRelease implements '$mutex_release'(M) for with_mutex/2: M is
// unlocked once if it is still locked (Goal may have unlocked it).
func mutexRelease(m *engine.Machine, args []engine.Term) (bool, error) {
	k, err := mutexArg(args[0])
	if err != nil {
		return false, err
	}
	if st := mutexesOf(m); st.locks[k] > 0 {
		st.locks[k]--
	}
	return true, nil
}

// prompt1 implements prompt1/1: swipl shows its argument, any atomic
// text, as the prompt of the next line read from a terminal. goprolog
// accepts it and reads user_input as it reads it without a prompt.
func prompt1(m *engine.Machine, args []engine.Term) (bool, error) {
	if isUnbound(args[0]) {
		return false, engine.InstantiationError()
	}
	return true, nil
}

// succeed0 implements garbage_collect_atoms/0, garbage_collect_clauses/0,
// trim_stacks/0 and trim_heap/0: Go's collector does their work.
func succeed0(m *engine.Machine, args []engine.Term) (bool, error) { return true, nil }

// openNullStream implements open_null_stream(-Stream): an output stream
// that discards what is written to it. Stream must be unbound.
func openNullStream(m *engine.Machine, args []engine.Term) (bool, error) {
	if !isUnbound(args[0]) {
		return false, engine.UninstantiationError(engine.Deref(args[0]))
	}
	s := engine.NewOutputStream(io.Discard, "", nil)
	m.AddStream(s)
	trackStream(m, s)
	return m.Unify(args[0], engine.StreamTerm(s)), nil
}

// copyStreamData implements copy_stream_data(+In, +Out) and
// copy_stream_data(+In, +Out, +Len): the characters of In, to its end
// or at most Len of them, are written to Out.
func copyStreamData(m *engine.Machine, args []engine.Term) (bool, error) {
	in, err := textInputArg(m, args[0])
	if err != nil {
		return false, err
	}
	out, err := outputStreamArg(m, args[1])
	if err != nil {
		return false, err
	}
	limit := int64(-1)
	if len(args) == 3 {
		if limit, err = intArg(args[2]); err != nil {
			return false, err
		}
	}
	var sb strings.Builder
	for n := int64(0); limit < 0 || n < limit; n++ {
		r, err := readRune(in, args[0], false)
		if err != nil {
			return false, err
		}
		if r < 0 {
			break
		}
		sb.WriteRune(r)
	}
	if err := out.WriteString(sb.String()); err != nil {
		return false, engine.SystemError("%v", err)
	}
	return true, nil
}

// wildcardMatch implements wildcard_match(+Pattern, +String) and
// wildcard_match(+Pattern, +String, +Options): String matches the
// pattern of ?, *, [chars] (with ranges a-z), {alt1,alt2,...} and \
// escapes, as swipl's; the option case_sensitive(false) ignores case.
// An unclosed [ or { is swipl's syntax error.
func wildcardMatch(m *engine.Machine, args []engine.Term) (bool, error) {
	pat, err := textArg(args[0], "text")
	if err != nil {
		return false, err
	}
	str, err := textArg(args[1], "text")
	if err != nil {
		return false, err
	}
	fold := false
	if len(args) == 3 {
		opts, err := listArg(args[2])
		if err != nil {
			return false, err
		}
		for _, o := range opts {
			if c, ok := engine.Deref(o).(*engine.Compound); ok && c.Name.Name == "case_sensitive" && len(c.Args) == 1 {
				b, err := writeBoolOpt(c.Args[0])
				if err != nil {
					return false, err
				}
				fold = !b
			}
		}
	}
	if err := checkWildcard([]rune(pat)); err != nil {
		return false, err
	}
	if fold {
		pat, str = strings.ToLower(pat), strings.ToLower(str)
	}
	return globMatch([]rune(pat), []rune(str)), nil
}

// checkWildcard raises swipl's syntax error for a [ or { left open.
func checkWildcard(p []rune) error {
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '\\':
			i++
		case '[':
			if globClass(p, i) < 0 {
				return engine.SyntaxError("Unmatched '['")
			}
		case '{':
			if globBrace(p, i) < 0 {
				return engine.SyntaxError("Unmatched '{'")
			}
		}
	}
	return nil
}

// globClass returns the index of the ] that closes the class opened at
// p[i], or -1.
func globClass(p []rune, i int) int {
	for j := i + 1; j < len(p); j++ {
		if p[j] == '\\' {
			j++
		} else if p[j] == ']' && j > i+1 {
			return j
		}
	}
	return -1
}

// globBrace returns the index of the } that closes the alternatives
// opened at p[i], or -1.
func globBrace(p []rune, i int) int {
	depth := 0
	for j := i; j < len(p); j++ {
		switch p[j] {
		case '\\':
			j++
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// globMatch reports whether s matches the pattern p (checked by
// checkWildcard). A pattern with {...} alternatives is matched as each
// alternative in its place; one without is matched in time linear in
// the product of the lengths, * taking back the fewest characters it
// can when what follows it fails (a pattern of many * against a long
// text would take exponential time, with no poll, if each * tried every
// length in turn).
func globMatch(p, s []rune) bool {
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '\\':
			i++
		case '[':
			if end := globClass(p, i); end > 0 {
				i = end
			}
		case '{':
			end := globBrace(p, i)
			rest := p[end+1:]
			for _, alt := range globAlternatives(p[i+1 : end]) {
				if globMatch(append(append(append([]rune{}, p[:i]...), alt...), rest...), s) {
					return true
				}
			}
			return false
		}
	}
	pi, si := 0, 0
	star, starS := -1, 0 // the last * met, and where its match ends
	for si < len(s) {
		if pi < len(p) {
			switch c := p[pi]; c {
			case '*':
				star, starS = pi, si
				pi++
				continue
			case '?':
				pi, si = pi+1, si+1
				continue
			case '[':
				end := globClass(p, pi)
				if inGlobClass(p[pi+1:end], s[si]) {
					pi, si = end+1, si+1
					continue
				}
			default:
				lit := pi
				if c == '\\' && pi+1 < len(p) {
					lit = pi + 1
				}
				if p[lit] == s[si] {
					pi, si = lit+1, si+1
					continue
				}
			}
		}
		if star < 0 {
			return false
		}
		// The last * takes one character more.
		starS++
		pi, si = star+1, starS
	}
	for pi < len(p) && p[pi] == '*' {
		pi++
	}
	return pi == len(p)
}

// inGlobClass reports whether r is one of the characters or ranges of a
// [...] class's body.
func inGlobClass(body []rune, r rune) bool {
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c == '\\' && i+1 < len(body) {
			i++
			c = body[i]
		}
		if i+2 < len(body) && body[i+1] == '-' {
			if c <= r && r <= body[i+2] {
				return true
			}
			i += 2
			continue
		}
		if c == r {
			return true
		}
	}
	return false
}

// globAlternatives splits the body of {...} at its top-level commas.
func globAlternatives(body []rune) [][]rune {
	var alts [][]rune
	depth, from := 0, 0
	for i := 0; i < len(body); i++ {
		switch body[i] {
		case '\\':
			i++
		case '{':
			depth++
		case '}':
			depth--
		case ',':
			if depth == 0 {
				alts = append(alts, body[from:i])
				from = i + 1
			}
		}
	}
	return append(alts, body[from:])
}

// getSingleChar implements get_single_char(-Code) on user_input as
// swipl does when it is not a terminal: the code of the first character
// of the next line that is not a space or tab (10 for an empty line),
// the rest of that line being skipped, or -1 at the end of the input.
// goprolog reads a terminal the same way, a line at a time.
func getSingleChar(m *engine.Machine, args []engine.Term) (bool, error) {
	in, user := m.UserIn, engine.Term(m.UserIn.Alias)
	for {
		r, err := readRune(in, user, false)
		if err != nil {
			return false, err
		}
		if r == ' ' || r == '\t' {
			continue
		}
		if r >= 0 && r != '\n' {
			for {
				c, err := readRune(in, user, false)
				if err != nil {
					return false, err
				}
				if c < 0 || c == '\n' {
					break
				}
			}
		}
		return m.Unify(args[0], engine.MakeInt(int64(r))), nil
	}
}

// redefineSystemPredicate implements redefine_system_predicate(+Head):
// goprolog lets a user file define any system predicate that is not
// ISO (as swipl does in module user), so there is nothing to do.
func redefineSystemPredicate(m *engine.Machine, args []engine.Term) (bool, error) {
	if _, err := callableArg(args[0]); err != nil {
		return false, err
	}
	return true, nil
}

var systemSWIBuiltins = []engine.BuiltinSpec{
	{Name: "thread_self", Arity: 1, Fn: threadSelf},
	{Name: "mutex_create", Arity: 1, Fn: mutexCreate1},
	{Name: "mutex_create", Arity: 2, Fn: mutexCreate2},
	{Name: "mutex_lock", Arity: 1, Fn: mutexLock},
	{Name: "mutex_trylock", Arity: 1, Fn: mutexLock},
	{Name: "mutex_unlock", Arity: 1, Fn: mutexUnlock},
	{Name: "mutex_destroy", Arity: 1, Fn: mutexDestroy},
	{Name: "mutex_unlock_all", Arity: 0, Fn: mutexUnlockAll},
	{Name: "$mutex_check", Arity: 1, Fn: mutexCheck},
	{Name: "$mutex_release", Arity: 1, Fn: mutexRelease},
	{Name: "prompt1", Arity: 1, Fn: prompt1},
	{Name: "garbage_collect_atoms", Arity: 0, Fn: succeed0},
	{Name: "garbage_collect_clauses", Arity: 0, Fn: succeed0},
	{Name: "trim_stacks", Arity: 0, Fn: succeed0},
	{Name: "trim_heap", Arity: 0, Fn: succeed0},
	{Name: "open_null_stream", Arity: 1, Fn: openNullStream},
	{Name: "copy_stream_data", Arity: 2, Fn: copyStreamData},
	{Name: "copy_stream_data", Arity: 3, Fn: copyStreamData},
	{Name: "wildcard_match", Arity: 2, Fn: wildcardMatch},
	{Name: "wildcard_match", Arity: 3, Fn: wildcardMatch},
	{Name: "get_single_char", Arity: 1, Fn: getSingleChar},
	{Name: "redefine_system_predicate", Arity: 1, Fn: redefineSystemPredicate},
}
