/*  library(error) and assertion/1 of library(debug), which SWI-Prolog 9
    autoloads.

    must_be/2 follows SWI-Prolog's library clause by clause, so that the
    same type checks raise the same error terms in the same order (for
    instance an unbound tail before a wrong element). The error throwers
    leave the context unbound, as SWI-Prolog's do. There are no modules:
    helpers start with '$' so that they cannot clash with a user's
    predicates.
*/

type_error(ValidType, Culprit) :-
    throw(error(type_error(ValidType, Culprit), _)).

domain_error(ValidDomain, Culprit) :-
    throw(error(domain_error(ValidDomain, Culprit), _)).

existence_error(ObjectType, Culprit) :-
    throw(error(existence_error(ObjectType, Culprit), _)).

existence_error(ObjectType, Culprit, Set) :-
    throw(error(existence_error(ObjectType, Culprit, Set), _)).

permission_error(Operation, PermissionType, Culprit) :-
    throw(error(permission_error(Operation, PermissionType, Culprit), _)).

instantiation_error(_FormalSubTerm) :-
    throw(error(instantiation_error, _)).

uninstantiation_error(Culprit) :-
    throw(error(uninstantiation_error(Culprit), _)).

representation_error(Flag) :-
    throw(error(representation_error(Flag), _)).

syntax_error(Culprit) :-
    throw(error(syntax_error(Culprit), _)).

resource_error(Resource) :-
    throw(error(resource_error(Resource), _)).

must_be(Type, X) :-
    (   nonvar(Type),
        '$has_type'(Type, X)
    ->  true
    ;   nonvar(Type)
    ->  '$is_not'(Type, X)
    ;   instantiation_error(Type)
    ).

%   '$is_not'(+Type, @X) raises the error for X not being of Type. Lists
%   say why they are not: a partial list is not sufficiently instantiated,
%   and a proper list names its first wrong element.

'$is_not'(list, X) :-
    !,
    '$not_a_list'(list, X).
'$is_not'(list(Of), X) :-
    !,
    '$not_a_list'(list(Of), X).
'$is_not'(list_or_partial_list, X) :-
    !,
    type_error(list, X).
'$is_not'(chars, X) :-
    !,
    '$not_a_list'(list(char), X).
'$is_not'(codes, X) :-
    !,
    '$not_a_list'(list(code), X).
'$is_not'(var, X) :-
    !,
    uninstantiation_error(X).
'$is_not'(cyclic, X) :-
    domain_error(cyclic_term, X).
'$is_not'(acyclic, X) :-
    domain_error(acyclic_term, X).
'$is_not'(Type, X) :-
    '$known_type'(Type),
    !,
    (   var(X)
    ->  instantiation_error(X)
    ;   '$ground_type'(Type), \+ ground(X)
    ->  instantiation_error(X)
    ;   type_error(Type, X)
    ).
'$is_not'(Type, _) :-
    existence_error(type, Type).

% Types whose values are ground: a partly bound term is not
% sufficiently instantiated rather than of the wrong type.
'$ground_type'(ground).
'$ground_type'(oneof(_)).
'$ground_type'(stream).
'$ground_type'(text).
'$ground_type'(string).
'$ground_type'(rational).

'$not_a_list'(Type, X) :-
    '$skip_list'(_, X, Rest),
    (   var(Rest)
    ->  instantiation_error(X)
    ;   Rest == []
    ->  Type = list(Of),
        (   nonvar(Of)
        ->  '$element_is_not'(X, Of)
        ;   instantiation_error(Of)
        )
    ;   type_error(Type, X)
    ).

'$element_is_not'([H|T], Of) :-
    '$has_type'(Of, H),
    !,
    '$element_is_not'(T, Of).
'$element_is_not'([H|_], Of) :-
    !,
    '$is_not'(Of, H).
'$element_is_not'(_List, _Of) :-
    assertion(fail).

is_of_type(Type, Term) :-
    nonvar(Type),
    !,
    '$has_type'(Type, Term),
    !.
is_of_type(Type, _) :-
    instantiation_error(Type).

% current_type(+Type, @Var, -Body): Type is a type that must_be/2 and
% is_of_type/2 know, and Body the goal that tests Var for it. goprolog
% answers for a bound Type (library(optparse) asks so).
current_type(Type, Var, '$has_type'(Type, Var)) :-
    nonvar(Type),
    '$known_type'(Type).

%   '$has_type'(+Type, @X): SWI-Prolog's has_type/2. The types named by
%   an atom are tested in Go ('$simple_type'/2, builtins/error.go, which
%   also knows which types exist: '$known_type'/1); those with arguments
%   call Prolog, and may raise its errors.

'$has_type'(between(L,U), X) :-
    !,
    (   integer(L)
    ->  integer(X), between(L, U, X)
    ;   number(X), X >= L, X =< U
    ).
'$has_type'(oneof(L), X) :-
    !,
    ground(X),
    \+ \+ memberchk(X, L).
'$has_type'(list(Type), X) :-
    !,
    is_list(X),
    '$element_types'(X, Type).
'$has_type'(Type, X) :-
    '$simple_type'(Type, X).

'$element_types'(List, Type) :-
    nonvar(Type),
    !,
    '$element_types_'(List, Type).
'$element_types'(_List, Type) :-
    instantiation_error(Type).

'$element_types_'([], _).
'$element_types_'([H|T], Type) :-
    '$has_type'(Type, H),
    !,
    '$element_types_'(T, Type).

%   assertion(:Goal): Goal must succeed; its bindings are discarded. On
%   failure or an exception SWI-Prolog prints "Assertion failed", a
%   backtrace (which has no counterpart here and is left out) and, not
%   being in an interactive break level, throws
%   error(assertion_error(Reason, M:Goal), _). The goal is module
%   qualified as SWI-Prolog's meta-predicate argument is: user:Goal.

assertion(G) :-
    \+ \+ catch(G, Error, '$assertion_failed'(Error, G)),
    !.
assertion(G) :-
    '$assertion_failed'(fail, G).

'$assertion_failed'(Reason, _) :-
    '$assertion_rethrow'(Reason),
    !,
    throw(Reason).
'$assertion_failed'(Reason, G) :-
    (   nonvar(G), G = _:_
    ->  QG = G
    ;   QG = user:G
    ),
    print_message(error, format("Assertion failed: ~q", [QG])),
    throw(error(assertion_error(Reason, QG), _)).

'$assertion_rethrow'(time_limit_exceeded).
'$assertion_rethrow'('$aborted').
