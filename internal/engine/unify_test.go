package engine

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"runtime/debug"
	"strings"
	"testing"
)

// refUnify is Unify as it was before its fast paths (type tests before
// comparisons, decisions in place in unifyArgList): the differential tests
// below check that Unify binds the same variables, in the same directions,
// trails the same entries and queues the same wake-ups in the same order.
func (m *Machine) refUnify(a, b Term) bool {
	a, b = Deref(a), Deref(b)
	switch x := a.(type) {
	case Int:
		if y, ok := b.(Int); ok {
			return x == y
		}
	case *Atom:
		if y, ok := b.(*Atom); ok {
			return x == y
		}
	}
	var stack []Term
	steps := 0
	var seen map[[2]*Compound]bool
	for {
		a, b = Deref(a), Deref(b)
		// Go's == finds 0.0 and -0.0 equal, Prolog does not.
		if a != b || isFloatZero(a) {
			if steps++; steps > cyclicCheckSteps {
				if ca, ok := a.(*Compound); ok {
					if cb, ok := b.(*Compound); ok {
						if seen == nil {
							seen = map[[2]*Compound]bool{}
						}
						k := [2]*Compound{ca, cb}
						if seen[k] {
							goto next
						}
						seen[k] = true
					}
				}
			}
			if !m.refUnifyStep(a, b, &stack) {
				return false
			}
		}
	next:
		n := len(stack)
		if n == 0 {
			return true
		}
		a, b = stack[n-2], stack[n-1]
		stack = stack[:n-2]
	}
}

func (m *Machine) refUnifyStep(a, b Term, stack *[]Term) bool {
	if va, ok := a.(*Var); ok {
		if vb, ok := b.(*Var); ok {
			m.bindVars(va, vb)
		} else {
			m.bind(va, b)
		}
		return true
	}
	switch x := b.(type) {
	case *Var:
		m.bind(x, a)
		return true
	case *Compound:
		y, ok := a.(*Compound)
		if !ok || y.Name != x.Name || len(y.Args) != len(x.Args) {
			return false
		}
		for i := len(x.Args) - 1; i >= 0; i-- {
			p, q := Deref(y.Args[i]), Deref(x.Args[i])
			if p == q {
				continue
			}
			vp, pVar := p.(*Var)
			vq, qVar := q.(*Var)
			_, pComp := p.(*Compound)
			_, qComp := q.(*Compound)
			switch {
			case pVar && vp.attrs == nil && (!qVar || vq.attrs == nil):
				if qVar {
					m.bindVars(vp, vq)
				} else {
					m.bind(vp, q)
				}
				continue
			case qVar && vq.attrs == nil && !pVar:
				m.bind(vq, p)
				continue
			case !pVar && !qVar && !pComp && !qComp:
				if !atomicEqual(p, q) {
					return false
				}
				continue
			}
			*stack = append(*stack, p, q)
		}
		return true
	}
	return atomicEqual(a, b)
}

// world is a set of terms built by genWorld: the same seed builds the same
// terms, variables and compounds in the same order, so that two worlds can
// be compared object by object.
type world struct {
	m     *Machine
	vars  []*Var
	comps []*Compound
	rnd   *rand.Rand
}

func (w *world) compound(name string, args ...Term) *Compound {
	c := NewCompound(Intern(name), args...)
	w.comps = append(w.comps, c)
	return c
}

// atomic returns a random atomic term; numbers and strings are new
// objects each time, so that equal values are not identical pointers.
func (w *world) atomic() Term {
	switch w.rnd.IntN(12) {
	case 0:
		return Intern("a")
	case 1:
		return Intern("b")
	case 2:
		return AtomNil
	case 3:
		return Int(1)
	case 4:
		return Int(1 << 40)
	case 5:
		return Float(1)
	case 6:
		return Float(math.NaN())
	case 7:
		return Float(math.Copysign(0, -1))
	case 8:
		return MakeBig(new(big.Int).Lsh(big.NewInt(1), 70))
	case 9:
		return MakeBig(new(big.Int).Lsh(big.NewInt(3), 70))
	case 10:
		return String("a")
	}
	return Float(0)
}

