package prolog

import (
	"github.com/goprolog/goprolog/internal/builtins"
	"strings"

	"github.com/goprolog/goprolog/internal/engine"
)

// AnswerOptions controls how Solutions.AnswerWith writes bindings. The
// zero value writes them as the flag answer_write_options says.
type AnswerOptions struct {
	// MaxDepth, when not 0, replaces the flag's max_depth: deeper
	// subterms and longer lists are abbreviated as ... (a negative depth
	// abbreviates every value to ...).
	MaxDepth int
	// Write writes values in full, quoted and ignoring portray/1 hooks,
	// as SWI-Prolog's top level does after the "w" key, whatever the flag.
	Write bool
}

// Answer returns the current solution as SWI-Prolog's top level prints
// it, without the final "." or " ;": "X = 1,\nY = 2", "X = Y, Y = f(_A, _A)",
// residual goals of attributed variables such as "freeze(X, g)" or
// "dif(X, a)", or "true". Values are written with the options of the flag
// answer_write_options (by default quoted, portrayed, 10 levels deep:
// "L = [1, 2, 3, 4, 5, 6, 7, 8, 9|...]").
func (s *Solutions) Answer() string { return s.AnswerWith(AnswerOptions{}) }

// SetAnswerStyle sets the flag answer_write_options as SWI-Prolog's top
// level does for the keys w (print false: values in full, without
// portray/1) and p (print true: portrayed, 10 levels deep) typed after an
// answer.
func (i *Interpreter) SetAnswerStyle(print bool) { builtins.SetAnswerStyle(i.m, print) }

var (
	atomFreeze = engine.Intern("freeze")
	atomColon  = engine.Intern(":")
	atomWhen   = engine.Intern("when")
	atomVAR    = engine.Intern("$VAR")
	atomClpfd  = engine.Intern("clpfd")
)

