package prolog_test

import (
	"path/filepath"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
	"github.com/goprolog/goprolog/prolog"
)

// TestCyclicOrder compares the standard order and term_hash/2 of pairs
// of cyclic terms (testdata/cyclic/order.pl) with SWI-Prolog's, on the
// engine's solver: the WAM core hands cyclic terms to the engine's
// comparison after a budget of steps, so the order is the engine's on
// both, but the core spends a quarter of a second or more on each call
// given a cyclic term, which is not what this test measures.
func TestCyclicOrder(t *testing.T) {
	file := filepath.Join("testdata", "cyclic", "order.pl")
	difftest.CheckGolden(t, difftest.Golden{
		Path:     filepath.Join("testdata", "cyclic", "order.golden"),
		Swipl:    func(t testing.TB, swipl string) string { return swiplMain(t, swipl, file) },
		Goprolog: func(t testing.TB) string { return goprologMain(t, file, prolog.WithoutNative()) },
		Update:   *updateBoundary,
	})
}
