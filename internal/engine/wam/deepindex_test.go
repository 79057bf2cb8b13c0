package wam

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestDeepIndex: a call whose first argument is a compound takes, of the
// clauses of its first argument's bucket, those whose key one level
// inside can match the call's there, and the bucket's last clause; the
// answers and inference counts are the engine's.
func TestDeepIndex(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "deepindex.pl"))
	if err != nil {
		t.Fatal(err)
	}
	w, em := load(t, string(src))
	atom := func(name string) cell { return mkAtom(w.atomIndex(engine.Intern(name))) }
	fun := func(name string, n int) cell { return mkFun(w.functorIndex(functor{engine.Intern(name), n})) }
	lemma := w.preds[functor{engine.Intern("lemma"), 2}]
	match := w.preds[functor{engine.Intern("match"), 2}]
	for _, tc := range []struct {
		name string
		p    *pred
		key  cell // the first argument's
		k    cell // the key inside it
		want []int32
	}{
		{"the atom of one clause", lemma, fun("if", 3), atom("t"), []int32{1, 3, 4}},
		{"another atom", lemma, fun("if", 3), atom("f"), []int32{2, 3, 4}},
		{"a functor", lemma, fun("if", 3), fun("if", 3), []int32{0, 3, 4}},
		{"the last clause's functor", lemma, fun("if", 3), fun("g", 1), []int32{3, 4}},
		{"a key no clause has", lemma, fun("if", 3), atom("zz"), []int32{3, 4}},
		{"a list cell's head", match, listKey, atom("star"), []int32{0, 3}},
		{"a structure at a list cell's head", match, listKey, fun("v", 1), []int32{2, 3}},
		{"an atom at a list cell's head", match, listKey, atom("b"), []int32{3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.p.byDeep(tc.p.candidates(tc.key), tc.k); !slices.Equal(got, tc.want) {
				t.Errorf("candidates %v, want %v", got, tc.want)
			}
		})
	}
	for _, goal := range []string{
		"lemma(if(t, a, b), X)",
		"lemma(if(f, a, b), X), fail",
		"lemma(if(if(t, a, b), c, d), X), fail",
		"lemma(if(g(1), a, b), X), fail",
		"lemma(if(g(1), b, b), X), fail",
		"lemma(if(Z, a, a), X), fail",
		"lemma(if(zz, a, a), X)",
		"match([star, a, any], [b, a, c])",
		"match([a, star], [a, b, c]), fail",
		"match([v(x), star], [a, b]), fail",
	} {
		t.Run(goal, func(t *testing.T) { sameAnswers(t, w, em, goal) })
	}
}
