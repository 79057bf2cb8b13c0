package prolog_test

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/goprolog/goprolog/prolog"
)

func newQuiet(t *testing.T, opts ...prolog.Option) *prolog.Interpreter {
	t.Helper()
	var out, errs strings.Builder
	return prolog.New(append([]prolog.Option{prolog.WithStdio(strings.NewReader(""), &out, &errs)}, opts...)...)
}

// TestValuesIn converts Go values through a ? placeholder and reads them
// back as writeq text (expected texts are SWI-Prolog's writeq output).
func TestValuesIn(t *testing.T) {
	big100 := new(big.Int).Lsh(big.NewInt(1), 100)
	f := &prolog.Compound{Functor: "+", Args: []prolog.Term{prolog.Integer(1), prolog.Variable{Name: "Y"}}}
	tests := []struct {
		name string
		in   any
		opts []prolog.Option
		want string
	}{
		{"int", 42, nil, "42"},
		{"negative int64", int64(-7), nil, "-7"},
		{"uint64 beyond int64", uint64(1) << 63, nil, "9223372036854775808"},
		{"big.Int", big100, nil, "1267650600228229401496703205376"},
		{"big.Rat", big.NewRat(-2, 6), nil, "-1r3"},
		{"big.Rat integer", big.NewRat(6, 3), nil, "2"},
		{"prolog.Rational", prolog.NewRational(big.NewRat(1, 3)), nil, "1r3"},
		{"float", 2.5, nil, "2.5"},
		{"whole float", 3.0, nil, "3.0"},
		{"string as atom", "hello world", nil, "'hello world'"},
		{"string as string", "hi", []prolog.Option{prolog.WithStrings(prolog.StringAsString)}, `"hi"`},
		{"string as codes", "hi", []prolog.Option{prolog.WithStrings(prolog.StringAsCodes)}, "[104,105]"},
		{"string as chars", "hi", []prolog.Option{prolog.WithStrings(prolog.StringAsChars)}, "[h,i]"},
		{"bool", true, nil, "true"},
		{"nil", nil, nil, "[]"},
		{"slice", []any{1, "a", []int{2, 3}}, nil, "[1,a,[2,3]]"},
		{"array", [2]float64{1.5, 2}, nil, "[1.5,2.0]"},
		{"map as pairs in key order", map[string]int{"b": 2, "a": 1}, nil, "[a-1,b-2]"},
		{"prolog.String", prolog.String("s"), nil, `"s"`},
		{"compound with operator", f, nil, "1+_"},
		{"atom needing quotes", prolog.Atom("hello world"), nil, "'hello world'"},
		{"question mark atom is data", prolog.Atom("?"), nil, "?"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			interp := newQuiet(t, tc.opts...)
			sol, err := interp.QueryOnce(context.Background(), "X = ?", tc.in)
			if err != nil {
				t.Fatal(err)
			}
			got := sol.Get("X").String()
			if tc.name == "compound with operator" {
				got = got[:len("1+_")]
			}
			if got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

func TestPlaceholderOrder(t *testing.T) {
	interp := newQuiet(t)
	sol, err := interp.QueryOnce(context.Background(), "X = f(g(?), ?, [?|?])", 1, 2, prolog.Atom("?"), []int{4})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := sol.Get("X").String(), "f(g(1),2,[?,4])"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if _, err := interp.QueryOnce(context.Background(), "X = ?", 1, 2); err == nil {
		t.Error("too many arguments accepted")
	}
	// A Variable named like a query variable is that variable.
	sol, err = interp.QueryOnce(context.Background(), "X = 1, Y = ?", prolog.Variable{Name: "X"})
	if err != nil {
		t.Fatal(err)
	}
	if got := sol.Get("Y"); got != prolog.Integer(1) {
		t.Errorf("Y = %v, want 1", got)
	}
}

func TestScan(t *testing.T) {
	tests := []struct {
		name  string
		goal  string
		dest  func() any
		check func(t *testing.T, v any)
		fails bool
	}{
		{"int", "X = 3", func() any { return new(int) }, func(t *testing.T, v any) { eq(t, *v.(*int), 3) }, false},
		{"int8 overflow", "X = 300", func() any { return new(int8) }, nil, true},
		{"float from int", "X = 3", func() any { return new(float64) }, func(t *testing.T, v any) { eq(t, *v.(*float64), 3.0) }, false},
		{"big", "X is 2**100", func() any { return new(big.Int) }, func(t *testing.T, v any) {
			eq(t, v.(*big.Int).String(), "1267650600228229401496703205376")
		}, false},
		{"rational", "X is 1 rdiv 3", func() any { return new(prolog.Term) }, func(t *testing.T, v any) {
			r := (*v.(*prolog.Term)).(prolog.Rational)
			eq(t, r.Rat().String(), "1/3")
			eq(t, r.String(), "1r3")
		}, false},
		{"string from rational", "X = 2r6", func() any { return new(string) }, func(t *testing.T, v any) { eq(t, *v.(*string), "1r3") }, false},
		{"string from codes", "X = `abc`", func() any { return new(string) }, func(t *testing.T, v any) { eq(t, *v.(*string), "abc") }, false},
		{"string from number", "X = 12", func() any { return new(string) }, func(t *testing.T, v any) { eq(t, *v.(*string), "12") }, false},
		{"string from compound", "X = f(a)", func() any { return new(string) }, nil, true},
		{"bool", "X = false", func() any { return new(bool) }, func(t *testing.T, v any) { eq(t, *v.(*bool), false) }, false},
		{"slice", "numlist(1, 4, X)", func() any { return new([]int) }, func(t *testing.T, v any) { eq(t, len(*v.(*[]int)), 4) }, false},
		{"nested slice", "X = [[a],[b,c]]", func() any { return new([][]string) }, func(t *testing.T, v any) {
			eq(t, (*v.(*[][]string))[1][1], "c")
		}, false},
		{"map", "X = [a-1, b=2]", func() any { return new(map[string]int) }, func(t *testing.T, v any) { eq(t, (*v.(*map[string]int))["b"], 2) }, false},
		{"any", "X = [1, 2.5, a, S], atom_string(s, S)", func() any { return new(any) }, func(t *testing.T, v any) {
			xs := (*v.(*any)).([]any)
			eq(t, xs[0], any(int64(1)))
			eq(t, xs[1], any(2.5))
			eq(t, xs[2], any("a"))
			eq(t, xs[3], any("s"))
		}, false},
		{"term", "X = f(Y, Y)", func() any { return new(prolog.Term) }, func(t *testing.T, v any) {
			c := (*v.(*prolog.Term)).(*prolog.Compound)
			eq(t, c.Functor, "f")
			eq(t, c.Args[0], c.Args[1])
		}, false},
		{"compound", "X = point(1, 2)", func() any { return new(*prolog.Compound) }, func(t *testing.T, v any) {
			eq(t, (*v.(**prolog.Compound)).String(), "point(1,2)")
		}, false},
		{"struct from compound", "X = point(1, 2)", func() any { return new(struct{ X, Y int }) }, func(t *testing.T, v any) {
			eq(t, v.(*struct{ X, Y int }).Y, 2)
		}, false},
		{"unbound into int", "true", func() any { return new(int) }, nil, true},
		{"cyclic term", "X = f(X)", func() any { return new(prolog.Term) }, func(t *testing.T, v any) {
			c := (*v.(*prolog.Term)).(*prolog.Compound)
			eq(t, c.Args[0].(*prolog.Compound), c)
		}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			interp := newQuiet(t)
			goal := tc.goal
			if !strings.Contains(goal, "X") {
				goal += ", X = _"
			}
			sol, err := interp.QueryOnce(context.Background(), goal)
			if err != nil {
				t.Fatal(err)
			}
			d := tc.dest()
			err = sol.Scan(d)
			if tc.fails {
				if err == nil {
					t.Fatalf("Scan succeeded, want an error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tc.check(t, d)
		})
	}
}

func eq[T comparable](t *testing.T, got, want T) {
	t.Helper()
	if got != want {
		t.Errorf("got %v, want %v", got, want)
	}
}

// TestErrors checks that exceptions come back as *prolog.Error with
// SWI-Prolog's message (texts from swipl 9.0.4's "ERROR: ..." lines).
func TestErrors(t *testing.T) {
	tests := []struct {
		goal, msg, formal string
	}{
		{"atom_length(X, Y)", "atom_length/2: Arguments are not sufficiently instantiated", "instantiation_error"},
		{"atom_length(abc, foo)", "atom_length/2: Type error: `integer' expected, found `foo' (an atom)", "type_error(integer,foo)"},
		{"throw(foo)", "Unknown message: foo", "foo"},
		{"undefined_pred_xyz", "Unknown procedure: undefined_pred_xyz/0", "existence_error(procedure,undefined_pred_xyz/0)"},
		{"read(user_output, _)", "read/2: No permission to read from output stream `user_output'", "permission_error(input,stream,user_output)"},
		{"put_char(user_input, a)", "put_char/2: No permission to write to input stream `user_input'", "permission_error(output,stream,user_input)"},
		{"get_byte(user_input, _)", "get_byte/2: No permission to read bytes from TEXT stream `user_input'", "permission_error(input,text_stream,user_input)"},
		{"put_byte(user_output, 1)", "put_byte/2: No permission to write bytes to TEXT stream `user_output'", "permission_error(output,text_stream,user_output)"},
		{"open('prolog_test.go', read, _, [alias(user_input)])", `open/4: No permission to reuse alias "user_input": already taken`, "permission_error(open,source_sink,alias(user_input))"},
		{"open('prolog_test.go', read, _, [eof_action(error), alias(pe)]), read_stream_to_codes(pe, _), get_char(pe, _)", "get_char/2: No permission to input past_end_of_stream `pe'", "permission_error(input,past_end_of_stream,pe)"},
		{"read_line_to_string(user_output, _)", "read_string/5: No permission to read from output stream `user_output'", "permission_error(input,stream,user_output)"},
		{"read_line_to_string(no_such_stream, _)", "read_string/5: stream `no_such_stream' does not exist", "existence_error(stream,no_such_stream)"},
		{"delete_file(no_such_file_xyz)", "delete_file/1: file `no_such_file_xyz' does not exist (No such file or directory)", "existence_error(file,no_such_file_xyz)"},
		{"exists_file(3)", "exists_file/1: Type error: `text' expected, found `3' (an integer)", "type_error(text,3)"},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			interp := newQuiet(t)
			err := interp.Exec(context.Background(), tc.goal)
			var pe *prolog.Error
			if !errors.As(err, &pe) {
				t.Fatalf("got %v (%T), want *prolog.Error", err, err)
			}
			eq(t, pe.Error(), tc.msg)
			eq(t, pe.Formal().String(), tc.formal)
		})
	}
	interp := newQuiet(t)
	if err := interp.Exec(context.Background(), "fail"); err != prolog.ErrFailed {
		t.Errorf("fail: got %v, want ErrFailed", err)
	}
	var perr error
	_, perr = interp.Query(context.Background(), "foo(")
	if perr == nil {
		t.Error("syntax error not reported")
	}
}

func TestBusy(t *testing.T) {
	interp := newQuiet(t)
	sols, err := interp.Query(context.Background(), "member(X, [1,2,3])")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := interp.Query(context.Background(), "true"); err != prolog.ErrBusy {
		t.Errorf("second query: got %v, want ErrBusy", err)
	}
	if err := interp.ConsultString("x", "p."); err != prolog.ErrBusy {
		t.Errorf("consult during query: got %v, want ErrBusy", err)
	}
	sols.Next()
	sols.Close()
	sols.Close()
	if err := interp.Exec(context.Background(), "true"); err != nil {
		t.Errorf("after Close: %v", err)
	}
}

func TestSolutionsLazyAndBreak(t *testing.T) {
	interp := newQuiet(t)
	calls := 0
	interp.Register("tick", 0, func(c *prolog.Call) (bool, error) { calls++; return true, nil })
	n := 0
	for _, err := range interp.Solutions(context.Background(), "between(1, inf, X), tick") {
		if err != nil {
			t.Fatal(err)
		}
		n++
		if n == 3 {
			break
		}
	}
	eq(t, calls, 3)
	// Breaking out closed the query.
	if err := interp.Exec(context.Background(), "true"); err != nil {
		t.Fatal(err)
	}
}

func TestRegister(t *testing.T) {
	interp := newQuiet(t)
	interp.Register("boom", 0, func(c *prolog.Call) (bool, error) { return false, errors.New("disk on fire") })
	interp.Register("panics", 0, func(c *prolog.Call) (bool, error) { panic("oops") })
	interp.Register("dom", 1, func(c *prolog.Call) (bool, error) { return false, prolog.DomainError("color", c.Arg(0)) })
	tests := []struct{ goal, want string }{
		{"catch(boom, error(E, _), true), E = system_error(M), M == 'disk on fire'", ""},
		{"catch(panics, error(system_error(_), _), true)", ""},
		{"catch(dom(blue), error(domain_error(color, blue), context(dom/1, _)), true)", ""},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if err := interp.Exec(context.Background(), tc.goal); err != nil {
				t.Error(err)
			}
		})
	}
	if err := interp.Register("atom_length", 2, func(c *prolog.Call) (bool, error) { return true, nil }); err == nil {
		t.Error("redefining an ISO built-in was allowed")
	}
	// A nondeterministic predicate cut after its first solution is not
	// asked for more.
	asked := 0
	interp.RegisterNondet("nat", 1, func(c *prolog.Call) prolog.Generator {
		n := 0
		return func() (bool, error) { asked++; n++; return c.Unify(0, n), nil }
	})
	sol, err := interp.QueryOnce(context.Background(), "nat(X), X > 2, !")
	if err != nil {
		t.Fatal(err)
	}
	eq(t, sol.Get("X"), prolog.Term(prolog.Integer(3)))
	eq(t, asked, 3)
}

// TestRegisterReplacesCompiled checks that a Go predicate registered in
// place of clauses that the WAM core compiled, and that other compiled
// clauses call, is what those calls run from then on.
func TestRegisterReplacesCompiled(t *testing.T) {
	interp := newQuiet(t)
	if err := interp.ConsultString("double.pl", "double(X, Y) :- Y is X*2.\nuse(X, Y) :- double(X, Y).\n"); err != nil {
		t.Fatal(err)
	}
	for _, want := range []int64{6, 100} {
		sol, err := interp.QueryOnce(context.Background(), "use(3, Y)")
		if err != nil {
			t.Fatal(err)
		}
		eq(t, sol.Get("Y"), prolog.Term(prolog.Integer(want)))
		if err := interp.Register("double", 2, func(c *prolog.Call) (bool, error) { return c.Unify(1, prolog.Integer(100)), nil }); err != nil {
			t.Fatal(err)
		}
	}
}

func TestHaltEndsQueryOnly(t *testing.T) {
	interp := newQuiet(t)
	for _, goal := range []string{"halt", "halt(3)", "catch(halt(4), _, true)"} {
		err := interp.Exec(context.Background(), goal)
		var h *prolog.HaltError
		if !errors.As(err, &h) {
			t.Fatalf("%s: got %v, want *HaltError", goal, err)
		}
	}
	if err := interp.Exec(context.Background(), "X is 1 + 1"); err != nil {
		t.Errorf("after halt: %v", err)
	}
}

// TestHaltRunsNoPendingCleanup checks that halt/0 ends the queries
// without running the cleanups they leave pending, as SWI-Prolog does,
// on the core and on the engine, and that the next query runs its own.
func TestHaltRunsNoPendingCleanup(t *testing.T) {
	for _, opts := range [][]prolog.Option{nil, {prolog.WithoutNative()}} {
		var out strings.Builder
		interp := prolog.New(append([]prolog.Option{prolog.WithStdio(strings.NewReader(""), &out, &out)}, opts...)...)
		if err := interp.ConsultString("c.pl", `
pending :- setup_call_cleanup(true, member(_, [1, 2]), write(pending)), halt.
inside :- setup_call_cleanup(true, halt, write(inside)).
done :- setup_call_cleanup(true, true, write(done)).
`); err != nil {
			t.Fatal(err)
		}
		for _, goal := range []string{"pending", "inside"} {
			var h *prolog.HaltError
			if err := interp.Exec(context.Background(), goal); !errors.As(err, &h) {
				t.Fatalf("%s: got %v, want *HaltError", goal, err)
			}
		}
		if err := interp.Exec(context.Background(), "done"); err != nil {
			t.Fatal(err)
		}
		interp.Flush()
		if out.String() != "done" {
			t.Errorf("native %v: output %q, want %q", opts == nil, out.String(), "done")
		}
	}
}

// TestCancel stops running queries with a context, including one that
// tries to catch the abort, and reuses the interpreter afterwards.
func TestCancel(t *testing.T) {
	interp := newQuiet(t)
	goals := []string{
		"repeat, fail",
		"loop",
		"catch(loop, _, true), fail",
		"repeat, catch(loop, _, true), fail",
	}
	if err := interp.ConsultString("loop", "loop :- loop2. loop2 :- loop."); err != nil {
		t.Fatal(err)
	}
	for _, g := range goals {
		t.Run(g, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			go func() { time.Sleep(30 * time.Millisecond); cancel() }()
			start := time.Now()
			err := interp.Exec(ctx, g)
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("got %v, want context.Canceled", err)
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("took %v to stop", d)
			}
			sol, err := interp.QueryOnce(context.Background(), "X is 6 * 7")
			if err != nil || sol.Get("X") != prolog.Integer(42) {
				t.Errorf("after cancel: %v %v", sol, err)
			}
		})
	}
}

