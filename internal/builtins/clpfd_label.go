package builtins

import "github.com/goprolog/goprolog/internal/engine"

// Go primitives for labeling (lib/clpfd.pl drives the search, mirroring
// SWI-Prolog's label/5 so that answers come in the same order).

// fdLabelCheck is '$fd_label_check'(Vars): every element is an integer or
// a variable with a finite domain.
func fdLabelCheck(m *engine.Machine, args []engine.Term) (bool, error) {
	xs, err := listArg(args[0])
	if err != nil {
		return false, err
	}
	s := fdStoreOf(m)
	for _, x := range xs {
		switch v := engine.Deref(x).(type) {
		case engine.Int:
		case *engine.Var:
			fv := s.lookup(v)
			if fv == nil || !fv.d.finite() {
				return false, engine.InstantiationError()
			}
		default:
			return false, engine.TypeError("integer", v)
		}
	}
	return true, nil
}

func fdDomOfTerm(s *fdStore, t engine.Term) fdDom {
	switch v := t.(type) {
	case engine.Int:
		return fdDom{{int64(v), int64(v)}}
	case *engine.Var:
		if fv := s.lookup(v); fv != nil {
			return fv.d
		}
	}
	return fdDom{{fdInf, fdSup}}
}

func fdNProps(s *fdStore, t engine.Term) int {
	if v, ok := t.(*engine.Var); ok {
		if fv := s.lookup(v); fv != nil {
			return len(fv.props)
		}
	}
	return 0
}

// fdSelect is '$fd_select'(Selection, Vars, Var, RVars): SWI-Prolog's
// select_var/4 (Vars starts with a variable).
func fdSelect(m *engine.Machine, args []engine.Term) (bool, error) {
	sel, err := atomArg(args[0])
	if err != nil {
		return false, err
	}
	xs, err := listArg(args[1])
	if err != nil {
		return false, err
	}
	if len(xs) == 0 {
		return false, nil
	}
	s := fdStoreOf(m)
	for i := range xs {
		xs[i] = engine.Deref(xs[i])
	}
	if sel.Name == "leftmost" {
		return m.Unify(args[2], xs[0]) && m.Unify(args[3], engine.List(xs[1:]...)), nil
	}
	best := 0
	switch sel.Name {
	case "ff":
		bs := fdDomOfTerm(s, xs[0]).size()
		for i := 1; i < len(xs); i++ {
			if _, ok := xs[i].(*engine.Var); !ok {
				continue
			}
			if n := fdDomOfTerm(s, xs[i]).size(); n < bs {
				best, bs = i, n
			}
		}
	case "ffc":
		for i := 1; i < len(xs); i++ {
			n1, n0 := fdDomOfTerm(s, xs[i]).size(), fdDomOfTerm(s, xs[best]).size()
			if n1 < n0 || n1 == n0 && fdNProps(s, xs[i]) > fdNProps(s, xs[best]) {
				best = i
			}
		}
	case "min":
		for i := 1; i < len(xs); i++ {
			if fdDomOfTerm(s, xs[i]).min() < fdDomOfTerm(s, xs[best]).min() {
				best = i
			}
		}
	case "max":
		for i := 1; i < len(xs); i++ {
			if fdDomOfTerm(s, xs[i]).max() > fdDomOfTerm(s, xs[best]).max() {
				best = i
			}
		}
	default:
		return false, engine.DomainError("labeling_option", sel)
	}
	v := xs[best]
	// delete_eq/3: drop integers before v and v itself.
	var rest []engine.Term
	i := 0
	for ; i < len(xs); i++ {
		x := xs[i]
		if _, ok := x.(*engine.Var); !ok {
			continue
		}
		if x == v {
			i++
			break
		}
		rest = append(rest, x)
	}
	rest = append(rest, xs[i:]...)
	return m.Unify(args[2], v) && m.Unify(args[3], engine.List(rest...)), nil
}

