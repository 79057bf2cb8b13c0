/*  Source expansion as SWI-Prolog applies it while loading a file:
    the user's term_expansion/2, the DCG translation, then the user's
    goal_expansion/2 on every goal of a clause body or directive.

    The loader calls '$expand_term'/2 only when the program defines
    term_expansion/2 or goal_expansion/2; expand_term/2 and
    expand_goal/2 are the same steps for a program to call.
*/

expand_term(Term, Expanded) :-
    (   var(Term)
    ->  Expanded = Term
    ;   '$term_expansion'(Term, Term1)
    ->  '$expand_terms'(Term1, Expanded)
    ;   Term = (_ --> _)
    ->  dcg_translate_rule(Term, Clause),
        '$dcg_head_pi'(Clause, PI),
        '$expand_bodies'(Clause, Clause1),
        Expanded = [(:- non_terminal(user:PI)), Clause1]
    ;   '$expand_bodies'(Term, Expanded)
    ).

expand_goal(Goal, Expanded) :-
    '$expand_goal'(Goal, Expanded).

% '$expand_term'(+Term, -Terms): what the loader adds for Term, a list.
'$expand_term'(Term, Terms) :-
    (   '$term_expansion'(Term, Term1)
    ->  true
    ;   Term1 = Term
    ),
    (   is_list(Term1)
    ->  '$expand_each'(Term1, Terms)
    ;   '$expand_each'([Term1], Terms)
    ).

'$expand_each'([], []).
'$expand_each'([T|Ts], [X|Xs]) :-
    (   nonvar(T), T = (_ --> _)
    ->  dcg_translate_rule(T, C)
    ;   C = T
    ),
    '$expand_bodies'(C, X),
    '$expand_each'(Ts, Xs).

% '$expand_module_terms'(+Hook, +Terms0, -Terms): the terms of a module's
% file (Terms0, what its own term_expansion/2 gave, or [Term] read),
% with the module's goal_expansion/2, whose local name is Hook, and
% then user's applied to the goals of their bodies, as SWI-Prolog
% expands a module's clauses.
'$expand_module_terms'(Hook, Terms0, Terms) :-
    (   current_predicate(goal_expansion/2)
    ->  Hooks = [Hook, goal_expansion]
    ;   Hooks = [Hook]
    ),
    '$expand_each'(Terms0, Hooks, Terms).

'$expand_each'([], _, []).
'$expand_each'([T|Ts], Hooks, [X|Xs]) :-
    (   nonvar(T), T = (_ --> _)
    ->  dcg_translate_rule(T, C)
    ;   C = T
    ),
    '$expand_bodies'(C, Hooks, X),
    '$expand_each'(Ts, Hooks, Xs).

'$expand_terms'(Term, Expanded) :-
    (   is_list(Term)
    ->  '$expand_each'(Term, Expanded)
    ;   '$expand_each'([Term], [Expanded])
    ).

'$term_expansion'(Term, Expanded) :-
    current_predicate(term_expansion/2),
    term_expansion(Term, Expanded).

'$dcg_head_pi'((Head :- _), Name/Arity) :-
    !,
    functor(Head, Name, Arity).
'$dcg_head_pi'(Head, Name/Arity) :-
    functor(Head, Name, Arity).

% '$expand_bodies'(+Clause, -Expanded): goal expansion of the body of a
% rule or the goal of a directive; facts are left as they are.
'$expand_bodies'(T, T) :-
    var(T),
    !.
'$expand_bodies'((H :- B), (H :- B1)) :-
    !,
    '$expand_goal'(B, B1).
'$expand_bodies'((:- B), (:- B1)) :-
    !,
    '$expand_goal'(B, B1).
'$expand_bodies'((?- B), (?- B1)) :-
    !,
    '$expand_goal'(B, B1).
'$expand_bodies'(T, T).

'$expand_bodies'(T, _, T) :-
    var(T),
    !.
'$expand_bodies'((H :- B), Hooks, (H :- B1)) :-
    !,
    '$expand_goal'(B, Hooks, 0, B1).
'$expand_bodies'((:- B), Hooks, (:- B1)) :-
    !,
    '$expand_goal'(B, Hooks, 0, B1).
'$expand_bodies'((?- B), Hooks, (?- B1)) :-
    !,
    '$expand_goal'(B, Hooks, 0, B1).
'$expand_bodies'(T, _, T).

'$expand_goal'(G, G) :-
    \+ current_predicate(goal_expansion/2),
    !.
