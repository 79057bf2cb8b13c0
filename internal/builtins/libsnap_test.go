package builtins

import (
	"bytes"
	"flag"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

var update = flag.Bool("update", false, "rewrite lib/library.snap from lib/*.pl, and testdata/libs/*.out from swipl")

// readLibrarySource reads the clauses of lib/*.pl with the reader.
func readLibrarySource(t *testing.T) []engine.Term {
	t.Helper()
	m := engine.NewMachine()
	InitFlags(m)
	names, err := filepath.Glob(filepath.Join("lib", "*.pl"))
	if err != nil || len(names) == 0 {
		t.Fatalf("lib/*.pl: %v (%d files)", err, len(names))
	}
	var clauses []engine.Term
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		r := parser.NewReader(m, engine.NewInputStream(bytes.NewReader(data), name, nil))
		for {
			res, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			clauses = append(clauses, res.Term)
		}
	}
	return clauses
}

// TestLibrarySnapshot checks that the embedded snapshot is the encoding
// of the library's source text, and that it decodes to the same clauses.
func TestLibrarySnapshot(t *testing.T) {
	src := readLibrarySource(t)
	want := encodeLibrary(src)
	callers := libraryCallersOf(src)
	if *update {
		if err := os.WriteFile(filepath.Join("lib", "library.snap"), want, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join("lib", "library.callers"), []byte(callers), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(librarySnapshot, want) || libCallersText != callers {
		t.Fatal("lib/library.snap or lib/library.callers is stale: run go test ./internal/builtins -run LibrarySnapshot -update")
	}
	got, err := decodeLibrary(engine.NewMachine(), librarySnapshot)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(src) {
		t.Fatalf("decoded %d clauses, source has %d", len(got), len(src))
	}
	for i := range src {
		if !engine.Variant(got[i], src[i]) {
			t.Errorf("clause %d: decoded %v, source %v", i, got[i], src[i])
		}
	}
}

// TestLibrarySnapshotCorrupt checks that every truncation and a flipped
// tag of the snapshot are reported as errors, not panics.
func TestLibrarySnapshotCorrupt(t *testing.T) {
	m := engine.NewMachine()
	for _, n := range []int{0, 5, len(snapMagic), len(snapMagic) + 1, len(librarySnapshot) / 2, len(librarySnapshot) - 1} {
		if _, err := decodeLibrary(m, librarySnapshot[:n]); err == nil {
			t.Errorf("truncated to %d bytes: no error", n)
		}
	}
	for name, bad := range map[string][]byte{
		"trailing bytes": append(bytes.Clone(librarySnapshot), 0),
		"unknown tag":    []byte(snapMagic + "\x00\x01\x00\x7f"),
		"atom index":     []byte(snapMagic + "\x00\x01\x00\x01\x05"),
		"var index":      []byte(snapMagic + "\x00\x01\x00\x00\x00"),
		"huge counts":    []byte(snapMagic + "\xff\xff\xff\xff\x0f"),
	} {
		if _, err := decodeLibrary(m, bad); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func BenchmarkLibraryDecode(b *testing.B) {
	m := engine.NewMachine()
	for b.Loop() {
		if _, err := decodeLibrary(m, librarySnapshot); err != nil {
			b.Fatal(err)
		}
	}
}
