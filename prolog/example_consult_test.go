//go:build !race

// The race detector slows the 8-queens search tenfold: the race tests
// use smaller boards.

package prolog_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/goprolog/goprolog/prolog"
)

// Consult a course program and count the solutions of the 8-queens
// problem, generate-and-test style.
func Example_consult() {
	interp := prolog.New(prolog.WithStdio(strings.NewReader(""), os.Stdout, os.Stderr))
	if err := interp.Consult("../examples/course/GAT.pl"); err != nil {
		fmt.Println(err)
		return
	}
	n := 0
	for _, err := range interp.Solutions(context.Background(), "solution(8, S)") {
		if err != nil {
			fmt.Println(err)
			return
		}
		n++
	}
	fmt.Println(n, "solutions")
	// Output: 92 solutions
}
