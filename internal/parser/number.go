// Package parser reads Prolog text into engine terms.
package parser

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/goprolog/goprolog/internal/engine"
)

// numSyntaxError is the syntax error for text that starts like a number but is
// not one; SWI-Prolog reports all such cases as illegal_number.
func numSyntaxError() error { return engine.SyntaxError("illegal_number") }

// ParseNumber converts the complete text of one number token (no sign, no
// layout) to an engine.Int, *engine.BigInt, *engine.Rat or engine.Float.
func ParseNumber(text string) (engine.Term, error) {
	t, n, err := ScanNumber(text)
	if err != nil {
		return nil, err
	}
	if n != len(text) {
		return nil, numSyntaxError()
	}
	return t, nil
}

// ScanNumber reads the longest number token at the start of text, which
// must begin with a decimal digit, and returns the number and the number
// of bytes it spans. The lexer uses it to find where a number token ends:
// like SWI-Prolog, "1.e3" scans as 1 (then '.'), "2'102" as 2'10, "1ea" as 1.
// A decimal integer followed by r and decimal digits is a rational, NrD,
// normalised as SWI-Prolog reads it: 2r4 is 1r2, 4r2 the integer 2, and
// a zero denominator is illegal_number.
func ScanNumber(text string) (engine.Term, int, error) {
	return numScan(text, true)
}

// numScan implements ScanNumber; escapes says whether 0'\n style
// escapes are allowed (the reader allows them, number_codes/2 does not).
func numScan(s string, escapes bool) (engine.Term, int, error) {
	if isNdStart(s) {
		ascii, at := ndASCII(s)
		t, n, err := numScan(ascii, false)
		if err != nil {
			return nil, 0, err
		}
		return t, at[n], nil
	}
	if s == "" || !numIsDigit(s[0]) {
		return nil, 0, numSyntaxError()
	}
	if len(s) >= 2 && s[0] == '0' {
		switch s[1] {
		case '\'':
			return numScanCharCode(s, escapes)
		case 'x', 'o', 'b':
			radix := map[byte]int{'x': 16, 'o': 8, 'b': 2}[s[1]]
			digits, n := numScanDigits(s[2:], radix, false)
			if n == 0 {
				return nil, 0, numSyntaxError()
			}
			return numMakeInt(digits, radix), 2 + n, nil
		}
	}
	// Decimal digits without groups first: they may be a radix prefix or
	// the integer part of a float, neither of which allows groups.
	i := 0
	for i < len(s) && numIsDigit(s[i]) {
		i++
	}
	if i < len(s) {
		switch s[i] {
		case '\'':
			if r, err := strconv.Atoi(s[:i]); err == nil && r >= 2 && r <= 36 {
				digits, n := numScanDigits(s[i+1:], r, false)
				if n > 0 {
					return numMakeInt(digits, r), i + 1 + n, nil
				}
			}
		case '.':
			if i+1 < len(s) && numIsDigit(s[i+1]) {
				return numScanFloat(s, i)
			}
		case 'e', 'E':
			if numExpLen(s[i:]) > 0 {
				return numScanFloat(s, i)
			}
		}
	}
	digits, n := numScanDigits(s, 10, true)
	if n+1 < len(s) && s[n] == 'r' && numIsDigit(s[n+1]) {
		return numScanRational(s, digits, n)
	}
	return numMakeInt(digits, 10), n, nil
}

// numScanRational reads the denominator of a rational whose numerator's
// digits are num and whose r is at s[i].
func numScanRational(s, num string, i int) (engine.Term, int, error) {
	den, n := numScanDigits(s[i+1:], 10, false)
	d := bigFromDigits(den, 10)
	if d.Sign() == 0 {
		return nil, 0, numSyntaxError()
	}
	return engine.MakeRat(new(big.Rat).SetFrac(bigFromDigits(num, 10), d)), i + 1 + n, nil
}

