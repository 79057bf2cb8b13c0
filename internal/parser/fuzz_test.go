package parser

import (
	"bytes"
	"io"
	"testing"
	"time"

	"github.com/goprolog/goprolog/internal/engine"
)

// FuzzReader feeds arbitrary bytes to the reader: it must never panic, and
// every call must consume input so that reading ends.
func FuzzReader(f *testing.F) {
	for _, s := range []string{
		"foo(X, Y) :- bar(X), \\+ baz(Y).\n",
		"x(0'a, 0''', \"str\\x41\\\", `bq`, 'q\\n').\n",
		"[1,2|T]. {a,b}. - (1). -1. a- -1.\n",
		"a /* unterminated",
		"'unterminated",
		"x(1.0e10, 0x1F, 16'ff, 1 000).\n",
		"#!/bin/sh\nfoo.\n",
		"f(a :- b, c). [a|b:-c]. (a|b).\n",
		"x(1r3, -2r4, 4r2, 1r0, 1_000r3, 0x1r3, 1r3r4, 1R3, - 1r3).\n",
		"x(٣, ٣٤, 1٣, ٣1, a٣, X٣, -٣, ٣.٥٥e٣, ٣.٥e2, ٣_٣, ٣ ٣, ٣r٤, ١٠, 𝟙𝟙, 0'٣).\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		done := make(chan bool, 1)
		go func() {
			m := engine.NewMachine()
			s := engine.NewInputStream(bytes.NewReader(data), "fuzz", nil)
			r := NewReader(m, s)
			for i := 0; i <= len(data)+1; i++ {
				if _, err := r.Next(); err == io.EOF {
					done <- true
					return
				}
			}
			done <- false
		}()
		select {
		case ok := <-done:
			if !ok {
				t.Fatalf("reader did not reach EOF")
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("reader hangs on %q", data)
		}
	})
}
