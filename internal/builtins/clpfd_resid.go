package builtins

import (
	"fmt"
	"sort"
	"strings"

	"github.com/goprolog/goprolog/internal/engine"
)

// Residual goals of CLP(FD) constraints, as SWI-Prolog's library(clpfd)
// writes them (attribute_goals//1). SWI-Prolog decomposes a constraint
// into propagators such as pplus(X, Y, Z) or x_leq_y_plus_c(X, Y, C) and
// each live propagator gives one goal (X+Y#=Z, X#=<Y+C). goprolog's own
// propagators are not the same ones, so posting a constraint also
// records, as fdResid values on the variables, the propagators that
// SWI-Prolog would have made (clpfd_swipost.go); the top level and
// copy_term/3 print those.
//
// SWI-Prolog lists the goals variable by variable in the standard order
// of the variables (the order in which they became attributed, which
// fdVar.age records), each one's domain first and then its propagators
// that no earlier variable has shown: those that wake on
// instantiation, then those that wake on bounds, then the others, each
// group newest first.

type residKind uint8

const (
	rkPlus       residKind = iota // pplus(A, B, C): A+B#=C
	rkTimes                       // ptimes(A, B, C): A*B#=C
	rkGeq                         // pgeq(A, B): A#>=B
	rkLeqPlusC                    // x_leq_y_plus_c(X, Y, C): X#=<Y+C
	rkNeq                         // pneq(A, B): A#\=B
	rkNeqPlus                     // x_neq_y_plus_z(X, Y, Z): X#\=Y+Z
	rkAbsDiffNeq                  // absdiff_neq(X, Y, C): abs(X-Y)#\=C
	rkAbsDiffGeq                  // absdiff_geq(X, Y, C): abs(X-Y)#>=C
	rkSPEq                        // scalar_product_eq(Cs, Vs, C)
	rkSPLeq                       // scalar_product_leq(Cs, Vs, C)
	rkSPNeq                       // scalar_product_neq(Cs, Vs, C)
	rkExp                         // pexp(X, Y, Z): X^Y#=Z
	rkMod                         // pmod(X, Y, Z): X mod Y#=Z
	rkRem                         // prem(X, Y, Z): X rem Y#=Z
	rkTDiv                        // ptzdiv(X, Y, Z): X//Y#=Z
	rkFDiv                        // pdiv(X, Y, Z): X div Y#=Z
	rkMax                         // pmax(X, Y, Z): Z#=max(X, Y)
	rkMin                         // pmin(X, Y, Z): Z#=min(X, Y)
	rkAbs                         // pabs(X, Y): Y#=abs(X)
	rkAllDiff                     // pdifferent: the original all_different/1 goal
	rkDistinct                    // pdistinct(Vs): all_distinct(Vs)
	rkReifEq                      // reified_eq(1, X, 1, Y, _, B): X#=Y#<==>B
	rkReifNeq                     // reified_neq: X#\=Y#<==>B
	rkReifGeq                     // reified_geq: X#>=Y#<==>B
	rkReifAnd                     // reified_and(X, _, Y, _, B): X#/\Y#<==>B
	rkReifOr                      // reified_or(X, _, Y, _, B): X#\/Y#<==>B
	rkReifNot                     // reified_not(X, Y): #\X#<==>Y
	rkImpl                        // pimpl(X, Y, _): X#==>Y
	rkTuples                      // rel_tuple(R, Tuple): tuples_in([Tuple], Relation)
	rkGCC                         // pgcc(Vs, Pairs, _): global_cardinality(Vs, Pairs)
	rkReifIn                      // reified_in(V, Dom, B): V in Dom#<==>B
)

// fdResid is one propagator as SWI-Prolog would have made it.
type fdResid struct {
	kind residKind
	// a holds the arguments (the variables of a scalar product), constants
	// as fixed store variables.
	a  []*fdVar
	cs []int64
	c  int64
	// goal is the goal all_different/1, all_distinct/1, tuples_in/2 and
	// global_cardinality/2 show; d the domain of reified_in/3.
	goal engine.Term
	d    fdDom
	// serial numbers the records in the order they were made.
	serial uint64
}