'$expand_goal'(G, X) :-
    '$expand_goal'(G, [goal_expansion], 0, X).

% The depth bounds a goal_expansion/2 that keeps rewriting a goal into
% another one that expands again.
'$expand_goal'(G, _, _, G) :-
    var(G),
    !.
'$expand_goal'((A, B), H, D, (A1, B1)) :-
    !,
    '$expand_goal'(A, H, D, A1),
    '$expand_goal'(B, H, D, B1).
'$expand_goal'((A ; B), H, D, (A1 ; B1)) :-
    !,
    '$expand_goal'(A, H, D, A1),
    '$expand_goal'(B, H, D, B1).
'$expand_goal'((A -> B), H, D, (A1 -> B1)) :-
    !,
    '$expand_goal'(A, H, D, A1),
    '$expand_goal'(B, H, D, B1).
'$expand_goal'((A *-> B), H, D, (A1 *-> B1)) :-
    !,
    '$expand_goal'(A, H, D, A1),
    '$expand_goal'(B, H, D, B1).
'$expand_goal'(\+ A, H, D, \+ A1) :-
    !,
    '$expand_goal'(A, H, D, A1).
'$expand_goal'(G, H, D, X) :-
    '$meta_goal_args'(G, G1, Pairs),
    !,
    '$expand_meta_args'(Pairs, H, D),
    '$expand_goal_hook'(G1, H, D, X).
'$expand_goal'(G, H, D, X) :-
    '$expand_goal_hook'(G, H, D, X).

'$expand_goal_hook'(G, H, D, X) :-
    D < 100,
    callable(G),
    '$expand_hook'(H, Hook),
    call(Hook, G, G1),
    G1 \== G,
    !,
    D1 is D + 1,
    '$expand_goal'(G1, H, D1, X).
'$expand_goal_hook'(G, _, _, G).

'$expand_hook'([H|_], H).
'$expand_hook'([_|Hs], H) :-
    '$expand_hook'(Hs, H).

'$expand_meta_args'([], _, _).
'$expand_meta_args'([A-A1|Ps], H, D) :-
    '$expand_goal'(A, H, D, A1),
    '$expand_meta_args'(Ps, H, D).

% '$meta_goal_args'(+Goal, -Goal1, -Pairs): Goal1 is Goal with its goal
% arguments replaced by fresh variables; Pairs relates each argument to
% its variable. The list is that of the meta-predicates SWI-Prolog
% expands the arguments of.
'$meta_goal_args'(findall(T, G, L), findall(T, G1, L), [G-G1]).
'$meta_goal_args'(findall(T, G, L, R), findall(T, G1, L, R), [G-G1]).
'$meta_goal_args'(forall(C, A), forall(C1, A1), [C-C1, A-A1]).
'$meta_goal_args'(aggregate_all(S, G, R), aggregate_all(S, G1, R), [G-G1]).
'$meta_goal_args'(bagof(T, G, L), bagof(T, G1, L), Ps) :-
    '$caret_goal'(G, G1, Ps).
'$meta_goal_args'(setof(T, G, L), setof(T, G1, L), Ps) :-
    '$caret_goal'(G, G1, Ps).
'$meta_goal_args'(once(G), once(G1), [G-G1]).
'$meta_goal_args'(ignore(G), ignore(G1), [G-G1]).
'$meta_goal_args'(call(G), call(G1), [G-G1]).
'$meta_goal_args'(not(G), not(G1), [G-G1]).
'$meta_goal_args'(time(G), time(G1), [G-G1]).
'$meta_goal_args'(catch(G, C, R), catch(G1, C, R1), [G-G1, R-R1]).
'$meta_goal_args'(call_cleanup(G, C), call_cleanup(G1, C1), [G-G1, C-C1]).
'$meta_goal_args'(setup_call_cleanup(S, G, C), setup_call_cleanup(S1, G1, C1), [S-S1, G-G1, C-C1]).
'$meta_goal_args'(setup_call_catcher_cleanup(S, G, K, C), setup_call_catcher_cleanup(S1, G1, K, C1), [S-S1, G-G1, C-C1]).

'$caret_goal'(G, G, []) :-
    var(G),
    !.
'$caret_goal'(V^G, V^G1, Ps) :-
    !,
    '$caret_goal'(G, G1, Ps).
'$caret_goal'(G, G1, [G-G1]).

% Accepted as SWI-Prolog's declaration of a DCG non-terminal.
non_terminal(_).
