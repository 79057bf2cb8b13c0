% args: -q -g main -t halt {}
% The errors of phrase/2,3 and call_dcg/3 name '$dcg':call_dcg/3, which
% messages write as call_dcg/3.
greeting --> [hello], name.
name --> [world].
main :-
    ( call_dcg(greeting, [hello, world], R) -> writeq(R) ; write(no) ), nl,
    ( call_dcg([a], [a, b], R2) -> writeq(R2) ; write(no) ), nl,
    forall(member(G, [phrase(_, []), phrase(1, []), call_dcg(_, [], _), call_dcg(1, [], _),
                      call_dcg((a, 2), [], _), phrase(foo, a)]),
           ( catch(G, E, true), print(E), nl,
             catch(G, E2, print_message(error, E2)) )).
