package builtins

import (
	"math/big"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
)

// The atom built-ins' arguments as SWI-Prolog 9 reads them, where they
// differ from the text helpers that the string built-ins share (see
// atoms.go): the WAM core's own atom built-ins (internal/engine/wam,
// natives_atoms.go) read them so too, and a goal gives the same answer
// and error on either solver.

// noNilAtom wraps an atom built-in whose arguments at positions are
// atomic text: [], the empty list and no atom in SWI-Prolog 7, is
// type_error(atom, []) there, except under the flag iso, which makes it
// the atom '[]'.
func noNilAtom(fn engine.Builtin, positions ...int) engine.Builtin {
	return func(m *engine.Machine, args []engine.Term) (bool, error) {
		if !m.Flags.ISO {
			for _, i := range positions {
				if engine.Deref(args[i]) == engine.Term(engine.AtomNil) {
					return false, engine.TypeError("atom", engine.AtomNil)
				}
			}
		}
		return fn(m, args)
	}
}

// atomToListSWI is atom_codes/2 or atom_chars/2: with the atom bound, a
// list that reads as text is compared with it and a partial one unified
// with the atom's list, and a list with a bad element or tail raises the
// error reading it raises.
func atomToListSWI(mkList func(string) engine.Term) engine.Builtin {
	generic := atomToList(mkList)
	return noNilAtom(func(m *engine.Machine, args []engine.Term) (bool, error) {
		if txtUnbound(args[0]) || txtUnbound(args[1]) {
			return generic(m, args)
		}
		s, err := txtAtomic(m, args[0], "atom")
		if err != nil {
			return false, err
		}
		l, err := txtFromList(args[1])
		switch {
		case err == nil:
			return l == s, nil
		case txtIsInstantiation(err):
			if err := reserveTextList(m, s); err != nil {
				return false, err
			}
			return m.Unify(args[1], mkList(s)), nil
		}
		return false, err
	}, 0)
}

// atomLengthSWI is atom_length/2: the text may be a code or char list,
// read strictly ([] is the empty text), and a negative or big length
// fails.
func atomLengthSWI(m *engine.Machine, args []engine.Term) (bool, error) {
	var s string
	switch t := engine.Deref(args[0]).(type) {
	case *engine.Compound:
		if t.Name != engine.AtomDot || len(t.Args) != 2 {
			return false, engine.TypeError("text", t)
		}
		var err error
		if s, err = txtFromList(t); err != nil {
			return false, err
		}
	case *engine.Atom:
		if t != engine.AtomNil || m.Flags.ISO {
			s = t.Name
		}
	default:
		var err error
		if s, err = txtAtomic(m, t, "text"); err != nil {
			return false, err
		}
	}
	switch n := engine.Deref(args[1]).(type) {
	case *engine.Var:
	case engine.Int:
		if n < 0 {
			return false, nil
		}
	case *engine.BigInt:
		return false, nil
	default:
		return false, engine.TypeError("integer", n)
	}
	return m.Unify(args[1], engine.MakeInt(int64(utf8.RuneCountInString(s)))), nil
}

// charCodeSWI is char_code/2, whose big integer code is
// representation_error(int).
func charCodeSWI(m *engine.Machine, args []engine.Term) (bool, error) {
	if _, ok := engine.Deref(args[1]).(*engine.BigInt); ok {
		return false, engine.RepresentationError("int")
	}
	return charCode(m, args)
}

// atomMemberchk names the predicate of SWI-Prolog's memberchk/2 errors.
var atomMemberchk = engine.Intern("$memberchk")

// memberchkSWI is memberchk/2, whose errors name '$memberchk'/3, the
// predicate that raises them in SWI-Prolog.
func memberchkSWI(m *engine.Machine, args []engine.Term) (bool, error) {
	ok, err := biMemberchk(m, args)
	if e, isExc := err.(*engine.Exception); isExc {
		return false, e.WithContext(atomMemberchk, 3)
	}
	return ok, err
}

