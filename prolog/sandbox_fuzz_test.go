package prolog_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/prolog"
)

// fuzzBytes hands out the fuzzer's input as small choices; past its end
// every choice is 0.
type fuzzBytes struct {
	data []byte
	k    int
}

func (b *fuzzBytes) next(n int) int {
	if b.k >= len(b.data) {
		return 0
	}
	c := int(b.data[b.k]) % n
	b.k++
	return c
}

func (b *fuzzBytes) pick(xs []string) string { return xs[b.next(len(xs))] }

// The names the fuzzer builds layouts and paths from.
var (
	fuzzNames   = []string{"l0", "l1", "l2", "l3", "l4", "l5", "f.pl", "x.pl", "new.txt", "c", "a"}
	fuzzRelLink = []string{"..", "../..", "../../..", "../out", "../../out", "../out/f.pl", "../out/missing",
		"a", "a/b", "x.pl", "l0", "l1", "missing", ".", "c/g.pl", "b/../..", "a/../..", "l0/..", "l1/../../out"}
	fuzzParts = []string{"a", "b", "c", "d", "..", ".", "", "l0", "l1", "l2", "l3", "l4", "l5",
		"f.pl", "f", "g.pl", "x.pl", "x", "y.pl", "new.txt", "out", "box", "missing"}
)

// fuzzOps are the ways the fuzzer opens a path: a goal with the path as
// its one placeholder, and whether it reads (binding T to the first term
// read) or consults.
var fuzzOps = []struct {
	goal           string
	reads, consult bool
}{
	{goal: "open(?, read, S), read_term(S, T, []), close(S)", reads: true},
	{goal: "see(?), read(T), seen", reads: true},
	{goal: "open(?, write, S), write(S, 'm(written).'), close(S)"},
	{goal: "open(?, append, S), write(S, 'm(written).'), close(S)"},
	{goal: "open(?, update, S), write(S, 'm(written).'), close(S)"},
	{goal: "tell(?), write('m(written).'), told"},
	{goal: "append(?), write('m(written).'), told"},
	{goal: "consult(?)", consult: true},
}

// FuzzSandboxPaths builds a layout of directories, files and links inside
// and outside a sandbox's directory from its input, then opens, sees,
// tells and consults paths made from the input: no file outside may be
// read (the outside files hold m(outside_marker)), and nothing outside
// may be created or changed.
func FuzzSandboxPaths(f *testing.F) {
	for _, seed := range []string{
		"", "\x00\x01\x02", "\x05\x00\x03\x00\x07\x01\x05\x00\x04\x01\x03",
		"\x03\x00\x00\x02\x03\x04\x01\x00\x01\x07\x04", "\x02\x01\x05\x01\x03\x01\x00\x02\x03\x02\x04\x04\x04",
		"\x07\x04\x02\x06\x03\x0c\x02\x01\x05\x00\x0f\x00\x03\x06\x02\x04",
		// box/l0 -> <out>/c; open('<box>/l0/../f.pl', read, S)
		"\x01\x00\x00\x03\x03\x00\x00\x02\x07\x04\x0d\x01\x01",
		// box/l1 -> <out>/missing; open(l1, write, S)
		"\x01\x00\x01\x03\x02\x00\x02\x00\x08\x00\x01",
	} {
		f.Add([]byte(seed))
	}
	base, err := filepath.EvalSymlinks(f.TempDir())
	if err != nil {
		f.Fatal(err)
	}
	box, out := filepath.Join(base, "box"), filepath.Join(base, "out")
	var interp *prolog.Interpreter
	f.Fuzz(func(t *testing.T, data []byte) {
		in := &fuzzBytes{data: data}
		buildFuzzLayout(t, in, base, box, out)
		if interp == nil {
			interp = prolog.New(prolog.WithSandbox(prolog.Sandbox{Dir: box}))
		}
		l := boxLayout{base: base, box: box, out: out}
		before := l.outside(t)
		prefixes := []string{"", box + "/", out + "/", base + "/", box + "x/", box + "/a/../"}
		for n := 1 + in.next(8); n > 0; n-- {
			op := fuzzOps[in.next(len(fuzzOps))]
			var parts []string
			for k := 1 + in.next(4); k > 0; k-- {
				parts = append(parts, in.pick(fuzzParts))
			}
			path := in.pick(prefixes) + strings.Join(parts, "/")
			if in.next(4) == 0 {
				path += "/"
			}
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			sol, err := interp.QueryOnce(ctx, op.goal, path)
			cancel()
			if err != nil && !errors.Is(err, prolog.ErrFailed) {
				var pe *prolog.Error
				if !errors.As(err, &pe) {
					t.Fatalf("%s with %q: %v", op.goal, path, err)
				}
			}
			if op.reads && err == nil {
				if got := sol.Vars()["T"]; got != nil && strings.Contains(got.String(), "outside_marker") {
					t.Fatalf("%s with %q read a file outside the sandbox: %v", op.goal, path, got)
				}
			}
			if op.consult {
				if err := interp.Exec(context.Background(), "catch(m(outside_marker), _, fail)"); err == nil {
					t.Fatalf("consult(%q) loaded a file outside the sandbox", path)
				}
			}
		}
		l.checkOutside(t, before)
	})
}

// buildFuzzLayout makes box and out afresh: a few fixed directories and
// files (those under out holding m(outside_marker), those under box
// m(inside)), then the entries the input asks for: directories, files and
// links with relative or absolute targets, dangling or not.
func buildFuzzLayout(t *testing.T, in *fuzzBytes, base, box, out string) {
	t.Helper()
	for _, d := range []string{box, out} {
		if err := os.RemoveAll(d); err != nil {
			t.Fatal(err)
		}
	}
	dirs := []string{box, filepath.Join(box, "a"), filepath.Join(box, "a", "b"), out, filepath.Join(out, "c"), filepath.Join(out, "c", "d")}
	for _, d := range dirs {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	content := func(p string) []byte {
		if strings.HasPrefix(p, out+"/") {
			return []byte(outsideText)
		}
		return []byte(insideText)
	}
	for _, file := range []string{"out/f.pl", "out/c/g.pl", "box/x.pl", "box/a/y.pl"} {
		p := filepath.Join(base, file)
		if err := os.WriteFile(p, content(p), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	absLink := []string{out, filepath.Join(out, "f.pl"), filepath.Join(out, "missing"), filepath.Join(out, "c"),
		box, filepath.Join(box, "x.pl"), filepath.Join(box, "a"), filepath.Join(box, "missing")}
	for n := in.next(10); n > 0; n-- {
		p := filepath.Join(in.pick(dirs), in.pick(fuzzNames))
		// Errors (the name exists) leave the layout as it is.
		switch in.next(4) {
		case 0:
			_ = os.Mkdir(p, 0o755)
		case 1:
			_ = os.WriteFile(p, content(p), 0o644)
		case 2:
			_ = os.Symlink(in.pick(fuzzRelLink), p)
		default:
			_ = os.Symlink(in.pick(absLink), p)
		}
	}
}
