package builtins

import (
	"slices"

	"github.com/goprolog/goprolog/internal/engine"
)

// element/3, tuples_in/2 and global_cardinality/2,3.

// pElement is element(I, Xs, V): V = Xs[I] (1-based).
type pElement struct {
	propBase
	i  *fdVar
	xs []*fdVar
	v  *fdVar
}

func (p *pElement) run(s *fdStore) bool {
	var idx fdDom
	var vals fdDom
	for _, iv := range p.i.d {
		for k := iv.lo; k <= iv.hi; k++ {
			x := p.xs[k-1]
			if c := x.d.intersect(p.v.d); len(c) > 0 {
				idx = idx.union(fdDom{{k, k}})
				vals = vals.union(c)
			}
		}
	}
	if !s.setDom(p.i, idx) || !s.setDom(p.v, p.v.d.intersect(vals)) {
		return false
	}
	if p.i.fixed() {
		x := p.xs[p.i.value()-1]
		d := x.d.intersect(p.v.d)
		if !s.setDom(x, d) || !s.setDom(p.v, d) {
			return false
		}
		if x.fixed() {
			s.kill(&p.propBase)
		}
	}
	return true
}

func fdElement(m *engine.Machine, args []engine.Term) (bool, error) {
	return fdRun(m, func(s *fdStore) error {
		xs, err := fdListVars(s, args[1])
		if err != nil {
			return err
		}
		i, err := s.termVar(args[0])
		if err != nil {
			return err
		}
		v, err := s.termVar(args[2])
		if err != nil {
			return err
		}
		if !s.setDom(i, i.d.clip(1, int64(len(xs)))) {
			s.failed = true
			return nil
		}
		p := &pElement{i: i, xs: xs, v: v}
		s.post(p, chDom, append([]*fdVar{i, v}, xs...)...)
		return nil
	})
}

// pTuples is one tuple of tuples_in/2: x must equal a row of rel.
type pTuples struct {
	propBase
	x   []*fdVar
	rel [][]int64
}

func (p *pTuples) run(s *fdStore) bool {
	sup := make([][]int64, len(p.x))
	for _, row := range p.rel {
		ok := true
		for j, x := range p.x {
			if !x.d.contains(row[j]) {
				ok = false
				break
			}
		}
		if ok {
			for j := range p.x {
				sup[j] = append(sup[j], row[j])
			}
		}
	}
	for j, x := range p.x {
		vs := sup[j]
		slices.Sort(vs)
		var d fdDom
		for _, v := range vs {
			if n := len(d); n > 0 && d[n-1].hi >= v-1 {
				d[n-1].hi = max(d[n-1].hi, v)
			} else {
				d = append(d, ival{v, v})
			}
		}
		if !s.setDom(x, x.d.intersect(d)) {
			return false
		}
	}
	return true
}

func fdTuplesIn(m *engine.Machine, args []engine.Term) (bool, error) {
	tuples, err := listArg(args[0])
	if err != nil {
		return false, err
	}
	rows, err := listArg(args[1])
	if err != nil {
		return false, err
	}
	var rel [][]int64
	for _, r := range rows {
		es, err := listArg(r)
		if err != nil {
			return false, err
		}
		row := make([]int64, len(es))
		for i, e := range es {
			if row[i], err = intArg(e); err != nil {
				return false, err
			}
		}
		rel = append(rel, row)
	}
	return fdRun(m, func(s *fdStore) error {
		for _, t := range tuples {
			xs, err := fdListVars(s, t)
			if err != nil {
				return err
			}
			var rs [][]int64
			for _, r := range rel {
				if len(r) == len(xs) {
					rs = append(rs, r)
				}
			}
			s.post(&pTuples{x: xs, rel: rs}, chDom, xs...)
			// rel_tuple/2 of library(clpfd): tuples_in([Tuple], Relation).
			r := &fdResid{kind: rkTuples, a: xs, goal: engine.NewCompound(fdAtomTuplesIn, engine.List(t), args[1])}
			for _, x := range xs {
				s.swiAttr(x)
				s.attachResid(x, r)
			}
		}
		return nil
	})
}

// pGCC is global_cardinality/2: count[k] = #{i | x[i] = key[k]}.
type pGCC struct {
	propBase
	x     []*fdVar
	keys  []int64
	count []*fdVar
}

func (p *pGCC) run(s *fdStore) bool {
	for k, key := range p.keys {
		fixed, possible := int64(0), int64(0)
		for _, x := range p.x {
			if x.d.contains(key) {
				possible++
				if x.fixed() {
					fixed++
				}
			}
		}
		c := p.count[k]
		if !s.setBounds(c, fixed, possible) {
			return false
		}
		if c.max() == fixed && possible > fixed {
			for _, x := range p.x {
				if !x.fixed() && x.d.contains(key) && !s.removeVal(x, key) {
					return false
				}
			}
		} else if c.min() == possible && possible > fixed {
			for _, x := range p.x {
				if x.d.contains(key) && !s.fix(x, key) {
					return false
				}
			}
		}
	}
	return true
}

var (
	fdAtomPair     = engine.Intern("-")
	fdAtomTuplesIn = engine.Intern("tuples_in")
	fdAtomGCC      = engine.Intern("global_cardinality")
)

func fdGCC(m *engine.Machine, args []engine.Term) (bool, error) {
	pairs, err := listArg(args[1])
	if err != nil {
		return false, err
	}
	return fdRun(m, func(s *fdStore) error {
		xs, err := fdListVars(s, args[0])
		if err != nil {
			return err
		}
		p := &pGCC{x: xs}
		var keyDom fdDom
		// library(clpfd) constrains the counts before the variables.
		for _, pr := range pairs {
			if c, ok := engine.Deref(pr).(*engine.Compound); ok && c.Name == fdAtomPair && len(c.Args) == 2 {
				if v, ok := engine.Deref(c.Args[1]).(*engine.Var); ok {
					s.swiAttr(s.varOf(v))
				}
			}
		}
		for _, pr := range pairs {
			c, ok := engine.Deref(pr).(*engine.Compound)
			if !ok || c.Name != fdAtomPair || len(c.Args) != 2 {
				return engine.TypeError("pair", engine.Deref(pr))
			}
			k, err := intArg(c.Args[0])
			if err != nil {
				return err
			}
			cv, err := s.termVar(c.Args[1])
			if err != nil {
				return err
			}
			p.keys = append(p.keys, k)
			p.count = append(p.count, cv)
			keyDom = keyDom.union(fdDom{{k, k}})
		}
		for _, x := range xs {
			if !s.setDom(x, x.d.intersect(keyDom)) {
				s.failed = true
				return nil
			}
		}
		s.post(p, chDom, xs...)
		for _, c := range p.count {
			s.attach(c, p, chBounds)
		}
		r := &fdResid{kind: rkGCC, a: xs, goal: engine.NewCompound(fdAtomGCC, args[0], args[1])}
		for _, x := range xs {
			s.swiAttr(x)
			s.attachResid(x, r)
		}
		return nil
	})
}

func fdGCC3(m *engine.Machine, args []engine.Term) (bool, error) {
	if _, err := listArg(args[2]); err != nil {
		return false, err
	}
	return fdGCC(m, args[:2])
}

var clpfdGlobalBuiltins = []engine.BuiltinSpec{
	{Name: "element", Arity: 3, Fn: fdElement},
	{Name: "$fd_tuples_in", Arity: 2, Fn: fdTuplesIn},
	{Name: "global_cardinality", Arity: 2, Fn: fdGCC},
	{Name: "global_cardinality", Arity: 3, Fn: fdGCC3},
}
