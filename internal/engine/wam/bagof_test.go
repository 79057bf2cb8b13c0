package wam

import (
	"slices"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// bagofProgram has goals whose bagof/3 and setof/3 groups depend on the
// free variables SWI-Prolog finds (V^ under M:, nested all-solutions
// goals) and on its grouping of witnesses that are variants.
const bagofProgram = `
:- style_check(-singleton).
p(1, a, x). p(2, b, x). p(3, a, y). p(1, b, y).
nested(L) :- findall(Z-R, setof(X-S, setof(Y, p(X, Y, Z), S), R), L).
inner_findall(L) :- findall(R, setof(X, (findall(Y, p(X, Y, Z), _), p(X, _, _)), R), L).
qualified(L) :- findall(R, setof(X, user:(Y^p(X, Y, _)), R), L).
twice(L) :- findall(R, setof(X, user:(Y^(user:(Z^p(X, Y, Z)))), R), L).
variants(L) :- findall(W-R, bagof(X, member(X-W, [1-A, 2-f(B, B), 3-f(C, D), 4-f(E, E), 5-B]), R), L).
shared(L) :- findall(W-R, setof(T, member(W-T, [K-K, K-J, K-a]), R), L).
split(G-V) :- '$free_variable_set'(T^(m:(Y^(n:p(T, Y, Z)))), G, V).
caret(G-V) :- '$free_variable_set'(T^(Y^(n:p(T, Y, Z))), G, V).
bags(G-V) :- '$free_variable_set'(T^(m:(Y^n:(Z^p(T, Y, Z)))), G, V).
`

// TestBagofOnCoreAndEngine: '$free_variable_set'/3 and '$bagof_groups'/2
// give SWI-Prolog's answers both on the WAM core's heap and as the
// engine's built-ins, with the same inference counts.
func TestBagofOnCoreAndEngine(t *testing.T) {
	core, _ := bridged(t, bagofProgram)
	plain := plainEngine(t, bagofProgram)
	for _, tc := range []struct{ goal, want string }{
		{"nested(R)", "[x-[1-[a],2-[b]],y-[1-[b],3-[a]]]"},
		{"inner_findall(R)", "[[1],[3],[2],[1]]"},
		{"qualified(R)", "[[1,2],[1,3]]"},
		{"twice(R)", "[[1,2,3]]"},
		{"variants(R)", "[_V0-[1],_V1-[5],f(_V2,_V2)-[2],f(_V3,_V3)-[4],f(_V4,_V5)-[3]]"},
		{"shared(R)", "[_V0-[_V0,_V1,a]]"},
		{"split(R)", "(n:p(_V0,_V1,_V2))-v(_V2)"},
		{"caret(R)", "(n:p(_V0,_V1,_V2))-v(_V2)"},
		// m:((Y^n):(Z^p(...))) is (Y^n):(Z^p(...)), which no atom
		// qualifies: its goal runs in '$bags'.
		{"bags(R)", "('$bags':p(_V0,_V1,_V2))-v(_V1)"},
	} {
		t.Run(tc.goal, func(t *testing.T) {
			got, gotInf := allAnswers(t, core, tc.goal)
			sameAsEngine(t, got, gotInf, plain, tc.goal)
			if want := []string{tc.want}; !slices.Equal(normalize(got), want) {
				t.Errorf("%s: R = %q, want %q", tc.goal, normalize(got), want)
			}
		})
	}
	// The engine's decomposition of a goal is the one the core makes.
	bound, module, qualified, inner := engine.SplitBagofTerm(engine.NewCompound(engine.AtomColon,
		engine.Intern("m"), engine.NewCompound(engine.AtomCaret, engine.Intern("y"), engine.Intern("g"))), nil)
	if len(bound) != 1 || !qualified || module != engine.Intern("m") || inner != engine.Intern("g") {
		t.Errorf("SplitBagofTerm(m:(y^g)) = %v, %v, %v, %v", bound, module, qualified, inner)
	}
}