// fdFix is '$fd_fix'(Var, Value): Var = Value without a wake-up round trip.
func fdFix(m *engine.Machine, args []engine.Term) (bool, error) {
	v, ok := engine.Deref(args[0]).(*engine.Var)
	if !ok {
		return m.Unify(args[0], args[1]), nil
	}
	n, err := intArg(args[1])
	if err != nil {
		return false, err
	}
	return fdRun(m, func(s *fdStore) error {
		if !s.fix(s.varOf(v), n) {
			s.failed = true
		}
		return nil
	})
}

// fdRemove is '$fd_remove'(Var, Value): Var #\= Value.
func fdRemove(m *engine.Machine, args []engine.Term) (bool, error) {
	n, err := intArg(args[1])
	if err != nil {
		return false, err
	}
	switch v := engine.Deref(args[0]).(type) {
	case engine.Int:
		return int64(v) != n, nil
	case *engine.Var:
		return fdRun(m, func(s *fdStore) error {
			if !s.removeVal(s.varOf(v), n) {
				s.failed = true
			}
			return nil
		})
	default:
		return false, engine.TypeError("integer", v)
	}
}

// fdNext is '$fd_next'(Order, Var, Value): the first value to try.
func fdNext(m *engine.Machine, args []engine.Term) (bool, error) {
	d := fdDomOfTerm(fdStoreOf(m), engine.Deref(args[1]))
	o, err := atomArg(args[0])
	if err != nil {
		return false, err
	}
	if o.Name == "down" {
		return m.Unify(args[2], engine.MakeInt(d.max())), nil
	}
	return m.Unify(args[2], engine.MakeInt(d.min())), nil
}

// fdValues is '$fd_values'(Order, Var, List): the domain in order (enum).
func fdValues(m *engine.Machine, args []engine.Term) (bool, error) {
	d := fdDomOfTerm(fdStoreOf(m), engine.Deref(args[1]))
	if !d.finite() {
		return false, engine.InstantiationError()
	}
	var vs []engine.Term
	for _, iv := range d {
		for v := iv.lo; v <= iv.hi; v++ {
			vs = append(vs, engine.MakeInt(v))
		}
	}
	if o, _ := atomArg(args[0]); o != nil && o.Name == "down" {
		for i, j := 0, len(vs)-1; i < j; i, j = i+1, j-1 {
			vs[i], vs[j] = vs[j], vs[i]
		}
	}
	return m.Unify(args[2], engine.List(vs...)), nil
}

var clpfdLabelBuiltins = []engine.BuiltinSpec{
	{Name: "$fd_label_check", Arity: 1, Fn: fdLabelCheck},
	{Name: "$fd_select", Arity: 4, Fn: fdSelect},
	{Name: "$fd_fix", Arity: 2, Fn: fdFix},
	{Name: "$fd_remove", Arity: 2, Fn: fdRemove},
	{Name: "$fd_next", Arity: 3, Fn: fdNext},
	{Name: "$fd_values", Arity: 3, Fn: fdValues},
	{Name: "$fd_label_go", Arity: 5, Fn: fdLabelGo},
}

// Native labeling: '$fd_label_go'(Vars, Selection, Order, Choice, Rest)
// runs SWI-Prolog's label/5 search in Go, leaving one choicepoint per
// branching node. It stops early, with Rest the variables still to label,
// when a binding woke goals of other attributes (freeze/2, dif/2, ...):
// those must run before the search goes on, so lib/clpfd.pl calls it
// again on Rest. Rest is [] when every variable is labeled.

type fdLabel struct {
	sel, order, choice string
	rest               engine.Term
	// hosted says that a host calls the labeler (see engine.ForeignHost),
	// which keeps the alternatives of a call under one choicepoint made
	// before the call's effects: a call or a redo that leaves an
	// alternative does so first, and hands over to Prolog after the
	// node's own effects (see onward).
	hosted bool
}

// onward goes on with the search from a node's vars: in Go, or, hosted,
// by handing vars over to Prolog as Rest, without those bound already,
// which the search would pass over, so that the host copies fewer.
func (l *fdLabel) onward(m *engine.Machine, vars []engine.Term) (bool, error) {
	if !l.hosted {
		return l.run(m, vars)
	}
	rest := make([]engine.Term, 0, len(vars))
	for _, v := range vars {
		if _, ok := engine.Deref(v).(*engine.Var); ok {
			rest = append(rest, v)
		}
	}
	return m.Unify(l.rest, engine.List(rest...)), nil
}