func (w *world) term(depth int) Term {
	r := w.rnd.IntN(10)
	switch {
	case r < 3:
		return w.vars[w.rnd.IntN(len(w.vars))]
	case r < 5 || depth == 0:
		return w.atomic()
	case r < 6 && len(w.comps) > 0:
		return w.comps[w.rnd.IntN(len(w.comps))] // shared: identical pointers
	}
	names := []string{"f", "g", "[|]"}
	name := names[w.rnd.IntN(len(names))]
	n := 1 + w.rnd.IntN(3)
	if name == "[|]" {
		n = 2
	}
	args := make([]Term, n)
	for k := range args {
		args[k] = w.term(depth - 1)
	}
	return w.compound(name, args...)
}

// genWorld builds two random terms to unify over a few variables, some
// attributed, some bound beforehand (possibly to terms that contain them:
// cyclic terms), with a choicepoint mark between the older and the younger
// variables.
func genWorld(seed uint64) (w *world, a, b Term) {
	w = &world{m: NewMachine(), rnd: rand.New(rand.NewPCG(seed, 1))}
	nv := 1 + w.rnd.IntN(8)
	for k := 0; k < nv; k++ {
		v := w.m.NewVar()
		if w.rnd.IntN(5) == 0 {
			v.attrs = w.compound("att", Intern("m"), Int(k), AtomNil)
		}
		w.vars = append(w.vars, v)
	}
	a, b = w.term(4), w.term(4)
	// Bind some variables, a variable only to an older one, so that no
	// chain of variables is cyclic (Deref would not terminate).
	for k, v := range w.vars {
		switch w.rnd.IntN(6) {
		case 0:
			v.ref = w.term(3)
			if _, isVar := v.ref.(*Var); isVar {
				v.ref = w.compound("h", v.ref, v)
			}
		case 1:
			if k > 0 {
				v.ref = w.vars[w.rnd.IntN(k)]
			}
		}
	}
	// Sometimes unify a term with a copy-like variant of itself.
	if w.rnd.IntN(4) == 0 {
		b = a
	}
	w.m.varMark = w.vars[w.rnd.IntN(nv)].id
	return w, a, b
}

// describe names t by identity: a variable or compound by its index in w,
// an atomic term by its type and value.
func (w *world) describe(t Term) string {
	switch x := t.(type) {
	case nil:
		return "nil"
	case *Var:
		for k, v := range w.vars {
			if v == x {
				return fmt.Sprintf("V%d", k)
			}
		}
		return "V?"
	case *Compound:
		for k, c := range w.comps {
			if c == x {
				return fmt.Sprintf("C%d", k)
			}
		}
		return "C?"
	case *Atom:
		return "atom:" + x.Name
	case Int:
		return fmt.Sprintf("int:%d", x)
	case Float:
		return fmt.Sprintf("float:%v/%v", float64(x), math.Signbit(float64(x)))
	case *BigInt:
		return "big:" + x.Big().String()
	case String:
		return "string:" + string(x)
	}
	return fmt.Sprintf("?%T", t)
}

// state describes every binding, trail entry and wake-up of w.
func (w *world) state() string {
	var sb strings.Builder
	for k, v := range w.vars {
		fmt.Fprintf(&sb, "V%d=%s ", k, w.describe(v.ref))
	}
	sb.WriteString("| trail")
	for _, e := range w.m.trail {
		fmt.Fprintf(&sb, " %d:%s", e.kind, w.describe(e.v))
	}
	sb.WriteString(" | wake")
	for _, e := range w.m.wakeups {
		fmt.Fprintf(&sb, " %s=%s", w.describe(e.v), w.describe(e.value))
	}
	return sb.String()
}

