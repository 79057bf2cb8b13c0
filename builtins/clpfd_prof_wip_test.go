//go:build wip

package builtins

import "testing"

func TestClpfdProfQueens(t *testing.T) {
	m := fdConsult(t, "../examples/clpfd-queens/queens.pl")
	fdQuery(t, m, "between(1,10,_), queens(100,_), fail ; true")
}
