% add_import_module/3 and delete_import_module/2 change the modules a
% module imports from, which import_module/2 and default_module/2
% report; a goal of the module finds a predicate it does not define in
% them, and keeps it, as swipl imports it into the module when first
% found. Naming a module makes it.
:- use_module(a).
:- use_module(b).

show(M) :- findall(I, import_module(M, I), L), writeln(M-L).
t(G) :- catch((G -> writeln(yes) ; writeln(no)), E, (print_message(error, E))).
t(G, X) :- catch((G -> writeln(X) ; writeln(no)), E, (print_message(error, E), fail)), !.
t(_, _).

main :-
    show(a), show(b), show(user), show(system),
    findall(D, default_module(a, D), Ds), writeln(Ds),
    t(pa(X1), X1),
    t(add_import_module(a, b, start)), show(a),
    findall(D2, default_module(a, D2), Ds2), writeln(Ds2),
    t(pa(X2), X2),
    t(a:bonly(X3), X3),
    t(add_import_module(a, b, end)), show(a),
    t(delete_import_module(a, b)), show(a),
    t(pa(X4), X4),
    t(delete_import_module(a, b)),
    t(add_import_module(a, b, end)), show(a),
    t(delete_import_module(a, user)), show(a),
    t(a:writeln(hi)),
    t(add_import_module(newmod, b, start)), show(newmod),
    t(current_module(newmod)),
    t(import_module(nosuch, _)), t(current_module(nosuch)),
    t(default_module(nosuch3, _)), t(current_module(nosuch3)),
    t(add_import_module(b, b, start)),
    t(add_import_module(b, user, middle)), show(b),
    t(add_import_module(b, c, foo)), show(b),
    t(add_import_module(c1, c2, end)),
    t(add_import_module(c2, c1, end)),
    findall(D3, default_module(c1, D3), Ds3), writeln(Ds3),
    t(add_import_module(system, b, end)),
    t(add_import_module(_, b, start)),
    t(add_import_module(b, 1, start)),
    t(delete_import_module(_, b)),
    t(delete_import_module(b, 1)),
    t(import_module(b, 1)),
    t(import_module(1, _)),
    t(default_module(_, _)),
    t(default_module(1, _)),
    t(import_module(_, user)).
