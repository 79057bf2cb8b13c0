//go:build !wasm

// The browser is driven from a native test process: chromedp does not
// build for WebAssembly.

package web_test

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/goprolog/goprolog/examples/course/coursetable/table"
	"github.com/goprolog/goprolog/prolog"
)

// TestSpeed measures GAT all 8 and RD all 10 in the page against the
// native build (the same table.Run, in this process): the best of three
// runs each, with the page reloaded between runs. It is a measurement,
// not a check, and runs only with GOPROLOG_WEB_SPEED=1.
func TestSpeed(t *testing.T) {
	if os.Getenv("GOPROLOG_WEB_SPEED") == "" {
		t.Skip("a measurement: set GOPROLOG_WEB_SPEED=1 to run it")
	}
	prolog.TuneGC()
	rows, err := table.Load("../examples/course/course-table.tsv")
	if err != nil {
		t.Fatal(err)
	}
	ctx, url := page(t, false)
	d := driver{t, ctx}
	for _, want := range []struct {
		prog string
		n    int
	}{{"GAT", 8}, {"RD", 10}} {
		var row table.Row
		for _, r := range rows {
			if r.Program == want.prog && r.Query == "all" && r.N == want.n {
				row = r
			}
		}
		name := fmt.Sprintf("%s all %d", row.Program, row.N)
		page, native := 1e9, 1e9
		var inferences string
		for range 3 {
			d.do("page "+name, chromedp.Navigate(url), state("idle"),
				chromedp.Click(chromedp.ID("tab-table")),
				chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
					_, err := chromedp.Evaluate[bool](fmt.Sprintf(`startTable([%q]), true`, name))(ctx, t)
					return err
				}),
				chromedp.WaitVisible(chromedp.CSS(`body[data-table-queue="0"]`)))
			cells := eval[[]string](d, fmt.Sprintf(`[...document.querySelectorAll('#results tr[data-row=%q] td')].map(e => e.textContent)`, name))
			var s float64
			if len(cells) < 7 {
				t.Fatalf("%s: row %q", name, cells)
			}
			fmt.Sscan(cells[6], &s)
			page, inferences = min(page, s), cells[4]
			res, err := table.Run("../examples/course", row, "")
			if err != nil {
				t.Fatal(err)
			}
			native = min(native, res.Seconds)
		}
		t.Logf("%s: %s inferences; page %.3f s, native %.3f s, ratio %.1f", name, inferences, page, native, page/native)
	}
}