func fdLabelGo(m *engine.Machine, args []engine.Term) (bool, error) {
	var xs []engine.Term
	r, isRest := engine.Deref(args[0]).(*engine.Compound)
	isRest = isRest && r.Name == fdAtomRest && len(r.Args) == 1
	if isRest {
		xs = []engine.Term{r}
	} else {
		var err error
		if xs, err = listArg(args[0]); err != nil {
			return false, err
		}
	}
	names := [3]string{}
	for i := 0; i < 3; i++ {
		a, err := atomArg(args[i+1])
		if err != nil {
			return false, err
		}
		names[i] = a.Name
	}
	l := &fdLabel{sel: names[0], order: names[1], choice: names[2], rest: args[4], hosted: m.Host != nil}
	s := fdStoreOf(m)
	if l.hosted {
		if vs, ok := fdHostedVars(s, xs); ok {
			return l.runVars(m, vs)
		}
	}
	if isRest {
		// '$fd_rest'(K) that a host made, where none hosts the call.
		var err error
		if xs, err = s.restTerms(r); err != nil {
			return false, err
		}
	}
	return l.run(m, xs)
}

// restTerms returns the Prolog terms of the store variables of r,
// '$fd_rest'(K): a system error when one has none in this call.
func (s *fdStore) restTerms(r *engine.Compound) ([]engine.Term, error) {
	k, ok := engine.Deref(r.Args[0]).(engine.Int)
	if !ok || k < 0 || int(k) >= len(s.rests) {
		return nil, engine.SystemError("labeling lost its variables")
	}
	xs := make([]engine.Term, 0, len(s.rests[k]))
	for _, x := range s.rests[k] {
		t := x.prolog(s)
		if t == nil {
			return nil, engine.SystemError("labeling's variables are another machine's")
		}
		xs = append(xs, t)
	}
	return xs, nil
}

// run labels vars from a node: it returns after a full labeling (true),
// a failure, or a hand-over to Prolog.
func (l *fdLabel) run(m *engine.Machine, vars []engine.Term) (bool, error) {
	s := fdStoreOf(m)
	for {
		for len(vars) > 0 {
			if _, ok := engine.Deref(vars[0]).(*engine.Var); ok {
				break
			}
			vars = vars[1:]
		}
		if len(vars) == 0 {
			return m.Unify(l.rest, engine.AtomNil), nil
		}
		if s.woke {
			s.woke = false
			return m.Unify(l.rest, engine.List(vars...)), nil
		}
		v, rvars := l.selectVar(s, vars)
		ev, ok := engine.Deref(v).(*engine.Var)
		if !ok {
			vars = rvars
			continue
		}
		x := s.lookup(ev)
		if x == nil || !x.d.finite() {
			return false, engine.InstantiationError()
		}
		switch l.choice {
		case "enum":
			vals := fdValuesOf(x.d, l.order == "down")
			if len(vals) > 1 {
				l.pushEnum(m, ev, vals, 1, rvars)
			}
			if ok, err := fdFixVar(m, ev, vals[0]); !ok || err != nil {
				return l.fail(m, err)
			}
			if len(vals) > 1 && l.hosted {
				return l.onward(m, rvars)
			}
			vars = rvars
		case "bisect":
			lo, hi := x.d.min(), x.d.max()
			mid := floorDiv(lo+hi, 2)
			if mid == hi {
				mid--
			}
			vars0 := vars
			first, second := [2]int64{fdInf, mid}, [2]int64{mid + 1, fdSup}
			if l.order == "down" {
				first, second = second, first
			}
			m.PushRedo(func(m *engine.Machine) (bool, error) {
				if ok, err := fdClipVar(m, ev, second[0], second[1]); !ok || err != nil {
					return l.fail(m, err)
				}
				return l.onward(m, vars0)
			})
			if ok, err := fdClipVar(m, ev, first[0], first[1]); !ok || err != nil {
				return l.fail(m, err)
			}
			if l.hosted {
				return l.onward(m, vars0)
			}
		default: // step
			next := x.d.min()
			if l.order == "down" {
				next = x.d.max()
			}
			vars0 := vars
			m.PushRedo(func(m *engine.Machine) (bool, error) {
				ok, err := fdRun(m, func(s *fdStore) error {
					if !s.removeVal(s.varOf(ev), next) {
						s.failed = true
					}
					return nil
				})
				if !ok || err != nil {
					return l.fail(m, err)
				}
				return l.onward(m, vars0)
			})
			if ok, err := fdFixVar(m, ev, next); !ok || err != nil {
				return l.fail(m, err)
			}
			if l.hosted {
				return l.onward(m, rvars)
			}
			vars = rvars
		}
	}
}