// TestUnifyDifferential unifies random terms with Unify and with the
// reference implementation: the results must agree and, on success, so
// must every binding, the trail and the wake-ups.
func TestUnifyDifferential(t *testing.T) {
	n := 20000
	if testing.Short() {
		n = 2000
	}
	succeeded := 0
	for seed := uint64(0); seed < uint64(n); seed++ {
		w1, a1, b1 := genWorld(seed)
		w2, a2, b2 := genWorld(seed)
		if w1.state() != w2.state() {
			t.Fatalf("seed %d: worlds differ", seed)
		}
		ok1 := w1.m.refUnify(a1, b1)
		ok2 := w2.m.Unify(a2, b2)
		if ok1 != ok2 {
			t.Fatalf("seed %d: Unify %v, reference %v", seed, ok2, ok1)
		}
		if !ok1 {
			continue
		}
		succeeded++
		if s1, s2 := w1.state(), w2.state(); s1 != s2 {
			t.Fatalf("seed %d:\nUnify     %s\nreference %s", seed, s2, s1)
		}
	}
	if succeeded < n/10 || succeeded > n*9/10 {
		t.Errorf("%d of %d unifications succeeded: the generator is unbalanced", succeeded, n)
	}
}

// TestUnifyCases checks the result of unifying typical pairs, and which
// variable is bound to what.
func TestUnifyCases(t *testing.T) {
	f := func(args ...Term) Term { return NewCompound(Intern("f"), args...) }
	g := func(args ...Term) Term { return NewCompound(Intern("g"), args...) }
	a, b := Intern("a"), Intern("b")
	big1 := func() Term { return MakeBig(new(big.Int).Lsh(big.NewInt(1), 80)) }
	big2 := func() Term { return MakeBig(new(big.Int).Lsh(big.NewInt(2), 80)) }
	nan := func() Term { return Float(math.NaN()) }
	type env struct {
		m    *Machine
		x, y *Var // x is older than y
	}
	same := f(a, Int(1))
	cases := []struct {
		name string
		a, b func(e env) Term
		ok   bool
		// check, when set, inspects the bindings after a success.
		check func(e env) string
	}{
		{"identical compound", func(env) Term { return same }, func(env) Term { return same }, true, nil},
		{"identical var", func(e env) Term { return e.x }, func(e env) Term { return e.x }, true,
			func(e env) string { return unbound(e.x) }},
		{"identical var in args", func(e env) Term { return f(e.x, e.y) }, func(e env) Term { return f(e.x, e.y) }, true,
			func(e env) string { return unbound(e.x) + unbound(e.y) }},
		{"atoms", func(env) Term { return f(a, b) }, func(env) Term { return f(a, b) }, true, nil},
		{"atom clash", func(env) Term { return f(a, b) }, func(env) Term { return f(a, a) }, false, nil},
		{"atom nil vs '[]'", func(env) Term { return f(AtomNil) }, func(env) Term { return f(Intern("[]")) }, false, nil},
		{"top atoms", func(env) Term { return a }, func(env) Term { return a }, true, nil},
		{"top atom clash", func(env) Term { return a }, func(env) Term { return b }, false, nil},
		{"ints", func(env) Term { return f(Int(1 << 40)) }, func(env) Term { return f(Int(1 << 40)) }, true, nil},
		{"int clash", func(env) Term { return f(Int(1)) }, func(env) Term { return f(Int(2)) }, false, nil},
		{"int vs float", func(env) Term { return f(Int(1)) }, func(env) Term { return f(Float(1)) }, false, nil},
		{"top int vs float", func(env) Term { return Int(1) }, func(env) Term { return Float(1) }, false, nil},
		{"float vs int", func(env) Term { return f(Float(1)) }, func(env) Term { return f(Int(1)) }, false, nil},
		{"floats", func(env) Term { return f(Float(1.5)) }, func(env) Term { return f(Float(1.5)) }, true, nil},
		{"float zeros", func(env) Term { return f(Float(0)) }, func(env) Term { return f(Float(math.Copysign(0, -1))) }, false, nil}, // swipl: 0.0 = -0.0 fails
		{"NaNs", func(env) Term { return f(nan()) }, func(env) Term { return f(nan()) }, true, nil},
		{"top NaNs", func(env) Term { return nan() }, func(env) Term { return nan() }, true, nil},
		{"bigints", func(env) Term { return f(big1()) }, func(env) Term { return f(big1()) }, true, nil},
		{"top bigints", func(env) Term { return big1() }, func(env) Term { return big1() }, true, nil},
		{"bigint clash", func(env) Term { return f(big1()) }, func(env) Term { return f(big2()) }, false, nil},
		{"bigint vs int", func(env) Term { return f(big1()) }, func(env) Term { return f(Int(1)) }, false, nil},
		{"bigint vs float", func(env) Term { return f(big1()) }, func(env) Term { return f(Float(1 << 80)) }, false, nil},
		{"strings", func(env) Term { return f(String("ab")) }, func(env) Term { return f(String("ab")) }, true, nil},
		{"string clash", func(env) Term { return f(String("ab")) }, func(env) Term { return f(String("ac")) }, false, nil},
		{"string vs atom", func(env) Term { return f(String("a")) }, func(env) Term { return f(a) }, false, nil},
		{"atom vs string", func(env) Term { return f(a) }, func(env) Term { return f(String("a")) }, false, nil},
		{"atom vs compound", func(env) Term { return f(a) }, func(env) Term { return f(g(a)) }, false, nil},
		{"compound vs int", func(env) Term { return f(g(a)) }, func(env) Term { return f(Int(1)) }, false, nil},
		{"name clash", func(env) Term { return f(f(a)) }, func(env) Term { return f(g(a)) }, false, nil},
		{"arity clash", func(env) Term { return f(g(a)) }, func(env) Term { return f(g(a, a)) }, false, nil},
		{"top arity clash", func(env) Term { return f(a) }, func(env) Term { return f(a, a) }, false, nil},
		{"mixed", func(e env) Term { return f(Int(1), Float(2), String("s"), big1(), a, e.x) },
			func(e env) Term { return f(Int(1), Float(2), String("s"), big1(), a, g(b)) }, true,
			func(e env) string { return boundTo(e.x, "g(b)") }},
		{"var-var older first", func(e env) Term { return f(e.x) }, func(e env) Term { return f(e.y) }, true,
			func(e env) string { return unbound(e.x) + boundVar(e.y, e.x) }},
		{"var-var younger first", func(e env) Term { return f(e.y) }, func(e env) Term { return f(e.x) }, true,
			func(e env) string { return unbound(e.x) + boundVar(e.y, e.x) }},
		{"top var-var older first", func(e env) Term { return e.x }, func(e env) Term { return e.y }, true,
			func(e env) string { return unbound(e.x) + boundVar(e.y, e.x) }},
		{"top var-var younger first", func(e env) Term { return e.y }, func(e env) Term { return e.x }, true,
			func(e env) string { return unbound(e.x) + boundVar(e.y, e.x) }},
		{"var bound through a chain", func(e env) Term { e.y.ref = e.x; return f(e.y, e.x) },
			func(e env) Term { return f(a, a) }, true,
			func(e env) string { return boundTo(e.x, "a") + boundVar(e.y, e.x) }},
		{"var repeated", func(e env) Term { return f(e.x, e.x) }, func(e env) Term { return f(a, b) }, false, nil},
		{"nested", func(e env) Term { return f(g(e.x, Int(1)), e.y) }, func(e env) Term { return f(g(a, Int(1)), g(e.x)) }, true,
			func(e env) string { return boundTo(e.x, "a") + boundTo(e.y, "g(a)") }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := NewMachine()
			e := env{m: m, x: m.NewVar(), y: m.NewVar()}
			ta, tb := tc.a(e), tc.b(e)
			if got := m.Unify(ta, tb); got != tc.ok {
				t.Fatalf("Unify(%s, %s) = %v", show(ta), show(tb), got)
			}
			if tc.ok && tc.check != nil {
				if msg := tc.check(e); msg != "" {
					t.Error(msg)
				}
			}
			// Unifiable agrees and leaves nothing bound.
			m2 := NewMachine()
			e2 := env{m: m2, x: m2.NewVar(), y: m2.NewVar()}
			ta, tb = tc.a(e2), tc.b(e2)
			xref, yref := e2.x.ref, e2.y.ref
			if got := m2.Unifiable(ta, tb); got != tc.ok {
				t.Errorf("Unifiable = %v", got)
			}
			if e2.x.ref != xref || e2.y.ref != yref || len(m2.trail) != 0 {
				t.Errorf("Unifiable left bindings")
			}
		})
	}
}

