% args: {}
:- initialization(main, main).
:- op(700, xfx, ===>).
:- op(200, xfy, of).
:- op(900, fy, not).

rule(a ===> b).
rule(x of y of z ===> w).

main :-
    forall(rule(R), (writeq(R), nl, print(R), nl, write_canonical(R), nl)),
    X = (not not a), writeq(X), nl,
    Z = f(a ===> b, - (1), 1 - 2 - 3, 1-(2-3), (a,b), (a:-b), [a|b]), writeq(Z), nl,
    T = (a of b ===> c of d), T =.. L, writeq(L), nl,
    catch(atom_to_term('p ===> q ===> r', Bad, _), E, (print_message(error, E))), ( var(Bad) -> true ; writeq(Bad), nl ),
    atom_to_term('x of y', T2, _), writeq(T2), nl,
    op(0, xfx, ===>),
    writeq(a ===> b), nl,
    current_op(P, Ty, of), writeln(P-Ty),
    findall(Pr-Tp, current_op(Pr, Tp, -), Ops), msort(Ops, SOps), writeln(SOps),
    writeq(- (-)), nl, writeq(-(a)), nl, writeq(- - 1), nl, writeq([-]), nl, writeq(f(-)), nl,
    writeq(1 rdiv 2), nl,
    writeq('/*'), nl, writeq(//), nl, writeq(f(a- -1)), nl, writeq(2- (-1)), nl, writeq(a=..b), nl.
