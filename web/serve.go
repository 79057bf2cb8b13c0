package web

import (
	"bytes"
	"compress/gzip"
	"io/fs"
	"net/http"
	"strings"
	"sync"
	"time"
)

// Handler serves the page with the generated files in gen. The .wasm
// file, about 9 MB, goes out gzip-compressed (about a quarter of that)
// to browsers that accept it; it is compressed once, on first request.
func Handler(gen fs.FS) http.Handler {
	files := Union{Site(), gen}
	plain := http.FileServerFS(files)
	var once sync.Once
	var packed []byte
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/"+WasmFile || !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			plain.ServeHTTP(w, r)
			return
		}
		once.Do(func() { packed = compress(files, WasmFile) })
		if packed == nil {
			plain.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/wasm")
		w.Header().Set("Content-Encoding", "gzip")
		w.Header().Set("Vary", "Accept-Encoding")
		http.ServeContent(w, r, WasmFile, startTime, bytes.NewReader(packed))
	})
}

// compress returns the gzip of a file, or nil if it cannot be read.
func compress(files fs.FS, name string) []byte {
	data, err := fs.ReadFile(files, name)
	if err != nil {
		return nil
	}
	var b bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	zw.Write(data)
	if zw.Close() != nil {
		return nil
	}
	return b.Bytes()
}

// startTime is the modification time given to the compressed .wasm.
var startTime = time.Now()
