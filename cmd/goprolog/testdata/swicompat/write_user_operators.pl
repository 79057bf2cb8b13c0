% args: -q -g main -t halt {}
:- op(700, xfx, is_bigger).
:- op(200, xfy, and).
:- op(900, fy, ~).
main :- X = (elephant is_bigger mouse), writeq(X), nl, write_canonical(X), nl, print(X), nl,
    writeq(a and b and c), nl, writeq((a and b) and c), nl,
    writeq(~ ~ a), nl, writeq(~ (a, b)), nl, writeq(~(-)), nl,
    writeq(- (1)), nl, writeq(-(-(1))), nl, writeq(1 - 2 - 3), nl, writeq(1 - (2 - 3)), nl,
    writeq(f(a :- b)), nl, writeq([a :- b]), nl, writeq(f((a, b))), nl, writeq(- a), nl,
    writeq(\+ (a, b)), nl, writeq(f(=)), nl, writeq(=(a)), nl,
    writeq('/*'), nl, writeq(//), nl, writeq(f(a- -1)), nl, writeq(a*(b+c)), nl,
    writeq(-(3)^2), nl, writeq((-3)^2), nl, writeq(-(3^2)), nl, writeq(1.0e-10), nl,
    print_message_lines(user_output, 'P ', ['hello ~w'-[x], nl]),
    write_term(f(X1, Y1, X1), [variable_names(['A'=X1, 'B'=Y1])]), nl,
    writeq(f(_G, _H)), nl.
