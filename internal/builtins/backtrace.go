package builtins

import (
	"strconv"
	"strings"
	"sync"

	"github.com/goprolog/goprolog/internal/engine"
)

// SWI-Prolog's top level runs a query in debug_on_error mode: an error
// no goal catches gets, from library(prolog_stack), a backtrace that the
// message prints after its text ("In:", a line per frame, the note on
// frames that last-call optimisation removed). The frames are the
// interpreter's: the built-in that raised the error, the control
// constructs and meta-calls the query ran it through, and the top
// level's toplevel_call/1 at level 9, each with its level, the depth of
// the call counted from the top (a last call replaces its caller's frame
// and is a level deeper than it).
//
// goprolog tells each error a built-in raises, with the built-in's goal
// as called, to Hooks.Raised, which EnableBacktraces sets for the top
// level only: nothing is done on the path of a program that does not
// raise, nor anywhere outside the top level. The raise's frames are those
// of the query's own goals: the query is walked as swipl's top level
// calls it (call/1 of the query, whose control constructs are compiled
// into a clause of their own, '<meta-call>'/1; call/1, once/1, ignore/1,
// catch/3 and forall/2 a frame each) to the call of the built-in whose goal the
// raised one is an instance of, through the program's predicates of one
// clause, each a frame of its own. A query whose error may come from
// anywhere else (a call of the library's predicates or of the program's
// of several clauses, a meta-predicate not modelled here, a built-in
// that swipl defines in Prolog, whose own frames swipl shows) gets no
// backtrace, as before.

// backtraceState is what EnableBacktraces keeps for a machine: the query
// being watched and the backtrace of the last error a built-in raised in
// it.
type backtraceState struct {
	query engine.Term
	ball  engine.Term // a copy of the last ball raised, nil for none
	lines []string    // its backtrace, nil when it has none
}

// backtraceOf returns m's backtrace state, or nil when EnableBacktraces
// was not called for it.
func backtraceOf(m *engine.Machine) *backtraceState {
	st, _ := m.Hooks.Slots[slotBacktrace].(*backtraceState)
	return st
}

// EnableBacktraces makes m keep, for the query WatchBacktrace names, the
// backtrace of each error a built-in raises (see Hooks.Raised), which
// UncaughtBacktrace returns for the error that reaches the top level.
func EnableBacktraces(m *engine.Machine) {
	m.Hooks.Slots[slotBacktrace] = &backtraceState{}
}

// WatchBacktrace starts watching the query goal, as the top level wrote
// it, for errors (see EnableBacktraces). Hooks.Raised is set only while
// a query runs whose errors may get a backtrace: the others, a call of
// the program's predicates, do nothing more when they raise.
func WatchBacktrace(m *engine.Machine, goal engine.Term) {
	st := backtraceOf(m)
	if st == nil {
		return
	}
	*st = backtraceState{query: goal}
	m.Hooks.Raised = nil
	if backtraceQuery(m, goal) {
		m.Hooks.Raised = st.noteRaised
	}
}

// UncaughtBacktrace returns the lines swipl's top level prints after the
// message of ball, an error that the watched query did not catch ("In:",
// the frames, the note on missing frames), or nil when it has none or
// goprolog cannot give it. A ball that the program's prolog:message//1
// translates has none: the translation is the whole message.
func UncaughtBacktrace(m *engine.Machine, ball engine.Term) []string {
	st := backtraceOf(m)
	if st == nil || st.ball == nil || st.lines == nil || !engine.Variant(st.ball, ball) {
		return nil
	}
	if _, ok := programMessageLines(m, ball); ok {
		return nil
	}
	return st.lines
}