func (l *fdLabel) pushEnum(m *engine.Machine, v *engine.Var, vals []int64, i int, rvars []engine.Term) {
	m.PushRedo(func(m *engine.Machine) (bool, error) {
		if i+1 < len(vals) {
			l.pushEnum(m, v, vals, i+1, rvars)
		}
		if ok, err := fdFixVar(m, v, vals[i]); !ok || err != nil {
			return l.fail(m, err)
		}
		return l.onward(m, rvars)
	})
}

// fail ends a branch. The labeler never fails outright: choicepoints it
// pushed during this call get their continuation only when the call
// succeeds, so it succeeds with Rest = '$fail' and the Prolog caller fails.
func (l *fdLabel) fail(m *engine.Machine, err error) (bool, error) {
	if err != nil {
		return false, err
	}
	return m.Unify(l.rest, fdAtomFail), nil
}

var fdAtomFail = engine.Intern("$fail")

func fdValuesOf(d fdDom, down bool) []int64 {
	var vs []int64
	for _, iv := range d {
		for v := iv.lo; v <= iv.hi; v++ {
			vs = append(vs, v)
		}
	}
	if down {
		for i, j := 0, len(vs)-1; i < j; i, j = i+1, j-1 {
			vs[i], vs[j] = vs[j], vs[i]
		}
	}
	return vs
}

func fdFixVar(m *engine.Machine, v *engine.Var, n int64) (bool, error) {
	return fdRun(m, func(s *fdStore) error {
		if !s.fix(s.varOf(v), n) {
			s.failed = true
		}
		return nil
	})
}

func fdClipVar(m *engine.Machine, v *engine.Var, lo, hi int64) (bool, error) {
	return fdRun(m, func(s *fdStore) error {
		if !s.setBounds(s.varOf(v), lo, hi) {
			s.failed = true
		}
		return nil
	})
}

// selectVar is select_var/4 over a slice whose first element is unbound.
func (l *fdLabel) selectVar(s *fdStore, xs []engine.Term) (engine.Term, []engine.Term) {
	if l.sel == "leftmost" {
		return xs[0], xs[1:]
	}
	best := 0
	bt := engine.Deref(xs[0])
	switch l.sel {
	case "ff":
		bs := fdDomOfTerm(s, bt).size()
		for i := 1; i < len(xs); i++ {
			t := engine.Deref(xs[i])
			if _, ok := t.(*engine.Var); !ok {
				continue
			}
			if n := fdDomOfTerm(s, t).size(); n < bs {
				best, bs = i, n
			}
		}
	case "ffc":
		bs, bp := fdDomOfTerm(s, bt).size(), fdNProps(s, bt)
		for i := 1; i < len(xs); i++ {
			t := engine.Deref(xs[i])
			n, np := fdDomOfTerm(s, t).size(), fdNProps(s, t)
			if n < bs || n == bs && np > bp {
				best, bs, bp = i, n, np
			}
		}
	case "min":
		bm := fdDomOfTerm(s, bt).min()
		for i := 1; i < len(xs); i++ {
			if v := fdDomOfTerm(s, engine.Deref(xs[i])).min(); v < bm {
				best, bm = i, v
			}
		}
	case "max":
		bm := fdDomOfTerm(s, bt).max()
		for i := 1; i < len(xs); i++ {
			if v := fdDomOfTerm(s, engine.Deref(xs[i])).max(); v > bm {
				best, bm = i, v
			}
		}
	}
	v := engine.Deref(xs[best])
	rest := make([]engine.Term, 0, len(xs))
	i := 0
	for ; i < len(xs); i++ {
		x := engine.Deref(xs[i])
		if _, ok := x.(*engine.Var); !ok {
			continue
		}
		if x == v {
			i++
			break
		}
		rest = append(rest, x)
	}
	rest = append(rest, xs[i:]...)
	return v, rest
}

