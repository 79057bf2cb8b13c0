package builtins_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/goprolog/goprolog/prolog"
)

// warningLines returns the lines of out that are warnings.
func warningLines(out string) string {
	var ws []string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "Warning:") {
			ws = append(ws, l)
		}
	}
	return strings.Join(ws, "\n")
}

// TestConsultMalformedUTF8 consults the files of internal/parser/testdata/utf8,
// which hold malformed UTF-8 in quoted atoms and comments, and compares
// the warnings with SWI-Prolog's, which names the clause's line and the
// stream position after it.
func TestConsultMalformedUTF8(t *testing.T) {
	swipl, err := exec.LookPath("swipl")
	if err != nil {
		t.Skipf("swipl not installed: %s needs SWI-Prolog as the oracle", t.Name())
	}
	files, _ := filepath.Glob("../parser/testdata/utf8/*.pl")
	if len(files) == 0 {
		t.Fatal("no test files")
	}
	for _, src := range files {
		t.Run(filepath.Base(src), func(t *testing.T) {
			data, err := os.ReadFile(src)
			if err != nil {
				t.Fatal(err)
			}
			file := filepath.Join(t.TempDir(), filepath.Base(src))
			if err := os.WriteFile(file, data, 0o644); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			var swiErr bytes.Buffer
			cmd := exec.CommandContext(ctx, swipl, "-q", "-g", "halt", file)
			cmd.Stderr = &swiErr
			cmd.Run() // a file with a syntax error makes swipl exit 1
			var ourErr bytes.Buffer
			in := prolog.New(prolog.WithStdio(strings.NewReader(""), &bytes.Buffer{}, &ourErr))
			if err := in.Exec(ctx, fmt.Sprintf("consult(%s)", plAtom(file))); err != nil {
				t.Fatal(err)
			}
			in.Flush()
			if got, want := warningLines(ourErr.String()), warningLines(swiErr.String()); got != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
		})
	}
}
