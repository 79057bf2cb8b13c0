package builtins

import (
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// queryR runs text (binding R) once and returns R written with writeq,
// "true" when the query has no R, "fail", or "error:" and the formal part
// of the error: the shared harness of the builtins tests.
func queryR(t testing.TB, m *engine.Machine, text string) string {
	res, err := parser.ReadTermFromString(m, text)
	if err != nil {
		t.Fatalf("parse %q: %v", text, err)
	}
	var r engine.Term
	for _, v := range res.Vars {
		if v.Name == "R" {
			r = v.Var
		}
	}
	ok, err := m.Once(res.Term)
	if err != nil {
		if e, isE := err.(*engine.Exception); isE {
			ball := e.Ball
			if c, isC := ball.(*engine.Compound); isC && c.Name == engine.AtomError && len(c.Args) == 2 {
				ball = c.Args[0]
			}
			return "error:" + engine.Format(ball, engine.WriteOptions{Quoted: true, Ops: m.Ops})
		}
		return "goerror:" + err.Error()
	}
	if !ok {
		return "fail"
	}
	if r == nil {
		return "true"
	}
	return engine.Format(r, engine.WriteOptions{Quoted: true, Ops: m.Ops})
}