// numScanFloat reads a float whose integer part is s[:i] and continues with a
// fraction or an exponent.
func numScanFloat(s string, i int) (engine.Term, int, error) {
	if s[i] == '.' {
		i++
		for i < len(s) && numIsDigit(s[i]) {
			i++
		}
	}
	i += numExpLen(s[i:])
	f, err := strconv.ParseFloat(s[:i], 64)
	if err != nil && !math.IsInf(f, 0) {
		return nil, 0, numSyntaxError()
	}
	if math.IsInf(f, 0) {
		return nil, 0, engine.SyntaxError("float_overflow")
	}
	switch {
	case strings.HasPrefix(s[i:], "Inf"):
		if f < 1 {
			return nil, 0, engine.SyntaxError("numeric constant out of range")
		}
		return engine.Float(math.Inf(1)), i + 3, nil
	case strings.HasPrefix(s[i:], "NaN"):
		if f < 1 || f >= 2 || f == 1 {
			return nil, 0, engine.SyntaxError("numeric constant out of range")
		}
		return engine.Float(math.NaN()), i + 3, nil
	}
	return engine.Float(f), i, nil
}

// numExpLen returns the length of an exponent part e[+-]digits at the start
// of s, or 0 if there is none.
func numExpLen(s string) int {
	if s == "" || s[0] != 'e' && s[0] != 'E' {
		return 0
	}
	i := 1
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	j := i
	for j < len(s) && numIsDigit(s[j]) {
		j++
	}
	if j == i {
		return 0
	}
	return j
}

// numScanDigits reads digits of radix with SWI-Prolog 7 digit groups: "_"
// followed by optional layout, or (decimal only, spaces true) one space,
// each continued by a digit. It returns the digits without separators.
func numScanDigits(s string, radix int, spaces bool) (string, int) {
	var b strings.Builder
	i := 0
	for i < len(s) {
		if numDigitValue(s[i]) < radix {
			b.WriteByte(s[i])
			i++
			continue
		}
		if b.Len() == 0 {
			break
		}
		j := i
		if s[i] == '_' {
			j++
			for j < len(s) && numIsLayout(s[j]) {
				j++
			}
		} else if s[i] == ' ' && spaces {
			j++
		} else {
			break
		}
		if j >= len(s) || numDigitValue(s[j]) >= radix {
			break
		}
		i = j
	}
	return b.String(), i
}

// numMakeInt converts validated digits to an Int or BigInt.
func numMakeInt(digits string, radix int) engine.Term {
	if v, err := strconv.ParseInt(digits, radix, 64); err == nil {
		return engine.MakeInt(v)
	}
	return engine.MakeBig(bigFromDigits(digits, radix))
}

// splitDigits is the length under which bigFromDigits leaves a string of
// digits to big.Int.SetString.
const splitDigits = 2048

// bigFromDigits converts validated digits in radix to a big.Int.
// big.Int.SetString takes time quadratic in the number of digits for a
// radix that is not a power of two (3,000,000 decimal digits, a 3 MB atom
// a program can make, ran for minutes in one call, past every limit), so
// a longer string is split: its last n digits (n splitDigits times a
// power of two, under the length) and the digits before them, converted
// alike and joined as hi*radix^n + lo, which Karatsuba multiplication
// makes subquadratic. The recursion is as deep as the logarithm of the
// length.
func bigFromDigits(digits string, radix int) *big.Int {
	if len(digits) <= splitDigits || radix&(radix-1) == 0 {
		b, _ := new(big.Int).SetString(digits, radix)
		return b
	}
	// pows[k] is radix^(splitDigits<<k), each the square of the one before.
	pows := []*big.Int{new(big.Int).Exp(big.NewInt(int64(radix)), big.NewInt(splitDigits), nil)}
	var conv func(s string) *big.Int
	conv = func(s string) *big.Int {
		if len(s) <= splitDigits {
			b, _ := new(big.Int).SetString(s, radix)
			return b
		}
		k, n := 0, splitDigits
		for 2*n < len(s) {
			k, n = k+1, 2*n
		}
		for len(pows) <= k {
			p := pows[len(pows)-1]
			pows = append(pows, new(big.Int).Mul(p, p))
		}
		hi := conv(s[:len(s)-n])
		hi.Mul(hi, pows[k])
		return hi.Add(hi, conv(s[len(s)-n:]))
	}
	return conv(digits)
}

