package prolog_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/prolog"
)

// TestInferenceModelFlag checks the inference_model flag: swi2001 by
// default, settable to swi9 and back, an error for anything else, and one
// per interpreter.
func TestInferenceModelFlag(t *testing.T) {
	ctx := context.Background()
	newInterp := func(opts ...prolog.Option) *prolog.Interpreter {
		return prolog.New(append([]prolog.Option{prolog.WithStdio(strings.NewReader(""), &bytes.Buffer{}, &bytes.Buffer{})}, opts...)...)
	}
	model := func(t *testing.T, in *prolog.Interpreter) string {
		t.Helper()
		sol, err := in.QueryOnce(ctx, "current_prolog_flag(inference_model, M)")
		if err != nil {
			t.Fatal(err)
		}
		return sol.Get("M").String()
	}
	a, b := newInterp(), newInterp(prolog.WithFlag("inference_model", "swi9"))
	if got := model(t, a); got != "swi2001" {
		t.Errorf("default model %s, want swi2001", got)
	}
	if got := model(t, b); got != "swi9" {
		t.Errorf("WithFlag: model %s, want swi9", got)
	}
	for _, tc := range []struct{ goal, err string }{
		{"set_prolog_flag(inference_model, swi9)", ""},
		{"set_prolog_flag(inference_model, swi2001)", ""},
		{"set_prolog_flag(inference_model, foo)", "Domain error: `inference_model' expected, found `foo'"},
		{"set_prolog_flag(inference_model, 3)", "Type error: `atom' expected, found `3' (an integer)"},
		{"set_prolog_flag(inference_model, _)", "Arguments are not sufficiently instantiated"},
	} {
		t.Run(tc.goal, func(t *testing.T) {
			err := a.Exec(ctx, tc.goal)
			switch {
			case tc.err == "" && err != nil:
				t.Fatal(err)
			case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
				t.Fatalf("error %v, want %q", err, tc.err)
			}
		})
	}
	// The other interpreter keeps its own model, and counts by it.
	if got := model(t, b); got != "swi9" {
		t.Errorf("the other interpreter's model %s, want swi9", got)
	}
	var errs bytes.Buffer
	c := prolog.New(prolog.WithStdio(strings.NewReader(""), &bytes.Buffer{}, &errs))
	for _, tc := range []struct{ model, want string }{{"swi2001", "% 2 inferences"}, {"swi9", "% 1 inferences"}} {
		errs.Reset()
		if err := c.Exec(ctx, "set_prolog_flag(inference_model, "+tc.model+"), time((X = a, Y = b))"); err != nil {
			t.Fatal(err)
		}
		c.Flush()
		if !strings.HasPrefix(errs.String(), tc.want) {
			t.Errorf("%s: time((X = a, Y = b)) printed %q, want %q", tc.model, errs.String(), tc.want)
		}
	}
}
