% args: -q --stack-limit=200m -g main -t halt {}
% Recursions that never end, caught: the error is SWI-Prolog's stack
% overflow, whatever stack fills (frames or terms); the flag
% stack_limit reads and sets the limit.
count(N) :- N1 is N+1, count(N1), N1 > 0.
grow(T) :- grow(s(T)).
main :-
    current_prolog_flag(stack_limit, L), print(L), nl,
    catch(count(0), error(E, _), true), print(E), nl,
    catch(grow(a), error(E2, _), true), print(E2), nl,
    catch(set_prolog_flag(stack_limit, big), error(E3, _), true), print(E3), nl,
    catch(set_prolog_flag(stack_limit, 1000), error(E4, _), true), print(E4), nl,
    set_prolog_flag(stack_limit, 300000000),
    current_prolog_flag(stack_limit, L2), print(L2), nl,
    catch(count(0), error(E5, _), true), print(E5), nl.
