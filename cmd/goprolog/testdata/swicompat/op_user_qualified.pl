% args: -q -g main -t halt {}
% op/3 of Module:Name and of a list of qualified names: a module file's
% operators for user outlive the file, its own do not.
:- use_module(op_user_qualified_mod).
main :-
    parse(A, B), writeln(A-B),
    X = (a **> b **> c), writeq(X), nl,
    Y = (a <~> b), writeq(Y), nl,
    Z = (a ~~> b), writeq(Z), nl,
    ( current_op(P, T, is_a) -> writeln(P-T) ; writeln(no_is_a) ),
    op(300, xfx, user:(@@)), term_to_atom(W, 'a @@ b'), writeq(W), nl,
    catch(op(300, xfx, user:f(x)), E, (print(E), nl)).