// key identifies what r says, all auxiliary variables alike; the terms
// of a scalar product and the variables of all_different/1 and
// all_distinct/1 in any order.
func (r *fdResid) key() string {
	parts := make([]string, len(r.a))
	for i, x := range r.a {
		switch {
		case x.id < 0 || x.fixed():
			parts[i] = fmt.Sprint("c", x.value())
		case x.v == nil:
			parts[i] = "aux"
		default:
			parts[i] = fmt.Sprint("v", x.id)
		}
		if r.cs != nil {
			parts[i] = fmt.Sprint(r.cs[i], "*", parts[i])
		}
	}
	switch r.kind {
	case rkSPEq, rkSPLeq, rkSPNeq, rkAllDiff, rkDistinct, rkTuples, rkGCC:
		sort.Strings(parts)
	}
	return fmt.Sprint(r.kind, " ", r.c, " ", r.d, " ", strings.Join(parts, " "))
}

// wakeGroup is the list of fd_props SWI-Prolog files the propagator in:
// 0 woken by instantiation, 1 by bounds, 2 by any change.
func (r *fdResid) wakeGroup() int {
	switch r.kind {
	case rkNeq, rkNeqPlus, rkAbsDiffNeq, rkAllDiff, rkSPNeq:
		return 0
	case rkLeqPlusC, rkSPEq, rkSPLeq, rkPlus, rkGeq:
		return 1
	}
	return 2
}

// swiAttr marks x attributed in SWI-Prolog's sense, giving it its place
// in the order of attributed variables the first time.
func (s *fdStore) swiAttr(x *fdVar) {
	if x.id >= 0 && x.age == 0 {
		s.ageSeq++
		s.trail = append(s.trail, fdUndo{kind: undoAge, x: x})
		x.age = s.ageSeq
	}
}

// attachResid records r on x (once per variable).
func (s *fdStore) attachResid(x *fdVar, r *fdResid) {
	if r.serial == 0 {
		s.residSeq++
		r.serial = s.residSeq
	}
	if x.id < 0 {
		return
	}
	for _, o := range x.resids {
		if o == r {
			return
		}
	}
	s.trail = append(s.trail, fdUndo{kind: undoResids, x: x, n: len(x.resids)})
	x.resids = append(x.resids, r)
}

// unfixed counts the distinct variables of r that are not fixed.
func (r *fdResid) unfixed() int {
	n := 0
	for i, x := range r.a {
		if x.id < 0 || x.fixed() {
			continue
		}
		dup := false
		for _, y := range r.a[:i] {
			if y == x {
				dup = true
				break
			}
		}
		if !dup {
			n++
		}
	}
	return n
}

// twoAliased tells whether r has two variables left that are not fixed
// and unification has made them one.
func (r *fdResid) twoAliased(s *fdStore) bool {
	var xy []*fdVar
	for _, x := range r.a {
		if x.id >= 0 && !x.fixed() {
			xy = append(xy, x)
		}
	}
	return len(xy) == 2 && s.aliased(xy[0], xy[1])
}