// joinListSWI is the text of the list of atomic_list_concat/2,3, its
// elements' texts joined by sep, read in order as SWI-Prolog reads them:
// an unbound element or a partial list is an instantiation error, an
// element that is no text (or []) type_error(text, E), a tail that is no
// list type_error(list, Tail).
func joinListSWI(m *engine.Machine, list engine.Term, sep string) (string, error) {
	var b strings.Builder
	t := engine.Deref(list)
	slow := t
	for i := 0; ; i++ {
		switch x := t.(type) {
		case *engine.Var:
			return "", engine.InstantiationError()
		case *engine.Compound:
			if x.Name != engine.AtomDot || len(x.Args) != 2 {
				return "", engine.TypeError("list", x)
			}
			e := engine.Deref(x.Args[0])
			if e == engine.Term(engine.AtomNil) {
				return "", engine.TypeError("text", e)
			}
			s, err := txtAtomic(m, e, "text")
			if err != nil {
				return "", err
			}
			if i > 0 {
				b.WriteString(sep)
			}
			b.WriteString(s)
			t = engine.Deref(x.Args[1])
			if i&1 == 1 {
				slow = engine.Deref(slow.(*engine.Compound).Args[1])
				if slow == t {
					return "", engine.TypeError("list", list)
				}
			}
		default:
			if x == engine.Term(engine.AtomNil) {
				return b.String(), nil
			}
			return "", engine.TypeError("list", x)
		}
	}
}

// atomicListConcat2SWI is atomic_list_concat/2.
func atomicListConcat2SWI(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := joinListSWI(m, args[0], "")
	if err != nil {
		return false, err
	}
	return m.Unify(args[1], engine.Intern(s)), nil
}

// atomicsToString implements atomics_to_string(+List, -String): the texts
// of List's atomic elements joined into a string.
func atomicsToString(m *engine.Machine, args []engine.Term) (bool, error) {
	s, err := joinListSWI(m, args[0], "")
	if err != nil {
		return false, err
	}
	return m.Unify(args[1], engine.String(s)), nil
}

// atomicListConcat3SWI is atomic_list_concat/3: it joins a list whose
// elements are all bound, and otherwise splits the atom at the
// separator.
func atomicListConcat3SWI(m *engine.Machine, args []engine.Term) (bool, error) {
	return joinOrSplit(m, args, func(s string) engine.Term { return engine.Intern(s) })
}

// atomicsToString3 is atomics_to_string(+List, +Separator, -String),
// atomic_list_concat/3 whose joined text is a string. SWI-Prolog has it
// undocumented, and splits as atomic_list_concat/3 does, into atoms.
func atomicsToString3(m *engine.Machine, args []engine.Term) (bool, error) {
	return joinOrSplit(m, args, func(s string) engine.Term { return engine.String(s) })
}

// joinOrSplit joins the list args[0] with the separator args[1] into the
// text that join makes of it, unified with args[2]; when the list has an
// unbound element or tail it splits args[2] instead (atomicListConcat3).
func joinOrSplit(m *engine.Machine, args []engine.Term, join func(string) engine.Term) (bool, error) {
	if engine.Deref(args[1]) == engine.Term(engine.AtomNil) {
		return false, engine.TypeError("text", engine.AtomNil)
	}
	sep, err := txtAtomic(m, args[1], "text")
	if err != nil {
		return false, err
	}
	s, err := joinListSWI(m, args[0], sep)
	if err == nil {
		return m.Unify(args[2], join(s)), nil
	}
	if !txtIsInstantiation(err) {
		return false, err
	}
	return atomicListConcat3(m, args)
}

// subAtomIcasechk implements sub_atom_icasechk(+Haystack, ?Start,
// +Needle): Needle occurs in Haystack at Start (the first place when
// Start is unbound). As in SWI-Prolog 9.0.4 only Haystack is
// lowercased: a character of Haystack matches the Needle character that
// is its lowercase, so an uppercase Needle matches nothing.
func subAtomIcasechk(m *engine.Machine, args []engine.Term) (bool, error) {
	hay, err := txtAtomicOrList(m, args[0], "text")
	if err != nil {
		return false, err
	}
	needle, err := txtAtomicOrList(m, args[2], "text")
	if err != nil {
		return false, err
	}
	h, n := []rune(hay), []rune(needle)
	matchAt := func(i int) bool {
		if i+len(n) > len(h) {
			return false
		}
		for j, r := range n {
			if unicode.ToLower(h[i+j]) != r {
				return false
			}
		}
		return true
	}
	switch s := engine.Deref(args[1]).(type) {
	case *engine.Var:
		for i := 0; i+len(n) <= len(h); i++ {
			if matchAt(i) {
				return m.Unify(s, engine.MakeInt(int64(i))), nil
			}
		}
		return false, nil
	case engine.Int:
		if s < 0 {
			return false, engine.DomainError("not_less_than_zero", s)
		}
		return s <= engine.Int(len(h)) && matchAt(int(s)), nil
	case *engine.BigInt:
		if (*big.Int)(s).Sign() < 0 {
			return false, engine.DomainError("not_less_than_zero", s)
		}
		return false, engine.RepresentationError("size_t")
	default:
		return false, engine.TypeError("integer", s)
	}
}