// noteRaised is Hooks.Raised: it makes the backtrace of the error err
// raised by the built-in's goal, unless the ball is the one raised last,
// passed on by a built-in that ran the goal (findall/3 and its kin) or
// thrown again.
func (st *backtraceState) noteRaised(m *engine.Machine, goal engine.Term, err error) {
	exc, ok := err.(*engine.Exception)
	if !ok || st.query == nil {
		return
	}
	if st.ball != nil && engine.Variant(st.ball, exc.Ball) && !isThrowGoal(goal) {
		return
	}
	lines := queryBacktrace(m, st.query, goal, exc.Ball)
	if lines == nil {
		st.ball, st.lines = nil, nil
		return
	}
	st.ball, st.lines = m.CopyTerm(exc.Ball), lines
}

// isThrowGoal says whether goal is throw/1's: a ball thrown again by a
// recovery is raised there anew.
func isThrowGoal(goal engine.Term) bool {
	c, ok := engine.Deref(goal).(*engine.Compound)
	return ok && c.Name == atomThrowBT && len(c.Args) == 1
}

// backtraceQuery says whether the query's errors may get a backtrace:
// each goal it calls, through control constructs and call/1, once/1,
// ignore/1 and catch/3 (its recovery too), is a built-in that swipl
// defines in C, so that an error is raised by one of the query's own
// goals.
func backtraceQuery(m *engine.Machine, query engine.Term) bool {
	stack := []engine.Term{query}
	seen := map[*engine.Clause]bool{}
	for len(stack) > 0 {
		t := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		if c, ok := t.(*engine.Compound); ok && IsControl(c) {
			stack = append(stack, c.Args...)
			continue
		}
		name, arity, ok := goalPI(t)
		if !ok {
			return false
		}
		if name == engine.AtomCut || name == engine.AtomTrue || name == engine.AtomFail || name == engine.AtomFalse {
			continue
		}
		if _, ok := metaFrame(t); ok {
			stack = append(stack, metaGoals(t.(*engine.Compound))...)
			continue
		}
		if cl, ok := programClause(m, t); ok {
			if seen[cl] || len(seen) >= maxProgramFrames {
				return false // recursion, or deeper than modelled
			}
			seen[cl] = true
			_, body := m.ClauseTerms(cl)
			stack = append(stack, body)
			continue
		}
		pi := name.Name + "/" + strconv.Itoa(arity)
		if (!swiForeignPred(name.Name, arity) || name.Name == "with_output_to") && !listPreds[pi] && !quietPreds[pi] {
			return false
		}
	}
	return true
}

// quietPreds are predicates swipl defines in Prolog that a program's
// predicate may call beside the goal that raises, as long as the error
// is not theirs (whose frames swipl shows and goprolog does not have).
var quietPreds = map[string]bool{
	"length/2": true, "sum_list/2": true, "sumlist/2": true, "max_list/2": true,
	"min_list/2": true, "numlist/3": true,
}

// maxProgramFrames is how many of the program's predicates a query's
// backtrace goes through.
const maxProgramFrames = 8

// programClause returns the clause of the program's predicate that goal
// t calls, when the predicate has exactly one, read from a file: its
// frame in a backtrace is the predicate's with the clause's place, its
// body's goals a level deeper.
func programClause(m *engine.Machine, t engine.Term) (*engine.Clause, bool) {
	name, arity, ok := goalPI(t)
	if !ok {
		return nil, false
	}
	p := m.Lookup(name, arity)
	if p == nil || p.IsBuiltin() || p.IsLibrary() || p.IsForeign() || p.File == "" {
		return nil, false
	}
	var only *engine.Clause
	for _, cl := range p.Clauses() {
		if cl.Erased() {
			continue
		}
		if only != nil {
			return nil, false
		}
		only = cl
	}
	if only == nil {
		return nil, false
	}
	if _, _, ok := clauseSourceOf(only); !ok {
		return nil, false
	}
	return only, true
}

// calledBody is the body of clause cl called by goal t, with the head's
// arguments that are variables replaced by t's arguments, so that the
// frames below name the values the call passed.
func calledBody(m *engine.Machine, cl *engine.Clause, t engine.Term) engine.Term {
	head, body := m.ClauseTerms(cl)
	h, ok1 := engine.Deref(head).(*engine.Compound)
	c, ok2 := engine.Deref(t).(*engine.Compound)
	if !ok1 || !ok2 || len(h.Args) != len(c.Args) {
		return body
	}
	sub := map[*engine.Var]engine.Term{}
	for i, a := range h.Args {
		if v, isVar := engine.Deref(a).(*engine.Var); isVar {
			if _, seen := sub[v]; !seen {
				sub[v] = c.Args[i]
			}
		}
	}
	return substitute(body, sub)
}