// dead tells whether SWI-Prolog would have killed the propagator by now,
// as seen from its variable at: the conditions under which its
// run_propagator/2 clause calls kill/1.
func (r *fdResid) dead(s *fdStore, at *fdVar) bool {
	a := r.a
	anyFixed := func(xs ...*fdVar) bool {
		for _, x := range xs {
			if x.fixed() {
				return true
			}
		}
		return false
	}
	switch r.kind {
	case rkAllDiff:
		return at.fixed()
	case rkDistinct, rkTuples, rkGCC:
		return r.unfixed() == 0
	case rkNeq:
		return anyFixed(a[0], a[1]) || a[0].max() < a[1].min() || a[0].min() > a[1].max()
	case rkGeq:
		return a[0] == a[1] || anyFixed(a[0], a[1]) || a[0].min() >= a[1].max()
	case rkLeqPlusC:
		return anyFixed(a[0], a[1]) || a[0].max() != fdSup && a[1].min() != fdInf && a[0].max() <= a[1].min()+r.c
	case rkAbsDiffNeq, rkAbsDiffGeq:
		return anyFixed(a[0], a[1])
	case rkPlus:
		// pplus(0, Y, Z) unifies Y and Z.
		return a[0].fixed() && a[0].value() == 0 || a[1].fixed() && a[1].value() == 0 || r.unfixed() <= 1 || r.twoAliased(s)
	case rkTimes:
		return a[0].fixed() && a[0].value() == 0 || a[1].fixed() && a[1].value() == 0 || r.unfixed() <= 1
	case rkSPEq:
		// X #= 0 + Y unifies X and Y.
		return r.unfixed() <= 1 || r.twoAliased(s)
	case rkSPNeq, rkNeqPlus:
		return r.unfixed() <= 1
	case rkSPLeq:
		if r.unfixed() == 0 {
			return true
		}
		var sup int64
		for i, x := range a {
			_, hi := termBounds(r.cs[i], x)
			if hi == fdSup {
				return false
			}
			sup = satAdd(sup, hi)
		}
		return sup <= r.c
	case rkAbs:
		return a[0].fixed()
	case rkReifEq, rkReifNeq, rkReifGeq:
		return a[2].fixed() || a[0].fixed() && a[1].fixed()
	case rkReifAnd, rkReifOr, rkReifNot, rkImpl, rkReifIn:
		return anyFixed(a[0], a[1])
	case rkExp:
		// pexp(X, N, M) has left X in -R\/R (or R) and died.
		if a[1].fixed() && a[2].fixed() {
			return true
		}
	case rkMax, rkMin:
		// With Z and X known pmax(X, Y, Z) dies or fixes Y.
		if a[2].fixed() && (a[0].fixed() || a[1].fixed()) {
			return true
		}
	case rkTDiv, rkFDiv:
		// ptzdiv and pdiv die once Y and Z are known, or Y is 1 or -1.
		if a[1].fixed() && (a[2].fixed() || a[1].value() == 1 || a[1].value() == -1) {
			return true
		}
		if s.aliased(a[0], a[1]) {
			return true
		}
	case rkMod, rkRem:
		// X == Y kills them (X mod X is 0, X // X is 1).
		if s.aliased(a[0], a[1]) {
			return true
		}
	}
	// pexp, pmod, prem, ptzdiv, pdiv, pmax, pmin: the inputs decide.
	return a[0].fixed() && a[1].fixed()
}

// aliased tells whether unification has made x and y one variable.
func (s *fdStore) aliased(x, y *fdVar) bool {
	if x == y {
		return true
	}
	if x.id < 0 || y.id < 0 {
		return false
	}
	tx, ty := x.prolog(s), y.prolog(s)
	if tx == nil || ty == nil {
		return false
	}
	vx, ok := engine.Deref(tx).(*engine.Var)
	return ok && vx == engine.Deref(ty)
}

var (
	fdAtomEqC      = engine.Intern("#=")
	fdAtomGeqC     = engine.Intern("#>=")
	fdAtomLeqC     = engine.Intern("#=<")
	fdAtomNeqC     = engine.Intern(`#\=`)
	fdAtomAllDiff  = engine.Intern("all_different")
	fdAtomAllDist  = engine.Intern("all_distinct")
	fdAtomClpfdMod = engine.Intern("clpfd")
)

// residPrinter writes the residual goals of one answer: store variables
// that stand for no Prolog variable (SWI-Prolog's auxiliary variables)
// get one fresh variable each.
type residPrinter struct {
	s   *fdStore
	m   *engine.Machine
	aux map[*fdVar]*engine.Var
	// names are the variables the caller asked about, by store variable.
	names map[*fdVar]engine.Term
}

