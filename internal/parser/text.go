package parser

import (
	"strings"
	"unicode/utf8"
)

// unquote decodes the body of a quoted token (text includes both quotes).
// On a bad escape it returns the offending character and the byte offset
// of its backslash within text, so the error can point at it; bad is
// empty for a numeric escape whose code is no character.
func unquote(text string) (s string, bad string, badOff int, ok bool) {
	q := text[0]
	body := text[1 : len(text)-1]
	if strings.IndexByte(body, '\\') < 0 && strings.IndexByte(body, q) < 0 {
		return body, "", 0, true
	}
	var b strings.Builder
	for i := 0; i < len(body); {
		c := body[i]
		switch {
		case c == q:
			// The lexer only lets a quote through doubled.
			b.WriteByte(q)
			i += 2
		case c == '\\':
			if i+1 < len(body) && body[i+1] == 'c' {
				// \c skips the layout that follows (SWI-Prolog).
				i += 2
				for i < len(body) && strings.IndexByte(" \t\n\r", body[i]) >= 0 {
					i++
				}
				continue
			}
			r, n, good := ReadEscape(body[i+1:])
			if !good {
				if IllegalCodeEscape(body[i+1:]) {
					return "", "", 1 + i, false
				}
				ch, _ := utf8.DecodeRuneInString(body[i+1:])
				return "", string(ch), 1 + i, false
			}
			if r >= 0 {
				b.WriteRune(r)
			}
			i += 1 + n
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String(), "", 0, true
}

// BlankComments returns text with every character of its comments
// replaced by a space, a block comment's newlines kept: the text as
// SWI-Prolog's reader holds it, which a syntax error's string(Text,
// CharPos) context shows. Comments are found as the reader finds them,
// outside quoted items; an unterminated comment or quoted item ends the
// scan with the rest of the text kept as it is.
func BlankComments(text string) string {
	if !strings.Contains(text, "%") && !strings.Contains(text, "/*") {
		return text
	}
	l := lexer{src: text}
	var b strings.Builder
	for pos := 0; pos < len(text); {
		kind, end := l.scan(pos)
		if end <= pos {
			b.WriteString(text[pos:])
			break
		}
		span := text[pos:end]
		if kind == tkLayout && (span[0] == '%' || strings.HasPrefix(span, "/*")) {
			for _, r := range span {
				if r == '\n' {
					b.WriteByte('\n')
				} else {
					b.WriteByte(' ')
				}
			}
		} else {
			b.WriteString(span)
		}
		pos = end
	}
	return b.String()
}
