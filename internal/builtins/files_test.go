package builtins_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// filesGoals exercise exists_file/1, exists_directory/1, delete_file/1 and
// get_time/1 on a directory holding a file, a directory with a file, an
// empty directory and symbolic links (to a file, to a directory, to
// nowhere, and a loop), with file names given as atoms, strings, code and
// char lists, and with every kind of bad argument. delete_file/1 deletes
// only files each goal has just created, so that both systems find the
// same directory; its errors are compared with the message of their
// context, which SWI-Prolog prints (and the predicate of the context less
// SWI-Prolog's module). fl_path/2 makes a name absolute.
var filesGoals = []string{
	// exists_file/1
	`fl_path('file.txt', P), fl_yes(exists_file(P), R)`,
	`fl_path('sub/x', P), fl_yes(exists_file(P), R)`,
	`fl_path(sub, P), fl_yes(exists_file(P), R)`,
	`fl_path('no_such_file', P), fl_yes(exists_file(P), R)`,
	`fl_path('file.txt/', P), fl_yes(exists_file(P), R)`,
	`fl_path('link.txt', P), fl_yes(exists_file(P), R)`,
	`fl_path(dangling, P), fl_yes(exists_file(P), R)`,
	`fl_path(loop1, P), fl_yes(exists_file(P), R)`,
	`fl_path(dirlink, P), fl_yes(exists_file(P), R)`,
	`fl_path('file.txt', P), atom_string(P, S), fl_yes(exists_file(S), R)`,
	`fl_path('file.txt', P), atom_codes(P, Cs), fl_yes(exists_file(Cs), R)`,
	`fl_path('file.txt', P), atom_chars(P, Cs), fl_yes(exists_file(Cs), R)`,
	`fl_yes(exists_file(''), R)`,
	`fl_yes(exists_file('/dev/null'), R)`,
	`fl_yes(exists_file('.'), R)`,
	`catch(exists_file(_), error(F, _), true), R = F`,
	`catch(exists_file(3), error(F, _), true), R = F`,
	`catch(exists_file(-3.5), error(F, _), true), R = F`,
	`catch(exists_file(100000000000000000000000), error(F, _), true), R = F`,
	`catch(exists_file(f(x)), error(F, _), true), R = F`,
	`catch(exists_file(library(lists)), error(F, _), true), R = F`,
	`catch(exists_file([a|_]), error(F, _), true), R = F`,
	`catch(exists_file([a|b]), error(F, _), true), R = F`,
	`catch(exists_file([a, _]), error(F, _), true), R = F`,
	`catch(exists_file([a, 1]), error(F, _), true), R = F`,
	`catch(exists_file([a, bc]), error(F, _), true), R = F`,
	`catch(exists_file([0'a, b]), error(F, _), true), R = F`,
	`catch(exists_file([-1]), error(F, _), true), R = F`,
	`catch(exists_file([1.5]), error(F, _), true), R = F`,
	`catch(exists_file(['']), error(F, _), true), R = F`,
	`catch(exists_file('a\0b'), error(F, _), true), R = F`,
	// exists_directory/1
	`fl_path(sub, P), fl_yes(exists_directory(P), R)`,
	`fl_path('sub/', P), fl_yes(exists_directory(P), R)`,
	`fl_path('sub/../sub/.', P), fl_yes(exists_directory(P), R)`,
	`fl_path(emptydir, P), fl_yes(exists_directory(P), R)`,
	`fl_path(dirlink, P), fl_yes(exists_directory(P), R)`,
	`fl_path('file.txt', P), fl_yes(exists_directory(P), R)`,
	`fl_path('link.txt', P), fl_yes(exists_directory(P), R)`,
	`fl_path(no_such_dir, P), fl_yes(exists_directory(P), R)`,
	`fl_path(sub, P), atom_string(P, S), fl_yes(exists_directory(S), R)`,
	`fl_yes(exists_directory('.'), R)`,
	`fl_yes(exists_directory('/'), R)`,
	`fl_yes(exists_directory(''), R)`,
	`fl_yes(exists_directory([]), R)`,
	`catch(exists_directory(_), error(F, _), true), R = F`,
	`catch(exists_directory(3), error(F, _), true), R = F`,
	`catch(exists_directory(f(x)), error(F, _), true), R = F`,
	`catch(exists_directory([a|_]), error(F, _), true), R = F`,
	// delete_file/1
	`fl_path(del1, P), fl_touch(P), delete_file(P), fl_yes(exists_file(P), R)`,
	`fl_path(del2, P), fl_touch(P), atom_string(P, S), delete_file(S), fl_yes(exists_file(P), R)`,
	`fl_path(del3, P), fl_touch(P), atom_codes(P, Cs), delete_file(Cs), fl_yes(exists_file(P), R)`,
	`fl_path(del4, P), fl_touch(P), fl_det(delete_file(P), R)`,
	`fl_path(no_such_file, P), catch(delete_file(P), error(F, context(_, M)), true), R = F-M`,
	`fl_path('no_dir/x', P), catch(delete_file(P), error(F, context(_, M)), true), R = F-M`,
	`fl_path('file.txt/x', P), catch(delete_file(P), error(F, context(_, M)), true), R = F-M`,
	`fl_path(sub, P), catch(delete_file(P), error(F, context(_, M)), true), R = F-M`,
	`fl_path('loop1/x', P), catch(delete_file(P), error(F, context(_, M)), true), R = F-M`,
	`fl_path(no_such_file, P), catch(delete_file(P), error(_, context(C, _)), true), ( C = _:PI -> R = PI ; R = C )`,
	`length(L, 300), maplist(=(0'a), L), atom_codes(A, L), catch(delete_file(A), error(F, context(_, M)), true), R = F-M`,
	`catch(delete_file(''), error(F, context(_, M)), true), R = F-M`,
	`catch(delete_file(_), error(F, _), true), R = F`,
	`catch(delete_file(3), error(F, _), true), R = F`,
	`catch(delete_file(f(x)), error(F, _), true), R = F`,
	`catch(delete_file([a|b]), error(F, _), true), R = F`,
	// get_time/1
	`get_time(T), ( float(T), T > 1.6e9 -> R = ok ; R = T )`,
	`get_time(T1), get_time(T2), ( T2 >= T1 -> R = ok ; R = T1-T2 )`,
	`fl_yes(get_time(1), R)`,
	`fl_yes(get_time(a), R)`,
	`fl_yes(get_time(1.0), R)`,
	`fl_det(get_time(_), R)`,
	// Determinism.
	`fl_path('file.txt', P), fl_det(exists_file(P), R)`,
	`fl_path(sub, P), fl_det(exists_directory(P), R)`,
}

