package builtins

import (
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

func TestTermBuiltins(t *testing.T) {
	type goalFn func(x, y engine.Term) engine.Term
	tests := []struct {
		name string
		goal goalFn
		want string // f(X, Y) after success, "fail", or the error ball
	}{
		{"atom nil", func(x, y engine.Term) engine.Term { return arC("atom", engine.AtomNil) }, "fail"},
		{"atom", func(x, y engine.Term) engine.Term { return arC("atom", "foo") }, "f(_,_)"},
		{"atomic nil", func(x, y engine.Term) engine.Term { return arC("atomic", engine.AtomNil) }, "f(_,_)"},
		{"callable nil", func(x, y engine.Term) engine.Term { return arC("callable", engine.AtomNil) }, "fail"},
		{"callable int", func(x, y engine.Term) engine.Term { return arC("callable", 3) }, "fail"},
		{"compound list", func(x, y engine.Term) engine.Term { return arC("compound", engine.List(arT("a"))) }, "f(_,_)"},
		{"is_list partial", func(x, y engine.Term) engine.Term { return arC("is_list", engine.ListWithTail(x, arT("a"))) }, "fail"},
		{"is_list string", func(x, y engine.Term) engine.Term { return arC("is_list", engine.String("ab")) }, "fail"},
		{"ground", func(x, y engine.Term) engine.Term { return arC("ground", arC("f", "a", x)) }, "fail"},
		{"string", func(x, y engine.Term) engine.Term { return arC("string", engine.String("s")) }, "f(_,_)"},
		{"integer big", func(x, y engine.Term) engine.Term { return arC("integer", arPow(2, 100)) }, "f(_,_)"},
		{"float", func(x, y engine.Term) engine.Term { return arC("float", 1) }, "fail"},
		{"number", func(x, y engine.Term) engine.Term { return arC("number", 1.5) }, "f(_,_)"},
		{"nonvar", func(x, y engine.Term) engine.Term { return arC("nonvar", x) }, "fail"},
		{"unify", func(x, y engine.Term) engine.Term { return arC("=", arC("f", x, "b"), arC("f", "a", y)) }, "f(a,b)"},
		{"not unify", func(x, y engine.Term) engine.Term { return arC(`\=`, arC("f", x), arC("f", "a")) }, "fail"},
		{"not unify leaves no binding", func(x, y engine.Term) engine.Term { return arC(`\=`, arC("f", x, "a"), arC("f", "b", "c")) }, "f(_,_)"},
		{"eq", func(x, y engine.Term) engine.Term { return arC("==", x, y) }, "fail"},
		{"neq", func(x, y engine.Term) engine.Term { return arC(`\==`, x, y) }, "f(_,_)"},
		{"float before int", func(x, y engine.Term) engine.Term { return arC("@<", 1.0, 1) }, "f(_,_)"},
		{"int not before float", func(x, y engine.Term) engine.Term { return arC("@<", 1, 1.0) }, "fail"},
		{"compare", func(x, y engine.Term) engine.Term { return arC("compare", x, 1, 1.0) }, "f(>,_)"},
		{"compare arity", func(x, y engine.Term) engine.Term { return arC("compare", x, arC("f", "a", "b"), arC("g", "a")) }, "f(>,_)"},
		{"compare string atom", func(x, y engine.Term) engine.Term { return arC("compare", x, engine.String("abc"), "abc") }, "f(<,_)"},
		{"compare domain", func(x, y engine.Term) engine.Term { return arC("compare", "foo", "a", "b") }, "error(domain_error(order,foo),context(system:compare/3,_))"},
		{"compare type", func(x, y engine.Term) engine.Term { return arC("compare", 1, "a", "b") }, "error(type_error(atom,1),context(system:compare/3,_))"},
		{"compare check", func(x, y engine.Term) engine.Term { return arC("compare", "=", "a", "a") }, "f(_,_)"},
		{"occurs check", func(x, y engine.Term) engine.Term { return arC("unify_with_occurs_check", x, arC("f", x)) }, "fail"},
		{"variant", func(x, y engine.Term) engine.Term { return arC("=@=", arC("f", x, y), arC("f", y, x)) }, "f(_,_)"},
		{"not variant", func(x, y engine.Term) engine.Term { return arC(`\=@=`, arC("f", x, x), arC("f", x, y)) }, "f(_,_)"},
		{"?= distinct", func(x, y engine.Term) engine.Term { return arC("?=", "a", "b") }, "f(_,_)"},
		{"?= vars", func(x, y engine.Term) engine.Term { return arC("?=", x, y) }, "fail"},
		{"?= same", func(x, y engine.Term) engine.Term { return arC("?=", arC("f", x), arC("f", x)) }, "f(_,_)"},
		{"functor decompose", func(x, y engine.Term) engine.Term { return arC("functor", arC("foo", "a", "b"), x, y) }, "f(foo,2)"},
		{"functor list", func(x, y engine.Term) engine.Term { return arC("functor", engine.List(arT("a")), x, y) }, "f('[|]',2)"},
		{"functor atomic", func(x, y engine.Term) engine.Term { return arC("functor", 1.5, x, y) }, "f(1.5,0)"},
		{"functor build", func(x, y engine.Term) engine.Term { return arC("functor", x, "foo", 3) }, "f(foo(_,_,_),_)"},
		{"functor build atom", func(x, y engine.Term) engine.Term { return arC("functor", x, "foo", 0) }, "f(foo,_)"},
		{"functor build number", func(x, y engine.Term) engine.Term { return arC("functor", x, 1.5, 0) }, "f(1.5,_)"},
		{"functor neg", func(x, y engine.Term) engine.Term { return arC("functor", x, "foo", -1) }, "error(domain_error(not_less_than_zero,-1),context(system:functor/3,_))"},
		{"functor compound name", func(x, y engine.Term) engine.Term { return arC("functor", x, arC("f", "a"), 1) }, "error(type_error(atomic,f(a)),context(system:functor/3,_))"},
		{"functor compound name 0", func(x, y engine.Term) engine.Term { return arC("functor", x, arC("f", "a"), 0) }, "error(type_error(atomic,f(a)),context(system:functor/3,_))"},
		{"functor number name", func(x, y engine.Term) engine.Term { return arC("functor", x, 1.5, 1) }, "error(type_error(atom,1.5),context(system:functor/3,_))"},
		{"functor inst name", func(x, y engine.Term) engine.Term { return arC("functor", x, y, 2) }, "error(instantiation_error,context(system:functor/3,_))"},
		{"functor inst arity", func(x, y engine.Term) engine.Term { return arC("functor", x, "foo", y) }, "error(instantiation_error,context(system:functor/3,_))"},
		{"functor type arity", func(x, y engine.Term) engine.Term { return arC("functor", x, "foo", "a") }, "error(type_error(integer,a),context(system:functor/3,_))"},
		{"functor huge", func(x, y engine.Term) engine.Term { return arC("functor", x, "foo", 9999999999) }, "error(resource_error(memory),context(system:functor/3,_))"},
		{"arg", func(x, y engine.Term) engine.Term { return arC("arg", 2, arC("f", "a", "b"), x) }, "f(b,_)"},
		{"arg zero", func(x, y engine.Term) engine.Term { return arC("arg", 0, arC("f", "a"), x) }, "fail"},
		{"arg out", func(x, y engine.Term) engine.Term { return arC("arg", 2, arC("f", "a"), x) }, "fail"},
		{"arg neg", func(x, y engine.Term) engine.Term { return arC("arg", -1, arC("f", "a"), x) }, "error(domain_error(not_less_than_zero,-1),context(system:arg/3,_))"},
		{"arg type n", func(x, y engine.Term) engine.Term { return arC("arg", "a", arC("f", "a"), x) }, "error(type_error(integer,a),context(system:arg/3,_))"},
		{"arg type t", func(x, y engine.Term) engine.Term { return arC("arg", 1, "a", x) }, "error(type_error(compound,a),context(arg/3,_))"},
		{"arg inst", func(x, y engine.Term) engine.Term { return arC("arg", 1, x, "a") }, "error(instantiation_error,context(arg/3,_))"},
		{"arg term first", func(x, y engine.Term) engine.Term { return arC("arg", "a", "b", x) }, "error(type_error(compound,b),context(arg/3,_))"},
		{"univ decompose", func(x, y engine.Term) engine.Term { return arC("=..", arC("f", "a", "b"), x) }, "f([f,a,b],_)"},
		{"univ atomic", func(x, y engine.Term) engine.Term { return arC("=..", 1.5, x) }, "f([1.5],_)"},
		{"univ build", func(x, y engine.Term) engine.Term { return arC("=..", x, engine.List(arT("g"), arT(1))) }, "f(g(1),_)"},
		{"univ build atom", func(x, y engine.Term) engine.Term { return arC("=..", x, engine.List(arT("g"))) }, "f(g,_)"},
		{"univ inst", func(x, y engine.Term) engine.Term { return arC("=..", x, y) }, "error(instantiation_error,context(system:(=..)/2,_))"},
		{"univ partial", func(x, y engine.Term) engine.Term { return arC("=..", x, engine.ListWithTail(y, arT("foo"))) }, "error(instantiation_error,context(system:(=..)/2,_))"},
		{"univ not list", func(x, y engine.Term) engine.Term { return arC("=..", x, engine.ListWithTail(arT("bar"), arT("foo"))) }, "error(type_error(list,[foo|bar]),context(system:(=..)/2,_))"},
		{"univ empty", func(x, y engine.Term) engine.Term { return arC("=..", x, engine.AtomNil) }, "error(domain_error(non_empty_list,[]),context(system:(=..)/2,_))"},
		{"univ compound head", func(x, y engine.Term) engine.Term { return arC("=..", x, engine.List(arC("f", "a"))) }, "error(type_error(atomic,f(a)),context(system:(=..)/2,_))"},
		{"univ compound head args", func(x, y engine.Term) engine.Term {
			return arC("=..", x, engine.List(arC("f", "a"), arT("b")))
		}, "error(type_error(atom,f(a)),context(system:(=..)/2,_))"},
		{"univ number head args", func(x, y engine.Term) engine.Term { return arC("=..", x, engine.List(arT(1.5), arT("a"))) }, "error(type_error(atom,1.5),context(system:(=..)/2,_))"},
		{"univ var head", func(x, y engine.Term) engine.Term { return arC("=..", x, engine.List(y, arT("a"))) }, "error(instantiation_error,context(system:(=..)/2,_))"},
		{"copy_term", func(x, y engine.Term) engine.Term { return arC("copy_term", arC("g", x, x, "a"), y) }, "f(_,g(_,_,a))"},
		{"setarg", func(x, y engine.Term) engine.Term {
			return arC(",", arC("=", x, arC("f", arC("g", "a"))), arC("setarg", 1, x, "b"))
		}, "f(f(b),_)"},
		{"setarg zero", func(x, y engine.Term) engine.Term { return arC("setarg", 0, arC("f", "a"), "b") }, "fail"},
		{"setarg atom", func(x, y engine.Term) engine.Term { return arC("setarg", 1, "a", "b") }, "fail"},
		{"setarg type", func(x, y engine.Term) engine.Term { return arC("setarg", "a", arC("f", "a"), "b") }, "error(type_error(integer,a),context(system:setarg/3,_))"},
		{"setarg inst", func(x, y engine.Term) engine.Term { return arC("setarg", 1, x, "b") }, "error(instantiation_error,context(system:setarg/3,_))"},
		{"term_variables", func(x, y engine.Term) engine.Term {
			return arC("term_variables", arC("f", x, arC("g", "a", x), engine.List(arT(1))), y)
		}, "f(_,[_])"},
		{"term_variables3", func(x, y engine.Term) engine.Term { return arC("term_variables", "a", x, y) }, "f(_,_)"},
		{"acyclic", func(x, y engine.Term) engine.Term { return arC("acyclic_term", arC("f", x, x)) }, "f(_,_)"},
		{"cyclic", func(x, y engine.Term) engine.Term { return arC("cyclic_term", arC("f", "a")) }, "fail"},
	}
	m := arMachine()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x, y := m.NewVar(), m.NewVar()
			if got := arRun(m, tt.goal(x, y), arC("f", x, y)); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

func TestTermNondeterminism(t *testing.T) {
	m := arMachine()
	n, a := m.NewVar(), m.NewVar()
	got := strings.Join(arSolutions(t, m, arC("arg", n, arC("f", "a", "b", "c"), a), arC("-", n, a)), ",")
	if got != "1-a,2-b,3-c" {
		t.Errorf("arg(N, f(a,b,c), A): %s", got)
	}
	// setarg/3 is undone on backtracking.
	x, y := m.NewVar(), m.NewVar()
	goal := arC(",", arC("=", x, arC("f", 1)),
		arC(",", arC(";", arC(",", arC("setarg", 1, x, 2), "fail"), "true"), arC("arg", 1, x, y)))
	if got := arRun(m, goal, y); got != "1" {
		t.Errorf("setarg undo: %s", got)
	}
	// nb_setarg/3 is not.
	x, y = m.NewVar(), m.NewVar()
	goal = arC(",", arC("functor", x, "f", 1),
		arC(",", arC(";", arC(",", arC("nb_setarg", 1, x, 2), "fail"), "true"), arC("arg", 1, x, y)))
	if got := arRun(m, goal, y); got != "2" {
		t.Errorf("nb_setarg: %s", got)
	}
	// A cyclic term.
	c := m.NewVar()
	cyc := arC("f", c)
	m.Unify(c, cyc)
	if ok, _ := m.Once(arC("cyclic_term", cyc)); !ok {
		t.Errorf("cyclic_term(X) with X = f(X) failed")
	}
}

func TestTermDeep(t *testing.T) {
	const n = 1_000_000
	m := arMachine()
	x := m.NewVar()
	items := make([]engine.Term, n)
	for i := range items {
		items[i] = arT(i % 100)
	}
	l := engine.ListWithTail(engine.List(x), items...)
	for _, name := range []string{"acyclic_term", "ground", "is_list"} {
		t.Run(name, func(t *testing.T) {
			if _, err := m.Once(arC(name, l)); err != nil {
				t.Fatal(err)
			}
		})
	}
	v := m.NewVar()
	if got := arRun(m, arC("term_variables", l, v), v); got != "[_]" {
		t.Errorf("term_variables: %s", got)
	}
	y := m.NewVar()
	if got := arRun(m, arC("=..", y, engine.Cons(arT("f"), l)), nil); got != "true" {
		t.Errorf("=..: %s", got)
	}
}
