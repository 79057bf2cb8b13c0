package wam

import (
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestSharedAttrs converts attribute lists on the heap as the arguments
// of a built-in that keeps host state are converted: the list of a
// variable the store alone keeps, att(clpfd, K, []), is one engine term
// per handle K for every call; any other list is converted anew.
func TestSharedAttrs(t *testing.T) {
	w, _ := load(t, "")
	att := func(name string, value, rest engine.Term) engine.Term {
		return engine.NewCompound(atomAtt, engine.Intern(name), value, rest)
	}
	put := func(x engine.Term) cell {
		c, err := w.putTermAttrs(x, nil)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	h := w.hostOf()
	for _, tc := range []struct {
		name   string
		attrs  engine.Term
		shared bool
	}{
		{"a handle", att("clpfd", engine.MakeInt(3), engine.AtomNil), true},
		{"handle 0", att("clpfd", engine.MakeInt(0), engine.AtomNil), true},
		{"another library's after", att("clpfd", engine.MakeInt(3), att("freeze", engine.Intern("true"), engine.AtomNil)), false},
		{"another library's", att("freeze", engine.MakeInt(3), engine.AtomNil), false},
		{"not a handle", att("clpfd", engine.Intern("x"), engine.AtomNil), false},
		{"a negative handle", att("clpfd", engine.MakeInt(-1), engine.AtomNil), false},
		{"a handle past the bound", att("clpfd", engine.MakeInt(sharedAttrsMax), engine.AtomNil), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if x := w.sharedAttrs(put(tc.attrs)); x != nil {
				t.Fatalf("shared while no built-in's arguments are converted: %v", x)
			}
			h.shareAttrs(true)
			defer h.shareAttrs(false)
			x, y := w.sharedAttrs(put(tc.attrs)), w.sharedAttrs(put(tc.attrs))
			if !tc.shared {
				if x != nil {
					t.Fatalf("shared %v", x)
				}
				return
			}
			if x == nil || x != y {
				t.Fatalf("two lists on the heap gave %p and %p, not one term", x, y)
			}
			if engine.Compare(x, tc.attrs) != 0 {
				t.Fatalf("shared %v for %v", x, tc.attrs)
			}
		})
	}
}
