package wam

import "github.com/goprolog/goprolog/internal/engine"

// member/2 at the cost of its 2001 clauses, for the swi2001 inference
// model. SWI-Prolog's 2001 library defined
//
//	member(X, [X|_]).
//	member(X, [_|T]) :- member(X, T).
//
// which costs one inference per call, whether a clause matches or not
// (member(X, []) costs one), one per element passed, and leaves a
// choicepoint after the last element, whose redo calls member(X, [])
// (one more). The core runs today's clauses instead, which give today's
// answers and determinism, and counts as 2001's did:
//
//	member(X, [Y|Ys]) :- '$wam_member_'(Ys, X, Y).
//	'$wam_member_'(T, X, Y) :- '$wam_member_end'(T, X, Y).  (aux: free)
//	'$wam_member_'([Y|Ys], X, _) :- '$wam_member_c'(Ys, X, Y).
//	'$wam_member_c'(T, X, Y) :- '$wam_member_end'(T, X, Y).
//	'$wam_member_c'([Y|Ys], X, _) :- '$wam_member_c'(Ys, X, Y).
//
// member/2's call counts one, as 2001's first call did, and each call of
// '$wam_member_c'/3 one, 2001's calls of member(X, T) on the elements
// after the first.
// '$wam_member_end'(T, X, Y) runs in line: when T is [] (the last
// element) it leaves a ghost, a choicepoint that is no alternative:
// backtracking into it counts the redo's inference and fails on; then it
// unifies X and Y (head unification in 2001's clause: no inference). A cut removes it as it
// removed the 2001 choicepoint; a query whose choicepoints are all ghosts
// is deterministic (Query.Deterministic), and the bridge hands its
// ghosts to the engine (engine.Machine.PushGhost).

var (
	atomMemberAux     = engine.Intern("$wam_member_")
	atomMemberCounted = engine.Intern("$wam_member_c")
	atomMemberEnd     = functor{engine.Intern("$wam_member_end"), 3}
	atomGhost         = functor{engine.Intern("$wam_ghost"), 0}
)

// addMember2001 compiles member/2 and its helpers as above.
func (m *Machine) addMember2001() error {
	x, y, ys := new(engine.Var), new(engine.Var), new(engine.Var)
	clauses := []engine.Term{engine.NewCompound(atomNeck, engine.NewCompound(atomMember.name, x, engine.Cons(y, ys)),
		engine.NewCompound(atomMemberAux, ys, x, y))}
	for _, name := range []*engine.Atom{atomMemberAux, atomMemberCounted} {
		t, x2, y2 := new(engine.Var), new(engine.Var), new(engine.Var)
		y3, ys3, x3 := new(engine.Var), new(engine.Var), new(engine.Var)
		clauses = append(clauses,
			engine.NewCompound(atomNeck, engine.NewCompound(name, t, x2, y2),
				engine.NewCompound(atomMemberEnd.name, t, x2, y2)),
			engine.NewCompound(atomNeck, engine.NewCompound(name, engine.Cons(y3, ys3), x3, new(engine.Var)),
				engine.NewCompound(atomMemberCounted, ys3, x3, y3)))
	}
	for _, c := range clauses {
		if err := m.AddClause(c); err != nil {
			return err
		}
	}
	m.preds[functor{atomMemberAux, 3}].aux = true
	if m.ghost == nil {
		// Made with the code that pushes ghosts, not while it runs: a
		// run holds the code slice it started with.
		p := m.lookup(atomGhost)
		p.aux, p.quietRedo = true, true
		start := len(m.code)
		m.code = append(m.code, instr{op: opGhostRedo})
		p.clauses = []clauseCode{{start: start, key: varKey}, {start: start, key: varKey}}
		p.all = []int32{0, 1}
		m.ghost = p
	}
	return nil
}

// pushGhost leaves a ghost choicepoint: the ghost predicate's second
// clause, opGhostRedo, is its alternative.
func (m *Machine) pushGhost() {
	m.pushChoice(m.ghost, m.ghost.all, 0)
}
