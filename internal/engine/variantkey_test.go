package engine_test

import (
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
	"github.com/goprolog/goprolog/internal/parser"
)

// TestDecodeVariantKey checks that a variant key decodes to a variant of
// the term it was written of, for every kind of term, and that terms that
// are not variants have different keys.
func TestDecodeVariantKey(t *testing.T) {
	m := engine.NewMachine()
	read := func(text string) engine.Term {
		t.Helper()
		r, err := parser.ReadTermFromString(m, text+" .")
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		return r.Term
	}
	key := func(x engine.Term) []byte {
		t.Helper()
		var k engine.VariantKey
		if !engine.AppendVariantKey(&k, x) {
			t.Fatalf("no key for %v", x)
		}
		return k.B
	}
	for _, text := range []string{
		`a`, `[]`, `'[]'`, `"s"`, `""`, `1`, `-7`, `0`,
		`1152921504606846976`, `-1152921504606846977`, `9223372036854775807`,
		`123456789012345678901234567890`, `-123456789012345678901234567890`,
		`1.5`, `-0.0`, `0.0`, `1.0e300`, `X`, `f(X)`, `f(X, X)`, `f(X, Y)`,
		`[a, b | T]`, `'[|]'(a, b)`, `[[]]`, `{a, b}`, `'hello world'(x)`,
		`g([1, 2.0, "x"], h(Z), Z)`, `f(A, B, C, D, E, F, G, H, I, J, K, L, M, N, A, N, O, P, Q, A)`,
		`f('a''b', "", '')`,
	} {
		x := read(text)
		k := key(x)
		y, ok := engine.DecodeVariantKey(k)
		if !ok {
			t.Errorf("%s: key %q does not decode", text, k)
			continue
		}
		if string(key(y)) != string(k) {
			t.Errorf("%s: decoded to a term of another key: %q, want %q", text, key(y), k)
		}
	}
	for _, pair := range [][2]string{
		{`[]`, `'[]'`}, {`0.0`, `-0.0`}, {`f(X, X)`, `f(X, Y)`}, {`"a"`, `a`},
		{`1`, `1.0`}, {`f(a)`, `'f(a)'`}, {`[a]`, `'[|]'(a, b)`},
	} {
		if string(key(read(pair[0]))) == string(key(read(pair[1]))) {
			t.Errorf("%s and %s share a key", pair[0], pair[1])
		}
	}
	// A key cut short, or one with an item of no tag, decodes to nothing.
	whole := key(read(`f(a, g(1, X), "s")`))
	for n := range len(whole) {
		if _, ok := engine.DecodeVariantKey(whole[:n]); ok {
			t.Errorf("the key cut to %d of %d bytes decodes", n, len(whole))
		}
	}
	if _, ok := engine.DecodeVariantKey([]byte("zz")); ok {
		t.Error("a key of an unknown tag decodes")
	}
}

// TestReadKeyItem checks that the items of a key are read in prefix
// order, with their numbers and texts.
func TestReadKeyItem(t *testing.T) {
	var k engine.VariantKey
	k.Compound("f", 3)
	k.Int(-5)
	k.Var(0)
	k.Atom("abc")
	k.Nil()
	want := []engine.KeyItem{
		{Tag: engine.KeyCompound, N: 3, Text: []byte("f")},
		{Tag: engine.KeyInt, N: -5},
		{Tag: engine.KeyVar, N: 0},
		{Tag: engine.KeyAtom, Text: []byte("abc")},
		{Tag: engine.KeyNil},
	}
	i := 0
	for n, w := range want {
		it, next, ok := engine.ReadKeyItem(k.B, i)
		if !ok || it.Tag != w.Tag || it.N != w.N || string(it.Text) != string(w.Text) {
			t.Fatalf("item %d: %+v %v, want %+v", n, it, ok, w)
		}
		i = next
	}
	if i != len(k.B) {
		t.Errorf("read %d of %d bytes", i, len(k.B))
	}
}
