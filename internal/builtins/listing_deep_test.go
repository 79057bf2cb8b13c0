package builtins

import (
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestPortrayClauseDeepTerms checks that portray_clause/1 lays out deep
// and long clauses (a deep compound, a long list, long conjunctions
// nested either way, nested if-then-elses) without overflowing the Go
// stack: its layout keeps stacks of its own.
func TestPortrayClauseDeepTerms(t *testing.T) {
	const n = 100_000
	elems := make([]engine.Term, n)
	for i := range elems {
		elems[i] = ioI(int64(i))
	}
	long := engine.List(elems...)
	// Each level of deep is wrapped; one argument keeps it on one line.
	var deep, right, left, ite engine.Term = ioA("x"), ioA("true"), ioA("true"), ioA("true")
	for i := 0; i < n; i++ {
		deep = ioC("f", deep)
		right = ioC(",", ioC("g", ioI(int64(i))), right)
		left = ioC(",", left, ioC("g", ioI(int64(i))))
	}
	for i := 0; i < 2000; i++ {
		ite = ioC(";", ioC("->", ioC("c", ioI(int64(i))), ite), ioA("e"))
	}
	for _, body := range []engine.Term{ioC("q", long), ioC("q", deep), right, left, ite} {
		m, out := newIOMachine("")
		g := ioC("portray_clause", ioC(":-", ioA("h"), body))
		if ok, err := m.Once(g); !ok || err != nil {
			t.Fatalf("portray_clause failed: %v %v", ok, err)
		}
		m.UserOut.Flush()
		if out.Len() < 2000 {
			t.Errorf("short output: %d bytes", out.Len())
		}
	}
}