// listPreds are library(lists) predicates, defined in Prolog, that call
// nothing of the program's and raise no error of a built-in swipl
// defines in C: a query may call them beside the goal that raises.
var listPreds = map[string]bool{
	"member/2": true, "memberchk/2": true, "append/3": true, "reverse/2": true,
	"nth0/3": true, "nth1/3": true, "last/2": true, "select/3": true, "permutation/2": true,
}

var (
	atomMetaCall  = engine.Intern("<meta-call>")
	atomEllipsis  = engine.Intern("...")
	atomIgnore    = engine.Intern("ignore")
	atomOnce      = engine.Intern("once")
	atomCatchBT   = engine.Intern("catch")
	atomForall    = engine.Intern("forall")
	atomThrowBT   = engine.Intern("throw")
	atomContextBT = engine.Intern("context")
)

// swiBoot is where swipl 9.0.4's boot files are, as its backtraces name
// them.
const swiBoot = "/usr/lib/swi-prolog/boot/"

// btFrame is a frame of a backtrace: its level and its text; a body
// frame, the clause of a control construct's goals, is removed when its
// last call runs with no choicepoint of its own left.
type btFrame struct {
	level int
	// goal is the frame's goal, written with where after it.
	goal  engine.Term
	where string
	body  bool
}

// btItem is a goal of the query to walk: the level it is called at, the
// frames around it (outermost first), whether it is its body's last call
// and whether the body's goals before it left no choicepoint.
type btItem struct {
	t      engine.Term
	level  int
	frames []btFrame
	last   bool
	det    detKind
	// catcher is, for the recovery of a catch/3 and the goals in it,
	// the catcher, bound to the ball when they run.
	catcher engine.Term
	// inBody says that the goal is compiled in the clause of a control
	// construct, where call/1 of a goal spelled out is no frame.
	inBody bool
}

// part is a goal of the control construct it, called at its level, in
// its frames, its body's last call when last is set.
func (it btItem) part(t engine.Term, last bool, det detKind) btItem {
	return btItem{t: t, level: it.level, frames: it.frames, catcher: it.catcher, inBody: it.inBody, last: last, det: det}
}

type detKind int

const (
	detYes detKind = iota
	detNo
	detUnknown
)

func (a detKind) and(b detKind) detKind { return max(a, b) }

