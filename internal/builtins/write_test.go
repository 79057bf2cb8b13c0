package builtins

import (
	"bytes"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// Term builders for the output tests: the parser is not used so that
// these tests exercise only the builtins under test.
func ioA(name string) *engine.Atom { return engine.Intern(name) }

func ioC(name string, args ...engine.Term) engine.Term {
	return engine.NewCompound(engine.Intern(name), args...)
}

func ioI(n int64) engine.Term { return engine.MakeInt(n) }

func ioS(s string) engine.Term { return engine.String(s) }

func ioL(xs ...engine.Term) engine.Term { return engine.List(xs...) }

// ioCase is one goal with the output and outcome SWI-Prolog gives.
type ioCase struct {
	name string
	goal func(m *engine.Machine) engine.Term
	out  string
	// err is the expected formal of error(Formal, _); nil for none.
	err  engine.Term
	fail bool
}

func newIOMachine(input string) (*engine.Machine, *bytes.Buffer) {
	m := engine.NewMachine()
	var out, errb bytes.Buffer
	m.SetStdio(strings.NewReader(input), &out, &errb)
	// The whole system: with_output_to/2 is a library clause.
	if err := Install(m); err != nil {
		panic(err)
	}
	return m, &out
}

func runIOCases(t *testing.T, cases []ioCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m, out := newIOMachine("")
			ok, err := m.Once(tc.goal(m))
			m.UserOut.Flush()
			if got := out.String(); got != tc.out {
				t.Errorf("output %q, want %q", got, tc.out)
			}
			switch {
			case tc.err != nil:
				if err == nil {
					t.Fatalf("no error, want %v", engine.Format(tc.err, engine.WriteOptions{Quoted: true}))
				}
				if f := errorFormal(err); f == nil || engine.Compare(f, tc.err) != 0 {
					t.Errorf("error %v, want formal %v", err, engine.Format(tc.err, engine.WriteOptions{Quoted: true}))
				}
			case err != nil:
				t.Fatalf("unexpected error %v", err)
			case ok == tc.fail:
				t.Errorf("success = %v, want %v", ok, !tc.fail)
			}
		})
	}
}

func ioGoal(t engine.Term) func(*engine.Machine) engine.Term {
	return func(*engine.Machine) engine.Term { return t }
}

