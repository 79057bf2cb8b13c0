:- module(m_grammar, [sentence//1, parse/2, with_ctx/1, run_dcg/3]).
:- meta_predicate with_ctx(:), run_dcg(//, +, -).
sentence(s(NP, VP)) --> np(NP), vp(VP).
np(np(D, N)) --> det(D), noun(N).
vp(vp(V, NP)) --> verb(V), np(NP).
det(the) --> [the].
det(a) --> [a].
noun(N) --> [N], { memberchk(N, [cat, dog, mouse]) }.
verb(V) --> [V], { memberchk(V, [sees, chases]) }.
parse(Words, T) :- phrase(sentence(T), Words).
with_ctx(M:G) :- format("module ~w goal ~q~n", [M, G]).
run_dcg(G, L, R) :- phrase(G, L, R).
