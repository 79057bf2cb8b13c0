package parser

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
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

// BenchmarkReadSources measures reading every clause of the course
// examples and the library sources, the reader's everyday load.
func BenchmarkReadSources(b *testing.B) {
	var texts []string
	for _, pat := range []string{"../../examples/course/*.pl", "../builtins/lib/*.pl"} {
		files, _ := filepath.Glob(pat)
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				b.Fatal(err)
			}
			texts = append(texts, string(data))
		}
	}
	if len(texts) == 0 {
		b.Skip("no source files")
	}
	size := 0
	for _, t := range texts {
		size += len(t)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	m := engine.NewMachine()
	for i := 0; i < b.N; i++ {
		for _, t := range texts {
			r := NewReader(m, engine.NewInputStream(strings.NewReader(t), "bench", nil))
			for {
				if _, err := r.Next(); err == io.EOF {
					break
				}
			}
		}
	}
}