// queryBacktrace is the backtrace of ball raised by goal, a call of a
// built-in in query, or nil.
func queryBacktrace(m *engine.Machine, query, goal, ball engine.Term) []string {
	name, arity, ok := goalPI(goal)
	if !ok || !backtraceBall(name, arity, ball) {
		return nil
	}
	// The top level calls the query from toplevel_call/1 at level 9,
	// written as library(prolog_stack) writes a frame's goal: a query
	// that is an atom shows, a compound one is '...' at that depth.
	top := []btFrame{{level: 9, where: " at " + swiBoot + "toplevel.pl:1173",
		goal: engine.NewCompound(engine.Intern("toplevel_call"), limitTerm(m, userQ(userQ(query)), 2, nil))}}
	var found *btItem
	var subst map[*engine.Var]engine.Term
	calls := 0
	stack := []btItem{}
	// call/1 of the query: its control constructs are a clause of their
	// own at level 10.
	stack = pushCalled(stack, query, 10, top, userQ(userQ(atomEllipsis)))
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		t := engine.Deref(it.t)
		if c, ok := t.(*engine.Compound); ok && IsControl(c) {
			a, b := c.Args[0], engine.Term(nil)
			if len(c.Args) == 2 {
				b = c.Args[1]
			}
			switch c.Name {
			case engine.AtomComma:
				stack = append(stack, it.part(b, it.last, it.det.and(goalDet(m, a))))
				stack = append(stack, it.part(a, false, it.det))
			case engine.AtomSemicolon:
				if cond, ok := engine.Deref(a).(*engine.Compound); ok && len(cond.Args) == 2 && (cond.Name == engine.AtomIf || cond.Name == engine.AtomSoftIf) {
					thenDet := it.det
					if cond.Name == engine.AtomSoftIf {
						thenDet = detNo
					}
					stack = append(stack, it.part(b, it.last, it.det))
					stack = append(stack, it.part(cond.Args[1], it.last, thenDet))
					stack = append(stack, it.part(cond.Args[0], false, it.det))
					continue
				}
				// The first branch runs with the disjunction's
				// choicepoint left.
				stack = append(stack, it.part(b, it.last, it.det))
				stack = append(stack, it.part(a, it.last, detNo))
			case engine.AtomIf, engine.AtomSoftIf:
				thenDet := it.det
				if c.Name == engine.AtomSoftIf {
					thenDet = detNo
				}
				stack = append(stack, it.part(b, it.last, thenDet))
				stack = append(stack, it.part(a, false, it.det))
			default: // \+
				stack = append(stack, it.part(a, false, it.det))
			}
			continue
		}
		gname, garity, ok := goalPI(t)
		if !ok {
			return nil // a variable or a number called: not modelled
		}
		if gname == engine.AtomCut || gname == engine.AtomTrue || gname == engine.AtomFail || gname == engine.AtomFalse {
			continue
		}
		if c, ok := t.(*engine.Compound); ok && it.inBody && c.Name == engine.AtomCall && len(c.Args) == 1 {
			// call/1 in a clause calls its goal from the clause's
			// frame, which stays: a control construct is a clause of
			// its own, '<meta-call>'(Goal), at the goal's level.
			if _, isVar := engine.Deref(c.Args[0]).(*engine.Var); isVar {
				return nil
			}
			if g, ok := engine.Deref(c.Args[0]).(*engine.Compound); ok && IsControl(g) {
				f := btFrame{level: it.level, body: true, where: " <foreign>", goal: engine.NewCompound(atomMetaCall, g)}
				stack = append(stack, btItem{t: g, level: it.level + 1, frames: append(it.frames[:len(it.frames):len(it.frames)], f),
					last: true, det: detYes, catcher: it.catcher, inBody: true})
				continue
			}
			stack = append(stack, btItem{t: c.Args[0], level: it.level, frames: it.frames, catcher: it.catcher})
			continue
		}
		if meta, ok := metaFrame(t); ok {
			if found != nil {
				continue
			}
			frames := leave(it, swiISOPred(gname.Name, garity))
			meta.level = it.level
			frames = append(frames, meta)
			c := t.(*engine.Compound)
			switch c.Name {
			case atomForall:
				// forall(C, A) :- \+ (C, \+ A): both a level down.
				stack = pushCalled(stack, c.Args[1], it.level+1, frames, nil)
			case atomCatchBT:
				// The recovery runs a level down too, with the catcher
				// bound to the ball: its frame is written so only when
				// the raised goal binds the catcher's variables.
				n := len(stack)
				stack = pushCalled(stack, c.Args[2], it.level+1, frames, nil)
				stack[n].catcher = c.Args[1]
			}
			stack = pushCalled(stack, c.Args[0], it.level+1, frames, nil)
			continue
		}
		if cl, ok := programClause(m, t); ok {
			// The program's predicate: a frame at this level with its
			// clause's place, replaced as its caller's last call; its
			// body's goals a level deeper.
			if calls++; calls > maxProgramFrames {
				return nil
			}
			file, line, _ := clauseSourceOf(cl)
			f := btFrame{level: it.level, body: true, where: " at " + file + ":" + strconv.Itoa(line), goal: t}
			frames := append(leave(it, true), f)
			stack = append(stack, btItem{t: calledBody(m, cl, t), level: it.level + 1, frames: frames,
				last: true, det: detYes, catcher: it.catcher, inBody: true})
			continue
		}
		if quietPreds[gname.Name+"/"+strconv.Itoa(garity)] {
			if gname == name && garity == arity {
				return nil // the error may be its own
			}
			continue
		}
		if (!swiForeignPred(gname.Name, garity) || gname.Name == "with_output_to") && !listPreds[gname.Name+"/"+strconv.Itoa(garity)] {
			// A predicate defined by clauses in the library, or a
			// meta-predicate not modelled: the error may have been
			// raised in it.
			return nil
		}
		if found != nil || gname != name || garity != arity {
			continue
		}
		if s, ok := matchGoal(t, goal); ok {
			if it.last && it.det == detUnknown || !boundBy(it.catcher, s) {
				return nil
			}
			found = &btItem{t: goal, level: it.level, frames: leave(it, swiISOPred(gname.Name, garity))}
			subst = s
		}
	}
	if found == nil {
		return nil
	}
	lines := []string{"In:", levelText(found.level) + writeFrame(m, limitTerm(m, goal, 3, nil))}
	last, gaps := found.level, false
	for i := len(found.frames) - 1; i >= 0; i-- {
		f := found.frames[i]
		if f.level < 0 {
			continue
		}
		gaps = gaps || f.level != last-1
		last = f.level
		lines = append(lines, levelText(f.level)+writeFrame(m, limitTerm(m, f.goal, 3, subst))+f.where)
	}
	if gaps {
		lines = append(lines, "", "Note: some frames are missing due to last-call optimization.",
			"Re-run your program in debug mode (:- debug.) to get more detail.")
	}
	return lines
}

