% A small English parser (after the classic chat_parser benchmark, the
% parser of the Chat-80 question answering system): a definite clause
% grammar with determiners, adjectives, prepositional phrases, relative
% clauses and yes/no and wh- questions builds a parse tree for each
% sentence of a fixed list; ambiguous sentences have several trees, and
% the benchmark counts them all.

sentence(s(Q)) --> question(Q), [?].
sentence(s(D)) --> declarative(D), [.].

question(yn(V, NP, VP)) --> aux(V), noun_phrase(NP), verb_phrase(VP).
question(wh(W, VP)) --> wh_word(W), verb_phrase(VP).
question(wh(np(which, As, N, Ms), VP)) -->
    [which], adjectives(As), noun(N), modifiers(Ms), verb_phrase(VP).
question(wh(W, NP, V)) --> wh_word(W), aux(_), noun_phrase(NP), trans_verb(V).

declarative(decl(NP, VP)) --> noun_phrase(NP), verb_phrase(VP).

noun_phrase(np(N)) --> proper_noun(N).
noun_phrase(np(D, As, N, Ms)) --> det(D), adjectives(As), noun(N), modifiers(Ms).

adjectives([A|As]) --> adjective(A), adjectives(As).
adjectives([]) --> [].

modifiers([M|Ms]) --> modifier(M), modifiers(Ms).
modifiers([]) --> [].

modifier(pp(P, NP)) --> preposition(P), noun_phrase(NP).
modifier(rel(VP)) --> [that], verb_phrase(VP).

verb_phrase(vp(V, NP, Ms)) --> trans_verb(V), noun_phrase(NP), modifiers(Ms).
verb_phrase(vp(V, Ms)) --> intrans_verb(V), modifiers(Ms).
verb_phrase(vp(is, A)) --> [is], adjective(A).
verb_phrase(vp(is, PP)) --> [is], modifier(PP).

det(D) --> [D], { det(D) }.
adjective(A) --> [A], { adjective(A) }.
noun(N) --> [N], { noun(N) }.
proper_noun(N) --> [N], { proper_noun(N) }.
preposition(P) --> [P], { preposition(P) }.
trans_verb(V) --> [V], { trans_verb(V) }.
intrans_verb(V) --> [V], { intrans_verb(V) }.
aux(V) --> [V], { aux(V) }.
wh_word(W) --> [W], { wh_word(W) }.

det(the). det(a). det(every). det(some).
adjective(large). adjective(european). adjective(african). adjective(old).
adjective(small). adjective(northern).
noun(country). noun(river). noun(city). noun(ocean). noun(sea).
noun(capital). noun(border). noun(population). noun(map).
proper_noun(france). proper_noun(the_danube). proper_noun(paris).
proper_noun(europe). proper_noun(africa). proper_noun(the_atlantic).
preposition(in). preposition(of). preposition(with). preposition(near).
preposition(through). preposition(on).
trans_verb(borders). trans_verb(contains). trans_verb(crosses). trans_verb(drains).
trans_verb(sees).
trans_verb(border). trans_verb(contain). trans_verb(cross). trans_verb(drain).
trans_verb(see).
intrans_verb(flows). intrans_verb(rises). intrans_verb(lies).
intrans_verb(flow). intrans_verb(rise). intrans_verb(lie).
aux(does). aux(do).
wh_word(what). wh_word(who).

text([does, france, border, the_atlantic, ?]).
text([which, river, flows, through, paris, ?]).
text([does, some, large, european, country, border, a, small, country, that, borders, africa, ?]).
text([the, old, river, that, rises, in, the, northern, country, flows, through, a, city, near, the, sea, .]).
text([what, crosses, the, capital, of, the, country, with, the, large, population, in, europe, ?]).
text([every, country, in, europe, with, a, border, on, the, ocean, borders, a, country, with, a, capital, near, a, river, .]).
text([which, country, sees, the, map, of, the, city, on, the, river, in, the, country, near, the, sea, ?]).
text([what, does, the, european, country, with, the, old, capital, drain, ?]).
text([the, river, drains, the, country, that, contains, the, city, that, lies, near, the, ocean, .]).

parses(T, N) :- findall(P, phrase(sentence(P), T), Ps), length(Ps, N).

run(R) :- findall(N, (text(T), parses(T, N)), R).

loop(0, R, R) :- !.
loop(K, _, R) :- run(R1), K1 is K-1, loop(K1, R1, R).

bench_main :-
    loop(1000, [], R),
    text(T), once(phrase(sentence(P), T)),
    format("~w ~w~n", [R, P]).