// AnswerWith is Answer with options.
func (s *Solutions) AnswerWith(ao AnswerOptions) string {
	type group struct {
		names []string
		value engine.Term
	}
	var groups []*group
	names := map[*engine.Var]string{}
	used := map[string]bool{}
	for _, v := range s.vars {
		used[v.Name] = true
		val := engine.Deref(v.Var)
		// A query variable that is still unbound is written with its
		// name wherever it appears, "_"-names included; variables made
		// equal share the last one's name, as in swipl (X = Y, Z = f(Y)).
		if x, ok := val.(*engine.Var); ok {
			names[x] = v.Name
		}
		if builtins.HiddenAnswerVar(s.i.m, v.Name) {
			continue
		}
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
	residual := s.residualGoals(groups2terms(groups, func(g *group) engine.Term { return g.value }))
	// A cyclic value is written as swipl's top level writes it: where
	// the term comes back to itself, or to the value of an earlier
	// binding that is cyclic, that binding's name (X = f(X); X = f(g(X)),
	// Y = g(X)).
	cyclic := map[*engine.Compound]*engine.Var{}
	for _, g := range groups {
		c, ok := g.value.(*engine.Compound)
		if !ok || !engine.CyclicThrough(c, engine.AllArgs) {
			continue
		}
		self := new(engine.Var)
		names[self] = g.names[len(g.names)-1]
		if t, ok := breakCycles(c, self, cyclic); ok {
			g.value = t
			cyclic[c] = self
		}
	}

	// Other variables are written _A, _B... when they occur more than
	// once in the answer, else _.
	counts := map[*engine.Var]int{}
	count := func(t engine.Term) {
		engine.Walk(t, func(x engine.Term) bool {
			if v, ok := x.(*engine.Var); ok {
				counts[v]++
			}
			return true
		})
	}
	for _, g := range groups {
		if _, ok := g.value.(*engine.Var); !ok {
			count(g.value)
		}
	}
	for _, r := range residual {
		count(r)
	}
	next := 0
	fresh := func() string {
		for {
			n := "_" + letterName(next)
			next++
			if !used[n] {
				return n
			}
		}
	}
	nameVars := func(t engine.Term) {
		engine.Walk(t, func(x engine.Term) bool {
			if v, ok := x.(*engine.Var); ok {
				if _, named := names[v]; !named {
					if counts[v] > 1 {
						names[v] = fresh()
					} else {
						names[v] = "_"
					}
				}
			}
			return true
		})
	}
	for _, g := range groups {
		nameVars(g.value)
	}
	for _, r := range residual {
		nameVars(r)
	}
	opts := s.answerOptions(ao, names)
	var parts []string
	for _, g := range groups {
		x, isVar := g.value.(*engine.Var)
		if isVar && len(g.names) == 1 {
			if n := names[x]; n != g.names[0] {
				// Bound to a query variable whose binding is hidden:
				// swipl shows it by name (X = _Y).
				parts = append(parts, g.names[0]+" = "+n)
			}
			continue
		}
		var b strings.Builder
		for k := 1; k < len(g.names); k++ {
			b.WriteString(g.names[k-1] + " = " + g.names[k])
			if isVar && k == len(g.names)-1 {
				break
			}
			b.WriteString(", ")
		}
		if !isVar {
			b.WriteString(g.names[len(g.names)-1] + " = " + s.valueText(g.value, opts))
		}
		parts = append(parts, b.String())
	}
	for _, r := range residual {
		parts = append(parts, builtins.FormatAnswer(s.i.m, r, opts))
	}
	if len(parts) == 0 {
		return "true"
	}
	return strings.Join(parts, ",\n")
}

// answerOptions are the write options of an answer: the flag's, or the w
// key's with ao.Write, and ao.MaxDepth. Variables are written with names:
// with numbervars(false), SWI-Prolog's '$VAR'(Name) terms show.
func (s *Solutions) answerOptions(ao AnswerOptions, names map[*engine.Var]string) builtins.AnswerOptions {
	var o builtins.AnswerOptions
	if ao.Write {
		o.WriteOptions = engine.WriteOptions{Quoted: true, NumberVars: true, SpaceArgs: true}
	} else {
		o = builtins.AnswerWriteOptions(s.i.m)
	}
	if ao.MaxDepth != 0 {
		o.MaxDepth = ao.MaxDepth
	}
	if !o.NumberVars {
		shown := make(map[*engine.Var]string, len(names))
		for v, n := range names {
			shown[v] = engine.Format(engine.NewCompound(atomVAR, engine.Intern(n)), engine.WriteOptions{Quoted: o.Quoted})
		}
		names = shown
	}
	o.VarNames = names
	o.Ops = s.i.m.Ops
	return o
}

func groups2terms[G any](gs []G, f func(G) engine.Term) []engine.Term {
	out := make([]engine.Term, len(gs))
	for k, g := range gs {
		out[k] = f(g)
	}
	return out
}

// residualGoals returns the goals that describe the constraints on the
// attributed variables reachable from the answer: freeze/2, when/2 and
// dif/2 goals, and, when library(clpfd) is loaded, the domains and
// pending constraints of CLP(FD) variables (builtins.AttributeGoals
// gives them as clpfd:G; the top level shows them without the
// qualification, as swipl does).
func (s *Solutions) residualGoals(values []engine.Term) []engine.Term {
	var attvars []*engine.Var
	seen := map[*engine.Var]bool{}
	// Attribute values may hold further attributed variables (dif pairs):
	// process a work list until no new ones turn up, in the order the
	// answer's values and then the attributes meet them, as SWI-Prolog
	// lists the goals.
	work := append([]engine.Term(nil), values...)
	for k := 0; k < len(work); k++ {
		t := work[k]
		engine.Walk(t, func(x engine.Term) bool {
			if v, ok := x.(*engine.Var); ok && v.Attrs() != nil && !seen[v] {
				seen[v] = true
				attvars = append(attvars, v)
				work = append(work, v.Attrs())
			}
			return true
		})
	}
	if len(attvars) == 0 {
		return nil
	}
	ts := make([]engine.Term, len(attvars))
	for k, v := range attvars {
		ts[k] = v
	}
	// The goals copy_term/3 gives, without the user: qualification that
	// SWI-Prolog's top level leaves out.
	goals := builtins.AttributeGoals(s.i.m, ts)
	for k, g := range goals {
		// clpfd:G: the library's predicates are imported into user.
		if c, ok := engine.Deref(g).(*engine.Compound); ok && c.Name == atomColon && len(c.Args) == 2 && engine.Deref(c.Args[0]) == atomClpfd {
			goals[k] = c.Args[1]
			continue
		}
		if c, ok := engine.Deref(g).(*engine.Compound); ok && len(c.Args) == 2 && (c.Name == atomFreeze || c.Name == atomWhen) {
			if q, ok := engine.Deref(c.Args[1]).(*engine.Compound); ok && q.Name == atomColon && len(q.Args) == 2 && engine.Deref(q.Args[0]) == engine.AtomUser {
				goals[k] = engine.NewCompound(c.Name, c.Args[0], q.Args[1])
			}
		}
	}
	return goals
}

// valueText writes a binding's value, in parentheses when it is an
// operator term of priority above 699 (the right argument of =) or an
// operator atom.
func (s *Solutions) valueText(t engine.Term, opts builtins.AnswerOptions) string {
	text := builtins.FormatAnswer(s.i.m, t, opts)
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
		// An operator atom of any priority, as swipl writes it (X = (^)).
		return "(" + text + ")"
	}
	return text
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

// breakCycles returns a copy of the cyclic term root in which a compound
// that is the value of an earlier cyclic binding (named) becomes that
// binding's variable and a compound met again on its own path (a cycle)
// becomes self when it is root (or the same infinite term), or its
// binding's variable when it is one; false when a cycle closes at a compound that no binding names
// (swipl writes those with "_S1" and a "where" line). The walk keeps a
// stack of its own: the term may be as deep as the program made it.
func breakCycles(root *engine.Compound, self *engine.Var, named map[*engine.Compound]*engine.Var) (engine.Term, bool) {
	type frame struct {
		src  *engine.Compound
		args []engine.Term
		i    int
	}
	onPath := map[*engine.Compound]bool{root: true}
	stack := []*frame{{src: root, args: make([]engine.Term, len(root.Args))}}
	var done engine.Term
	for len(stack) > 0 {
		f := stack[len(stack)-1]
		if f.i == len(f.src.Args) {
			stack = stack[:len(stack)-1]
			delete(onPath, f.src)
			t := engine.NewCompound(f.src.Name, f.args...)
			if len(stack) == 0 {
				done = t
			} else {
				p := stack[len(stack)-1]
				p.args[p.i] = t
				p.i++
			}
			continue
		}
		arg := engine.Deref(f.src.Args[f.i])
		c, isCompound := arg.(*engine.Compound)
		switch {
		case !isCompound:
			f.args[f.i] = arg
			f.i++
		case c == root || engine.Compare(c, root) == 0:
			f.args[f.i] = self // root, or the same infinite term
			f.i++
		case named[c] != nil:
			f.args[f.i] = named[c]
			f.i++
		case onPath[c]:
			return nil, false
		default:
			onPath[c] = true
			stack = append(stack, &frame{src: c, args: make([]engine.Term, len(c.Args))})
		}
	}
	return done, true
}
