% context_module/1 and strip_module/3 in a module and out of it.
:- use_module(reg).

item(user_item).

main :-
    where(M), writeln(M),
    context_module(U), writeln(U),
    register(a), register(b), registered(L), writeln(L),
    findall(I, item(I), Is), writeln(Is),
    qualify(x, Q1), writeln(Q1),
    qualify(other:y, Q2), writeln(Q2),
    strip_module(z, M3, P3), writeln(M3-P3).
