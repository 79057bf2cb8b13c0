package prolog_test

import (
	"context"
	"errors"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/goprolog/goprolog/prolog"
)

// The files a sandboxed program must never reach hold the term
// m(outside_marker); those it may reach hold m(inside).
const (
	outsideText = "m(outside_marker).\n"
	insideText  = "m(inside).\n"
)

// boxLayout is a sandbox directory and a directory beside it that the
// program must not reach, with links from one into the other.
type boxLayout struct {
	base, box, out string
}

// newBoxLayout builds, under a fresh temporary directory:
//
//	out/secret.pl, out/deep/inner/  (outside: m(outside_marker))
//	box/ok.pl, box/sub/             (the sandbox: m(inside))
//	box/etclink   -> /etc/ssl       box/deeplink -> <out>/deep
//	box/dangle    -> <out>/x        box/dangle2  -> ../out/y
//	box/rel_up    -> ../out         box/chain1 -> chain2 -> rel_up
//	box/inner_rel -> ok.pl          box/inner_abs -> <box>/ok.pl
//	box/sub/up    -> ..             box/sub/up2 -> ../..
func newBoxLayout(t testing.TB) boxLayout {
	t.Helper()
	base, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	l := boxLayout{base: base, box: filepath.Join(base, "box"), out: filepath.Join(base, "out")}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.MkdirAll(filepath.Join(l.out, "deep", "inner"), 0o755))
	must(os.MkdirAll(filepath.Join(l.box, "sub"), 0o755))
	must(os.WriteFile(filepath.Join(l.out, "secret.pl"), []byte(outsideText), 0o644))
	must(os.WriteFile(filepath.Join(l.box, "ok.pl"), []byte(insideText), 0o644))
	for _, ln := range [][2]string{
		{"etclink", "/etc/ssl"},
		{"deeplink", filepath.Join(l.out, "deep")},
		{"dangle", filepath.Join(l.out, "x")},
		{"dangle2", "../out/y"},
		{"rel_up", "../out"},
		{"chain1", "chain2"},
		{"chain2", "rel_up"},
		{"inner_rel", "ok.pl"},
		{"inner_abs", filepath.Join(l.box, "ok.pl")},
		{"sub/up", ".."},
		{"sub/up2", "../.."},
	} {
		must(os.Symlink(ln[1], filepath.Join(l.box, ln[0])))
	}
	return l
}

// expand replaces %D by the sandbox directory and %O by the outside one.
func (l boxLayout) expand(s string) string {
	return strings.NewReplacer("%D", l.box, "%O", l.out).Replace(s)
}

