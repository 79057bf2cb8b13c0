package builtins_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/goprolog/goprolog/internal/difftest"
)

// univCopyCases are goals for =../2 (both modes, short lists of fewer
// than 8 cells and longer ones, partial, cyclic and malformed lists,
// attributed variables) and for copy_term/2 and findall/3 copies (variables
// and compounds shared below and above the number a copier records in
// arrays, cyclic terms, attributes). Each is run as
// catch(findall(Template, Goal, L), error(E, _), L = error(E)).
var univCopyCases = []struct{ goal, template string }{
	// =.. decomposing.
	{`f(a, b) =.. L`, `L`},
	{`f(a, b) =.. [F|T]`, `F-T`},
	{`f(a, b) =.. [F, X|T]`, `F-X-T`},
	{`f(a, b) =.. [F, X, Y|T]`, `F-X-Y-T`},
	{`f(a, b) =.. [F, X, Y, Z|T]`, `F-X-Y-Z-T`},
	{`f(a, b) =.. [f, a, b]`, `yes`},
	{`f(a, b) =.. [f, a, c]`, `yes`},
	{`f(a, b) =.. [g, a, b]`, `yes`},
	{`f(a, b) =.. [f, a]`, `yes`},
	{`f(a, b) =.. [f, a, b, c]`, `yes`},
	{`f(a, b) =.. [f, a, b|T]`, `T`},
	{`f(a) =.. [f|foo]`, `yes`},
	{`f(a) =.. [g|foo]`, `yes`},
	{`f(a) =.. [f, b|foo]`, `yes`},
	{`f(a) =.. [f, a|foo]`, `yes`},
	{`f(a) =.. [f, a, b|foo]`, `yes`},
	{`f(a) =.. foo`, `yes`},
	{`f(a) =.. "ab"`, `yes`},
	{`f(a) =.. [T|T]`, `T`},
	{`f(X, Y) =.. [F, Y, X]`, `F-X-Y`},
	{`f(X, Y) =.. [_, A, A]`, `X-Y`},
	{`f(X, b) =.. [f, a, Y]`, `X-Y`},
	{`f(g(X), b) =.. [f, g(a), Y]`, `X-Y`},
	{`(X = Y, Y = f(a, Z), X =.. L)`, `L-Z`},
	{`(L = [F|T], T = [A], f(a) =.. L)`, `F-A`},
	{`(freeze(A, (write(woke(A)), nl)), f(a, b) =.. [_, A, _])`, `A`},
	{`(freeze(A, A == b), f(a, b) =.. [_, A, _])`, `A`},
	{`(dif(A, a), f(a, b) =.. [_, A|_])`, `A`},
	{`f(a) =.. [f, a|[]]`, `yes`},
	{`f(a) =.. [f, a|[b]]`, `yes`},
	{`f(a) =.. [f, a|f(x)]`, `yes`},
	{`f(a) =.. [f|f(x)]`, `yes`},
	{`f(a) =.. f(x)`, `yes`},
	{`f(a) =.. []`, `yes`},
	{`f(a) =.. [f|[a|foo]]`, `yes`},
	{`foo =.. L`, `L`},
	{`foo =.. [foo|bar]`, `yes`},
	{`foo =.. [bar|bar]`, `yes`},
	{`1 =.. [X|foo]`, `X`},
	{`1 =.. [2|foo]`, `yes`},
	{`1 =.. [1, 2]`, `yes`},
	{`1 =.. [1|T]`, `T`},
	{`1 =.. foo`, `yes`},
	{`1 =.. []`, `yes`},
	{`"s" =.. [X|Y]`, `X-Y`},
	{`foo =.. [X]`, `X`},
	{`foo =.. [foo]`, `yes`},
	{`foo =.. [foo, a]`, `yes`},
	{`foo =.. [bar]`, `yes`},
	{`foo =.. [X|T]`, `X-T`},
	{`1 =.. L`, `L`},
	{`1.5 =.. L`, `L`},
	{`"str" =.. L`, `L`},
	{`[] =.. L`, `L`},
	{`[a] =.. L`, `L`},
	{`[a|b] =.. [F, X, Y]`, `F-X-Y`},
	{`(L = [f|L], f(a) =.. L)`, `yes`},
	{`(L = [f, a|L], f(a) =.. L)`, `yes`},
	{`(L = [_|L], f(a) =.. L)`, `yes`},
	{`(L = [_, _, _, _, _, _, _, _, _|L], f(a) =.. L)`, `yes`},
	// Lists of 8 cells or more.
	{`f(1, 2, 3, 4, 5, 6, 7, 8, 9) =.. L`, `L`},
	{`f(1, 2, 3, 4, 5, 6, 7) =.. [F, A, B, C, D, E, G, H]`, `F-A-B-C-D-E-G-H`},
	{`f(1, 2, 3, 4, 5, 6, 7, 8) =.. [F, A, B, C, D, E, G, H|T]`, `F-A-B-C-D-E-G-H-T`},
	{`f(1, 2, 3, 4, 5, 6, 7, 8, 9) =.. [F, A, B, C, D, E, G, H|T]`, `F-A-B-C-D-E-G-H-T`},
	{`f(1, 2, 3, 4, 5, 6, 7, 8, 9) =.. [f, 1, 2, 3, 4, 5, 6, 7, 8, X]`, `X`},
	{`f(1, 2, 3, 4, 5, 6, 7, 8, 9) =.. [f, 1, 2, 3, 4, 5, 6, 7, 8]`, `yes`},
	{`f(1, 2, 3, 4, 5, 6, 7, 8, 9) =.. [f, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]`, `yes`},
	{`f(1, 2, 3, 4, 5, 6, 7, 8, 9) =.. [f, 1, 2, 3, 4, 5, 6, 7, 8, 9|foo]`, `yes`},
	{`f(1, 2, 3, 4, 5, 6, 7, 8, 9) =.. [g, 1, 2, 3, 4, 5, 6, 7, 8, 9|foo]`, `yes`},
	{`f(1, 2, 3, 4, 5, 6, 7, 8, 9) =.. [f, 1, 2, 3, 4, 5, 6, 7, 8, 9|T]`, `T`},
	// =.. composing.
	{`T =.. [foo]`, `T`},
	{`T =.. [f, a]`, `T`},
	{`T =.. [f, a, B]`, `T-B`},
	{`T =.. [F, a]`, `T-F`},
	{`T =.. [f|_]`, `T`},
	{`T =.. [f, a|_]`, `T`},
	{`T =.. [f, a|foo]`, `T`},
	{`T =.. [f|foo]`, `T`},
	{`T =.. foo`, `T`},
	{`T =.. []`, `T`},
	{`T =.. _`, `T`},
	{`T =.. [1]`, `T`},
	{`T =.. [1.5]`, `T`},
	{`T =.. ["s"]`, `T`},
	{`T =.. [[]]`, `T`},
	{`T =.. [f(a)]`, `T`},
	{`T =.. [1, a]`, `T`},
	{`T =.. ["s", a]`, `T`},
	{`T =.. [f(a), b]`, `T`},
	{`T =.. [[], a]`, `T`},
	{`T =.. ['[|]', a, b]`, `T`},
	{`T =.. [f(a)|foo]`, `T`},
	{`T =.. [F|foo]`, `T-F`},
	{`T =.. [f(a)|_]`, `T`},
	{`T =.. [1|_]`, `T`},
	{`T =.. [_|_]`, `T`},
	{`T =.. [f(a), b|foo]`, `T`},
	{`T =.. [_]`, `T`},
	{`T =.. [1, a|_]`, `T`},
	{`T =.. [_, a|foo]`, `T`},
	{`T =.. [f|f]`, `T`},
	{`T =.. [[]|foo]`, `T`},
	{`T =.. [1|foo]`, `T`},
	{`T =.. ["s"|foo]`, `T`},
	{`T =.. ["s"|_]`, `T`},
	{`T =.. [f(x), a|_]`, `T`},
	{`T =.. [f(x), a|foo]`, `T`},
	{`(L = [1|L], T =.. L)`, `T`},
	{`(L = [_|L], T =.. L)`, `T`},
	{`(L = [f(a)|L], T =.. L)`, `T`},
	{`(L = [f, a|L], T =.. L)`, `T`},
	{`(L = [f, a, b, c, d, e, f, g|L], T =.. L)`, `T`},
	{`T =.. [f, 1, 2, 3, 4, 5, 6]`, `T`},
	{`T =.. [f, 1, 2, 3, 4, 5, 6, 7]`, `T`},
	{`T =.. [f, 1, 2, 3, 4, 5, 6, 7, 8]`, `T`},
	{`T =.. [f, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]`, `T`},
	{`T =.. [f, 1, 2, 3, 4, 5, 6, 7, 8, 9|_]`, `T`},
	{`T =.. [f, 1, 2, 3, 4, 5, 6, 7, 8, 9|foo]`, `T`},
	{`T =.. [F, 1, 2, 3, 4, 5, 6, 7, 8, 9]`, `T`},
	{`(L = [f|L], T =.. L)`, `T`},
	{`(L = [f, a, b, c, d, e, f, g, h, i|L], T =.. L)`, `T`},
	{`(L = [f, a|T0], T0 = [b], T =.. L)`, `T`},
	{`(freeze(T, (write(woke(T)), nl)), T =.. [g, x])`, `T`},
	{`(freeze(T, T = g(_)), T =.. [h, x])`, `T`},
	{`(dif(T, a), T =.. [a])`, `T`},
	{`(dif(T, b), T =.. [a])`, `T`},
	{`(X = f(Y), X =.. [f, 1])`, `Y`},
	// copy_term/2: variables, attributes, cycles.
	{`copy_term(f(X, Y, X), C)`, `C`},
	{`copy_term(f(A, B, C, D, E, F, G, H, I, J, K, A, B, C, D, E, F, G, H, I, J, K), T)`, `T`},
	{`(copy_term(f(A, B, C, D, E, F, G, H, I, J, K, A, K), T), T = f(P, _, _, _, _, _, _, _, _, _, Q, P1, Q1), P == P1, Q == Q1, P \== A)`, `yes`},
	{`(freeze(X, true), copy_term(X, Y), frozen(Y, G))`, `G`},
	{`(freeze(X, true), copy_term(f(X, Y, X), C), C = f(P, Q, R), frozen(P, G), frozen(Q, G2), P == R)`, `G-G2`},
	{`(numlist(1, 12, Ns), maplist([N, V]>>put_attr(V, my, N), Ns, Vs), copy_term(Vs-Vs, C-D), C == D, maplist([V, N]>>get_attr(V, my, N), C, Ms))`, `Ms`},
	{`(X = f(X), copy_term(X, Y), Y = f(Z), Z == Y, cyclic_term(Y))`, `yes`},
	{`(L = [a, b, c, d, e, f, g, h, i, j|L], copy_term(L, C), setarg(1, C, z), C = [_, _, _, _, _, _, _, _, _, _|T], T == C, L = [a|_], C = [z|_])`, `yes`},
	{`(L = [A, B, C, D, E, F, G, H, I, J|L], copy_term(L-A-J, C-A1-J1), C = [P|_], P == A1, C \== L, A1 \== A)`, `J1`},
	{`(X = f(Y), copy_term(g(X, X), C), C = g(A, B), setarg(1, A, z))`, `C`},
	{`(numlist(1, 20, Ns), maplist([N, f(N, _)]>>true, Ns, Fs), append(Fs, Fs, L), copy_term(L, C), C = [F1|_], setarg(1, F1, z))`, `C`},
	// findall/3 copies: sharing of compounds, ground or not, many of them.
	{`(X = f(_), findall(T, T = g(X, X), [C]), C = g(A, _), setarg(1, A, z))`, `C`},
	{`(X = f(y), findall(T, T = g(X, X), [C]), C = g(A, _), setarg(1, A, z))`, `C-X`},
	{`(X = f(y), findall(X, true, [C]), setarg(1, C, z))`, `C-X`},
	{`(numlist(1, 20, Ns), maplist([N, f(N)]>>true, Ns, Fs), append(Fs, Fs, L), findall(L, true, [C]), C = [F1|_], setarg(1, F1, z))`, `C`},
	{`(numlist(1, 20, Ns), maplist([N, f(N, _)]>>true, Ns, Fs), append(Fs, Fs, L), findall(L, true, [C]), C = [F1|_], setarg(1, F1, z))`, `C`},
	{`(L = [a, b, c, d, e, f, g, h, i, j|L], findall(L, true, [C]), setarg(1, C, z), C = [_, _, _, _, _, _, _, _, _, _|T], T == C, L = [a|_], C = [z|_])`, `yes`},
	{`(numlist(1, 30, Ns), foldl([N, T0, g(T0, N, T0)]>>true, Ns, x, T), findall(T, true, [C]), C = g(A, _, B), A == B, T == C)`, `yes`},
	{`findall(S, (member(E, [x*x+1, (x+1)*(x*x)]), E =.. [Op, A, B], S =.. [Op, B, A]), L)`, `L`},
}

