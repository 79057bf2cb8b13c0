// Command goprolog-web serves the browser playground (package web) on
// localhost: goprolog compiled to WebAssembly, running in the page.
//
//	go run ./cmd/goprolog-web [-addr localhost:8080]
//	go run ./cmd/goprolog-web -out dir   # write the static site instead
//
// The generated files (the .wasm and the example programs) are embedded
// when `go generate ./web` wrote them before the build; otherwise the
// command builds them at start, which needs the go command and the
// module's source (found from the working directory, or -repo).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/goprolog/goprolog/web"
)

func main() {
	addr := flag.String("addr", "localhost:8080", "address to serve the playground on")
	out := flag.String("out", "", "write the static site to this directory and exit")
	gen := flag.String("gen", "", "write only the generated files to this directory and exit (go generate)")
	repo := flag.String("repo", "", "the goprolog module's root (default: found from the working directory)")
	flag.Parse()
	if err := run(*addr, *out, *gen, *repo); err != nil {
		fmt.Fprintln(os.Stderr, "goprolog-web:", err)
		os.Exit(1)
	}
}

func run(addr, out, gen, repo string) error {
	if gen != "" {
		root, err := moduleRoot(repo)
		if err != nil {
			return err
		}
		return web.Generate(root, gen)
	}
	files, cleanup, err := generated(repo)
	if err != nil {
		return err
	}
	defer cleanup()
	if out != "" {
		return web.WriteSite(files, out)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fmt.Printf("goprolog playground on http://%s/\n", ln.Addr())
	// Ctrl-C shuts the server down, so that the deferred cleanup
	// removes the files built at start.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv := &http.Server{Handler: web.Handler(files)}
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// generated returns the generated files: the embedded ones, or else
// freshly built ones in a temporary directory that cleanup removes.
func generated(repo string) (fs.FS, func(), error) {
	if files, ok := web.Embedded(); ok {
		return files, func() {}, nil
	}
	root, err := moduleRoot(repo)
	if err != nil {
		return nil, nil, fmt.Errorf("no embedded WebAssembly build, and %w", err)
	}
	dir, err := os.MkdirTemp("", "goprolog-web")
	if err != nil {
		return nil, nil, err
	}
	cleanup := func() { os.RemoveAll(dir) }
	log.Printf("building %s (GOOS=js GOARCH=wasm)…", web.WasmFile)
	if err := web.Generate(root, dir); err != nil {
		cleanup()
		return nil, nil, err
	}
	return os.DirFS(dir), cleanup, nil
}

// moduleRoot returns repo, or the nearest directory above the working
// directory that holds goprolog's go.mod.
func moduleRoot(repo string) (string, error) {
	if repo != "" {
		return repo, nil
	}
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "web", "wasm", "main.go")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("the goprolog source is not above the working directory (use -repo)")
		}
		dir = parent
	}
}
