% args: -q -g main -t halt {}
% Reconsulting a file keeps the clauses of its dynamic predicates that
% the program asserted, in swipl's order: an unchanged clause keeps its
% place, a new one goes where the comparison of the old and new clauses
% has got to, the file's old ones it no longer has are dropped.
w(F, Text) :- open(F, write, O), write(O, Text), close(O).
case(V1, Goals, V2) :-
    w('reload_tmp_f.pl', V1), consult(reload_tmp_f), forall(member(G, Goals), G),
    w('reload_tmp_f.pl', V2), consult(reload_tmp_f),
    findall(X, f(X), L), writeln(L), retractall(f(_)).
main :-
    case(":- dynamic f/1.\nf(a).\nf(c).\n", [assertz(f(b))], ":- dynamic f/1.\nf(a).\nf(d).\n"),
    case(":- dynamic f/1.\nf(a).\nf(c).\n", [asserta(f(b))], ":- dynamic f/1.\nf(z).\nf(c).\n"),
    case(":- dynamic f/1.\nf(a).\nf(c).\n", [assertz(f(b))], ":- dynamic f/1.\nf(c).\nf(a).\n"),
    case(":- dynamic f/1.\nf(a).\nf(c).\n", [assertz(f(b)), assertz(f(e))], ":- dynamic f/1.\nf(x).\nf(y).\nf(z).\n"),
    case(":- dynamic f/1.\nf(a).\nf(c).\n", [retract(f(a))], ":- dynamic f/1.\nf(a).\nf(c).\n"),
    case(":- dynamic f/1.\nf(a).\nf(c).\n", [assertz(f(b))], ":- dynamic f/1.\n"),
    case(":- dynamic f/1.\nf(a).\nf(c).\n", [assertz(f(b))], ""),
    case(":- dynamic f/1.\nf(1).\nf(2).\n", [retract(f(1)), assertz(f(3))], ":- dynamic f/1.\nf(1).\nf(2).\n"),
    delete_file('reload_tmp_f.pl').
