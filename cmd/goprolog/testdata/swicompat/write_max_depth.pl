% args: -q -g main -t halt {}
% write_term/2's max_depth(N): list elements, compound nesting, operators,
% curly terms, atoms and strings (never cut), cyclic terms, N =< 0.
t([1,2,3,4,5], 3).
t([1,2,3,4,5], 1).
t([1,2,3,4,5], 5).
t([1,2,3,4,5], 6).
t([[1,2,3],[4,5,6],[7,8,9]], 3).
t([[1,2,3],[4,5,6],[7,8,9]], 2).
t(f(f(f(f(a)))), 3).
t(f(g(a,b),h(c,d)), 2).
t({a,b,c}, 2).
t({a,b,c}, 3).
t({[1,2,3]}, 3).
t(a+b+c+d+e, 3).
t((a:-b,c,d), 2).
t((a:-b,c,d), 3).
t(- - - - a, 2).
t(f('hello world', "a string here", 12345678901234567890), 1).
t(f('hello world', "a string here", 12345678901234567890), 2).
t([a|b], 1).
t([a,b|c], 3).
t([f(x),g(y),h(z)], 3).
t(f([1,2,3,4]), 2).
t('$VAR'(1), 1).
t(f(-(1)), 2).
t(1 - -1, 2).
t([[[[a]]]], 3).
t(f(x,[y]), 2).
t(p:-q, 1).
t(p:-q, 0).
t(f(a), -1).
t([1,2], -1).
t(a, -1).
t(f(x,y) = g(z), 2).
t(a-(b-(c-(d-e))), 3).
t(((a,b),c), 2).
t((a;b;c;d;e), 3).
t((a->b;c), 2).

main :-
    forall(t(T, N),
           ( write_term(T, [quoted(true), max_depth(N)]), write('  '),
             write_term(T, [max_depth(N), spacing(next_argument)]), nl )),
    X = f(X), write_term(X, [max_depth(3)]), nl,
    L = [1,2|L], write_term(L, [max_depth(5)]), nl,
    Y = g(a, Y, b), write_term(Y, [max_depth(4)]), nl,
    write_term(f('$VAR'(3)), [max_depth(2), portray(true)]), nl,
    write_term(f('$VAR'(3)), [portray(true), numbervars(false)]), nl,
    catch(write_term(a, [max_depth(a)]), E, print_message(error, E)),
    catch(write_term(a, [max_depth(_)]), E2, print_message(error, E2)).