const filesDriver = `
fl_path(Name, Path) :- fl_dir(D), atomic_list_concat([D, '/', Name], Path).
fl_yes(G, R) :- ( call(G) -> R = yes ; R = no ).
fl_det(G, D) :- call_cleanup(G, Det = true), ( var(Det) -> D = nondet ; D = det ).
fl_touch(P) :- open(P, write, S), close(S).
fl_run_all :- forall(fl_goal(N, G, R), fl_run(N, G, R)).
fl_run(N, G, R) :-
	format("@@~w~n", [N]),
	catch((call(G) -> Out = R ; Out = failed), E, Out = caught(E)),
	\+ \+ ( numbervars(Out, 0, _), format("~q~n", [Out]) ).
`

// filesDir makes the directory the goals look at.
func filesDir(t *testing.T) string {
	t.Helper()
	dir := writeFiles(t, map[string]string{"file.txt": "text\n"})
	for _, d := range []string{"sub", "emptydir"} {
		if err := os.Mkdir(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "sub", "x"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for link, target := range map[string]string{
		"link.txt": "file.txt", "dirlink": "sub", "dangling": "nowhere", "loop1": "loop2", "loop2": "loop1",
	} {
		if err := os.Symlink(target, filepath.Join(dir, link)); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestFilesDifferential compares the file predicates and get_time/1 with
// SWI-Prolog, goal by goal.
func TestFilesDifferential(t *testing.T) {
	dir := filesDir(t)
	driver := fmt.Sprintf("fl_dir(%s).\n", plAtom(dir)) + filesDriver
	compareGoals(t, "files.pl", driver, "fl_goal(%d, (%s), R).\n", filesGoals, "fl_run_all")
}

// TestDeleteEmptyDirectory checks that delete_file/1 deletes an empty
// directory, as SWI-Prolog's (remove(3)) does; the differential test
// cannot, since each system would need a directory of its own.
func TestDeleteEmptyDirectory(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "empty")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	in := prolog.New(prolog.WithStdio(strings.NewReader(""), &strings.Builder{}, &strings.Builder{}))
	if err := in.Exec(context.Background(), fmt.Sprintf("delete_file(%s)", plAtom(dir))); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the directory is still there: %v", err)
	}
}

// TestFilesSandboxed checks that a sandboxed program can neither look for
// nor delete files, even in its own directory.
func TestFilesSandboxed(t *testing.T) {
	dir := filesDir(t)
	in := prolog.New(prolog.WithSandbox(prolog.Sandbox{Dir: dir}))
	for _, g := range []string{"exists_file('file.txt')", "exists_directory(sub)", "delete_file('file.txt')"} {
		err := in.Exec(context.Background(), g)
		var pe *prolog.Error
		if !errors.As(err, &pe) || !strings.HasPrefix(pe.Formal().String(), "permission_error(call,sandboxed,") {
			t.Errorf("%s: got %v, want permission_error(call, sandboxed, _)", g, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "file.txt")); err != nil {
		t.Errorf("file.txt: %v", err)
	}
	if err := in.Exec(context.Background(), "get_time(T), float(T)"); err != nil {
		t.Errorf("get_time/1: %v", err)
	}
}
