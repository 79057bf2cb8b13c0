// Package repl is goprolog's interactive top level, in the manner of
// SWI-Prolog's: it reads queries, prints answers and asks for more.
package repl

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/goprolog/goprolog/prolog"
)

// Config configures the top level.
type Config struct {
	// Quiet suppresses the banner.
	Quiet bool
	In    io.Reader
	Out   io.Writer
}

// Run runs the top level until end of input or halt, and returns the
// process exit status.
func Run(interp *prolog.Interpreter, cfg Config) int {
	if cfg.In == nil {
		cfg.In = os.Stdin
	}
	if cfg.Out == nil {
		cfg.Out = os.Stdout
	}
	in := bufio.NewReader(cfg.In)
	out := cfg.Out
	for {
		text, ok := readQuery(in)
		if !ok {
			return 0
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		sols, err := interp.Query(context.Background(), text)
		if err != nil {
			interp.PrintError(err)
			continue
		}
		for {
			if !sols.Next() {
				if err := sols.Err(); err != nil {
					if h, ok := err.(*prolog.HaltError); ok {
						sols.Close()
						return h.Code
					}
					interp.Flush()
					interp.PrintError(err)
				} else {
					interp.Flush()
					fmt.Fprintln(out, "false.")
					fmt.Fprintln(out)
				}
				break
			}
			interp.Flush()
			ans := sols.Answer()
			if sols.More() {
				fmt.Fprint(out, ans, " ")
				// Non-interactive: stop after the first answer, as swipl
				// does when it cannot read a key.
				fmt.Fprintln(out, ".")
				fmt.Fprintln(out)
				break
			}
			fmt.Fprintln(out, ans+".")
			fmt.Fprintln(out)
			break
		}
		sols.Close()
	}
}

// readQuery reads lines until a clause-ending '.'.
func readQuery(in *bufio.Reader) (string, bool) {
	var b strings.Builder
	for {
		line, err := in.ReadString('\n')
		b.WriteString(line)
		t := strings.TrimSpace(b.String())
		if strings.HasSuffix(t, ".") {
			return t, true
		}
		if err != nil {
			return t, t != ""
		}
	}
}