// snapshot describes every entry under dir: its kind and its content or
// link target.
func snapshot(t testing.TB, dir string) map[string]string {
	t.Helper()
	got := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		switch {
		case d.Type()&fs.ModeSymlink != 0:
			target, err := os.Readlink(p)
			got[p] = "link " + target
			return err
		case d.IsDir():
			got[p] = "dir"
		default:
			data, err := os.ReadFile(p)
			got[p] = "file " + string(data)
			return err
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// checkOutside fails the test if anything under out or beside box and
// out changed since before.
func (l boxLayout) checkOutside(t testing.TB, before map[string]string) {
	t.Helper()
	if after := l.outside(t); !maps.Equal(before, after) {
		t.Errorf("the outside directory changed:\nbefore %v\nafter  %v", before, after)
	}
}

func (l boxLayout) outside(t testing.TB) map[string]string {
	s := snapshot(t, l.out)
	entries, err := os.ReadDir(l.base)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		s["base:"+e.Name()] = ""
	}
	return s
}

// wantPermission checks that err is permission_error(open, source_sink,
// culprit).
func wantPermission(t *testing.T, err error, culprit string) {
	t.Helper()
	var pe *prolog.Error
	if !errors.As(err, &pe) {
		t.Fatalf("got %v, want permission_error(open, source_sink, %q)", err, culprit)
	}
	want := "permission_error(open,source_sink," + prolog.Atom(culprit).String() + ")"
	if got := pe.Formal().String(); got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// TestSandboxLinkEscapes are the ways out of the sandbox that a check of
// the lexically cleaned name, followed by opening the raw one, let
// through: ".." after a link to a directory outside, and a dangling link
// to a file to be created outside. Each raises permission_error, with
// ReadOnly and without, and leaves the outside untouched.
func TestSandboxLinkEscapes(t *testing.T) {
	reads := []struct{ goal, culprit string }{
		{"open(?, read, S), read_term(S, T, []), close(S)", "%D/etclink/../passwd"},
		{"open(?, read, S), read_term(S, T, []), close(S)", "etclink/../passwd"},
		{"see(?), read(T), seen", "%D/etclink/../passwd"},
		{"consult(?)", "%D/etclink/../passwd"},
		{"open(?, read, S), read_term(S, T, []), close(S)", "%D/deeplink/../secret.pl"},
		{"open(?, read, S), read_term(S, T, []), close(S)", "deeplink/../secret.pl"},
		{"see(?), read(T), seen", "deeplink/../secret.pl"},
		{"consult(?)", "%D/deeplink/../secret.pl"},
		{"consult(?)", "%D/deeplink/../secret"},
	}
	writes := []struct{ goal, culprit string }{
		{"open(?, write, S), write(S, 'm(written).'), close(S)", "dangle"},
		{"open(?, append, S), write(S, 'm(written).'), close(S)", "dangle"},
		{"open(?, update, S), write(S, 'm(written).'), close(S)", "dangle"},
		{"open(?, write, S), write(S, 'm(written).'), close(S)", "%D/dangle"},
		{"tell(?), write('m(written).'), told", "dangle"},
		{"open(?, write, S), write(S, 'm(written).'), close(S)", "%D/deeplink/../written.txt"},
		{"open(?, write, S), write(S, 'm(written).'), close(S)", "deeplink/../written.txt"},
		{"append(?), write('m(written).'), told", "%D/deeplink/../written.txt"},
	}
	for _, readOnly := range []bool{false, true} {
		l := newBoxLayout(t)
		before := l.outside(t)
		interp := prolog.New(prolog.WithSandbox(prolog.Sandbox{Dir: l.box, ReadOnly: readOnly}))
		all := append(reads, writes...)
		for _, tc := range all {
			culprit := l.expand(tc.culprit)
			t.Run(tc.goal+" "+tc.culprit+map[bool]string{true: " readonly"}[readOnly], func(t *testing.T) {
				wantPermission(t, interp.Exec(context.Background(), tc.goal, culprit), culprit)
				if err := interp.Exec(context.Background(), "catch(m(outside_marker), _, fail)"); err == nil {
					t.Error("the program read a file outside the sandbox")
				}
			})
		}
		l.checkOutside(t, before)
	}
}

// TestSandboxAttacks tries the other roads out: absolute names, "..",
// links out (absolute, relative, chained, to an ancestor), and checks
// that the roads that stay inside remain open.
func TestSandboxAttacks(t *testing.T) {
	l := newBoxLayout(t)
	before := l.outside(t)
	interp := prolog.New(prolog.WithSandbox(prolog.Sandbox{Dir: l.box}))
	const read = "open(?, read, S), read_term(S, T, []), close(S), T == m(inside)"
	const write = "open(?, write, S), write(S, 'm(written).'), close(S)"
	denied := []struct{ goal, culprit string }{
		{read, "/etc/passwd"},
		{read, "%O/secret.pl"},
		{read, "../out/secret.pl"},
		{read, "%D/../out/secret.pl"},
		{read, "%D/sub/../../out/secret.pl"},
		{read, "rel_up/secret.pl"},
		{read, "chain1/secret.pl"},
		{read, "sub/up2/out/secret.pl"},
		{read, "%D/sub/up2/out/secret.pl"},
		{read, "inner_abs"}, // os.Root refuses every link to an absolute name
		{read, "%Dx/ok.pl"}, // a sibling whose name starts with Dir's
		{read, ""},
		{"consult(?)", "%O/secret"},
		{"consult(?)", "rel_up/secret"},
		{"consult(?)", "chain1/secret.pl"},
		{write, "rel_up/new.txt"},
		{write, "chain1/new.txt"},
		{write, "dangle2"},
		{write, "sub/up2/out/new.txt"},
		{write, "%O/new.txt"},
		{write, "../new.txt"},
		{write, "%D/../new.txt"},
		{"tell(?), told", "/tmp/goprolog-sandbox-escape"},
	}
	for _, tc := range denied {
		culprit := l.expand(tc.culprit)
		t.Run("denied "+tc.goal+" "+tc.culprit, func(t *testing.T) {
			wantPermission(t, interp.Exec(context.Background(), tc.goal, culprit), culprit)
		})
	}
	allowed := []struct{ goal, name string }{
		{read, "ok.pl"},
		{read, "%D/ok.pl"},
		{read, "%D//./ok.pl"},
		{read, "inner_rel"},
		{read, "sub/up/ok.pl"},
		{read, "sub/../ok.pl"},
		{read, "%D/sub/up/sub/up/ok.pl"},
		{"consult(?), m(inside)", "ok"},
		{"consult(?), m(inside)", "sub/up/ok"},
		{"consult(?), m(inside)", "%D/inner_rel"},
		{write + ", open(?, read, R), read(R, m(written)), close(R)", "sub/up/new.txt"},
	}
	for _, tc := range allowed {
		name := l.expand(tc.name)
		t.Run("allowed "+tc.goal+" "+tc.name, func(t *testing.T) {
			args := []any{name}
			if strings.Count(tc.goal, "?") == 2 {
				args = append(args, name)
			}
			if err := interp.Exec(context.Background(), tc.goal, args...); err != nil {
				t.Error(err)
			}
		})
	}
	// As in SWI-Prolog, open/3 resolves ".." after the directories before
	// it, so a missing directory before ".." is no file.
	t.Run("missing directory before ..", func(t *testing.T) {
		err := interp.Exec(context.Background(), "open('nosuch/../ok.pl', read, _)")
		var pe *prolog.Error
		if !errors.As(err, &pe) || pe.Formal().String() != "existence_error(source_sink,'nosuch/../ok.pl')" {
			t.Errorf("got %v, want existence_error", err)
		}
	})
	if _, err := os.Lstat("/tmp/goprolog-sandbox-escape"); err == nil {
		t.Error("a file was created in /tmp")
	}
	l.checkOutside(t, before)
}

// TestSandboxDirThroughLink gives the sandbox its directory through a
// link: absolute names may use either name of it.
func TestSandboxDirThroughLink(t *testing.T) {
	l := newBoxLayout(t)
	link := filepath.Join(l.base, "boxlink")
	if err := os.Symlink("box", link); err != nil {
		t.Fatal(err)
	}
	interp := prolog.New(prolog.WithSandbox(prolog.Sandbox{Dir: link}))
	for _, name := range []string{"ok.pl", link + "/ok.pl", l.box + "/ok.pl"} {
		if err := interp.Exec(context.Background(), "open(?, read, S), read(S, m(inside)), close(S)", name); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	wantPermission(t, interp.Exec(context.Background(), "open(?, read, _)", link+"/../out/secret.pl"), link+"/../out/secret.pl")
}

// TestSandboxLinkRace swaps a link between a file inside the sandbox and
// one outside while the program opens it: os.Root resolves the link when
// it opens, so there is no moment between a check and the use for the
// swap to slip into. The program must read the inside file or be
// refused, never read the outside one.
func TestSandboxLinkRace(t *testing.T) {
	l := newBoxLayout(t)
	if err := os.WriteFile(filepath.Join(l.box, "inside.txt"), []byte(insideText), 0o644); err != nil {
		t.Fatal(err)
	}
	swap := filepath.Join(l.box, "swap")
	if err := os.Symlink("inside.txt", swap); err != nil {
		t.Fatal(err)
	}
	interp := prolog.New(prolog.WithSandbox(prolog.Sandbox{Dir: l.box}))
	src, err := os.ReadFile("testdata/sandbox_race.pl")
	if err != nil {
		t.Fatal(err)
	}
	if err := interp.ConsultString("sandbox_race.pl", string(src)); err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	halt := sync.OnceFunc(func() { close(stop); wg.Wait() })
	defer halt()
	wg.Add(1)
	go func() {
		defer wg.Done()
		targets := []string{"inside.txt", filepath.Join(l.out, "secret.pl")}
		tmp := filepath.Join(l.box, "swap.tmp")
		for k := 0; ; k++ {
			select {
			case <-stop:
				return
			default:
			}
			// rename(2) replaces the link in one step.
			_ = os.Remove(tmp)
			if os.Symlink(targets[k%2], tmp) == nil {
				_ = os.Rename(tmp, swap)
			}
			runtime.Gosched()
		}
	}()
	deadline := time.Now().Add(3 * time.Second)
	var inside, refused, leaked int
	for time.Now().Before(deadline) && (inside == 0 || refused == 0 || inside+refused < 2000) {
		if err := interp.Exec(context.Background(), "attempts(500)"); err != nil {
			t.Fatal(err)
		}
		sol, err := interp.QueryOnce(context.Background(), "tally(I, R, L)")
		if err != nil {
			t.Fatal(err)
		}
		if err := sol.Scan(&inside, &refused, &leaked); err != nil {
			t.Fatal(err)
		}
		if leaked > 0 {
			break
		}
	}
	halt()
	t.Logf("%d opens read the inside file, %d were refused", inside, refused)
	if leaked > 0 {
		t.Fatalf("%d opens read the file outside the sandbox", leaked)
	}
	if inside == 0 || refused == 0 {
		t.Errorf("the race was not exercised: %d inside, %d refused", inside, refused)
	}
}
