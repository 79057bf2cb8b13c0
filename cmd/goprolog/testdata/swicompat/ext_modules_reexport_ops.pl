% args: -q {} -t halt
:- use_module(m_rx_mid).
:- use_module(m_rx_store).
:- use_module(library(lists), [append/3 as app, member/2]).

double(X, Y) :- Y is X * 2.

m_rx_store:kv(preloaded, 0).
m_rx_base:extra(1).

main :-
    b1(A), writeln(A),
    bb2(B), writeln(B),
    ( catch(b2(_), E, (print_message(error, E), fail)) -> true ; true ),
    ( catch(b3(_), E1, (print_message(error, E1), fail)) -> true ; true ),
    m_rx_base:b3(C), writeln(C),
    last([1,2,3], L), writeln(L),
    app([1], [2], AL), writeln(AL),
    put(a, 21), put(b, 5), put(a, 1),
    dump,
    apply_to(double, a, R), writeln(R),
    apply_to([V, W]>>(W is V + 100), b, R2), writeln(R2),
    assertz(m_rx_store:kv(c, 3)),
    m_rx_store:assertz(kv(d, 4)),
    m_rx_store:dump,
    retract(m_rx_store:kv(c, _)),
    aggregate_all(count, m_rx_store:kv(_, _), N), writeln(N),
    ( catch(kv(_, _), E2, (print_message(error, E2), fail)) -> true ; true ),
    findall(X, m_rx_base:extra(X), Xs), writeln(Xs),
    X1 = (a ===> b), writeq(X1), nl,
    ( catch(call(a ===> Z), E3, (print_message(error, E3), fail)) -> writeln(Z) ; true ),
    strip_module(foo:bar(1), M, G), writeln(M-G),
    strip_module(bar(1), M2, G2), writeln(M2-G2),
    forall(member(P, [b1(_), m1(_), put(_,_), app(_,_,_)]),
           ( predicate_property(P, imported_from(IM)) -> writeln(P-IM) ; writeln(P-none) )),
    ( predicate_property(m_rx_store:kv(_,_), dynamic) -> writeln(dyn) ; true ),
    ( current_op(Pr, Ty, ===>) -> writeln(Pr-Ty) ; writeln(noop) ),
    context_module(CM), writeln(CM),
    m_rx_store:context_module(CM2), writeln(CM2),
    module_property(m_rx_store, exports(Ex)), msort(Ex, SEx), writeln(SEx),
    ( module_property(m_rx_mid, file(F)) -> file_base_name(F, FB), writeln(FB) ; true ),
    findall(Mo, (current_module(Mo), memberchk(Mo, [m_rx_base, m_rx_mid, m_rx_store, user])), Ms), msort(Ms, SMs), writeln(SMs).

:- initialization(main).
