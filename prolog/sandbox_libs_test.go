package prolog_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// TestSandboxLibraryFiles: the file predicates of the SWI-Prolog
// libraries (read_file_to_terms/3, read_file_to_string/3,
// read_file_to_codes/3, tmp_file_stream/3, expand_file_name/2, ls/0,1,
// pwd/0, cd/1) cannot read or create a file outside a sandbox's Dir,
// nor list or name one; the read_file_to_* ones read inside it as
// open/4 does.
func TestSandboxLibraryFiles(t *testing.T) {
	outside := t.TempDir()
	secret := filepath.Join(outside, "secret.pl")
	if err := os.WriteFile(secret, []byte("secret(1).\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "ok.pl"), []byte("ok(yes).\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(dir, "out")); err != nil {
		t.Fatal(err)
	}
	tmpBefore, _ := filepath.Glob(fmt.Sprintf("/tmp/swipl_%d_*", os.Getpid()))
	interp := prolog.New(prolog.WithSandbox(prolog.Sandbox{Dir: dir}))
	q := func(s string) string { return "'" + s + "'" }
	denied := []deniedGoal{
		{"read_file_to_terms(" + q(secret) + ", _, [])", "permission_error(open,source_sink," + q(secret) + ")"},
		{"read_file_to_string(" + q(secret) + ", _, [])", "permission_error(open,source_sink," + q(secret) + ")"},
		{"read_file_to_codes(" + q(secret) + ", _, [])", "permission_error(open,source_sink," + q(secret) + ")"},
		{"read_file_to_terms('../x.pl', _, [])", "permission_error(open,source_sink,'../x.pl')"},
		{"read_file_to_string('out/secret.pl', _, [])", "permission_error(open,source_sink,'out/secret.pl')"},
		{"read_file_to_codes(\"out/secret.pl\", _, [])", "permission_error(open,source_sink,\"out/secret.pl\")"},
		{"read_file_to_terms(library(lists), _, [])", "permission_error(call,sandboxed,absolute_file_name(library(lists),_,[access(read)]))"},
		{"tmp_file_stream(text, _, _)", "permission_error(call,sandboxed,tmp_file_stream(text,_,_))"},
		{"tmp_file_stream(_, _, [])", "permission_error(call,sandboxed,tmp_file_stream(_,_,[]))"},
		{"'$tmp_file_create'('', _)", "permission_error(call,sandboxed,'$tmp_file_create'('',_))"},
		{"expand_file_name('/etc/*', _)", "permission_error(call,sandboxed,expand_file_name('/etc/*',_))"},
		{"ls", "permission_error(call,sandboxed,expand_file_name('.',_))"},
		{"ls('/etc')", "permission_error(call,sandboxed,expand_file_name('/etc',_))"},
		{"pwd", "permission_error(call,sandboxed,working_directory(_,_))"},
		{"cd('/')", "permission_error(call,sandboxed,cd(/))"},
	}
	runDenied(t, interp, denied)
	tmpAfter, _ := filepath.Glob(fmt.Sprintf("/tmp/swipl_%d_*", os.Getpid()))
	if len(tmpAfter) != len(tmpBefore) {
		t.Errorf("a temporary file was created: %v", tmpAfter)
	}
	allowed := []string{
		"read_file_to_terms('ok.pl', [ok(yes)], [])",
		"read_file_to_string(" + q(filepath.Join(dir, "ok.pl")) + ", \"ok(yes).\\n\", [])",
		"read_file_to_codes('ok.pl', Cs, []), atom_codes('ok(yes).\\n', Cs)",
	}
	for _, g := range allowed {
		t.Run(g, func(t *testing.T) {
			if err := interp.Exec(context.Background(), g); err != nil {
				t.Error(err)
			}
		})
	}
}
