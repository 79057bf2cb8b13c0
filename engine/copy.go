package engine

// CopyTerm returns a copy of t with fresh variables (compounds are copied
// too, so that setarg/3 on the copy leaves t alone). Attributes are copied with their variables. Cyclic terms are
// copied into cyclic terms. The walk uses an explicit stack.
func (m *Machine) CopyTerm(t Term) Term {
	return m.copyTerm(t, true)
}

// CopyTermNoAttrs copies t, giving the copies of attributed variables no
// attributes (copy_term/3's copy, findall/3's results).
func (m *Machine) CopyTermNoAttrs(t Term) Term {
	return m.copyTerm(t, false)
}

func (m *Machine) copyTerm(t Term, attrs bool) Term {
	t = Deref(t)
	switch x := t.(type) {
	case *Var:
		v := m.NewVar()
		if attrs && x.attrs != nil {
			vars := map[*Var]Term{x: v}
			v.attrs = m.copyWith(x.attrs, vars, attrs).(*Compound)
		}
		return v
	case *Compound:
		return m.copyWith(x, map[*Var]Term{}, attrs)
	}
	return t
}

// CopyWith copies t using and extending the variable map vars.
func (m *Machine) CopyWith(t Term, vars map[*Var]Term) Term {
	return m.copyWith(t, vars, false)
}

func (m *Machine) copyWith(root Term, vars map[*Var]Term, attrs bool) Term {
	type job struct {
		src *Compound
		dst *Compound
		i   int
	}
	copied := map[*Compound]*Compound{}
	var stack []job
	var pendingAttrs []*Var
	one := func(t Term) (Term, bool) {
		t = Deref(t)
		switch x := t.(type) {
		case *Var:
			if v, ok := vars[x]; ok {
				return v, false
			}
			v := m.NewVar()
			vars[x] = v
			if attrs && x.attrs != nil {
				pendingAttrs = append(pendingAttrs, x)
			}
			return v, false
		case *Compound:
			if d, ok := copied[x]; ok {
				return d, false
			}
			d := NewCompoundN(x.Name, len(x.Args))
			copied[x] = d
			stack = append(stack, job{x, d, 0})
			return d, true
		}
		return t, false
	}
	out, _ := one(root)
	for {
		for len(stack) > 0 {
			j := &stack[len(stack)-1]
			if j.i == len(j.src.Args) {
				stack = stack[:len(stack)-1]
				continue
			}
			i := j.i
			j.i++
			dst := j.dst
			r, _ := one(j.src.Args[i])
			dst.Args[i] = r
		}
		if len(pendingAttrs) == 0 {
			break
		}
		x := pendingAttrs[len(pendingAttrs)-1]
		pendingAttrs = pendingAttrs[:len(pendingAttrs)-1]
		a, _ := one(x.attrs)
		vars[x].(*Var).attrs, _ = a.(*Compound)
	}
	return out
}