func TestWriteBuiltins(t *testing.T) {
	runIOCases(t, []ioCase{
		{name: "write atom", goal: ioGoal(ioC("write", ioA("hello"))), out: "hello"},
		{name: "print quotes", goal: ioGoal(ioC("print", ioA("A b"))), out: "'A b'"},
		{name: "writeq quotes", goal: ioGoal(ioC("writeq", ioA("A b"))), out: "'A b'"},
		{name: "write numbervars", goal: ioGoal(ioC("write", ioC("$VAR", ioI(1)))), out: "B"},
		{name: "write_term no numbervars", goal: ioGoal(ioC("write_term", ioC("$VAR", ioI(1)), ioL())), out: "$VAR(1)"},
		{name: "writeln string", goal: ioGoal(ioC("writeln", ioS("abc"))), out: "abc\n"},
		{name: "writeq string", goal: ioGoal(ioC("writeq", ioS("abc"))), out: `"abc"`},
		{name: "write_canonical names vars", goal: func(m *engine.Machine) engine.Term {
			x, y := m.NewVar(), m.NewVar()
			return ioC("write_canonical", ioC("f", x, y, x, y, m.NewVar()))
		}, out: "f(A,B,A,B,_)"},
		{name: "write_canonical shared subterm", goal: func(m *engine.Machine) engine.Term {
			sub := ioC("f", m.NewVar())
			return ioC("write_canonical", ioC("g", sub, sub))
		}, out: "g(f(A),f(A))"},
		{name: "write_canonical shared subterm", goal: func(m *engine.Machine) engine.Term {
			sub := ioC("f", m.NewVar())
			return ioC("write_canonical", ioC("g", sub, sub))
		}, out: "g(f(A),f(A))"},
		{name: "write_canonical ops and braces", goal: func(m *engine.Machine) engine.Term {
			return ioC("write_canonical", ioL(ioC("$VAR", ioI(1)), ioA("A"), ioS("s"), ioC("+", ioI(1), ioI(2)), ioC("{}", ioA("a")),
				engine.ListWithTail(m.NewVar(), ioA("x")), ioC("-", ioI(1)), ioA("hello world")))
		}, out: `['$VAR'(1),'A',"s",+(1,2),{}(a),[x|_],-(1),'hello world']`},
		{name: "print ops", goal: ioGoal(ioC("print", ioL(ioC("+", ioI(1), ioI(2)), ioA("A")))), out: "[1+2,'A']"},
		{name: "fullstop", goal: ioGoal(ioC("write_term", ioA("x"), ioL(ioC("quoted", ioA("true")), ioC("fullstop", ioA("true"))))), out: "x. "},
		{name: "fullstop nl", goal: ioGoal(ioC("write_term", ioA("a"), ioL(ioC("fullstop", ioA("true")), ioC("nl", ioA("true"))))), out: "a.\n"},
		{name: "variable_names", goal: func(m *engine.Machine) engine.Term {
			x := m.NewVar()
			return ioC("write_term", ioC("f", x), ioL(ioC("variable_names", ioL(ioC("=", ioA("X"), x)))))
		}, out: "f(X)"},
		{name: "unknown option ignored", goal: ioGoal(ioC("write_term", ioA("x"), ioL(ioC("foo", ioA("bar"))))), out: "x"},
		{name: "option atom", goal: ioGoal(ioC("write_term", ioA("x"), ioL(ioA("foo")))), err: ioC("type_error", ioA("option"), ioA("foo"))},
		{name: "option bool", goal: ioGoal(ioC("write_term", ioA("x"), ioL(ioC("quoted", ioA("maybe"))))), err: ioC("type_error", ioA("bool"), ioA("maybe"))},
		{name: "option list", goal: ioGoal(ioC("write_term", ioA("x"), ioA("foo"))), err: ioC("type_error", ioA("list"), ioA("foo"))},
		{name: "option var", goal: func(m *engine.Machine) engine.Term {
			return ioC("write_term", ioA("x"), ioL(m.NewVar()))
		}, err: ioA("instantiation_error")},
		{name: "partial option list", goal: func(m *engine.Machine) engine.Term {
			return ioC("write_term", ioA("x"), engine.ListWithTail(m.NewVar(), ioC("quoted", ioA("true"))))
		}, err: ioA("instantiation_error")},
		{name: "max_depth type", goal: ioGoal(ioC("write_term", ioA("x"), ioL(ioC("max_depth", ioA("a"))))), err: ioC("type_error", ioA("integer"), ioA("a"))},
		{name: "bad variable name", goal: func(m *engine.Machine) engine.Term {
			return ioC("write_term", ioA("x"), ioL(ioC("variable_names", ioL(ioC("=", ioA("x y"), m.NewVar())))))
		}, err: ioC("domain_error", ioA("variable_name"), ioA("x y"))},
		{name: "variable assignment", goal: ioGoal(ioC("write_term", ioA("x"), ioL(ioC("variable_names", ioL(ioA("foo")))))), err: ioC("type_error", ioA("variable_assignment"), ioA("foo"))},
		{name: "spacing", goal: ioGoal(ioC("write_term", ioA("x"), ioL(ioC("spacing", ioA("foo"))))), err: ioC("domain_error", ioA("spacing"), ioA("foo"))},
		{name: "unknown alias", goal: ioGoal(ioC("write", ioA("foo"), ioA("x"))), err: ioC("existence_error", ioA("stream"), ioA("foo"))},
		{name: "stream var", goal: func(m *engine.Machine) engine.Term { return ioC("write", m.NewVar(), ioA("x")) }, err: ioA("instantiation_error")},
		{name: "stream integer", goal: ioGoal(ioC("write", ioI(1), ioA("x"))), err: ioC("domain_error", ioA("stream_or_alias"), ioI(1))},
		{name: "stream compound", goal: ioGoal(ioC("write", ioC("f", ioA("x")), ioA("x"))), err: ioC("domain_error", ioA("stream_or_alias"), ioC("f", ioA("x")))},
		{name: "write to input", goal: ioGoal(ioC("write", ioA("user_input"), ioA("x"))), err: ioC("permission_error", ioA("output"), ioA("stream"), ioA("user_input"))},
		{name: "write to alias", goal: ioGoal(ioC("write", ioA("user_output"), ioA("x"))), out: "x"},
		{name: "nl", goal: ioGoal(ioC(",", ioC("nl", ioA("user_output")), engine.AtomTrue)), out: "\n"},
		{name: "nl input", goal: ioGoal(ioC("nl", ioA("user_input"))), err: ioC("permission_error", ioA("output"), ioA("stream"), ioA("user_input"))},
		{name: "tab", goal: ioGoal(ioC(",", ioC("tab", ioI(2)), ioC("write", ioA("x")))), out: "  x"},
		{name: "tab expression", goal: ioGoal(ioC(",", ioC("tab", ioC("+", ioI(1), ioI(1))), ioC("write", ioA("x")))), out: "  x"},
		{name: "tab negative", goal: ioGoal(ioC("tab", ioI(-1))), out: ""},
		{name: "tab float", goal: ioGoal(ioC("tab", engine.Float(2.0))), err: ioC("type_error", ioA("integer_expression"), engine.Float(2.0))},
		{name: "tab atom", goal: ioGoal(ioC("tab", ioA("a"))), err: ioC("type_error", ioA("evaluable"), engine.PI(ioA("a"), 0))},
		{name: "tab var", goal: func(m *engine.Machine) engine.Term { return ioC("tab", m.NewVar()) }, err: ioA("instantiation_error")},
		{name: "tab input", goal: ioGoal(ioC("tab", ioA("user_input"), ioI(1))), err: ioC("permission_error", ioA("output"), ioA("stream"), ioA("user_input"))},
		{name: "put_char", goal: ioGoal(ioC("put_char", ioA("a"))), out: "a"},
		{name: "put_char stream", goal: ioGoal(ioC("put_char", ioA("user_output"), ioA("é"))), out: "é"},
		{name: "put_char long", goal: ioGoal(ioC("put_char", ioA("ab"))), err: ioC("type_error", ioA("character"), ioA("ab"))},
		{name: "put_char code", goal: ioGoal(ioC("put_char", ioI(65))), out: "A"},
		{name: "put_char negative", goal: ioGoal(ioC("put_char", ioI(-1))), err: ioC("type_error", ioA("character"), ioI(-1))},
		{name: "put_char past unicode", goal: ioGoal(ioC("put_char", ioI(0x110000))), err: ioC("domain_error", ioA("character"), ioI(0x110000))},
		{name: "put_char var", goal: func(m *engine.Machine) engine.Term { return ioC("put_char", m.NewVar()) }, err: ioA("instantiation_error")},
	})
}