// boundBy says whether each unbound variable of t has a value in s.
func boundBy(t engine.Term, s map[*engine.Var]engine.Term) bool {
	stack := []engine.Term{t}
	for len(stack) > 0 {
		x := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch x := x.(type) {
		case *engine.Var:
			if _, ok := s[x]; !ok {
				return false
			}
		case *engine.Compound:
			if len(stack) > 1<<16 {
				return false
			}
			stack = append(stack, x.Args...)
		}
	}
	return true
}

// pushCalled pushes goal t called by call/1 at level: a control
// construct is a clause of its own, a body frame at level whose goals
// are a level deeper ('<meta-call>'(Arg), with Arg the goal as the
// caller passed it, user:t when arg is nil).
func pushCalled(stack []btItem, t engine.Term, level int, frames []btFrame, arg engine.Term) []btItem {
	if c, ok := engine.Deref(t).(*engine.Compound); ok && IsControl(c) {
		if arg == nil {
			arg = userQ(t)
		}
		f := btFrame{level: level, body: true, where: " <foreign>", goal: engine.NewCompound(atomMetaCall, arg)}
		return append(stack, btItem{t: t, level: level + 1, frames: append(frames[:len(frames):len(frames)], f), last: true, det: detYes, inBody: true})
	}
	return append(stack, btItem{t: t, level: level, frames: frames, last: true, det: detYes})
}

// leave is the frames around the call it stands for: its body's frame is
// gone (its level set to -1) when the call is the body's last with no
// choicepoint left, of a predicate that swipl's compiler calls there as
// a last call, one with the property iso.
func leave(it btItem, iso bool) []btFrame {
	frames := append([]btFrame(nil), it.frames...)
	if iso && it.last && it.det == detYes && len(frames) > 0 && frames[len(frames)-1].body {
		frames[len(frames)-1].level = -1
	}
	return frames
}

