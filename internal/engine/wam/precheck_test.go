package wam

import (
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/engine"
)

// TestPrecheckShapes: a clause whose arithmetic guard reads variables
// of a structure or list cell in its head gets a precheck that loads
// them, and only when the head's variables are distinct and the
// arguments it takes apart hold variables alone; the answers and counts
// are the engine's.
func TestPrecheckShapes(t *testing.T) {
	w, em := load(t, `
red(_, _, [], R, R) :- !.
red(A + B, K, [X|C], R, Rf) :- A + B =:= K + X, !, red(A + B, K, C, R, Rf).
red(N, K, [X|C], R, Rf) :- app(R, [X], R1), red(N, K, C, R1, Rf).
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
rep(f(X, X), Y) :- X < Y.
deep(f(g(X)), Y) :- X < Y.
const(f(X, 1), Y) :- X < Y.
noguard(f(X), Y) :- Y = X.
sel4([X|List], X, Y, [Y|List]).
sel4([X0|XList], X, Y, [X0|YList]) :- sel4(XList, X, Y, YList).
`)
	for _, tc := range []struct {
		name   string
		arity  int
		clause int
		shapes []headShape
	}{
		{"red", 5, 1, []headShape{
			{reg: 0, fun: mkFun(w.functorIndex(functor{engine.Intern("+"), 2})), n: 2, to: 5},
			{reg: 2, list: true, n: 2, to: 7},
		}},
		{"rep", 2, 0, nil},
		{"deep", 2, 0, nil},
		{"const", 2, 0, nil},
		{"noguard", 2, 0, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := w.preds[functor{engine.Intern(tc.name), tc.arity}]
			if p == nil {
				t.Fatalf("%s/%d not compiled", tc.name, tc.arity)
			}
			var got []headShape
			if pre := p.clauses[tc.clause].pre; pre != nil {
				got = pre.shapes
			}
			if len(got) != len(tc.shapes) {
				t.Fatalf("shapes %+v, want %+v", got, tc.shapes)
			}
			for i := range got {
				if got[i] != tc.shapes[i] {
					t.Errorf("shape %d: %+v, want %+v", i, got[i], tc.shapes[i])
				}
			}
		})
	}
	for _, goal := range []string{
		"red(3 + 1, 0, [1, 2, 3, 4, 5], [], R)",
		"red(3 + 1, 0, [1, 2, 3, 4, 5], [], R), fail",
		"red(f(1), 0, [1, 2], [], R)",
		"red(_ + 1, 0, [1, 2], [], R)",
		"red(a + 1, 0, [1, 2], [], R)",
		"sel4([a, x, b], x, y, L)",
		"sel4([x, a, x], x, y, L)",
	} {
		t.Run(goal, func(t *testing.T) { sameAnswers(t, w, em, goal) })
	}
}

// TestPrecheckDeterminism: the prechecks that look one level into the
// head's structures, decide a type test that begins a clause, and commit
// to a clause whose head unifies for sure and whose body begins with a
// cut leave no choicepoint for clauses that cannot match, with the
// engine's answers and counts; an argument that the head cannot be sure
// of leaves the clauses to be tried (attributed variables:
// prolog/testdata/core/deepindex.pl).
func TestPrecheckDeterminism(t *testing.T) {
	w, em := load(t, `
lemma(if(if(A, B, C), D, E), if(A, if(B, D, E), if(C, D, E))).
lemma(if(t, A, _), A).
lemma(if(f, _, B), B).
lemma(equal(X, X), t).
lemma(pair([a|_], x), one).
lemma(pair([b|_], x), two).
rewrite(T, T) :- atomic(T), !.
rewrite(f(A), g(B)) :- rewrite(A, B).
count(0, Acc, Acc) :- !.
count(N, Acc0, Acc) :- N1 is N - 1, Acc1 is Acc0 + 1, count(N1, Acc1, Acc).
kind(X, var) :- var(X), !.
kind(X, atom) :- atom(X), !.
kind(_, other).
twice(X, X, Y) :- integer(X), !, Y = int.
twice(_, _, other).
same(X, Y, R) :- X == Y, !, R = same.
same(X, Y, R) :- X \== a, !, R = Y.
same(_, _, a).
del(X, Y, R) :- '$unifiable'(X, Y), !, R = drop.
del(_, _, keep).
unwind(ap(F, A), S, V) :- !, V = ap(F, A, S).
unwind(k, [X, _|S], V) :- !, V = k(X, S).
unwind(f(g(1), [a]), _, V) :- !, V = deep.
unwind(Op, [A, B|_], V) :- atom(Op), !, V = op(A, B).
unwind(H, S, V) :- V = rebuild(H, S).
`)
	for _, tc := range []struct {
		goal string
		det  bool // no choicepoint after the first answer
	}{
		{"lemma(if(a, b, c), X)", false}, // no answer at all
		{"lemma(if(t, b, c), X)", true},
		{"lemma(if(f, b, c), X)", true},
		{"lemma(if(if(p, q, r), b, c), X)", true},
		{"lemma(if(Y, b, c), X)", false},
		{"lemma(pair([b, c], x), X)", true},
		{"lemma(pair(L, x), X)", false},
		{"rewrite(f(f(a)), X)", true},
		{"rewrite(a, X)", true},
		{"count(3, 0, N)", true},
		{"count(0, 0, N)", true},
		{"count(N, 0, 0)", true},
		{"kind(_, K)", true},
		{"kind(a, K)", true},
		{"kind(f(x), K)", true},
		{"twice(1, 1, K)", true},
		{"twice(1, X, K)", true},
		{"twice(X, 1, K)", true},
		{"twice(a, a, K)", true},
		{"twice(1, 2, K)", true},
		{"same(b, b, R)", true},
		{"same(b, c, R)", true},
		{"same(a, c, R)", true},
		{"same(X, X, R)", true},
		{"same(X, Y, R)", true},
		{"del(f(X), f(1), R)", true},
		{"del(f(2), f(1), R)", true},
		{"unwind(ap(f, a), [], V)", true},
		{"unwind(k, [x, y, z], V)", true},
		{"unwind(k, [x], V)", true},
		{"unwind(k, S, V)", true},
		{"unwind(k, [x|T], V)", true},
		{"unwind(f(g(1), [a]), s, V)", true},
		{"unwind(f(g(X), [a]), s, V)", true},
		{"unwind(f(g(2), [a]), s, V)", true},
		{"unwind(f(g(1), [a, b]), s, V)", true},
	} {
		t.Run(tc.goal, func(t *testing.T) {
			sameAnswers(t, w, em, tc.goal)
			res := readGoal(t, em, tc.goal)
			q, err := w.Query(res.Term)
			if err != nil {
				t.Fatal(err)
			}
			defer q.Close()
			ok, err := q.Next()
			if err != nil {
				t.Fatal(err)
			}
			if det := ok && q.Deterministic(); det != tc.det {
				t.Errorf("deterministic after the first answer: %v, want %v", det, tc.det)
			}
		})
	}
}