func show(t Term) string { return Format(t, WriteOptions{Quoted: true}) }

func unbound(v *Var) string {
	if v.ref != nil {
		return fmt.Sprintf("variable %d is bound; ", v.ID())
	}
	return ""
}

func boundVar(v, to *Var) string {
	if v.ref != Term(to) {
		return fmt.Sprintf("variable %d is not bound to variable %d; ", v.ID(), to.ID())
	}
	return ""
}

func boundTo(v *Var, want string) string {
	got := show(Deref(v))
	if got != want {
		return fmt.Sprintf("variable %d is %s, not %s; ", v.ID(), got, want)
	}
	return ""
}

// TestUnifyAttributed checks wake-ups: in the order of a left-to-right
// walk, nested compounds included; none for a plain variable bound to an
// attributed one; for two attributed variables, the younger is bound.
func TestUnifyAttributed(t *testing.T) {
	f := func(args ...Term) Term { return NewCompound(Intern("f"), args...) }
	g := func(args ...Term) Term { return NewCompound(Intern("g"), args...) }
	attr := func(m *Machine) *Var {
		v := m.NewVar()
		v.attrs = NewCompound(Intern("att"), Intern("m"), Intern("x"), AtomNil)
		return v
	}
	cases := []struct {
		name string
		// build returns the terms to unify and the variables, by name.
		build func(m *Machine) (a, b Term, vars map[string]*Var)
		wake  string
	}{
		{"args in order", func(m *Machine) (Term, Term, map[string]*Var) {
			a1, a2, a3 := attr(m), attr(m), attr(m)
			return f(a1, a2, a3), f(Int(1), Int(2), Int(3)), map[string]*Var{"A1": a1, "A2": a2, "A3": a3}
		}, "A1=1 A2=2 A3=3"},
		{"args in order, swapped sides", func(m *Machine) (Term, Term, map[string]*Var) {
			a1, a2, a3 := attr(m), attr(m), attr(m)
			return f(Int(1), Int(2), Int(3)), f(a1, a2, a3), map[string]*Var{"A1": a1, "A2": a2, "A3": a3}
		}, "A1=1 A2=2 A3=3"},
		{"nested, pre-order", func(m *Machine) (Term, Term, map[string]*Var) {
			a1, a2, a3, a4 := attr(m), attr(m), attr(m), attr(m)
			return f(g(a1, g(a2)), a3, g(a4)), f(g(Int(1), g(Int(2))), Int(3), g(Int(4))),
				map[string]*Var{"A1": a1, "A2": a2, "A3": a3, "A4": a4}
		}, "A1=1 A2=2 A3=3 A4=4"},
		{"mixed with plain variables", func(m *Machine) (Term, Term, map[string]*Var) {
			a1, a2 := attr(m), attr(m)
			x, y := m.NewVar(), m.NewVar()
			return f(x, a1, y, a2), f(Int(0), Int(1), Int(2), x), map[string]*Var{"A1": a1, "A2": a2}
		}, "A1=1 A2=0"},
		{"plain to attributed", func(m *Machine) (Term, Term, map[string]*Var) {
			a1 := attr(m)
			x := m.NewVar()
			return f(x, a1), f(a1, x), map[string]*Var{"A1": a1, "X": x}
		}, ""},
		{"two attributed", func(m *Machine) (Term, Term, map[string]*Var) {
			a1, a2 := attr(m), attr(m)
			return f(a2), f(a1), map[string]*Var{"A1": a1, "A2": a2}
		}, "A2=A1"},
		{"two attributed at the top", func(m *Machine) (Term, Term, map[string]*Var) {
			a1, a2 := attr(m), attr(m)
			return a1, a2, map[string]*Var{"A1": a1, "A2": a2}
		}, "A2=A1"},
		{"attributed to compound", func(m *Machine) (Term, Term, map[string]*Var) {
			a1, a2 := attr(m), attr(m)
			return f(a1, Intern("z")), f(g(a2), Intern("z")), map[string]*Var{"A1": a1, "A2": a2}
		}, "A1=g(A2)"},
		{"bound before popped", func(m *Machine) (Term, Term, map[string]*Var) {
			// f(A1, X) = f(X, 1): X is bound to 1 (in place) before the
			// pair A1 = X is unified.
			a1 := attr(m)
			x := m.NewVar()
			return f(a1, x), f(x, Int(1)), map[string]*Var{"A1": a1}
		}, "A1=1"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := NewMachine()
			a, b, vars := tc.build(m)
			if !m.Unify(a, b) {
				t.Fatal("Unify failed")
			}
			name := func(t Term) string {
				for n, v := range vars {
					if t == Term(v) {
						return n
					}
				}
				return show(t)
			}
			var got []string
			for _, w := range m.wakeups {
				value := name(w.value)
				if c, ok := w.value.(*Compound); ok && len(c.Args) == 1 {
					value = c.Name.Name + "(" + name(c.Args[0]) + ")"
				}
				got = append(got, name(w.v)+"="+value)
			}
			if s := strings.Join(got, " "); s != tc.wake {
				t.Errorf("wake-ups %q, want %q", s, tc.wake)
			}
		})
	}
}

