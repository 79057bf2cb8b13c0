package web_test

import (
	"net/http"
	"os"

	"github.com/goprolog/goprolog/web"
)

// httpHandler serves the page with the generated files in dir, as
// cmd/goprolog-web does.
func httpHandler(dir string) http.Handler {
	return http.FileServerFS(web.Union{web.Site(), os.DirFS(dir)})
}
