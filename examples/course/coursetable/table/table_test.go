package table

import "testing"

// TestGoal checks the query of each kind of row; GCP's predicate is
// solutionG/2 (the course table view of the playground runs GCP rows).
func TestGoal(t *testing.T) {
	cases := []struct {
		row  Row
		want string
	}{
		{Row{Program: "GAT", Query: "all", N: 8}, "time(bagof(P, solution(8, P), S)), length(S, K)"},
		{Row{Program: "RD", Query: "first", N: 12}, "time(solution(12, S)), K = 1"},
		{Row{Program: "GCP", Query: "first", N: 6}, "time(solutionG(6, S)), K = 1"},
		{Row{Program: "GCP", Query: "all", N: 4}, "time(bagof(P, solutionG(4, P), S)), length(S, K)"},
	}
	for _, c := range cases {
		t.Run(c.row.Program+"/"+c.row.Query, func(t *testing.T) {
			if got := c.row.Goal(); got != c.want {
				t.Errorf("Goal() = %q, want %q", got, c.want)
			}
		})
	}
}

// TestRunGCP runs GCP's first solution for N = 4 as the playground does.
func TestRunGCP(t *testing.T) {
	res, err := Run("../..", Row{Program: "GCP", Query: "first", N: 4}, "")
	if err != nil {
		t.Fatal(err)
	}
	if res.Found != 1 || res.Inferences < 10000 {
		t.Errorf("GCP first 4: found %d, %d inferences", res.Found, res.Inferences)
	}
}