func TestWriteColumnTracking(t *testing.T) {
	m, out := newIOMachine("")
	for _, g := range []engine.Term{
		ioC("write", ioA("abc")),
		ioC("format", ioS("~t~w~10|]~n"), ioL(ioA("x"))),
		ioC("write", ioA("abc")),
		ioC("format", ioS("~w~t~5+]~n"), ioL(ioA("x"))),
	} {
		if ok, err := m.Once(g); !ok || err != nil {
			t.Fatalf("goal failed: %v %v", ok, err)
		}
	}
	m.UserOut.Flush()
	want := "abc      x]\nabcx ]\n"
	if out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
}

func TestPrintPortray(t *testing.T) {
	cases := []struct {
		name string
		goal engine.Term
		want string
	}{
		{"print", ioC("print", ioC("f", ioA("secret"), ioA("x"))), "f(***,x)"},
		{"print list", ioC("print", ioL(ioA("a"), ioA("secret"))), "[a,***]"},
		{"format p", ioC("format", ioS("~w ~p~t~12|]"), ioL(ioA("secret"), ioC("g", ioA("secret")))), "secret g(***)]"},
		{"write_term portray", ioC("write_term", ioA("secret"), ioL(ioC("portray", ioA("true")))), "***"},
		{"writeq ignores portray", ioC("writeq", ioA("secret")), "secret"},
		{"spacing", ioC("write_term", ioC("f", ioA("a"), ioA("b")), ioL(ioC("spacing", ioA("next_argument")))), "f(a, b)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, out := newIOMachine("")
			if _, err := m.AddClause(ioC(":-", ioC("portray", ioA("secret")), ioC("write", ioA("***"))), true); err != nil {
				t.Fatal(err)
			}
			if ok, err := m.Once(c.goal); !ok || err != nil {
				t.Fatalf("goal: %v %v", ok, err)
			}
			m.UserOut.Flush()
			if out.String() != c.want {
				t.Errorf("got %q, want %q", out.String(), c.want)
			}
		})
	}
}

// TestWriteDeepTerms checks that deep and long terms do not overflow the Go
// stack. (The size is kept moderate: engine.Format dominates the time.)
func TestWriteDeepTerms(t *testing.T) {
	const n = 100_000
	elems := make([]engine.Term, n)
	for i := range elems {
		elems[i] = ioI(1)
	}
	long := engine.List(elems...)
	var deep engine.Term = ioA("x")
	for i := 0; i < n; i++ {
		deep = ioC("f", deep)
	}
	for _, g := range []engine.Term{
		ioC("write_canonical", long),
		ioC("format", ioS("~w~t~3|"), ioL(deep)),
		ioC("print", deep),
	} {
		m, out := newIOMachine("")
		if ok, err := m.Once(g); !ok || err != nil {
			t.Fatalf("goal failed: %v %v", ok, err)
		}
		m.UserOut.Flush()
		if out.Len() < 2*n {
			t.Errorf("short output: %d bytes", out.Len())
		}
	}
}