// TestUnifyCyclic checks that unifying cyclic terms terminates.
func TestUnifyCyclic(t *testing.T) {
	f := Intern("f")
	cyclic := func(m *Machine, name *Atom, prefix ...Term) Term {
		// X = name(prefix..., X)
		v := m.NewVar()
		v.ref = NewCompound(name, append(prefix, v)...)
		return v
	}
	cases := []struct {
		name string
		a, b func(m *Machine) Term
		ok   bool
	}{
		{"X=f(X), Y=f(Y)", func(m *Machine) Term { return cyclic(m, f) }, func(m *Machine) Term { return cyclic(m, f) }, true},
		{"X=f(a,X), Y=f(a,f(a,Y))", func(m *Machine) Term { return cyclic(m, f, Intern("a")) },
			func(m *Machine) Term {
				v := m.NewVar()
				v.ref = NewCompound(f, Intern("a"), NewCompound(f, Intern("a"), v))
				return v
			}, true},
		{"X=f(a,X), Y=f(b,Y)", func(m *Machine) Term { return cyclic(m, f, Intern("a")) },
			func(m *Machine) Term { return cyclic(m, f, Intern("b")) }, false},
		{"X=f(a,X), Y=f(Z,Y)", func(m *Machine) Term { return cyclic(m, f, Intern("a")) },
			func(m *Machine) Term { return cyclic(m, f, m.NewVar()) }, true},
		{"cyclic lists [1,2|L] vs [1,2,1,2|M]", func(m *Machine) Term {
			v := m.NewVar()
			v.ref = ListWithTail(v, Int(1), Int(2))
			return v
		}, func(m *Machine) Term {
			v := m.NewVar()
			v.ref = ListWithTail(v, Int(1), Int(2), Int(1), Int(2))
			return v
		}, true},
		{"cyclic lists differ late", func(m *Machine) Term {
			v := m.NewVar()
			v.ref = ListWithTail(v, Int(1), Int(2))
			return v
		}, func(m *Machine) Term {
			v := m.NewVar()
			v.ref = ListWithTail(v, Int(1), Int(2), Int(1), Int(3))
			return v
		}, false},
		{"cyclic in both arguments", func(m *Machine) Term {
			x := m.NewVar()
			x.ref = NewCompound(f, x, x)
			return x
		}, func(m *Machine) Term {
			y := m.NewVar()
			z := m.NewVar()
			y.ref = NewCompound(f, z, y)
			z.ref = NewCompound(f, y, z)
			return y
		}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := NewMachine()
			a, b := tc.a(m), tc.b(m)
			if got := m.Unify(a, b); got != tc.ok {
				t.Errorf("Unify = %v, want %v", got, tc.ok)
			}
		})
	}
}

