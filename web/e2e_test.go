//go:build !wasm

// The browser is driven from a native test process: chromedp does not
// build for WebAssembly.

package web_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/goprolog/goprolog/prolog"
	"github.com/goprolog/goprolog/web"
)

// nativeInferences runs goal with file consulted in a native interpreter
// and returns time/1's "% N inferences" as it printed it: the page must
// count as the native build does.
func nativeInferences(t *testing.T, file, goal string) string {
	t.Helper()
	var out, errOut bytes.Buffer
	in := prolog.New(prolog.WithStdio(strings.NewReader(""), &out, &errOut))
	if err := in.Consult(file); err != nil {
		t.Fatal(err)
	}
	if err := in.Exec(context.Background(), goal); err != nil {
		t.Fatal(err)
	}
	in.Flush()
	line, _, _ := strings.Cut(errOut.String(), " inferences")
	if !strings.HasPrefix(line, "% ") {
		t.Fatalf("%s printed no time/1 report: %q", goal, errOut.String())
	}
	return line + " inferences"
}

// chromium finds a Chromium or Chrome binary.
func chromium() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// page serves the playground, built from this checkout, and opens it in
// headless Chromium: served by web.Handler as goprolog-web does, or as a
// static site. The flags keep Chromium from reaching for the
// network, where a closed network makes it hang.
func page(t *testing.T, static bool) (context.Context, string) {
	t.Helper()
	if testing.Short() {
		t.Skip("the end-to-end test builds the WebAssembly file and drives Chromium: not in -short")
	}
	exe := chromium()
	if exe == "" {
		t.Skip("chromium not installed (apt-get install chromium): the playground is not tested in a browser")
	}
	gen := t.TempDir()
	if err := web.Generate("..", gen); err != nil {
		t.Fatal(err)
	}
	wasmSize(t, filepath.Join(gen, web.WasmFile))
	handler := httpHandler(gen)
	if static {
		// The site as -out writes it, behind a plain file server.
		dir := t.TempDir()
		if err := web.WriteSite(os.DirFS(gen), dir); err != nil {
			t.Fatal(err)
		}
		handler = http.FileServer(http.Dir(dir))
	}
	srv := httptest.NewServer(handler)
	t.Cleanup(srv.Close)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(1280, 800),
	)
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelC := chromedp.NewContext(actx)
	t.Cleanup(func() { cancelC(); cancelA() })
	// The browser lives as long as the context of the first run: start
	// it here, so that the steps' timeouts do not end it.
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting %s: %v", exe, err)
	}
	return ctx, srv.URL + "/"
}

// state waits until the page's session is in state s.
func state(s string) chromedp.Action[chromedp.Void] {
	return chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`body[data-state=%q]`, s)))
}

// query types q in the query box and runs it.
func query(q string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.WaitEnabled(chromedp.ID("run")),
		chromedp.SendKeys(chromedp.ID("query"), q+kb.Enter),
	)
}

// maxWasm is the most the page's WebAssembly file may weigh (issue 24).
const maxWasm = 15 << 20

// wasmSize checks the size of the .wasm file and logs it with its gzip
// size.
func wasmSize(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var zb bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&zb, gzip.BestCompression)
	zw.Write(data)
	zw.Close()
	t.Logf("%s: %d bytes, %d gzipped", filepath.Base(path), len(data), zb.Len())
	if len(data) > maxWasm {
		t.Errorf("%s is %d bytes, more than %d", path, len(data), maxWasm)
	}
}

// stepTimeout bounds each step of a test.
const stepTimeout = 60 * time.Second

// driver runs the steps of a test in the page and reads values from it.
type driver struct {
	t   *testing.T
	ctx context.Context
}

// do runs steps; on failure it stops the test and shows the console.
func (d driver) do(name string, steps ...chromedp.Action[chromedp.Void]) {
	d.t.Helper()
	ctx, cancel := context.WithTimeout(d.ctx, stepTimeout)
	defer cancel()
	start := time.Now()
	if err := chromedp.Do(ctx, steps...); err != nil {
		d.t.Fatalf("%s: %v\noutput:\n%s", name, err, d.output())
	}
	d.t.Logf("%s: %.1f s", name, time.Since(start).Seconds())
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](d driver, expr string) T {
	d.t.Helper()
	v, err := chromedp.Run(d.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		d.t.Fatalf("%s: %v", expr, err)
	}
	return v
}

func (d driver) output() string {
	v, _ := chromedp.Run(d.ctx, chromedp.Evaluate[string](`document.getElementById('output').textContent`))
	return v
}

