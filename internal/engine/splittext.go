package engine

import (
	"strings"
	"unicode/utf8"
)

// SplitText splits s as split_string/4 does: at each character of seps,
// each field stripped of the characters of pad at both ends. The solver's
// built-in and the WAM core's native share it.
func SplitText(s, seps, pad string) []string { return AppendSplitText(nil, s, seps, pad) }

// AppendSplitText appends the fields SplitText makes of s to fields: a
// caller that splits many texts reuses one slice for them.
func AppendSplitText(fields []string, s, seps, pad string) []string {
	isPad := func(r rune) bool { return strings.ContainsRune(pad, r) }
	s = strings.TrimFunc(s, isPad)
	for afterPad := true; ; {
		// After a separator that is also pad, leading pad is skipped
		// before looking for the next separator, so that a run of such
		// separators is one ("a  b" with " " as both gives "a", "b");
		// after any other separator it is not (", x" with ", " as
		// separators and " " as pad gives "", "", "x"), as in
		// SWI-Prolog.
		if afterPad {
			s = strings.TrimLeftFunc(s, isPad)
		}
		end := strings.IndexFunc(s, func(r rune) bool { return strings.ContainsRune(seps, r) })
		if end < 0 {
			return append(fields, strings.TrimFunc(s, isPad))
		}
		fields = append(fields, strings.TrimFunc(s[:end], isPad))
		r, size := utf8.DecodeRuneInString(s[end:])
		afterPad = isPad(r)
		s = s[end+size:]
	}
}

// SplitFieldsBound bounds the number of fields SplitText makes of s: each
// separator may start one. Built-ins check the list's memory against it
// before they make the fields.
func SplitFieldsBound(s, seps string) int {
	if seps == "" {
		return 1
	}
	n := 1
	for _, r := range s {
		if strings.ContainsRune(seps, r) {
			n++
		}
	}
	return n
}
