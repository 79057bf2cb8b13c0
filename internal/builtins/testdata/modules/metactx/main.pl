% A goal passed to a meta-predicate keeps the module it was qualified
% with when the meta-predicate hands it on, through a module loaded
% after the caller's and two modules deep; an unqualified one runs in
% the module of the call.
:- use_module(a).
:- use_module(b).
helper(user_helper).
main :-
    run(helper(X1)), writeln(X1),
    collect(helper(_), L), writeln(L),
    twice(helper(X2)), writeln(X2),
    deep(helper(X3)), writeln(X3),
    apply_to(helper, X4), writeln(X4),
    a:apply_to(helper, X5), writeln(X5),
    a:run(helper(X6)), writeln(X6),
    b:deep(helper(X7)), writeln(X7),
    b:deep(user:helper(X8)), writeln(X8),
    again(a:helper(X9)), writeln(X9),
    b:again(a:helper(X10)), writeln(X10),
    a:run(b:helper(X11)), writeln(X11),
    run(context_module(M1)), writeln(M1),
    a:run(context_module(M2)), writeln(M2).