// TestUnifyDeep unifies terms 1,000,000 levels deep, nested in their first
// or last argument, with the goroutine's stack limited to 1 MB: Unify must
// not recurse in Go, and its work stack must not grow with the depth of
// terms nested in a single argument.
func TestUnifyDeep(t *testing.T) {
	const depth = 1_000_000
	defer debug.SetMaxStack(debug.SetMaxStack(1 << 20))
	f, g := Intern("f"), Intern("g")
	// leftDeep is f(f(...f(leaf, 0)..., 0), 0); rightDeep is [0,0,...|leaf].
	leftDeep := func(leaf Term) Term {
		t := leaf
		for range depth {
			t = NewCompound(f, t, Int(0))
		}
		return t
	}
	rightDeep := func(leaf Term) Term {
		t := leaf
		for range depth {
			t = Cons(Int(0), t)
		}
		return t
	}
	cases := []struct {
		name     string
		a, b     func(m *Machine, x *Var) Term
		ok       bool
		x        string // what x is bound to, on success
		maxStack int
	}{
		{"left deep", func(m *Machine, x *Var) Term { return leftDeep(Intern("a")) },
			func(m *Machine, x *Var) Term { return leftDeep(x) }, true, "a", 2},
		{"left deep clash", func(m *Machine, x *Var) Term { return leftDeep(Intern("a")) },
			func(m *Machine, x *Var) Term { return leftDeep(Intern("b")) }, false, "", 2},
		{"right deep", func(m *Machine, x *Var) Term { return rightDeep(AtomNil) },
			func(m *Machine, x *Var) Term { return rightDeep(x) }, true, "[]", 2},
		{"right deep clash", func(m *Machine, x *Var) Term { return rightDeep(Int(1)) },
			func(m *Machine, x *Var) Term { return rightDeep(Int(2)) }, false, "", 2},
		{"both deep", func(m *Machine, x *Var) Term { return NewCompound(g, leftDeep(Intern("a")), rightDeep(AtomNil)) },
			func(m *Machine, x *Var) Term { return NewCompound(g, leftDeep(x), rightDeep(x)) }, false, "", 4},
		{"both deep, shared", func(m *Machine, x *Var) Term {
			l := rightDeep(AtomNil)
			return NewCompound(g, l, l)
		}, func(m *Machine, x *Var) Term {
			return NewCompound(g, x, x)
		}, true, "", 0},
		{"deep list of variables", func(m *Machine, x *Var) Term { return rightDeep(AtomNil) },
			func(m *Machine, x *Var) Term {
				var t Term = AtomNil
				for range depth {
					t = Cons(m.NewVar(), t)
				}
				return t
			}, true, "", 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := NewMachine()
			x := m.NewVar()
			a, b := tc.a(m, x), tc.b(m, x)
			if got := m.Unify(a, b); got != tc.ok {
				t.Fatalf("Unify = %v, want %v", got, tc.ok)
			}
			if tc.ok && tc.x != "" {
				if msg := boundTo(x, tc.x); msg != "" {
					t.Error(msg)
				}
			}
			if c := cap(m.ustack); c > 8*max(tc.maxStack, 1) {
				t.Errorf("work stack grew to %d terms", c)
			}
		})
	}
}

