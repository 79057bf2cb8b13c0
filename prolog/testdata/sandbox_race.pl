% Opens the link `swap` again and again while the test swaps its target
% between a file inside the sandbox and one outside; records what each
% attempt read or the error that refused it.

:- dynamic got/1, refused/1.

attempts(N) :-
    between(1, N, _),
    catch(attempt, error(E, _), assertz(refused(E))),
    fail.
attempts(_).

attempt :-
    open(swap, read, S),
    call_cleanup(read_term(S, T, []), close(S)),
    assertz(got(T)).

% tally(-Inside, -Refused, -Leaked)
tally(Inside, Refused, Leaked) :-
    aggregate_all(count, got(m(inside)), Inside),
    aggregate_all(count, refused(_), Refused),
    aggregate_all(count, got(m(outside_marker)), Leaked).