// queens returns the squares (row*N+column) with a queen on the first
// board drawn, and the number of boards.
func (d driver) queens() ([]int, int) {
	d.t.Helper()
	sq := eval[[]int](d, `[...document.querySelectorAll('#boards .board:first-child .sq')].flatMap((e, i) => e.classList.contains('queen') ? [i] : [])`)
	return sq, eval[int](d, `document.querySelectorAll('#boards .board').length`)
}

func selectProgram(p string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := chromedp.Evaluate[bool](fmt.Sprintf(`{const s = document.getElementById('program'); s.value = %q; s.dispatchEvent(new Event('change')); true}`, p))(ctx, t)
		return err
	})
}

// TestPlayground uses the page as a student does: GAT's first two
// solutions of 8 queens with time/1's report and a board each, then a
// runaway query stopped and another query after it.
func TestPlayground(t *testing.T) {
	ctx, url := page(t, false)
	d := driver{t, ctx}
	d.do("load", chromedp.Navigate(url), state("idle"))
	d.do("select RD then GAT",
		selectProgram("/examples/course/RD.pl"), state("idle"),
		selectProgram("/examples/course/GAT.pl"), state("idle"))
	if program := eval[string](d, `document.getElementById('editor').value`); !strings.Contains(program, "GAT") || !strings.Contains(program, "permutation") {
		t.Fatalf("editor does not hold GAT.pl:\n%.300s", program)
	}

	d.do("first answer", query("time(solution(8,S))"), state("more"))
	output := d.output()
	first := "S = [(0, 4), (1, 1), (2, 5), (3, 0), (4, 6), (5, 3), (6, 7), (7, 2)]"
	if !strings.Contains(output, first) {
		t.Errorf("output lacks the first solution %q:\n%s", first, output)
	}
	if want := nativeInferences(t, "../examples/course/GAT.pl", "time(solution(8,_))"); !strings.Contains(output, want) || !strings.Contains(output, "Lips)") {
		t.Errorf("output lacks time/1's report %q, as the native interpreter prints it:\n%s", want, output)
	}
	// Squares row*8+column of the first solution.
	if sq, boards := d.queens(); boards != 1 || fmt.Sprint(sq) != "[4 9 21 24 38 43 55 58]" {
		t.Errorf("after the first answer: %d boards, queens on %v", boards, sq)
	}

	d.do("; for the next answer", chromedp.KeyEvent(";"), state("more"))
	output = d.output()
	second := "S = [(0, 5), (1, 2), (2, 4), (3, 6), (4, 0), (5, 3), (6, 1), (7, 7)]"
	if !strings.Contains(output, first+" ;\n") || !strings.Contains(output, second) {
		t.Errorf("output lacks \";\" and the second solution %q:\n%s", second, output)
	}
	if sq, boards := d.queens(); boards != 1 || fmt.Sprint(sq) != "[5 10 20 30 32 43 49 63]" {
		t.Errorf("after the second answer: %d boards, queens on %v", boards, sq)
	}
	// The "." button, not the key: chromedp dispatches a key's character
	// as an event of its own, which the page's preventDefault on keydown
	// does not stop as a browser's keyboard is stopped, so that the "."
	// could reach the query box once the page is idle again.
	d.do(". to stop", chromedp.Click(chromedp.ID("done")), state("idle"))

	d.do("runaway query", query("repeat, fail"), state("running"), chromedp.Sleep(time.Second),
		chromedp.Click(chromedp.ID("stop")), state("idle"),
		query("X is 6*7, solution(4, S)"), state("more"))
	output = d.output()
	if !strings.Contains(output, "% Execution Aborted") {
		t.Errorf("no \"%% Execution Aborted\" after Stop:\n%s", output)
	}
	if !strings.Contains(output, "X = 42,\nS = [(0, 2), (1, 0), (2, 3), (3, 1)] ") {
		t.Errorf("the query after Stop did not answer from the reconsulted program:\n%s", output)
	}
	if sq, boards := d.queens(); boards != 1 || fmt.Sprint(sq) != "[2 4 11 13]" {
		t.Errorf("solution(4, S): %d boards, queens on %v", boards, sq)
	}
	d.do("Enter to stop", chromedp.KeyEvent(kb.Enter), state("idle"))
	d.do("edited program", chromedp.SendKeys(chromedp.ID("editor"), "\nhello(world).\n"),
		chromedp.Click(chromedp.ID("consult")), state("idle"),
		query("hello(X)"), state("idle"))
	if output = d.output(); !strings.Contains(output, "?- hello(X).\nX = world.\n") {
		t.Errorf("the edited program's clause did not answer:\n%s", output)
	}
	d.do("halt restarts", query("halt"), chromedp.Sleep(500*time.Millisecond), state("idle"),
		query("X = after_halt"), state("idle"))
	if output = d.output(); !strings.Contains(output, "% halt: the interpreter restarts") || !strings.Contains(output, "X = after_halt.") {
		t.Errorf("halt/0 did not restart the interpreter:\n%s", output)
	}

	// Placements in the course's other forms, and lists that are not.
	boards := []struct{ text, want string }{
		{"S = [d(0,[0]),d(1,[4]),d(2,[7]),d(3,[5]),d(4,[2]),d(5,[6]),d(6,[1]),d(7,[3])]", "[[[0,0],[1,4],[2,7],[3,5],[4,2],[5,6],[6,1],[7,3]]]"},
		{"S = [d(1, 0, [1]), d(1, 1, [3]), d(1, 2, [0]), d(1, 3, [2])]", "[[[0,1],[1,3],[2,0],[3,2]]]"},
		{"S = [2,4,1,3]", "[[[0,1],[1,3],[2,0],[3,2]]]"},
		{"S = [1,3,0,2]", "[[[0,1],[1,3],[2,0],[3,2]]]"},
		{"L = [1,1,2,3]", "[]"},
		{"L = [1,2,3]", "[]"},
		{"S = [d(0,[0,1]),d(1,[2]),d(2,[3]),d(3,[1])]", "[]"},
		{"L = [(0,1),(1,3),(2,0),(3,2)], M = [a,b]", "[[[0,1],[1,3],[2,0],[3,2]]]"},
	}
	for _, b := range boards {
		t.Run(b.text, func(t *testing.T) {
			if got := eval[string](d, fmt.Sprintf(`JSON.stringify(findPlacements(%q))`, b.text)); got != b.want {
				t.Errorf("placements %s, want %s", got, b.want)
			}
		})
	}
	if dir := os.Getenv("GOPROLOG_SCREENSHOTS"); dir != "" {
		d.do("screenshot query", chromedp.Navigate(url), state("idle"),
			query("time(solution(8,S))"), state("more"), chromedp.KeyEvent(";"), state("more"))
		screenshot(d, filepath.Join(dir, "playground.png"))
	}
}

