package web_test

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/goprolog/goprolog/web"
)

// httpHandler serves the page with the generated files in dir, as
// cmd/goprolog-web does.
func httpHandler(dir string) http.Handler {
	return web.Handler(os.DirFS(dir))
}

// TestHandler checks what the server sends: the page's files, the
// generated ones, and the .wasm gzip-compressed only when accepted.
func TestHandler(t *testing.T) {
	wasm := []byte("\x00asm fake module, repeated repeated repeated repeated")
	gen := fstest.MapFS{
		web.WasmFile:             {Data: wasm},
		"examples/index.json":    {Data: []byte(`{"files":["course/GAT.pl"]}`)},
		"examples/course/GAT.pl": {Data: []byte(":- consult(util).\n")},
	}
	srv := httptest.NewServer(web.Handler(gen))
	defer srv.Close()
	page, _ := os.ReadFile(filepath.Join("site", "index.html"))
	cases := []struct {
		path, encoding       string
		wantType, wantEncode string
		want                 []byte
	}{
		{"/", "", "text/html; charset=utf-8", "", page},
		{"/examples/course/GAT.pl", "", "", "", []byte(":- consult(util).\n")},
		{"/" + web.WasmFile, "", "application/wasm", "", wasm},
		{"/" + web.WasmFile, "gzip, deflate", "application/wasm", "gzip", wasm},
	}
	for _, c := range cases {
		t.Run(c.path+" "+c.encoding, func(t *testing.T) {
			req, _ := http.NewRequest("GET", srv.URL+c.path, nil)
			// Set explicitly, the transport neither adds gzip nor
			// decompresses for us.
			req.Header.Set("Accept-Encoding", c.encoding)
			resp, err := http.DefaultTransport.RoundTrip(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			if resp.StatusCode != 200 {
				t.Fatalf("status %d", resp.StatusCode)
			}
			if c.wantType != "" && resp.Header.Get("Content-Type") != c.wantType {
				t.Errorf("Content-Type %q, want %q", resp.Header.Get("Content-Type"), c.wantType)
			}
			if got := resp.Header.Get("Content-Encoding"); got != c.wantEncode {
				t.Errorf("Content-Encoding %q, want %q", got, c.wantEncode)
			}
			var body io.Reader = resp.Body
			if c.wantEncode == "gzip" {
				zr, err := gzip.NewReader(resp.Body)
				if err != nil {
					t.Fatal(err)
				}
				body = zr
			}
			got, err := io.ReadAll(body)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != string(c.want) {
				t.Errorf("body %.80q, want %.80q", got, c.want)
			}
		})
	}
}
