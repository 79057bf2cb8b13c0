/*  library(occurs) and the comparisons of library(terms), with
    SWI-Prolog 9 semantics: subterms are visited depth-first, left to
    right, the term itself first. Internal helpers start with '$'.
*/

%   sub_term(?Sub, +Term): Sub unifies with a subterm of Term.
sub_term(X, X).
sub_term(X, Term) :-
    compound(Term),
    arg(_, Term, Arg),
    sub_term(X, Arg).

%   sub_var(@Sub, +Term): Sub is identical (==) to a subterm of Term.
sub_var(X0, X1) :-
    X0 == X1.
sub_var(X, Term) :-
    compound(Term),
    arg(_, Term, Arg),
    sub_var(X, Arg).

contains_term(X, X) :-
    !.
contains_term(X, Term) :-
    compound(Term),
    arg(_, Term, Arg),
    contains_term(X, Arg),
    !.

contains_var(X0, X1) :-
    X0 == X1,
    !.
contains_var(X, Term) :-
    compound(Term),
    arg(_, Term, Arg),
    contains_var(X, Arg),
    !.

free_of_term(Sub, Term) :-
    \+ contains_term(Sub, Term).

free_of_var(Sub, Term) :-
    \+ contains_var(Sub, Term).

%   occurrences_of_term(@Sub, +Term, ?Count): the subterms of Term that
%   unify with Sub; occurrences_of_var/3 those identical to it.
occurrences_of_term(Sub, Term, Count) :-
    aggregate_all(count, sub_term(Sub, Term), Count).

occurrences_of_var(Sub, Term, Count) :-
    aggregate_all(count, sub_var(Sub, Term), Count).

%   library(terms)

variant(X, Y) :-
    X =@= Y.

subsumes_chk(General, Specific) :-
    subsumes_term(General, Specific).

subsumes(General, Specific) :-
    subsumes_term(General, Specific),
    General = Specific.

%   term_subsumer(+Special1, +Special2, -General): General is the most
%   specific term that subsumes both (their anti-unification), as
%   library(terms) computes it: one variable for each pair of differing
%   subterms.
term_subsumer(S1, S2, G) :-
    rb_empty(Map),
    '$lgg'(S1, S2, G, Map, _).

'$lgg'(S1, S2, G, Map0, Map) :-
    (   S1 == S2
    ->  G = S1,
        Map = Map0
    ;   compound(S1),
        compound(S2),
        functor(S1, Name, Arity),
        functor(S2, Name, Arity)
    ->  functor(G, Name, Arity),
        '$lgg_args'(0, Arity, S1, S2, G, Map0, Map)
    ;   rb_lookup(S1+S2, G0, Map0)
    ->  G = G0,
        Map = Map0
    ;   rb_insert(Map0, S1+S2, G, Map)
    ).

'$lgg_args'(Arity, Arity, _, _, _, Map, Map) :- !.
'$lgg_args'(I0, Arity, S1, S2, G, Map0, Map) :-
    I is I0 + 1,
    arg(I, S1, Sa1),
    arg(I, S2, Sa2),
    arg(I, G, Ga),
    '$lgg'(Sa1, Sa2, Ga, Map0, Map1),
    '$lgg_args'(I, Arity, S1, S2, G, Map1, Map).

%   sub_term_shared_variables(+Sub, +Term, -Vars): Vars are the variables
%   of Sub, in their order there, that Term has outside the first
%   subterm of Term (depth-first, left to right, Term itself first) that
%   is == Sub; outside nothing when there is none. The variables of that
%   rest of Term are marked with an attribute in findall/3, which undoes
%   the marks, so that the time is linear in the sizes of the terms.
sub_term_shared_variables(Sub, Term, Vars) :-
    '$stsv_rest'([Term], Sub, [], Rest),
    term_variables(Sub, SubVars),
    findall(I, '$stsv_shared'(Rest, SubVars, I), Is),
    '$stsv_pick'(SubVars, 1, Is, Vars).

%   '$stsv_rest'(+Stack, +Sub, +Kept0, -Rest): the subterms of the Stack's
%   terms but the first one == Sub, in one list (variables and what is
%   left on the stack when that one is found).
'$stsv_rest'([], _, Kept, Kept).
'$stsv_rest'([T|Stack], Sub, Kept0, Rest) :-
    (   T == Sub
    ->  Rest = [Kept0|Stack]
    ;   compound(T)
    ->  T =.. [_|Args],
        append(Args, Stack, Stack1),
        '$stsv_rest'(Stack1, Sub, Kept0, Rest)
    ;   var(T)
    ->  '$stsv_rest'(Stack, Sub, [T|Kept0], Rest)
    ;   '$stsv_rest'(Stack, Sub, Kept0, Rest)
    ).

'$stsv_shared'(Rest, SubVars, I) :-
    term_variables(Rest, RestVars),
    '$stsv_mark'(RestVars),
    nth1(I, SubVars, V),
    get_attr(V, '$stsv', true).

'$stsv_mark'([]).
'$stsv_mark'([V|Vs]) :-
    put_attr(V, '$stsv', true),
    '$stsv_mark'(Vs).

'$stsv_pick'([], _, _, []).
'$stsv_pick'([V|Vs], I, Is, Vars) :-
    I2 is I + 1,
    (   Is = [I|Is1]
    ->  Vars = [V|Vars1],
        '$stsv_pick'(Vs, I2, Is1, Vars1)
    ;   '$stsv_pick'(Vs, I2, Is, Vars)
    ).
