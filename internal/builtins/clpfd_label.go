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
	xs, err := listArg(args[0])
	if err != nil {
		return false, err
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
	return l.run(m, xs)
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