// metaFrame is the frame of call/1, once/1, ignore/1 or catch/3, which
// swipl defines in boot/init.pl, with their goal spelled out.
func metaFrame(t engine.Term) (btFrame, bool) {
	c, ok := t.(*engine.Compound)
	if !ok {
		return btFrame{}, false
	}
	line := 0
	switch {
	case c.Name == engine.AtomCall && len(c.Args) == 1:
		line = 502
	case c.Name == atomOnce && len(c.Args) == 1:
		line = 538
	case c.Name == atomIgnore && len(c.Args) == 1:
		line = 547
	case c.Name == atomCatchBT && len(c.Args) == 3:
		line = 565
	case c.Name == atomForall && len(c.Args) == 2:
		line = 52
	default:
		return btFrame{}, false
	}
	for _, g := range metaGoals(c) {
		if _, isVar := engine.Deref(g).(*engine.Var); isVar {
			return btFrame{}, false
		}
	}
	args := append([]engine.Term(nil), c.Args...)
	file := "init.pl:"
	switch c.Name {
	case atomCatchBT:
		args[0], args[2] = userQ(args[0]), userQ(args[2])
	case atomForall:
		args[0], args[1] = userQ(args[0]), userQ(args[1])
		file = "apply.pl:"
	default:
		args[0] = userQ(args[0])
	}
	return btFrame{goal: engine.NewCompound(c.Name, args...), where: " at " + swiBoot + file + strconv.Itoa(line)}, true
}

// metaGoals are the goals that the meta-predicate call c of metaFrame
// runs: catch/3's recovery last.
func metaGoals(c *engine.Compound) []engine.Term {
	switch {
	case c.Name == atomCatchBT:
		return []engine.Term{c.Args[0], c.Args[2]}
	case c.Name == atomForall:
		return []engine.Term{c.Args[0], c.Args[1]}
	}
	return c.Args[:1]
}

// goalDet says whether the goal t, run in a body, leaves no choicepoint:
// detUnknown when that depends on its arguments or its clauses.
func goalDet(m *engine.Machine, t engine.Term) detKind {
	d := detYes
	stack := []engine.Term{t}
	for len(stack) > 0 {
		g := engine.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		c, _ := g.(*engine.Compound)
		if c != nil && IsControl(c) {
			switch c.Name {
			case engine.AtomComma:
				stack = append(stack, c.Args[0], c.Args[1])
			case engine.AtomSemicolon:
				if cond, ok := engine.Deref(c.Args[0]).(*engine.Compound); ok && len(cond.Args) == 2 && cond.Name == engine.AtomIf {
					stack = append(stack, cond.Args[1], c.Args[1])
				} else {
					return detNo
				}
			case engine.AtomIf:
				stack = append(stack, c.Args[1])
			case engine.AtomSoftIf:
				return detNo
			}
			continue
		}
		name, arity, ok := goalPI(g)
		if !ok {
			return detUnknown
		}
		switch {
		case c != nil && arity == 1 && (name == atomOnce || name == atomIgnore):
			continue
		case c != nil && arity == 1 && name == engine.AtomCall:
			stack = append(stack, c.Args[0])
			continue
		case c != nil && arity == 3 && name == atomCatchBT:
			stack = append(stack, c.Args[0], c.Args[2])
			continue
		}
		if !detBuiltins[name.Name+"/"+strconv.Itoa(arity)] && !detQuiet(name, arity, c) {
			d = detUnknown
		}
	}
	return d
}

// detQuiet says whether the call c of one of quietPreds leaves no
// choicepoint: length/2 of a proper list, the others always.
func detQuiet(name *engine.Atom, arity int, c *engine.Compound) bool {
	if !quietPreds[name.Name+"/"+strconv.Itoa(arity)] {
		return false
	}
	if name.Name != "length" {
		return true
	}
	l := engine.Deref(c.Args[0])
	for {
		switch x := l.(type) {
		case *engine.Compound:
			if x.Name != engine.AtomDot || len(x.Args) != 2 {
				return false
			}
			l = engine.Deref(x.Args[1])
			continue
		case *engine.Atom:
			return x == engine.AtomNil
		}
		return false
	}
}

