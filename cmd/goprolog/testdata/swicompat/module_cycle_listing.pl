% args: -q -g main -t halt {}
:- use_module(m_cyca).
:- use_module(m_cycb).
:- use_module(library(lists)).


main :-
    a1(X), writeln(X), b2(Y), writeln(Y),
    bump, bump, counter(C), writeln(C),
    assertz(counter(100)), findall(N, counter(N), Ns), writeln(Ns),
    retract(counter(2)), findall(N, m_cyca:counter(N), Ns2), writeln(Ns2),
    findall(Z, m_cyca:conn(1, Z), Zs), sort(Zs, SZs), writeln(SZs),
    listing(m_cyca:bump/0),
    listing(counter/1),
    ( catch(listing(m_cyca:e/2), _, fail) -> true ; true ),
    m_cyca:e(1, W), writeln(W).