func (p *residPrinter) term(x *fdVar) engine.Term {
	if x.fixed() {
		return engine.MakeInt(x.value())
	}
	if t, ok := p.names[x]; ok {
		return t
	}
	if t := x.prolog(p.s); t != nil {
		return engine.Deref(t)
	}
	if v, ok := p.aux[x]; ok {
		return v
	}
	v := p.m.NewVar()
	p.aux[x] = v
	return v
}

func bin(name *engine.Atom, a, b engine.Term) engine.Term { return engine.NewCompound(name, a, b) }

// goal returns the goal of r, as attribute_goal_//1 writes it.
func (p *residPrinter) goal(r *fdResid) engine.Term {
	t := func(i int) engine.Term { return p.term(r.a[i]) }
	c := engine.MakeInt(r.c)
	switch r.kind {
	case rkPlus:
		return bin(fdAtomEqC, bin(engine.AtomPlus, t(0), t(1)), t(2))
	case rkTimes:
		return bin(fdAtomEqC, bin(fdAtomTimes, t(0), t(1)), t(2))
	case rkGeq:
		return bin(fdAtomGeqC, t(0), t(1))
	case rkLeqPlusC:
		return bin(fdAtomLeqC, t(0), bin(engine.AtomPlus, t(1), c))
	case rkNeq:
		return bin(fdAtomNeqC, t(0), t(1))
	case rkNeqPlus:
		return bin(fdAtomNeqC, t(0), bin(engine.AtomPlus, t(1), t(2)))
	case rkAbsDiffNeq:
		return bin(fdAtomNeqC, engine.NewCompound(fdAtomAbs, bin(engine.AtomMinus, t(0), t(1))), c)
	case rkAbsDiffGeq:
		return bin(fdAtomGeqC, engine.NewCompound(fdAtomAbs, bin(engine.AtomMinus, t(0), t(1))), c)
	case rkExp:
		return bin(fdAtomEqC, bin(fdAtomPow, t(0), t(1)), t(2))
	case rkMod:
		return bin(fdAtomEqC, bin(fdAtomMod, t(0), t(1)), t(2))
	case rkRem:
		return bin(fdAtomEqC, bin(fdAtomRem, t(0), t(1)), t(2))
	case rkTDiv:
		return bin(fdAtomEqC, bin(fdAtomIDiv, t(0), t(1)), t(2))
	case rkFDiv:
		return bin(fdAtomEqC, bin(fdAtomDiv, t(0), t(1)), t(2))
	case rkMax:
		return bin(fdAtomEqC, t(2), bin(fdAtomMax, t(0), t(1)))
	case rkMin:
		return bin(fdAtomEqC, t(2), bin(fdAtomMin, t(0), t(1)))
	case rkAbs:
		return bin(fdAtomEqC, t(1), engine.NewCompound(fdAtomAbs, t(0)))
	case rkAllDiff, rkDistinct, rkTuples, rkGCC:
		return r.goal
	case rkSPEq, rkSPLeq, rkSPNeq:
		return p.scalarGoal(r)
	case rkReifEq:
		return bin(fdAtomEquiv, bin(fdAtomEqC, t(0), t(1)), t(2))
	case rkReifNeq:
		return bin(fdAtomEquiv, bin(fdAtomNeqC, t(0), t(1)), t(2))
	case rkReifGeq:
		return bin(fdAtomEquiv, bin(fdAtomGeqC, t(0), t(1)), t(2))
	case rkReifAnd:
		return bin(fdAtomEquiv, bin(fdAtomAnd, t(0), t(1)), t(2))
	case rkReifOr:
		return bin(fdAtomEquiv, bin(fdAtomOr, t(0), t(1)), t(2))
	case rkReifNot:
		return bin(fdAtomEquiv, engine.NewCompound(fdAtomNot, t(0)), t(1))
	case rkImpl:
		return bin(fdAtomImpl, t(0), t(1))
	case rkReifIn:
		return bin(fdAtomEquiv, bin(fdAtomIn, t(0), domTerm(r.d)), t(1))
	}
	return engine.AtomTrue
}