// zebraPair returns h/5 terms as in the zebra benchmark: a partially
// instantiated house against a list element.
func zebraPair(m *Machine, clash bool) (Term, Term) {
	h := Intern("h")
	second := Intern("english")
	if clash {
		second = Intern("spanish")
	}
	a := NewCompound(h, Intern("red"), Intern("english"), m.NewVar(), m.NewVar(), m.NewVar())
	b := NewCompound(h, m.NewVar(), second, m.NewVar(), Intern("milk"), m.NewVar())
	return a, b
}

func benchmarkUnifyZebra(bm *testing.B, unify func(m *Machine, a, b Term) bool) {
	m := NewMachine()
	pairs := make([][2]Term, 64)
	for k := range pairs {
		a, b := zebraPair(m, k%3 == 0)
		pairs[k] = [2]Term{a, b}
	}
	m.varMark = 1<<63 - 1 // trail every binding, as under a choicepoint
	bm.ReportAllocs()
	bm.ResetTimer()
	for n := 0; n < bm.N; n++ {
		p := &pairs[n%len(pairs)]
		unify(m, p[0], p[1])
		m.undoTrail(0)
	}
}

// BenchmarkUnifyZebra unifies h/5 terms as member/2 does in the zebra
// benchmark; BenchmarkUnifyZebraRef does the same with the reference
// implementation.
func BenchmarkUnifyZebra(bm *testing.B) {
	benchmarkUnifyZebra(bm, func(m *Machine, a, b Term) bool { return m.Unify(a, b) })
}

func BenchmarkUnifyZebraRef(bm *testing.B) {
	benchmarkUnifyZebra(bm, func(m *Machine, a, b Term) bool { return m.refUnify(a, b) })
}