// numScanCharCode reads 0'c; s starts with "0'".
func numScanCharCode(s string, escapes bool) (engine.Term, int, error) {
	rest := s[2:]
	if rest == "" {
		if !escapes {
			// SWI-Prolog's number_codes(X, "0'") quirk: X = 0.
			return engine.MakeInt(0), 2, nil
		}
		return nil, 0, numSyntaxError()
	}
	switch rest[0] {
	case '\'':
		// 0''' (ISO) and 0'' (SWI) both denote the quote.
		if len(rest) >= 2 && rest[1] == '\'' {
			return engine.MakeInt('\''), 4, nil
		}
		return engine.MakeInt('\''), 3, nil
	case '\\':
		if !escapes {
			return nil, 0, numSyntaxError()
		}
		r, n, ok := ReadEscape(rest[1:])
		if !ok {
			return nil, 0, numSyntaxError()
		}
		if r < 0 {
			r = '\n' // SWI-Prolog reads 0'\<newline> as 10
		}
		return engine.MakeInt(int64(r)), 3 + n, nil
	}
	r, n := utf8.DecodeRuneInString(rest)
	return engine.MakeInt(int64(r)), 2 + n, nil
}

// ReadEscape decodes the escape sequence after a backslash in quoted text
// (s starts just after the backslash) and returns the character and the
// number of bytes of s it spans. A backslash-newline continuation yields
// r == -1. It is shared by 0'c and quoted atoms and strings.
func ReadEscape(s string) (r rune, n int, ok bool) {
	if s == "" {
		return 0, 0, false
	}
	switch c := s[0]; c {
	case 'a':
		return 7, 1, true
	case 'b':
		return 8, 1, true
	case 'f':
		return 12, 1, true
	case 'n':
		return 10, 1, true
	case 'r':
		return 13, 1, true
	case 't':
		return 9, 1, true
	case 'v':
		return 11, 1, true
	case 'e':
		return 27, 1, true
	case 's':
		return ' ', 1, true
	case '\\', '\'', '"', '`':
		return rune(c), 1, true
	case '\n':
		return -1, 1, true
	case 'x':
		return numEscapeDigits(s, 1, 16, -1)
	case 'u':
		return numEscapeDigits(s, 1, 16, 4)
	case 'U':
		return numEscapeDigits(s, 1, 16, 8)
	}
	if c := s[0]; c >= '0' && c <= '7' {
		return numEscapeDigits(s, 0, 8, -1)
	}
	return 0, 0, false
}

// numEscapeDigits reads the digits of \xHH..\, \NNN\, \uXXXX or \UXXXXXXXX
// starting at s[i]; fixed > 0 requires exactly that many digits, otherwise
// an optional closing backslash ends the sequence. A code past the
// largest character or a surrogate (U+D800..U+DFFF) is no character: as
// in SWI-Prolog, the escape is refused (see IllegalCodeEscape).
func numEscapeDigits(s string, i, radix, fixed int) (rune, int, bool) {
	v, i, ok := escapeValue(s, i, radix, fixed)
	if !ok || v > utf8.MaxRune || v >= 0xD800 && v <= 0xDFFF {
		return 0, 0, false
	}
	return rune(v), i, true
}

// escapeValue reads the digits of a numeric escape as numEscapeDigits
// does, whatever code they make (capped past the largest character).
func escapeValue(s string, i, radix, fixed int) (int64, int, bool) {
	start := i
	var v int64
	for i < len(s) && numDigitValue(s[i]) < radix && (fixed < 0 || i-start < fixed) {
		v = min(v*int64(radix)+int64(numDigitValue(s[i])), utf8.MaxRune+1)
		i++
	}
	if i == start || fixed > 0 && i-start != fixed {
		return 0, 0, false
	}
	if fixed < 0 && i < len(s) && s[i] == '\\' {
		i++
	}
	return v, i, true
}

// IllegalCodeEscape reports whether s (the text after a backslash)
// starts with a well-formed numeric escape whose code is no character: a
// surrogate or a code past U+10FFFF. SWI-Prolog reads it as the syntax
// error "Illegal character code", not as an unknown escape.
func IllegalCodeEscape(s string) bool {
	if s == "" {
		return false
	}
	var ok bool
	switch c := s[0]; {
	case c == 'x':
		_, _, ok = escapeValue(s, 1, 16, -1)
	case c == 'u':
		_, _, ok = escapeValue(s, 1, 16, 4)
	case c == 'U':
		_, _, ok = escapeValue(s, 1, 16, 8)
	case c >= '0' && c <= '7':
		_, _, ok = escapeValue(s, 0, 8, -1)
	}
	return ok
}