// TestCourseTable runs the course table for N = 4, 6, 8 in the page (as
// a static site),
// checks the table's rows and the chart's six series, then adds N = 10.
func TestCourseTable(t *testing.T) {
	ctx, url := page(t, true)
	d := driver{t, ctx}
	d.do("course table", chromedp.Navigate(url), state("idle"),
		chromedp.Click(chromedp.ID("tab-table")),
		chromedp.Click(chromedp.ID("table-run")),
		chromedp.WaitVisible(chromedp.CSS(`body[data-table-queue="0"]`)))
	rows := eval[int](d, `document.querySelectorAll('#results tbody tr').length`)
	series := eval[int](d, `document.querySelectorAll('#chart g.series').length`)
	if rows != 17 || series != 6 {
		t.Errorf("%d table rows and %d series, want 17 (5 strategies x 3 sizes, GCP x 2) and 6", rows, series)
	}
	// GAT all 8: 92 solutions, goprolog's count beside the 2001 figure.
	gat8 := eval[[]string](d, `[...document.querySelectorAll('#results tr[data-row="GAT all 8"] td')].map(e => e.textContent)`)
	if len(gat8) < 6 || gat8[3] != "92" || gat8[5] != "1,721,407" {
		t.Errorf("GAT all 8 row: %q", gat8)
	}
	d.do("N = 10", chromedp.Click(chromedp.ID("table-more")),
		chromedp.WaitVisible(chromedp.CSS(`body[data-table-queue="0"]`)))
	rows = eval[int](d, `document.querySelectorAll('#results tbody tr').length`)
	rd10 := eval[[]string](d, `[...document.querySelectorAll('#results tr[data-row="RD all 10"] td')].map(e => e.textContent)`)
	if rows != 21 || len(rd10) < 6 || rd10[3] != "724" || rd10[5] != "2,308,453" {
		t.Errorf("after N = 10: %d rows (want 21), RD all 10 row %q", rows, rd10)
	}
	if dir := os.Getenv("GOPROLOG_SCREENSHOTS"); dir != "" {
		png, err := chromedp.Run(ctx, chromedp.Screenshot(chromedp.ID("chart")))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "course-table.png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// screenshot saves the page as a PNG, for README.
func screenshot(d driver, path string) {
	d.t.Helper()
	png, err := chromedp.Run(d.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		d.t.Fatal(err)
	}
	if err := os.WriteFile(path, png, 0o644); err != nil {
		d.t.Fatal(err)
	}
}
