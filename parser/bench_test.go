package parser

import (
	"testing"

	"github.com/goprolog/goprolog/engine"
)

// BenchmarkReadTerm measures reading one small clause from a string.
func BenchmarkReadTerm(b *testing.B) {
	m := engine.NewMachine()
	for i := 0; i < b.N; i++ {
		if _, err := ReadTermFromString(m, "foo(X, [a,b|T], 'q', \"s\") :- bar(X), X > 1 + 2 * 3."); err != nil {
			b.Fatal(err)
		}
	}
}
