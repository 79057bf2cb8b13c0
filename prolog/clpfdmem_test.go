package prolog

import (
	"context"
	"io"
	"runtime"
	"strings"
	"testing"
)

// TestConstraintStoreReleased runs testdata/clpfd/store_release.pl's
// loop, which posts a queens problem's constraints and commits to a
// solution in each round, and checks that the rounds leave nothing
// behind: the live heap after 100 more rounds is about what it was, where
// a store that kept each round's constraints held 380 kB a round.
func TestConstraintStoreReleased(t *testing.T) {
	i := New(WithStdio(strings.NewReader(""), io.Discard, io.Discard))
	if err := i.Consult("testdata/clpfd/store_release.pl"); err != nil {
		t.Fatal(err)
	}
	live := func() int64 {
		var ms runtime.MemStats
		runtime.GC()
		runtime.GC()
		runtime.ReadMemStats(&ms)
		return int64(ms.HeapAlloc)
	}
	if err := i.Exec(context.Background(), "run(10)"); err != nil {
		t.Fatal(err)
	}
	base := live()
	if err := i.Exec(context.Background(), "run(100)"); err != nil {
		t.Fatal(err)
	}
	if grown := live() - base; grown > 8<<20 {
		t.Errorf("100 rounds left %d bytes behind", grown)
	}
	runtime.KeepAlive(i)
}