// TestUnivCopyDifferential runs univCopyCases in SWI-Prolog and in
// goprolog and compares the answers line by line.
func TestUnivCopyDifferential(t *testing.T) {
	var prog strings.Builder
	prog.WriteString(`
:- set_prolog_flag(double_quotes, string).
:- use_module(library(apply)).
:- use_module(library(yall)).
:- use_module(library(lists)).
run(I, G, T) :-
    catch(findall(T, G, L), error(E, _), L = error(E)),
    format("~w: ~q~n", [I, L]).
`)
	for i, c := range univCopyCases {
		fmt.Fprintf(&prog, "c(%d) :- run(%d, (%s), %s).\n", i, i, c.goal, c.template)
	}
	fmt.Fprintf(&prog, "run_all :- forall(between(0, %d, I), c(I)).\n", len(univCopyCases)-1)
	swi, ours := runInBoth(t, "univ.pl", prog.String(), "run_all")
	want, got := strings.Split(swi, "\n"), strings.Split(ours, "\n")
	if len(want) != len(got) {
		t.Fatalf("swipl printed %d lines, goprolog %d\nswipl:\n%s\ngoprolog:\n%s", len(want), len(got), swi, ours)
	}
	for k := range want {
		if w, g := difftest.NormalizeVars(want[k]), difftest.NormalizeVars(got[k]); w != g {
			t.Errorf("\n  swipl:    %s\n  goprolog: %s", w, g)
		}
	}
}
