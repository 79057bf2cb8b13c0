package prolog_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/goprolog/goprolog/prolog"
)

// Scan a solution into a struct, by variable name.
func ExampleSolutions_ScanStruct() {
	interp := prolog.New()
	err := interp.ConsultString("people", `
		person(alice, 34, [go, prolog]).
		person(bob, 27, [c]).
	`)
	if err != nil {
		fmt.Println(err)
		return
	}
	type person struct {
		Name  string   `prolog:"N"`
		Age   int      `prolog:"A"`
		Langs []string `prolog:"L"`
	}
	sols, err := interp.Query(context.Background(), "person(N, A, L), A > ?", 30)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer sols.Close()
	for sols.Next() {
		var p person
		if err := sols.ScanStruct(&p); err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%+v\n", p)
	}
	// Output: {Name:alice Age:34 Langs:[go prolog]}
}

// A deterministic predicate written in Go, called from Prolog.
func ExampleInterpreter_Register() {
	interp := prolog.New()
	interp.Register("go_upper", 2, func(c *prolog.Call) (bool, error) {
		s, err := c.Text(0)
		if err != nil {
			return false, err
		}
		return c.Unify(1, strings.ToUpper(s)), nil
	})
	sol, err := interp.QueryOnce(context.Background(), "go_upper(hello, X)")
	if err != nil {
		fmt.Println(err)
		return
	}
	var x string
	sol.Scan(&x)
	fmt.Println(x)

	// Errors from Go predicates are Prolog exceptions.
	_, err = interp.QueryOnce(context.Background(), "go_upper(_, X)")
	fmt.Println(err)
	// Output:
	// HELLO
	// go_upper/2: Arguments are not sufficiently instantiated
}

// A nondeterministic Go predicate gives its solutions on backtracking.
func ExampleInterpreter_RegisterNondet() {
	interp := prolog.New()
	interp.RegisterNondet("split", 2, func(c *prolog.Call) prolog.Generator {
		s, err := c.Text(0)
		if err != nil {
			return func() (bool, error) { return false, err }
		}
		parts := strings.Fields(s)
		return func() (bool, error) {
			for len(parts) > 0 {
				p := parts[0]
				parts = parts[1:]
				if c.Unify(1, p) {
					return true, nil
				}
			}
			return false, nil
		}
	})
	var words []string
	sol, err := interp.QueryOnce(context.Background(), "findall(W, split(?, W), Ws)", "to be or not")
	if err != nil {
		fmt.Println(err)
		return
	}
	// W comes first in the query, Ws second: a nil destination skips W.
	if err := sol.Scan(nil, &words); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(words)
	// Output: [to be or not]
}

// A context deadline stops a query that would run forever; the
// interpreter is usable afterwards.
func ExampleInterpreter_Query_cancel() {
	interp := prolog.New()
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	err := interp.Exec(ctx, "repeat, fail")
	fmt.Println(errors.Is(err, context.DeadlineExceeded))

	sol, err := interp.QueryOnce(context.Background(), "X is 6 * 7")
	fmt.Println(sol, err)
	// Output:
	// true
	// X = 42 <nil>
}

// A Prolog exception comes back as *prolog.Error, with SWI-Prolog's
// message and the error term.
func ExampleError() {
	interp := prolog.New()
	_, err := interp.QueryOnce(context.Background(), "atom_length(abc, foo)")
	var pe *prolog.Error
	if errors.As(err, &pe) {
		fmt.Println(pe.Error())
		fmt.Println(pe.Formal())
	}
	// Output:
	// atom_length/2: Type error: `integer' expected, found `foo' (an atom)
	// type_error(integer,foo)
}

// Offer corrections for misspelt goals before a query runs, as
// SWI-Prolog's top level does ("Correct to: ...?").
func ExampleSolutions_CorrectUndefined() {
	interp := prolog.New()
	if err := interp.ConsultString("words", "word(hello).\n"); err != nil {
		fmt.Println(err)
		return
	}
	sols, err := interp.Query(context.Background(), "wrod(W), atom_lenght(W, N)")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer sols.Close()
	err = sols.CorrectUndefined(func(goal string) bool {
		fmt.Printf("Correct to: %q? yes\n", goal)
		return true
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	for sols.Next() {
		var w string
		var n int
		if err := sols.Scan(&w, &n); err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(w, n)
	}
	// Output:
	// Correct to: "word(W)"? yes
	// Correct to: "atom_length(W,N)"? yes
	// hello 5
}