// Hosted labeling on store variables. A host calls '$fd_label_go'/5 once
// for each node of the search, and would copy the list of the variables
// still to label into the call and out of it again at each one: the
// labeler hands the host '$fd_rest'(K) instead, K the index of the node's
// variables in the store (fdStore.rests, undone on backtracking with the
// rest of the store), so that a call costs what it changes.

var fdAtomRest = engine.Intern("$fd_rest")

// fdHostedVars returns the store variables of xs, a list of the variables
// to label with integers among them, or the variables of '$fd_rest'(K):
// false when a variable of xs has no store variable of the running host,
// for which the labeler goes on with the terms.
func fdHostedVars(s *fdStore, xs []engine.Term) ([]*fdVar, bool) {
	if len(xs) == 1 {
		if r, ok := xs[0].(*engine.Compound); ok && r.Name == fdAtomRest {
			k, ok := engine.Deref(r.Args[0]).(engine.Int)
			if !ok || k < 0 || int(k) >= len(s.rests) {
				return nil, false
			}
			return s.rests[k], true
		}
	}
	vs := make([]*fdVar, 0, len(xs))
	for _, t := range xs {
		switch t := engine.Deref(t).(type) {
		case engine.Int:
		case *engine.Var:
			x := s.lookup(t)
			if x == nil || x.host == nil || x.host != s.m.Host {
				return nil, false
			}
			vs = append(vs, x)
		default:
			return nil, false
		}
	}
	return vs, true
}

// runVars is run on store variables, for a host: it labels one node,
// leaving the alternatives of its choice, and hands the variables still to
// label back to Prolog (restVars).
func (l *fdLabel) runVars(m *engine.Machine, vars []*fdVar) (bool, error) {
	s := fdStoreOf(m)
	for {
		for len(vars) > 0 && vars[0].fixed() {
			vars = vars[1:]
		}
		if len(vars) == 0 {
			return m.Unify(l.rest, engine.AtomNil), nil
		}
		if s.woke {
			s.woke = false
			return l.restVars(m, vars)
		}
		x, rvars := l.selectFdVar(vars)
		if !x.d.finite() {
			return false, engine.InstantiationError()
		}
		switch l.choice {
		case "enum":
			vals := fdValuesOf(x.d, l.order == "down")
			if len(vals) > 1 {
				l.pushEnumVar(m, x, vals, 1, rvars)
			}
			if ok, err := fdFixStoreVar(m, x, vals[0]); !ok || err != nil {
				return l.fail(m, err)
			}
			if len(vals) > 1 {
				return l.restVars(m, rvars)
			}
			vars = rvars
		case "bisect":
			lo, hi := x.d.min(), x.d.max()
			mid := floorDiv(lo+hi, 2)
			if mid == hi {
				mid--
			}
			vars0 := vars
			first, second := [2]int64{fdInf, mid}, [2]int64{mid + 1, fdSup}
			if l.order == "down" {
				first, second = second, first
			}
			m.PushRedo(func(m *engine.Machine) (bool, error) {
				if ok, err := fdClipStoreVar(m, x, second[0], second[1]); !ok || err != nil {
					return l.fail(m, err)
				}
				return l.restVars(m, vars0)
			})
			if ok, err := fdClipStoreVar(m, x, first[0], first[1]); !ok || err != nil {
				return l.fail(m, err)
			}
			return l.restVars(m, vars0)
		default: // step
			next := x.d.min()
			if l.order == "down" {
				next = x.d.max()
			}
			vars0 := vars
			m.PushRedo(func(m *engine.Machine) (bool, error) {
				ok, err := fdRun(m, func(s *fdStore) error {
					if !s.removeVal(x, next) {
						s.failed = true
					}
					return nil
				})
				if !ok || err != nil {
					return l.fail(m, err)
				}
				return l.restVars(m, vars0)
			})
			if ok, err := fdFixStoreVar(m, x, next); !ok || err != nil {
				return l.fail(m, err)
			}
			return l.restVars(m, rvars)
		}
	}
}