// detBuiltins are built-ins that leave no choicepoint.
var detBuiltins = func() map[string]bool {
	s := map[string]bool{}
	for _, pi := range strings.Fields(`!/0 true/0 =/2 \=/2 ==/2 \==/2 @</2 @>/2 @=</2 @>=/2 compare/3
		is/2 </2 >/2 =</2 >=/2 =:=/2 =\=/2 succ/2 plus/3
		var/1 nonvar/1 atom/1 number/1 integer/1 float/1 atomic/1 compound/1 callable/1 is_list/1 ground/1 string/1
		functor/3 =../2 copy_term/2 atom_length/2 atom_codes/2 atom_chars/2 char_code/2 number_codes/2
		atom_number/2 atom_string/2 number_string/2 string_chars/2 string_codes/2 string_to_atom/2
		string_length/2 string_concat/3 upcase_atom/2 downcase_atom/2 term_to_atom/2 term_variables/2
		msort/2 sort/2 sort/4 keysort/2 predsort/3 length/2 tab/1
		write/1 writeln/1 print/1 writeq/1 write_canonical/1 write_term/2 nl/0 format/1 format/2 format/3
		assert/1 asserta/1 assertz/1 retractall/1 nb_setval/2 b_setval/2 nb_getval/2 b_getval/2
		findall/3 findall/4 forall/2 aggregate_all/3`) {
		s[pi] = true
	}
	return s
}()

// goalPI is the name and arity of a callable term.
func goalPI(t engine.Term) (*engine.Atom, int, bool) {
	switch g := engine.Deref(t).(type) {
	case *engine.Atom:
		return g, 0, true
	case *engine.Compound:
		return g.Name, len(g.Args), true
	}
	return nil, 0, false
}

// backtraceBall says whether swipl prints a backtrace for ball raised by
// a call of name/arity: an error(Formal, Context) whose context is
// unbound or context(Culprit, Message) (library(prolog_stack)'s hook
// puts the stack in its place), raised by a built-in that swipl defines
// in C, whose context names it (arithmetic names the function), or by
// throw/1.
func backtraceBall(name *engine.Atom, arity int, ball engine.Term) bool {
	c, ok := engine.Deref(ball).(*engine.Compound)
	if !ok || c.Name != engine.AtomError || len(c.Args) != 2 {
		return false
	}
	ctxTerm := engine.Deref(c.Args[1])
	ctx, isCtx := ctxTerm.(*engine.Compound)
	if isCtx && (ctx.Name != atomContextBT || len(ctx.Args) != 2) {
		return false
	}
	if _, isVar := ctxTerm.(*engine.Var); !isVar && !isCtx {
		return false
	}
	if name == atomThrowBT && arity == 1 {
		return true
	}
	if !swiForeignPred(name.Name, arity) {
		return false
	}
	switch name.Name {
	case "is", "<", ">", "=<", ">=", "=:=", "=\\=":
		return arity == 2
	}
	if !isCtx {
		return false
	}
	culprit := engine.Deref(ctx.Args[0])
	if q, ok := culprit.(*engine.Compound); ok && q.Name == engine.AtomColon && len(q.Args) == 2 {
		culprit = engine.Deref(q.Args[1])
	}
	pi, ok := culprit.(*engine.Compound)
	return ok && pi.Name == engine.AtomSlash && len(pi.Args) == 2 && engine.Deref(pi.Args[0]) == engine.Term(name)
}

// piSet returns the set of the predicate indicators in text, one per
// word, made on first use.
func piSet(text string) func() map[string]bool {
	return sync.OnceValue(func() map[string]bool {
		s := map[string]bool{}
		for _, pi := range strings.Fields(text) {
			s[pi] = true
		}
		return s
	})
}

var (
	swiForeignSet = piSet(swiForeign)
	swiISOSet     = piSet(swiISO)
)

// swiISOPred says whether name/arity has swipl's property iso.
func swiISOPred(name string, arity int) bool {
	return swiISOSet()[name+"/"+strconv.Itoa(arity)]
}

// swiForeignPred says whether swipl defines name/arity in C.
func swiForeignPred(name string, arity int) bool {
	return swiForeignSet()[name+"/"+strconv.Itoa(arity)]
}

