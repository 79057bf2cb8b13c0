:- module(m_a, [a_run/0, shared/1]).
:- use_module(m_b, [b_val/1, b_twice/2 as twice]).
shared(a).
a_run :- b_val(X), writeln(a_sees(X)), twice(3, Y), writeln(Y), user_pred(Z), writeln(Z),
    ( catch(b_hidden, E, (print_message(error, E), fail)) -> true ; true ),
    findall(V, b_val(V), Vs), writeln(Vs), maplist(b_val, [W]), writeln(W).
