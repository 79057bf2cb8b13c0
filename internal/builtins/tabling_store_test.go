package builtins

import (
	"fmt"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestAnswerSet checks an answer table's set of answer keys: each new key
// is added once, in the order found, through the rehashes of a growing
// table, and a key that is a prefix of another, or empty, is an answer of
// its own.
func TestAnswerSet(t *testing.T) {
	for _, tc := range []struct {
		name string
		keys []string
		want []string
	}{
		{"empty", nil, nil},
		{"one", []string{"a"}, []string{"a"}},
		{"repeated", []string{"a", "b", "a", "b", "c", "a"}, []string{"a", "b", "c"}},
		{"prefixes", []string{"ab", "a", "", "abc", "a", ""}, []string{"ab", "a", "", "abc"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var tb answerTable
			for _, k := range tc.keys {
				tb.addKey([]byte(k))
			}
			checkAnswers(t, &tb, tc.want)
		})
	}
	t.Run("many", func(t *testing.T) {
		var tb answerTable
		var want []string
		for i := range 5000 {
			k := fmt.Sprintf("k%d", i)
			if !tb.addKey([]byte(k)) {
				t.Fatalf("%s: not new", k)
			}
			want = append(want, k)
			if tb.addKey([]byte(fmt.Sprintf("k%d", i/2))) {
				t.Fatalf("k%d: new again", i/2)
			}
		}
		checkAnswers(t, &tb, want)
	})
}

func checkAnswers(t *testing.T, tb *answerTable, want []string) {
	t.Helper()
	if len(tb.spans) != len(want) {
		t.Fatalf("%d answers, want %d", len(tb.spans), len(want))
	}
	for i, w := range want {
		if got := string(tb.answerKey(i)); got != w {
			t.Errorf("answer %d is %q, want %q", i, got, w)
		}
	}
}

// TestAnswerTerm checks that an answer kept as the key of its arguments
// is given back as a term of the call's functor: a variant of the answer
// added.
func TestAnswerTerm(t *testing.T) {
	x, y := new(engine.Var), new(engine.Var)
	call := engine.NewCompound(engine.Intern("p"), x, y)
	answers := []engine.Term{
		engine.NewCompound(engine.Intern("p"), engine.MakeInt(1), engine.AtomNil),
		engine.NewCompound(engine.Intern("p"), x, engine.NewCompound(engine.Intern("f"), x, y)),
		engine.NewCompound(engine.Intern("p"), engine.Intern("[]"), engine.String("s")),
	}
	var ck engine.VariantKey
	engine.AppendVariantKey(&ck, call)
	_, prefix, _ := engine.ReadKeyItem(ck.B, 0)
	tb := answerTable{key: string(ck.B), prefix: prefix}
	for _, a := range answers {
		var k engine.VariantKey
		engine.AppendVariantKey(&k, a)
		tb.addKey(k.B[prefix:])
	}
	for i, a := range answers {
		var want, got engine.VariantKey
		engine.AppendVariantKey(&want, a)
		engine.AppendVariantKey(&got, tb.answerTerm(i))
		if string(got.B) != string(want.B) {
			t.Errorf("answer %d: key %q, want %q", i, got.B, want.B)
		}
	}
}
