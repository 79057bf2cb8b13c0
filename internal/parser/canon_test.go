package parser

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"

	"github.com/goprolog/goprolog/internal/engine"
)

// canonical writes t as SWI-Prolog's write_canonical/1 does (for the
// terms the tests use), so expected values can be pasted from swipl.
// Variables occurring more than once are named A, B, ...; others are _.
func canonical(t engine.Term) string {
	counts := map[*engine.Var]int{}
	var order []*engine.Var
	countVars(t, counts, &order)
	names := map[*engine.Var]string{}
	n := 0
	for _, v := range order {
		if counts[v] > 1 {
			names[v] = varName(n)
			n++
		} else {
			names[v] = "_"
		}
	}
	var b strings.Builder
	writeCanon(&b, t, names)
	return b.String()
}

func varName(i int) string {
	s := string(rune('A' + i%26))
	if i >= 26 {
		s += strconv.Itoa(i / 26)
	}
	return s
}

func countVars(t engine.Term, counts map[*engine.Var]int, order *[]*engine.Var) {
	stack := []engine.Term{t}
	for len(stack) > 0 {
		t := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch x := t.(type) {
		case *engine.Var:
			if counts[x] == 0 {
				*order = append(*order, x)
			}
			counts[x]++
		case *engine.Compound:
			for i := len(x.Args) - 1; i >= 0; i-- {
				stack = append(stack, x.Args[i])
			}
		}
	}
}

func writeCanon(b *strings.Builder, t engine.Term, names map[*engine.Var]string) {
	switch x := engine.Deref(t).(type) {
	case *engine.Var:
		b.WriteString(names[x])
	case *engine.Atom:
		b.WriteString(quoteAtom(x.Name))
	case engine.Int:
		b.WriteString(strconv.FormatInt(int64(x), 10))
	case *engine.BigInt:
		b.WriteString(x.Big().String())
	case engine.Float:
		b.WriteString(formatFloat(float64(x)))
	case engine.String:
		b.WriteString(quoteText(string(x), '"'))
	case *engine.Compound:
		if x.Name == engine.AtomDot && len(x.Args) == 2 {
			b.WriteByte('[')
			writeCanon(b, x.Args[0], names)
			rest := engine.Deref(x.Args[1])
			for {
				c, ok := rest.(*engine.Compound)
				if !ok || c.Name != engine.AtomDot || len(c.Args) != 2 {
					break
				}
				b.WriteByte(',')
				writeCanon(b, c.Args[0], names)
				rest = engine.Deref(c.Args[1])
			}
			if rest != engine.AtomNil {
				b.WriteByte('|')
				writeCanon(b, rest, names)
			}
			b.WriteByte(']')
			return
		}
		b.WriteString(quoteAtom(x.Name.Name))
		b.WriteByte('(')
		for i, a := range x.Args {
			if i > 0 {
				b.WriteByte(',')
			}
			writeCanon(b, a, names)
		}
		b.WriteByte(')')
	default:
		fmt.Fprintf(b, "<%T>", x)
	}
}

func formatFloat(f float64) string {
	switch {
	case math.IsInf(f, 1):
		return "1.0Inf"
	case math.IsInf(f, -1):
		return "-1.0Inf"
	case math.IsNaN(f):
		return "1.5NaN"
	}
	e := strconv.FormatFloat(f, 'e', -1, 64)
	mant, exp, _ := strings.Cut(e, "e")
	x, _ := strconv.Atoi(exp)
	if x >= -4 && x < 15 {
		s := strconv.FormatFloat(f, 'f', -1, 64)
		if !strings.Contains(s, ".") {
			s += ".0"
		}
		return s
	}
	if !strings.Contains(mant, ".") {
		mant += ".0"
	}
	return mant + "e" + strconv.Itoa(x)
}

func quoteAtom(s string) string {
	if s == "[]" || s == "!" || s == ";" || s == "{}" {
		return s
	}
	if s != "" {
		r := []rune(s)
		letters := unicode.IsLower(r[0])
		symbols := true
		for _, c := range r {
			if !(unicode.IsLetter(c) || unicode.IsDigit(c) || c == '_') {
				letters = false
			}
			if !strings.ContainsRune("#$&*+-./:<=>?@^~\\", c) {
				symbols = false
			}
		}
		if letters || symbols {
			return s
		}
	}
	return quoteText(s, '\'')
}

func quoteText(s string, q byte) string {
	var b strings.Builder
	b.WriteByte(q)
	for _, r := range s {
		switch r {
		case '\\':
			b.WriteString(`\\`)
		case rune(q):
			b.WriteByte('\\')
			b.WriteByte(q)
		case '\n':
			b.WriteString(`\n`)
		case '\t':
			b.WriteString(`\t`)
		case 7:
			b.WriteString(`\a`)
		case 8:
			b.WriteString(`\b`)
		case 11:
			b.WriteString(`\v`)
		case 12:
			b.WriteString(`\f`)
		case 13:
			b.WriteString(`\r`)
		default:
			if r < ' ' || r == 127 {
				fmt.Fprintf(&b, `\x%X\`, r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte(q)
	return b.String()
}