func (l *fdLabel) pushEnumVar(m *engine.Machine, x *fdVar, vals []int64, i int, rvars []*fdVar) {
	m.PushRedo(func(m *engine.Machine) (bool, error) {
		if i+1 < len(vals) {
			l.pushEnumVar(m, x, vals, i+1, rvars)
		}
		if ok, err := fdFixStoreVar(m, x, vals[i]); !ok || err != nil {
			return l.fail(m, err)
		}
		return l.restVars(m, rvars)
	})
}

// restVars unifies Rest with [] when every one of vars is fixed, or else
// with '$fd_rest'(K), K the index of vars in the store's rests, which
// backtracking past this call takes off. vars is kept as it is, fixed
// ones and all (the next node passes over them): no node changes a slice
// of variables once made.
func (l *fdLabel) restVars(m *engine.Machine, vars []*fdVar) (bool, error) {
	for len(vars) > 0 && vars[0].fixed() {
		vars = vars[1:]
	}
	if len(vars) == 0 {
		return m.Unify(l.rest, engine.AtomNil), nil
	}
	// The entry on the store's trail is undone with the node's own
	// changes, whose undo takes the trail back to below it; a node that
	// changed nothing leaves it to an older one, and the index stays
	// good meanwhile, as rests only grow until then.
	s := fdStoreOf(m)
	s.trail = append(s.trail, fdUndo{kind: undoRests, n: len(s.rests)})
	s.rests = append(s.rests, vars)
	k := len(s.rests) - 1
	return m.Unify(l.rest, engine.NewCompound(fdAtomRest, engine.MakeInt(int64(k)))), nil
}

func fdFixStoreVar(m *engine.Machine, x *fdVar, n int64) (bool, error) {
	return fdRun(m, func(s *fdStore) error {
		if !s.fix(x, n) {
			s.failed = true
		}
		return nil
	})
}

func fdClipStoreVar(m *engine.Machine, x *fdVar, lo, hi int64) (bool, error) {
	return fdRun(m, func(s *fdStore) error {
		if !s.setBounds(x, lo, hi) {
			s.failed = true
		}
		return nil
	})
}

// selectFdVar is selectVar over store variables, the first not fixed:
// fixed ones are passed over, as the terms they bound are.
func (l *fdLabel) selectFdVar(xs []*fdVar) (*fdVar, []*fdVar) {
	if l.sel == "leftmost" {
		return xs[0], xs[1:]
	}
	best := 0
	switch l.sel {
	case "ff":
		bs := xs[0].d.size()
		for i := 1; i < len(xs); i++ {
			if xs[i].fixed() {
				continue
			}
			if n := xs[i].d.size(); n < bs {
				best, bs = i, n
			}
		}
	case "ffc":
		bs, bp := xs[0].d.size(), len(xs[0].props)
		for i := 1; i < len(xs); i++ {
			if xs[i].fixed() {
				continue
			}
			n, np := xs[i].d.size(), len(xs[i].props)
			if n < bs || n == bs && np > bp {
				best, bs, bp = i, n, np
			}
		}
	case "min":
		bm := xs[0].min()
		for i := 1; i < len(xs); i++ {
			if !xs[i].fixed() && xs[i].min() < bm {
				best, bm = i, xs[i].min()
			}
		}
	case "max":
		bm := xs[0].max()
		for i := 1; i < len(xs); i++ {
			if !xs[i].fixed() && xs[i].max() > bm {
				best, bm = i, xs[i].max()
			}
		}
	}
	v := xs[best]
	rest := make([]*fdVar, 0, len(xs))
	for i, x := range xs {
		if i != best && !x.fixed() {
			rest = append(rest, x)
		}
	}
	return v, rest
}
