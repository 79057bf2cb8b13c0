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