// scalarGoal writes a scalar product. When SWI-Prolog's propagator has
// two variables left (or three and no constant), it has replaced itself
// by pplus/3 or x_neq_y_plus_z/3, whose goal is written instead.
func (p *residPrinter) scalarGoal(r *fdResid) engine.Term {
	var cs []int64
	var vs []*fdVar
	rest := r.c
	for i, x := range r.a {
		if x.fixed() {
			rest = satAdd(rest, -satMul(r.cs[i], x.value()))
			continue
		}
		cs, vs = append(cs, r.cs[i]), append(vs, x)
	}
	pc := func(v int64) engine.Term { return engine.MakeInt(v) }
	tv := func(i int) engine.Term { return p.term(vs[i]) }
	plus := func(a, b, c engine.Term) engine.Term {
		return bin(fdAtomEqC, bin(engine.AtomPlus, a, b), c)
	}
	neq := func(a, b, c engine.Term) engine.Term {
		return bin(fdAtomNeqC, a, bin(engine.AtomPlus, b, c))
	}
	is := func(want ...int64) bool {
		if len(cs) != len(want) {
			return false
		}
		for i := range want {
			if cs[i] != want[i] {
				return false
			}
		}
		return true
	}
	switch r.kind {
	case rkSPEq:
		switch {
		case is(1, 1):
			return plus(tv(0), tv(1), pc(rest))
		case is(1, -1):
			return plus(pc(rest), tv(1), tv(0))
		case is(-1, 1):
			return plus(pc(rest), tv(0), tv(1))
		case is(-1, -1):
			return plus(tv(0), tv(1), pc(-rest))
		case rest == 0 && is(1, 1, -1):
			return plus(tv(0), tv(1), tv(2))
		case rest == 0 && is(1, -1, 1):
			return plus(tv(0), tv(2), tv(1))
		case rest == 0 && is(-1, 1, 1):
			return plus(tv(1), tv(2), tv(0))
		}
	case rkSPNeq:
		switch {
		case is(1, -1):
			return neq(tv(0), tv(1), pc(rest))
		case is(-1, 1):
			return neq(tv(1), tv(0), pc(rest))
		case rest == 0 && is(1, 1, -1):
			return neq(tv(2), tv(0), tv(1))
		case rest == 0 && is(1, -1, 1):
			return neq(tv(1), tv(0), tv(2))
		case rest == 0 && is(-1, 1, 1):
			return neq(tv(0), tv(1), tv(2))
		}
	}
	ts := make([]engine.Term, len(r.a))
	for i, x := range r.a {
		ts[i] = p.term(x)
	}
	l, rt := scalarLeftRight(r.cs, ts, r.c)
	op := fdAtomEqC
	switch r.kind {
	case rkSPLeq:
		op = fdAtomLeqC
	case rkSPNeq:
		op = fdAtomNeqC
	}
	return bin(op, l, rt)
}

// scalarLeftRight is library(clpfd)'s scalar_product_left_right/4 for
// Σ cs[i]*vs[i] = c: the positive terms on the left, the negative ones
// on the right, and the constant where SWI-Prolog puts it.
func scalarLeftRight(cs []int64, vs []engine.Term, c int64) (engine.Term, engine.Term) {
	konst := -c
	var lefts, rights []engine.Term
	term := func(k int64, v engine.Term) engine.Term {
		if k == 1 {
			return v
		}
		return bin(fdAtomTimes, engine.MakeInt(k), v)
	}
	for i, v := range vs {
		if n, ok := v.(engine.Int); ok {
			konst = satAdd(konst, satMul(cs[i], int64(n)))
			continue
		}
		switch {
		case cs[i] < 0:
			rights = append(rights, term(-cs[i], v))
		case cs[i] > 0:
			lefts = append(lefts, term(cs[i], v))
		}
	}
	sum := func(ts []engine.Term) engine.Term {
		if len(ts) == 0 {
			return engine.MakeInt(0)
		}
		t := ts[0]
		for _, u := range ts[1:] {
			t = bin(engine.AtomPlus, t, u)
		}
		return t
	}
	left, right := sum(lefts), sum(rights)
	nk := engine.MakeInt(-konst)
	switch {
	case konst == 0:
		return left, right
	case len(rights) == 0:
		return left, nk
	case len(lefts) == 0:
		return engine.MakeInt(konst), right
	case konst < 0:
		return left, bin(engine.AtomPlus, right, nk)
	}
	return bin(engine.AtomPlus, left, engine.MakeInt(konst)), right
}

