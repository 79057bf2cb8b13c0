package parser

import (
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestReadTermsKeepNoClauseText checks that the terms read from a text
// do not keep that text alive: a string, or a new atom, that the reader
// made as a slice of a clause's text would keep the whole clause (here
// two kilobytes of comment each) for as long as the term lives.
func TestReadTermsKeepNoClauseText(t *testing.T) {
	const clauses = 4000
	pad := "% " + strings.Repeat("x", 2000) + "\n"
	for _, tc := range []struct {
		name   string
		clause func(i int) string
	}{
		{"string", func(i int) string { return fmt.Sprintf("p(%s \"s%d\").\n", pad, i) }},
		{"new atom", func(i int) string { return fmt.Sprintf("p(%s retained_atom_%d).\n", pad, i) }},
		{"new quoted atom", func(i int) string { return fmt.Sprintf("p(%s 'retained quoted %d').\n", pad, i) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The clauses are made as the reader reads them, so that no
			// text of them is alive but what the terms keep.
			next := 0
			src := &clauseSource{next: func() string {
				if next == clauses {
					return ""
				}
				next++
				return tc.clause(next)
			}}
			m := engine.NewMachine()
			r := NewReader(m, engine.NewInputStream(src, "t", nil))
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			kept := make([]engine.Term, 0, clauses)
			for range clauses {
				res, err := r.Next()
				if err != nil {
					t.Fatal(err)
				}
				kept = append(kept, res.Term)
			}
			r = nil
			runtime.GC()
			runtime.ReadMemStats(&after)
			grown := int64(after.HeapAlloc) - int64(before.HeapAlloc)
			if limit := int64(clauses * len(pad) / 4); grown > limit {
				t.Errorf("%d terms read hold %d bytes, want at most %d: they keep their clauses' text", len(kept), grown, limit)
			}
			runtime.KeepAlive(kept)
		})
	}
}

// clauseSource is an io.Reader of the texts that next returns, until it
// returns "".
type clauseSource struct {
	next func() string
	rest string
}

func (c *clauseSource) Read(b []byte) (int, error) {
	if c.rest == "" {
		if c.rest = c.next(); c.rest == "" {
			return 0, io.EOF
		}
	}
	n := copy(b, c.rest)
	c.rest = c.rest[n:]
	return n, nil
}
