package engine

import (
	"strings"
	"unicode/utf8"
)

// SubText is what the arguments of sub_atom/5 and sub_string/5 fix: the
// text S, the values of B, L and A where they are bound (Fixed, Known),
// and Sub where it is. Next enumerates the (B, L) pairs that agree with
// them, in SWI-Prolog's order: B ascending, then L ascending. Positions
// and lengths count characters. The solver's built-ins and the WAM core's
// natives share it.
type SubText struct {
	S        string
	Runes    []rune // the characters of S, unless it is ASCII
	N        int    // the length of S in characters
	ASCII    bool
	Fixed    [3]int64
	Known    [3]bool
	Sub      string
	SubLen   int
	SubKnown bool
}

// SetText makes s the text, decoding its characters only when it has
// multibyte ones.
func (e *SubText) SetText(s string) {
	e.S = s
	e.N = utf8.RuneCountInString(s)
	if e.ASCII = e.N == len(s); !e.ASCII {
		e.Runes = []rune(s)
	} else {
		e.Runes = nil
	}
}

// TextCache holds the characters of the last text given to
// SetTextCached: an enumeration that reads its text again for each answer
// (sub_atom/5 on the WAM core, whose redo keeps only small integers)
// counts and decodes it once, so that its answers cost time in their own
// length, not the text's.
type TextCache struct {
	valid bool
	s     string
	n     int
	ascii bool
	runes []rune
}

// SetTextCached is SetText through c: the same text as the last one costs
// a comparison, which finds the same string at once.
func (e *SubText) SetTextCached(s string, c *TextCache) {
	if !c.valid || c.s != s {
		e.SetText(s)
		*c = TextCache{valid: true, s: s, n: e.N, ascii: e.ASCII, runes: e.Runes}
		return
	}
	e.S, e.N, e.ASCII, e.Runes = s, c.n, c.ascii, c.runes
}

// Settle draws what the fixed values imply once they are all set: Sub
// fixes L, and L and A fix B. It returns false when no answer can follow.
func (e *SubText) Settle() bool {
	if e.SubKnown {
		e.SubLen = utf8.RuneCountInString(e.Sub)
		if e.Known[1] && e.Fixed[1] != int64(e.SubLen) {
			return false
		}
		e.Known[1], e.Fixed[1] = true, int64(e.SubLen)
	}
	if !e.Known[0] && e.Known[1] && e.Known[2] {
		// L and A determine B: no need to try every position.
		n := int64(e.N)
		if e.Fixed[1] > n || e.Fixed[2] > n-e.Fixed[1] {
			return false
		}
		e.Fixed[0], e.Known[0] = n-e.Fixed[1]-e.Fixed[2], true
	}
	return true
}

// Next returns the first solution (b, l) with b >= the b given, and l >=
// the l given when b is that b.
func (e *SubText) Next(b, l int) (int, int, bool) {
	n := e.N
	for ; b <= n; b, l = b+1, 0 {
		if e.Known[0] && b != int(e.Fixed[0]) {
			if b > int(e.Fixed[0]) {
				return 0, 0, false
			}
			b = int(e.Fixed[0]) - 1
			continue
		}
		if e.SubKnown && !e.Known[0] && !e.Known[2] {
			// Jump to the next occurrence of Sub.
			nb, ok := e.index(b)
			if !ok {
				return 0, 0, false
			}
			if nb != b {
				b, l = nb, 0
			}
		}
		lmin, lmax := l, n-b
		if e.Known[1] {
			lmin = max(lmin, int(e.Fixed[1]))
			lmax = min(lmax, int(e.Fixed[1]))
		}
		if e.Known[2] {
			la := n - b - int(e.Fixed[2])
			lmin, lmax = max(lmin, la), min(lmax, la)
		}
		for ln := lmin; ln <= lmax; ln++ {
			if !e.SubKnown || e.matches(b, ln) {
				return b, ln, true
			}
		}
	}
	return 0, 0, false
}

// SearchOn reports whether an answer at b that has no next one leaves a
// choicepoint all the same, as SWI-Prolog's does: when Sub alone places
// the answers (B and A unbound), the search for the next occurrence is
// left for backtracking unless this one ends the text.
func (e *SubText) SearchOn(b int) bool {
	return e.SubKnown && !e.Known[0] && !e.Known[2] && b+e.SubLen < e.N
}

// index finds the first character position >= b where Sub occurs.
func (e *SubText) index(b int) (int, bool) {
	if e.ASCII {
		i := strings.Index(e.S[b:], e.Sub)
		return b + i, i >= 0
	}
	for ; b+e.SubLen <= len(e.Runes); b++ {
		if e.matches(b, e.SubLen) {
			return b, true
		}
	}
	return 0, false
}

func (e *SubText) matches(b, l int) bool {
	if l != e.SubLen {
		return false
	}
	if e.ASCII {
		return e.S[b:b+l] == e.Sub
	}
	return string(e.Runes[b:b+l]) == e.Sub
}

// Text returns the l characters of S from position b.
func (e *SubText) Text(b, l int) string {
	if e.ASCII {
		return e.S[b : b+l]
	}
	return string(e.Runes[b : b+l])
}