// fdResidualGoals returns the residual goals of the CLP(FD) variables
// among vars and of the variables their propagators link them to.
func fdResidualGoals(m *engine.Machine, vars []engine.Term) []engine.Term {
	s := fdStoreOf(m)
	s.m = m
	var xs []*fdVar
	seen := map[*fdVar]bool{}
	add := func(x *fdVar) {
		if x != nil && x.id >= 0 && !x.fixed() && !seen[x] {
			seen[x] = true
			xs = append(xs, x)
		}
	}
	p := &residPrinter{s: s, m: m, aux: map[*fdVar]*engine.Var{}, names: map[*fdVar]engine.Term{}}
	var roots []*fdVar
	for _, t := range vars {
		if v, ok := engine.Deref(t).(*engine.Var); ok {
			if x := s.lookup(v); x != nil {
				roots = append(roots, x)
				if _, ok := p.names[x]; !ok {
					p.names[x] = v
				}
			}
		}
	}
	// A call that the WAM core runs and then hands back to the engine,
	// which runs it again, leaves its constraints in the store (the
	// host drops the undo of its segment): of records that say the same,
	// only the newest counts.
	closure := func(use func(*fdResid) bool) {
		xs, seen = nil, map[*fdVar]bool{}
		for _, x := range roots {
			add(x)
		}
		for k := 0; k < len(xs); k++ {
			for _, r := range xs[k].resids {
				if !use(r) {
					continue
				}
				for _, y := range r.a {
					add(y)
				}
			}
		}
	}
	closure(func(*fdResid) bool { return true })
	newest := map[string]*fdResid{}
	for _, x := range xs {
		for _, r := range x.resids {
			k := r.key()
			if o := newest[k]; o == nil || o.serial < r.serial {
				newest[k] = r
			}
		}
	}
	kept := map[*fdResid]bool{}
	for _, r := range newest {
		kept[r] = true
	}
	closure(func(r *fdResid) bool { return kept[r] })
	sort.SliceStable(xs, func(i, j int) bool { return xs[i].age < xs[j].age })
	done := map[*fdResid]bool{}
	shown := map[*engine.Var]bool{}
	var out []engine.Term
	// Unification binds the younger of two constrained variables to the
	// older one, whose propagator lists become the younger one's
	// followed by its own (attr_unify_hook/2): the older one shows the
	// goals of both, the younger one's first.
	members := map[engine.Term][]*fdVar{}
	for _, x := range xs {
		if v, ok := p.term(x).(*engine.Var); ok {
			members[v] = append(members[v], x)
		}
	}
	for _, x := range xs {
		t := p.term(x)
		group := []*fdVar{x}
		if v, ok := t.(*engine.Var); ok {
			if shown[v] {
				continue
			}
			shown[v] = true
			group = members[v]
		}
		live := false
		for _, y := range group {
			for _, r := range y.resids {
				if kept[r] && !r.dead(s, y) {
					live = true
					break
				}
			}
		}
		if !live || len(x.d) != 1 || x.d[0].lo != fdInf || x.d[0].hi != fdSup {
			out = append(out, engine.NewCompound(fdAtomIn, t, domTerm(x.d)))
		}
		for g := 0; g < 3; g++ {
			for k := len(group) - 1; k >= 0; k-- {
				y := group[k]
				for i := len(y.resids) - 1; i >= 0; i-- {
					r := y.resids[i]
					if !kept[r] || r.wakeGroup() != g || done[r] || r.dead(s, y) {
						continue
					}
					done[r] = true
					out = append(out, p.goal(r))
				}
			}
		}
	}
	return out
}
