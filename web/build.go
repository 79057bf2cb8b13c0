// Package web is the browser playground: the page (site/), the
// WebAssembly build of goprolog it runs (wasm/), and the code that puts
// the two together with the example programs into a static site.
//
// The hand-written files are embedded; the generated ones (the .wasm,
// Go's wasm_exec.js and the examples) are embedded too when
// `go generate ./web` has written them to gen/, and otherwise built on
// demand by Generate.
package web

//go:generate go run ../cmd/goprolog-web -gen gen

import (
	"embed"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

//go:embed site
var site embed.FS

//go:embed gen
var gen embed.FS

// Site returns the hand-written files of the page.
func Site() fs.FS {
	sub, err := fs.Sub(site, "site")
	if err != nil {
		panic(err) // the embedded directory exists by construction
	}
	return sub
}

// Embedded returns the generated files embedded in the binary, and
// whether there are any.
func Embedded() (fs.FS, bool) {
	sub, err := fs.Sub(gen, "gen")
	if err != nil {
		return nil, false
	}
	if _, err := fs.Stat(sub, WasmFile); err != nil {
		return nil, false
	}
	return sub, true
}

// WasmFile is the name of the WebAssembly build in the site.
const WasmFile = "goprolog.wasm"

// Generate writes the generated files of the site to out: goprolog.wasm
// built from repo/web/wasm with the go command, Go's wasm_exec.js, and
// the example programs under repo/examples with examples/index.json
// listing them. repo is the module's root directory.
func Generate(repo, out string) error {
	out, err := filepath.Abs(out)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	goCmd := "go"
	if p, err := exec.LookPath("go"); err == nil {
		goCmd = p
	}
	cmd := exec.Command(goCmd, "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(out, WasmFile), "./web/wasm")
	cmd.Dir = repo
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("building %s: %w", WasmFile, err)
	}
	root, err := exec.Command(goCmd, "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	if err := copyFile(filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm", "wasm_exec.js"), filepath.Join(out, "wasm_exec.js")); err != nil {
		return err
	}
	return copyExamples(filepath.Join(repo, "examples"), filepath.Join(out, "examples"))
}

// copyExamples copies the Prolog files and the course table under src
// to dst and lists them in dst/index.json.
func copyExamples(src, dst string) error {
	var list []string
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if !strings.HasSuffix(path, ".pl") && d.Name() != "course-table.tsv" {
			return nil
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		list = append(list, rel)
		return copyFile(path, filepath.Join(dst, filepath.FromSlash(rel)))
	})
	if err != nil {
		return err
	}
	idx, err := json.MarshalIndent(struct {
		Files []string `json:"files"`
	}{list}, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dst, "index.json"), idx, 0o644)
}

func copyFile(src, dst string) error {
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// WriteSite writes the whole static site to out: the page and the
// generated files.
func WriteSite(files fs.FS, out string) error {
	for _, src := range []fs.FS{Site(), files} {
		err := fs.WalkDir(src, ".", func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || path == "README.md" {
				return err
			}
			data, err := fs.ReadFile(src, path)
			if err != nil {
				return err
			}
			dst := filepath.Join(out, filepath.FromSlash(path))
			if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
				return err
			}
			return os.WriteFile(dst, data, 0o644)
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// Union serves the page's files first and the generated ones after.
type Union []fs.FS

// Open opens name in the first file system that has it.
func (u Union) Open(name string) (fs.File, error) {
	var first error
	for _, f := range u {
		file, err := f.Open(name)
		if err == nil {
			return file, nil
		}
		if first == nil {
			first = err
		}
	}
	return nil, first
}
