% args: -q -g main -t halt {}
% clause_property/2 of consulted, asserted and erased clauses (size/1
% aside), its type error, and source_file/1.
:- dynamic d/1.
foo(1).
foo(X) :- X > 1.
d(1).
main :- forall(clause(foo(_), _, R), (findall(P, (clause_property(R, P), P \= size(_)), Ps), print(Ps), nl)),
  assertz(d(2)), forall(clause(d(_), _, R2), (findall(P, (clause_property(R2, P), P \= size(_)), Ps2), print(Ps2), nl)),
  clause(d(2), true, R3), erase(R3), findall(P, (clause_property(R3, P), P \= size(_)), Ps3), print(Ps3), nl,
  ( clause_property(R3, erased) -> writeln(yes) ; writeln(no) ),
  catch(clause_property(foo, file(F)), E, (print(E), nl)), print(F), nl,
  forall(source_file(SF), (file_base_name(SF, B), writeln(B))),
  ( source_file(foo) -> true ; writeln(not_a_source) ).
