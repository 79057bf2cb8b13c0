% args: -q {} -t halt
:- use_module(m_grammar).
:- use_module(library(lists), except([last/2])).
last([X], X) :- !.
last([_|T], X) :- last(T, X).
word(W) --> [W].
:- initialization(main).
main :-
    parse([the, cat, sees, a, dog], T), print(T), nl,
    ( parse([cat, the], _) -> true ; writeln(no_parse) ),
    phrase(sentence(T2), [a, mouse, chases, the, cat]), print(T2), nl,
    with_ctx(foo(bar)),
    with_ctx(other:baz),
    run_dcg(word(W), [x, y], R), writeln(W-R),
    catch(phrase(m_grammar:noun(N), [dog]), E, (print_message(error, E))), writeln(N),
    catch(phrase(noun(_), [dog]), E2, (print_message(error, E2))),
    last([1,2,3], L), writeln(L),
    ( current_predicate(m_grammar:np/3) -> writeln(has_np) ; writeln(no_np) ),
    ( current_predicate(np/3) -> writeln(user_np) ; writeln(no_user_np) ),
    ( predicate_property(m_grammar:sentence(_,_,_), exported) -> writeln(exported) ; true ).
