% args: {}
:- use_module(m_meta).
:- use_module(m_hooks2).
:- use_module(m_plugin).
:- use_module(m_caller).
:- initialization(main, main).

say(X) :- format("say ~w~n", [X]).
dbl(X, Y) :- Y is 2*X.
add3(A, B, C, D) :- D is A+B+C.
even(X) :- 0 is X mod 2.
local_hook(X) :- format("local hook ~w~n", [X]).

:- multifile mhooks:hook/1.
mhooks:hook(X) :- format("user-defined hook ~w~n", [X]).

user:portray(secret(_)) :- write('<hidden>').

main :-
    twice(say(hi)),
    apply_n(2, say, there),
    my_maplist(dbl, [1,2,3], L), writeln(L),
    my_maplist([X,Y]>>(Y is X*X), [1,2,3], L2), writeln(L2),
    with_ctx(foo, C), writeln(C),
    on_all(say, [a,b]),
    call_k(add3(1), 2, 3, R), writeln(R),
    tally(even, [1,2,3,4,6], N), writeln(N),
    ( safe(atom_length(_, _)) -> true ; true ),
    ( safe(fail) -> true ; writeln(safe_failed) ),
    ( say(a) ===> say(b) ),
    ( fail ===> say(never) ),
    X1 = (a ===> b), writeq(X1), nl,
    register(local_hook),
    run_hooks(42),
    print(secret(1)), nl,
    print([secret(2), public]), nl,
    writeq(secret(3)), nl,
    format("~p and ~w~n", [secret(4), secret(5)]),
    predicate_property(mmeta:twice(_), meta_predicate(MP)), writeln(MP),
    ( catch(mmeta:nonexistent, E, (print_message(error, E), fail)) -> true ; true ),
    go, print_message(error, caught(boom)).