// matchGoal matches the query's goal pattern against goal, the goal the
// built-in was called with, an instance of it: the substitution of the
// pattern's unbound variables, or false.
func matchGoal(pattern, goal engine.Term) (map[*engine.Var]engine.Term, bool) {
	s := map[*engine.Var]engine.Term{}
	type pair struct{ p, g engine.Term }
	stack := []pair{{pattern, goal}}
	for len(stack) > 0 {
		pr := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		p, g := engine.Deref(pr.p), engine.Deref(pr.g)
		if v, ok := p.(*engine.Var); ok {
			if old, seen := s[v]; seen {
				if engine.Compare(old, g) != 0 {
					return nil, false
				}
				continue
			}
			s[v] = g
			continue
		}
		pc, ok := p.(*engine.Compound)
		if !ok {
			if engine.Compare(p, g) != 0 {
				return nil, false
			}
			continue
		}
		gc, ok := g.(*engine.Compound)
		if !ok || gc.Name != pc.Name || len(gc.Args) != len(pc.Args) {
			return nil, false
		}
		if len(stack) > 1<<16 {
			return nil, false // a cyclic goal: not followed to the end
		}
		for i := range pc.Args {
			stack = append(stack, pair{pc.Args[i], gc.Args[i]})
		}
	}
	return s, true
}

// limitTerm is library(prolog_stack)'s copy_term_limit/3 of t, with the
// substitution s applied: compounds depth levels down are '...', and a
// compound of more than 16 arguments keeps the first 16, an atom
// '<skipped N of Arity>' and the last. The recursion is depth levels
// deep at most.
func limitTerm(m *engine.Machine, t engine.Term, depth int, s map[*engine.Var]engine.Term) engine.Term {
	t = engine.Deref(t)
	if v, ok := t.(*engine.Var); ok {
		if b, ok := s[v]; ok {
			return limitTerm(m, b, depth, nil)
		}
		// copy_term_limit/3 copies each variable where it meets it:
		// a variable met twice is written as two.
		return m.NewVar()
	}
	c, ok := t.(*engine.Compound)
	if !ok {
		return t
	}
	if depth == 0 {
		return atomEllipsis
	}
	const maxArity = 16
	n := len(c.Args)
	if n <= maxArity {
		args := make([]engine.Term, n)
		for i, a := range c.Args {
			args[i] = limitTerm(m, a, depth-1, s)
		}
		return engine.NewCompound(c.Name, args...)
	}
	args := make([]engine.Term, maxArity+2)
	for i := range maxArity {
		args[i] = limitTerm(m, c.Args[i], depth-1, s)
	}
	args[maxArity] = engine.Intern("<skipped " + groupDigits(n-maxArity-1) + " of " + groupDigits(n) + ">")
	args[maxArity+1] = limitTerm(m, c.Args[n-1], depth-1, s)
	return engine.NewCompound(c.Name, args...)
}

// userQ is user:t.
func userQ(t engine.Term) engine.Term { return engine.NewCompound(engine.AtomColon, atomUser, t) }

// writeFrame writes a frame's goal as print/1 does (~p).
func writeFrame(m *engine.Machine, t engine.Term) string {
	return engine.Format(t, engine.WriteOptions{Quoted: true, NumberVars: true, Ops: m.Ops})
}

// levelText is the level as format's '~|~t[~D]~6+ ' writes it.
func levelText(level int) string {
	s := "[" + groupDigits(level) + "]"
	if len(s) < 6 {
		s = strings.Repeat(" ", 6-len(s)) + s
	}
	return s + " "
}

// groupDigits writes n as ~D does: digits in groups of three.
func groupDigits(n int) string {
	if n < 0 {
		return "-" + groupedDigits(strconv.Itoa(n)[1:], ",")
	}
	return groupedDigits(strconv.Itoa(n), ",")
}

// groupedDigits writes a string of digits in groups of three, separated
// by sep, as format's ~D (",") and ~I ("_") do.
func groupedDigits(digits, sep string) string {
	var b strings.Builder
	for i := range len(digits) {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteByte(digits[i])
	}
	return b.String()
}
