package builtins

import (
	"slices"
	"strings"

	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// SWI-Prolog's compiler warns about a variable that occurs once in a
// branch of a disjunction, or once under \+, and nowhere else in the
// clause: each branch gets a fresh copy of it, so it is as good as a
// singleton there ("Singleton variable in branch: X"); and about a
// variable marked as a singleton that occurs more than once on a path
// through the clause (multitons).

var atomNegation = engine.Intern("\\+")

// maxBranchNodes bounds the disjunctions and negations of a clause that
// branchSingletons examines: each is counted over its whole text.
const maxBranchNodes = 1000

// branchNode is a disjunction or a negation of a clause body: whole is
// its term, branches what each of its alternatives (or the negated goal)
// is.
type branchNode struct {
	whole    engine.Term
	branches []engine.Term
	negation bool
}

// branchSingleton is a variable a clause is warned about, and whether it
// is in a negation ("\+") rather than a branch.
type branchSingleton struct {
	name     string
	negation bool
}

// branchSingletons returns the named variables of the clause
// Head :- Body (vars, in order of first appearance) that occur once in a
// branch of a disjunction, and nowhere outside that disjunction, or once
// in a negation, where the compiler meets them first (negations maps
// each negation to the variables known before it, see compileOrder; its
// bindings never leave it, so a later occurrence is another variable in
// effect); "_"-prefixed names are left out. A variable in several such
// places is reported for the innermost.
func branchSingletons(clause engine.Term, vars []parser.VarInfo, negations map[*engine.Compound]map[*engine.Var]varState) []branchSingleton {
	c, ok := engine.Deref(clause).(*engine.Compound)
	if !ok || c.Name != engine.AtomNeck || len(c.Args) != 2 {
		return nil
	}
	nodes := bodyBranchNodes(c.Args[1])
	if len(nodes) == 0 || len(nodes) > maxBranchNodes {
		return nil
	}
	total := varCounts(clause)
	found := map[*engine.Var]bool{}
	negation := map[*engine.Var]bool{}
	// Innermost first: nodes are listed outer before inner.
	for i := len(nodes) - 1; i >= 0; i-- {
		n := nodes[i]
		inNode := varCounts(n.whole)
		before, known := negations[n.whole.(*engine.Compound)]
		for _, b := range n.branches {
			for v, k := range varCounts(b) {
				alone := inNode[v] == total[v]
				if n.negation && known {
					alone = before[v] == 0
				}
				if k == 1 && alone && !found[v] {
					found[v], negation[v] = true, n.negation
				}
			}
		}
	}
	var out []branchSingleton
	for _, vi := range vars {
		if found[vi.Var] && !strings.HasPrefix(vi.Name, "_") {
			out = append(out, branchSingleton{name: vi.Name, negation: negation[vi.Var]})
		}
	}
	return out
}

// compiledClause is the clause the compiler sees for a term read: a
// grammar rule's translation, any other term as it is.
func compiledClause(m *engine.Machine, t engine.Term) engine.Term {
	if c, ok := engine.Deref(t).(*engine.Compound); ok && c.Name.Name == "-->" && len(c.Args) == 2 {
		if clause, err := DCGTransform(m, c); err == nil {
			return clause
		}
	}
	return t
}

// bodyBranchNodes lists the disjunctions and negations of a clause body
// that the compiler expands in line (through ',', ';', '->', '*->' and
// '\+'), outer ones first. In (If -> Then ; Else) the branches are
// (If -> Then) and Else; an if-then without else is no disjunction.
func bodyBranchNodes(body engine.Term) []branchNode {
	var nodes []branchNode
	stack := []engine.Term{body}
	for len(stack) > 0 && len(nodes) <= maxBranchNodes {
		t := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		c, ok := t.(*engine.Compound)
		if !ok {
			continue
		}
		switch {
		case c.Name == engine.AtomComma && len(c.Args) == 2:
			stack = append(stack, c.Args[1], c.Args[0])
		case c.Name == engine.AtomSemicolon && len(c.Args) == 2:
			nodes = append(nodes, branchNode{whole: c, branches: []engine.Term{c.Args[0], c.Args[1]}})
			stack = append(stack, c.Args[1])
			if l, ok := engine.Deref(c.Args[0]).(*engine.Compound); ok && (l.Name == engine.AtomIf || l.Name == engine.AtomSoftIf) && len(l.Args) == 2 {
				stack = append(stack, l.Args[1], l.Args[0])
			} else {
				stack = append(stack, c.Args[0])
			}
		case (c.Name == engine.AtomIf || c.Name == engine.AtomSoftIf) && len(c.Args) == 2:
			stack = append(stack, c.Args[1], c.Args[0])
		case c.Name == atomNegation && len(c.Args) == 1:
			nodes = append(nodes, branchNode{whole: c, branches: []engine.Term{c.Args[0]}, negation: true})
			stack = append(stack, c.Args[0])
		}
	}
	return nodes
}

// varCounts counts the occurrences of each variable of t.
func varCounts(t engine.Term) map[*engine.Var]int {
	counts := map[*engine.Var]int{}
	engine.Walk(t, func(x engine.Term) bool {
		if v, ok := x.(*engine.Var); ok {
			counts[v]++
		}
		return true
	})
	return counts
}

// multitons returns the names of t's variables marked as singletons
// (_X, __x: an underscore, then a capital or another underscore) that
// occur more than once, of which swipl's compiler warns.
func multitons(t engine.Term, vars []parser.VarInfo) []string {
	// Most clauses name no variable so: they are not walked.
	marked := slices.IndexFunc(vars, func(vi parser.VarInfo) bool { return singletonMarked(vi.Name) })
	if marked < 0 {
		return nil
	}
	counts := pathCounts(t)
	var out []string
	for _, vi := range vars[marked:] {
		if singletonMarked(vi.Name) && counts[vi.Var] > 1 {
			out = append(out, vi.Name)
		}
	}
	return out
}

// singletonMarked reports whether a variable's name marks it as a
// singleton: an underscore, then a capital or another underscore.
func singletonMarked(name string) bool {
	return len(name) > 1 && name[0] == '_' && (name[1] == '_' || name[1] >= 'A' && name[1] <= 'Z')
}

// pathCounts counts the occurrences of each variable of the clause t on
// the path through its body that holds the most of them: the branches of
// a disjunction are alternatives (a variable once in each occurs once),
// also in an if-then-else's condition and under \+, as swipl's compiler
// counts them.
func pathCounts(t engine.Term) map[*engine.Var]int {
	// The body is walked with a stack of its own, so that a long body
	// takes no Go stack: a step either counts a term or joins the counts
	// of a construct's two sides, on top of counts, by the construct's
	// rule.
	type step struct {
		t    engine.Term
		join *engine.Atom
	}
	steps := []step{{t: t}}
	var counts []map[*engine.Var]int
	for len(steps) > 0 {
		s := steps[len(steps)-1]
		steps = steps[:len(steps)-1]
		if s.join != nil {
			l, r := counts[len(counts)-2], counts[len(counts)-1]
			counts = counts[:len(counts)-1]
			for v, n := range r {
				if s.join == engine.AtomSemicolon {
					l[v] = max(l[v], n)
				} else {
					l[v] += n
				}
			}
			continue
		}
		c, ok := engine.Deref(s.t).(*engine.Compound)
		if ok && len(c.Args) == 2 && (c.Name == atomNeck || c.Name == engine.AtomComma || c.Name == engine.AtomSemicolon ||
			c.Name == engine.AtomIf || c.Name == engine.AtomSoftIf) {
			steps = append(steps, step{join: c.Name}, step{t: c.Args[1]}, step{t: c.Args[0]})
			continue
		}
		if ok && len(c.Args) == 1 && c.Name == atomNegation {
			steps = append(steps, step{t: c.Args[0]})
			continue
		}
		counts = append(counts, varCounts(s.t))
	}
	return counts[0]
}