// TestConcurrentInterpreters runs independent interpreters on separate
// goroutines (run it with -race).
func TestConcurrentInterpreters(t *testing.T) {
	const n = 4
	var wg sync.WaitGroup
	results := make([]int, n)
	errs := make([]error, n)
	for k := 0; k < n; k++ {
		wg.Add(1)
		go func(k int) {
			defer wg.Done()
			interp := newQuiet(t)
			if err := interp.Consult("../examples/course/GAT.pl"); err != nil {
				errs[k] = err
				return
			}
			interp.Register("k", 1, func(c *prolog.Call) (bool, error) { return c.Unify(0, k), nil })
			sol, err := interp.QueryOnce(context.Background(), "findall(S, solution(5, S), L), length(L, N), k(K), atom_length(abc, _)")
			if err != nil {
				errs[k] = err
				return
			}
			var got struct{ N, K int }
			if err := sol.ScanStruct(&got); err != nil {
				errs[k] = err
				return
			}
			if got.K != k {
				t.Errorf("interpreter %d saw k = %d", k, got.K)
			}
			results[k] = got.N
		}(k)
	}
	wg.Wait()
	for k := 0; k < n; k++ {
		if errs[k] != nil {
			t.Errorf("interpreter %d: %v", k, errs[k])
		}
		eq(t, results[k], 10) // 5 queens: 10 solutions
	}
}