// TestPrecheckUnifyClash: the first clause of member/2's helper, whose
// head's repeated variable ('$lists_member_'(_, X, X)) or in-line
// unification (2001's '$wam_member_end'/3) unifies the element sought
// with the list's, is not tried on an element whose functor or constant
// arguments differ from the one sought; it is tried wherever a
// unification could succeed or must bind to tell. The answers and counts
// are the engine's.
func TestPrecheckUnifyClash(t *testing.T) {
	w, em := load(t, `
mem(X, [Y|Ys]) :- mem_(Ys, X, Y).
mem_(_, X, X).
mem_([Y|Ys], X, _) :- mem_(Ys, X, Y).
end(T, X, Y) :- '$wam_member_end'(T, X, Y).
umem(X, [X|_]).
umem(X, [_|T]) :- umem(X, T).
right(R, L, [L, R|_]).
right(R, L, [_|T]) :- right(R, L, T).
`)
	for _, tc := range []struct {
		x, y string
		pass bool
	}{
		{"k(1)-a", "k(2)-a", false}, // a pair's arguments are looked into
		{"k(g(1))-a", "k(g(2))-a", true},
		{"f(k(1), a, b)", "f(k(2), a, b)", true}, // not a pair's
		{"1-a", "2-a", false},
		{"1-X", "2-a", false},
		{"1-a", "1-b", false},
		{"f(1)", "g(1)", false},
		{"f(1)", "f(1, 2)", false},
		{"[a|T]", "[b]", false},
		{"[a|T]", "f(a, b)", false},
		{"f(X, 2)", "f(1, Y)", true},
		{"1-X", "1-a", true},
		{"a", "b", false},
		{"a", "1", false},
		{"X", "f(a)", true},
		{"1.5", "2.5", true}, // boxes are the unification's to compare
		{"f(1.5)", "f(2.5)", true},
	} {
		t.Run(tc.x+" "+tc.y, func(t *testing.T) {
			for _, c := range []struct {
				name string
				regs []int
			}{{"mem_", []int{1, 2}}, {"end", []int{1, 2}}} {
				p := w.preds[functor{engine.Intern(c.name), 3}]
				if p == nil || p.clauses[0].pre == nil {
					t.Fatalf("%s/3's first clause has no precheck", c.name)
				}
				vars := map[*engine.Var]cell{}
				for i, s := range []string{"[z]", tc.x, tc.y} {
					cl, err := w.putTerm(readGoal(t, em, s).Term, vars)
					if err != nil {
						t.Fatal(err)
					}
					w.regs[i] = cl
				}
				if pass, _, _ := w.passes(p.clauses[0].pre); pass != tc.pass {
					t.Errorf("%s: precheck passes %v, want %v", c.name, pass, tc.pass)
				}
			}
			// A variable of the head that recurs inside a list cell.
			for _, c := range []struct {
				name, args string
				arity      int
			}{
				{"umem", "[X, [Y]]", 2}, {"right", "[X, a, [a, Y]]", 3}, {"right", "[X, a, [a, Y|T]]", 3},
			} {
				p := w.preds[functor{engine.Intern(c.name), c.arity}]
				if p == nil || p.clauses[0].pre == nil {
					t.Fatalf("%s's first clause has no precheck", c.name)
				}
				vars := map[*engine.Var]cell{}
				args := readGoal(t, em, strings.NewReplacer("X", tc.x, "Y", tc.y).Replace(c.args)).Term
				list, err := w.putTerm(args, vars)
				if err != nil {
					t.Fatal(err)
				}
				for i := 0; list.tag() == tagList; i++ {
					w.regs[i] = w.heap[list.val()]
					list = w.deref(w.heap[list.val()+1])
				}
				if pass, _, _ := w.passes(p.clauses[0].pre); pass != tc.pass {
					t.Errorf("%s%s: precheck passes %v, want %v", c.name, c.args, pass, tc.pass)
				}
			}
			sameAnswers(t, w, em, "mem("+tc.x+", [0, "+tc.y+", "+tc.x+"])")
			sameAnswers(t, w, em, "umem("+tc.x+", [0, "+tc.y+", "+tc.x+"])")
			sameAnswers(t, w, em, "right("+tc.x+", "+tc.y+", [0, "+tc.y+", "+tc.x+", "+tc.y+"])")
		})
	}
}
