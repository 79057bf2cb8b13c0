% args: -q -g main -t halt {}
% Library predicates replaced in user by an import from a module file,
% by assert/1 and by a dynamic declaration: the library's predicates
% still call their own, as in swipl; lists:Goal, once library(lists) is
% loaded, runs the library's.
:- use_module(m_myappend).
:- dynamic select/3.
select(none, _, _).
t(G) :- catch((G -> R = yes(G) ; R = no(G)), E, R = ex(E)), \+ \+ (numbervars(R, 0, _), print(R)), nl.
main :-
    t(append([a], [b], _)), t(append([[a], [b]], _)), t(reverse([1, 2], _)),
    t(string_lines(_, ["a", "b"])), t(permutation([1, 2], _)),
    t(selectchk(b, [a, b], _)), t(select(_, [a], _)),
    assertz(memberchk(_, _)),
    t(subtract([1, 2], [2], _)), t(memberchk(x, [])),
    t(lists:append(_, _, [a])), t(lists:select(b, [a, b], _)),
    t(clause(lists:append(_, _, _), true)).