// NumberFromTextErr converts text as number_codes/2 does: optional
// leading layout, an optional sign, then exactly one number token, or
// SWI-Prolog's syntax error (illegal_number or float_overflow). layout
// says whether leading layout is skipped (number_codes/2 does,
// atom_number/2 does not).
func NumberFromTextErr(text string, layout bool) (engine.Term, error) {
	s := text
	if layout {
		s = strings.TrimLeftFunc(s, func(r rune) bool { return r < 128 && numIsLayout(byte(r)) })
	}
	neg := false
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		s = s[1:]
	}
	t, n, err := numScan(s, false)
	if err != nil {
		return nil, err
	}
	if n != len(s) {
		return nil, numSyntaxError()
	}
	if neg {
		t = Negate(t)
	}
	return t, nil
}

// Negate returns -t for a number t, normalising integers (so that
// -9223372036854775808 becomes an Int).
func Negate(t engine.Term) engine.Term {
	switch x := t.(type) {
	case engine.Int:
		if x == math.MinInt64 {
			return engine.MakeBig(new(big.Int).Neg(big.NewInt(int64(x))))
		}
		return engine.MakeInt(-int64(x))
	case *engine.BigInt:
		return engine.MakeBig(new(big.Int).Neg(x.Big()))
	case *engine.Rat:
		return engine.MakeRat(new(big.Rat).Neg(x.Rat()))
	case engine.Float:
		return -x
	}
	return t
}

func numIsDigit(c byte) bool { return c >= '0' && c <= '9' }

func numIsLayout(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// numDigitValue returns the value of c as a digit in radix up to 36, or 99.
func numDigitValue(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 10
	}
	return 99
}

// Decimal digits of other scripts (Unicode category Nd: ٣, ३, ３) make
// numbers as SWI-Prolog 9 reads them: a number that starts with such a
// digit is read as the same number spelt in ASCII, every digit of it,
// those of its fraction, exponent and digit groups included, of the
// script of the first (the ten digits whose zero is ndZero's). A digit
// of another script, ASCII included, ends it, so 1٣ and ٣1 are two
// numbers in a row. There is no radix, character code or special float
// notation in such digits.

// ndZero returns the zero of the decimal digit r of a script other than
// ASCII, or -1 when r is none. Unicode encodes each script's decimal
// digits as a run of ten, zero first, and Go's table holds runs of them
// from a zero on.
func ndZero(r rune) rune {
	if r < utf8.RuneSelf || !unicode.Is(unicode.Nd, r) {
		return -1
	}
	for _, rg := range unicode.Nd.R16 {
		if lo, hi := rune(rg.Lo), rune(rg.Hi); r >= lo && r <= hi && rg.Stride == 1 {
			return r - (r-lo)%10
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if lo, hi := rune(rg.Lo), rune(rg.Hi); r >= lo && r <= hi && rg.Stride == 1 {
			return r - (r-lo)%10
		}
	}
	return -1
}

// ndASCII returns the ASCII spelling of the number text at the start of
// s, which starts with a decimal digit of a script other than ASCII: the
// digits of that script become ASCII digits, the other characters a
// decimal number holds (_ . e E + - r and layout, for digit groups) stay,
// and the first other character ends it. at[i] is the offset in s of the
// character that became byte i, at[len] the offset where the spelling
// ends.
func ndASCII(s string) (ascii string, at []int) {
	first, _ := utf8.DecodeRuneInString(s)
	zero := ndZero(first)
	var b []byte
	i := 0
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r >= zero && r <= zero+9:
			b = append(b, byte('0'+r-zero))
		case r < utf8.RuneSelf && strings.IndexByte("_.eE+-r \t\n\r\v\f", byte(r)) >= 0:
			b = append(b, byte(r))
		default:
			return string(b), append(at, i)
		}
		at = append(at, i)
		i += size
	}
	return string(b), append(at, i)
}

// isNdStart reports whether s starts with a decimal digit of a script
// other than ASCII.
func isNdStart(s string) bool {
	if s == "" || s[0] < utf8.RuneSelf {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s)
	return ndZero(r) >= 0
}
