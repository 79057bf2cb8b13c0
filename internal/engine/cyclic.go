package engine

// CyclicThrough reports whether a compound of t is reachable from itself
// through the arguments that follow says to look at: follow(c) is how
// many of c's leading arguments the walk enters (0 for none). The walk is
// depth-first with an explicit stack that tracks the compounds on the
// current path, so a term of any depth costs no Go stack.
func CyclicThrough(t Term, follow func(c *Compound) int) bool {
	return cyclicWithin(t, follow, -1)
}

// CyclicNear reports whether t has a cycle among the first limit
// compounds a depth-first walk through every argument meets: the cycles
// of the cyclic terms programs make (X = [a|X], X = f(X, Y)) are met at
// once, and a large acyclic term costs no more than limit compounds'
// look. false says no cycle was found there.
func CyclicNear(t Term, limit int) bool { return cyclicWithin(t, AllArgs, limit) }

// cyclicWithin is CyclicThrough that gives up, false, when it has met
// limit compounds (never, for a negative limit).
func cyclicWithin(t Term, follow func(c *Compound) int, limit int) bool {
	type frame struct {
		c *Compound
		n int // the arguments to enter
		i int
	}
	root, ok := Deref(t).(*Compound)
	if !ok {
		return false
	}
	n := follow(root)
	if n == 0 {
		return false
	}
	onPath := map[*Compound]bool{root: true}
	done := map[*Compound]bool{}
	stack := []frame{{root, n, 0}}
	for met := 1; len(stack) > 0; {
		f := &stack[len(stack)-1]
		if f.i == f.n {
			delete(onPath, f.c)
			done[f.c] = true
			stack = stack[:len(stack)-1]
			continue
		}
		a := f.c.Args[f.i]
		f.i++
		x, ok := Deref(a).(*Compound)
		if !ok || done[x] {
			continue
		}
		if onPath[x] {
			return true
		}
		if met == limit {
			return false
		}
		if n := follow(x); n > 0 {
			met++
			onPath[x] = true
			stack = append(stack, frame{x, n, 0})
		}
	}
	return false
}

// AllArgs is the follow of CyclicThrough that enters every argument.
func AllArgs(c *Compound) int { return len(c.Args) }
