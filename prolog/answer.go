package prolog

import (
	"strings"

	"github.com/goprolog/goprolog/engine"
)

// Answer returns the current solution as SWI-Prolog's top level prints
// it, without the final "." or " ;": "X = 1,\nY = 2", "X = Y, Y = f(_A, _A)"
// or "true".
func (s *Solutions) Answer() string {
	type group struct {
		names []string
		value engine.Term
	}
	var groups []*group
	for _, v := range s.vars {
		if strings.HasPrefix(v.Name, "_") {
			continue
		}
		val := engine.Deref(v.Var)
		placed := false
		for _, g := range groups {
			if engine.Compare(g.value, val) == 0 {
				g.names = append(g.names, v.Name)
				placed = true
				break
			}
		}
		if !placed {
			groups = append(groups, &group{names: []string{v.Name}, value: val})
		}
	}
	// Name variables: a query variable left unbound is written with its
	// own name; other variables as _A, _B... when they occur more than
	// once in the answer, else as _.
	names := map[*engine.Var]string{}
	for _, g := range groups {
		if v, ok := g.value.(*engine.Var); ok {
			names[v] = g.names[0]
		}
	}
	counts := map[*engine.Var]int{}
	for _, g := range groups {
		if _, ok := g.value.(*engine.Var); ok {
			continue
		}
		engine.Walk(g.value, func(t engine.Term) bool {
			if v, ok := t.(*engine.Var); ok {
				counts[v]++
			}
			return true
		})
	}
	next := 0
	for _, g := range groups {
		engine.Walk(g.value, func(t engine.Term) bool {
			if v, ok := t.(*engine.Var); ok {
				if _, named := names[v]; !named {
					if counts[v] > 1 {
						names[v] = "_" + letterName(next)
						next++
					} else {
						names[v] = "_"
					}
				}
			}
			return true
		})
	}
	opts := engine.WriteOptions{Quoted: true, NumberVars: true, SpaceArgs: true, VarNames: names, Ops: s.i.m.Ops}
	var parts []string
	for _, g := range groups {
		if _, ok := g.value.(*engine.Var); ok && len(g.names) == 1 {
			continue
		}
		var b strings.Builder
		for k := 1; k < len(g.names); k++ {
			b.WriteString(g.names[k-1] + " = " + g.names[k])
			if _, ok := g.value.(*engine.Var); ok && k == len(g.names)-1 {
				break
			}
			b.WriteString(", ")
		}
		if _, ok := g.value.(*engine.Var); !ok {
			b.WriteString(g.names[len(g.names)-1] + " = " + s.valueText(g.value, opts))
		}
		parts = append(parts, b.String())
	}
	if len(parts) == 0 {
		return "true"
	}
	return strings.Join(parts, ",\n")
}

// valueText writes a binding's value, in parentheses when it is an
// operator term of priority above 699 (the right argument of =).
func (s *Solutions) valueText(t engine.Term, opts engine.WriteOptions) string {
	text := engine.Format(t, opts)
	if c, ok := t.(*engine.Compound); ok && (len(c.Args) == 1 || len(c.Args) == 2) {
		if d := s.i.m.Ops.Lookup(c.Name); d != nil {
			var op *engine.Op
			switch {
			case len(c.Args) == 2:
				op = d.Infix
			case d.Prefix != nil:
				op = d.Prefix
			default:
				op = d.Postfix
			}
			if op != nil && op.Priority > 699 && !(c.Name == engine.AtomDot) {
				return "(" + text + ")"
			}
		}
	}
	if a, ok := t.(*engine.Atom); ok && s.i.m.Ops.IsOp(a) {
		if d := s.i.m.Ops.Lookup(a); d != nil && maxPriority(d) > 699 {
			return "(" + text + ")"
		}
	}
	return text
}

func maxPriority(d *engine.OpDefs) int {
	p := 0
	for _, op := range []*engine.Op{d.Prefix, d.Infix, d.Postfix} {
		if op != nil && op.Priority > p {
			p = op.Priority
		}
	}
	return p
}

// letterName returns A, B, ..., Z, A1, B1, ...
func letterName(n int) string {
	s := string(rune('A' + n%26))
	if n >= 26 {
		s += itoa(n / 26)
	}
	return s
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	return string(b)
}
