package builtins

import (
	"strings"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
)

// SWI-Prolog's text predicates that its system module defines in C:
// string_bytes/3, get_string_code/3 and write_length/3.

// stringBytes3 implements string_bytes(?String, ?Bytes, +Encoding):
// Bytes are String encoded. With String unbound, Bytes are decoded; as
// in swipl, a byte sequence that is not UTF-8 decodes under utf8 with
// each stray byte as the code of that value, and under text (the
// locale's encoding, UTF-8 here) is a syntax_error. The encodings are
// utf8 and text, iso_latin_1, octet, ascii, and utf16be/utf16le
// (unicode_be/unicode_le); a code the encoding lacks is a
// representation_error(encoding). As in swipl 9.0.4, UTF-16 is decoded
// without surrogate pairs: a surrogate is a
// representation_error(code_point). Numbers are not text here
// (type_error(text, N)).
func stringBytes3(m *engine.Machine, args []engine.Term) (bool, error) {
	enc, err := atomArg(args[2])
	if err != nil {
		return false, err
	}
	switch enc.Name {
	case "utf8", "text", "iso_latin_1", "octet", "ascii", "utf16be", "utf16le", "unicode_be", "unicode_le":
	default:
		return false, engine.DomainError("encoding", enc)
	}
	if !isUnbound(args[0]) {
		s, err := plainTextArg(args[0])
		if err != nil {
			return false, err
		}
		bytes, err := encodeText(s, enc.Name)
		if err != nil {
			return false, err
		}
		return m.Unify(args[1], bytes), nil
	}
	if isUnbound(args[1]) {
		return false, engine.InstantiationError()
	}
	items, err := listArg(args[1])
	if err != nil {
		return false, err
	}
	b := make([]byte, len(items))
	for i, it := range items {
		n, err := intArg(it)
		if err != nil {
			return false, err
		}
		if n < 0 || n > 255 {
			return false, engine.RepresentationError("encoding")
		}
		b[i] = byte(n)
	}
	s, err := decodeText(b, enc.Name)
	if err != nil {
		return false, err
	}
	return m.Unify(args[0], engine.String(s)), nil
}

// encodeText returns the bytes of s in the encoding enc, as a list of
// integers.
func encodeText(s, enc string) (engine.Term, error) {
	var out []engine.Term
	add := func(b int) { out = append(out, engine.MakeInt(int64(b))) }
	for _, r := range s {
		switch enc {
		case "utf8", "text":
			var buf [utf8.UTFMax]byte
			for _, b := range buf[:utf8.EncodeRune(buf[:], r)] {
				add(int(b))
			}
		case "iso_latin_1", "octet", "ascii":
			if r > 255 || enc == "ascii" && r > 127 {
				return nil, engine.RepresentationError("encoding")
			}
			add(int(r))
		default:
			units := []int{int(r)}
			if r > 0xFFFF {
				r -= 0x10000
				units = []int{0xD800 + int(r>>10), 0xDC00 + int(r&0x3FF)}
			}
			for _, u := range units {
				if strings.HasSuffix(enc, "le") {
					add(u & 0xFF)
					add(u >> 8)
				} else {
					add(u >> 8)
					add(u & 0xFF)
				}
			}
		}
	}
	return engine.List(out...), nil
}

// decodeText returns the text of the bytes b in the encoding enc.
func decodeText(b []byte, enc string) (string, error) {
	var sb strings.Builder
	switch enc {
	case "utf8", "text":
		for len(b) > 0 {
			r, size := utf8.DecodeRune(b)
			if r == utf8.RuneError && size == 1 {
				if enc == "text" {
					return "", engine.SyntaxError("illegal_multibyte_sequence")
				}
				r = rune(b[0])
			}
			sb.WriteRune(r)
			b = b[size:]
		}
	case "iso_latin_1", "octet", "ascii":
		for _, c := range b {
			sb.WriteRune(rune(c))
		}
	default:
		le := strings.HasSuffix(enc, "le")
		for i := 0; i+1 < len(b); i += 2 {
			u := rune(b[i])<<8 | rune(b[i+1])
			if le {
				u = rune(b[i+1])<<8 | rune(b[i])
			}
			if u >= 0xD800 && u < 0xE000 {
				// swipl 9.0.4 does not join surrogate pairs.
				return "", engine.RepresentationError("code_point")
			}
			sb.WriteRune(u)
		}
	}
	return sb.String(), nil
}

// getStringCode implements get_string_code(+Index, +String, -Code): the
// code at Index (from 1) of the text (an atom, string, number or code
// or char list); an Index outside it is a domain_error(range(1, Len),
// Index), as in SWI-Prolog.
func getStringCode(m *engine.Machine, args []engine.Term) (bool, error) {
	i, err := intArg(args[0])
	if err != nil {
		return false, err
	}
	s, err := textArg(args[1], "string")
	if err != nil {
		return false, err
	}
	codes := []rune(s)
	if i < 1 || i > int64(len(codes)) {
		return false, engine.DomainErrorTerm(engine.NewCompound(engine.Intern("range"), engine.MakeInt(1), engine.MakeInt(int64(len(codes)))), engine.Deref(args[0]))
	}
	return m.Unify(args[2], engine.MakeInt(int64(codes[i-1]))), nil
}

// writeLength implements write_length(+Term, -Length, +Options): the
// number of characters write_term/3 with Options writes for Term. With
// max_length(Max) among the options it fails when that is more than
// Max.
func writeLength(m *engine.Machine, args []engine.Term) (bool, error) {
	o, err := parseWriteOptions(m, args[2])
	if err != nil {
		return false, err
	}
	limit := int64(-1)
	opts, _ := engine.ListToSlice(args[2])
	for _, opt := range opts {
		if c, ok := engine.Deref(opt).(*engine.Compound); ok && c.Name.Name == "max_length" && len(c.Args) == 1 {
			if limit, err = intArg(c.Args[0]); err != nil {
				return false, err
			}
		}
	}
	s, err := formatTerm(m, args[0], o)
	if err != nil {
		return false, err
	}
	n := int64(utf8.RuneCountInString(s))
	if limit >= 0 && n > limit {
		return false, nil
	}
	return m.Unify(args[1], engine.MakeInt(n)), nil
}

var textSWIBuiltins = []engine.BuiltinSpec{
	{Name: "string_bytes", Arity: 3, Fn: stringBytes3},
	{Name: "get_string_code", Arity: 3, Fn: getStringCode},
	{Name: "write_length", Arity: 3, Fn: writeLength},
}
